// The anchor server: a bare graphql-yoga answering `{ hello }` on node:http, in a process of its own like the app's
// server, so that throughput and latency benchmarks measure the stack's floor in the same run as the app.
//   PORT=4100 node bench/bare-yoga-server.ts
import { createServer } from 'node:http';
import { bareYoga } from './anchors.ts';

const yoga = bareYoga();
const server = createServer(yoga);
server.listen(Number(process.env.PORT ?? 4100), '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));

// The fan-out anchor: a bare graphql-ws server (graphql-ws's own useServer) whose one subscription field `tick` sends
// every subscriber the text published with POST /publish, through Node's own EventEmitter iterator. Nothing else: no
// authorization, no database, the smallest answer. The app's fan-out is measured against it in the same run.
//   PORT=4101 node bench/bare-graphql-ws-server.ts
import { EventEmitter, on } from 'node:events';
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import { createSchema } from 'graphql-yoga';

const ticks = new EventEmitter().setMaxListeners(0);

/** One subscriber's ticks: Node's iterator over the emitter's events (each event's arguments arrive as an array). */
async function* tickStream(): AsyncGenerator<string> {
  for await (const [text] of on(ticks, 'tick')) yield text as string;
}

const schema = createSchema({
  typeDefs: 'type Query { hello: String! } type Subscription { tick: String! }',
  resolvers: {
    Query: { hello: () => 'world' },
    Subscription: { tick: { subscribe: tickStream, resolve: (text: string) => text } },
  },
});

const server = createServer((request, response) => {
  if (request.method === 'POST' && request.url === '/publish') {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      ticks.emit('tick', body);
      response.writeHead(201).end();
    });
    return;
  }
  response.writeHead(request.url === '/health' ? 200 : 404).end();
});
useServer({ schema }, new WebSocketServer({ server, path: '/graphql' }));
server.listen(Number(process.env.PORT ?? 4101), '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));

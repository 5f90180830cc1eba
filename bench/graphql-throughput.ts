// GraphQL throughput and latency of the project page's query (exactly as the web client sends it) against a bare
// `{ __typename }` on the same server, measured with autocannon from this process while the server runs in its own.
// Target: the project page at ≥ 50 % of the bare throughput.
//   node bench/graphql-throughput.ts [seconds] [connections]     BENCH_DB=postgres for the local PostgreSQL
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { openDatabase } from '../server/db/connect.ts';
import { signAccessToken } from '../server/services/auth/session-tokens.ts';
import { createMailer } from '../server/mail/mailer.ts';
import { createEventBus } from '../server/pubsub.ts';
import { loadConfig } from '../server/config.ts';
import { seedDemoData } from '../prisma/demo-data.ts';
import { setLogLevel } from '../server/logger.ts';
import { screenQueries } from '../tests/api/helpers/screen-queries.ts';
import { benchDatabase, machine, startServer } from './support.ts';

setLogLevel('warn');
const SECONDS = Number(process.argv[2] ?? 10);
const CONNECTIONS = Number(process.argv[3] ?? 10);

const database = await benchDatabase();
const jwtSecret = randomBytes(32).toString('hex');

/** The demo data, loaded before the server starts; returns the project page query and a member's token. */
async function prepare() {
  const opened = await openDatabase({ dataDir: database.env.DATA_DIR, databaseUrl: database.env.DATABASE_URL });
  const bus = createEventBus();
  const config = loadConfig({ ...database.env, LOG_LEVEL: 'error' });
  const mailer = createMailer({ from: config.mailFrom, outboxDir: `${database.env.DATA_DIR}/outbox` });
  try {
    await seedDemoData({ db: opened.db, pool: opened.pool, events: bus.events, eventsHealthy: bus.healthy, mailer, config });
    const member = await opened.db.user.findFirstOrThrow({ where: { usernameKey: 'mira' } });
    const page = (await screenQueries(opened.db)).find((q) => q.name.startsWith('Project ('))!;
    return { page, token: await signAccessToken(jwtSecret, member.id) };
  } finally {
    mailer.close();
    await bus.close();
    await opened.stop();
  }
}

function load(url: string, body: string, token: string): Promise<autocannon.Result> {
  return autocannon({
    url: `${url}/graphql`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body,
  });
}

const { page, token } = await prepare();
const server = await startServer({ ...database.env, JWT_SECRET: jwtSecret });
try {
  const pageBody = JSON.stringify({ query: page.text, variables: page.variables });
  const bareBody = JSON.stringify({ query: '{ __typename }' });
  await load(server.url, bareBody, token); // warm-up of both paths
  await load(server.url, pageBody, token);
  const bare = await load(server.url, bareBody, token);
  const project = await load(server.url, pageBody, token);
  if (project.non2xx || bare.non2xx) throw new Error(`non-2xx answers: ${project.non2xx} / ${bare.non2xx}`);
  const line = (label: string, r: autocannon.Result) =>
    console.log(`${label.padEnd(28)} ${r.requests.average.toFixed(0).padStart(6)} req/s   latency p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms`);
  console.log(`${SECONDS} s each, ${CONNECTIONS} connections, ${database.kind}, ${machine()}`);
  line('{ __typename }', bare);
  line('project page query', project);
  const ratio = project.requests.average / bare.requests.average;
  console.log(`project page at ${(ratio * 100).toFixed(0)} % of bare throughput (target ≥ 50 %): ${ratio >= 0.5 ? 'met' : 'missed'}`);
} finally {
  await server.stop();
  await database.cleanup();
}

// GraphQL throughput and latency, measured with autocannon from this process while each server runs in its own:
// the anchor (a bare graphql-yoga answering `{ hello }`, bench/bare-yoga-server.ts), then on the app `{ __typename }`
// anonymously and signed in, and the project page's query exactly as the web client sends it (signed in as a member).
// Targets, as shares of the anchor's throughput in the same run: signed-in `{ __typename }` ≥ 50 %, the project
// page ≥ 35 %.
//   node bench/graphql-throughput.ts [seconds] [connections]     BENCH_DB=postgres for the local PostgreSQL
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { openDatabase } from '../server/db/connect.ts';
import { issueSession } from '../server/services/auth/session-tokens.ts';
import { mailSenderFor } from '../server/mail/mail-sender.ts';
import { createEventBus } from '../server/pubsub.ts';
import { createViewerRightsCache } from '../server/services/access/viewer-rights.ts';
import { loadConfig } from '../server/config.ts';
import { seedDemoData } from '../prisma/demo-data.ts';
import { configureLogging } from '../server/observability/logger.ts';
import { screenQueries } from '../tests/api/helpers/screen-queries.ts';
import { benchDatabase, machine, startBareYoga, startServer } from './support.ts';

configureLogging({ level: 'warn' });
const SECONDS = Number(process.argv[2] ?? 10);
const CONNECTIONS = Number(process.argv[3] ?? 10);

const database = await benchDatabase();
const jwtSecret = randomBytes(32).toString('hex');

/** The demo data, loaded before the server starts; returns the project page query and a member's token. */
async function prepare() {
  const opened = await openDatabase({ dataDir: database.env.DATA_DIR, databaseUrl: database.env.DATABASE_URL });
  const bus = createEventBus();
  const config = loadConfig({ ...database.env, LOG_LEVEL: 'error' });
  const mailer = mailSenderFor(config, { db: opened.db, events: bus.events });
  try {
    await seedDemoData({ db: opened.db, pool: opened.pool, databaseHealthy: opened.healthy, events: bus.events, eventsHealthy: bus.healthy, draining: () => false, mailer, config, viewerRights: createViewerRightsCache(opened.db) });
    const member = await opened.db.user.findFirstOrThrow({ where: { usernameKey: 'mira' } });
    const page = (await screenQueries(opened.db)).find((q) => q.name.startsWith('Project ('))!;
    return { page, token: (await issueSession(opened.db, jwtSecret, member.id)).access_token };
  } finally {
    await mailer.stop();
    await bus.close();
    await opened.stop();
  }
}

async function load(url: string, body: string, token?: string): Promise<autocannon.Result> {
  const run = () =>
    autocannon({
      url: `${url}/graphql`,
      method: 'POST',
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body,
    });
  await run(); // warm-up: the same load, untimed
  const result = await run();
  if (result.non2xx || result.errors) throw new Error(`${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result;
}

const { page, token } = await prepare();
const anchor = await startBareYoga();
const server = await startServer({ ...database.env, JWT_SECRET: jwtSecret });
try {
  const typename = JSON.stringify({ query: '{ __typename }' });
  const runs: Array<[string, autocannon.Result, number | null]> = [
    ['anchor: bare Yoga { hello }', await load(anchor.url, JSON.stringify({ query: '{ hello }' })), null],
    ['{ __typename }, anonymous', await load(server.url, typename), null],
    ['{ __typename }, signed in', await load(server.url, typename, token), 0.5],
    ['project page query', await load(server.url, JSON.stringify({ query: page.text, variables: page.variables }), token), 0.35],
  ];
  console.log(`${SECONDS} s each after a warm-up of the same length, ${CONNECTIONS} connections, ${database.kind}, ${machine()}`);
  const floor = runs[0][1].requests.average;
  for (const [label, r, target] of runs) {
    const share = r.requests.average / floor;
    console.log(
      `${label.padEnd(30)} ${r.requests.average.toFixed(0).padStart(6)} req/s  ${(share * 100).toFixed(0).padStart(4)} % of the anchor   latency p50 ${String(r.latency.p50).padStart(3)} ms  p99 ${String(r.latency.p99).padStart(3)} ms` +
        (target === null ? '' : `   target ≥ ${target * 100} %: ${share >= target ? 'met' : 'missed'}`),
    );
  }
} finally {
  await server.stop();
  await anchor.stop();
  await database.cleanup();
}

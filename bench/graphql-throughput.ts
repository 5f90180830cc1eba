// GraphQL throughput and latency, measured with autocannon from this process while each server runs in its own:
// the anchor (a bare graphql-yoga answering `{ hello }`, bench/bare-yoga-server.ts), then on the app `{ __typename }`
// anonymously and signed in, and the project page's query exactly as the web client sends it (signed in as a member).
// Targets, as shares of the anchor's throughput in the same run: signed-in `{ __typename }` ≥ 50 %, the project
// page ≥ 35 %. Each load also prints the server's CPU time per request (all its threads, from /proc) and the anchor's
// as a share of it: on a machine shared with other work, throughput measures the CPU a process was given as much as
// the process, and CPU per request does not.
//   node bench/graphql-throughput.ts [seconds] [connections]     BENCH_DB=postgres for the local PostgreSQL
import { appDeps } from '../server/context.ts';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { openDatabase } from '../server/db/connect.ts';
import { issueSession } from '../server/services/auth/session-tokens.ts';
import { mailSenderFor } from '../server/mail/mail-sender.ts';
import { createEventBus } from '../server/pubsub.ts';
import { loadConfig } from '../server/config.ts';
import { seedDemoData } from '../prisma/demo-data.ts';
import { configureLogging } from '../server/observability/logger.ts';
import { screenQueries } from '../tests/api/helpers/screen-queries.ts';
import { benchDatabase, machine, startBareYoga, startServer, type StartedServer } from './support.ts';

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
    await seedDemoData(appDeps(opened, bus, mailer, config));
    const member = await opened.db.user.findFirstOrThrow({ where: { usernameKey: 'mira' } });
    const page = (await screenQueries(opened.db)).find((q) => q.name.startsWith('Project ('))!;
    return { page, token: (await issueSession(opened.db, jwtSecret, member.id)).access_token };
  } finally {
    await mailer.stop();
    await bus.close();
    await opened.stop();
  }
}

/** CPU time a process has used (all its threads, user and system), in ms; Linux's /proc. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * (1000 / CLOCK_TICKS);
}
const CLOCK_TICKS = 100;

interface Load {
  result: autocannon.Result;
  /** The server's CPU time per answered request, in µs: what throughput would be on a machine of its own. */
  cpuPerRequest: number;
}

async function load(server: StartedServer, body: string, token?: string): Promise<Load> {
  const url = server.url;
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
  const cpuBefore = cpuMs(server.process.pid!);
  const result = await run();
  const cpuPerRequest = ((cpuMs(server.process.pid!) - cpuBefore) * 1000) / result.requests.total;
  if (result.non2xx || result.errors) throw new Error(`${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { result, cpuPerRequest };
}

const { page, token } = await prepare();
const anchor = await startBareYoga();
const server = await startServer({ ...database.env, JWT_SECRET: jwtSecret });
try {
  const typename = JSON.stringify({ query: '{ __typename }' });
  const runs: Array<[string, Load, number | null]> = [
    ['anchor: bare Yoga { hello }', await load(anchor, JSON.stringify({ query: '{ hello }' })), null],
    ['{ __typename }, anonymous', await load(server, typename), null],
    ['{ __typename }, signed in', await load(server, typename, token), 0.5],
    ['project page query', await load(server, JSON.stringify({ query: page.text, variables: page.variables }), token), 0.35],
  ];
  console.log(`${SECONDS} s each after a warm-up of the same length, ${CONNECTIONS} connections, ${database.kind}, ${machine()}`);
  const [floor, floorCpu] = [runs[0][1].result.requests.average, runs[0][1].cpuPerRequest];
  for (const [label, { result: r, cpuPerRequest }, target] of runs) {
    const share = r.requests.average / floor;
    console.log(
      `${label.padEnd(30)} ${r.requests.average.toFixed(0).padStart(6)} req/s  ${(share * 100).toFixed(0).padStart(4)} % of the anchor   latency p50 ${String(r.latency.p50).padStart(3)} ms  p99 ${String(r.latency.p99).padStart(3)} ms` +
        `   CPU ${cpuPerRequest.toFixed(0).padStart(4)} µs/request (anchor's ${((floorCpu / cpuPerRequest) * 100).toFixed(0)} % of it)` +
        (target === null ? '' : `   target ≥ ${target * 100} %: ${share >= target ? 'met' : 'missed'}`),
    );
  }
} finally {
  await server.stop();
  await anchor.stop();
  await database.cleanup();
}

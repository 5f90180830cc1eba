// Start-up time and memory: how long `npm run serve` takes from launch to a healthy /api/health on a fresh data
// directory (creating and migrating the database) and again on the same data, and the server's resident memory when
// healthy, after the demo data set and a round of requests over it (now and at its peak). The anchor, in the same
// run: a bare graphql-yoga server (bench/bare-yoga-server.ts), launched the same way, and its memory.
//   node bench/cold-start.ts [requests]         BENCH_DB=postgres for the local PostgreSQL
import { spawnSync } from 'node:child_process';
import { benchDatabase, installMemory, machine, residentMemory, startBareYoga, startServer, type StartedServer } from './support.ts';

const REQUESTS = Number(process.argv[2] ?? 300);
const MB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function timedStart(start: () => Promise<StartedServer>): Promise<{ server: StartedServer; ms: number }> {
  const started = performance.now();
  const server = await start();
  return { server, ms: performance.now() - started };
}

/** Signs in as a demo member and asks for every project's list, matches and matrix, round after round. */
async function exercise(url: string): Promise<void> {
  const login = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'mira@demo.sideboard', password: 'sideboard-demo' }) });
  if (!login.ok) throw new Error(`demo sign-in failed: ${login.status}`);
  const headers = { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
  const get = async (path: string): Promise<unknown> => {
    const response = await fetch(`${url}/api${path}`, { headers });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return response.json();
  };
  const projects = (await get('/projects')) as Array<{ id: string }>;
  if (projects.length === 0) throw new Error('the demo data has no projects');
  for (let sent = 0; sent < REQUESTS; ) {
    for (const project of projects) {
      await Promise.all([get(`/matches/matrix?project_id=${project.id}`), get(`/matches?project_id=${project.id}`), get(`/archetypes?project_id=${project.id}`)]);
      sent += 3;
    }
  }
}

const anchor = await timedStart(startBareYoga);
const anchorMemory = residentMemory(anchor.server.process.pid!);
await anchor.server.stop();

const database = await benchDatabase();
const running: StartedServer[] = [];
try {
  const cold = await timedStart(() => startServer(database.env));
  running.push(cold.server);
  const healthy = residentMemory(cold.server.process.pid!);
  const seeded = spawnSync(process.execPath, ['prisma/seed.ts'], { env: { ...process.env, ...database.env, LOG_LEVEL: 'warn' }, encoding: 'utf8' });
  if (seeded.status !== 0) throw new Error(`seeding failed: ${seeded.stderr}`);
  await exercise(cold.server.url);
  const used = residentMemory(cold.server.process.pid!);
  const install = installMemory(cold.server.process.pid!, database.env.DATA_DIR);
  await running.pop()!.stop();
  const warm = await timedStart(() => startServer(database.env));
  running.push(warm.server);
  const warmMemory = residentMemory(warm.server.process.pid!);
  await running.pop()!.stop();

  console.log(`${database.kind}, ${machine()}; start = launch to the first healthy answer (polled every 20 ms)`);
  console.log(`anchor: bare Yoga                             start ${anchor.ms.toFixed(0).padStart(6)} ms   RSS ${MB(anchorMemory.now)}`);
  console.log(`app, fresh data directory (migrates)          start ${cold.ms.toFixed(0).padStart(6)} ms = ${(cold.ms / anchor.ms).toFixed(1)} × the anchor   RSS ${MB(healthy.now)} when healthy`);
  console.log(`app, after the demo data and ${REQUESTS} requests                                RSS ${MB(used.now)}, peak ${MB(used.peak)} (${(used.peak / anchorMemory.now).toFixed(1)} × the anchor's)`);
  console.log(`whole install after the demo data (PSS): app ${MB(install.app)} + database server ${MB(install.database)} = ${MB(install.app + install.database)}`);
  console.log(`app, started again on the same data           start ${warm.ms.toFixed(0).padStart(6)} ms = ${(warm.ms / anchor.ms).toFixed(1)} × the anchor   RSS ${MB(warmMemory.now)} when healthy`);
} finally {
  for (const server of running) await server.stop();
  await database.cleanup();
}

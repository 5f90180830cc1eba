// Shared pieces of the benchmark scripts: where the data lives (BENCH_DB=embedded|postgres), a server in its own
// process (so the load generator does not share its event loop), free ports, and the printed summaries.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshDatabase, POSTGRES_URL } from '../tests/scale/helpers.ts';

export interface BenchDatabase {
  kind: 'embedded PostgreSQL' | 'PostgreSQL server';
  /** Environment for the app: DATA_DIR always (secrets, outbox), DATABASE_URL for the server. */
  env: { DATA_DIR: string; DATABASE_URL?: string };
  cleanup(): Promise<void>;
}

/** The embedded database in a temporary directory, or a fresh database on the local PostgreSQL (BENCH_DB=postgres). */
export async function benchDatabase(): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sideboard-bench-'));
  const removeDir = async () => rmSync(dataDir, { recursive: true, force: true });
  if (process.env.BENCH_DB !== 'postgres') return { kind: 'embedded PostgreSQL', env: { DATA_DIR: dataDir }, cleanup: removeDir };
  const database = await freshDatabase('sideboard_bench', process.env.BENCH_POSTGRES_URL ?? POSTGRES_URL);
  return {
    kind: 'PostgreSQL server',
    env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
    cleanup: async () => {
      await database.drop();
      await removeDir();
    },
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface StartedServer {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Starts `server/main.ts` as production would, waits for /api/health, and returns its URL. */
export function startServer(env: Record<string, string | undefined>): Promise<StartedServer> {
  return startProcess('server/main.ts', env, '/api/health');
}

/** Starts the anchor: a bare graphql-yoga answering `{ hello }` in its own process (bench/bare-yoga-server.ts). */
export function startBareYoga(): Promise<StartedServer> {
  return startProcess('bench/bare-yoga-server.ts', {}, '/graphql?query=%7Bhello%7D');
}

/** Starts the fan-out anchor: a bare graphql-ws broadcast in its own process (bench/bare-graphql-ws-server.ts). */
export function startBareGraphQLWs(): Promise<StartedServer> {
  return startProcess('bench/bare-graphql-ws-server.ts', {}, '/health');
}

async function startProcess(script: string, env: Record<string, string | undefined>, readyPath: string): Promise<StartedServer> {
  const port = await freePort();
  // BENCH_SERVER_ARGS passes Node flags to the server only, e.g. --cpu-prof to profile it under load.
  const nodeArgs = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, script], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i += 1) {
    if (await fetch(`${url}${readyPath}`).then((r) => r.ok, () => false)) break;
    if (i === 3000) throw new Error(`${script} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 20)); // fine enough to time a start (bench/cold-start.ts)
  }
  return {
    url,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/** Prints "label  median … p95 … max …" and returns the figures. */
export function report(label: string, samples: readonly number[], digits = 1) {
  const figures = { median: quantile(samples, 0.5), p95: quantile(samples, 0.95), max: Math.max(...samples) };
  const f = (n: number) => n.toFixed(digits).padStart(7);
  console.log(`${label.padEnd(46)} median ${f(figures.median)} ms   p95 ${f(figures.p95)} ms   max ${f(figures.max)} ms`);
  return figures;
}

/** Times a synchronous function `runs` times after `warmup` untimed calls, and reports the figures. */
export function timeSync(label: string, fn: () => unknown, runs: number, warmup = 0, digits = 1) {
  for (let i = 0; i < warmup; i++) fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    fn();
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return report(label, samples, digits);
}

/** A process's resident memory now and at its peak (Linux's /proc), in bytes. */
export function residentMemory(pid: number): { now: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kB = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
  return { now: kB('VmRSS'), peak: kB('VmHWM') };
}

/**
 * Proportional memory (PSS: shared pages split among the processes sharing them) of the whole install: the app's
 * process and, with the embedded database, the PostgreSQL server's processes (its postmaster, from the data
 * directory's postmaster.pid, and every process it started).
 */
export function installMemory(appPid: number, dataDir: string): { app: number; database: number } {
  const pss = (pid: number) => Number(/^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0) * 1024;
  let postmaster: number;
  try {
    postmaster = Number(readFileSync(join(dataDir, 'pgdata', 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return { app: pss(appPid), database: 0 }; // DATABASE_URL: the database is not part of the install
  }
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false; // ended meanwhile
      }
    })
    .map(Number);
  return { app: pss(appPid), database: [postmaster, ...children].reduce((sum, pid) => sum + pss(pid), 0) };
}

export const machine = () => `Node ${process.version}, ${process.platform}/${process.arch}`;

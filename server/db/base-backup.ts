// Backups of the embedded database with PostgreSQL's own mechanism for a running server: a base backup
// (pg_backup_start … copy the data directory … pg_backup_stop, then the WAL written meanwhile), as pg_basebackup takes
// it. The copy may be torn while the server writes; restoring replays the WAL from the backup's start to its end,
// which makes it consistent as of the moment pg_backup_stop ran. The archive is a .tar.gz of that directory with
// backup_label, and the database password so that the restored server opens with it.
import { chmodSync, copyFileSync, lchownSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import * as tar from 'tar';
import { serverUser } from './postgres-binaries.ts';

const MANIFEST = 'sideboard-backup.json';

/**
 * What a base backup leaves out (as pg_basebackup does): files of the running server's process and memory, and
 * directories whose contents are rebuilt at start. The WAL is copied after pg_backup_stop instead.
 */
const SKIPPED = new Set(['postmaster.pid', 'postmaster.opts', 'pg_internal.init']);
const EMPTIED = new Set(['pg_wal', 'pg_replslot', 'pg_stat_tmp', 'pg_dynshmem', 'pg_notify', 'pg_serial', 'pg_snapshots', 'pg_subtrans']);

/** Writes a backup of the server's data directory `pgdata` to `file` while the server runs and takes writes. */
export async function takeBaseBackup(connection: pg.ClientConfig & { password: string }, pgdata: string, file: string): Promise<void> {
  const staging = mkdtempSync(join(tmpdir(), 'sideboard-backup-'));
  const client = new pg.Client(connection);
  await client.connect();
  try {
    await client.query(`SELECT pg_backup_start('sideboard', true)`); // fast: checkpoint now rather than spread out
    const copy = join(staging, 'pgdata');
    copyTree(pgdata, copy, true);
    const { rows } = await client.query<{ labelfile: string; spcmapfile: string | null }>('SELECT labelfile, spcmapfile FROM pg_backup_stop(false)');
    writeFileSync(join(copy, 'backup_label'), rows[0].labelfile);
    if (rows[0].spcmapfile) writeFileSync(join(copy, 'tablespace_map'), rows[0].spcmapfile);
    // The WAL from the backup's start to its end, flushed by pg_backup_stop.
    for (const name of readdirSync(join(pgdata, 'pg_wal'))) if (/^[0-9A-F]{24}$/.test(name)) copyFile(join(pgdata, 'pg_wal', name), join(copy, 'pg_wal', name));
    const startSegment = /START WAL LOCATION: .* \(file ([0-9A-F]{24})\)/.exec(rows[0].labelfile)?.[1];
    if (!startSegment || !readdirSync(join(copy, 'pg_wal')).includes(startSegment)) throw new Error('The WAL the backup starts from was recycled during the backup; run it again');
    writeFileSync(join(staging, MANIFEST), JSON.stringify({ format: 1, takenAt: new Date().toISOString(), databasePassword: connection.password }));
    await tar.c({ gzip: true, file, cwd: staging, portable: true }, ['pgdata', MANIFEST]);
    chmodSync(file, 0o600);
  } finally {
    await client.end();
    rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Unpacks a backup as `pgdata` (which must not exist) and returns the database password it was taken with. The
 * server's recovery on its next start replays the WAL in it (backup_label says from where).
 */
export async function unpackBaseBackup(file: string, pgdata: string): Promise<string> {
  const staging = mkdtempSync(`${pgdata}.restoring-`);
  try {
    await tar.x({ file, cwd: staging });
    const manifest = JSON.parse(readFileSync(join(staging, MANIFEST), 'utf8')) as { databasePassword: string };
    const user = serverUser();
    if ('uid' in user) chownTree(join(staging, 'pgdata'), user.uid, user.gid);
    chmodSync(join(staging, 'pgdata'), 0o700);
    renameSync(join(staging, 'pgdata'), pgdata);
    return manifest.databasePassword;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Copies a directory that the server changes meanwhile: files it removes in between are simply not copied. */
function copyTree(from: string, to: string, top = false): void {
  mkdirSync(to, { recursive: true, mode: 0o700 });
  let entries;
  try {
    entries = readdirSync(from, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) {
    if (SKIPPED.has(entry.name) || entry.name.startsWith('pgsql_tmp')) continue;
    if (entry.isDirectory()) {
      if (top && EMPTIED.has(entry.name)) mkdirSync(join(to, entry.name), { mode: 0o700 });
      else copyTree(join(from, entry.name), join(to, entry.name));
    } else if (entry.isFile()) copyFile(join(from, entry.name), join(to, entry.name));
  }
}

function copyFile(from: string, to: string): void {
  try {
    copyFileSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

function chownTree(dir: string, uid: number, gid: number): void {
  lchownSync(dir, uid, gid);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) chownTree(join(dir, entry.name), uid, gid);
    else lchownSync(join(dir, entry.name), uid, gid);
  }
}

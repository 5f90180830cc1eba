// Restores a backup made by `npm run backup` into a data directory whose server is stopped:
//   npm run restore -- <file.tar.gz> [--replace]
// The data directory must have no database yet, or --replace moves the one it has aside (pgdata.replaced-<time>).
import { existsSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { loadConfig } from '../server/config.ts';

const args = process.argv.slice(2);
const file = args.find((arg) => !arg.startsWith('--'));
if (!file) {
  console.error('Usage: npm run restore -- <file.tar.gz> [--replace]');
  process.exit(2);
}
const config = loadConfig();
const pgdata = join(config.dataDir, 'pgdata');
const lock = join(config.dataDir, 'pgdata.lock');
if (existsSync(lock) && isRunning(Number(readFileSync(lock, 'utf8')))) {
  console.error(`The data directory ${config.dataDir} is in use by a running server; stop it first.`);
  process.exit(1);
}
if (existsSync(pgdata) && readdirSync(pgdata).length > 0) {
  if (!args.includes('--replace')) {
    console.error(`${pgdata} already holds a database; pass --replace to move it aside and restore over it.`);
    process.exit(1);
  }
  const aside = `${pgdata}.replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  renameSync(pgdata, aside);
  console.log(`The database that was there is now in ${aside}.`);
}
// PGlite unpacks the tarball into the directory and starts on it (recovery runs as after a restart), then closes.
const db = await PGlite.create({ dataDir: pgdata, loadDataDir: new Blob([readFileSync(file)]) });
await db.query('SELECT 1');
await db.close();
console.log(`Restored ${file} into ${pgdata}.`);

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return pid > 0;
  } catch {
    return false;
  }
}

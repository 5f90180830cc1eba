// Restores a backup made by `npm run backup` into a data directory whose app is stopped:
//   npm run restore -- <file.tar.gz> [--replace]
// The data directory must have no database yet, or --replace moves the one it has aside (pgdata.replaced-<time>).
import { existsSync, readdirSync, renameSync } from 'node:fs';
import { keepSecret, loadConfig } from '../server/config.ts';
import { embeddedFiles, startEmbeddedPostgres } from '../server/db/embedded-postgres.ts';
import { unpackBaseBackup } from '../server/db/base-backup.ts';
import { liveLockHolder } from '../server/db/process-lock.ts';

const args = process.argv.slice(2);
const file = args.find((arg) => !arg.startsWith('--'));
if (!file) {
  console.error('Usage: npm run restore -- <file.tar.gz> [--replace]');
  process.exit(2);
}
const config = loadConfig();
const { pgdata, lockFile } = embeddedFiles(config.dataDir);
if (liveLockHolder(lockFile)) {
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
keepSecret(config.dataDir, 'databasePassword', await unpackBaseBackup(file, pgdata));
// The server's recovery replays the backup's WAL on this first start; the app then finds it consistent.
const embedded = await startEmbeddedPostgres(config.dataDir);
await embedded.stop();
console.log(`Restored ${file} into ${pgdata}.`);

// Writes a backup of the embedded database:  npm run backup -- <file.tar.gz>
// A PostgreSQL base backup (server/db/base-backup.ts): consistent while the server runs and takes writes; with the
// app stopped, the server is started for the backup and stopped again. With DATABASE_URL use pg_dump instead (README).
import { statSync } from 'node:fs';
import { loadConfig } from '../server/config.ts';
import { embeddedFiles, startEmbeddedPostgres } from '../server/db/embedded-postgres.ts';
import { takeBaseBackup } from '../server/db/base-backup.ts';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run backup -- <file.tar.gz>');
  process.exit(2);
}
const config = loadConfig();
if (config.databaseUrl) {
  console.error('DATABASE_URL names a PostgreSQL server: back it up with pg_dump (see the README).');
  process.exit(2);
}
const embedded = await startEmbeddedPostgres(config.dataDir);
try {
  await takeBaseBackup(embedded.connection, embeddedFiles(config.dataDir).pgdata, file);
  console.log(`Backup of ${config.dataDir} written to ${file} (${(statSync(file).size / 1024 / 1024).toFixed(1)} MB).`);
} finally {
  await embedded.stop();
}

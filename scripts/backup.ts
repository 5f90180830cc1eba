// Writes a backup of the embedded database:  npm run backup -- <file.tar.gz>
// While the server runs it takes the snapshot (between transactions, through its backup socket); with the server
// stopped it reads the data directory itself. With DATABASE_URL use pg_dump instead (README).
import { writeFileSync } from 'node:fs';
import { loadConfig } from '../server/config.ts';
import { startEmbeddedPostgres } from '../server/db/embedded-postgres.ts';

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
  const tarball = await embedded.dumpDataDir();
  writeFileSync(file, tarball, { mode: 0o600 });
  console.log(`Backup of ${config.dataDir} written to ${file} (${(tarball.length / 1024 / 1024).toFixed(1)} MB).`);
} finally {
  await embedded.stop();
}

// Applies pending migrations to the configured database (DATABASE_URL, or the embedded one in DATA_DIR) and exits.
// The server does the same at start; this is for deployments that migrate as a separate step.
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/connect.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.stop();
console.log('Database is up to date.');

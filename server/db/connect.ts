// Opens the database the configuration names (a PostgreSQL server, or by default the one the app runs itself,
// embedded-postgres.ts), applies pending migrations, and returns a Prisma client on the node-postgres driver adapter,
// with its statements named (statement-names.ts) so that each connection prepares them once. Both are PostgreSQL
// servers: from here on the code is the same.
import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.ts';
import { applyMigrations } from './migrate.ts';
import { statementNames } from './statement-names.ts';
import { log } from '../observability/logger.ts';

export type Db = PrismaClient;
export type { Prisma } from '../generated/prisma/client.ts';

export interface Database {
  db: Db;
  /** The node-postgres pool under Prisma, for the few raw aggregate queries and health checks. */
  pool: pg.Pool;
  /** The embedded database, when that is the one in use. */
  embedded?: EmbeddedPostgres;
  /** Whether the database answers (and, for the embedded one, its server process runs). */
  healthy(): Promise<boolean>;
  stop(): Promise<void>;
}

const POOL_SIZE = 10;
/**
 * A burst of requests (hundreds of sign-ins at once) queues for the pool's connections; Prisma's default 2 s wait for
 * a transaction to start would turn that queue into errors on a busy machine. Past these waits a request fails (503)
 * rather than hang; when the database is down, connecting fails at once.
 */
const TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 15_000 };
const CONNECT_TIMEOUT_MS = 15_000;

/**
 * Waits (up to 5 s) until no connection of the pool has been in use for 50 ms: work of requests whose clients hung
 * up goes on after their responses, and must finish before the pool closes under it.
 */
async function quiet(pool: pg.Pool): Promise<void> {
  const deadline = Date.now() + 5_000;
  let idleSince = Date.now();
  while (Date.now() < deadline) {
    if (pool.idleCount < pool.totalCount || pool.waitingCount > 0) idleSince = Date.now();
    else if (Date.now() - idleSince >= 50) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  const embedded = options.databaseUrl ? undefined : await startEmbeddedPostgres(options.dataDir);
  try {
    const where = embedded ? embedded.connection : { connectionString: options.databaseUrl };
    const connection: pg.PoolConfig = { ...where, max: POOL_SIZE, connectionTimeoutMillis: CONNECT_TIMEOUT_MS };
    const applied = await applyMigrations(connection);
    if (applied.length) log.info(`applied migrations: ${applied.join(', ')}`);
    const pool = new pg.Pool(connection);
    // An idle connection dropped by the server must not crash the process; the pool replaces it on next use.
    pool.on('error', (error) => log.warn(`database connection lost: ${error.message}`));
    const db = new PrismaClient({ adapter: new PrismaPg(pool, { statementNameGenerator: statementNames() }), transactionOptions: TRANSACTION_OPTIONS });
    return {
      db,
      pool,
      embedded,
      healthy: async () => (embedded?.running() ?? true) && pool.query('SELECT 1').then(() => true, () => false),
      async stop() {
        await quiet(pool);
        await db.$disconnect();
        await pool.end();
        await embedded?.stop();
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}

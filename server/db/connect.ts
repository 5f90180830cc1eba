// Opens the database the configuration names (a PostgreSQL server, or the embedded PGlite by default), applies
// pending migrations, and returns a Prisma client on the node-postgres driver adapter, with its statements named
// (statement-names.ts) so that each connection prepares them once.
import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.ts';
import { applyMigrations } from './migrate.ts';
import { statementNames } from './statement-names.ts';
import { startEmbeddedMaintenance } from './embedded-maintenance.ts';
import { log } from '../observability/logger.ts';

export type Db = PrismaClient;
export type { Prisma } from '../generated/prisma/client.ts';

export interface Database {
  db: Db;
  /** The node-postgres pool under Prisma, for the few raw aggregate queries and health checks. */
  pool: pg.Pool;
  /** The embedded database, when that is the one in use. */
  embedded?: EmbeddedPostgres;
  /**
   * Whether the database is up. The embedded one is while its thread runs: a query would wait its turn behind every
   * statement before it (PGlite runs one at a time), so a health check asking it would stall under load. A
   * PostgreSQL server answers a query of its own.
   */
  healthy(): Promise<boolean>;
  stop(): Promise<void>;
}

const POOL_SIZE = 10;
/**
 * PGlite runs one transaction at a time, so a burst of writers queues; Prisma's default 2 s wait for a transaction
 * to start would turn that queue into errors. Transactions themselves stay short.
 */
const TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 15_000 };

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

export async function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  const embedded = options.databaseUrl ? undefined : await startEmbeddedPostgres(options.dataDir);
  try {
    const connection: pg.PoolConfig = embedded
      ? { ...embedded.connection, max: POOL_SIZE }
      : { connectionString: options.databaseUrl, max: POOL_SIZE };
    const applied = await applyMigrations(connection);
    if (applied.length) log.info(`applied migrations: ${applied.join(', ')}`);
    const pool = new pg.Pool(connection);
    // An idle connection dropped by the server must not crash the process; the pool replaces it on next use.
    pool.on('error', (error) => log.warn(`database connection lost: ${error.message}`));
    const db = new PrismaClient({ adapter: new PrismaPg(pool, { statementNameGenerator: statementNames() }), transactionOptions: TRANSACTION_OPTIONS });
    // A PostgreSQL server runs autovacuum itself; PGlite has no background workers.
    const maintenance = embedded ? startEmbeddedMaintenance(pool) : undefined;
    return {
      db,
      pool,
      embedded,
      healthy: async () => (embedded ? embedded.running() : pool.query('SELECT 1').then(() => true, () => false)),
      async stop() {
        await maintenance?.stop();
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

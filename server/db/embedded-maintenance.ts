// Autovacuum for the embedded database. PGlite runs PostgreSQL as a single session with no background workers, so
// nothing would ever vacuum its tables or gather the statistics the planner chooses plans by: a season of logged
// matches would be planned with the estimates of an empty database, and dead rows of updates and deletes would pile
// up. This does what PostgreSQL's autovacuum launcher does, with its default thresholds, once a minute.
import type pg from 'pg';
import { log } from '../observability/logger.ts';

const INTERVAL_MS = 60_000;

/** PostgreSQL's autovacuum defaults: act once this many rows plus this share of the table have changed. */
const VACUUM = { threshold: 50, scale: 0.2 };
const VACUUM_INSERTS = { threshold: 1000, scale: 0.2 };
const ANALYZE = { threshold: 50, scale: 0.1 };

interface TableActivity {
  name: string;
  live: number;
  dead: number;
  insertedSinceVacuum: number;
  modifiedSinceAnalyze: number;
  neverAnalyzed: boolean;
}

const over = (rows: number, live: number, limit: { threshold: number; scale: number }) => rows > limit.threshold + limit.scale * live;

/** The statement a table needs now, if any. */
export function maintenanceFor(table: TableActivity): string | null {
  const vacuum = over(table.dead, table.live, VACUUM) || over(table.insertedSinceVacuum, table.live, VACUUM_INSERTS);
  const analyze = over(table.modifiedSinceAnalyze, table.live, ANALYZE) || (table.neverAnalyzed && table.live > 0);
  if (vacuum) return `VACUUM (ANALYZE) ${table.name}`;
  return analyze ? `ANALYZE ${table.name}` : null;
}

/** One pass: vacuums and analyzes the tables that need it, one statement at a time. Returns what it ran. */
export async function maintainEmbeddedDatabase(pool: pg.Pool): Promise<string[]> {
  // The session's counts reach the statistics views at most once a second; flush them now so that this pass sees
  // every change made before it.
  await pool.query('SELECT pg_stat_force_next_flush()');
  const { rows } = await pool.query<TableActivity>(
    `SELECT relid::regclass::text AS name, n_live_tup::float8 AS live, n_dead_tup::float8 AS dead,
            n_ins_since_vacuum::float8 AS "insertedSinceVacuum", n_mod_since_analyze::float8 AS "modifiedSinceAnalyze",
            (last_analyze IS NULL AND last_autoanalyze IS NULL) AS "neverAnalyzed"
       FROM pg_stat_user_tables`,
  );
  const ran: string[] = [];
  for (const statement of rows.map(maintenanceFor)) {
    if (!statement) continue;
    await pool.query(statement);
    ran.push(statement);
  }
  return ran;
}

/** Runs a pass every interval (the first one an interval after start) until stopped. */
export function startEmbeddedMaintenance(pool: pg.Pool): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = maintainEmbeddedDatabase(pool).then(
      (ran) => {
        if (ran.length) log.debug(`embedded database maintenance: ${ran.join('; ')}`);
      },
      (error) => log.warn(`embedded database maintenance failed: ${(error as Error).message}`),
    );
  }, INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

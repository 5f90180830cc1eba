// Applies the committed SQL migrations in prisma/migrations, recording them in Prisma's own `_prisma_migrations`
// table exactly as `prisma migrate deploy` does (same columns, checksum = SHA-256 of migration.sql), so a machine
// with the regular Prisma CLI can take over the same database. We apply them ourselves because the CLI needs a
// schema-engine binary that cannot be downloaded here; each migration runs in one transaction.
import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';

export const MIGRATIONS_DIR = resolve(import.meta.dirname, '../../prisma/migrations');
/** Any constant works; it only has to be the same for every instance migrating the same database. */
const ADVISORY_LOCK_KEY = 7_264_918_305;

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'migration.sql')))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

/** Returns the names of the migrations it applied. Safe to run from several instances at once. */
export async function applyMigrations(connection: pg.ClientConfig, migrations = readMigrations()): Promise<string[]> {
  const client = new pg.Client(connection);
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [ADVISORY_LOCK_KEY]);
    await client.query(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
      "id" VARCHAR(36) PRIMARY KEY NOT NULL,
      "checksum" VARCHAR(64) NOT NULL,
      "finished_at" TIMESTAMPTZ,
      "migration_name" VARCHAR(255) NOT NULL,
      "logs" TEXT,
      "rolled_back_at" TIMESTAMPTZ,
      "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
      "applied_steps_count" INTEGER NOT NULL DEFAULT 0
    )`);
    const { rows } = await client.query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
      `SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL`,
    );
    const recorded = new Map(rows.map((row) => [row.migration_name, row]));
    const applied: string[] = [];
    for (const migration of migrations) {
      const row = recorded.get(migration.name);
      if (row?.finished_at) {
        if (row.checksum !== migration.checksum) {
          console.warn(`migration ${migration.name} was edited after it was applied (checksum differs)`);
        }
        continue;
      }
      if (row) {
        throw new Error(`migration ${migration.name} started but never finished: resolve it by hand before starting`);
      }
      await client.query('BEGIN');
      try {
        await client.query(migration.sql);
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
           VALUES ($1, $2, $3, now(), now(), 1)`,
          [randomUUID(), migration.checksum, migration.name],
        );
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`migration ${migration.name} failed: ${(error as Error).message}`, { cause: error });
      }
      applied.push(migration.name);
    }
    return applied;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [ADVISORY_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}

// One-time conversion of a data directory written by the previous release, which kept its database in PGlite
// (PostgreSQL 18 compiled to 32-bit WebAssembly): the real server cannot open those files, so on the first start of
// this release they are read with PGlite itself (the exact version that wrote them, imported only here) and copied,
// table by table, into a new server's cluster. The old files are kept aside, never deleted. ADR 0341.
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { log } from '../observability/logger.ts';
import { applyMigrations, readMigrations } from './migrate.ts';
import { initdb } from './postgres-binaries.ts';

/** How embedded-postgres.ts runs a server on a cluster, and stops one a killed app left running on it. */
export interface Servers {
  serve(pgdata: string): Promise<{ connection: pg.ClientConfig; stop(): Promise<void> }>;
  stopOrphan(pgdata: string): Promise<void>;
}

/** Rows read and written at once: a few MB of JSON at most for this app's widest rows. */
const BATCH_ROWS = 1000;

/**
 * Whether `pgdata` holds PGlite's files. Our initdb always sets password (SCRAM) sign-in in pg_hba.conf; PGlite's
 * own initdb leaves PostgreSQL's `trust` for everyone (the method is only named in its comments), and nothing else
 * in its layout tells the two apart.
 */
export function madeByPglite(pgdata: string): boolean {
  if (!existsSync(join(pgdata, 'PG_VERSION'))) return false;
  const rules = readFileSync(join(pgdata, 'pg_hba.conf'), 'utf8').split('\n').filter((line) => !line.trimStart().startsWith('#'));
  return !rules.some((rule) => rule.includes('scram-sha-256'));
}

/**
 * Converts `pgdata` when the previous release wrote it; otherwise does nothing. The copy goes into
 * `pgdata.upgrading` and takes the place of `pgdata` only once complete, so an interrupted upgrade starts over from
 * the untouched old files on the next start.
 */
export async function upgradeFromPglite(pgdata: string, password: string, servers: Servers): Promise<void> {
  const target = `${pgdata}.upgrading`;
  // Interrupted between the two renames below: the copy in `target` was complete.
  if (!existsSync(pgdata) && existsSync(join(target, 'PG_VERSION'))) renameSync(target, pgdata);
  if (!madeByPglite(pgdata)) return;
  const aside = `${pgdata}.pglite-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  log.warn(`Upgrading the embedded database in ${pgdata}: the previous release kept it in PGlite; copying it into a PostgreSQL server (once)`);
  // What an interrupted upgrade left: its server, if the app was killed meanwhile, then its files.
  await servers.stopOrphan(target);
  rmSync(target, { recursive: true, force: true });
  try {
    await initdb(target, password);
    const cluster = await servers.serve(target);
    let copied: { tables: number; rows: number };
    try {
      copied = await copyDatabase(pgdata, cluster.connection);
    } finally {
      await cluster.stop();
    }
    renameSync(pgdata, aside);
    renameSync(target, pgdata);
    log.warn(`Upgraded the embedded database: ${copied.rows} rows in ${copied.tables} tables. The previous release's files are kept in ${aside}; delete them once the app works for you`);
  } catch (error) {
    rmSync(target, { recursive: true, force: true });
    throw new Error(`Could not upgrade the previous release's database in ${pgdata} (left as it was): ${(error as Error).message}`, { cause: error });
  }
}

/** Copies the public schema's tables, rows and sequences from PGlite's files into the (new, empty) server. */
async function copyDatabase(pgdata: string, connection: pg.ClientConfig): Promise<{ tables: number; rows: number }> {
  const { PGlite } = await import('@electric-sql/pglite');
  const old = await PGlite.create(pgdata);
  const client = new pg.Client(connection);
  try {
    const tables = (await old.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`)).rows.map((row) => row.name);
    // The same schema as the old database had: the migrations it recorded (later ones follow as on any start).
    const recorded = tables.includes('_prisma_migrations')
      ? (await old.query<{ name: string }>(`SELECT migration_name AS name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`)).rows.map((row) => row.name)
      : [];
    const migrations = readMigrations();
    const unknown = recorded.filter((name) => !migrations.some((migration) => migration.name === name));
    if (unknown.length) throw new Error(`it has migrations this release does not know: ${unknown.join(', ')}`);
    await applyMigrations(connection, migrations.filter((migration) => recorded.includes(migration.name)));

    await client.connect();
    await old.exec('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    await client.query('BEGIN');
    // Rows go in table by table, whatever their foreign keys point at: replica mode skips the constraint triggers.
    await client.query('SET LOCAL session_replication_role = replica');
    await client.query('DELETE FROM "_prisma_migrations"'); // replaced by the old database's own history
    let rows = 0;
    for (const table of tables) rows += await copyTable(old, client, table);
    const sequences = await old.query<{ name: string; value: string | null }>(`SELECT sequencename AS name, last_value::text AS value FROM pg_sequences WHERE schemaname = 'public'`);
    for (const { name, value } of sequences.rows) if (value !== null) await client.query('SELECT setval(quote_ident($1)::regclass, $2::bigint)', [name, value]);
    await client.query('COMMIT');
    await old.exec('COMMIT');
    return { tables: tables.length, rows };
  } finally {
    await client.end().catch(() => {});
    await old.close();
  }
}

/**
 * Each row as PostgreSQL's own JSON text (exact timestamps, numbers, arrays and bytea), turned back into the new
 * table's row type on the other side.
 */
async function copyTable(old: PGlite, client: pg.Client, table: string): Promise<number> {
  const name = `"${table.replaceAll('"', '""')}"`;
  await old.exec(`DECLARE old_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS row FROM ${name} t`);
  let copied = 0;
  for (;;) {
    const { rows } = await old.query<{ row: string }>(`FETCH ${BATCH_ROWS} FROM old_rows`);
    if (!rows.length) break;
    await client.query(`INSERT INTO ${name} SELECT * FROM json_populate_recordset(null::${name}, $1::json)`, [`[${rows.map((row) => row.row).join(',')}]`]);
    copied += rows.length;
  }
  await old.exec('CLOSE old_rows');
  return copied;
}

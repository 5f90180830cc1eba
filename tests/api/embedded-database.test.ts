// The embedded database's socket server gives every connection a session of its own as far as its clients can tell:
// prepared statements of one connection neither collide with nor outlive those of another, although PGlite is a
// single session underneath.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../server/db/embedded-postgres.ts';
import { openDatabase } from '../../server/db/connect.ts';
import { maintainEmbeddedDatabase, maintenanceFor } from '../../server/db/embedded-maintenance.ts';

let embedded: EmbeddedPostgres;
const clients: pg.Client[] = [];

beforeAll(async () => {
  embedded = await startEmbeddedPostgres();
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.end().catch(() => {})));
  await embedded.stop();
});

async function connect(): Promise<pg.Client> {
  const client = new pg.Client(embedded.connection);
  await client.connect();
  clients.push(client);
  return client;
}

async function preparedStatementsIn(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>('SELECT name FROM pg_prepared_statements ORDER BY name');
  return rows.map((r) => r.name);
}

describe('prepared statements on the embedded database', () => {
  it('lets two connections prepare the same name, with different texts, at the same time', async () => {
    const [a, b] = await Promise.all([connect(), connect()]);
    // Each client runs its queries one after another; the two clients' queries interleave in the session.
    const run = async (client: pg.Client, text: string, results: number[]) => {
      for (let i = 0; i < 10; i++) results.push((await client.query<{ n: number }>({ name: 'shared_name', text, values: [i] })).rows[0].n);
      return results;
    };
    const [plusOne, timesTen] = await Promise.all([run(a, 'SELECT $1::int + 1 AS n', []), run(b, 'SELECT $1::int * 10 AS n', [])]);
    expect(plusOne).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
    expect(timesTen).toEqual(Array.from({ length: 10 }, (_, i) => i * 10));
  });

  it('frees the statements of a connection when it closes', async () => {
    const observer = await connect();
    const before = await preparedStatementsIn(observer);
    const client = new pg.Client(embedded.connection);
    await client.connect();
    await client.query({ name: 'short_lived', text: 'SELECT 1 AS one' });
    const during = await preparedStatementsIn(observer);
    expect(during.length).toBe(before.length + 1);
    await client.end();
    await expect.poll(() => preparedStatementsIn(observer)).toEqual(before);
    // A new connection may prepare the same name again.
    const next = await connect();
    expect((await next.query({ name: 'short_lived', text: 'SELECT 2 AS two' })).rows).toEqual([{ two: 2 }]);
  });

  it('keeps unnamed statements and transactions working beside named ones', async () => {
    const [a, b] = await Promise.all([connect(), connect()]);
    await a.query('CREATE TABLE IF NOT EXISTS prepared_probe (n int)');
    await a.query('BEGIN');
    await a.query({ name: 'insert_probe', text: 'INSERT INTO prepared_probe VALUES ($1)', values: [1] });
    const concurrent = b.query({ name: 'insert_probe', text: 'INSERT INTO prepared_probe VALUES ($1)', values: [2] });
    await a.query({ name: 'insert_probe', text: 'INSERT INTO prepared_probe VALUES ($1)', values: [3] });
    await a.query('ROLLBACK');
    await concurrent;
    expect((await b.query('SELECT n FROM prepared_probe ORDER BY n')).rows).toEqual([{ n: 2 }]);
  });
});

describe('the app on the embedded database', () => {
  it('names the statements Prisma sends, so that each connection parses a statement once', async () => {
    const database = await openDatabase({});
    try {
      const seen: (string | undefined)[] = [];
      const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
      pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
        if (typeof args[0] === 'object') seen.push((args[0] as { name?: string }).name);
        return query.apply(this, args);
      } as typeof pg.Client.prototype.query;
      try {
        for (let i = 0; i < 3; i++) await database.db.user.findMany({ where: { username: `nobody${i}` } });
      } finally {
        pg.Client.prototype.query = query as typeof pg.Client.prototype.query;
      }
      expect(seen).toHaveLength(3);
      expect(seen[0]).toMatch(/^sb_/);
      expect(new Set(seen).size).toBe(1);
    } finally {
      await database.stop();
    }
  });
});

describe('maintenance of the embedded database (its autovacuum)', () => {
  it('analyzes tables that were never analyzed or changed enough, and vacuums those with many dead rows', async () => {
    const database = await openDatabase({});
    try {
      const { pool } = database;
      await maintainEmbeddedDatabase(pool); // the migrations' own tables
      await pool.query('CREATE TABLE maintenance_probe (id int PRIMARY KEY, n int)');
      await pool.query('INSERT INTO maintenance_probe SELECT g, 0 FROM generate_series(1, 5000) g');
      expect(await maintainEmbeddedDatabase(pool)).toEqual(['VACUUM (ANALYZE) maintenance_probe']); // 5,000 inserts
      const stats = async () => {
        await pool.query('SELECT pg_stat_force_next_flush()'); // the session's counts, now rather than within a second
        const { rows } = await pool.query<{ dead: number; analyzed: boolean }>(
          `SELECT n_dead_tup::int AS dead, last_analyze IS NOT NULL AS analyzed FROM pg_stat_user_tables WHERE relname = 'maintenance_probe'`,
        );
        return rows[0];
      };
      expect((await stats()).analyzed).toBe(true);
      expect(await maintainEmbeddedDatabase(pool)).toEqual([]); // nothing changed since

      await pool.query('DELETE FROM maintenance_probe WHERE id <= 2000');
      expect((await stats()).dead).toBe(2000);
      expect(await maintainEmbeddedDatabase(pool)).toEqual(['VACUUM (ANALYZE) maintenance_probe']);
      expect((await stats()).dead).toBe(0);

      // 400 changed rows of 3,000 live: over the line for statistics (350), under the one for dead rows (650).
      await pool.query('UPDATE maintenance_probe SET n = 1 WHERE id <= 2400');
      expect(await maintainEmbeddedDatabase(pool)).toEqual(['ANALYZE maintenance_probe']);
      await pool.query('UPDATE maintenance_probe SET n = 2 WHERE id <= 2100'); // 100 more: below both lines
      expect(await maintainEmbeddedDatabase(pool)).toEqual([]);
    } finally {
      await database.stop();
    }
  });

  it('uses PostgreSQL autovacuum thresholds', () => {
    const table = { name: 't', live: 1000, dead: 0, insertedSinceVacuum: 0, modifiedSinceAnalyze: 0, neverAnalyzed: false };
    expect(maintenanceFor(table)).toBeNull();
    expect(maintenanceFor({ ...table, dead: 250 })).toBeNull(); // 50 + 20 % of 1,000
    expect(maintenanceFor({ ...table, dead: 251 })).toBe('VACUUM (ANALYZE) t');
    expect(maintenanceFor({ ...table, insertedSinceVacuum: 1201 })).toBe('VACUUM (ANALYZE) t');
    expect(maintenanceFor({ ...table, modifiedSinceAnalyze: 150 })).toBeNull(); // 50 + 10 % of 1,000
    expect(maintenanceFor({ ...table, modifiedSinceAnalyze: 151 })).toBe('ANALYZE t');
    expect(maintenanceFor({ ...table, neverAnalyzed: true })).toBe('ANALYZE t');
    expect(maintenanceFor({ ...table, live: 0, neverAnalyzed: true })).toBeNull();
  });
});

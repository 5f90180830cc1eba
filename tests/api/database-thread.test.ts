// The embedded database runs in a thread of its own: stopping waits for PGlite to close its files; a thread that dies
// is noticed at once (health reports the database down instead of waiting), and a file-backed database is started
// again on the same files and socket with nothing committed lost.
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../server/db/connect.ts';
import { startEmbeddedPostgres } from '../../server/db/embedded-postgres.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A data directory holding a copy of the migrated template database. */
function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sideboard-thread-'));
  dirs.push(dir);
  cpSync(inject('pgTemplate'), join(dir, 'pgdata'), { recursive: true });
  return dir;
}

async function query<T extends pg.QueryResultRow>(connection: pg.ClientConfig, text: string): Promise<T[]> {
  const client = new pg.Client(connection);
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

describe('the embedded database thread', () => {
  it('closes PGlite before stop() resolves, so the files open again at once with everything in them', async () => {
    const dir = dataDir();
    const first = await startEmbeddedPostgres(dir);
    await query(first.connection, 'CREATE TABLE kept (n int); INSERT INTO kept VALUES (1), (2)');
    await first.stop();
    expect(first.running()).toBe(false);
    expect(existsSync(join(dir, 'pgdata.lock'))).toBe(false);
    const second = await startEmbeddedPostgres(dir);
    try {
      expect(await query(second.connection, 'SELECT n FROM kept ORDER BY n')).toEqual([{ n: 1 }, { n: 2 }]);
    } finally {
      await second.stop();
    }
  });

  it('reports a thread that died at once, and starts it again on the same files and socket', async () => {
    const database = await openDatabase({ dataDir: dataDir() });
    try {
      const embedded = database.embedded!;
      await database.pool.query('CREATE TABLE survivor (n int); INSERT INTO survivor VALUES (42)');
      expect(await database.healthy()).toBe(true);

      await embedded.kill();
      expect(embedded.running()).toBe(false);
      const started = performance.now();
      expect(await database.healthy()).toBe(false);
      // A query while it is down fails instead of waiting.
      await expect(query(embedded.connection, 'SELECT 1')).rejects.toThrow();
      expect(performance.now() - started).toBeLessThan(1_000);

      await expect.poll(() => embedded.running(), { timeout: 20_000, interval: 100 }).toBe(true);
      expect(await database.healthy()).toBe(true);
      // The pool's connections to the dead thread are replaced; the committed row is there.
      await expect.poll(() => database.pool.query('SELECT n FROM survivor').then((r) => r.rows, () => null), { timeout: 10_000 }).toEqual([{ n: 42 }]);
      expect(await database.db.user.count()).toBe(0);
    } finally {
      await database.stop();
    }
  });

  it('leaves an in-memory database down: its data died with the thread', async () => {
    const embedded = await startEmbeddedPostgres();
    try {
      await embedded.kill();
      await new Promise((resolve) => setTimeout(resolve, 1_500)); // longer than the first restart delay
      expect(embedded.running()).toBe(false);
      await expect(query(embedded.connection, 'SELECT 1')).rejects.toThrow();
    } finally {
      await embedded.stop();
    }
  });
});

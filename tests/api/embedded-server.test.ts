// The embedded PostgreSQL server the app runs by default: reachable only through its private socket with the
// password in secrets.json, durable settings, the same Prisma path as a DATABASE_URL server, and two instances on one
// machine side by side.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureDataDir, loadConfig } from '../../server/config.ts';
import { createApp } from '../../server/app.ts';
import { openDatabase } from '../../server/db/connect.ts';

const run = promisify(execFile);
const root = join(import.meta.dirname, '../..');

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function dataDir(name = 'sideboard-embedded-'): string {
  const dir = mkdtempSync(join(tmpdir(), name));
  ensureDataDir(dir);
  dirs.push(dir);
  return dir;
}

async function settings(client: pg.Client, ...names: string[]): Promise<Record<string, string>> {
  const { rows } = await client.query<{ name: string; setting: string }>('SELECT name, setting FROM pg_settings WHERE name = ANY($1)', [names]);
  return Object.fromEntries(rows.map((row) => [row.name, row.setting]));
}

describe('the embedded PostgreSQL server', () => {
  it('listens only on a socket in DATA_DIR/run, wants the password from secrets.json, and is durable', async () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'error', PORT: '0' });
    const app = await createApp(config);
    try {
      const health = await app.fetch(new Request('http://sideboard.test/api/health'));
      expect(await health.json()).toMatchObject({ status: 'ok', database: 'ok', database_kind: 'embedded' });

      const password = JSON.parse(readFileSync(join(dir, 'secrets.json'), 'utf8')).databasePassword as string;
      expect(password.length).toBeGreaterThanOrEqual(32);
      const where = { host: join(dir, 'run'), port: 5432, user: 'postgres', database: 'postgres' };
      await expect(new pg.Client({ ...where, password: 'not-the-password' }).connect()).rejects.toThrow(/password authentication failed/);

      const client = new pg.Client({ ...where, password });
      await client.connect();
      try {
        expect(await settings(client, 'listen_addresses', 'fsync', 'synchronous_commit', 'full_page_writes')).toEqual({
          listen_addresses: '',
          fsync: 'on',
          synchronous_commit: 'on',
          full_page_writes: 'on',
        });
        // The app's tables are in this server: the same migrations as on any PostgreSQL server.
        expect((await client.query('SELECT count(*)::int AS n FROM "_prisma_migrations"')).rows[0].n).toBeGreaterThan(0);
      } finally {
        await client.end();
      }
    } finally {
      await app.stop();
    }
  });

  it('names the statements Prisma sends, so that each connection parses a statement once', async () => {
    const database = await openDatabase({ dataDir: dataDir() });
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

  it('runs two instances side by side, each on its own data, and lets a script join a running one', async () => {
    const aDir = dataDir();
    const [a, b] = await Promise.all([openDatabase({ dataDir: aDir }), openDatabase({ dataDir: dataDir() })]);
    try {
      await a.db.user.create({ data: { username: 'only-a', usernameKey: 'only-a', email: 'a@example.test', passwordHash: 'x' } });
      await b.db.user.create({ data: { username: 'only-b', usernameKey: 'only-b', email: 'b@example.test', passwordHash: 'x' } });
      expect((await a.db.user.findMany()).map((user) => user.username)).toEqual(['only-a']);
      expect((await b.db.user.findMany()).map((user) => user.username)).toEqual(['only-b']);

      // A script on a's data directory (here `npm run admin`) uses a's running server instead of starting one.
      const { stdout } = await run(process.execPath, ['scripts/make-admin.ts', 'a@example.test'], { cwd: root, env: { ...process.env, DATA_DIR: aDir, LOG_LEVEL: 'error' } });
      expect(stdout).toContain('only-a is now a site admin');
      expect((await a.db.user.findFirstOrThrow()).isAdmin).toBe(true);
      expect(await a.healthy()).toBe(true);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  it('uses loopback TCP on a free port where the socket path would be too long', async () => {
    const dir = join(dataDir(), 'a-data-directory-whose-path-is-long-enough-that-a-unix-socket-inside-it-would-not-fit');
    mkdirSync(dir);
    ensureDataDir(dir);
    const database = await openDatabase({ dataDir: dir });
    try {
      expect(database.embedded!.connection.host).toBe('127.0.0.1');
      expect(database.embedded!.connection.port).not.toBe(5432);
      expect(await database.db.user.count()).toBe(0);
    } finally {
      await database.stop();
    }
  });
});

// The app on a PostgreSQL server: migrations, accounts, teams and projects, health, and what happens when the
// server goes away and comes back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { startTestApp, type TestApp } from '../api/helpers/test-app.ts';
import { signedInUser } from '../api/helpers/users.ts';
import { cuttableProxy, freshDatabase } from './helpers.ts';

let database: Awaited<ReturnType<typeof freshDatabase>>;
let proxy: Awaited<ReturnType<typeof cuttableProxy>>;
let t: TestApp;

beforeAll(async () => {
  database = await freshDatabase();
  proxy = await cuttableProxy(database.url);
  t = await startTestApp({ DATABASE_URL: proxy.url });
});
afterAll(async () => {
  await t?.stop();
  await proxy?.close();
  await database?.drop();
});

describe('on a PostgreSQL server', () => {
  it('applies the migrations and records them as Prisma does', async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query('SELECT migration_name, finished_at FROM "_prisma_migrations" ORDER BY migration_name');
    await client.end();
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows.every((row) => row.finished_at)).toBe(true);
  });

  it('runs the account, team and project flows', async () => {
    const user = await signedInUser(t);
    const team = await t.rest('POST', '/teams', { token: user.token, body: { name: 'Server Team', visibility: 'public' } });
    expect(team.status).toBe(201);
    const project = await t.rest('POST', '/projects', { token: user.token, body: { name: 'On PG', team_id: team.body.id, game: 'Pokémon TCG', tags: ['pg'] } });
    expect(project.status).toBe(201);
    const archetype = await t.rest('POST', '/archetypes', { token: user.token, body: { project_id: project.body.id, name: 'Charizard ex', game: 'Pokémon TCG' } });
    expect(archetype.body.short_name).toBe('CE');
    expect((await t.rest('GET', '/health')).body).toMatchObject({ status: 'ok', database: 'ok', database_kind: 'postgresql' });
  });

  it('reports the database as unavailable while it is unreachable, and recovers', async () => {
    proxy.cut();
    const down = await t.rest('GET', '/health');
    expect(down).toMatchObject({ status: 503, body: { status: 'degraded', database: 'unavailable' } });
    const failing = await t.rest('GET', '/teams/public');
    // A clear 503 to retry, not a 500 (issue 34, item 2).
    expect(failing).toMatchObject({ status: 503, body: { code: 'DATABASE_UNAVAILABLE' } });
    proxy.restore();
    let healthy = false;
    for (let i = 0; i < 50 && !healthy; i++) {
      healthy = (await t.rest('GET', '/health')).status === 200;
      if (!healthy) await new Promise((r) => setTimeout(r, 100));
    }
    expect(healthy).toBe(true);
    expect((await t.rest('GET', '/teams/public')).status).toBe(200);
  });
});

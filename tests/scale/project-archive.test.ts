// The project archive's round trip on a PostgreSQL server (tests/api/projects-import.test.ts runs it on the embedded
// database): export → import → export gives the same document apart from when it was exported.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparable, roundTrip } from '../api/helpers/archive-round-trip.ts';
import { startTestApp, type TestApp } from '../api/helpers/test-app.ts';
import { buildWorld, type World } from '../api/helpers/world.ts';
import { freshDatabase } from './helpers.ts';

let database: Awaited<ReturnType<typeof freshDatabase>>;
let t: TestApp;
let w: World;

beforeAll(async () => {
  database = await freshDatabase();
  t = await startTestApp({ DATABASE_URL: database.url });
  w = await buildWorld(t);
});
afterAll(async () => {
  await t?.stop();
  await database?.drop();
});

describe('the project archive on a PostgreSQL server', () => {
  it('round-trips through export, import and export', async () => {
    expect((await t.rest('GET', '/health')).body.database_kind).toBe('postgresql');
    const { first, second } = await roundTrip(t, w);
    expect(first.sections.matches).toHaveLength(3);
    expect(comparable(second)).toEqual(comparable(first));
  });
});

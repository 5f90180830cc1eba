// The match count kept by the match triggers, on a PostgreSQL server (tests/api/projects-match-count.test.ts runs the
// same scenario on the embedded database).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Env } from '../../server/config.ts';
import { t, useAppWithWorld } from '../api/helpers/app-with-world.ts';
import { matchCountFollowsEveryWrite } from '../api/helpers/match-count-scenario.ts';
import { freshDatabase } from './helpers.ts';

let database: Awaited<ReturnType<typeof freshDatabase>>;
const env: Partial<Env> = {};
// Registered before useAppWithWorld's hook, so the app starts on this database.
beforeAll(async () => {
  database = await freshDatabase();
  env.DATABASE_URL = database.url;
});
useAppWithWorld(env);
afterAll(() => database?.drop());

describe('a project match count on a PostgreSQL server', () => {
  it('follows logs, mirrors, edits, removals, restores and CSV imports', async () => {
    expect((await t.rest('GET', '/health')).body.database_kind).toBe('postgresql');
    await matchCountFollowsEveryWrite();
  });
});

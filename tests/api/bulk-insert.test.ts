// Bulk rows (imported matches, card lines) go in as one statement of JSON: every value arrives as Prisma would have
// written it, and the ids are UUIDv7 like the schema's default.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRows } from '../../server/db/bulk-insert.ts';
import { openDatabase, type Database } from '../../server/db/connect.ts';
import { createTestDatabase } from './helpers/test-database.ts';

const dir = mkdtempSync(join(tmpdir(), 'sideboard-bulk-'));
let database: Database;
let dropDatabase: () => Promise<void>;
let versionId: string;

beforeAll(async () => {
  const testDatabase = await createTestDatabase();
  dropDatabase = testDatabase.drop;
  database = await openDatabase({ databaseUrl: testDatabase.url, dataDir: dir });
  const { db } = database;
  const user = await db.user.create({ data: { username: 'bulk', usernameKey: 'bulk', email: 'bulk@example.test', passwordHash: 'x' } });
  const team = await db.team.create({ data: { name: 'Bulk', ownerId: user.id } });
  const project = await db.project.create({ data: { teamId: team.id, name: 'Bulk', game: 'Magic: The Gathering' } });
  const archetype = await db.archetype.create({ data: { projectId: project.id, name: 'Bulk', shortName: 'B', game: 'Magic: The Gathering' } });
  const decklist = await db.decklist.create({ data: { archetypeId: archetype.id, name: 'Bulk', versions: { create: { number: 1 } } }, include: { versions: true } });
  versionId = decklist.versions[0].id;
});

afterAll(async () => {
  await database.stop();
  await dropDatabase();
  rmSync(dir, { recursive: true, force: true });
});

const COLUMNS = { versionId: 'uuid', position: 'int4', name: 'text', quantity: 'int4', type: 'text', cost: 'text', rarity: 'text', set: 'text', number: 'text' } as const;

describe('insertRows', () => {
  it('writes every value as given, in one statement, with UUIDv7 ids of the time of writing', async () => {
    const awkward = 'Jötun "Grunt", \\ the \'quoted\' 🃏\nsecond line';
    const rows = [
      { versionId, position: 0, name: awkward, quantity: 4, type: 'Main Deck', cost: '{1}{R}', rarity: null, set: 'M21', number: '059' },
      { versionId, position: 1, name: 'Opt', quantity: 999, type: 'Other', cost: null, rarity: 'common', set: null, number: null },
    ];
    const before = Date.now();
    const { count, lastId } = await insertRows(database.db, 'CardLine', COLUMNS, rows);
    expect(count).toBe(2);
    const stored = await database.db.cardLine.findMany({ where: { versionId }, orderBy: { position: 'asc' } });
    expect(stored.map(({ id: _id, ...rest }) => rest)).toEqual(rows);
    expect(stored.map((row) => row.id)).toContain(lastId);
    for (const { id } of stored) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      const millis = parseInt(id.replaceAll('-', '').slice(0, 12), 16);
      expect(millis).toBeGreaterThanOrEqual(before - 1_000);
      expect(millis).toBeLessThanOrEqual(Date.now() + 1_000);
    }
  });

  it('writes nothing for no rows, and nothing at all when one row is refused', async () => {
    const good = { versionId, position: 10, name: 'Fine', quantity: 1, type: 'Other', cost: null, rarity: null, set: null, number: null };
    expect(await insertRows(database.db, 'CardLine', COLUMNS, [] as (typeof good)[])).toEqual({ count: 0, lastId: null });
    const orphan = { ...good, position: 11, versionId: '00000000-0000-7000-8000-000000000000' };
    await expect(insertRows(database.db, 'CardLine', COLUMNS, [good, orphan])).rejects.toThrow();
    expect(await database.db.cardLine.count({ where: { position: { gte: 10 } } })).toBe(0);
  });

  it("sets the columns in `now` to the statement's time", async () => {
    const match = await database.db.match.findFirst();
    expect(match).toBeNull();
    const archetype = await database.db.archetype.findFirstOrThrow();
    const row = { projectId: archetype.projectId, winnerArchetypeId: archetype.id, loserArchetypeId: archetype.id, matchDate: new Date('2024-05-01T10:00:00Z') };
    const columns = { projectId: 'uuid', winnerArchetypeId: 'uuid', loserArchetypeId: 'uuid', matchDate: 'timestamptz' } as const;
    const before = new Date();
    const { lastId } = await insertRows(database.db, 'Match', columns, [row], { now: ['updatedAt'] });
    const stored = await database.db.match.findUniqueOrThrow({ where: { id: lastId! } });
    expect(stored).toMatchObject({ ...row, isActive: true, notes: null });
    expect(stored.updatedAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1_000);
  });
});

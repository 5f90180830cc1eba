// Upgrading keeps every season: a data directory written by the previous release (PGlite 0.5.14 in DATA_DIR/pgdata)
// is converted on the first start of this one, every row is there, the old files are kept aside, and new rows get
// fresh ids.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureDataDir } from '../../server/config.ts';
import { openDatabase } from '../../server/db/connect.ts';
import { readMigrations } from '../../server/db/migrate.ts';
import { madeByPglite } from '../../server/db/upgrade-from-pglite.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const id = { user: randomUUID(), team: randomUUID(), member: randomUUID(), project: randomUUID(), winner: randomUUID(), loser: randomUUID() };
const more = { decklist: randomUUID(), v1: randomUUID(), v2: randomUUID(), match: randomUUID(), comment: randomUUID() };
const games = [
  { wonBy: 'winner', onThePlay: 'winner', sideboarded: false },
  { wonBy: 'loser', onThePlay: 'loser', sideboarded: true },
  { wonBy: 'winner', onThePlay: 'winner', sideboarded: true },
];

/** What the previous release left: PGlite's files with its migrations (all but the newest) and a season's rows. */
async function previousRelease(pgdata: string, migrations = readMigrations().slice(0, -1)) {
  const db = await PGlite.create(pgdata);
  // As the previous release's migrate.ts recorded them (Prisma's own table).
  await db.exec(`CREATE TABLE "_prisma_migrations" ("id" VARCHAR(36) PRIMARY KEY NOT NULL, "checksum" VARCHAR(64) NOT NULL,
    "finished_at" TIMESTAMPTZ, "migration_name" VARCHAR(255) NOT NULL, "logs" TEXT, "rolled_back_at" TIMESTAMPTZ,
    "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(), "applied_steps_count" INTEGER NOT NULL DEFAULT 0)`);
  for (const migration of migrations) {
    await db.exec(migration.sql);
    await db.query(`INSERT INTO "_prisma_migrations" (id, checksum, migration_name, finished_at, applied_steps_count) VALUES ($1, $2, $3, now(), 1)`, [randomUUID(), migration.checksum, migration.name]);
  }
  const now = '2026-11-30T18:04:05.123+00:00';
  await db.query(`INSERT INTO "User" (id, username, "usernameKey", email, "passwordHash", "updatedAt") VALUES ($1, 'Ada', 'ada', 'ada@example.test', 'argon2-hash', $2)`, [id.user, now]);
  await db.query(`INSERT INTO "Team" (id, name, "ownerId", "updatedAt") VALUES ($1, 'Testers', $2, $3)`, [id.team, id.user, now]);
  await db.query(`INSERT INTO "TeamMember" (id, "teamId", "userId", role) VALUES ($1, $2, $3, 'owner')`, [id.member, id.team, id.user]);
  await db.query(`INSERT INTO "Project" (id, "teamId", name, game, tags, "updatedAt") VALUES ($1, $2, 'Worlds', 'fab', ARRAY['worlds', 'cc'], $3)`, [id.project, id.team, now]);
  for (const [archetype, name, shortName] of [[id.winner, 'Aggro', 'AGG'], [id.loser, 'Control', 'CTL']]) {
    await db.query(`INSERT INTO "Archetype" (id, "projectId", name, "shortName", game, "updatedAt") VALUES ($1, $2, $3, $4, 'fab', $5)`, [archetype, id.project, name, shortName, now]);
  }
  await db.query(`INSERT INTO "Decklist" (id, "archetypeId", name, "currentVersion", "updatedAt") VALUES ($1, $2, 'Aggro list', 2, $3)`, [more.decklist, id.winner, now]);
  await db.query(`INSERT INTO "DecklistVersion" (id, "decklistId", number, "changeSummary") VALUES ($1, $3, 1, 'first'), ($2, $3, 2, 'second')`, [more.v1, more.v2, more.decklist]);
  await db.query(
    `INSERT INTO "Match" (id, "projectId", "winnerArchetypeId", "loserArchetypeId", "winnerDecklistId", "winnerDecklistVersion", "matchDate", "updatedAt", "bestOf", games, "gamesWon", "gamesLost")
     VALUES ($1, $2, $3, $4, $5, 2, $6, $6, 3, $7, 2, 1)`,
    [more.match, id.project, id.winner, id.loser, more.decklist, now, JSON.stringify(games)],
  );
  await db.query(`INSERT INTO "Comment" (id, content, "authorId", "commentableType", "decklistId", "projectId") VALUES ($1, 'Cut the third copy', $2, 'decklist', $3, $4)`, [more.comment, id.user, more.decklist, id.project]);
  const changes = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "MatchChange"`)).rows[0].n;
  await db.close();
  return { changes };
}

describe('upgrading from the previous release (PGlite)', () => {
  it('copies every row into the PostgreSQL server, keeps the old files aside, and new rows get fresh ids', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sideboard-upgrade-'));
    dirs.push(dir);
    ensureDataDir(dir);
    const pgdata = join(dir, 'pgdata');
    const { changes } = await previousRelease(pgdata);
    expect(changes).toBe(1); // the match's change-log row, with a BIGSERIAL id
    expect(madeByPglite(pgdata)).toBe(true);
    // What an upgrade interrupted before its end leaves: thrown away, the upgrade starts over from the old files.
    mkdirSync(join(dir, 'pgdata.upgrading'));
    writeFileSync(join(dir, 'pgdata.upgrading', 'half-copied'), '');

    const database = await openDatabase({ dataDir: dir });
    try {
      const { db } = database;
      expect(madeByPglite(pgdata)).toBe(false);
      const aside = readdirSync(dir).filter((name) => name.startsWith('pgdata.pglite-'));
      expect(aside).toHaveLength(1);
      expect(existsSync(join(dir, aside[0], 'PG_VERSION'))).toBe(true);
      expect(madeByPglite(join(dir, aside[0]))).toBe(true);
      expect(existsSync(join(dir, 'pgdata.upgrading'))).toBe(false);

      expect(await db.user.findUniqueOrThrow({ where: { id: id.user } })).toMatchObject({ username: 'Ada', email: 'ada@example.test', updatedAt: new Date('2026-11-30T18:04:05.123Z') });
      expect(await db.team.findUniqueOrThrow({ where: { id: id.team }, include: { members: true } })).toMatchObject({ name: 'Testers', members: [{ userId: id.user, role: 'owner' }] });
      expect(await db.project.findUniqueOrThrow({ where: { id: id.project } })).toMatchObject({ name: 'Worlds', tags: ['worlds', 'cc'] });
      expect((await db.archetype.findMany({ orderBy: { name: 'asc' } })).map((archetype) => archetype.name)).toEqual(['Aggro', 'Control']);
      const versions = await db.decklistVersion.findMany({ where: { decklistId: more.decklist }, orderBy: { number: 'asc' } });
      expect(versions.map((version) => [version.id, version.changeSummary])).toEqual([[more.v1, 'first'], [more.v2, 'second']]);
      expect(await db.match.findUniqueOrThrow({ where: { id: more.match } })).toMatchObject({ games, gamesWon: 2, gamesLost: 1, winnerDecklistVersion: 2 });
      expect(await db.comment.findUniqueOrThrow({ where: { id: more.comment } })).toMatchObject({ content: 'Cut the third copy', decklistId: more.decklist });
      // Rows the triggers derived in the old database are copied, not derived twice.
      expect(await db.matchChange.count()).toBe(1);

      // The old history of migrations, then this release's newest one applied on start.
      const migrations = await db.$queryRawUnsafe<{ migration_name: string }[]>('SELECT migration_name FROM "_prisma_migrations" ORDER BY migration_name');
      expect(migrations.map((row) => row.migration_name)).toEqual(readMigrations().map((migration) => migration.name));

      // Sequences carry on: a new match's change-log row gets the next id, not one already taken.
      await db.match.create({ data: { projectId: id.project, winnerArchetypeId: id.loser, loserArchetypeId: id.winner, matchDate: new Date(), games: [] } });
      expect((await db.matchChange.findMany({ orderBy: { id: 'asc' } })).map((change) => change.id)).toEqual([1n, 2n]);
    } finally {
      await database.stop();
    }

    // The next start finds its own server's files and converts nothing.
    const again = await openDatabase({ dataDir: dir });
    try {
      expect(await again.db.match.count()).toBe(2);
      expect(readdirSync(dir).filter((name) => name.startsWith('pgdata.pglite-'))).toHaveLength(1);
    } finally {
      await again.stop();
    }
  });
});

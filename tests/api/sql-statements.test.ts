// No N+1 queries: each screen's query costs a fixed number of SQL statements however much data it shows. Every web
// query runs on the demo data; then more archetypes, matches, comments and decklist versions are added, and the
// statement counts must not change.
import { describe, expect, it } from 'vitest';
import { countStatements } from './helpers/count-statements.ts';
import { t, tokens, useDemoApp } from './helpers/demo-app.ts';
import { screenQueries, type ScreenQuery } from './helpers/screen-queries.ts';

useDemoApp();

const sql = countStatements();

async function statementsOf(query: ScreenQuery): Promise<number> {
  sql.reset();
  const result = await t.gql(query.text, query.variables, tokens[query.as]);
  expect(result.errors, query.name).toBeUndefined();
  return sql.statements;
}

/** More of everything the screens list, added through the services' data model. */
async function grow() {
  const { db } = t.app.deps;
  const project = await db.project.findFirstOrThrow({ where: { name: 'Modern RCQ Season' } });
  const [first] = await db.archetype.findMany({ where: { projectId: project.id }, take: 1 });
  const owner = await db.user.findFirstOrThrow({ where: { username: 'mira' } });
  for (let i = 0; i < 6; i++) {
    const archetype = await db.archetype.create({ data: { projectId: project.id, name: `Extra ${i}`, shortName: `X${i}`, game: project.game } });
    await db.match.createMany({
      data: Array.from({ length: 10 }, (_, n) => ({ projectId: project.id, winnerArchetypeId: n % 2 ? archetype.id : first.id, loserArchetypeId: n % 2 ? first.id : archetype.id, matchDate: new Date(), winnerUserId: owner.id, recordedById: owner.id })),
    });
    const comment = await db.comment.create({ data: { content: `More @mira ${i}`, authorId: owner.id, commentableType: 'archetype', archetypeId: first.id, projectId: project.id } });
    await db.mention.create({ data: { commentId: comment.id, mentionedUserId: owner.id } });
    const decklist = await db.decklist.create({ data: { archetypeId: archetype.id, name: `Extra list ${i}`, createdById: owner.id } });
    await db.decklistVersion.create({ data: { decklistId: decklist.id, number: 1, createdById: owner.id } });
  }
  await db.project.create({ data: { teamId: project.teamId, name: 'Extra project', game: project.game, visibility: 'public' } });
}

describe('SQL statements per screen query', () => {
  it('stay the same when the data grows (no query per row)', async () => {
    const queries = await screenQueries(t.app.deps.db);
    // The first request of a session reads the viewer's rights, which are then kept for a minute: read them afresh
    // just before each count (growing the data can take longer than that on a busy machine).
    const keepRights = async () => {
      t.app.deps.viewerRights.forget('all');
      for (const token of Object.values(tokens)) await t.gql('{ __typename }', {}, token);
    };
    await keepRights();
    // Kept matrices are counted again after an archetype change, as they are after grow(): the same work both times.
    for (const query of queries) await statementsOf(query);
    await t.app.deps.db.archetype.updateMany({ data: { updatedAt: new Date() } });
    t.app.deps.keptProjects.forget('all'); // written behind the app's back, which announces its own writes
    await keepRights();
    const before: Record<string, number> = {};
    for (const query of queries) before[query.name] = await statementsOf(query);
    await grow();
    t.app.deps.keptProjects.forget('all');
    await keepRights();
    const after: Record<string, number> = {};
    for (const query of queries) after[query.name] = await statementsOf(query);
    expect(after).toEqual(before);
  });
});

// GraphQL over HTTP as its specification has it: a well-formed request that meets an error while it runs is answered
// 200 with the error in `errors` (for application/json and application/graphql-response+json alike); only a request
// refused before it runs (its token, its variables, its document) gets a 4xx. A field that names something by an
// argument answers null when that names nothing the viewer can read, like the root lookups.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { t, useAppWithWorld, w } from './helpers/app-with-world.ts';
import { archetype, logged } from './helpers/match-data.ts';

useAppWithWorld();

async function post(query: string, accept: string, token?: string) {
  const response = await t.app.fetch(
    new Request('http://sideboard.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query }),
    }),
  );
  return { status: response.status, type: response.headers.get('content-type'), body: (await response.json()) as { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] } };
}

const ACCEPTS = ['application/json', 'application/graphql-response+json'];

describe('errors met while running a well-formed request', () => {
  it.each([
    ['cardSearch with an empty game', '{ cardSearch(game: "", query: "bolt") { name } }', 'VALIDATION'],
    ['matchStats with no filter', '{ matchStats { totalMatches } }', 'VALIDATION'],
    ['renderMarkdown with too much text', `{ renderMarkdown(content: "${'x'.repeat(10_001)}") }`, 'VALIDATION'],
  ])('%s: 200, the error in errors', async (_name, query, code) => {
    for (const accept of ACCEPTS) {
      const { status, type, body } = await post(query, accept, w.member.token);
      expect({ status, code: body.errors?.[0].extensions?.code }, accept).toEqual({ status: 200, code });
      expect(type).toContain(accept);
    }
  });

  it('a partial answer: the fields that ran, the error of the one that failed, 200', async () => {
    for (const accept of ACCEPTS) {
      const { status, body } = await post('{ games cardSearch(game: "", query: "bolt") { name } }', accept, w.member.token);
      expect(status, accept).toBe(200);
      expect(body.data, accept).toBeNull();
      expect(body.errors?.[0].extensions?.code, accept).toBe('VALIDATION');
    }
  });
});

describe('not found is null', () => {
  const nothing = randomUUID();
  it.each([
    ['viewerCanComment', `{ x: viewerCanComment(commentableType: archetype, commentableId: "${nothing}") }`],
    ['commentCount', `{ x: commentCount(commentableType: archetype, commentableId: "${nothing}") }`],
    ['mentionCandidates', `{ x: mentionCandidates(commentableType: decklist, commentableId: "${nothing}") { id } }`],
    ['renderMarkdown', `{ x: renderMarkdown(content: "hi @you", commentableType: archetype, commentableId: "${nothing}") }`],
    ['exportProject', `{ x: exportProject(projectId: "${nothing}") }`],
    ['usersToInvite', `{ x: usersToInvite(teamId: "${nothing}", query: "a") { id } }`],
    ['project', `{ x: project(id: "${nothing}") { id } }`],
    ['node', `{ x: node(id: "${nothing}") { id } }`],
  ])('%s of an id that names nothing: 200, null, no error', async (_name, query) => {
    for (const accept of ACCEPTS) {
      const { status, body } = await post(query, accept, w.member.token);
      expect({ status, body }, accept).toEqual({ status: 200, body: { data: { x: null } } });
    }
  });

  it('and of something the viewer may not read, the same', async () => {
    const { status, body } = await post(`{ x: exportProject(projectId: "${w.privateProject.id}") }`, 'application/json', w.outsider.token);
    expect({ status, body }).toEqual({ status: 200, body: { data: { x: null } } });
  });
});

describe('the matrix names its archetypes by global id too', () => {
  it('archetypeGlobalId, opponentGlobalId: usable with node(id:) as they are', async () => {
    const [a, b] = [await archetype(w.privateProject.id, 'Global Burn'), await archetype(w.privateProject.id, 'Global Control')];
    await logged({ project_id: w.privateProject.id, winner_archetype_id: a.id, loser_archetype_id: b.id });
    const { data } = await t.gql(
      `query ($id: ID!) { project(id: $id) { matchupMatrix { archetypes { archetypeId archetypeGlobalId } cells { archetypeId archetypeGlobalId opponentId opponentGlobalId } rows { archetypeId archetypeGlobalId } } } }`,
      { id: w.privateProject.id },
      w.member.token,
    );
    const matrix = data!.project.matchupMatrix;
    const pairs = [
      ...matrix.archetypes.map((x: Record<string, string>) => [x.archetypeId, x.archetypeGlobalId]),
      ...matrix.cells.flatMap((x: Record<string, string>) => [[x.archetypeId, x.archetypeGlobalId], [x.opponentId, x.opponentGlobalId]]),
      ...matrix.rows.map((x: Record<string, string>) => [x.archetypeId, x.archetypeGlobalId]),
    ];
    expect(pairs.map(([databaseId]) => databaseId)).toEqual(expect.arrayContaining([a.id, b.id]));
    for (const [databaseId, globalId] of pairs) {
      const node = await t.gql('query ($id: ID!) { node(id: $id) { ... on Archetype { databaseId } } }', { id: globalId }, w.member.token);
      expect(node.data?.node).toEqual({ databaseId });
    }
  });
});

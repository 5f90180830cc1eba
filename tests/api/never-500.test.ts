// Input that reached the database or a socket's error path answers with a clear error and changes nothing (issue 33,
// item 6): lone UTF-16 surrogates anywhere, numbers beyond an integer column in an archive, a comment on something
// that is no archetype or decklist key, a year the database cannot store, and a read-only token's mutation over a
// WebSocket (an error for that operation, the socket kept).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { t, useAppWithWorld, w } from './helpers/app-with-world.ts';
import { exportOf, seedArchivedProject } from './helpers/archive-round-trip.ts';

useAppWithWorld();

const SURROGATE = 'Text must be valid Unicode: a lone surrogate (such as \\ud800) is not a character';
const GAME = 'Magic: The Gathering';
let archetypeId = '';
let decklistId = '';
let projectId = '';
let baseUrl = '';
beforeAll(async () => {
  baseUrl = await t.app.start();
  const project = await t.rest('POST', '/projects', { token: w.owner.token, body: { team_id: w.privateTeam.id, name: 'Surrogates', game: GAME } });
  projectId = project.body.id;
  archetypeId = (await t.rest('POST', '/archetypes', { token: w.owner.token, body: { project_id: projectId, name: 'Burn', game: GAME } })).body.id;
  decklistId = (await t.rest('POST', '/decklists', { token: w.owner.token, body: { archetype_id: archetypeId, name: 'List', cards: [{ name: 'Lightning Bolt', quantity: 4 }] } })).body.id;
});

describe('a lone surrogate', () => {
  const lone = 'Bolt \ud800';
  it.each([
    ['POST', '/decklists', () => ({ archetype_id: archetypeId, name: lone, cards: [{ name: 'Lightning Bolt', quantity: 4 }] })],
    ['POST', '/decklists', () => ({ archetype_id: archetypeId, name: 'Fine', cards: [{ name: lone, quantity: 4 }] })],
    ['POST', '/decklists/import', () => ({ archetype_id: archetypeId, name: 'Imported', raw_text: `4 ${lone}` })],
    ['PUT', '/decklists/:id', () => ({ cards: [{ name: 'Lightning \udc00Bolt', quantity: 4 }] })],
    ['POST', '/projects', () => ({ team_id: w.privateTeam.id, name: 'Tagged', game: GAME, tags: [lone] })],
  ])('in %s %s: 400 naming it, nothing written', async (method, path, body) => {
    const before = await t.app.deps.db.decklistVersion.count();
    const response = await t.rest(method, path.replace(':id', decklistId), { token: w.owner.token, body: body() });
    expect(response).toMatchObject({ status: 400, body: { code: 'VALIDATION', message: SURROGATE } });
    expect(await t.app.deps.db.decklistVersion.count()).toBe(before);
  });

  it('in a GraphQL variable or literal: refused, nothing run', async () => {
    const mutation = 'mutation ($input: CreateDecklistInput!) { createDecklist(input: $input) { __typename } }';
    const input = { archetypeId: 'x', name: lone, cards: [{ name: 'Lightning Bolt', quantity: 4 }] };
    const variable = await t.gql(mutation, { input }, w.owner.token);
    expect(variable.status).toBe(400);
    expect(variable.errors?.[0].message).toBe(SURROGATE);
    const literal = await t.gql('{ archetypes(filter: { search: "x\\ud800" }) { totalCount } }', {}, w.owner.token);
    expect(literal.errors?.[0].message).toMatch(/surrogate|Unicode/);
    expect(literal.data).toBeUndefined();
  });

  it('paired, as in an emoji, is fine', async () => {
    const response = await t.rest('POST', '/projects', { token: w.owner.token, body: { team_id: w.privateTeam.id, name: 'Emoji 🔥', game: GAME, tags: ['🔥'] } });
    expect(response.status).toBe(201);
  });
});

describe('an archive beyond what the database stores', () => {
  let archive: Record<string, any>;
  beforeAll(async () => {
    archive = await exportOf(t, w.owner.token, await seedArchivedProject(t, w, 'Archive to break'));
  });
  const importing = (change: (copy: Record<string, any>) => void) => {
    const copy = structuredClone(archive);
    change(copy);
    return t.rest('POST', '/projects/import', { token: w.owner.token, body: { team_id: w.publicTeam.id, archive: copy } });
  };

  it.each([
    ['carried_from_version of 3,000,000,000', (a: Record<string, any>) => (a.sections.sideboard_guides[1].carried_from_version = 3_000_000_000), 'sideboard_guides.1.carried_from_version'],
    ['target_matches of 3,000,000,000', (a: Record<string, any>) => (a.sections.test_plan[0].target_matches = 3_000_000_000), 'test_plan.0.target_matches'],
    ['a comment on "decklist:1#1"', (a: Record<string, any>) => (a.sections.comments[3].on = 'decklist:1#1'), 'comments.3.on'],
    ['created_at in year 0000', (a: Record<string, any>) => (a.sections.archetypes[0].created_at = '0000-01-01T00:00:00.000Z'), 'archetypes.0.created_at'],
    ['match_date in year 0000', (a: Record<string, any>) => (a.sections.matches[0].match_date = '0000-06-01T00:00:00Z'), 'matches.0.match_date'],
  ])('%s: 400 naming the field, nothing written', async (_, change, field) => {
    const projects = await t.app.deps.db.project.count();
    const response = await importing(change);
    expect(response.status, JSON.stringify(response.body)).toBe(400);
    expect(JSON.stringify(response.body.problems)).toContain(field);
    expect(await t.app.deps.db.project.count()).toBe(projects);
  });
});

describe('a read-only token over a WebSocket', () => {
  let client: ReturnType<typeof createClient>;
  let closed: number | null = null;
  afterAll(() => client?.dispose());

  it('gets an error for its mutation and keeps its socket for the next operation', async () => {
    const secret = (await t.rest('POST', '/tokens', { token: w.owner.token, body: { name: 'reader', scope: 'read' } })).body.secret;
    client = createClient({
      url: `${baseUrl.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${secret}` },
      retryAttempts: 0,
      lazy: false, // one socket for both operations: its close code would show a refusal that ended it
      on: { closed: (event) => (closed = (event as { code: number }).code) },
    });
    const run = (query: string) => new Promise<Record<string, any>>((resolve, reject) => {
      let result: Record<string, any> = {};
      client.subscribe({ query }, { next: (value) => (result = value), error: reject, complete: () => resolve(result) });
    });
    const refused = await run(`mutation { createTeam(input: { name: "By reader" }) { __typename } }`);
    expect(refused.errors?.[0]).toMatchObject({ message: 'This access token may only read' });
    const read = await run('{ viewer { username } }');
    expect(read.data).toEqual({ viewer: { username: w.owner.username } });
    expect(closed).toBeNull();
  });
});

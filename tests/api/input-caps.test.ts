// Every list a request carries has a limit, enforced on every way in (REST and GraphQL, previews included), refused
// with a clear message before any work; and GraphQL counts list lengths in an operation's cost.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { beforeAll, describe, expect, it } from 'vitest';
import { countStatements } from './helpers/count-statements.ts';
import { OPERATION_LIMITS } from '../../server/graphql/yoga.ts';
import { t, useAppWithWorld, w } from './helpers/app-with-world.ts';
import { subscribe, until } from './helpers/live.ts';

useAppWithWorld();

const sql = countStatements();
let archetypeId: string;

beforeAll(async () => {
  const archetype = await t.rest('POST', '/archetypes', { token: w.member.token, body: { project_id: w.privateProject.id, name: 'Caps', game: 'Magic: The Gathering' } });
  archetypeId = archetype.body.id;
});

/** Deck text with `lines` distinct card lines. */
const deckText = (lines: number) => Array.from({ length: lines }, (_, i) => `1 Card number ${i}`).join('\n');
const cards = (lines: number) => Array.from({ length: lines }, (_, i) => ({ name: `Card number ${i}`, quantity: 1 }));
const globalIds = (count: number) => Array.from({ length: count }, (_, i) => encodeGlobalID('Project', `00000000-0000-7000-8000-${String(i).padStart(12, '0')}`));

describe('GraphQL list arguments', () => {
  const NODES = 'query ($ids: [ID!]!) { nodes(ids: $ids) { id } }';

  it('refuses nodes(ids:) with more than 100 ids, sent as a variable or written in the query, without touching the database', async () => {
    sql.reset();
    const refused = await t.gql(NODES, { ids: globalIds(101) });
    expect(refused.data).toBeUndefined();
    expect(refused.errors?.[0].message).toBe('Argument "ids" of Query.nodes holds 101 items; at most 100 are allowed');
    const literal = await t.gql(`{ nodes(ids: ${JSON.stringify(globalIds(101))}) { id } }`, {}, w.member.token);
    expect(literal.errors?.[0].message).toMatch(/holds 101 items; at most 100/);
    expect(sql.statements).toBe(0);

    const allowed = await t.gql(NODES, { ids: globalIds(100) });
    expect(allowed.errors).toBeUndefined();
    expect(allowed.data?.nodes).toHaveLength(100);
  });

  it('refuses 400,000 ids at once (the 1.6 MB request of the report), quickly', async () => {
    const started = performance.now();
    const refused = await t.gql(NODES, { ids: Array.from({ length: 400_000 }, () => 'x') });
    expect(refused.errors?.[0].message).toMatch(/holds 400000 items; at most 100/);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('multiplies the cost of a selection by the number of ids it runs for', async () => {
    const query = `query ($ids: [ID!]!) { nodes(ids: $ids) { ... on Project { archetypes(first: 100) { edges { node { name description } } } } } }`;
    expect((await t.gql(query, { ids: globalIds(1) }, w.member.token)).errors).toBeUndefined();
    const refused = await t.gql(query, { ids: globalIds(100) }, w.member.token);
    expect(refused.errors?.[0].message).toMatch(new RegExp(`cost limit of ${OPERATION_LIMITS.cost} exceeded`));
  });

  it('holds lists inside inputs to their limits: card lines to 1,000, others to 100', async () => {
    const CREATE = `mutation ($input: CreateDecklistInput!) { createDecklist(input: $input) { __typename } }`;
    const tooMany = await t.gql(CREATE, { input: { archetypeId, cards: cards(1001) } }, w.member.token);
    expect(tooMany.errors?.[0].message).toBe('Argument "input" of Mutation.createDecklist.cards holds 1001 items; at most 1000 are allowed');
    expect((await t.gql(CREATE, { input: { archetypeId, cards: cards(1000) } }, w.member.token)).data?.createDecklist.__typename).toBe('CreateDecklistPayload');

    const versions = await t.gql(
      `query ($id: ID!, $versions: [ID!]) { project(id: $id) { matchupMatrix(filter: { decklistVersions: $versions }) { totalMatches } } }`,
      { id: w.privateProject.id, versions: globalIds(101) },
      w.member.token,
    );
    expect(versions.errors?.[0].message).toMatch(/decklistVersions holds 101 items; at most 100/);
  });

  it('refuses the same over a WebSocket with an error for that subscription (graphql-ws used to close the socket)', async () => {
    const base = await t.app.start();
    const query = `subscription ($id: ID!, $versions: [ID!]) { matchLogged(projectId: $id) { project { matchupMatrix(filter: { decklistVersions: $versions }) { totalMatches } } } }`;
    const refused = subscribe(base, w.member.token, query, { id: w.privateProject.id, versions: globalIds(101) });
    try {
      await until(() => refused.errors.length > 0);
      expect(JSON.stringify(refused.errors[0])).toMatch(/decklistVersions holds 101 items; at most 100/);
    } finally {
      await refused.close();
    }
  });
});

describe('decklist card lines', () => {
  const importText = (body: object) => t.rest('POST', '/decklists/import', { token: w.member.token, body: { archetype_id: archetypeId, ...body } });
  const TOO_MANY = 'A decklist can have at most 1000 card lines';

  it('refuses an import or preview of more than 1,000 card lines, like an edit', async () => {
    for (const preview of [true, false]) {
      const refused = await importText({ raw_text: deckText(1001), preview });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(`${TOO_MANY} (this text has 1001)`);
    }
    // A 12,000-line list like the report's (~75 KB, under the text limit): refused, and nothing stored.
    const before = await t.app.deps.db.decklist.count({ where: { archetypeId } });
    const long = Array.from({ length: 12_000 }, (_, i) => `1 ${i.toString(36)}`).join('\n');
    expect((await importText({ raw_text: long })).body.message).toBe(`${TOO_MANY} (this text has 12000)`);
    expect(await t.app.deps.db.decklist.count({ where: { archetypeId } })).toBe(before);

    const imported = await importText({ raw_text: deckText(1000) });
    expect(imported.status).toBe(201);
    expect(imported.body.cards).toHaveLength(1000);
    const edit = await t.rest('PUT', `/decklists/${imported.body.id}`, { token: w.member.token, body: { cards: cards(1001) } });
    expect(edit).toMatchObject({ status: 400, body: { message: TOO_MANY } });
    const create = await t.rest('POST', '/decklists', { token: w.member.token, body: { archetype_id: archetypeId, cards: cards(1001) } });
    expect(create).toMatchObject({ status: 400, body: { message: TOO_MANY } });
  });

  it('refuses the same through GraphQL import and preview', async () => {
    const IMPORT = `mutation ($input: ImportDecklistInput!) { importDecklist(input: $input) { __typename ... on Error { message } } }`;
    const imported = await t.gql(IMPORT, { input: { archetypeId, rawText: deckText(1001) } }, w.member.token);
    expect(imported.data?.importDecklist).toEqual({ __typename: 'ValidationError', message: `${TOO_MANY} (this text has 1001)` });
    const PREVIEW = `query ($a: ID!, $text: String!) { previewDecklistImport(archetypeId: $a, rawText: $text) { __typename ... on Error { message } } }`;
    const preview = await t.gql(PREVIEW, { a: archetypeId, text: deckText(1001) }, w.member.token);
    expect(preview.data?.previewDecklistImport).toEqual({ __typename: 'ValidationError', message: `${TOO_MANY} (this text has 1001)` });
  });
});

describe('other lists', () => {
  it('refuses a CSV import of more than 5,000 rows, and reads no further than one row past the limit', async () => {
    const row = (i: number) => `Caps,Caps,winner,${i}`;
    const csv = (rows: number) => ['winner_archetype,loser_archetype,went_first,notes', ...Array.from({ length: rows }, (_, i) => row(i))].join('\n');
    const refused = await t.rest('POST', '/matches/import', { token: w.member.token, body: { project_id: w.privateProject.id, csv: csv(5001) } });
    expect(refused).toMatchObject({ status: 400, body: { message: 'A CSV import can hold at most 5000 matches' } });
    // ~1.5 MB of rows: refused as a file one row too long is, without reading it to the end.
    const huge = await t.rest('POST', '/matches/import', { token: w.member.token, body: { project_id: w.privateProject.id, csv: csv(60_000) } });
    expect(huge).toMatchObject({ status: 400, body: { message: 'A CSV import can hold at most 5000 matches' } });
    // A character PostgreSQL cannot store is refused by the check, not by the database (it was a 500).
    const nul = await t.rest('POST', '/matches/import', { token: w.member.token, body: { project_id: w.privateProject.id, csv: `${csv(0)}\nCaps,Caps,winner,a\u0000b` } });
    expect(nul).toMatchObject({ status: 400, body: { message: 'Text must not contain NUL characters (\\u0000)' } });
  });

  it('refuses more than 100 decklist versions in a matrix filter, and more than 100 tags', async () => {
    const versions = Array.from({ length: 101 }, (_, i) => `00000000-0000-7000-8000-${String(i).padStart(12, '0')}`).join(',');
    const matrix = await t.rest('GET', `/matches/matrix?project_id=${w.privateProject.id}&decklist_versions=${versions}`, { token: w.member.token });
    expect(matrix).toMatchObject({ status: 400, body: { message: 'Choose at most 100 decklist versions' } });

    const tags = Array.from({ length: 101 }, (_, i) => `tag${i}`);
    const project = await t.rest('POST', '/projects', { token: w.owner.token, body: { name: 'Tagged', team_id: w.privateTeam.id, game: 'Magic: The Gathering', tags } });
    expect(project).toMatchObject({ status: 400, body: { message: 'A project can have at most 20 tags' } });
    const listed = await t.rest('GET', `/projects?${tags.map((tag) => `tags=${tag}`).join('&')}`, { token: w.owner.token });
    expect(listed).toMatchObject({ status: 400, body: { message: 'Filter by at most 100 tags' } });
  });
});

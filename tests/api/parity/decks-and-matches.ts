// Parity cases for archetypes, decklists and matches: each REST call next to its GraphQL field or mutation.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { expect } from 'vitest';
import { gqlOk, mutationOk, restOk, type ParityCases, type ParityEnv } from './cases.ts';

type Env = ParityEnv;
type Row = Record<string, any>;

const GAME = 'Magic: The Gathering';
let counter = 0;
/** A name no other case (or earlier run against the same app) uses, for lists that span projects. */
const unique = (label: string) => `${label} ${Date.now().toString(36)}${(counter++).toString(36)}`;
const gid = encodeGlobalID;

// ---- Calls, all as the owner unless said otherwise ----

const call = (env: Env, method: string, path: string, body?: unknown) => restOk(env.t, method, path, { token: env.w.owner.token, body });
const query = (env: Env, text: string, variables?: Record<string, unknown>) => gqlOk(env.t, text, variables, env.w.owner.token);
const status = async (env: Env, path: string) => (await env.t.rest('GET', path, { token: env.w.owner.token })).status;

/** Runs mutation `name` as the owner and returns its `${Name}Payload`, failing on a typed error. */
async function mutate(env: Env, name: string, input: object, selection: string): Promise<Row> {
  const type = `${name[0].toUpperCase()}${name.slice(1)}Payload`;
  const { __typename, ...payload } = await mutationOk(env.t, name, input, `... on ${type} { ${selection} }`, env.w.owner.token);
  expect(__typename).toBe(type);
  return payload;
}

/** The same setup twice: the REST write goes to the first, the GraphQL one to the second. */
const twins = async <T>(setup: () => Promise<T>): Promise<[T, T]> => [await setup(), await setup()];

/** GraphQL camelCase keys as REST snake_case keys, deeply. */
const snake = (value: unknown): any =>
  Array.isArray(value)
    ? value.map(snake)
    : value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).map(([key, v]) => [key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), snake(v)]))
      : value;

const edges = (connection: { edges: { node: Row }[] }) => connection.edges.map((e) => e.node);

// ---- Setup through REST ----

async function project(env: Env, visibility = 'private'): Promise<string> {
  const body = { team_id: env.w.privateTeam.id, name: unique('Parity'), game: GAME, format: 'Modern', visibility };
  return (await call(env, 'POST', '/projects', body)).id;
}
const archetype = async (env: Env, projectId: string, name: string, extra: object = {}): Promise<string> =>
  (await call(env, 'POST', '/archetypes', { project_id: projectId, name, game: GAME, ...extra })).id;
const decklist = async (env: Env, archetypeId: string, extra: object = {}): Promise<string> =>
  (await call(env, 'POST', '/decklists', { archetype_id: archetypeId, cards: BURN, ...extra })).id;

const BURN = [
  { name: 'Lightning Bolt', quantity: 4, type: 'Instant', cost: 'R' },
  { name: 'Goblin Guide', quantity: 4, type: 'Creature', rarity: 'rare', set: 'ZEN', number: '126' },
  { name: 'Mountain', quantity: 20, type: 'Land' },
];
const EIDOLON = { name: 'Eidolon of the Great Revel', quantity: 2, type: 'Creature' };

/** A decklist with three versions: v2 adds Eidolon and cuts Goblin Guide to 2, v3 drops Eidolon for two Mountains. */
async function history(env: Env): Promise<{ archetypeId: string; id: string }> {
  const archetypeId = await archetype(env, await project(env), 'History');
  const id = await decklist(env, archetypeId, { name: 'Burn list', notes: 'First', change_summary: 'Initial' });
  await call(env, 'PUT', `/decklists/${id}`, { cards: [BURN[0], { ...BURN[1], quantity: 2 }, BURN[2], EIDOLON], change_summary: 'Add Eidolon', notes: 'Second' });
  await call(env, 'PUT', `/decklists/${id}`, { cards: [BURN[0], { ...BURN[1], quantity: 2 }, { ...BURN[2], quantity: 22 }], change_summary: 'More lands' });
  return { archetypeId, id };
}

/** A project with Alpha and Beta, a decklist for each; the sides of a match. */
async function duel(env: Env) {
  const projectId = await project(env);
  const alpha = await archetype(env, projectId, 'Alpha');
  const beta = await archetype(env, projectId, 'Beta');
  return { projectId, alpha, beta, alphaList: await decklist(env, alpha, { name: 'Alpha list' }), betaList: await decklist(env, beta, { name: 'Beta list' }) };
}

/**
 * A project with a known set of matches (Alpha, Beta, Gamma):
 *   1 A beats B, winner first, member/admin, Alpha list   2 A beats B, loser first   3 B beats A, winner first, admin/member
 *   4 A beats C, unknown, Alpha list                       5 C beats B, winner first   6 B beats C, deleted
 */
async function lab(env: Env) {
  const { w } = env;
  const projectId = await project(env);
  const [A, B, C] = [await archetype(env, projectId, 'Alpha'), await archetype(env, projectId, 'Beta'), await archetype(env, projectId, 'Gamma')];
  const alphaList = await decklist(env, A, { name: 'Alpha list' });
  const rows: [string, string, boolean | null, string | null, string | null, boolean][] = [
    [A, B, true, w.member.id, w.admin.id, true],
    [A, B, false, w.member.id, w.admin.id, false],
    [B, A, true, w.admin.id, w.member.id, false],
    [A, C, null, w.member.id, null, true],
    [C, B, true, null, w.admin.id, false],
    [B, C, false, null, null, false],
  ];
  const matches: string[] = [];
  for (const [i, [winner, loser, wentFirst, winnerUser, loserUser, withList]] of rows.entries()) {
    const body = { project_id: projectId, winner_archetype_id: winner, loser_archetype_id: loser, went_first: wentFirst, winner_user_id: winnerUser, loser_user_id: loserUser };
    const extra = { winner_decklist_id: withList ? alphaList : null, match_date: `2024-01-1${i}T12:00:00.000Z`, notes: `#${i + 1}` };
    matches.push((await call(env, 'POST', '/matches', { ...body, ...extra })).id);
  }
  await call(env, 'DELETE', `/matches/${matches[5]}`);
  return { projectId, A, B, C, alphaList, matches };
}

// ---- Projections to one plain shape (REST field names) ----

const ARCHETYPE = 'name shortName description game format isActive createdBy { databaseId }';
const restArchetype = (a: Row) => ({ name: a.name, short_name: a.short_name, description: a.description, game: a.game, format: a.format, is_active: a.is_active, created_by: a.created_by });
const gqlArchetype = (a: Row) => ({ name: a.name, short_name: a.shortName, description: a.description, game: a.game, format: a.format, is_active: a.isActive, created_by: a.createdBy?.databaseId ?? null });
// Lists span projects, so they also say which project each archetype is in.
const LISTED = `${ARCHETYPE} project { name }`;
const restListed = (a: Row) => ({ ...restArchetype(a), project: a.project_name });
const gqlListed = (a: Row) => ({ ...gqlArchetype(a), project: a.project.name });

const CARDS = 'cards { name quantity type cost rarity set number }';
const VERSION = `versionTag number changeSummary notes createdBy { databaseId } ${CARDS}`;
const restVersion = (v: Row) => ({ version_tag: v.version_tag, version_number: v.version_number, change_summary: v.change_summary, notes: v.notes, created_by: v.created_by, cards: v.cards });
const gqlVersion = (v: Row) => ({ version_tag: v.versionTag, version_number: v.number, change_summary: v.changeSummary, notes: v.notes, created_by: v.createdBy?.databaseId ?? null, cards: v.cards });

const DECKLIST = `name versionTag rawImportText createdBy { databaseId } current { ${VERSION} }`;
/** A decklist at one version (REST answers any version through ?version=; GraphQL through version(number:)). */
const restDecklist = (d: Row) => ({ name: d.name, current_version_tag: d.current_version_tag, raw_import_text: d.raw_import_text, ...restVersion(d) });
const gqlDecklist = (d: Row, version: Row = d.current) => ({ name: d.name, current_version_tag: d.versionTag, raw_import_text: d.rawImportText, ...gqlVersion(version), created_by: d.createdBy?.databaseId ?? null });

const MATCH = `winnerArchetype { name } loserArchetype { name } winnerDecklist { name } loserDecklist { name } winnerDecklistVersion loserDecklistVersion
  winnerUser { username } loserUser { username } recordedBy { username } wentFirst matchDate notes isActive`;
const restMatch = (m: Row) => ({
  winner: m.winner_archetype.name,
  loser: m.loser_archetype.name,
  winner_decklist: m.winner_decklist && { name: m.winner_decklist.name, version: m.winner_decklist_version },
  loser_decklist: m.loser_decklist && { name: m.loser_decklist.name, version: m.loser_decklist_version },
  winner_user: m.winner_user?.username ?? null,
  loser_user: m.loser_user?.username ?? null,
  recorded_by: m.recorded_by_user?.username ?? null,
  went_first: m.went_first,
  match_date: m.match_date,
  notes: m.notes,
  is_active: m.is_active,
});
const gqlMatch = (m: Row) => ({
  winner: m.winnerArchetype.name,
  loser: m.loserArchetype.name,
  winner_decklist: m.winnerDecklist && { name: m.winnerDecklist.name, version: m.winnerDecklistVersion },
  loser_decklist: m.loserDecklist && { name: m.loserDecklist.name, version: m.loserDecklistVersion },
  winner_user: m.winnerUser?.username ?? null,
  loser_user: m.loserUser?.username ?? null,
  recorded_by: m.recordedBy?.username ?? null,
  went_first: m.wentFirst,
  match_date: m.matchDate,
  notes: m.notes,
  is_active: m.isActive,
});

const STATS = 'totalMatches wins losses winRate firstPlayerWins firstPlayerRate';
const IMPORT_REPORT = 'dryRun totalRows validRows imported errors { line message }';
const DIFF = 'summary { cardsAdded cardsRemoved cardsChanged netCardCount totalChanges } cardDiffs { name type diffType oldQuantity newQuantity quantityDiff }';
const TIMELINE = `timeline { fromVersionTag toVersionTag fromTimestamp toTimestamp ${DIFF} }`;

/** A matrix with archetype names in place of ids; GraphQL's band enum (VERY_GOOD) in REST's casing (very-good). */
function namedMatrix(m: { project_name: string; total_matches: number; min_sample_size: number; archetypes: Row[]; cells: Row[] }) {
  const name = Object.fromEntries(m.archetypes.map((a) => [a.archetype_id, a.name]));
  return {
    project_name: m.project_name,
    total_matches: m.total_matches,
    min_sample_size: m.min_sample_size,
    archetypes: m.archetypes.map(({ archetype_id: _id, ...a }) => a),
    cells: m.cells.map((c) => ({ ...c, archetype_id: name[c.archetype_id], opponent_id: name[c.opponent_id], band: c.band.toLowerCase().replace('_', '-') })),
  };
}

// ---- Archetype lists of the decks page ----

/** Two public archetypes (and a retired one) and a private one, all named after one tag to search by. */
async function decksPage(env: Env): Promise<string> {
  const tag = unique('Deckpage');
  const open = await project(env, 'public');
  await archetype(env, open, `${tag} Elves`, { format: 'Modern' });
  await archetype(env, open, `${tag} Goblins`, { description: 'Fast' });
  await call(env, 'PUT', `/archetypes/${await archetype(env, open, `${tag} Retired`)}`, { is_active: false });
  await archetype(env, await project(env), `${tag} Hidden`, { short_name: 'HID' });
  return tag;
}

/** One decks-page list through REST and GraphQL (signed out or as the owner), plain and with inactive archetypes. */
function decksPageCase(path: string, scope: 'PUBLIC' | 'PRIVATE' | 'ALL', signedIn: boolean) {
  return async (env: Env): Promise<[unknown, unknown]> => {
    const tag = await decksPage(env);
    const token = signedIn ? env.w.owner.token : undefined;
    const rest = async (inactive: boolean) =>
      (await restOk<Row[]>(env.t, 'GET', `${path}?search=${encodeURIComponent(tag)}${inactive ? '&include_inactive=true' : ''}`, { token })).map(restListed);
    const text = `query ($scope: ArchetypeListScope, $filter: ArchetypeFilter) { archetypes(scope: $scope, filter: $filter) { totalCount edges { node { ${LISTED} } } } }`;
    const gql = async (includeInactive: boolean) => {
      const { archetypes } = await gqlOk(env.t, text, { scope, filter: { search: tag, includeInactive } }, token);
      expect(archetypes.totalCount).toBe(archetypes.edges.length);
      return edges(archetypes).map(gqlListed);
    };
    return [
      { active: await rest(false), withInactive: await rest(true) },
      { active: await gql(false), withInactive: await gql(true) },
    ];
  };
}

export const deckAndMatchCases: ParityCases = {
  // ---- Archetypes ----

  'POST /archetypes': async (env) => {
    const [p1, p2] = await twins(() => project(env));
    const input = { name: 'Izzet Phoenix', game: GAME, format: 'Modern', description: 'Flashback' };
    const rest = await call(env, 'POST', '/archetypes', { ...input, project_id: p1 });
    const gql = await mutate(env, 'createArchetype', { ...input, projectId: gid('Project', p2) }, `archetype { ${ARCHETYPE} }`);
    return [restArchetype(rest), gqlArchetype(gql.archetype)];
  },

  'GET /archetypes/public': decksPageCase('/archetypes/public', 'PUBLIC', false),
  'GET /archetypes/private': decksPageCase('/archetypes/private', 'PRIVATE', true),
  'GET /archetypes': decksPageCase('/archetypes', 'ALL', true),

  'GET /projects/:id/archetypes': async (env) => {
    const projectId = await project(env);
    await archetype(env, projectId, 'Burn', { format: 'Modern' });
    await archetype(env, projectId, 'Tron', { format: 'modern', description: 'Big mana' });
    await archetype(env, projectId, 'Rakdos', { format: 'Pioneer' });
    await call(env, 'PUT', `/archetypes/${await archetype(env, projectId, 'Old Burn', { format: 'Modern' })}`, { is_active: false });
    // Inside a project inactive archetypes are listed; the format filter ignores case.
    const rest = await call(env, 'GET', `/projects/${projectId}/archetypes?format=Modern`);
    const gql = await query(env, `query ($id: ID!) { project(id: $id) { archetypes(filter: { format: "Modern" }) { edges { node { ${LISTED} } } } } }`, { id: gid('Project', projectId) });
    return [rest.map(restListed), edges(gql.project.archetypes).map(gqlListed)];
  },

  'PUT /archetypes/:id': async (env) => {
    const [a1, a2] = await twins(async () => archetype(env, await project(env), 'Rakdos Midrange', { format: 'Pioneer', description: 'Grindy', short_name: 'RDM' }));
    // An empty short name is generated again from the new name; an empty description is cleared.
    const changes = { name: 'Rakdos Sacrifice', short_name: '', description: '', is_active: false };
    const rest = await call(env, 'PUT', `/archetypes/${a1}`, changes);
    const gql = await mutate(env, 'updateArchetype', { id: gid('Archetype', a2), ...snakeToCamel(changes) }, `archetype { ${ARCHETYPE} }`);
    return [restArchetype(rest), gqlArchetype(gql.archetype)];
  },

  'DELETE /archetypes/:id': async (env) => {
    const setup = async () => {
      const projectId = await project(env);
      const keep = await archetype(env, projectId, 'Keep');
      const drop = await archetype(env, projectId, 'Drop');
      const list = await decklist(env, drop);
      await call(env, 'POST', '/matches', { project_id: projectId, winner_archetype_id: drop, loser_archetype_id: keep });
      await call(env, 'POST', '/matches', { project_id: projectId, winner_archetype_id: keep, loser_archetype_id: keep, winner_user_id: env.w.member.id, loser_user_id: env.w.admin.id });
      return { projectId, drop, list };
    };
    const [r, g] = await twins(setup);
    await call(env, 'DELETE', `/archetypes/${r.drop}`);
    await mutate(env, 'deleteArchetype', { id: gid('Archetype', g.drop) }, 'deletedId');
    // Read back: the archetype and its decklist are gone, and so are its matches.
    const rest = {
      archetype: await status(env, `/archetypes/${r.drop}`),
      decklist: await status(env, `/decklists/${r.list}`),
      archetypes: (await call(env, 'GET', `/projects/${r.projectId}/archetypes`)).map((a: Row) => a.name),
      matches: (await call(env, 'GET', `/matches?project_id=${r.projectId}`)).total,
    };
    const read = await query(env, `query ($a: ID!, $d: ID!, $p: ID!) { archetype(id: $a) { name } decklist(id: $d) { name }
      project(id: $p) { archetypes { edges { node { name } } } matches { totalCount } } }`, { a: gid('Archetype', g.drop), d: gid('Decklist', g.list), p: g.projectId });
    const gql = {
      archetype: read.archetype === null ? 404 : 200,
      decklist: read.decklist === null ? 404 : 200,
      archetypes: edges(read.project.archetypes).map((a) => a.name),
      matches: read.project.matches.totalCount,
    };
    return [rest, gql];
  },

  'GET /archetypes/:id': async (env) => {
    const archetypeId = await archetype(env, await project(env), 'Detailed', { description: 'With lists' });
    const first = await decklist(env, archetypeId, { name: 'First' });
    await call(env, 'PUT', `/decklists/${first}`, { cards: BURN.slice(0, 2), change_summary: 'Trim', notes: 'Lean' });
    await decklist(env, archetypeId, { name: 'Second', notes: 'Stock' });
    const rest = await call(env, 'GET', `/archetypes/${archetypeId}`);
    const gql = (await query(env, `query ($id: ID!) { archetype(id: $id) { ${LISTED} decklists { edges { node { ${DECKLIST} } } } } }`, { id: gid('Archetype', archetypeId) })).archetype;
    return [
      { ...restListed(rest), decklists: rest.decklists.map(restDecklist) },
      { ...gqlListed(gql), decklists: edges(gql.decklists).map((d) => gqlDecklist(d)) },
    ];
  },

  'GET /archetypes/:id/decklists': async (env) => {
    const archetypeId = await archetype(env, await project(env), 'Listed');
    const first = await decklist(env, archetypeId, { name: 'Older' });
    await decklist(env, archetypeId, { name: 'Newer', cards: [EIDOLON] });
    await call(env, 'PUT', `/decklists/${first}`, { cards: [...BURN, EIDOLON], change_summary: 'Add Eidolon' });
    const rest = await call(env, 'GET', `/archetypes/${archetypeId}/decklists`);
    const gql = await query(env, `query ($id: ID!) { archetype(id: $id) { decklists { totalCount edges { node { ${DECKLIST} } } } } }`, { id: archetypeId });
    expect(gql.archetype.decklists.totalCount).toBe(2);
    return [rest.map(restDecklist), edges(gql.archetype.decklists).map((d) => gqlDecklist(d))];
  },

  // ---- Decklists ----

  'POST /decklists/import': async (env) => {
    const [a1, a2] = await twins(async () => archetype(env, await project(env), 'Pasted'));
    const raw_text = '4 Lightning Bolt\n4 Goblin Guide\nnot a card line at all!\n20 Mountain\n\nSideboard\n2 Smash to Smithereens';
    const PREVIEW = `formatName game metadata ${CARDS} stats { totalCards uniqueCards types { type count } } unmatched { line text reason }`;
    // preview: true only parses; without it the decklist is stored as version 1.
    const restPreview = await call(env, 'POST', '/decklists/import', { archetype_id: a1, raw_text, preview: true });
    const restImport = await call(env, 'POST', '/decklists/import', { archetype_id: a1, raw_text, name: 'Paste', notes: 'From a paste' });
    const gqlPreview = (await query(env, `query ($a: ID!, $text: String!) { previewDecklistImport(archetypeId: $a, rawText: $text) {
      __typename ... on Error { message } ... on DecklistImportPreview { ${PREVIEW} } } }`, { a: gid('Archetype', a2), text: raw_text })).previewDecklistImport;
    const gqlImport = await mutate(env, 'importDecklist', { archetypeId: gid('Archetype', a2), rawText: raw_text, name: 'Paste', notes: 'From a paste' },
      `decklist { ${DECKLIST} } unmatched { line text reason }`);
    const { decklist: parsed, ...restPreviewRest } = restPreview;
    const restSide = {
      preview: { ...restPreviewRest, cards: parsed.cards },
      imported: { ...restDecklist(restImport), unmatched: restImport.unmatched },
    };
    const { formatName, stats, __typename: _type, ...preview } = gqlPreview;
    const gqlSide = {
      preview: { ...preview, format_name: formatName, stats: { total_cards: stats.totalCards, unique_cards: stats.uniqueCards, types: Object.fromEntries(stats.types.map((s: Row) => [s.type, s.count])) } },
      imported: { ...gqlDecklist(gqlImport.decklist), unmatched: gqlImport.unmatched },
    };
    expect(restSide.imported.unmatched).toHaveLength(1);
    return [restSide, gqlSide];
  },

  'POST /decklists': async (env) => {
    const [a1, a2] = await twins(async () => archetype(env, await project(env), 'Typed'));
    const cards = [...BURN, { name: ' Opt ', quantity: 1 }];
    const input = { name: 'Typed in', notes: 'First try', change_summary: 'Initial' };
    const rest = await call(env, 'POST', '/decklists', { archetype_id: a1, cards, ...input });
    const gql = await mutate(env, 'createDecklist', { archetypeId: gid('Archetype', a2), cards, ...snakeToCamel(input) }, `decklist { ${DECKLIST} }`);
    return [restDecklist(rest), gqlDecklist(gql.decklist)];
  },

  'GET /decklists/:id': async (env) => {
    const { id } = await history(env);
    const rest = { current: await call(env, 'GET', `/decklists/${id}`), v1: await call(env, 'GET', `/decklists/${id}?version=v1`) };
    const gql = (await query(env, `query ($id: ID!) { decklist(id: $id) { ${DECKLIST} v1: version(number: 1) { ${VERSION} } } }`, { id: gid('Decklist', id) })).decklist;
    return [
      { current: restDecklist(rest.current), v1: restDecklist(rest.v1) },
      { current: gqlDecklist(gql), v1: gqlDecklist(gql, gql.v1) },
    ];
  },

  'PUT /decklists/:id': async (env) => {
    const [d1, d2] = await twins(async () => decklist(env, await archetype(env, await project(env), 'Edited'), { name: 'Before', notes: 'v1 notes' }));
    // Every edit is a new version: the cards, notes and change summary are the new version's.
    const changes = { name: 'After', cards: [BURN[0], EIDOLON, { ...BURN[2], quantity: 18 }], change_summary: 'Add Eidolon', notes: 'v2 notes' };
    const rest = await call(env, 'PUT', `/decklists/${d1}`, changes);
    const gql = await mutate(env, 'updateDecklist', { id: gid('Decklist', d2), ...snakeToCamel(changes) }, `decklist { ${DECKLIST} } version { ${VERSION} }`);
    expect(gql.version).toEqual(gql.decklist.current);
    return [restDecklist(rest), gqlDecklist(gql.decklist)];
  },

  'DELETE /decklists/:id': async (env) => {
    const setup = async () => {
      const archetypeId = await archetype(env, await project(env), 'Pruned');
      await decklist(env, archetypeId, { name: 'Keep' });
      return { archetypeId, drop: await decklist(env, archetypeId, { name: 'Drop' }) };
    };
    const [r, g] = await twins(setup);
    await call(env, 'DELETE', `/decklists/${r.drop}`);
    await mutate(env, 'deleteDecklist', { id: gid('Decklist', g.drop) }, 'deletedId');
    const rest = { decklist: await status(env, `/decklists/${r.drop}`), left: (await call(env, 'GET', `/archetypes/${r.archetypeId}/decklists`)).map((d: Row) => d.name) };
    const read = await query(env, `query ($d: ID!, $a: ID!) { decklist(id: $d) { name } archetype(id: $a) { decklists { edges { node { name } } } } }`, { d: g.drop, a: g.archetypeId });
    return [rest, { decklist: read.decklist === null ? 404 : 200, left: edges(read.archetype.decklists).map((d) => d.name) }];
  },

  'GET /decklists/:id/versions': async (env) => {
    const { id } = await history(env);
    const rest = await call(env, 'GET', `/decklists/${id}/versions`);
    const gql = await query(env, `query ($id: ID!) { decklist(id: $id) { versions { totalCount edges { node { ${VERSION} } } } } }`, { id: gid('Decklist', id) });
    expect(gql.decklist.versions.totalCount).toBe(3);
    return [rest.map(restVersion), edges(gql.decklist.versions).map(gqlVersion)];
  },

  'GET /decklists/:id/compare': async (env) => {
    const { id } = await history(env);
    // Versions by number or by tag, both ways; v1→v2 adds and changes, v2→v3 removes and changes.
    const rest = [await call(env, 'GET', `/decklists/${id}/compare?from_version=1&to_version=v2`), await call(env, 'GET', `/decklists/${id}/compare?from_version=v2&to_version=3`)];
    const gql = await query(env, `query ($id: ID!) { decklist(id: $id) {
      a: compare(from: "1", to: "v2") { fromVersionTag toVersionTag ${DIFF} } b: compare(from: "v2", to: "3") { fromVersionTag toVersionTag ${DIFF} } } }`, { id: gid('Decklist', id) });
    return [rest, snake([gql.decklist.a, gql.decklist.b])];
  },

  'GET /decklists/:id/evolution': async (env) => {
    const { id } = await history(env);
    const rest = await call(env, 'GET', `/decklists/${id}/evolution`);
    const gql = await query(env, `query ($id: ID!) { decklist(id: $id) { evolution {
      totalVersions stats { versionCount totalChanges stabilityScore mostChangedCard { name totalChange } } ${TIMELINE} } } }`, { id: gid('Decklist', id) });
    return [rest, snake(gql.decklist.evolution)];
  },

  // The consecutive diffs are the evolution's timeline in GraphQL.
  'GET /decklists/:id/diffs': async (env) => {
    const { id } = await history(env);
    const rest = await call(env, 'GET', `/decklists/${id}/diffs`);
    const gql = await query(env, `query ($id: ID!) { decklist(id: $id) { evolution { ${TIMELINE} } } }`, { id: gid('Decklist', id) });
    return [rest, snake(gql.decklist.evolution.timeline)];
  },

  // ---- Matches ----

  'POST /matches': async (env) => {
    const [r, g] = await twins(() => duel(env));
    const input = (s: typeof r) => ({
      project_id: s.projectId,
      winner_archetype_id: s.alpha,
      loser_archetype_id: s.beta,
      winner_decklist_id: s.alphaList,
      loser_decklist_id: s.betaList,
      winner_user_id: env.w.member.id,
      loser_user_id: env.w.admin.id,
      went_first: false,
      match_date: '2024-05-01T18:30:00+02:00',
      notes: '  Turn four kill  ',
    });
    const rest = await call(env, 'POST', '/matches', input(r));
    const gql = await mutate(env, 'logMatch', snakeToCamel(input(g)), `match { ${MATCH} }`);
    return [restMatch(rest), gqlMatch(gql.match)];
  },

  'GET /matches': async (env) => {
    const { projectId, B } = await lab(env);
    // Beta's matches, the deleted one included, newest first.
    const rest = await call(env, 'GET', `/matches?project_id=${projectId}&archetype_id=${B}&include_inactive=true`);
    const gql = await query(env, `query ($id: ID!, $filter: MatchFilter) { project(id: $id) { matches(filter: $filter) { totalCount edges { node { ${MATCH} } } } } }`,
      { id: gid('Project', projectId), filter: { archetypeId: gid('Archetype', B), includeInactive: true } });
    return [
      { total: rest.total, matches: rest.matches.map(restMatch) },
      { total: gql.project.matches.totalCount, matches: edges(gql.project.matches).map(gqlMatch) },
    ];
  },

  'GET /matches/stats': async (env) => {
    const { projectId, A, alphaList } = await lab(env);
    const { member } = env.w;
    const rest = {
      archetype: await call(env, 'GET', `/matches/stats?archetype_id=${A}`),
      player: await call(env, 'GET', `/matches/stats?user_id=${member.id}&project_id=${projectId}`),
      decklist: await call(env, 'GET', `/matches/stats?decklist_id=${alphaList}`),
    };
    const gql = await query(env, `query ($a: ID!, $u: ID!, $p: ID!, $d: ID!) { archetype: matchStats(archetypeId: $a) { ${STATS} }
      player: matchStats(userId: $u, projectId: $p) { ${STATS} } decklist: matchStats(decklistId: $d) { ${STATS} } }`,
      { a: gid('Archetype', A), u: gid('User', member.id), p: projectId, d: gid('Decklist', alphaList) });
    expect(rest.archetype).toMatchObject({ total_matches: 4, wins: 3, losses: 1 });
    return [rest, snake(gql)];
  },

  'GET /matches/matrix': async (env) => {
    const { projectId } = await lab(env);
    const rest = (await call(env, 'GET', `/matches/matrix?project_id=${projectId}&min_sample_size=2&target_half_width=0.1`)).matrix;
    const gql = await query(env, `query ($id: ID!) { project(id: $id) { matchupMatrix(filter: { minSampleSize: 2 }) {
      projectName totalMatches minSampleSize archetypes { archetypeId name shortName totalMatches totalWins winRate }
      cells { archetypeId opponentId wins losses sampleSize winRate winRatePercent firstWinRate firstSampleSize isSignificant band
        confidenceInterval { lower upper } gamesNeeded(halfWidth: 0.1) } } } }`, { id: gid('Project', projectId) });
    const restMatrix = { ...rest, archetypes: rest.archetypes.map(({ id, ...a }: Row) => ({ archetype_id: id, ...a })), cells: rest.matrix };
    const gqlMatrix = snake(gql.project.matchupMatrix);
    expect(restMatrix.total_matches).toBe(5);
    return [namedMatrix(restMatrix), namedMatrix(gqlMatrix)];
  },

  'GET /matches/export': async (env) => {
    const { projectId } = await lab(env);
    const response = await env.t.rest('GET', `/matches/export?project_id=${projectId}&include_inactive=true`, { token: env.w.owner.token });
    expect(response.status).toBe(200);
    const csv = String(response.body);
    const filename = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
    const gql = await query(env, `query ($id: ID!) { project(id: $id) { matchesCsv(filter: { includeInactive: true }) { filename rows csv } } }`, { id: gid('Project', projectId) });
    return [{ filename, rows: csv.trim().split('\n').length - 1, csv }, gql.project.matchesCsv];
  },

  'POST /matches/import': async (env) => {
    const [r, g] = await twins(() => duel(env));
    const { member, admin } = env.w;
    const header = 'match_date,winner_archetype,winner_decklist,loser_archetype,winner_user,loser_user,went_first,notes';
    const good = [`2024-06-01,Alpha,Alpha list,Beta,${member.username},${admin.username},winner,first`, '2024-06-02T10:00:00Z,Beta,,Alpha,,,loser,second'];
    const withErrors = [header, ...good, '2024-06-31,Alpha,,Beta,,,,bad date', '2024-06-03,Alpha,,Delta,,,,unknown archetype'].join('\n');
    const csv = [header, ...good].join('\n');
    // A dry run reports the bad lines and writes nothing; the real import writes every row.
    const rest = {
      dry: await call(env, 'POST', '/matches/import', { project_id: r.projectId, csv: withErrors, dry_run: true }),
      real: await call(env, 'POST', '/matches/import', { project_id: r.projectId, csv }),
      matches: (await call(env, 'GET', `/matches?project_id=${r.projectId}`)).matches.map(restMatch),
    };
    const projectId = gid('Project', g.projectId);
    const gql = {
      dry: snake(await mutate(env, 'importMatchesCsv', { projectId, csv: withErrors, dryRun: true }, IMPORT_REPORT)),
      real: snake(await mutate(env, 'importMatchesCsv', { projectId, csv }, IMPORT_REPORT)),
      matches: edges((await query(env, `query ($id: ID!) { project(id: $id) { matches { edges { node { ${MATCH} } } } } }`, { id: projectId })).project.matches).map(gqlMatch),
    };
    expect(rest.matches).toHaveLength(2);
    return [rest, gql];
  },

  'GET /matches/:id': async (env) => {
    const { matches } = await lab(env);
    const rest = [await call(env, 'GET', `/matches/${matches[0]}`), await call(env, 'GET', `/matches/${matches[5]}`)];
    const gql = await query(env, `query ($a: ID!, $b: ID!) { a: match(id: $a) { ${MATCH} } b: match(id: $b) { ${MATCH} } }`, { a: gid('Match', matches[0]), b: matches[5] });
    return [rest.map(restMatch), [gql.a, gql.b].map(gqlMatch)];
  },

  'PUT /matches/:id': async (env) => {
    const logged = async () => {
      const s = await duel(env);
      const body = { project_id: s.projectId, winner_archetype_id: s.alpha, loser_archetype_id: s.beta, winner_decklist_id: s.alphaList, winner_user_id: env.w.member.id, went_first: true, notes: 'first' };
      return { ...s, id: (await call(env, 'POST', '/matches', body)).id as string };
    };
    const [r, g] = await twins(logged);
    // Absent fields stay, null clears an optional one.
    const changes = (s: typeof r) => ({ went_first: false, notes: null, winner_user_id: null, loser_user_id: env.w.admin.id, loser_decklist_id: s.betaList, match_date: '2024-07-01T10:00:00Z' });
    const rest = await call(env, 'PUT', `/matches/${r.id}`, changes(r));
    const gql = await mutate(env, 'updateMatch', { id: gid('Match', g.id), ...snakeToCamel(changes(g)) }, `match { ${MATCH} }`);
    return [restMatch(rest), gqlMatch(gql.match)];
  },

  'DELETE /matches/:id': async (env) => {
    const logged = async () => {
      const s = await duel(env);
      const body = { project_id: s.projectId, winner_archetype_id: s.beta, loser_archetype_id: s.alpha, match_date: '2024-08-01T09:00:00Z', notes: 'to delete' };
      return { ...s, id: (await call(env, 'POST', '/matches', body)).id as string };
    };
    const [r, g] = await twins(logged);
    await call(env, 'DELETE', `/matches/${r.id}`);
    await mutate(env, 'deleteMatch', { id: gid('Match', g.id) }, 'deletedId');
    // Deleting is soft: the match stays readable as inactive and leaves the lists and the matrix.
    const list = (await call(env, 'GET', `/matches?project_id=${r.projectId}`)).total;
    const matrix = (await call(env, 'GET', `/matches/matrix?project_id=${r.projectId}`)).matrix.total_matches;
    const rest = { match: restMatch(await call(env, 'GET', `/matches/${r.id}`)), list, matrix };
    const read = await query(env, `query ($m: ID!, $p: ID!) { match(id: $m) { ${MATCH} } project(id: $p) { matches { totalCount } matchupMatrix { totalMatches } } }`, { m: g.id, p: g.projectId });
    return [rest, { match: gqlMatch(read.match), list: read.project.matches.totalCount, matrix: read.project.matchupMatrix.totalMatches }];
  },
};

/** REST body keys as GraphQL input keys (one level). */
function snakeToCamel(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).map(([key, value]) => [key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()), value]));
}

// Calls, setup and projections shared by the parity cases of archetypes, decklists and matches: each REST answer and
// GraphQL answer is projected to one plain shape (REST field names) before they are compared.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { expect } from 'vitest';
import { gqlOk, mutationOk, restOk, type ParityEnv } from './cases.ts';

export type Env = ParityEnv;
export type Row = Record<string, any>;

export const GAME = 'Magic: The Gathering';
let counter = 0;
/** A name no other case (or earlier run against the same app) uses, for lists that span projects. */
export const unique = (label: string) => `${label} ${Date.now().toString(36)}${(counter++).toString(36)}`;
export const gid = encodeGlobalID;

// ---- Calls, all as the owner unless said otherwise ----

export const call = (env: Env, method: string, path: string, body?: unknown) => restOk(env.t, method, path, { token: env.w.owner.token, body });
export const query = (env: Env, text: string, variables?: Record<string, unknown>) => gqlOk(env.t, text, variables, env.w.owner.token);
export const status = async (env: Env, path: string) => (await env.t.rest('GET', path, { token: env.w.owner.token })).status;

/** Runs mutation `name` as the owner and returns its `${Name}Payload`, failing on a typed error. */
export async function mutate(env: Env, name: string, input: object, selection: string): Promise<Row> {
  const type = `${name[0].toUpperCase()}${name.slice(1)}Payload`;
  const { __typename, ...payload } = await mutationOk(env.t, name, input, `... on ${type} { ${selection} }`, env.w.owner.token);
  expect(__typename).toBe(type);
  return payload;
}

/** The same setup twice: the REST write goes to the first, the GraphQL one to the second. */
export const twins = async <T>(setup: () => Promise<T>): Promise<[T, T]> => [await setup(), await setup()];

/** GraphQL camelCase keys as REST snake_case keys, deeply. */
export const snake = (value: unknown): any =>
  Array.isArray(value)
    ? value.map(snake)
    : value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).map(([key, v]) => [key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), snake(v)]))
      : value;

export const edges = (connection: { edges: { node: Row }[] }) => connection.edges.map((e) => e.node);

// ---- Setup through REST ----

export async function project(env: Env, visibility = 'private'): Promise<string> {
  const body = { team_id: env.w.privateTeam.id, name: unique('Parity'), game: GAME, format: 'Modern', visibility };
  return (await call(env, 'POST', '/projects', body)).id;
}
export const archetype = async (env: Env, projectId: string, name: string, extra: object = {}): Promise<string> =>
  (await call(env, 'POST', '/archetypes', { project_id: projectId, name, game: GAME, ...extra })).id;
export const decklist = async (env: Env, archetypeId: string, extra: object = {}): Promise<string> =>
  (await call(env, 'POST', '/decklists', { archetype_id: archetypeId, cards: BURN, ...extra })).id;

export const BURN = [
  { name: 'Lightning Bolt', quantity: 4, type: 'Instant', cost: 'R' },
  { name: 'Goblin Guide', quantity: 4, type: 'Creature', rarity: 'rare', set: 'ZEN', number: '126' },
  { name: 'Mountain', quantity: 20, type: 'Land' },
];
export const EIDOLON = { name: 'Eidolon of the Great Revel', quantity: 2, type: 'Creature' };

/** A decklist with three versions: v2 adds Eidolon and cuts Goblin Guide to 2, v3 drops Eidolon for two Mountains. */
export async function history(env: Env): Promise<{ archetypeId: string; id: string }> {
  const archetypeId = await archetype(env, await project(env), 'History');
  const id = await decklist(env, archetypeId, { name: 'Burn list', notes: 'First', change_summary: 'Initial' });
  await call(env, 'PUT', `/decklists/${id}`, { cards: [BURN[0], { ...BURN[1], quantity: 2 }, BURN[2], EIDOLON], change_summary: 'Add Eidolon', notes: 'Second' });
  await call(env, 'PUT', `/decklists/${id}`, { cards: [BURN[0], { ...BURN[1], quantity: 2 }, { ...BURN[2], quantity: 22 }], change_summary: 'More lands' });
  return { archetypeId, id };
}

/** A project with Alpha and Beta, a decklist for each; the sides of a match. */
export async function duel(env: Env) {
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
export async function lab(env: Env) {
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
  const bestOfThree = [
    { won_by: 'winner', on_the_play: 'loser', sideboarded: false },
    { won_by: 'loser', on_the_play: 'winner', sideboarded: true },
    { won_by: 'winner', on_the_play: 'winner', sideboarded: true },
  ];
  matches.push((await call(env, 'POST', '/matches', { project_id: projectId, winner_archetype_id: C, loser_archetype_id: A, best_of: 3, games: bestOfThree, match_date: '2024-01-17T12:00:00.000Z' })).id);
  await call(env, 'DELETE', `/matches/${matches[5]}`); // matches[6] is the best-of-three above
  return { projectId, A, B, C, alphaList, matches };
}

// ---- Projections to one plain shape (REST field names) ----

export const ARCHETYPE = 'name shortName description game format isActive isCandidate revision createdBy { databaseId }';
export const restArchetype = (a: Row) => ({ name: a.name, short_name: a.short_name, description: a.description, game: a.game, format: a.format, is_active: a.is_active, is_candidate: a.is_candidate, revision: a.revision, created_by: a.created_by });
export const gqlArchetype = (a: Row) => ({ name: a.name, short_name: a.shortName, description: a.description, game: a.game, format: a.format, is_active: a.isActive, is_candidate: a.isCandidate, revision: a.revision, created_by: a.createdBy?.databaseId ?? null });
// Lists span projects, so they also say which project each archetype is in.
export const LISTED = `${ARCHETYPE} project { name }`;
export const restListed = (a: Row) => ({ ...restArchetype(a), project: a.project_name });
export const gqlListed = (a: Row) => ({ ...gqlArchetype(a), project: a.project.name });

/** Card lines with what the catalog knows of them, the curve and the legality warnings of a list. */
export const CARDS = `cards { name quantity type section cost manaValue rarity set number typeLine imageUrl resolved }
  curve { label count } legalityWarnings { code card message }`;
const gqlCard = ({ manaValue, typeLine, imageUrl, ...card }: Row) => ({ ...card, mana_value: manaValue, type_line: typeLine, image_url: imageUrl });
export const restCards = (v: Row) => ({ cards: v.cards, curve: v.curve, legality_warnings: v.legality_warnings });
export const gqlCards = (v: Row) => ({ cards: v.cards.map(gqlCard), curve: v.curve, legality_warnings: v.legalityWarnings });
export const VERSION = `versionTag number changeSummary notes createdBy { databaseId } ${CARDS}`;
export const restVersion = (v: Row) => ({ version_tag: v.version_tag, version_number: v.version_number, change_summary: v.change_summary, notes: v.notes, created_by: v.created_by, ...restCards(v) });
export const gqlVersion = (v: Row) => ({ version_tag: v.versionTag, version_number: v.number, change_summary: v.changeSummary, notes: v.notes, created_by: v.createdBy?.databaseId ?? null, ...gqlCards(v) });

export const DECKLIST = `name versionTag rawImportText createdBy { databaseId } current { ${VERSION} }`;
/** A decklist at one version (REST answers any version through ?version=; GraphQL through version(number:)). */
export const restDecklist = (d: Row) => ({ name: d.name, current_version_tag: d.current_version_tag, raw_import_text: d.raw_import_text, ...restVersion(d) });
export const gqlDecklist = (d: Row, version: Row = d.current) => ({ name: d.name, current_version_tag: d.versionTag, raw_import_text: d.rawImportText, ...gqlVersion(version), created_by: d.createdBy?.databaseId ?? null });

export const MATCH = `winnerArchetype { name } loserArchetype { name } winnerDecklist { name } loserDecklist { name } winnerDecklistVersion loserDecklistVersion
  winnerUser { username } loserUser { username } recordedBy { username } wentFirst bestOf games { wonBy onThePlay sideboarded } matchDate notes isActive revision`;
export const restMatch = (m: Row) => ({
  winner: m.winner_archetype.name,
  loser: m.loser_archetype.name,
  winner_decklist: m.winner_decklist && { name: m.winner_decklist.name, version: m.winner_decklist_version },
  loser_decklist: m.loser_decklist && { name: m.loser_decklist.name, version: m.loser_decklist_version },
  winner_user: m.winner_user?.username ?? null,
  loser_user: m.loser_user?.username ?? null,
  recorded_by: m.recorded_by_user?.username ?? null,
  went_first: m.went_first,
  best_of: m.best_of,
  games: m.games,
  match_date: m.match_date,
  notes: m.notes,
  is_active: m.is_active,
  revision: m.revision,
});
export const gqlMatch = (m: Row) => ({
  winner: m.winnerArchetype.name,
  loser: m.loserArchetype.name,
  winner_decklist: m.winnerDecklist && { name: m.winnerDecklist.name, version: m.winnerDecklistVersion },
  loser_decklist: m.loserDecklist && { name: m.loserDecklist.name, version: m.loserDecklistVersion },
  winner_user: m.winnerUser?.username ?? null,
  loser_user: m.loserUser?.username ?? null,
  recorded_by: m.recordedBy?.username ?? null,
  went_first: m.wentFirst,
  best_of: m.bestOf,
  games: m.games.map((g: Row) => ({ won_by: g.wonBy.toLowerCase(), on_the_play: g.onThePlay.toLowerCase(), sideboarded: g.sideboarded })),
  match_date: m.matchDate,
  notes: m.notes,
  is_active: m.isActive,
  revision: m.revision,
});

export const STATS = 'totalMatches wins losses winRate firstPlayerWins firstPlayerRate';
const GAME_RATE = 'wins games winRate confidenceInterval { lower upper }';
export const GAME_STATS = `games { wins losses winRate confidenceInterval { lower upper } onThePlay { ${GAME_RATE} } onTheDraw { ${GAME_RATE} } preSideboard { ${GAME_RATE} } postSideboard { ${GAME_RATE} } }`;
export const IMPORT_REPORT = 'dryRun totalRows validRows imported errors { line message }';
export const DIFF = 'summary { cardsAdded cardsRemoved cardsChanged netCardCount totalChanges } cardDiffs { name type diffType oldQuantity newQuantity quantityDiff }';
export const TIMELINE = `timeline { fromVersionTag toVersionTag fromTimestamp toTimestamp ${DIFF} }`;

/** A matrix with archetype names in place of ids; GraphQL's band enum (VERY_GOOD) in REST's casing (very-good). */
export function namedMatrix(m: { project_name: string; total_matches: number; min_sample_size: number; archetypes: Row[]; cells: Row[] }) {
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
export async function decksPage(env: Env): Promise<string> {
  const tag = unique('Deckpage');
  const open = await project(env, 'public');
  await archetype(env, open, `${tag} Elves`, { format: 'Modern' });
  await archetype(env, open, `${tag} Goblins`, { description: 'Fast' });
  await call(env, 'PUT', `/archetypes/${await archetype(env, open, `${tag} Retired`)}`, { is_active: false });
  await archetype(env, await project(env), `${tag} Hidden`, { short_name: 'HID' });
  return tag;
}

/** One decks-page list through REST and GraphQL (signed out or as the owner), plain and with inactive archetypes. */
export function decksPageCase(path: string, scope: 'PUBLIC' | 'PRIVATE' | 'ALL', signedIn: boolean) {
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

/** REST body keys as GraphQL input keys (one level). */
export function snakeToCamel(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).map(([key, value]) => [key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()), value]));
}

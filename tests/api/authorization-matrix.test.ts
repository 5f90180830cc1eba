// The authorization matrix (issue 9): every REST route and every GraphQL Query, Mutation and Subscription field has a
// row here naming its call, its target and the decided outcome per role (profiles in helpers/authz-outcomes.ts, the
// rules in docs/decisions.md). Each row runs as anonymous, outsider, member, team admin, owner and site admin against
// a private and a public target where that distinction exists. Every answer to a visitor or outsider is searched for
// private data, every answer to someone other than the member for the member's notifications, and every refused
// write must leave the database exactly as it was. A route or field without a row fails the suite.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema } from '../../server/graphql/schema/index.ts';
import { routes } from '../../server/rest/routes.ts';
import {
  ADMIN_ONLY,
  AUTHOR,
  COMMENT,
  errorCodes,
  FILTERED_READ,
  fingerprint,
  GRAPHQL_ERROR_TYPES,
  leaksIn,
  MANAGE_TEAM,
  MEMBERS_LIST,
  MY_PRIVATE_LIST,
  MY_TEAMS_LIST,
  NESTED_TEAM_ONLY,
  OPEN,
  OWN_COMMENT,
  OWN_FIELDS,
  PUBLIC_LIST,
  READ,
  READABLE_LIST,
  REPLY_RIGHTS,
  SELF,
  SELF_LIST,
  shown,
  SIGNED_IN,
  WRITE_MEMBER,
  type Outcome,
  type Profile,
  type RoleOutcomes,
  type Style,
} from './helpers/authz-outcomes.ts';
import { buildStock, created, DECK_TEXT, GAME, named, type Scope, type ScopeStock, type Stock } from './helpers/authz-world.ts';
import { subscribe, until } from './helpers/live.ts';
import { startTestApp, type GraphQLResponse, type TestApp } from './helpers/test-app.ts';
import { registerUser, signedInUser, uniqueName, type TestUser } from './helpers/users.ts';
import { ROLES, tokenOf, type Role, type World } from './helpers/world.ts';

let t: TestApp;
let stock: Stock;
let w: World;
let baseUrl: string;
/** Signs in for the session rows (login, refresh, logout). */
let probe: TestUser;
/** Whose admin rights setUserAdmin changes. */
let candidate: { id: string };

beforeAll(async () => {
  t = await startTestApp();
  stock = await buildStock(t);
  w = stock.world;
  probe = await signedInUser(t);
  candidate = await registerUser(t);
  baseUrl = await t.app.start();
});
afterAll(() => t.stop());

/** One call of a row: who calls, on which target. `any` rows get the private scope's things. */
interface Call {
  role: Role;
  scope: Scope | 'any';
  s: ScopeStock;
  token: string | undefined;
}

type Answer = { shown: string | number; answer: unknown };

interface Entry {
  /** `GET /teams/:id` as in the route table, or `Query.team`, `Mutation.createTeam`. */
  key: string;
  label: string;
  profile: Profile;
  style: Style;
  /** The REST success status. */
  status: number;
  /** What an "empty" outcome leaves out. */
  target: string;
  write: boolean;
  /** Prepares the call (creating a fresh target where the call destroys it) and returns the call itself. */
  prepare(c: Call): Promise<() => Promise<Answer>>;
}

type Present = [target: string, isThere: (answer: any, c: Call) => boolean];
interface Options {
  note?: string;
  status?: number;
  present?: Present;
}

// ---- Building rows ----

const labelOf = (key: string, note?: string) => (note ? `${key} (${note})` : key);

type RestRequest = string | { path: string; body?: unknown };

function rest(key: string, profile: Profile, request: (c: Call) => RestRequest | Promise<RestRequest>, options: Options = {}): Entry {
  const [method, pattern] = key.split(' ');
  const status = options.status ?? routes.find((r) => r.method === method && r.path === pattern)?.status ?? 200;
  const [target, isThere] = options.present ?? ['', undefined];
  return {
    key,
    label: labelOf(key, options.note),
    profile,
    style: 'rest',
    status,
    target,
    write: method !== 'GET',
    async prepare(c) {
      const built = await request(c);
      const { path, body } = typeof built === 'string' ? { path: built, body: undefined } : built;
      return async () => {
        const response = await t.rest(method, path, { token: c.token, body });
        const answered = response.status < 300 && isThere && !isThere(response.body, c) ? `${response.status} without ${target}` : response.status;
        return { shown: answered, answer: response.body };
      };
    },
  };
}

type Variables = Record<string, unknown>;

function gql(
  key: string,
  profile: Profile,
  style: 'nullable' | 'throws' | 'union',
  document: string,
  variables: (c: Call) => Variables | Promise<Variables> = () => ({}),
  options: Options & { pick?: (value: any) => unknown } = {},
): Entry {
  const field = key.split('.')[1];
  const [target, isThere] = options.present ?? ['', undefined];
  return {
    key,
    label: labelOf(key, options.note),
    profile,
    style,
    status: 200,
    target,
    write: key.startsWith('Mutation.'),
    async prepare(c) {
      const vars = await variables(c);
      return async () => {
        const response = await t.gql(document, vars, c.token);
        return { shown: graphQLShown(response, field, c, target, isThere, options.pick), answer: response };
      };
    },
  };
}

/** data / null / an error member of the result union / the codes of GraphQL errors. */
function graphQLShown(response: GraphQLResponse, field: string, c: Call, target: string, isThere?: Present[1], pick?: (value: any) => unknown): string {
  if (response.errors?.length) return errorCodes(response.errors);
  const raw = response.data?.[field];
  const value = (pick ? pick(raw) : raw) as { __typename?: string } | null | undefined;
  if (value === null || value === undefined) return 'null';
  if (value.__typename && GRAPHQL_ERROR_TYPES.has(value.__typename)) return value.__typename;
  return isThere && !isThere(response.data, c) ? `data without ${target}` : 'data';
}

/** A mutation with an `input` argument, answering its result union. */
const mutation = (field: string, inputType = `${field[0].toUpperCase()}${field.slice(1)}Input`) =>
  `mutation ($input: ${inputType}!) { ${field}(input: $input) { __typename ... on Error { message } } }`;

const byId = (list: { databaseId?: string; id?: string }[] | undefined, id: string) => (list ?? []).some((item) => (item.databaseId ?? item.id) === id);
const nodesOf = (connection: { edges: { node: { databaseId: string } }[] }) => connection.edges.map((edge) => edge.node);
const both = (profile: Profile): Profile => ({ private: profile.any, public: profile.any });

// ---- Fresh targets, created through the API as the owner (or the member for comments, whose author matters) ----

const fresh = {
  archetype: async (c: Call) => (await created(t, w.owner.token, 'POST', '/archetypes', { project_id: c.s.project.id, name: named(c.scope, 'Doomed'), game: GAME })).id as string,
  decklist: async (c: Call) => (await created(t, w.owner.token, 'POST', '/decklists/import', { archetype_id: c.s.archetypes[1], raw_text: DECK_TEXT, name: named(c.scope, 'Doomed') })).id as string,
  match: async (c: Call) => (await created(t, w.owner.token, 'POST', '/matches', { project_id: c.s.project.id, winner_archetype_id: c.s.archetypes[1], loser_archetype_id: c.s.archetypes[0] })).id as string,
  comment: async (c: Call, token = w.member.token) =>
    (await created(t, token, 'POST', '/comments', { commentable_type: 'archetype', commentable_id: c.s.archetypes[1], content: named(c.scope, 'doomed remark') })).data.id as string,
  /** The caller's own comment (a visitor has none: the member's stands in). */
  ownComment: async (c: Call) => (c.token ? fresh.comment(c, c.token) : c.s.reply),
  team: async (c: Call) => (await created(t, w.owner.token, 'POST', '/teams', { name: named(c.scope, 'Doomed team'), visibility: visibilityOf(c) })).id as string,
  project: async (c: Call) => (await created(t, w.owner.token, 'POST', '/projects', { team_id: c.s.team.id, name: named(c.scope, 'Doomed project'), game: GAME, visibility: visibilityOf(c) })).id as string,
  user: async () => (await registerUser(t)).id,
  verificationToken: async () => (await registerUser(t)).verificationToken,
  refreshToken: async () => (await t.rest('POST', '/auth/login', { body: { email: probe.email, password: probe.password } })).body.refresh_token as string,
  email: () => `${uniqueName('nobody')}@example.test`,
};

const visibilityOf = (c: Call) => (c.scope === 'public' ? 'public' : 'private');
const cards = [{ name: 'Lightning Bolt', quantity: 4 }, { name: 'Mountain', quantity: 18 }];
const csvOf = (c: Call) => `winner_archetype,loser_archetype\n${c.s.archetypes[0]},${c.s.archetypes[1]}\n`;
const registration = () => {
  const username = uniqueName('joiner');
  return { username, email: `${username.toLowerCase()}@example.test`, password: 'correct horse battery' };
};

// ---- REST: every route of server/rest/routes.ts ----

const restEntries: Entry[] = [
  rest('GET /health', OPEN, () => '/health'),
  rest('GET /cards/search', OPEN, () => '/cards/search?game=mtg&q=lightning'),
  rest('POST /auth/login', OPEN, () => ({ path: '/auth/login', body: { email: probe.email, password: probe.password } })),
  rest('POST /auth/register', OPEN, () => ({ path: '/auth/register', body: registration() })),
  rest('GET /auth/confirm-email', OPEN, async () => `/auth/confirm-email?token=${encodeURIComponent(await fresh.verificationToken())}`),
  rest('POST /auth/resend-verification', OPEN, () => ({ path: '/auth/resend-verification', body: { email: fresh.email() } })),
  rest('POST /auth/refresh', OPEN, async () => ({ path: '/auth/refresh', body: { refresh_token: await fresh.refreshToken() } })),
  rest('POST /auth/logout', OPEN, async () => ({ path: '/auth/logout', body: { refresh_token: await fresh.refreshToken() } })),
  rest('GET /auth/me', SIGNED_IN, () => '/auth/me'),

  rest('GET /teams/public', PUBLIC_LIST, () => '/teams/public', { present: ['the team', (body, c) => byId(body, c.s.team.id)] }),
  rest('GET /teams', MY_TEAMS_LIST, () => '/teams', { present: ['the team', (body, c) => byId(body, c.s.team.id)] }),
  rest('POST /teams', SIGNED_IN, () => ({ path: '/teams', body: { name: named('any', 'team') } })),
  rest('GET /teams/:id', READ, (c) => `/teams/${c.s.team.id}`),
  rest('GET /teams/:id/projects', READ, (c) => `/teams/${c.s.team.id}/projects`, { present: ['the project', (body, c) => byId(body, c.s.project.id)] }),
  rest('GET /teams/:id/members', MEMBERS_LIST, (c) => `/teams/${c.s.team.id}/members`),
  rest('POST /teams/:id/invite', MANAGE_TEAM, (c) => ({ path: `/teams/${c.s.team.id}/invite`, body: { identifier: fresh.email(), role: 'member' } })),
  rest('GET /teams/:id/search-users', MANAGE_TEAM, (c) => `/teams/${c.s.team.id}/search-users?q=us`),

  rest('GET /projects/public', PUBLIC_LIST, () => '/projects/public', { present: ['the project', (body, c) => byId(body, c.s.project.id)] }),
  rest('GET /projects', READABLE_LIST, () => '/projects', { present: ['the project', (body, c) => byId(body, c.s.project.id)] }),
  rest('POST /projects', WRITE_MEMBER, (c) => ({ path: '/projects', body: { team_id: c.s.team.id, name: named(c.scope, 'project'), game: GAME, visibility: visibilityOf(c) } })),
  rest('GET /projects/team/:teamId', READ, (c) => `/projects/team/${c.s.team.id}`, { present: ['the project', (body, c) => byId(body, c.s.project.id)] }),
  rest('GET /projects/:id', { ...READ, shared: NESTED_TEAM_ONLY }, (c) => `/projects/${c.s.project.id}`, { present: ['team name', (body) => body.team_name !== null] }),
  rest('GET /games', { private: FILTERED_READ.private }, () => '/games', { present: ["the private project's game", (body) => body.includes('Secretgame')] }),
  rest('GET /formats', { private: FILTERED_READ.private }, () => '/formats', { present: ["the private project's format", (body) => body.includes('Secretformat')] }),

  rest('POST /archetypes', WRITE_MEMBER, (c) => ({ path: '/archetypes', body: { project_id: c.s.project.id, name: named(c.scope, 'archetype'), game: GAME } })),
  rest('GET /archetypes/public', PUBLIC_LIST, () => '/archetypes/public', { present: ['the archetype', (body, c) => byId(body, c.s.archetypes[0])] }),
  rest('GET /archetypes/private', MY_PRIVATE_LIST, () => '/archetypes/private', { present: ['the archetype', (body, c) => byId(body, c.s.archetypes[0])] }),
  rest('GET /archetypes', READABLE_LIST, () => '/archetypes', { present: ['the archetype', (body, c) => byId(body, c.s.archetypes[0])] }),
  rest('GET /projects/:id/archetypes', READ, (c) => `/projects/${c.s.project.id}/archetypes`),
  rest('PUT /archetypes/:id', WRITE_MEMBER, (c) => ({ path: `/archetypes/${c.s.archetypes[0]}`, body: { description: named(c.scope, 'notes') } })),
  rest('DELETE /archetypes/:id', WRITE_MEMBER, async (c) => `/archetypes/${await fresh.archetype(c)}`),

  rest('POST /decklists/import', WRITE_MEMBER, (c) => ({ path: '/decklists/import', body: { archetype_id: c.s.archetypes[0], raw_text: DECK_TEXT, name: named(c.scope, 'import') } })),
  rest('POST /decklists/import', WRITE_MEMBER, (c) => ({ path: '/decklists/import', body: { archetype_id: c.s.archetypes[0], raw_text: DECK_TEXT, preview: true } }), { note: 'preview', status: 200 }),
  rest('POST /decklists', WRITE_MEMBER, (c) => ({ path: '/decklists', body: { archetype_id: c.s.archetypes[0], name: named(c.scope, 'list'), cards } })),
  rest('GET /decklists/:id', READ, (c) => `/decklists/${c.s.decklist.id}`),
  rest('PUT /decklists/:id', WRITE_MEMBER, (c) => ({ path: `/decklists/${c.s.decklist.id}`, body: { cards, change_summary: 'Two fewer Mountains' } })),
  rest('DELETE /decklists/:id', WRITE_MEMBER, async (c) => `/decklists/${await fresh.decklist(c)}`),
  rest('GET /decklists/:id/versions', READ, (c) => `/decklists/${c.s.decklist.id}/versions`),
  rest('GET /decklists/:id/compare', READ, (c) => `/decklists/${c.s.decklist.id}/compare?from_version=1&to_version=2`),
  rest('GET /decklists/:id/evolution', READ, (c) => `/decklists/${c.s.decklist.id}/evolution`),
  rest('GET /decklists/:id/diffs', READ, (c) => `/decklists/${c.s.decklist.id}/diffs`),
  rest('GET /archetypes/:id', READ, (c) => `/archetypes/${c.s.archetypes[0]}`),
  rest('GET /archetypes/:id/decklists', READ, (c) => `/archetypes/${c.s.archetypes[0]}/decklists`),

  rest('GET /admin/stats', ADMIN_ONLY, () => '/admin/stats'),
  rest('GET /admin/users', ADMIN_ONLY, () => '/admin/users'),
  rest('DELETE /admin/users/:id', ADMIN_ONLY, async () => `/admin/users/${await fresh.user()}`),
  rest('PUT /admin/users/:id/admin', ADMIN_ONLY, () => ({ path: `/admin/users/${candidate.id}/admin`, body: { is_admin: true } })),
  rest('GET /admin/teams', ADMIN_ONLY, () => '/admin/teams?limit=500', { present: ['the private team', (body) => byId(body, w.privateTeam.id)] }),
  rest('DELETE /admin/teams/:id', both(ADMIN_ONLY), async (c) => `/admin/teams/${await fresh.team(c)}`),
  rest('GET /admin/projects', ADMIN_ONLY, () => '/admin/projects?limit=500', { present: ['the private project', (body) => byId(body, w.privateProject.id)] }),
  rest('DELETE /admin/projects/:id', both(ADMIN_ONLY), async (c) => `/admin/projects/${await fresh.project(c)}`),
  rest('GET /admin/archetypes', ADMIN_ONLY, () => '/admin/archetypes'),
  rest('DELETE /admin/archetypes/:id', both(ADMIN_ONLY), async (c) => `/admin/archetypes/${await fresh.archetype(c)}`),
  rest('GET /admin/decklists', ADMIN_ONLY, () => '/admin/decklists'),
  rest('DELETE /admin/decklists/:id', both(ADMIN_ONLY), async (c) => `/admin/decklists/${await fresh.decklist(c)}`),

  rest('POST /comments', COMMENT, (c) => ({ path: '/comments', body: { commentable_type: 'archetype', commentable_id: c.s.archetypes[0], content: named(c.scope, 'remark') } })),
  rest('GET /comments', FILTERED_READ, (c) => `/comments?project_id=${c.s.project.id}&limit=100`, { present: ['the comment', (body, c) => byId(body, c.s.comment)] }),
  rest('GET /comments/threads', READ, (c) => `/comments/threads?commentable_type=archetype&commentable_id=${c.s.archetypes[0]}`),
  rest('GET /comments/:id', READ, (c) => `/comments/${c.s.comment}`),
  rest('PUT /comments/:id', AUTHOR, (c) => ({ path: `/comments/${c.s.reply}`, body: { content: named(c.scope, 'second thoughts') } }), { note: "the member's" }),
  rest('PUT /comments/:id', OWN_COMMENT, async (c) => ({ path: `/comments/${await fresh.ownComment(c)}`, body: { content: named(c.scope, 'edited') } }), { note: "the caller's own" }),
  rest('DELETE /comments/:id', AUTHOR, async (c) => `/comments/${await fresh.comment(c)}`, { note: "the member's" }),
  rest('DELETE /comments/:id', OWN_COMMENT, async (c) => `/comments/${await fresh.ownComment(c)}`, { note: "the caller's own" }),

  rest('GET /mentions', SELF_LIST, () => '/mentions?limit=100', { present: ["the member's mention", (body) => byId(body, stock.memberMention)] }),
  rest('PUT /mentions/:id/read', SELF, () => `/mentions/${stock.memberMention}/read`),
  rest('GET /notifications', SELF_LIST, () => '/notifications?limit=100', { present: ["the member's notification", (body) => byId(body, stock.memberNotification)] }),
  rest('GET /notifications/unread-count', SIGNED_IN, () => '/notifications/unread-count'),
  rest('PUT /notifications/read-all', SIGNED_IN, () => '/notifications/read-all'),
  rest('PUT /notifications/:id/read', SELF, () => `/notifications/${stock.memberNotification}/read`),

  rest('POST /matches', WRITE_MEMBER, (c) => ({ path: '/matches', body: { project_id: c.s.project.id, winner_archetype_id: c.s.archetypes[0], loser_archetype_id: c.s.archetypes[1] } })),
  rest('GET /matches', READ, (c) => `/matches?project_id=${c.s.project.id}`),
  rest('GET /matches/stats', READ, (c) => `/matches/stats?project_id=${c.s.project.id}`),
  rest('GET /matches/stats', FILTERED_READ, (c) => `/matches/stats?archetype_id=${c.s.archetypes[0]}`, { note: 'of an archetype', present: ['its matches', (body) => body.total_matches > 0] }),
  rest('GET /matches/matrix', READ, (c) => `/matches/matrix?project_id=${c.s.project.id}`),
  rest('GET /matches/export', READ, (c) => `/matches/export?project_id=${c.s.project.id}`),
  rest('POST /matches/import', WRITE_MEMBER, (c) => ({ path: '/matches/import', body: { project_id: c.s.project.id, csv: csvOf(c) } })),
  rest('GET /matches/:id', READ, (c) => `/matches/${c.s.matches[0]}`),
  rest('PUT /matches/:id', WRITE_MEMBER, (c) => ({ path: `/matches/${c.s.matches[0]}`, body: { notes: named(c.scope, 'notes') } })),
  rest('DELETE /matches/:id', WRITE_MEMBER, async (c) => `/matches/${await fresh.match(c)}`),
];

// ---- GraphQL: every Query and Mutation field ----

const ID = (typename: string, id: string) => encodeGlobalID(typename, id);
const CONNECTION = 'totalCount edges { node { databaseId name } }';

/** node(id:) for one thing of each kind. */
const NODE_ROWS: Array<[typename: string, profile: Profile, id: (c: Call) => string]> = [
  ['Team', READ, (c) => c.s.team.id],
  ['Project', READ, (c) => c.s.project.id],
  ['Archetype', READ, (c) => c.s.archetypes[0]],
  ['Decklist', READ, (c) => c.s.decklist.id],
  ['DecklistVersion', READ, (c) => c.s.decklist.versions[0]],
  ['Match', READ, (c) => c.s.matches[0]],
  ['Comment', READ, (c) => c.s.comment],
  ['TeamMember', MEMBERS_LIST, (c) => c.s.membership],
  ['Notification', SELF, () => stock.memberNotification],
  ['Mention', SELF, () => stock.memberMention],
];
const READABLE_NODES = NODE_ROWS.filter(([, profile]) => profile === READ);

const queryEntries: Entry[] = [
  ...(['adminUsers', 'adminTeams', 'adminProjects', 'adminArchetypes', 'adminDecklists'] as const).map((field) =>
    gql(`Query.${field}`, ADMIN_ONLY, 'throws', `{ ${field}(first: 100) { totalCount edges { node { id } } } }`),
  ),
  gql('Query.adminStats', ADMIN_ONLY, 'throws', '{ adminStats { totalUsers totalMatches } }'),
  gql('Query.viewer', SIGNED_IN, 'nullable', '{ viewer { username email notifications { totalCount } } }'),
  gql('Query.games', { private: FILTERED_READ.private }, 'throws', '{ games }', undefined, { present: ["the private project's game", (data) => data.games.includes('Secretgame')] }),
  gql('Query.formats', { private: FILTERED_READ.private }, 'throws', '{ formats }', undefined, { present: ["the private project's format", (data) => data.formats.includes('Secretformat')] }),
  gql('Query.renderMarkdown', OPEN, 'throws', '{ renderMarkdown(content: "**Bring** Negates") }'),
  gql('Query.cardSearch', OPEN, 'throws', '{ cardSearch(game: "mtg", query: "lightning") { name } }'),

  gql('Query.publicTeams', PUBLIC_LIST, 'throws', `{ publicTeams(first: 100) { ${CONNECTION} } }`, undefined, { present: ['the team', (data, c) => byId(nodesOf(data.publicTeams), c.s.team.id)] }),
  gql('Query.myTeams', MY_TEAMS_LIST, 'throws', `{ myTeams(first: 100) { ${CONNECTION} } }`, undefined, { present: ['the team', (data, c) => byId(nodesOf(data.myTeams), c.s.team.id)] }),
  gql(
    'Query.team',
    { private: READ.private, public: NESTED_TEAM_ONLY },
    'nullable',
    `query ($id: ID!) { team(id: $id) { name viewerRole owner { username } projects { ${CONNECTION} } members { totalCount edges { node { id role user { username } } } } } }`,
    (c) => ({ id: c.s.team.id }),
    { present: ['members', (data) => data.team.members.totalCount > 0] },
  ),
  gql('Query.usersToInvite', MANAGE_TEAM, 'throws', 'query ($id: ID!) { usersToInvite(teamId: $id, query: "us") { username } }', (c) => ({ id: ID('Team', c.s.team.id) })),

  gql('Query.publicProjects', PUBLIC_LIST, 'throws', `{ publicProjects(first: 100) { ${CONNECTION} } }`, undefined, { present: ['the project', (data, c) => byId(nodesOf(data.publicProjects), c.s.project.id)] }),
  gql('Query.projects', READABLE_LIST, 'throws', `{ projects(first: 100) { edges { node { databaseId name team { name } } } } }`, undefined, {
    present: ['the project', (data, c) => byId(nodesOf(data.projects), c.s.project.id)],
  }),
  gql('Query.teamProjects', READ, 'throws', `query ($id: ID!) { teamProjects(teamId: $id, first: 100) { ${CONNECTION} } }`, (c) => ({ id: c.s.team.id })),
  gql(
    'Query.project',
    { ...READ, shared: NESTED_TEAM_ONLY },
    'nullable',
    `query ($id: ID!) { project(id: $id) {
      name team { name }
      archetypes(first: 100) { ${CONNECTION} }
      matches(first: 100) { totalCount edges { node { databaseId notes } } }
      matchupMatrix { totalMatches archetypes { name } }
      decklistChoices { name }
      matchesCsv { rows csv }
    } }`,
    (c) => ({ id: ID('Project', c.s.project.id) }),
    { present: ['its team', (data) => data.project.team !== null] },
  ),

  gql(
    'Query.archetype',
    { ...READ, shared: NESTED_TEAM_ONLY },
    'nullable',
    `query ($id: ID!) { archetype(id: $id) { name project { name team { name } } decklists { ${CONNECTION} } comments { totalCount edges { node { content replies { content } } } } commentCount } }`,
    (c) => ({ id: c.s.archetypes[0] }),
    { present: ["its project's team", (data) => data.archetype.project.team !== null] },
  ),
  gql('Query.archetypes', PUBLIC_LIST, 'throws', `{ archetypes(scope: PUBLIC, first: 100) { ${CONNECTION} } }`, undefined, {
    note: 'PUBLIC',
    present: ['the archetype', (data, c) => byId(nodesOf(data.archetypes), c.s.archetypes[0])],
  }),
  gql('Query.archetypes', MY_PRIVATE_LIST, 'throws', `{ archetypes(scope: PRIVATE, first: 100) { ${CONNECTION} } }`, undefined, {
    note: 'PRIVATE',
    present: ['the archetype', (data, c) => byId(nodesOf(data.archetypes), c.s.archetypes[0])],
  }),
  gql('Query.archetypes', READABLE_LIST, 'throws', `{ archetypes(scope: ALL, first: 100) { ${CONNECTION} } }`, undefined, {
    note: 'ALL',
    present: ['the archetype', (data, c) => byId(nodesOf(data.archetypes), c.s.archetypes[0])],
  }),
  gql(
    'Query.decklist',
    READ,
    'nullable',
    `query ($id: ID!) { decklist(id: $id) {
      name archetype { name } current { versionTag cards { name } } versions { totalCount } version(number: 1) { versionTag }
      compare(from: "1", to: "2") { summary { totalChanges } } evolution { totalVersions } comments { totalCount }
    } }`,
    (c) => ({ id: c.s.decklist.id }),
  ),
  gql('Query.previewDecklistImport', WRITE_MEMBER, 'union', 'query ($id: ID!) { previewDecklistImport(archetypeId: $id, rawText: "4 Opt") { __typename ... on Error { message } } }', (c) => ({
    id: c.s.archetypes[0],
  })),

  gql('Query.match', READ, 'nullable', 'query ($id: ID!) { match(id: $id) { databaseId notes winnerArchetype { name } loserArchetype { name } project { name } } }', (c) => ({ id: c.s.matches[0] })),
  gql('Query.matchStats', READ, 'throws', 'query ($id: ID!) { matchStats(projectId: $id) { totalMatches wins } }', (c) => ({ id: c.s.project.id })),
  gql('Query.matchStats', FILTERED_READ, 'throws', 'query ($id: ID!) { matchStats(archetypeId: $id) { totalMatches wins } }', (c) => ({ id: ID('Archetype', c.s.archetypes[0]) }), {
    note: 'of an archetype',
    present: ['its matches', (data) => data.matchStats.totalMatches > 0],
  }),

  gql('Query.comment', READ, 'nullable', 'query ($id: ID!) { comment(id: $id) { content author { username } replies { content } project { name } } }', (c) => ({ id: c.s.comment })),
  gql('Query.comment', REPLY_RIGHTS, 'nullable', 'query ($id: ID!) { comment(id: $id) { viewerCanReply } }', (c) => ({ id: c.s.comment }), {
    note: 'viewerCanReply',
    present: ['reply rights', (data) => data.comment.viewerCanReply],
  }),
  gql('Query.commentCount', READ, 'throws', 'query ($id: ID!) { commentCount(commentableType: archetype, commentableId: $id) }', (c) => ({ id: c.s.archetypes[0] })),
  gql('Query.viewerCanComment', REPLY_RIGHTS, 'throws', 'query ($id: ID!) { viewerCanComment(commentableType: archetype, commentableId: $id) }', (c) => ({ id: c.s.archetypes[0] }), {
    present: ['posting rights', (data) => data.viewerCanComment],
  }),
  gql('Query.commentThreads', READ, 'throws', 'query ($id: ID!) { commentThreads(commentableType: archetype, commentableId: $id) { totalCount edges { node { content replies { content } } } } }', (c) => ({
    id: ID('Archetype', c.s.archetypes[0]),
  })),

  ...NODE_ROWS.map(([typename, profile, id]) =>
    gql('Query.node', profile, 'nullable', 'query ($id: ID!) { node(id: $id) { id __typename } }', (c) => ({ id: ID(typename, id(c)) }), { note: typename }),
  ),
  gql(
    'Query.node',
    OWN_FIELDS,
    'nullable',
    'query ($id: ID!) { node(id: $id) { id ... on User { username notifications { totalCount } mentions { totalCount } unreadNotificationCount } } }',
    () => ({ id: ID('User', w.member.id) }),
    { note: "the member's User", present: ['own notifications', (data) => data.node.notifications.totalCount > 0 && data.node.unreadNotificationCount !== null] },
  ),
  gql('Query.nodes', READ, 'nullable', 'query ($ids: [ID!]!) { nodes(ids: $ids) { id __typename } }', (c) => ({ ids: READABLE_NODES.map(([typename, , id]) => ID(typename, id(c))) }), {
    note: 'one of each kind',
    pick: (nodes: unknown[]) => (nodes.every((node) => node === null) ? null : nodes),
    present: ['every node', (data) => data.nodes.every(Boolean)],
  }),
];

const mutationEntries: Entry[] = [
  gql('Mutation.register', OPEN, 'union', mutation('register'), () => ({ input: registration() })),
  gql('Mutation.confirmEmail', OPEN, 'union', mutation('confirmEmail'), async () => ({ input: { token: await fresh.verificationToken() } })),
  gql('Mutation.resendVerification', OPEN, 'union', mutation('resendVerification'), () => ({ input: { email: fresh.email() } })),
  gql('Mutation.login', OPEN, 'union', mutation('login'), () => ({ input: { email: probe.username, password: probe.password } })),
  gql('Mutation.refreshSession', OPEN, 'union', mutation('refreshSession'), async () => ({ input: { refreshToken: await fresh.refreshToken() } })),
  gql('Mutation.logout', OPEN, 'union', mutation('logout'), async () => ({ input: { refreshToken: await fresh.refreshToken() } })),

  gql('Mutation.createTeam', SIGNED_IN, 'union', mutation('createTeam'), () => ({ input: { name: named('any', 'team') } })),
  gql('Mutation.inviteMember', MANAGE_TEAM, 'union', mutation('inviteMember'), (c) => ({ input: { teamId: ID('Team', c.s.team.id), identifier: fresh.email(), role: 'admin' } })),
  gql('Mutation.createProject', WRITE_MEMBER, 'union', mutation('createProject'), (c) => ({
    input: { teamId: c.s.team.id, name: named(c.scope, 'project'), game: GAME, visibility: visibilityOf(c) },
  })),
  gql('Mutation.createArchetype', WRITE_MEMBER, 'union', mutation('createArchetype'), (c) => ({ input: { projectId: ID('Project', c.s.project.id), name: named(c.scope, 'archetype'), game: GAME } })),
  gql('Mutation.updateArchetype', WRITE_MEMBER, 'union', mutation('updateArchetype'), (c) => ({ input: { id: c.s.archetypes[0], description: named(c.scope, 'notes') } })),
  gql('Mutation.deleteArchetype', WRITE_MEMBER, 'union', mutation('deleteArchetype'), async (c) => ({ input: { id: ID('Archetype', await fresh.archetype(c)) } })),
  gql('Mutation.importDecklist', WRITE_MEMBER, 'union', mutation('importDecklist'), (c) => ({ input: { archetypeId: c.s.archetypes[0], rawText: DECK_TEXT, name: named(c.scope, 'import') } })),
  gql('Mutation.createDecklist', WRITE_MEMBER, 'union', mutation('createDecklist'), (c) => ({ input: { archetypeId: c.s.archetypes[0], name: named(c.scope, 'list'), cards } })),
  gql('Mutation.updateDecklist', WRITE_MEMBER, 'union', mutation('updateDecklist'), (c) => ({ input: { id: ID('Decklist', c.s.decklist.id), cards } })),
  gql('Mutation.deleteDecklist', WRITE_MEMBER, 'union', mutation('deleteDecklist'), async (c) => ({ input: { id: await fresh.decklist(c) } })),
  gql('Mutation.logMatch', WRITE_MEMBER, 'union', mutation('logMatch'), (c) => ({ input: { projectId: c.s.project.id, winnerArchetypeId: c.s.archetypes[0], loserArchetypeId: c.s.archetypes[1] } })),
  gql('Mutation.updateMatch', WRITE_MEMBER, 'union', mutation('updateMatch'), (c) => ({ input: { id: ID('Match', c.s.matches[0]), notes: named(c.scope, 'notes') } })),
  gql('Mutation.deleteMatch', WRITE_MEMBER, 'union', mutation('deleteMatch'), async (c) => ({ input: { id: await fresh.match(c) } })),
  gql('Mutation.importMatchesCsv', WRITE_MEMBER, 'union', mutation('importMatchesCsv'), (c) => ({ input: { projectId: c.s.project.id, csv: csvOf(c) } })),

  gql('Mutation.postComment', COMMENT, 'union', mutation('postComment'), (c) => ({
    input: { commentableType: 'archetype', commentableId: c.s.archetypes[0], content: named(c.scope, 'remark') },
  })),
  gql('Mutation.updateComment', AUTHOR, 'union', mutation('updateComment'), (c) => ({ input: { id: ID('Comment', c.s.reply), content: named(c.scope, 'second thoughts') } }), { note: "the member's" }),
  gql('Mutation.updateComment', OWN_COMMENT, 'union', mutation('updateComment'), async (c) => ({ input: { id: await fresh.ownComment(c), content: named(c.scope, 'edited') } }), {
    note: "the caller's own",
  }),
  gql('Mutation.deleteComment', AUTHOR, 'union', mutation('deleteComment'), async (c) => ({ input: { id: await fresh.comment(c) } }), { note: "the member's" }),
  gql('Mutation.deleteComment', OWN_COMMENT, 'union', mutation('deleteComment'), async (c) => ({ input: { id: await fresh.ownComment(c) } }), { note: "the caller's own" }),
  gql('Mutation.markMentionRead', SELF, 'union', mutation('markMentionRead'), () => ({ input: { id: ID('Mention', stock.memberMention) } })),
  gql('Mutation.markNotificationRead', SELF, 'union', mutation('markNotificationRead'), () => ({ input: { id: stock.memberNotification } })),
  gql('Mutation.markAllNotificationsRead', SIGNED_IN, 'union', 'mutation { markAllNotificationsRead { __typename ... on Error { message } } }'),

  gql('Mutation.setUserAdmin', ADMIN_ONLY, 'union', mutation('setUserAdmin'), () => ({ input: { userId: ID('User', candidate.id), isAdmin: true } })),
  gql('Mutation.adminDeleteUser', ADMIN_ONLY, 'union', mutation('adminDeleteUser'), async () => ({ input: { id: await fresh.user() } })),
  gql('Mutation.adminDeleteTeam', both(ADMIN_ONLY), 'union', mutation('adminDeleteTeam'), async (c) => ({ input: { id: ID('Team', await fresh.team(c)) } })),
  gql('Mutation.adminDeleteProject', both(ADMIN_ONLY), 'union', mutation('adminDeleteProject'), async (c) => ({ input: { id: await fresh.project(c) } })),
  gql('Mutation.adminDeleteArchetype', both(ADMIN_ONLY), 'union', mutation('adminDeleteArchetype'), async (c) => ({ input: { id: await fresh.archetype(c) } })),
  gql('Mutation.adminDeleteDecklist', both(ADMIN_ONLY), 'union', mutation('adminDeleteDecklist'), async (c) => ({ input: { id: ID('Decklist', await fresh.decklist(c)) } })),
];

// ---- Subscriptions: a real graphql-ws client per role ----

interface LiveEntry {
  key: string;
  profile: Profile;
  query: string;
  variables?: (s: ScopeStock) => Variables;
  /** Makes an event happen (as the member unless said otherwise). */
  trigger(s: ScopeStock, scope: Scope | 'any'): Promise<unknown>;
  /** Whether an event may go to this role at all (beyond the read rule). */
  isFor?: (event: any, role: Role) => boolean;
}

const COMMENT_FIELDS = 'databaseId content author { username }';
/** A call as the member, for triggers that reuse the fresh-target helpers. */
const asMember = (s: ScopeStock, scope: Scope | 'any'): Call => ({ role: 'member', scope, s, token: w.member.token });

const liveEntries: LiveEntry[] = [
  {
    key: 'Subscription.commentAdded',
    profile: READ,
    query: `subscription ($id: ID!) { commentAdded(commentableType: archetype, commentableId: $id) { ${COMMENT_FIELDS} } }`,
    variables: (s) => ({ id: s.archetypes[1] }),
    trigger: (s, scope) => fresh.comment(asMember(s, scope)),
  },
  {
    key: 'Subscription.commentUpdated',
    profile: READ,
    query: `subscription ($id: ID!) { commentUpdated(commentableType: archetype, commentableId: $id) { ${COMMENT_FIELDS} } }`,
    variables: (s) => ({ id: ID('Archetype', s.archetypes[0]) }),
    trigger: (s, scope) => t.rest('PUT', `/comments/${s.reply}`, { token: w.member.token, body: { content: named(scope, 'live edit') } }),
  },
  {
    key: 'Subscription.commentDeleted',
    profile: READ,
    query: `subscription ($id: ID!) { commentDeleted(commentableType: archetype, commentableId: $id) { ${COMMENT_FIELDS} isActive } }`,
    variables: (s) => ({ id: s.archetypes[1] }),
    trigger: async (s, scope) => {
      const id = await fresh.comment(asMember(s, scope));
      return t.rest('DELETE', `/comments/${id}`, { token: w.member.token });
    },
  },
  {
    key: 'Subscription.matchLogged',
    profile: READ,
    query: 'subscription ($id: ID!) { matchLogged(projectId: $id) { databaseId notes winnerArchetype { name } } }',
    variables: (s) => ({ id: s.project.id }),
    trigger: (s, scope) => created(t, w.member.token, 'POST', '/matches', { project_id: s.project.id, winner_archetype_id: s.archetypes[1], loser_archetype_id: s.archetypes[0], notes: named(scope, 'live') }),
  },
  {
    key: 'Subscription.notificationAdded',
    profile: SIGNED_IN,
    query: 'subscription { notificationAdded { type recipient { databaseId } comment { content } } }',
    // Everyone signed in is mentioned once per trigger on a public thread, so each should hear of their own only.
    trigger: async () => {
      const target = { commentable_type: 'archetype', commentable_id: stock.scopes.public.archetypes[1] };
      const others = [w.member, w.admin, w.owner, w.siteAdmin].map((user) => `@${user.username}`).join(' ');
      await created(t, w.outsider.token, 'POST', '/comments', { ...target, content: `Pinging ${others}` });
      await created(t, w.member.token, 'POST', '/comments', { ...target, content: `Pinging @${w.outsider.username}` });
    },
    isFor: (event, role) => role !== 'anonymous' && event.notificationAdded.recipient.databaseId === w[role].id,
  },
];

// ---- Running a row ----

/** What nobody in this role may ever receive. */
function secretsFor(role: Role): string[] {
  return [...(role === 'anonymous' || role === 'outsider' ? stock.privateSecrets : []), ...(role === 'member' ? [] : stock.memberSecrets)];
}

function withNotes(answer: string | number, notes: string[]): string | number {
  return notes.length ? `${answer} ${notes.join(' ')}` : answer;
}

/** One call as one role: what it answered, plus CHANGED when a refused write changed something and LEAK for secrets. */
async function observe(entry: Entry, scope: Scope | 'any', role: Role, expected: Outcome): Promise<string | number> {
  const c: Call = { role, scope, s: stock.scopes[scope === 'any' ? 'private' : scope], token: tokenOf(w, role) };
  const send = await entry.prepare(c);
  const refused = entry.write && expected !== 'ok';
  const before = refused ? await fingerprint(t) : undefined;
  const { shown: answered, answer } = await send();
  const notes = leaksIn(answer, secretsFor(role)).map((secret) => `LEAK ${secret}`);
  if (before !== undefined && (await fingerprint(t)) !== before) notes.push('CHANGED');
  return withNotes(answered, notes);
}

async function checkEntry(entry: Entry, scope: Scope | 'any', outcomes: RoleOutcomes): Promise<void> {
  const expected: Record<string, string | number> = {};
  const observed: Record<string, string | number> = {};
  for (const role of ROLES) {
    expected[role] = shown(outcomes[role], entry.style, entry.status, entry.target);
    observed[role] = await observe(entry, scope, role, outcomes[role]);
  }
  expect(observed).toEqual(expected);
}

/** Subscribes as every role at once, makes events happen until every allowed subscriber has one, then compares. */
async function checkLive(entry: LiveEntry, scope: Scope | 'any', outcomes: RoleOutcomes): Promise<void> {
  const s = stock.scopes[scope === 'any' ? 'public' : scope];
  const subscriptions = Object.fromEntries(ROLES.map((role) => [role, subscribe(baseUrl, tokenOf(w, role), entry.query, entry.variables?.(s) ?? {})]));
  try {
    const allowed = ROLES.filter((role) => outcomes[role] === 'ok');
    const refused = ROLES.filter((role) => outcomes[role] !== 'ok');
    await until(() => refused.every((role) => subscriptions[role].errors.length > 0)).catch(() => {});
    // Subscribing completes asynchronously: trigger until every allowed subscriber is live and has had an event.
    for (let attempt = 0; attempt < 30 && !allowed.every((role) => subscriptions[role].events.length > 0); attempt += 1) {
      await entry.trigger(s, scope);
      await until(() => allowed.every((role) => subscriptions[role].events.length > 0), 300).catch(() => {});
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    const expected: Record<string, string> = {};
    const observed: Record<string, string> = {};
    for (const role of ROLES) {
      const { events, errors } = subscriptions[role];
      expected[role] = String(shown(outcomes[role], 'subscription', 200, 'events'));
      const notes = leaksIn(events, secretsFor(role)).map((secret) => `LEAK ${secret}`);
      if (entry.isFor && events.some((event) => !entry.isFor!(event, role))) notes.push("LEAK someone else's event");
      observed[role] = String(withNotes(errors.length ? errorCodes(errors) : events.length ? 'event' : 'no event', notes));
    }
    expect(observed).toEqual(expected);
  } finally {
    await Promise.all(Object.values(subscriptions).map((subscription) => subscription.close()));
  }
}

/** The targets a profile decides, in a stable order. */
const scopesOf = (profile: Profile) => (['any', 'private', 'public', 'shared'] as const).filter((scope) => profile[scope]);

// ---- The suite ----

describe('every entry point has a decided outcome', () => {
  const restKeys = routes.map((route) => `${route.method} ${route.path}`);
  const schema = buildSchema();
  const graphQLKeys = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap((type) =>
    Object.keys(type!.getFields()).map((field) => `${type!.name}.${field}`),
  );
  const decided = [...restEntries, ...queryEntries, ...mutationEntries, ...liveEntries].map((entry) => entry.key);

  it('every REST route has a row, and every REST row names a route', () => {
    expect(restKeys.filter((key) => !decided.includes(key))).toEqual([]);
    expect(restEntries.map((entry) => entry.key).filter((key) => !restKeys.includes(key))).toEqual([]);
  });

  it('every Query, Mutation and Subscription field has a row, and every GraphQL row names a field', () => {
    expect(graphQLKeys.filter((key) => !decided.includes(key))).toEqual([]);
    expect(decided.filter((key) => !key.includes(' ') && !graphQLKeys.includes(key))).toEqual([]);
  });
});

for (const [title, entries] of [
  ['REST', restEntries],
  ['GraphQL queries', queryEntries],
  ['GraphQL mutations', mutationEntries],
] as const) {
  describe(title, () => {
    for (const entry of entries) {
      for (const scope of scopesOf(entry.profile)) {
        it(`${entry.label} on ${scope === 'any' ? 'its target' : `the ${scope} target`}`, () => checkEntry(entry, scope, entry.profile[scope]!));
      }
    }
  });
}

describe('GraphQL subscriptions', () => {
  for (const entry of liveEntries) {
    for (const scope of scopesOf(entry.profile)) {
      it(`${entry.key} on ${scope === 'any' ? "each subscriber's own" : `the ${scope} target`}`, () => checkLive(entry, scope, entry.profile[scope]!));
    }
  }
});

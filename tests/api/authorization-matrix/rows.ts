// How the authorization matrix's rows are built: one call of an entry point as one role on one target, and the fresh
// targets that calls which destroy something get. The rows themselves are in rest-rows.ts, query-rows.ts,
// mutation-rows.ts and live-rows.ts; check.ts runs them.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { expect } from 'vitest';
import { routes } from '../../../server/rest/routes.ts';
import { errorCodes, GRAPHQL_ERROR_TYPES, type Profile, type Style } from '../helpers/authz-outcomes.ts';
import { created, invitationToMember, openInvitation, DECK_TEXT, GAME, named, type Scope, type ScopeStock } from '../helpers/authz-world.ts';
import type { GraphQLResponse } from '../helpers/test-app.ts';
import { addToTeam, lastMailTo, mailText, registerUser, signedInUser, uniqueName } from '../helpers/users.ts';
import { type Role } from '../helpers/world.ts';
import { probe, t, w } from './env.ts';

/** One call of a row: who calls, on which target. `any` rows get the private scope's things. */
export interface Call {
  role: Role;
  scope: Scope | 'any';
  s: ScopeStock;
  token: string | undefined;
  /** The caller's password, for calls that confirm with it; only a stand-in's is known. */
  password?: string;
}

export type Answer = { shown: string | number; answer: unknown };

export interface Entry {
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

export type Present = [target: string, isThere: (answer: any, c: Call) => boolean];
export interface Options {
  note?: string;
  status?: number;
  present?: Present;
  /**
   * The call changes or ends the caller's own account (its password, sessions, address, the account itself): each
   * signed-in role is played by a fresh account of its own kind (a site admin by a site admin), so the world's people
   * keep theirs. Who the caller is in the teams does not matter to these calls; being signed in with a session does.
   */
  standIn?: boolean;
}

/** The call as a fresh account standing in for the role (see Options.standIn); visitors stay visitors. */
async function callerOf(c: Call, standIn: boolean | undefined): Promise<Call> {
  if (!standIn || !c.token) return c;
  const user = await signedInUser(t, { admin: c.role === 'siteAdmin' });
  return { ...c, token: user.token, password: user.password };
}

// ---- Building rows ----

export const labelOf = (key: string, note?: string) => (note ? `${key} (${note})` : key);

export type RestRequest = string | { path: string; body?: unknown };

export function rest(key: string, profile: Profile, request: (c: Call) => RestRequest | Promise<RestRequest>, options: Options = {}): Entry {
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
    async prepare(original) {
      const c = await callerOf(original, options.standIn);
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

export type Variables = Record<string, unknown>;

export function gql(
  key: string,
  profile: Profile,
  style: 'nullable' | 'named' | 'throws' | 'union',
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
    async prepare(original) {
      const c = await callerOf(original, options.standIn);
      const vars = await variables(c);
      return async () => {
        const response = await t.gql(document, vars, c.token);
        return { shown: graphQLShown(response, field, c, target, isThere, options.pick), answer: response };
      };
    },
  };
}

/** data / null / an error member of the result union / the codes of GraphQL errors. */
export function graphQLShown(response: GraphQLResponse, field: string, c: Call, target: string, isThere?: Present[1], pick?: (value: any) => unknown): string {
  if (response.errors?.length) return errorCodes(response.errors);
  const raw = response.data?.[field];
  const value = (pick ? pick(raw) : raw) as { __typename?: string } | null | undefined;
  if (value === null || value === undefined) return 'null';
  if (value.__typename && GRAPHQL_ERROR_TYPES.has(value.__typename)) return value.__typename;
  return isThere && !isThere(response.data, c) ? `data without ${target}` : 'data';
}

/** A mutation with an `input` argument, answering its result union. */
export const mutation = (field: string, inputType = `${field[0].toUpperCase()}${field.slice(1)}Input`) =>
  `mutation ($input: ${inputType}!) { ${field}(input: $input) { __typename ... on Error { message } } }`;

export const byId = (list: { databaseId?: string; id?: string }[] | undefined, id: string) => (list ?? []).some((item) => (item.databaseId ?? item.id) === id);
export const nodesOf = (connection: { edges: { node: { databaseId: string } }[] }) => connection.edges.map((edge) => edge.node);
export const both = (profile: Profile): Profile => ({ private: profile.any, public: profile.any });

// ---- Fresh targets, created through the API as the owner (or the member for comments, whose author matters) ----

export const fresh = {
  archetype: async (c: Call) => (await created(t, w.owner.token, 'POST', '/archetypes', { project_id: c.s.project.id, name: named(c.scope, 'Doomed'), game: GAME })).id as string,
  decklist: async (c: Call) => (await created(t, w.owner.token, 'POST', '/decklists/import', { archetype_id: c.s.archetypes[1], raw_text: DECK_TEXT, name: named(c.scope, 'Doomed') })).id as string,
  match: async (c: Call) => (await created(t, w.owner.token, 'POST', '/matches', { project_id: c.s.project.id, winner_archetype_id: c.s.archetypes[1], loser_archetype_id: c.s.archetypes[0] })).id as string,
  comment: async (c: Call, token = w.member.token) =>
    (await created(t, token, 'POST', '/comments', { commentable_type: 'archetype', commentable_id: c.s.archetypes[1], content: named(c.scope, 'doomed remark') })).data.id as string,
  /** The caller's own comment (a visitor has none: the member's stands in). */
  ownComment: async (c: Call) => (c.token ? fresh.comment(c, c.token) : c.s.reply),
  team: async (c: Call) => (await created(t, w.owner.token, 'POST', '/teams', { name: named(c.scope, 'Doomed team'), visibility: visibilityOf(c) })).id as string,
  /** A team of the scope's visibility with the world's owner, admin and member in their roles: for calls that change who is in it. */
  squad: async (c: Call) => {
    const team = await fresh.team(c);
    await addToTeam(t, team, [
      [w.admin, 'admin'],
      [w.member, 'member'],
    ]);
    return team;
  },
  project: async (c: Call) => (await created(t, w.owner.token, 'POST', '/projects', { team_id: c.s.team.id, name: named(c.scope, 'Doomed project'), game: GAME, visibility: visibilityOf(c) })).id as string,
  user: async () => (await registerUser(t)).id,
  verificationToken: async () => (await registerUser(t)).verificationToken,
  refreshToken: async () => (await t.rest('POST', '/auth/login', { body: { email: probe.email, password: probe.password } })).body.refresh_token as string,
  email: () => `${uniqueName('nobody')}@example.test`,
  invitationToMember: () => invitationToMember(t, w),
  /** An open invitation of the team, to an address without an account. */
  teamInvitation: (c: Call) => openInvitation(t, c.s.team.id, w.owner.id, fresh.email()),
  /** The token of a forgotten-password link, read from the mail sent to a fresh account. */
  resetToken: async () => {
    const { email } = await registerUser(t);
    expect((await t.rest('POST', '/auth/password-reset', { body: { email } })).status).toBe(200);
    return decodeURIComponent(/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(mailText(lastMailTo(t, email)))![1]);
  },
  /** A second session of the member's (the stock one stays signed in). */
  memberSession: async () => {
    const login = await t.rest('POST', '/auth/login', { body: { email: w.member.email, password: w.member.password } });
    return (await t.rest('GET', '/auth/sessions', { token: login.body.access_token })).body.find((session: { current: boolean }) => session.current).id as string;
  },
  /** A personal access token of the member's. */
  memberToken: async () => (await created(t, w.member.token, 'POST', '/tokens', { name: 'Doomed script', scope: 'read' })).id as string,
};

/** A password the account calls set (strong enough for the strength check). */
export const NEW_PASSWORD = 'violet staple quantum';

export const visibilityOf = (c: Call) => (c.scope === 'public' ? 'public' : 'private');
export const cards = [{ name: 'Lightning Bolt', quantity: 4 }, { name: 'Mountain', quantity: 18 }];
export const csvOf = (c: Call) => `winner_archetype,loser_archetype\n${c.s.archetypes[0]},${c.s.archetypes[1]}\n`;
export const registration = () => {
  const username = uniqueName('joiner');
  return { username, email: `${username.toLowerCase()}@example.test`, password: 'correct horse battery' };
};

// ---- Shared by the GraphQL rows ----

export const ID = (typename: string, id: string) => encodeGlobalID(typename, id);
export const CONNECTION = 'totalCount edges { node { databaseId name } }';

export interface LiveEntry {
  key: string;
  profile: Profile;
  query: string;
  variables?: (s: ScopeStock) => Variables;
  /** Makes an event happen (as the member unless said otherwise). */
  trigger(s: ScopeStock, scope: Scope | 'any'): Promise<unknown>;
  /** Whether an event may go to this role at all (beyond the read rule). */
  isFor?: (event: any, role: Role) => boolean;
}

export const COMMENT_FIELDS = 'databaseId content author { username }';
/** A call as the member, for triggers that reuse the fresh-target helpers. */
export const asMember = (s: ScopeStock, scope: Scope | 'any'): Call => ({ role: 'member', scope, s, token: w.member.token });

// Shapes and setup shared by the parity cases of accounts, teams and projects: GraphQL selections and their mapping
// to the REST shapes (server/rest/shapes/*.ts), and owners with teams.
import { expect } from 'vitest';
import type { TestApp } from '../helpers/test-app.ts';
import { signedInUser, uniqueName } from '../helpers/users.ts';
import { gqlOk, restOk } from './cases.ts';

export type Json = Record<string, any>;

// GraphQL selections and their mapping to the REST shapes (server/rest/shapes/*.ts).
export const USER = 'databaseId username displayName email isAdmin emailVerified createdAt';
export const TEAM = 'databaseId name description owner { databaseId } visibility createdAt viewerRole';
export const PROJECT = 'databaseId teamDatabaseId name description visibility game format tags isActive createdAt';
export const DETAIL = `${PROJECT} archetypeCount matchCount team { name viewerRole } gameRules { sideboarding bestOf }`;

export const userOf = (u: Json) => ({
  id: u.databaseId,
  username: u.username,
  display_name: u.displayName,
  email: u.email,
  is_admin: u.isAdmin,
  email_verified: u.emailVerified,
  created_at: u.createdAt,
});
export const teamOf = (t: Json) => ({
  id: t.databaseId,
  name: t.name,
  description: t.description,
  owner_id: t.owner.databaseId,
  visibility: t.visibility,
  created_at: t.createdAt,
  role: t.viewerRole,
});
export const projectOf = (p: Json) => ({
  id: p.databaseId,
  team_id: p.teamDatabaseId,
  name: p.name,
  description: p.description,
  visibility: p.visibility,
  game: p.game,
  format: p.format,
  tags: p.tags,
  is_active: p.isActive,
  created_at: p.createdAt,
});
// REST GET /projects/:id adds the team name, counts and the caller's role; GraphQL's team is null where REST's name is.
export const detailOf = (p: Json) => ({
  ...projectOf(p),
  team_name: p.team?.name ?? null,
  archetype_count: p.archetypeCount,
  match_count: p.matchCount,
  role: p.team?.viewerRole ?? null,
  game_rules: { sideboarding: p.gameRules.sideboarding.toLowerCase().replace('_', '-'), best_of: p.gameRules.bestOf },
});
export const memberOf = (m: Json) => ({ id: m.user.databaseId, username: m.user.username, display_name: m.user.displayName, role: m.role, joined_at: m.joinedAt });
export const publicUserOf = (u: Json) => ({ id: u.databaseId, username: u.username, display_name: u.displayName });

/** A written object without what differs between twins (its id and creation time). */
export const bare = ({ id: _id, created_at: _at, ...rest }: Json) => rest;
/** Twin usernames differ only by their suffix; projected to the common part. */
export const untwin = (name: string) => name.replace(/_(rest|gql)$/, '');
export const list = (items: Json[]) => ({ count: items.length, items });

/** Every node of a top-level connection, page by page. `args` maps argument names to [GraphQL type, value]. */
export async function connection(t: TestApp, field: string, selection: string, args: Record<string, [string, unknown]> = {}, token?: string): Promise<Json> {
  const names = Object.keys(args);
  const query = `query (${['$after: String', ...names.map((n) => `$${n}: ${args[n][0]}`)].join(', ')}) {
    ${field}(first: 100, after: $after${names.map((n) => `, ${n}: $${n}`).join('')}) { totalCount pageInfo { hasNextPage endCursor } edges { node { ${selection} } } }
  }`;
  const variables = Object.fromEntries(names.map((n) => [n, args[n][1]]));
  const nodes: Json[] = [];
  let totalCount: number;
  let after: string | null = null;
  do {
    const page: Json = (await gqlOk(t, query, { ...variables, after }, token))[field];
    nodes.push(...page.edges.map((edge: Json) => edge.node));
    totalCount = page.totalCount;
    after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
  } while (after);
  expect(totalCount).toBe(nodes.length);
  return nodes;
}

export const SESSION = `... on SessionPayload { accessToken refreshToken user { ${USER} } }`;
export const viewerName = async (t: TestApp, token: string) => (await gqlOk(t, '{ viewer { username } }', {}, token)).viewer?.username;
export const meName = async (t: TestApp, token: string) => (await restOk(t, 'GET', '/auth/me', { token })).user.username;

/** A fresh signed-in user with a fresh team of their own (so a case that writes touches nothing shared). */
export async function ownerWithTeam(t: TestApp, visibility: 'private' | 'public' = 'private') {
  const user = await signedInUser(t);
  const team = await restOk(t, 'POST', '/teams', { token: user.token, body: { name: uniqueName('Team'), visibility } });
  return { user, team };
}

/** A second session of a user (a new refresh token family). */
export async function secondSession(t: TestApp, user: { email: string; password: string }) {
  return (await restOk(t, 'POST', '/auth/login', { body: { email: user.email, password: user.password } })).refresh_token as string;
}

export const teamQuery = `query ($id: ID!) { team(id: $id) { ${TEAM} } }`;
export const projectQuery = `query ($id: ID!) { project(id: $id) { ${DETAIL} } }`;

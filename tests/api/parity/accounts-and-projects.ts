// Parity cases for accounts (auth), teams, projects and the game/format catalogue.
import { expect } from 'vitest';
import type { TestApp } from '../helpers/test-app.ts';
import { lastMailTo, registerUser, signedInUser, uniqueName, verificationTokenFrom } from '../helpers/users.ts';
import { gqlOk, mutation, mutationOk, restOk, type ParityCases } from './cases.ts';

type Json = Record<string, any>;

// GraphQL selections and their mapping to the REST shapes (server/rest/shapes/*.ts).
const USER = 'databaseId username displayName email isAdmin emailVerified createdAt';
const TEAM = 'databaseId name description owner { databaseId } visibility createdAt viewerRole';
const PROJECT = 'databaseId teamDatabaseId name description visibility game format tags isActive createdAt';
const DETAIL = `${PROJECT} archetypeCount matchCount team { name viewerRole }`;

const userOf = (u: Json) => ({
  id: u.databaseId,
  username: u.username,
  display_name: u.displayName,
  email: u.email,
  is_admin: u.isAdmin,
  email_verified: u.emailVerified,
  created_at: u.createdAt,
});
const teamOf = (t: Json) => ({
  id: t.databaseId,
  name: t.name,
  description: t.description,
  owner_id: t.owner.databaseId,
  visibility: t.visibility,
  created_at: t.createdAt,
  role: t.viewerRole,
});
const projectOf = (p: Json) => ({
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
const detailOf = (p: Json) => ({
  ...projectOf(p),
  team_name: p.team?.name ?? null,
  archetype_count: p.archetypeCount,
  match_count: p.matchCount,
  role: p.team?.viewerRole ?? null,
});
const memberOf = (m: Json) => ({ id: m.user.databaseId, username: m.user.username, display_name: m.user.displayName, role: m.role, joined_at: m.joinedAt });
const publicUserOf = (u: Json) => ({ id: u.databaseId, username: u.username, display_name: u.displayName });

/** A written object without what differs between twins (its id and creation time). */
const bare = ({ id: _id, created_at: _at, ...rest }: Json) => rest;
/** Twin usernames differ only by their suffix; projected to the common part. */
const untwin = (name: string) => name.replace(/_(rest|gql)$/, '');
const list = (items: Json[]) => ({ count: items.length, items });

/** Every node of a top-level connection, page by page. `args` maps argument names to [GraphQL type, value]. */
async function connection(t: TestApp, field: string, selection: string, args: Record<string, [string, unknown]> = {}, token?: string): Promise<Json> {
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

const SESSION = `... on SessionPayload { accessToken refreshToken user { ${USER} } }`;
const viewerName = async (t: TestApp, token: string) => (await gqlOk(t, '{ viewer { username } }', {}, token)).viewer?.username;
const meName = async (t: TestApp, token: string) => (await restOk(t, 'GET', '/auth/me', { token })).user.username;

/** A fresh signed-in user with a fresh team of their own (so a case that writes touches nothing shared). */
async function ownerWithTeam(t: TestApp, visibility: 'private' | 'public' = 'private') {
  const user = await signedInUser(t);
  const team = await restOk(t, 'POST', '/teams', { token: user.token, body: { name: uniqueName('Team'), visibility } });
  return { user, team };
}

/** A second session of a user (a new refresh token family). */
async function secondSession(t: TestApp, user: { email: string; password: string }) {
  return (await restOk(t, 'POST', '/auth/login', { body: { email: user.email, password: user.password } })).refresh_token as string;
}

const teamQuery = `query ($id: ID!) { team(id: $id) { ${TEAM} } }`;
const projectQuery = `query ($id: ID!) { project(id: $id) { ${DETAIL} } }`;

export const accountAndProjectCases: ParityCases = {
  'GET /health': { none: 'an infrastructure probe of the server, database and event transport; GraphQL has no health field' },

  'POST /auth/login': async ({ t }) => {
    const user = await signedInUser(t, { display_name: 'Login Twin' });
    const credentials = { email: user.email, password: user.password };
    const rest = await restOk(t, 'POST', '/auth/login', { body: credentials });
    const gql = await mutationOk(t, 'login', credentials, SESSION);
    return [
      { user: rest.user, hasAccessToken: !!rest.access_token, hasRefreshToken: !!rest.refresh_token, signedInAs: await meName(t, rest.access_token) },
      { user: userOf(gql.user), hasAccessToken: !!gql.accessToken, hasRefreshToken: !!gql.refreshToken, signedInAs: await viewerName(t, gql.accessToken) },
    ];
  },

  'POST /auth/register': async ({ t }) => {
    const base = uniqueName('reg');
    const input = (username: string) => ({ username, email: `${username}@example.test`, password: 'twin secret', display_name: 'Twin Registrant' });
    const restIn = input(`${base}_rest`);
    const gqlIn = input(`${base}_gql`);
    const rest = await restOk(t, 'POST', '/auth/register', { body: restIn });
    const { display_name: displayName, ...gqlFields } = gqlIn;
    const gql = await mutationOk(t, 'register', { ...gqlFields, displayName }, `... on RegisterPayload { message emailVerified verificationMailStatus user { username displayName isAdmin } }`);
    // Until the address is confirmed, signing in is refused (each API asked in its own way).
    const restSignIn = await t.rest('POST', '/auth/login', { body: { email: restIn.email, password: restIn.password } });
    const gqlSignIn = await mutation(t, 'login', { email: gqlIn.email, password: gqlIn.password }, '');
    const mailed = (email: string) => verificationTokenFrom(lastMailTo(t, email)).length > 0;
    return [
      {
        message: rest.message,
        mailStatus: rest.verification_mail_status,
        user: { username: untwin(rest.user.username), display_name: rest.user.display_name, is_admin: rest.user.is_admin, email_verified: rest.user.email_verified },
        mailed: mailed(restIn.email),
        signIn: { refused: restSignIn.status === 403, message: restSignIn.body.message },
      },
      {
        message: gql.message,
        mailStatus: gql.verificationMailStatus,
        // GraphQL hides email and emailVerified of a User from an anonymous caller; the payload carries emailVerified.
        user: { username: untwin(gql.user.username), display_name: gql.user.displayName, is_admin: gql.user.isAdmin, email_verified: gql.emailVerified },
        mailed: mailed(gqlIn.email),
        signIn: { refused: gqlSignIn.__typename === 'EmailNotVerifiedError', message: gqlSignIn.message },
      },
    ];
  },

  'GET /auth/confirm-email': async ({ t }) => {
    const base = uniqueName('conf');
    const [restUser, gqlUser] = [await registerUser(t, { username: `${base}_rest` }), await registerUser(t, { username: `${base}_gql` })];
    const restConfirm = async () => (await restOk(t, 'GET', `/auth/confirm-email?token=${encodeURIComponent(restUser.verificationToken)}`)).message;
    const gqlConfirm = async () =>
      (await mutationOk(t, 'confirmEmail', { token: gqlUser.verificationToken }, '... on ConfirmEmailPayload { message alreadyVerified }')).message;
    const rest = { messages: [await restConfirm(), await restConfirm()] };
    const gql = { messages: [await gqlConfirm(), await gqlConfirm()] };
    // Read back: the account can now sign in and is verified.
    const restLogin = await restOk(t, 'POST', '/auth/login', { body: { email: restUser.email, password: restUser.password } });
    const gqlLogin = await mutationOk(t, 'login', { email: gqlUser.email, password: gqlUser.password }, SESSION);
    return [
      { ...rest, user: { username: untwin(restLogin.user.username), email_verified: restLogin.user.email_verified } },
      { ...gql, user: { username: untwin(gqlLogin.user.username), email_verified: gqlLogin.user.emailVerified } },
    ];
  },

  'POST /auth/resend-verification': async ({ t }) => {
    const [restUser, gqlUser] = [await registerUser(t), await registerUser(t)];
    const mailsTo = (email: string) => t.outbox().filter((eml) => eml.includes(`To: ${email.toLowerCase()}`)).length;
    const before = [mailsTo(restUser.email), mailsTo(gqlUser.email)];
    const rest = await restOk(t, 'POST', '/auth/resend-verification', { body: { email: restUser.email } });
    const gql = await mutationOk(t, 'resendVerification', { email: gqlUser.email }, '... on ResendVerificationPayload { message mailStatus }');
    const outcome = (user: { email: string; verificationToken: string }, mailsBefore: number) => ({
      newMails: mailsTo(user.email) - mailsBefore,
      newLink: verificationTokenFrom(lastMailTo(t, user.email)) !== user.verificationToken,
    });
    return [
      { message: rest.message, mailStatus: rest.mail_status, ...outcome(restUser, before[0]) },
      { message: gql.message, mailStatus: gql.mailStatus, ...outcome(gqlUser, before[1]) },
    ];
  },

  'POST /auth/refresh': async ({ t }) => {
    // A fresh user with two sessions: one is refreshed through REST, the other through GraphQL.
    const user = await signedInUser(t, { display_name: 'Refresh Twin' });
    const [restOld, gqlOld] = [user.refreshToken, await secondSession(t, user)];
    const rest = await restOk(t, 'POST', '/auth/refresh', { body: { refresh_token: restOld } });
    const gql = await mutationOk(t, 'refreshSession', { refreshToken: gqlOld }, SESSION);
    // Reusing the old refresh token is refused.
    const restReuse = await t.rest('POST', '/auth/refresh', { body: { refresh_token: restOld } });
    const gqlReuse = await mutation(t, 'refreshSession', { refreshToken: gqlOld }, '');
    return [
      {
        user: rest.user,
        hasAccessToken: !!rest.access_token,
        rotated: !!rest.refresh_token && rest.refresh_token !== restOld,
        signedInAs: await meName(t, rest.access_token),
        reuse: { refused: restReuse.status === 401, message: restReuse.body.message },
      },
      {
        user: userOf(gql.user),
        hasAccessToken: !!gql.accessToken,
        rotated: !!gql.refreshToken && gql.refreshToken !== gqlOld,
        signedInAs: await viewerName(t, gql.accessToken),
        reuse: { refused: gqlReuse.__typename === 'AuthenticationError', message: gqlReuse.message },
      },
    ];
  },

  'POST /auth/logout': async ({ t }) => {
    const user = await signedInUser(t);
    const [restSession, gqlSession] = [user.refreshToken, await secondSession(t, user)];
    const rest = await restOk(t, 'POST', '/auth/logout', { body: { refresh_token: restSession } });
    const gql = await mutationOk(t, 'logout', { refreshToken: gqlSession }, '... on LogoutPayload { ok }');
    // Read back: the ended session can no longer be refreshed.
    const restAfter = await t.rest('POST', '/auth/refresh', { body: { refresh_token: restSession } });
    const gqlAfter = await mutation(t, 'refreshSession', { refreshToken: gqlSession }, '');
    return [
      // REST answers { message: 'Logged out' }, GraphQL { ok: true }.
      { ended: rest.message === 'Logged out', refreshAfter: { refused: restAfter.status === 401, message: restAfter.body.message } },
      { ended: gql.ok, refreshAfter: { refused: gqlAfter.__typename === 'AuthenticationError', message: gqlAfter.message } },
    ];
  },

  'GET /auth/me': async ({ t, w }) => {
    const viewer = async (token: string) => userOf((await gqlOk(t, `{ viewer { ${USER} } }`, {}, token)).viewer);
    return [
      [(await restOk(t, 'GET', '/auth/me', { token: w.owner.token })).user, (await restOk(t, 'GET', '/auth/me', { token: w.siteAdmin.token })).user],
      [await viewer(w.owner.token), await viewer(w.siteAdmin.token)],
    ];
  },

  'GET /teams/public': async ({ t }) => {
    // Signed out every role is null; signed in, each team carries the caller's role.
    const { user: owner } = await ownerWithTeam(t, 'public');
    const both = async (token?: string) => [
      list(await restOk(t, 'GET', '/teams/public', { token })),
      list((await connection(t, 'publicTeams', TEAM, {}, token)).map(teamOf)),
    ];
    const [anonymous, signedIn] = [await both(), await both(owner.token)];
    expect(signedIn[0].items.some((team: Json) => team.role === 'owner')).toBe(true);
    return [[anonymous[0], signedIn[0]], [anonymous[1], signedIn[1]]];
  },

  'GET /teams': async ({ t, w }) => [
    list(await restOk(t, 'GET', '/teams', { token: w.member.token })),
    list((await connection(t, 'myTeams', TEAM, {}, w.member.token)).map(teamOf)),
  ],

  'POST /teams': async ({ t }) => {
    const user = await signedInUser(t);
    const input = { name: uniqueName('Twin Team '), description: 'Made twice', visibility: 'public' as const };
    const rest = await restOk(t, 'POST', '/teams', { token: user.token, body: input });
    const gql = (await mutationOk(t, 'createTeam', input, `... on CreateTeamPayload { team { ${TEAM} } }`, user.token)).team;
    const restBack = await restOk(t, 'GET', `/teams/${rest.id}`, { token: user.token });
    const gqlBack = (await gqlOk(t, teamQuery, { id: gql.databaseId }, user.token)).team;
    return [
      { created: bare(rest), readBack: bare(restBack) },
      { created: bare(teamOf(gql)), readBack: bare(teamOf(gqlBack)) },
    ];
  },

  'GET /teams/:id': async ({ t, w }) => {
    const reads: [string, string | undefined][] = [
      [w.privateTeam.id, w.member.token],
      [w.privateTeam.id, w.admin.token],
      [w.publicTeam.id, w.outsider.token],
      [w.publicTeam.id, undefined],
    ];
    const rest = [];
    const gql = [];
    for (const [id, token] of reads) {
      rest.push(await restOk(t, 'GET', `/teams/${id}`, { token }));
      gql.push(teamOf((await gqlOk(t, teamQuery, { id }, token)).team));
    }
    return [rest, gql];
  },

  'GET /teams/:id/projects': async ({ t, w }) => {
    const query = `query ($id: ID!) { team(id: $id) { projects(first: 100) { totalCount edges { node { ${PROJECT} } } } } }`;
    const gqlList = async (id: string, token?: string) => {
      const projects = (await gqlOk(t, query, { id }, token)).team.projects;
      expect(projects.totalCount).toBe(projects.edges.length);
      return list(projects.edges.map((edge: Json) => projectOf(edge.node)));
    };
    return [
      [list(await restOk(t, 'GET', `/teams/${w.privateTeam.id}/projects`, { token: w.member.token })), list(await restOk(t, 'GET', `/teams/${w.publicTeam.id}/projects`, { token: w.outsider.token }))],
      [await gqlList(w.privateTeam.id, w.member.token), await gqlList(w.publicTeam.id, w.outsider.token)],
    ];
  },

  'GET /teams/:id/members': async ({ t, w }) => {
    const query = `query ($id: ID!) { team(id: $id) { members(first: 100) { totalCount edges { node { role joinedAt user { databaseId username displayName } } } } } }`;
    const gqlList = async (id: string, token: string) => {
      const members = (await gqlOk(t, query, { id }, token)).team.members;
      expect(members.totalCount).toBe(members.edges.length);
      return list(members.edges.map((edge: Json) => memberOf(edge.node)));
    };
    return [
      [list(await restOk(t, 'GET', `/teams/${w.privateTeam.id}/members`, { token: w.member.token })), list(await restOk(t, 'GET', `/teams/${w.publicTeam.id}/members`, { token: w.siteAdmin.token }))],
      [await gqlList(w.privateTeam.id, w.member.token), await gqlList(w.publicTeam.id, w.siteAdmin.token)],
    ];
  },

  'POST /teams/:id/invite': async ({ t }) => {
    // One owner with twin teams; the same account and the same unregistered address are invited to each.
    const owner = await signedInUser(t);
    const name = uniqueName('Invite Team ');
    const twinTeam = () => restOk(t, 'POST', '/teams', { token: owner.token, body: { name } });
    const [restTeam, gqlTeam] = [await twinTeam(), await twinTeam()];
    const invitee = await signedInUser(t, { display_name: 'Invited Twin' });
    const email = `${uniqueName('newcomer')}@example.test`;
    const invite = (teamId: string, identifier: string, role: string) => restOk(t, 'POST', `/teams/${teamId}/invite`, { token: owner.token, body: { identifier, role } });
    const restAdded = await invite(restTeam.id, invitee.username, 'admin');
    const restInvited = await invite(restTeam.id, email, 'member');
    const selection = `... on InviteMemberPayload { message mailStatus member { databaseId username displayName } invitation { email role expiresAt } }`;
    const gqlInvite = (identifier: string, role: string) => mutationOk(t, 'inviteMember', { teamId: gqlTeam.id, identifier, role }, selection, owner.token);
    const gqlAdded = await gqlInvite(invitee.username, 'admin');
    const gqlInvited = await gqlInvite(email, 'member');
    // Invitations last a week or so: compared in whole days from now.
    const days = (iso: string) => Math.round((Date.parse(iso) - Date.now()) / 86_400_000);
    // Read back: who is in each team now, with which role.
    const restMembers = (await restOk(t, 'GET', `/teams/${restTeam.id}/members`, { token: owner.token })).map((m: Json) => [m.username, m.role]);
    const gqlMembers = (
      await gqlOk(t, `query ($id: ID!) { team(id: $id) { members(first: 100) { edges { node { role user { username } } } } } }`, { id: gqlTeam.id }, owner.token)
    ).team.members.edges.map((edge: Json) => [edge.node.user.username, edge.node.role]);
    return [
      {
        added: { message: restAdded.message, member: { id: restAdded.member.id, username: restAdded.member.username, display_name: restAdded.member.display_name } },
        invited: { message: restInvited.message, mailStatus: restInvited.mail_status, email: restInvited.invitation.email, role: restInvited.invitation.role, days: days(restInvited.invitation.expires_at) },
        members: restMembers,
      },
      {
        added: { message: gqlAdded.message, member: publicUserOf(gqlAdded.member) },
        invited: { message: gqlInvited.message, mailStatus: gqlInvited.mailStatus, email: gqlInvited.invitation.email, role: gqlInvited.invitation.role, days: days(gqlInvited.invitation.expiresAt) },
        members: gqlMembers,
      },
    ];
  },

  'GET /teams/:id/search-users': async ({ t }) => {
    const { user: owner, team } = await ownerWithTeam(t);
    const key = uniqueName('Findme');
    await signedInUser(t, { display_name: `${key} One` });
    await signedInUser(t, { display_name: `${key} Two` });
    const member = await signedInUser(t, { display_name: `${key} Already In` });
    await restOk(t, 'POST', `/teams/${team.id}/invite`, { token: owner.token, body: { identifier: member.username } });
    const rest = await restOk(t, 'GET', `/teams/${team.id}/search-users?q=${encodeURIComponent(key)}`, { token: owner.token });
    const gql = (await gqlOk(t, 'query ($teamId: ID!, $q: String!) { usersToInvite(teamId: $teamId, query: $q) { databaseId username displayName } }', { teamId: team.id, q: key }, owner.token))
      .usersToInvite;
    return [list(rest), list(gql.map(publicUserOf))];
  },

  'GET /projects/public': async ({ t }) => {
    // A fresh game of its own with three public projects, to also compare a filtered list.
    const { user, team } = await ownerWithTeam(t, 'public');
    const game = uniqueName('Parity Game ');
    for (const [name, tags] of [['Alpha', ['alpha', 'beta']], ['Beta', ['beta']], ['Gamma', ['alpha']]] as const) {
      await restOk(t, 'POST', '/projects', { token: user.token, body: { name, team_id: team.id, game, format: 'Open', tags, visibility: 'public' } });
    }
    const filter = { game, tags: ['alpha'] };
    return [
      { all: list(await restOk(t, 'GET', '/projects/public')), filtered: list(await restOk(t, 'GET', `/projects/public?game=${encodeURIComponent(game)}&tags=alpha`)) },
      {
        all: list((await connection(t, 'publicProjects', PROJECT)).map(projectOf)),
        filtered: list((await connection(t, 'publicProjects', PROJECT, { filter: ['ProjectFilter', filter] })).map(projectOf)),
      },
    ];
  },

  'GET /projects': async ({ t, w }) => {
    const token = w.member.token;
    return [
      { all: list(await restOk(t, 'GET', '/projects', { token })), private: list(await restOk(t, 'GET', '/projects?visibility=private', { token })) },
      {
        all: list((await connection(t, 'projects', PROJECT, {}, token)).map(projectOf)),
        private: list((await connection(t, 'projects', PROJECT, { filter: ['ProjectFilter', { visibility: 'private' }] }, token)).map(projectOf)),
      },
    ];
  },

  'POST /projects': async ({ t }) => {
    const { user, team } = await ownerWithTeam(t);
    const fields = { name: uniqueName('Twin Project '), description: 'Made twice', visibility: 'public', game: 'Magic: The Gathering', format: 'Pioneer', tags: [' rcq ', 'RCQ', '', 'bo3'] };
    const rest = await restOk(t, 'POST', '/projects', { token: user.token, body: { ...fields, team_id: team.id } });
    const gql = (await mutationOk(t, 'createProject', { ...fields, teamId: team.id }, `... on CreateProjectPayload { project { ${PROJECT} } }`, user.token)).project;
    const restBack = await restOk(t, 'GET', `/projects/${rest.id}`, { token: user.token });
    const gqlBack = (await gqlOk(t, projectQuery, { id: gql.databaseId }, user.token)).project;
    return [
      { created: bare(rest), readBack: bare(restBack) },
      { created: bare(projectOf(gql)), readBack: bare(detailOf(gqlBack)) },
    ];
  },

  'GET /projects/team/:teamId': async ({ t, w }) => {
    const reads: [string, string | undefined, Json | undefined][] = [
      [w.privateTeam.id, w.member.token, undefined],
      [w.privateTeam.id, w.member.token, { tags: ['rcq'] }],
      [w.publicTeam.id, w.outsider.token, undefined],
      [w.publicTeam.id, undefined, { game: 'magic: the gathering', format: 'modern' }],
    ];
    const rest = [];
    const gql = [];
    for (const [teamId, token, filter] of reads) {
      const query = new URLSearchParams(Object.entries(filter ?? {}).flatMap(([key, value]) => [value].flat().map((v): [string, string] => [key, v])));
      rest.push(list(await restOk(t, 'GET', `/projects/team/${teamId}?${query}`, { token })));
      gql.push(list((await connection(t, 'teamProjects', PROJECT, { teamId: ['ID!', teamId], filter: ['ProjectFilter', filter ?? null] }, token)).map(projectOf)));
    }
    return [rest, gql];
  },

  'GET /projects/:id': async ({ t, w }) => {
    // A project of its own with two archetypes and a match, so the counts are not zero.
    const { user, team } = await ownerWithTeam(t);
    const project = await restOk(t, 'POST', '/projects', { token: user.token, body: { name: 'Counted', team_id: team.id, game: 'Flesh and Blood', tags: ['cc'] } });
    const archetype = (name: string) => restOk(t, 'POST', '/archetypes', { token: user.token, body: { project_id: project.id, name, game: 'Flesh and Blood' } });
    const [winner, loser] = [await archetype('Aggro'), await archetype('Control')];
    await restOk(t, 'POST', '/matches', { token: user.token, body: { project_id: project.id, winner_archetype_id: winner.id, loser_archetype_id: loser.id } });
    const reads: [string, string | undefined][] = [
      [project.id, user.token],
      [w.privateProject.id, w.member.token],
      [w.publicProject.id, w.outsider.token],
      [w.publicProjectOfPrivateTeam.id, w.outsider.token],
    ];
    const rest = [];
    const gql = [];
    for (const [id, token] of reads) {
      rest.push(await restOk(t, 'GET', `/projects/${id}`, { token }));
      gql.push(detailOf((await gqlOk(t, projectQuery, { id }, token)).project));
    }
    return [rest, gql];
  },

  'GET /games': async ({ t, w }) => [
    [await restOk(t, 'GET', '/games'), await restOk(t, 'GET', '/games', { token: w.member.token })],
    [(await gqlOk(t, '{ games }')).games, (await gqlOk(t, '{ games }', {}, w.member.token)).games],
  ],

  'GET /formats': async ({ t, w }) => {
    const reads: [string | undefined, string | undefined][] = [
      [undefined, undefined],
      ['Magic: The Gathering', undefined],
      ['Pokémon TCG', w.member.token],
    ];
    const rest = [];
    const gql = [];
    for (const [game, token] of reads) {
      rest.push(await restOk(t, 'GET', game ? `/formats?game=${encodeURIComponent(game)}` : '/formats', { token }));
      gql.push((await gqlOk(t, 'query ($game: String) { formats(game: $game) }', { game }, token)).formats);
    }
    return [rest, gql];
  },
};

import { describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { registerUser, signedInUser, uniqueName, mailText } from './helpers/users.ts';
import { ROLES, tokenOf, type Role } from './helpers/world.ts';
import { t, useAppWithWorld, w } from './helpers/app-with-world.ts';

useAppWithWorld();

/** Expected status per role, in ROLES order: anonymous, outsider, member, admin, owner, siteAdmin. */
function expectStatuses(results: Record<Role, number>, expected: number[]) {
  expect(ROLES.map((role) => `${role}:${results[role]}`)).toEqual(ROLES.map((role, i) => `${role}:${expected[i]}`));
}

async function statusesOf(call: (token: string | undefined) => Promise<{ status: number }>): Promise<Record<Role, number>> {
  const entries = await Promise.all(ROLES.map(async (role): Promise<[Role, number]> => [role, (await call(tokenOf(w, role))).status]));
  return Object.fromEntries(entries) as Record<Role, number>;
}

describe('authorization matrix: reads', () => {
  it.each([
    ['GET /teams/:private', (): string => `/teams/${w.privateTeam.id}`, [404, 404, 200, 200, 200, 200]],
    ['GET /teams/:public', (): string => `/teams/${w.publicTeam.id}`, [200, 200, 200, 200, 200, 200]],
    ['GET /teams/:private/members', (): string => `/teams/${w.privateTeam.id}/members`, [401, 404, 200, 200, 200, 200]],
    ['GET /teams/:public/members', (): string => `/teams/${w.publicTeam.id}/members`, [401, 403, 200, 200, 200, 200]],
    ['GET /teams/:private/projects', (): string => `/teams/${w.privateTeam.id}/projects`, [404, 404, 200, 200, 200, 200]],
    ['GET /projects/team/:private', (): string => `/projects/team/${w.privateTeam.id}`, [404, 404, 200, 200, 200, 200]],
    ['GET /projects/:private', (): string => `/projects/${w.privateProject.id}`, [404, 404, 200, 200, 200, 200]],
    ['GET /projects/:public-of-private-team', (): string => `/projects/${w.publicProjectOfPrivateTeam.id}`, [200, 200, 200, 200, 200, 200]],
    ['GET /teams', (): string => '/teams', [401, 200, 200, 200, 200, 200]],
    ['GET /projects', (): string => '/projects', [401, 200, 200, 200, 200, 200]],
    ['GET /teams/:private/search-users?q=us', (): string => `/teams/${w.privateTeam.id}/search-users?q=us`, [401, 404, 403, 200, 200, 403]],
  ] as const)('%s', async (_name, path, expected) => {
    expectStatuses(await statusesOf((token) => t.rest('GET', path(), { token })), [...expected]);
  });

  it('reports the caller role on a team', async () => {
    expect((await t.rest('GET', `/teams/${w.privateTeam.id}`, { token: w.owner.token })).body.role).toBe('owner');
    expect((await t.rest('GET', `/teams/${w.privateTeam.id}`, { token: w.admin.token })).body.role).toBe('admin');
    expect((await t.rest('GET', `/teams/${w.privateTeam.id}`, { token: w.member.token })).body.role).toBe('member');
    expect((await t.rest('GET', `/teams/${w.publicTeam.id}`, { token: w.outsider.token })).body.role).toBeNull();
  });

  it('lists members with roles and no email addresses', async () => {
    const members = (await t.rest('GET', `/teams/${w.privateTeam.id}/members`, { token: w.member.token })).body;
    expect(members.map((m: { username: string; role: string }) => [m.username, m.role])).toEqual([
      [w.owner.username, 'owner'],
      [w.admin.username, 'admin'],
      [w.member.username, 'member'],
    ]);
    expect(JSON.stringify(members)).not.toContain('@');
  });

  it('shows private projects only to members, in every list', async () => {
    const names = async (path: string, token?: string) => (await t.rest('GET', path, { token })).body.map((p: { name: string }) => p.name);
    expect(await names('/projects/public')).toEqual(expect.arrayContaining(['Open Gauntlet', 'Shared Findings']));
    expect(await names('/projects/public')).not.toContain('Secret Tech');
    expect(await names('/projects', w.outsider.token)).not.toContain('Secret Tech');
    expect(await names('/projects', w.member.token)).toEqual(expect.arrayContaining(['Secret Tech', 'Shared Findings', 'Open Gauntlet']));
    expect(await names('/projects?visibility=private', w.member.token)).toEqual(['Secret Tech']);
    expect(await names('/projects?visibility=private', w.siteAdmin.token)).toEqual([]);
    expect(await names(`/projects/team/${w.publicTeam.id}`, w.outsider.token)).toEqual(['Open Gauntlet']);
  });

  it('never leaks a private team or project through GraphQL node(id:), lookups or nested fields', async () => {
    const privateProjectId = encodeGlobalID('Project', w.privateProject.id);
    const privateTeamId = encodeGlobalID('Team', w.privateTeam.id);
    const query = `query ($p: ID!, $t: ID!, $shared: ID!) {
      node(id: $p) { id }
      team: node(id: $t) { id }
      project(id: $p) { name }
      byDatabaseId: team(id: $t) { name }
      shared: project(id: $shared) { name team { name } teamDatabaseId }
    }`;
    const variables = { p: privateProjectId, t: privateTeamId, shared: w.publicProjectOfPrivateTeam.id };
    for (const token of [undefined, w.outsider.token]) {
      const result = await t.gql(query, variables, token);
      expect(result.errors).toBeUndefined();
      expect(result.data).toEqual({ node: null, team: null, project: null, byDatabaseId: null, shared: { name: 'Shared Findings', team: null, teamDatabaseId: w.privateTeam.id } });
    }
    const member = await t.gql(query, variables, w.member.token);
    expect(member.data).toMatchObject({ node: { id: privateProjectId }, project: { name: 'Secret Tech' }, shared: { team: { name: 'Private Squad' } } });
  });

  it('hides the member list of a team from non-members in GraphQL', async () => {
    const query = `query ($id: ID!) { team(id: $id) { viewerCanSeeMembers viewerRole members(first: 10) { totalCount edges { node { role user { username } } } } } }`;
    const outsider = await t.gql(query, { id: w.publicTeam.id }, w.outsider.token);
    expect(outsider.data?.team).toEqual({ viewerCanSeeMembers: false, viewerRole: null, members: { totalCount: 0, edges: [] } });
    const member = await t.gql(query, { id: w.publicTeam.id }, w.member.token);
    expect(member.data?.team.members.totalCount).toBe(3);
    expect(member.data?.team.viewerRole).toBe('member');
  });
});

describe('authorization matrix: writes', () => {
  it('lets only team members create projects', async () => {
    const body = (teamId: string) => ({ name: uniqueName('P'), team_id: teamId, game: 'Pokémon TCG' });
    expectStatuses(await statusesOf((token) => t.rest('POST', '/projects', { token, body: body(w.privateTeam.id) })), [401, 404, 201, 201, 201, 403]);
    expectStatuses(await statusesOf((token) => t.rest('POST', '/projects', { token, body: body(w.publicTeam.id) })), [401, 403, 201, 201, 201, 403]);
  });

  it('lets only the owner and admins invite', async () => {
    const results = await statusesOf(async (token) => {
      const user = await registerUser(t);
      return t.rest('POST', `/teams/${w.privateTeam.id}/invite`, { token, body: { identifier: user.username } });
    });
    expectStatuses(results, [401, 404, 403, 201, 201, 403]);
  });

  it('changes nothing when refused', async () => {
    const before = await t.app.deps.db.project.count();
    await t.rest('POST', '/projects', { token: w.outsider.token, body: { name: 'Nope', team_id: w.publicTeam.id, game: 'Yu-Gi-Oh!' } });
    expect(await t.app.deps.db.project.count()).toBe(before);
  });
});

describe('teams', () => {
  it.each([
    [{}, 'Team name is required'],
    [{ name: '   ' }, 'Team name is required'],
    [{ name: 'x'.repeat(101) }, 'Team name must be at most 100 characters'],
    [{ name: 'Fine', visibility: 'secret' }, 'Visibility must be "private" or "public"'],
  ])('refuses %j with "%s"', async (body, message) => {
    expect(await t.rest('POST', '/teams', { token: w.outsider.token, body })).toMatchObject({ status: 400, body: { message } });
  });

  it('creates a team owned by its creator, listed under GET /teams', async () => {
    const user = await signedInUser(t);
    const team = await t.rest('POST', '/teams', { token: user.token, body: { name: '  Night Owls  ', description: 'Late testing' } });
    expect(team).toMatchObject({ status: 201, body: { name: 'Night Owls', visibility: 'private', role: 'owner', owner_id: user.id } });
    expect((await t.rest('GET', '/teams', { token: user.token })).body).toEqual([team.body]);
  });

  it('invites an address without an account by email; registering with the code joins the team', async () => {
    const email = `${uniqueName('invitee')}@example.test`;
    const invite = await t.rest('POST', `/teams/${w.privateTeam.id}/invite`, { token: w.owner.token, body: { identifier: email, role: 'admin' } });
    expect(invite).toMatchObject({ status: 201, body: { message: `Invitation sent to ${email}`, invitation: { invited_as: email, role: 'admin' } } });
    const mail = mailText(t.outbox().at(-1)!);
    expect(mail).toContain('Private Squad');
    const code = decodeURIComponent(/\/auth\?invite=([A-Za-z0-9_%-]+)/.exec(mail)![1]);

    const username = uniqueName('joiner');
    const registered = await t.rest('POST', '/auth/register', { body: { username, email, password: 'plum kettle 43', invitation_token: code } });
    expect(registered.status).toBe(201);
    expect(registered.body.user.email_verified).toBe(true);
    const login = await t.rest('POST', '/auth/login', { body: { email, password: 'plum kettle 43' } });
    expect(login.status).toBe(200);
    expect((await t.rest('GET', `/teams/${w.privateTeam.id}`, { token: login.body.access_token })).body.role).toBe('admin');

    // The code is single-use.
    const again = await t.rest('POST', '/auth/register', { body: { username: uniqueName(), email: `${uniqueName()}@example.test`, password: 'plum kettle 43', invitation_token: code } });
    expect(again).toMatchObject({ status: 400, body: { message: 'This invitation is invalid or has expired' } });
  });

  it('explains bad invitations', async () => {
    const invite = (identifier: unknown, role?: string) => t.rest('POST', `/teams/${w.privateTeam.id}/invite`, { token: w.owner.token, body: { identifier, role } });
    expect(await invite('')).toMatchObject({ status: 400, body: { message: 'Please enter a username or email' } });
    expect(await invite('nobody_by_that_name')).toMatchObject({ status: 404, body: { message: 'No user found with that username' } });
    expect(await invite(w.member.username)).toMatchObject({ status: 409, body: { message: `${w.member.username} is already a member of this team` } });
    expect(await invite('someone', 'owner')).toMatchObject({ status: 400, body: { message: 'Role must be "member" or "admin"' } });
  });

  it('notifies an invited user', async () => {
    const user = await signedInUser(t);
    await t.rest('POST', `/teams/${w.publicTeam.id}/invite`, { token: w.admin.token, body: { identifier: user.username } });
    const notifications = await t.app.deps.db.notification.findMany({ where: { userId: user.id } });
    expect(notifications).toMatchObject([{ type: 'team_invite', teamId: w.publicTeam.id, actorId: w.admin.id, isRead: false }]);
  });

  it('searches users to invite from two characters, leaving out members', async () => {
    const candidate = await signedInUser(t, { username: uniqueName('zed'), display_name: 'Zed Searchable' });
    const search = (q: string) => t.rest('GET', `/teams/${w.privateTeam.id}/search-users?q=${encodeURIComponent(q)}`, { token: w.admin.token });
    expect((await search('z')).body).toEqual([]);
    expect((await search('zed searchable')).body).toEqual([{ id: candidate.id, username: candidate.username, display_name: 'Zed Searchable' }]);
    expect((await search(w.member.username)).body).toEqual([]);
  });

  it('answers unknown and malformed ids with 404', async () => {
    expect((await t.rest('GET', '/teams/not-a-uuid')).status).toBe(404);
    expect((await t.rest('GET', '/teams/01900000-0000-7000-8000-000000000000')).status).toBe(404);
    expect((await t.rest('GET', '/projects/nope')).status).toBe(404);
    expect((await t.gql('{ team(id: "garbage") { id } }')).data).toEqual({ team: null });
  });
});

describe('projects', () => {
  it.each([
    [{ team_id: 'x', game: 'G' }, 'Project name is required'],
    [{ name: 'x'.repeat(101), team_id: 'x', game: 'G' }, 'Project name must be at most 100 characters'],
    [{ name: 'P', game: 'G' }, 'Please select a team'],
    [{ name: 'P', team_id: 'x' }, 'Game is required'],
  ])('refuses %j with "%s"', async (body, message) => {
    expect(await t.rest('POST', '/projects', { token: w.member.token, body })).toMatchObject({ status: 400, body: { message } });
  });

  it('trims tags and drops empty ones and duplicates', async () => {
    const project = await t.rest('POST', '/projects', {
      token: w.member.token,
      body: { name: ' Tagged ', team_id: w.publicTeam.id, game: 'Disney Lorcana', format: '', tags: [' rcq ', 'RCQ', '', 'bo3', '  '] },
    });
    expect(project).toMatchObject({ status: 201, body: { name: 'Tagged', tags: ['rcq', 'bo3'], format: null, visibility: 'private', is_active: true } });
    const detail = await t.rest('GET', `/projects/${project.body.id}`, { token: w.member.token });
    expect(detail.body).toMatchObject({ team_name: 'Open Guild', archetype_count: 0, match_count: 0, role: 'member' });
  });

  it('filters lists by game, format and every repeated tag', async () => {
    const make = (name: string, game: string, format: string | null, tags: string[]) =>
      t.rest('POST', '/projects', { token: w.owner.token, body: { name, team_id: w.publicTeam.id, game, format, tags, visibility: 'public' } });
    await make('Filter A', 'Flesh and Blood', 'Blitz', ['alpha', 'beta']);
    await make('Filter B', 'Flesh and Blood', 'Classic Constructed', ['alpha']);
    await make('Filter C', 'One Piece Card Game', null, ['beta']);
    const names = async (query: string) => (await t.rest('GET', `/projects/public?${query}`)).body.map((p: { name: string }) => p.name).sort();
    expect(await names('game=flesh%20and%20blood')).toEqual(['Filter A', 'Filter B']);
    expect(await names('game=Flesh%20and%20Blood&format=Blitz')).toEqual(['Filter A']);
    expect(await names('tags=alpha&tags=beta')).toEqual(['Filter A']);
    expect(await names('tags=beta')).toEqual(['Filter A', 'Filter C']);
  });

  it('lists games and formats from the catalogue plus those in use', async () => {
    await t.rest('POST', '/projects', { token: w.owner.token, body: { name: 'Homebrew', team_id: w.publicTeam.id, game: 'Homebrew TCG', format: 'Cube', visibility: 'public' } });
    const games = (await t.rest('GET', '/games')).body;
    expect(games).toEqual(expect.arrayContaining(['Magic: The Gathering', 'Pokémon TCG', 'Yu-Gi-Oh!', 'Homebrew TCG']));
    expect((await t.rest('GET', '/formats?game=Homebrew%20TCG')).body).toEqual(['Cube']);
    expect((await t.rest('GET', '/formats?game=Pok%C3%A9mon%20TCG')).body).toContain('Expanded');
  });

  it('answers the landing page query with public lists and counts', async () => {
    const result = await t.gql(`{
      publicProjects(first: 50) { totalCount edges { node { name game format tags visibility teamDatabaseId } } }
      publicTeams(first: 50) { totalCount edges { node { name description visibility } } }
    }`);
    expect(result.errors).toBeUndefined();
    const projects = result.data!.publicProjects;
    expect(projects.totalCount).toBe(projects.edges.length);
    expect(projects.edges.every((e: { node: { visibility: string } }) => e.node.visibility === 'public')).toBe(true);
    expect(result.data!.publicTeams.edges.map((e: { node: { name: string } }) => e.node.name)).toContain('Open Guild');
  });

  it('creates projects and teams through GraphQL with typed errors', async () => {
    const team = await t.gql(
      `mutation ($input: CreateTeamInput!) { createTeam(input: $input) { __typename ... on CreateTeamPayload { team { id databaseId viewerRole } } ... on Error { message } } }`,
      { input: { name: 'Graph Team', visibility: 'PUBLIC' in {} ? 'PUBLIC' : 'public' } },
      w.outsider.token,
    );
    expect(team.data?.createTeam).toMatchObject({ __typename: 'CreateTeamPayload', team: { viewerRole: 'owner' } });
    const create = `mutation ($input: CreateProjectInput!) { createProject(input: $input) { __typename ... on CreateProjectPayload { project { name tags team { name } } } ... on Error { message code } } }`;
    const ok = await t.gql(create, { input: { teamId: team.data!.createTeam.team.id, name: 'Graph Project', game: 'Altered', tags: ['a', 'a'] } }, w.outsider.token);
    expect(ok.data?.createProject).toEqual({ __typename: 'CreateProjectPayload', project: { name: 'Graph Project', tags: ['a'], team: { name: 'Graph Team' } } });
    const denied = await t.gql(create, { input: { teamId: w.publicTeam.id, name: 'X', game: 'Altered' } }, w.outsider.token);
    expect(denied.data?.createProject).toMatchObject({ __typename: 'ForbiddenError', code: 'FORBIDDEN' });
  });
});

describe('GraphQL project filters', () => {
  it('treats null filter fields as no filter', async () => {
    const all = await t.gql('{ publicProjects(first: 50) { totalCount } }');
    const nulls = await t.gql('{ publicProjects(first: 50, filter: { visibility: null, game: null, format: null, tags: null }) { totalCount } }');
    expect(nulls.errors).toBeUndefined();
    expect(nulls.data?.publicProjects.totalCount).toBe(all.data?.publicProjects.totalCount);
  });
});

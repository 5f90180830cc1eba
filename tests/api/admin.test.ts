import { describe, expect, it } from 'vitest';
import { joinTeam, signedInUser } from './helpers/users.ts';
import { ROLES, tokenOf, type Role } from './helpers/world.ts';
import { t, useAppWithWorld, w } from './helpers/app-with-world.ts';
import { archetype, logged } from './helpers/match-data.ts';

useAppWithWorld();

describe('admin API', () => {
  it.each(['/admin/stats', '/admin/users', '/admin/teams', '/admin/projects', '/admin/archetypes', '/admin/decklists'])(
    'GET %s is for site admins only',
    async (path) => {
      const statuses = Object.fromEntries(await Promise.all(ROLES.map(async (role: Role) => [role, (await t.rest('GET', path, { token: tokenOf(w, role) })).status])));
      expect(statuses).toEqual({ anonymous: 401, outsider: 403, member: 403, admin: 403, owner: 403, siteAdmin: 200 });
    },
  );

  it('counts everything', async () => {
    const stats = (await t.rest('GET', '/admin/stats', { token: w.siteAdmin.token })).body;
    expect(stats).toEqual({
      total_users: await t.app.deps.db.user.count(),
      total_teams: 2,
      total_projects: 3,
      total_archetypes: 0,
      total_decklists: 0,
      total_matches: 0,
    });
  });

  it('lists rows with the names and counts the tables show', async () => {
    const teams = (await t.rest('GET', '/admin/teams', { token: w.siteAdmin.token })).body;
    expect(teams.find((team: { name: string }) => team.name === 'Private Squad')).toMatchObject({ owner_username: w.owner.username, member_count: 3, project_count: 2, visibility: 'private' });
    const users = (await t.rest('GET', '/admin/users?limit=2', { token: w.siteAdmin.token })).body;
    expect(users).toHaveLength(2);
    expect(users[0]).toHaveProperty('email');
    expect((await t.rest('GET', '/admin/users?limit=0', { token: w.siteAdmin.token })).body.message).toBe('limit must be at least 1');
  });

  it('grants and revokes admin rights, never for oneself', async () => {
    const user = await signedInUser(t);
    const grant = await t.rest('PUT', `/admin/users/${user.id}/admin`, { token: w.siteAdmin.token, body: { is_admin: true } });
    expect(grant).toMatchObject({ status: 200, body: { message: 'User promoted to admin successfully', user: { is_admin: true } } });
    expect((await t.rest('GET', '/admin/stats', { token: user.token })).status).toBe(200);
    const revoke = await t.rest('PUT', `/admin/users/${user.id}/admin`, { token: w.siteAdmin.token, body: { is_admin: false } });
    expect(revoke.body.message).toBe('User removed from admin successfully');
    expect((await t.rest('GET', '/admin/stats', { token: user.token })).status).toBe(403);
    const self = await t.rest('PUT', `/admin/users/${w.siteAdmin.id}/admin`, { token: w.siteAdmin.token, body: { is_admin: false } });
    expect(self).toMatchObject({ status: 400, body: { message: 'You cannot change your own admin status' } });
    expect((await t.rest('PUT', `/admin/users/${user.id}/admin`, { token: w.siteAdmin.token, body: { is_admin: 'yes' } })).status).toBe(400);
    expect((await t.rest('PUT', `/admin/users/${user.id}/admin`, { token: w.owner.token, body: { is_admin: true } })).status).toBe(403);
  });

  it('deleting a user hands their teams to the next admin, and drops teams with no one else', async () => {
    const leaver = await signedInUser(t);
    const heir = await signedInUser(t);
    const shared = (await t.rest('POST', '/teams', { token: leaver.token, body: { name: 'Shared' } })).body;
    const solo = (await t.rest('POST', '/teams', { token: leaver.token, body: { name: 'Solo' } })).body;
    await joinTeam(t, leaver.token, shared.id, heir, 'admin');

    expect((await t.rest('DELETE', `/admin/users/${leaver.id}`, { token: w.member.token })).status).toBe(403);
    expect(await t.rest('DELETE', `/admin/users/${leaver.id}`, { token: w.siteAdmin.token })).toMatchObject({ status: 200, body: { message: 'User deleted successfully' } });
    const sharedNow = await t.rest('GET', `/teams/${shared.id}`, { token: heir.token });
    expect(sharedNow.body).toMatchObject({ owner_id: heir.id, role: 'owner' });
    expect((await t.rest('GET', `/teams/${solo.id}`, { token: w.siteAdmin.token })).status).toBe(404);
    expect((await t.rest('POST', '/auth/login', { body: { email: leaver.email, password: leaver.password } })).status).toBe(401);
    expect((await t.rest('DELETE', `/admin/users/${leaver.id}`, { token: w.siteAdmin.token })).status).toBe(404);
    expect(await t.rest('DELETE', `/admin/users/${w.siteAdmin.id}`, { token: w.siteAdmin.token })).toMatchObject({ status: 400 });
  });

  it('deletes teams, projects and archetypes with what they contain', async () => {
    const team = (await t.rest('POST', '/teams', { token: w.owner.token, body: { name: 'Doomed' } })).body;
    const project = (await t.rest('POST', '/projects', { token: w.owner.token, body: { name: 'Doomed Project', team_id: team.id, game: 'Altered' } })).body;
    const archetype = (await t.rest('POST', '/archetypes', { token: w.owner.token, body: { project_id: project.id, name: 'Doomed Deck', game: 'Altered' } })).body;
    expect(await t.rest('DELETE', `/admin/archetypes/${archetype.id}`, { token: w.siteAdmin.token })).toMatchObject({ status: 200, body: { message: 'Archetype deleted successfully' } });
    expect(await t.rest('DELETE', `/admin/projects/${project.id}`, { token: w.siteAdmin.token })).toMatchObject({ status: 200, body: { message: 'Project deleted successfully' } });
    expect(await t.rest('DELETE', `/admin/teams/${team.id}`, { token: w.siteAdmin.token })).toMatchObject({ status: 200, body: { message: 'Team deleted successfully' } });
    expect((await t.rest('DELETE', `/admin/teams/${team.id}`, { token: w.siteAdmin.token })).status).toBe(404);
    expect((await t.rest('DELETE', `/admin/teams/not-an-id`, { token: w.siteAdmin.token })).status).toBe(404);
  });

  it('offers the same through GraphQL', async () => {
    const query = '{ adminStats { totalUsers totalTeams } adminTeams(first: 5) { totalCount edges { node { name } } } }';
    expect((await t.gql(query, {}, w.siteAdmin.token)).data?.adminStats.totalTeams).toBeGreaterThanOrEqual(2);
    const denied = await t.gql(query, {}, w.owner.token);
    expect(denied.errors?.[0]).toMatchObject({ message: 'Admin access required', extensions: { code: 'FORBIDDEN' } });
    const user = await signedInUser(t);
    const grant = await t.gql(
      `mutation ($input: SetUserAdminInput!) { setUserAdmin(input: $input) { __typename ... on SetUserAdminPayload { message user { isAdmin } } ... on Error { message } } }`,
      { input: { userId: user.id, isAdmin: true } },
      w.siteAdmin.token,
    );
    expect(grant.data?.setUserAdmin).toEqual({ __typename: 'SetUserAdminPayload', message: 'User promoted to admin successfully', user: { isAdmin: true } });
  });

  it('counts the active matches of every project', async () => {
    const [first, second] = await t.app.deps.db.project.findMany({ where: { teamId: w.privateTeam.id }, take: 2 });
    for (const project of [first, second]) {
      const a = await archetype(project.id, 'Counted');
      await logged({ project_id: project.id, winner_archetype_id: a.id, loser_archetype_id: a.id });
    }
    const gone = await logged({ project_id: first.id, winner_archetype_id: (await archetype(first.id, 'Gone')).id, loser_archetype_id: (await archetype(first.id, 'Left')).id });
    await t.rest('DELETE', `/matches/${gone.id}`, { token: w.member.token });
    const stats = (await t.rest('GET', '/admin/stats', { token: w.siteAdmin.token })).body;
    expect(stats.total_matches).toBe(2);
    expect(stats.total_matches).toBe(await t.app.deps.db.match.count({ where: { isActive: true } }));
  });
});

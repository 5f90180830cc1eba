// Parity cases of the admin panel: each REST call next to its GraphQL operation.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { joinTeam, signedInUser } from '../helpers/users.ts';
import { gqlOk, restOk } from './cases.ts';
import { GAME, DECK, post, users, chain, restExisting, adminDelete, adminList, type Row } from './conversations-support.ts';
import type { ParityCases } from './cases.ts';

export const adminCases: ParityCases = {
  'GET /admin/stats': async ({ t, w }) => {
    await chain(t, 'Counted');
    const rest = await restOk(t, 'GET', '/admin/stats', { token: w.siteAdmin.token });
    const { adminStats: s } = await gqlOk(t, '{ adminStats { totalUsers totalTeams totalProjects totalArchetypes totalDecklists totalMatches } }', {}, w.siteAdmin.token);
    const gql = { total_users: s.totalUsers, total_teams: s.totalTeams, total_projects: s.totalProjects, total_archetypes: s.totalArchetypes, total_decklists: s.totalDecklists, total_matches: s.totalMatches };
    return [rest, gql];
  },

  'GET /admin/users': async ({ t, w }) => {
    const listed = await signedInUser(t, { display_name: 'Ada Listed' });
    const promoted = await signedInUser(t, { admin: true });
    for (const name of ['Listed One', 'Listed Two']) await post(t, '/teams', listed.token, { name });
    return adminList(
      t,
      w,
      'users',
      [listed.id, promoted.id],
      (u) => ({ id: u.id, username: u.username, display_name: u.display_name, email: u.email, is_admin: u.is_admin, email_verified: u.email_verified, team_count: u.team_count, created: u.created_at }),
      'databaseId username displayName email isAdmin emailVerified teamCount createdAt',
      (u) => ({ id: u.databaseId, username: u.username, display_name: u.displayName, email: u.email, is_admin: u.isAdmin, email_verified: u.emailVerified, team_count: u.teamCount, created: u.createdAt }),
    );
  },

  'DELETE /admin/users/:id': async ({ t, w }) => {
    // Each twin: a leaver owning a team alone and a team shared with an heir (who inherits it).
    const twin = async () => {
      const [leaver, heir] = await users(t, 2);
      const solo = await post(t, '/teams', leaver.token, { name: 'Solo' });
      const shared = await post(t, '/teams', leaver.token, { name: 'Shared' });
      await joinTeam(t, leaver.token, shared.id, heir, 'admin');
      return { leaver, heir, solo: solo.id as string, shared: shared.id as string };
    };
    const [a, b] = [await twin(), await twin()];
    const rest = await restOk(t, 'DELETE', `/admin/users/${a.leaver.id}`, { token: w.siteAdmin.token });
    const mutation = `mutation ($input: AdminDeleteUserInput!) { result: adminDeleteUser(input: $input) { __typename ... on AdminDeleteUserPayload { message } ... on Error { message } } }`;
    const { result } = await gqlOk(t, mutation, { input: { id: encodeGlobalID('User', b.leaver.id) } }, w.siteAdmin.token);

    const login = await t.rest('POST', '/auth/login', { body: { email: a.leaver.email, password: a.leaver.password } });
    const shared = await restOk(t, 'GET', `/teams/${a.shared}`, { token: w.siteAdmin.token });
    const restAfter = { message: rest.message, can_sign_in: login.status === 200, solo_team_left: (await restExisting(t, w, { team: a.solo })).team, heir_owns_shared: shared.owner_id === a.heir.id };

    const read = `mutation ($login: LoginInput!) { login(input: $login) { __typename } }`;
    const signIn = await gqlOk(t, read, { login: { email: b.leaver.email, password: b.leaver.password } });
    const teams = await gqlOk(t, `query ($solo: ID!, $shared: ID!) { solo: team(id: $solo) { databaseId } shared: team(id: $shared) { owner { databaseId } } }`, { solo: b.solo, shared: b.shared }, w.siteAdmin.token);
    const gqlAfter = { message: result.message, can_sign_in: signIn.login.__typename === 'SessionPayload', solo_team_left: teams.solo !== null, heir_owns_shared: teams.shared.owner.databaseId === b.heir.id };
    return [restAfter, gqlAfter];
  },

  'PUT /admin/users/:id/admin': async ({ t, w }) => {
    const [a, b] = [await signedInUser(t, { display_name: 'Twin' }), await signedInUser(t, { display_name: 'Twin' })];
    const userOf = (u: Row) => ({ display_name: u.display_name, is_admin: u.is_admin, email_verified: u.email_verified });
    const rest = [];
    for (const is_admin of [true, false]) {
      const body = await restOk(t, 'PUT', `/admin/users/${a.id}/admin`, { token: w.siteAdmin.token, body: { is_admin } });
      rest.push({ message: body.message, user: userOf(body.user), panel_open: (await t.rest('GET', '/admin/stats', { token: a.token })).status === 200 });
    }
    const mutation = `mutation ($input: SetUserAdminInput!) { setUserAdmin(input: $input) { __typename ... on SetUserAdminPayload { message user { displayName isAdmin emailVerified } } ... on Error { message } } }`;
    const gql = [];
    for (const isAdmin of [true, false]) {
      const { setUserAdmin: r } = await gqlOk(t, mutation, { input: { userId: encodeGlobalID('User', b.id), isAdmin } }, w.siteAdmin.token);
      const panel = await t.gql('{ adminStats { totalUsers } }', {}, b.token);
      gql.push({ message: r.message, user: userOf({ display_name: r.user?.displayName, is_admin: r.user?.isAdmin, email_verified: r.user?.emailVerified }), panel_open: !panel.errors });
    }
    return [rest, gql];
  },

  'GET /admin/teams': async ({ t, w }) => {
    const [owner, member] = await users(t, 2);
    const open = await post(t, '/teams', owner.token, { name: 'Listed Guild', visibility: 'public', description: 'Open doors' });
    await joinTeam(t, owner.token, open.id, member);
    await post(t, '/projects', owner.token, { name: 'Listed Project', team_id: open.id, game: GAME });
    const closed = await post(t, '/teams', member.token, { name: 'Listed Cell' });
    return adminList(
      t,
      w,
      'teams',
      [open.id, closed.id],
      (r) => ({ id: r.id, name: r.name, description: r.description, visibility: r.visibility, owner: r.owner_username, members: r.member_count, projects: r.project_count, created: r.created_at }),
      'databaseId name description visibility createdAt owner { username } members { totalCount } projects { totalCount }',
      (n) => ({ id: n.databaseId, name: n.name, description: n.description, visibility: n.visibility, owner: n.owner.username, members: n.members.totalCount, projects: n.projects.totalCount, created: n.createdAt }),
    );
  },

  'DELETE /admin/teams/:id': ({ t, w }) => adminDelete(t, w, 'Team'),

  'GET /admin/projects': async ({ t, w }) => {
    const owner = await signedInUser(t);
    const team = await post(t, '/teams', owner.token, { name: 'Listing Team' });
    const full = await post(t, '/projects', owner.token, { name: 'Listed Full', team_id: team.id, game: GAME, format: 'Pioneer', tags: ['rcq', 'ptq'], description: 'Two decks', visibility: 'public' });
    for (const name of ['One', 'Two']) await post(t, '/archetypes', owner.token, { project_id: full.id, name, game: GAME });
    const bare = await post(t, '/projects', owner.token, { name: 'Listed Bare', team_id: team.id, game: 'Altered' });
    return adminList(
      t,
      w,
      'projects',
      [full.id, bare.id],
      (p) => ({ id: p.id, name: p.name, description: p.description, team_id: p.team_id, team: p.team_name, visibility: p.visibility, game: p.game, format: p.format, tags: p.tags, active: p.is_active, archetypes: p.archetype_count, created: p.created_at }),
      'databaseId name description teamDatabaseId team { name } visibility game format tags isActive archetypeCount createdAt',
      (p) => ({ id: p.databaseId, name: p.name, description: p.description, team_id: p.teamDatabaseId, team: p.team?.name ?? null, visibility: p.visibility, game: p.game, format: p.format, tags: p.tags, active: p.isActive, archetypes: p.archetypeCount, created: p.createdAt }),
    );
  },

  'DELETE /admin/projects/:id': ({ t, w }) => adminDelete(t, w, 'Project'),

  'GET /admin/archetypes': async ({ t, w }) => {
    const c = await chain(t, 'Listed');
    const plain = await post(t, '/archetypes', c.owner.token, { project_id: c.project, name: 'Listed Control', short_name: 'CTRL', game: GAME, format: 'Legacy', description: 'Draw-go' });
    return adminList(
      t,
      w,
      'archetypes',
      [c.archetype, plain.id],
      (a) => ({ id: a.id, name: a.name, short: a.short_name, description: a.description, game: a.game, format: a.format, project_id: a.project_id, project: a.project_name, by: a.created_by, active: a.is_active, decklists: a.decklist_count, created: a.created_at, updated: a.updated_at }),
      'databaseId name shortName description game format projectDatabaseId project { name } createdBy { databaseId } isActive decklists { totalCount } createdAt updatedAt',
      (a) => ({ id: a.databaseId, name: a.name, short: a.shortName, description: a.description, game: a.game, format: a.format, project_id: a.projectDatabaseId, project: a.project.name, by: a.createdBy?.databaseId ?? null, active: a.isActive, decklists: a.decklists.totalCount, created: a.createdAt, updated: a.updatedAt }),
    );
  },

  'DELETE /admin/archetypes/:id': ({ t, w }) => adminDelete(t, w, 'Archetype'),

  'GET /admin/decklists': async ({ t, w }) => {
    const c = await chain(t, 'Listed');
    const second = await post(t, '/decklists/import', c.owner.token, { archetype_id: c.archetype, raw_text: DECK, name: 'Listed Second' });
    await restOk(t, 'PUT', `/decklists/${second.id}`, { token: c.owner.token, body: { cards: [{ name: 'Shock', quantity: 4 }] } });
    return adminList(
      t,
      w,
      'decklists',
      [c.decklist, second.id],
      (d) => ({ id: d.id, name: d.name, archetype_id: d.archetype_id, archetype: d.archetype_name, project: d.project_name, version: d.version_tag, by: d.created_by, by_name: d.created_by_username, created: d.created_at, updated: d.updated_at }),
      'databaseId name archetypeDatabaseId archetype { name project { name } } versionTag createdBy { databaseId username } createdAt updatedAt',
      (d) => ({ id: d.databaseId, name: d.name, archetype_id: d.archetypeDatabaseId, archetype: d.archetype.name, project: d.archetype.project.name, version: d.versionTag, by: d.createdBy?.databaseId ?? null, by_name: d.createdBy?.username ?? null, created: d.createdAt, updated: d.updatedAt }),
    );
  },

  'DELETE /admin/decklists/:id': ({ t, w }) => adminDelete(t, w, 'Decklist'),
};

// Parity cases for teams, projects and the game/format catalogue.
import { expect } from 'vitest';
import { joinTeam, signedInUser, uniqueName } from '../helpers/users.ts';
import { gqlOk, mutationOk, restOk } from './cases.ts';
import { TEAM, PROJECT, teamOf, projectOf, detailOf, memberOf, publicUserOf, bare, list, connection, ownerWithTeam, teamQuery, projectQuery, type Json } from './accounts-support.ts';
import type { ParityCases } from './cases.ts';
import { comparable, seedArchivedProject } from '../helpers/archive-round-trip.ts';

export const teamAndProjectCases: ParityCases = {
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
    const restInvites = [await invite(restTeam.id, invitee.username, 'admin'), await invite(restTeam.id, email, 'member')];
    const selection = `... on InviteMemberPayload { message mailStatus invitation { invitedAs role expiresAt } }`;
    const gqlInvite = (identifier: string, role: string) => mutationOk(t, 'inviteMember', { teamId: gqlTeam.id, identifier, role }, selection, owner.token);
    const gqlInvites = [await gqlInvite(invitee.username, 'admin'), await gqlInvite(email, 'member')];
    // Invitations last two weeks: compared in whole days from now.
    const days = (iso: string) => Math.round((Date.parse(iso) - Date.now()) / 86_400_000);
    // Read back: each team's open invitations (nobody joined yet).
    const pending = async (teamId: string) => (await restOk(t, 'GET', `/teams/${teamId}/invitations`, { token: owner.token })).map((i: Json) => [i.invited_as, i.role]);
    return [
      {
        answers: restInvites.map((r) => ({ message: r.message, mailStatus: r.mail_status, invitedAs: r.invitation.invited_as, role: r.invitation.role, days: days(r.invitation.expires_at) })),
        pending: await pending(restTeam.id),
      },
      {
        answers: gqlInvites.map((g) => ({ message: g.message, mailStatus: g.mailStatus, invitedAs: g.invitation.invitedAs, role: g.invitation.role, days: days(g.invitation.expiresAt) })),
        pending: await pending(gqlTeam.id),
      },
    ];
  },

  'GET /teams/:id/search-users': async ({ t }) => {
    const { user: owner, team } = await ownerWithTeam(t);
    const key = uniqueName('Findme');
    await signedInUser(t, { display_name: `${key} One` });
    await signedInUser(t, { display_name: `${key} Two` });
    const member = await signedInUser(t, { display_name: `${key} Already In` });
    await joinTeam(t, owner.token, team.id, member);
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

  'GET /projects/:id/export': async ({ t, w }) => {
    const projectId = await seedArchivedProject(t, w, 'Parity export');
    const rest = await restOk(t, 'GET', `/projects/${projectId}/export`, { token: w.admin.token });
    const gql = (await gqlOk(t, 'query ($id: ID!) { exportProject(projectId: $id) }', { id: projectId }, w.admin.token)).exportProject;
    return [comparable(rest), comparable(gql)];
  },

  'POST /projects/import': async ({ t, w }) => {
    // One archive into two teams of one owner; each copy is read back through the export.
    const archive = await restOk(t, 'GET', `/projects/${await seedArchivedProject(t, w, 'Parity import')}/export`, { token: w.owner.token });
    const { user, team } = await ownerWithTeam(t);
    const other = await restOk(t, 'POST', '/teams', { token: user.token, body: { name: uniqueName('Second Team ') } });
    const rest = await restOk(t, 'POST', '/projects/import', { token: user.token, body: { team_id: team.id, archive } });
    const gql = projectOf((await mutationOk(t, 'importProject', { teamId: other.id, archive }, `... on ImportProjectPayload { project { ${PROJECT} } }`, user.token)).project);
    const readBack = async (id: string) => comparable(await restOk(t, 'GET', `/projects/${id}/export`, { token: user.token }));
    const created = ({ team_id: _team, ...project }: Json) => bare(project);
    return [
      { created: created(rest), readBack: await readBack(rest.id) },
      { created: created(gql), readBack: await readBack(gql.id) },
    ];
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

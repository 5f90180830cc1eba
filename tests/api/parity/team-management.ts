// Parity cases for running a team: members' roles, removing and leaving, transferring ownership, and changing or
// deleting teams and projects. Each case makes twin teams (or projects) of one owner, changes one through each API
// in the same way and reads back what the change did.
import type { TestApp } from '../helpers/test-app.ts';
import { addToTeam, signedInUser, uniqueName, type TestUser } from '../helpers/users.ts';
import { bare, PROJECT, projectOf, TEAM, teamOf, type Json } from './accounts-support.ts';
import { mutationOk, restOk, type ParityCases } from './cases.ts';

/** An owner with twin teams, each with an admin and a plain member of its own. */
async function twinTeams(t: TestApp) {
  const owner = await signedInUser(t);
  const name = uniqueName('Twin Crew ');
  const team = async () => {
    const created = await restOk(t, 'POST', '/teams', { token: owner.token, body: { name, visibility: 'private' } });
    const [admin, member] = [await signedInUser(t), await signedInUser(t)];
    await addToTeam(t, created.id, [
      [admin, 'admin'],
      [member, 'member'],
    ]);
    return { id: created.id as string, admin, member };
  };
  return { owner, rest: await team(), gql: await team() };
}

const teamStatus = async (t: TestApp, teamId: string, user: TestUser) => (await t.rest('GET', `/teams/${teamId}`, { token: user.token })).status;
const roleOf = async (t: TestApp, teamId: string, user: TestUser) => (await t.rest('GET', `/teams/${teamId}`, { token: user.token })).body.role ?? null;

export const teamManagementCases: ParityCases = {
  'PUT /teams/:id': async ({ t }) => {
    const { owner, rest, gql } = await twinTeams(t);
    const changes = { name: uniqueName('Renamed '), description: '', visibility: 'public' };
    const restTeam = await restOk(t, 'PUT', `/teams/${rest.id}`, { token: owner.token, body: changes });
    const gqlTeam = (await mutationOk(t, 'updateTeam', { id: gql.id, ...changes }, `... on UpdateTeamPayload { team { ${TEAM} } }`, owner.token)).team;
    return [bare(restTeam), bare(teamOf(gqlTeam))];
  },

  'DELETE /teams/:id': async ({ t }) => {
    const { owner, rest, gql } = await twinTeams(t);
    const restAnswer = await restOk(t, 'DELETE', `/teams/${rest.id}`, { token: owner.token });
    const gqlAnswer = await mutationOk(t, 'deleteTeam', { id: gql.id }, '... on DeleteTeamPayload { deletedId }', owner.token);
    return [
      { answered: restAnswer.message === 'Team deleted', ownerSees: await teamStatus(t, rest.id, owner), memberSees: await teamStatus(t, rest.id, rest.member) },
      { answered: gqlAnswer.deletedId === gql.id, ownerSees: await teamStatus(t, gql.id, owner), memberSees: await teamStatus(t, gql.id, gql.member) },
    ];
  },

  'PUT /teams/:id/members/:userId': async ({ t }) => {
    const { rest, gql } = await twinTeams(t);
    // The admin promotes the plain member.
    const restMember = await restOk(t, 'PUT', `/teams/${rest.id}/members/${rest.member.id}`, { token: rest.admin.token, body: { role: 'admin' } });
    const gqlMember = (
      await mutationOk(t, 'changeMemberRole', { teamId: gql.id, userId: gql.member.id, role: 'admin' }, '... on ChangeMemberRolePayload { member { role joinedAt user { databaseId username } } }', gql.admin.token)
    ).member;
    return [
      { isTheMember: restMember.id === rest.member.id && restMember.username === rest.member.username, role: restMember.role, joinedAt: typeof restMember.joined_at, roleAfter: await roleOf(t, rest.id, rest.member) },
      { isTheMember: gqlMember.user.databaseId === gql.member.id && gqlMember.user.username === gql.member.username, role: gqlMember.role, joinedAt: typeof gqlMember.joinedAt, roleAfter: await roleOf(t, gql.id, gql.member) },
    ];
  },

  'DELETE /teams/:id/members/:userId': async ({ t }) => {
    const { owner, rest, gql } = await twinTeams(t);
    const restAnswer = await restOk(t, 'DELETE', `/teams/${rest.id}/members/${rest.admin.id}`, { token: owner.token });
    const gqlAnswer = await mutationOk(t, 'removeMember', { teamId: gql.id, userId: gql.admin.id }, '... on RemoveMemberPayload { removedMemberId }', owner.token);
    return [
      { answered: restAnswer.message === 'Member removed', removedSees: await teamStatus(t, rest.id, rest.admin) },
      { answered: typeof gqlAnswer.removedMemberId === 'string', removedSees: await teamStatus(t, gql.id, gql.admin) },
    ];
  },

  'POST /teams/:id/leave': async ({ t }) => {
    const { rest, gql } = await twinTeams(t);
    const restAnswer = await restOk(t, 'POST', `/teams/${rest.id}/leave`, { token: rest.member.token });
    const gqlAnswer = await mutationOk(t, 'leaveTeam', { teamId: gql.id }, '... on LeaveTeamPayload { leftTeamId }', gql.member.token);
    return [
      { answered: restAnswer.message === 'You left the team', leaverSees: await teamStatus(t, rest.id, rest.member) },
      { answered: gqlAnswer.leftTeamId === gql.id, leaverSees: await teamStatus(t, gql.id, gql.member) },
    ];
  },

  'POST /teams/:id/transfer': async ({ t }) => {
    const { owner, rest, gql } = await twinTeams(t);
    const restTeam = await restOk(t, 'POST', `/teams/${rest.id}/transfer`, { token: owner.token, body: { user_id: rest.member.id } });
    const gqlTeam = (await mutationOk(t, 'transferTeamOwnership', { teamId: gql.id, userId: gql.member.id }, `... on TransferTeamOwnershipPayload { team { ${TEAM} } }`, owner.token)).team;
    const after = async (team: Json, heir: TestUser) => {
      const { owner_id: ownerId, ...fields } = bare(team);
      return { ...fields, ownerIsHeir: ownerId === heir.id, heirRole: await roleOf(t, team.id, heir), formerOwnerRole: await roleOf(t, team.id, owner) };
    };
    return [await after(restTeam, rest.member), await after(teamOf(gqlTeam), gql.member)];
  },

  'PUT /projects/:id': async ({ t }) => {
    const { owner, rest } = await twinTeams(t);
    const project = () => restOk(t, 'POST', '/projects', { token: owner.token, body: { name: 'Twin', team_id: rest.id, game: 'Magic: The Gathering', format: 'Modern', tags: ['old'] } });
    const [restProject, gqlProject] = [await project(), await project()];
    const changes = { name: uniqueName('Renamed '), description: 'Now public', visibility: 'public', game: 'Lorcana', format: '', tags: [' new ', 'NEW', 'bo1'], isActive: false };
    const { isActive, ...restChanges } = changes;
    const restAnswer = await restOk(t, 'PUT', `/projects/${restProject.id}`, { token: rest.admin.token, body: { ...restChanges, is_active: isActive } });
    const gqlAnswer = (await mutationOk(t, 'updateProject', { id: gqlProject.id, ...changes }, `... on UpdateProjectPayload { project { ${PROJECT} } }`, rest.admin.token)).project;
    return [bare(restAnswer), bare(projectOf(gqlAnswer))];
  },

  'DELETE /projects/:id': async ({ t }) => {
    const { owner, rest } = await twinTeams(t);
    const project = async () => (await restOk(t, 'POST', '/projects', { token: owner.token, body: { name: 'Doomed twin', team_id: rest.id, game: 'Magic: The Gathering' } })).id as string;
    const [restId, gqlId] = [await project(), await project()];
    const restAnswer = await restOk(t, 'DELETE', `/projects/${restId}`, { token: rest.admin.token });
    const gqlAnswer = await mutationOk(t, 'deleteProject', { id: gqlId }, '... on DeleteProjectPayload { deletedId }', rest.admin.token);
    const status = async (id: string) => (await t.rest('GET', `/projects/${id}`, { token: owner.token })).status;
    return [
      { answered: restAnswer.message === 'Project deleted', after: await status(restId) },
      { answered: gqlAnswer.deletedId === gqlId, after: await status(gqlId) },
    ];
  },
};

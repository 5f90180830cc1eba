// Members and roles (issue 20): changing roles, removing members, leaving, transferring ownership; the rules of
// services/teams/member-permissions.ts through REST and GraphQL, and bad input changing nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { t, useAppWithWorld } from './helpers/app-with-world.ts';
import { addToTeam, signedInUser, type TestUser } from './helpers/users.ts';

useAppWithWorld();

let owner: TestUser, admin: TestUser, otherAdmin: TestUser, member: TestUser, otherMember: TestUser, outsider: TestUser;
beforeAll(async () => {
  [owner, admin, otherAdmin, member, otherMember, outsider] = await Promise.all(Array.from({ length: 6 }, () => signedInUser(t)));
});

/** A fresh team of `visibility` owned by `owner`, with two admins and two members. */
async function squad(visibility: 'private' | 'public' = 'private') {
  const team = await t.rest('POST', '/teams', { token: owner.token, body: { name: `Squad ${Math.random().toString(36).slice(2, 7)}`, visibility } });
  await addToTeam(t, team.body.id, [
    [admin, 'admin'],
    [otherAdmin, 'admin'],
    [member, 'member'],
    [otherMember, 'member'],
  ]);
  return team.body.id as string;
}

const roles = async (teamId: string) =>
  Object.fromEntries((await t.app.deps.db.teamMember.findMany({ where: { teamId }, include: { user: true } })).map((m) => [m.user.username, m.role]));
const setRole = (teamId: string, who: TestUser, role: unknown, token: string) => t.rest('PUT', `/teams/${teamId}/members/${who.id}`, { token, body: { role } });
const remove = (teamId: string, who: { id: string }, token: string) => t.rest('DELETE', `/teams/${teamId}/members/${who.id}`, { token });

describe('PUT /teams/:id/members/:userId', () => {
  it('lets the owner make a member an admin and back, and the new role applies to the very next request', async () => {
    const team = await squad();
    expect((await t.rest('GET', `/teams/${team}/invitations`, { token: member.token })).status).toBe(403);
    const promoted = await setRole(team, member, 'admin', owner.token);
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({ id: member.id, username: member.username, role: 'admin' });
    expect((await t.rest('GET', `/teams/${team}/invitations`, { token: member.token })).status).toBe(200);
    expect((await setRole(team, member, 'member', owner.token)).body.role).toBe('member');
    expect((await t.rest('GET', `/teams/${team}/invitations`, { token: member.token })).status).toBe(403);
  });

  it('lets an admin promote a plain member and step down, but not change the owner or another admin', async () => {
    const team = await squad();
    expect((await setRole(team, member, 'admin', admin.token)).status).toBe(200);
    const before = await roles(team);
    expect((await setRole(team, otherAdmin, 'member', admin.token)).body.message).toBe('An admin cannot change or remove another admin');
    expect((await setRole(team, otherAdmin, 'member', admin.token)).status).toBe(403);
    expect((await setRole(team, owner, 'member', admin.token)).status).toBe(403);
    expect(await roles(team)).toEqual(before);
    expect((await setRole(team, admin, 'member', admin.token)).body.role).toBe('member');
  });

  it('moves the owner role only by transfer: the owner cannot demote themselves, nobody can give "owner"', async () => {
    const team = await squad();
    const refused = await setRole(team, owner, 'admin', owner.token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('transferring ownership');
    const given = await setRole(team, member, 'owner', owner.token);
    expect(given.status).toBe(400);
    expect(given.body.problems).toEqual([{ field: 'role', message: 'Role must be "member" or "admin"; the owner role moves only by transferring ownership' }]);
    expect((await roles(team))[owner.username]).toBe('owner');
    expect((await roles(team))[member.username]).toBe('member');
  });

  it.each([
    ['an unknown role', { role: 'captain' }, 400],
    ['no role', {}, 400],
    ['a role that is not text', { role: 1 }, 400],
    ['an unknown field', { role: 'admin', rank: 2 }, 400],
    ['a camelCase field', { role: 'admin', userId: 'x' }, 400],
  ])('refuses %s with 400 and changes nothing', async (_name, body, status) => {
    const team = await squad();
    const before = await roles(team);
    expect((await t.rest('PUT', `/teams/${team}/members/${member.id}`, { token: owner.token, body })).status).toBe(status);
    expect(await roles(team)).toEqual(before);
  });

  it('answers 403 to a plain member, 404 to an outsider of a private team and 403 of a public one, 401 signed out', async () => {
    const [privateTeam, publicTeam] = [await squad(), await squad('public')];
    expect((await setRole(privateTeam, otherMember, 'admin', member.token)).status).toBe(403);
    expect((await setRole(privateTeam, member, 'admin', outsider.token)).status).toBe(404);
    expect((await setRole(publicTeam, member, 'admin', outsider.token)).status).toBe(403);
    expect((await t.rest('PUT', `/teams/${privateTeam}/members/${member.id}`, { body: { role: 'admin' } })).status).toBe(401);
  });

  it('answers 404 for someone who is not a member, and for ids that name nobody', async () => {
    const team = await squad();
    expect((await setRole(team, outsider, 'admin', owner.token)).status).toBe(404);
    expect((await t.rest('PUT', `/teams/${team}/members/not-a-uuid`, { token: owner.token, body: { role: 'admin' } })).status).toBe(404);
    expect((await t.rest('PUT', `/teams/00000000-0000-0000-0000-000000000000/members/${member.id}`, { token: owner.token, body: { role: 'admin' } })).status).toBe(404);
  });

  it('is changeMemberRole in GraphQL, with the same rules', async () => {
    const team = await squad();
    const doc = `mutation ($input: ChangeMemberRoleInput!) { changeMemberRole(input: $input) { __typename
      ... on ChangeMemberRolePayload { member { role user { username } viewerCanManage } } ... on Error { message } } }`;
    const ok = await t.gql(doc, { input: { teamId: encodeGlobalID('Team', team), userId: encodeGlobalID('User', member.id), role: 'admin' } }, owner.token);
    expect(ok.data!.changeMemberRole).toEqual({ __typename: 'ChangeMemberRolePayload', member: { role: 'admin', user: { username: member.username }, viewerCanManage: true } });
    const refused = await t.gql(doc, { input: { teamId: team, userId: owner.id, role: 'member' } }, admin.token);
    expect(refused.data!.changeMemberRole.__typename).toBe('ForbiddenError');
    const owned = await t.gql(doc, { input: { teamId: team, userId: member.id, role: 'owner' } }, owner.token);
    expect(owned.data!.changeMemberRole.__typename).toBe('ValidationError');
  });

  it('tells the viewer whom they may manage (TeamMember.viewerCanManage)', async () => {
    const team = await squad();
    const query = `query ($id: ID!) { team(id: $id) { members(first: 10) { edges { node { viewerCanManage user { username } } } } } }`;
    const manageable = async (token: string) =>
      (await t.gql(query, { id: team }, token)).data!.team.members.edges.filter((e: any) => e.node.viewerCanManage).map((e: any) => e.node.user.username).sort();
    expect(await manageable(owner.token)).toEqual([admin.username, otherAdmin.username, member.username, otherMember.username].sort());
    expect(await manageable(admin.token)).toEqual([admin.username, member.username, otherMember.username].sort());
    expect(await manageable(member.token)).toEqual([]);
  });
});

describe('DELETE /teams/:id/members/:userId', () => {
  it('lets an admin remove a plain member, who loses the private team at once', async () => {
    const team = await squad();
    expect((await t.rest('GET', `/teams/${team}`, { token: member.token })).status).toBe(200);
    const removed = await remove(team, member, admin.token);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ message: 'Member removed' });
    expect((await t.rest('GET', `/teams/${team}`, { token: member.token })).status).toBe(404);
    expect((await t.rest('GET', '/teams', { token: member.token })).body.map((x: { id: string }) => x.id)).not.toContain(team);
    expect((await remove(team, member, admin.token)).status).toBe(404);
  });

  it('refuses an admin removing another admin or the owner, the owner removing themselves, and plain members', async () => {
    const team = await squad();
    const before = await roles(team);
    expect((await remove(team, otherAdmin, admin.token)).status).toBe(403);
    expect((await remove(team, owner, admin.token)).status).toBe(403);
    expect((await remove(team, owner, owner.token)).status).toBe(403);
    expect((await remove(team, otherMember, member.token)).status).toBe(403);
    expect((await remove(team, member, outsider.token)).status).toBe(404);
    expect(await roles(team)).toEqual(before);
    expect((await remove(team, otherAdmin, owner.token)).status).toBe(200);
  });

  it('is removeMember in GraphQL, answering the removed TeamMember id', async () => {
    const team = await squad();
    const membership = await t.app.deps.db.teamMember.findUniqueOrThrow({ where: { teamId_userId: { teamId: team, userId: member.id } } });
    const doc = `mutation ($input: RemoveMemberInput!) { removeMember(input: $input) { __typename ... on RemoveMemberPayload { removedMemberId } ... on Error { message } } }`;
    const answer = await t.gql(doc, { input: { teamId: team, userId: member.id } }, owner.token);
    expect(answer.data!.removeMember).toEqual({ __typename: 'RemoveMemberPayload', removedMemberId: encodeGlobalID('TeamMember', membership.id) });
    expect((await t.gql(doc, { input: { teamId: team, userId: member.id } }, owner.token)).data!.removeMember.__typename).toBe('NotFoundError');
  });
});

describe('POST /teams/:id/leave', () => {
  it('lets members and admins leave; the owner must transfer first', async () => {
    const team = await squad();
    expect((await t.rest('POST', `/teams/${team}/leave`, { token: member.token })).status).toBe(200);
    expect((await t.rest('GET', `/teams/${team}`, { token: member.token })).status).toBe(404);
    expect((await t.rest('POST', `/teams/${team}/leave`, { token: admin.token })).status).toBe(200);
    const refused = await t.rest('POST', `/teams/${team}/leave`, { token: owner.token });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('The owner cannot leave the team: transfer ownership to another member first');
    expect((await roles(team))[owner.username]).toBe('owner');
  });

  it('answers 404 to an outsider of a private team, 403 of a public one', async () => {
    expect((await t.rest('POST', `/teams/${await squad()}/leave`, { token: outsider.token })).status).toBe(404);
    expect((await t.rest('POST', `/teams/${await squad('public')}/leave`, { token: outsider.token })).status).toBe(403);
  });

  it('is leaveTeam in GraphQL', async () => {
    const team = await squad();
    const doc = `mutation ($input: LeaveTeamInput!) { leaveTeam(input: $input) { __typename ... on LeaveTeamPayload { leftTeamId } ... on Error { message } } }`;
    expect((await t.gql(doc, { input: { teamId: team } }, owner.token)).data!.leaveTeam.__typename).toBe('ForbiddenError');
    expect((await t.gql(doc, { input: { teamId: team } }, otherMember.token)).data!.leaveTeam).toEqual({ __typename: 'LeaveTeamPayload', leftTeamId: team });
  });
});

describe('POST /teams/:id/transfer', () => {
  it('makes the member the owner and the former owner an admin, who may then leave', async () => {
    const team = await squad();
    const moved = await t.rest('POST', `/teams/${team}/transfer`, { token: owner.token, body: { user_id: member.id } });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ id: team, owner_id: member.id, role: 'admin' });
    expect(await roles(team)).toMatchObject({ [owner.username]: 'admin', [member.username]: 'owner' });
    expect((await t.rest('POST', `/teams/${team}/leave`, { token: member.token })).status).toBe(403);
    expect((await t.rest('POST', `/teams/${team}/leave`, { token: owner.token })).status).toBe(200);
    expect((await t.rest('GET', `/teams/${team}`, { token: member.token })).body.role).toBe('owner');
  });

  it('is for the owner only, to a member other than themselves', async () => {
    const team = await squad();
    const before = await roles(team);
    const transfer = (token: string, body: unknown) => t.rest('POST', `/teams/${team}/transfer`, { token, body });
    expect((await transfer(admin.token, { user_id: member.id })).status).toBe(403);
    expect((await transfer(member.token, { user_id: member.id })).status).toBe(403);
    expect((await transfer(outsider.token, { user_id: member.id })).status).toBe(404);
    expect((await transfer(owner.token, { user_id: outsider.id })).status).toBe(404);
    expect((await transfer(owner.token, { user_id: 'nobody' })).status).toBe(404);
    expect((await transfer(owner.token, { user_id: owner.id })).status).toBe(400);
    expect((await transfer(owner.token, {})).status).toBe(400);
    expect((await transfer(owner.token, { userId: member.id })).status).toBe(400);
    expect(await roles(team)).toEqual(before);
    expect((await t.app.deps.db.team.findUniqueOrThrow({ where: { id: team } })).ownerId).toBe(owner.id);
  });

  it('is transferTeamOwnership in GraphQL', async () => {
    const team = await squad();
    const doc = `mutation ($input: TransferTeamOwnershipInput!) { transferTeamOwnership(input: $input) { __typename
      ... on TransferTeamOwnershipPayload { team { viewerRole owner { username } } } ... on Error { message } } }`;
    const answer = await t.gql(doc, { input: { teamId: encodeGlobalID('Team', team), userId: encodeGlobalID('User', admin.id) } }, owner.token);
    expect(answer.data!.transferTeamOwnership).toEqual({ __typename: 'TransferTeamOwnershipPayload', team: { viewerRole: 'admin', owner: { username: admin.username } } });
  });
});

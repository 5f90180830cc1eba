// A team's pending invitations: one per person (a second invitation sends nothing, also when two are sent at once),
// listed for the owner and admins on the team, and an answered or revoked invitation takes its notification along.
import { describe, expect, it } from 'vitest';
import { t, useAppWithWorld, w } from './helpers/app-with-world.ts';
import { signedInUser, uniqueName } from './helpers/users.ts';

useAppWithWorld();

const invite = (teamId: string, identifier: string, token: string) => t.rest('POST', `/teams/${teamId}/invite`, { token, body: { identifier, role: 'member' } });
/** Invitation mails only (a new account also gets its confirmation mail). */
const mailsTo = (address: string) => t.outbox().filter((eml) => eml.includes(`To: ${address}`) && eml.includes('invited you')).length;
const inviteNotifications = async (token: string) => (await t.rest('GET', '/notifications?type=team_invite', { token })).body as { team_id: string | null }[];

/** A team of its own per test, with an owner and an admin: invitations are limited per sender. */
async function newTeam() {
  const [owner, admin] = await Promise.all([signedInUser(t), signedInUser(t)]);
  const team = (await t.rest('POST', '/teams', { token: owner.token, body: { name: uniqueName('Invites'), visibility: 'private' } })).body as { id: string };
  await invite(team.id, admin.username, owner.token);
  const [invitation] = await myInvitationIds(admin.token);
  await t.rest('POST', `/invitations/${invitation}/accept`, { token: admin.token });
  expect((await t.rest('PUT', `/teams/${team.id}/members/${admin.id}`, { token: owner.token, body: { role: 'admin' } })).status).toBe(200);
  return { id: team.id, owner: owner.token, admin: admin.token, member: admin };
}
async function myInvitationIds(token: string): Promise<string[]> {
  return ((await t.rest('GET', '/invitations', { token })).body as { id: string }[]).map((i) => i.id);
}

describe('one pending invitation per person', () => {
  it('refuses a second invitation of the same person to the same team and sends no second mail', async () => {
    const [team, other, user] = await Promise.all([newTeam(), newTeam(), signedInUser(t)]);
    expect((await invite(team.id, user.username, team.owner)).status).toBe(201);
    expect(mailsTo(user.email)).toBe(1);
    for (const identifier of [user.username, user.email]) {
      const again = await invite(team.id, identifier, team.admin);
      expect(again.status).toBe(409);
      expect(again.body.message).toMatch(new RegExp(`^${identifier} already has a pending invitation \\(sent \\d{4}-\\d\\d-\\d\\d\\); no second one was sent\\. Revoke it to invite again\\.$`));
    }
    expect(mailsTo(user.email)).toBe(1);
    expect(await myInvitationIds(user.token)).toHaveLength(1);
    // Another team may still invite them.
    expect((await invite(other.id, user.username, other.owner)).status).toBe(201);
  });

  it('sends one invitation when two are sent at once (to an address without an account too)', async () => {
    const [team, user] = await Promise.all([newTeam(), signedInUser(t)]);
    const nobody = `${uniqueName('nobody')}@example.test`;
    for (const identifier of [user.username, nobody]) {
      const answers = await Promise.all([invite(team.id, identifier, team.owner), invite(team.id, identifier, team.admin), invite(team.id, identifier, team.owner)]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    }
    expect(mailsTo(user.email)).toBe(1);
    expect(mailsTo(nobody)).toBe(1);
    expect(await t.app.deps.db.invitation.count({ where: { teamId: team.id, email: nobody } })).toBe(1);
  });

  it('invites again once the invitation was revoked', async () => {
    const [team, user] = await Promise.all([newTeam(), signedInUser(t)]);
    await invite(team.id, user.username, team.owner);
    const [id] = await myInvitationIds(user.token);
    expect((await t.rest('DELETE', `/teams/${team.id}/invitations/${id}`, { token: team.owner })).status).toBe(200);
    expect((await invite(team.id, user.username, team.owner)).status).toBe(201);
    expect(mailsTo(user.email)).toBe(2);
  });
});

describe('the bell', () => {
  it('loses the invitation once it is accepted, declined or revoked', async () => {
    const team = await newTeam();
    for (const close of ['accept', 'decline', 'revoke'] as const) {
      const user = await signedInUser(t);
      await invite(team.id, user.username, team.owner);
      expect(await inviteNotifications(user.token)).toEqual([expect.objectContaining({ team_id: team.id })]);
      const unread = (await t.rest('GET', '/notifications/unread-count', { token: user.token })).body;
      const [id] = await myInvitationIds(user.token);
      const answer =
        close === 'revoke'
          ? await t.rest('DELETE', `/teams/${team.id}/invitations/${id}`, { token: team.admin })
          : await t.rest('POST', `/invitations/${id}/${close}`, { token: user.token });
      expect(answer.status, close).toBe(200);
      expect(await inviteNotifications(user.token), close).toEqual([]);
      expect((await t.rest('GET', '/notifications/unread-count', { token: user.token })).body.unread_notifications, close).toBe(unread.unread_notifications - 1);
    }
  });

  it('answers GraphQL accept and decline with the viewer without the notification', async () => {
    const [one, two, user] = await Promise.all([newTeam(), newTeam(), signedInUser(t)]);
    await invite(one.id, user.username, one.owner);
    await invite(two.id, user.username, two.owner);
    const [second, first] = await myInvitationIds(user.token);
    const ACCEPT = `mutation ($id: ID!) { acceptInvitation(input: { id: $id }) { ... on AcceptInvitationPayload { viewer { unreadNotificationCount } } } }`;
    const DECLINE = `mutation ($id: ID!) { declineInvitation(input: { id: $id }) { ... on DeclineInvitationPayload { viewer { unreadNotificationCount } } } }`;
    expect((await t.gql(ACCEPT, { id: first }, user.token)).data?.acceptInvitation.viewer.unreadNotificationCount).toBe(1);
    expect((await t.gql(DECLINE, { id: second }, user.token)).data?.declineInvitation.viewer.unreadNotificationCount).toBe(0);
  });
});

describe("the team's pending invitations", () => {
  it('are listed for the owner and admins, and empty for anyone else', async () => {
    const [team, user] = await Promise.all([newTeam(), signedInUser(t)]);
    await invite(team.id, user.username, team.owner);
    const PENDING = `query ($id: ID!) { team(id: $id) { pendingInvitations(first: 50) { totalCount edges { node { invitedAs role } } } } }`;
    for (const [who, token] of [['owner', team.owner], ['admin', team.admin]] as const) {
      const list = (await t.gql(PENDING, { id: team.id }, token)).data?.team.pendingInvitations;
      expect(list.edges.map((e: { node: { invitedAs: string } }) => e.node.invitedAs), who).toContain(user.username);
    }
    expect((await t.gql(PENDING, { id: w.privateTeam.id }, w.member.token)).data?.team.pendingInvitations).toEqual({ totalCount: 0, edges: [] });
    expect((await t.gql(PENDING, { id: w.publicTeam.id })).data?.team.pendingInvitations).toEqual({ totalCount: 0, edges: [] });
    expect((await t.gql(PENDING, { id: w.publicTeam.id }, w.outsider.token)).data?.team.pendingInvitations).toEqual({ totalCount: 0, edges: [] });
  });
});

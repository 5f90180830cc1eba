// Invitations need consent: an invited user joins only by accepting; inviting answers alike whether or not an address
// has an account; user search never matches addresses; managers see and revoke their team's open invitations.
import { describe, expect, it } from 'vitest';
import { t, useAppWithWorld, w } from './helpers/app-with-world.ts';
import { mailText, signedInUser, uniqueName } from './helpers/users.ts';

useAppWithWorld();

const invite = (teamId: string, identifier: string, token = w.owner.token, role = 'member') => t.rest('POST', `/teams/${teamId}/invite`, { token, body: { identifier, role } });
const myInvitations = async (token: string) => (await t.rest('GET', '/invitations', { token })).body as { id: string; team: { id: string; name: string }; role: string; invited_as: string; invited_by: { username: string } }[];
const isMember = async (teamId: string, userId: string) => (await t.app.deps.db.teamMember.count({ where: { teamId, userId } })) > 0;
const mailsTo = (address: string) => t.outbox().filter((eml) => eml.includes(`To: ${address}`));

describe('consent', () => {
  it('makes an invited user a member only once they accept, with the invited role', async () => {
    const user = await signedInUser(t);
    expect(await invite(w.privateTeam.id, user.username, w.admin.token, 'admin')).toMatchObject({ status: 201, body: { message: `Invitation sent to ${user.username}` } });
    expect(await isMember(w.privateTeam.id, user.id)).toBe(false);
    expect((await t.rest('GET', `/teams/${w.privateTeam.id}`, { token: user.token })).status).toBe(404);
    const [invitation] = await myInvitations(user.token);
    expect(invitation).toMatchObject({ team: { id: w.privateTeam.id, name: 'Private Squad' }, role: 'admin', invited_by: { username: w.admin.username } });
    expect(mailText(mailsTo(user.email).at(-1)!)).toContain('Sign in to accept or decline it');

    const accepted = await t.rest('POST', `/invitations/${invitation.id}/accept`, { token: user.token });
    expect(accepted).toMatchObject({ status: 200, body: { message: 'You joined Private Squad', team: { id: w.privateTeam.id, role: 'admin' } } });
    expect((await t.rest('GET', `/teams/${w.privateTeam.id}`, { token: user.token })).body.role).toBe('admin');
    expect(await myInvitations(user.token)).toEqual([]);
    expect((await t.rest('POST', `/invitations/${invitation.id}/accept`, { token: user.token })).status).toBe(404);
  });

  it('lets the invitee decline, which leaves them out and closes the invitation', async () => {
    const user = await signedInUser(t);
    await invite(w.privateTeam.id, user.username);
    const [invitation] = await myInvitations(user.token);
    expect(await t.rest('POST', `/invitations/${invitation.id}/decline`, { token: user.token })).toMatchObject({ status: 200, body: { message: 'Invitation declined' } });
    expect(await isMember(w.privateTeam.id, user.id)).toBe(false);
    expect(await myInvitations(user.token)).toEqual([]);
    expect((await t.rest('POST', `/invitations/${invitation.id}/accept`, { token: user.token })).status).toBe(404);
  });

  it("lets nobody else answer someone's invitation", async () => {
    const [user, other] = await Promise.all([signedInUser(t), signedInUser(t)]);
    await invite(w.privateTeam.id, user.username);
    const [invitation] = await myInvitations(user.token);
    for (const token of [other.token, w.owner.token, w.siteAdmin.token]) {
      expect((await t.rest('POST', `/invitations/${invitation.id}/accept`, { token })).status).toBe(404);
      expect((await t.rest('POST', `/invitations/${invitation.id}/decline`, { token })).status).toBe(404);
    }
    expect((await t.rest('POST', `/invitations/${invitation.id}/accept`)).status).toBe(401);
    expect((await t.rest('POST', '/invitations/not-an-id/accept', { token: user.token })).status).toBe(404);
    expect(await myInvitations(user.token)).toHaveLength(1);
  });
});

describe('no account enumeration', () => {
  it('answers an address with an account, one without, and a member\'s address alike', async () => {
    const holder = await signedInUser(t);
    const addresses = [holder.email, `${uniqueName('nobody')}@example.test`, w.member.email];
    const answers = await Promise.all(addresses.map((address) => invite(w.publicTeam.id, address)));
    const shapes = answers.map((answer, i) => ({ status: answer.status, body: JSON.parse(JSON.stringify(answer.body).replaceAll(addresses[i], 'X').replace(/,?"expires_at":"[^"]+"/, '')) }));
    expect(shapes[1]).toEqual(shapes[0]);
    expect(shapes[2]).toEqual(shapes[0]);
    expect(shapes[0]).toMatchObject({ status: 201, body: { message: 'Invitation sent to X', mail_status: 'sent' } });
    expect(await isMember(w.publicTeam.id, holder.id)).toBe(false);
    expect((await myInvitations(holder.token)).map((i) => i.team.id)).toEqual([w.publicTeam.id]);
  });

  it('never matches addresses in user search, and only lets those who may invite search', async () => {
    const candidate = await signedInUser(t, { username: uniqueName('quill'), display_name: 'Quill Findable' });
    const search = (q: string, token = w.admin.token) => t.rest('GET', `/teams/${w.privateTeam.id}/search-users?q=${encodeURIComponent(q)}`, { token });
    expect((await search(candidate.email)).body).toEqual([]);
    expect((await search(candidate.email.split('@')[1])).body).toEqual([]);
    expect((await search(candidate.username)).body.map((u: { id: string }) => u.id)).toEqual([candidate.id]);
    expect((await search(candidate.username, w.member.token)).status).toBe(403);
    expect((await search(candidate.username, w.outsider.token)).status).toBe(404);
  });
});

describe("a team's invitations", () => {
  it('are listed for the owner and admins as they were typed, and revoking one withdraws it', async () => {
    const user = await signedInUser(t);
    await invite(w.privateTeam.id, user.username);
    const listed = await t.rest('GET', `/teams/${w.privateTeam.id}/invitations`, { token: w.admin.token });
    expect(listed.status).toBe(200);
    const entry = listed.body.find((i: { invited_as: string }) => i.invited_as === user.username);
    expect(entry).toMatchObject({ role: 'member', invited_by: { username: w.owner.username } });
    expect(JSON.stringify(listed.body)).not.toContain(user.email);
    expect((await t.rest('GET', `/teams/${w.privateTeam.id}/invitations`, { token: w.member.token })).status).toBe(403);
    expect((await t.rest('GET', `/teams/${w.privateTeam.id}/invitations`, { token: w.outsider.token })).status).toBe(404);

    expect((await t.rest('DELETE', `/teams/${w.privateTeam.id}/invitations/${entry.id}`, { token: w.member.token })).status).toBe(403);
    expect((await t.rest('DELETE', `/teams/${w.publicTeam.id}/invitations/${entry.id}`, { token: w.owner.token })).status).toBe(404);
    expect((await t.rest('DELETE', `/teams/${w.privateTeam.id}/invitations/${entry.id}`, { token: w.admin.token })).status).toBe(200);
    expect(await myInvitations(user.token)).toEqual([]);
    expect((await t.rest('POST', `/invitations/${entry.id}/accept`, { token: user.token })).status).toBe(404);
    expect(await isMember(w.privateTeam.id, user.id)).toBe(false);
  });
});

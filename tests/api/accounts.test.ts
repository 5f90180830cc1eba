// The signed-in user's account: the profile, a new address that takes effect only when its link is followed (and is
// then announced to the old one),
// deleting the account (teams handed on or deleted, comments kept as a deleted user's), the sessions list with
// "sign out everywhere else", and personal access tokens refused on every one of these calls.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { t, useAppWithWorld } from './helpers/app-with-world.ts';
import { joinTeam, lastMailTo, mailText, signedInUser, uniqueName, verificationTokenFrom, type TestUser } from './helpers/users.ts';

useAppWithWorld();
let baseUrl = '';
beforeAll(async () => {
  baseUrl = await t.app.start(); // for graphql-ws sockets
});

/** A graphql-ws socket signed in with `token`, once acknowledged, with the close code it will end with. */
async function openSocket(token: string): Promise<{ closed: Promise<number> }> {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  const acknowledged = new Promise<boolean>((resolve) => ws.on('message', (data) => resolve(JSON.parse(data.toString()).type === 'connection_ack')));
  await new Promise((resolve) => ws.on('open', resolve));
  ws.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } }));
  expect(await acknowledged).toBe(true);
  return { closed };
}

const signIn = (email: string, password: string) => t.rest('POST', '/auth/login', { body: { email, password } });
const me = (token: string) => t.rest('GET', '/auth/me', { token });

async function tokenOf(user: TestUser, scope: 'read' | 'write') {
  const created = await t.rest('POST', '/tokens', { token: user.token, body: { name: uniqueName('script'), scope } });
  expect(created.status).toBe(201);
  return created.body.secret as string;
}

describe('the profile', () => {
  it('sets and clears the display name, and refuses one too long', async () => {
    const user = await signedInUser(t);
    const set = await t.rest('PUT', '/auth/me', { token: user.token, body: { display_name: '  Ada Lovelace ' } });
    expect(set).toMatchObject({ status: 200, body: { user: { display_name: 'Ada Lovelace' } } });
    expect((await me(user.token)).body.user.display_name).toBe('Ada Lovelace');
    const tooLong = await t.rest('PUT', '/auth/me', { token: user.token, body: { display_name: 'x'.repeat(101) } });
    expect(tooLong).toMatchObject({ status: 400, body: { problems: [{ field: 'display_name' }] } });
    expect((await t.rest('PUT', '/auth/me', { token: user.token, body: { email: 'other@example.test' } })).status).toBe(400);
    expect((await me(user.token)).body.user.display_name).toBe('Ada Lovelace');
    expect((await t.rest('PUT', '/auth/me', { token: user.token, body: { display_name: null } })).body.user.display_name).toBeNull();
  });
});

describe('changing the address', () => {
  /** The mails that told `address` it was replaced. */
  const noticesTo = (address: string) => t.outbox().filter((eml) => eml.includes(`To: ${address}`) && eml.includes('Subject: Your Sideboard email address was changed'));

  it('keeps the old address until the link mailed to the new one is followed', async () => {
    const user = await signedInUser(t);
    const newEmail = `${uniqueName('moved')}@example.test`;
    const asked = await t.rest('POST', '/auth/email', { token: user.token, body: { new_email: newEmail.toUpperCase(), current_password: user.password } });
    expect(asked).toMatchObject({ status: 200, body: { mail_status: 'sent' } });
    expect((await me(user.token)).body.user.email).toBe(user.email);
    expect((await signIn(user.email, user.password)).status).toBe(200);
    const token = verificationTokenFrom(lastMailTo(t, newEmail));
    const confirmed = await t.rest('GET', `/auth/confirm-email?token=${encodeURIComponent(token)}`);
    expect(confirmed).toMatchObject({ status: 200, body: { user: { email: newEmail, email_verified: true } } });
    expect((await me(user.token)).body.user.email).toBe(newEmail);
    expect((await signIn(newEmail, user.password)).status).toBe(200);
    expect((await signIn(user.email, user.password)).status).toBe(401);
    // The old address is told what it was replaced by, with no link in the mail (it no longer signs in).
    await vi.waitFor(() => expect(noticesTo(user.email)).toHaveLength(1));
    const notice = mailText(noticesTo(user.email)[0]);
    expect(notice).toContain(`The email address of your Sideboard account ${user.username} is now ${newEmail}.`);
    expect(notice).not.toMatch(/token=|https?:\/\//);
    // Following the link again is harmless, and tells nobody again.
    expect((await t.rest('GET', `/auth/confirm-email?token=${encodeURIComponent(token)}`)).body.message).toBe('Email already verified');
    expect(noticesTo(user.email)).toHaveLength(1);
  });

  it('answers an address another account uses like any other, mails nobody, and refuses a link to an address taken meanwhile', async () => {
    const [user, other] = await Promise.all([signedInUser(t), signedInUser(t)]);
    const mails = t.outbox().length;
    const taken = await t.rest('POST', '/auth/email', { token: user.token, body: { new_email: other.email, current_password: user.password } });
    const free = `${uniqueName('free')}@example.test`;
    const fresh = await t.rest('POST', '/auth/email', { token: user.token, body: { new_email: free, current_password: user.password } });
    expect(taken).toMatchObject({ status: 200, body: fresh.body });
    expect(t.outbox().length).toBe(mails + 1);
    // Someone registers the free address before the user follows the link.
    await t.app.deps.db.user.update({ where: { id: other.id }, data: { email: free } });
    const link = verificationTokenFrom(lastMailTo(t, free));
    const refused = await t.rest('GET', `/auth/confirm-email?token=${encodeURIComponent(link)}`);
    expect(refused.status).toBe(400);
    expect((await me(user.token)).body.user.email).toBe(user.email);
    expect(noticesTo(user.email)).toHaveLength(0);
  });

  it('refuses a wrong password, a malformed address and the current address, sending nothing', async () => {
    const user = await signedInUser(t);
    const mails = t.outbox().length;
    const cases: [Record<string, unknown>, string][] = [
      [{ new_email: 'new@example.test', current_password: 'wrong password' }, 'current_password'],
      [{ new_email: 'not an address', current_password: user.password }, 'new_email'],
      [{ new_email: user.email, current_password: user.password }, 'new_email'],
      [{ current_password: user.password }, 'new_email'],
    ];
    for (const [body, field] of cases) {
      const answer = await t.rest('POST', '/auth/email', { token: user.token, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.problems.map((p: { field: string }) => p.field)).toContain(field);
    }
    expect(t.outbox().length).toBe(mails);
  });
});

describe('deleting the account', () => {
  it('needs the password, hands owned teams to the next admin, deletes teams with nobody else, and keeps comments', async () => {
    const [leaver, admin, member] = await Promise.all([signedInUser(t), signedInUser(t), signedInUser(t)]);
    const shared = (await t.rest('POST', '/teams', { token: leaver.token, body: { name: 'Handed On' } })).body;
    const lonely = (await t.rest('POST', '/teams', { token: leaver.token, body: { name: 'Nobody Else' } })).body;
    await joinTeam(t, leaver.token, shared.id, member);
    await joinTeam(t, leaver.token, shared.id, admin, 'admin');
    const project = (await t.rest('POST', '/projects', { token: leaver.token, body: { team_id: shared.id, name: 'Gauntlet', game: 'Magic: The Gathering' } })).body;
    const archetype = (await t.rest('POST', '/archetypes', { token: leaver.token, body: { project_id: project.id, name: 'Burn', game: 'Magic: The Gathering' } })).body;
    const comment = (await t.rest('POST', '/comments', { token: leaver.token, body: { commentable_type: 'archetype', commentable_id: archetype.id, content: 'Bolt the bird' } })).body;

    const wrong = await t.rest('DELETE', '/auth/me', { token: leaver.token, body: { password: 'not my password' } });
    expect(wrong).toMatchObject({ status: 400, body: { problems: [{ field: 'password' }] } });
    expect((await t.rest('DELETE', '/auth/me', { token: leaver.token })).status).toBe(400);
    expect((await me(leaver.token)).status).toBe(200);

    expect((await t.rest('DELETE', '/auth/me', { token: leaver.token, body: { password: leaver.password } })).status).toBe(200);
    expect((await me(leaver.token)).status).toBe(401);
    expect((await signIn(leaver.email, leaver.password)).status).toBe(401);
    const team = await t.rest('GET', `/teams/${shared.id}`, { token: admin.token });
    expect(team.body.owner_id ?? team.body.owner?.id).toBe(admin.id);
    expect((await t.app.deps.db.teamMember.findFirstOrThrow({ where: { teamId: shared.id, userId: admin.id } })).role).toBe('owner');
    expect(await t.app.deps.db.team.findUnique({ where: { id: lonely.id } })).toBeNull();
    const kept = await t.rest('GET', `/comments/${comment.data.id}`, { token: member.token });
    expect(kept).toMatchObject({ status: 200, body: { content: 'Bolt the bird', author_id: null, author_name: null } });
  });
});

describe('sessions', () => {
  it('lists the live sessions, the current one first', async () => {
    const user = await signedInUser(t);
    const other = await signIn(user.email, user.password);
    const listed = await t.rest('GET', '/auth/sessions', { token: user.token });
    expect(listed.status).toBe(200);
    expect(listed.body).toHaveLength(2);
    expect(listed.body.map((s: { current: boolean }) => s.current)).toEqual([true, false]);
    expect((await t.rest('GET', '/auth/sessions', { token: other.body.access_token })).body[0].id).toBe(listed.body[1].id);
  });

  it('ends one session at once, and not another user\'s', async () => {
    const [user, stranger] = await Promise.all([signedInUser(t), signedInUser(t)]);
    const other = await signIn(user.email, user.password);
    const [, otherSession] = (await t.rest('GET', '/auth/sessions', { token: user.token })).body;
    expect((await t.rest('DELETE', `/auth/sessions/${otherSession.id}`, { token: stranger.token })).status).toBe(404);
    expect((await me(other.body.access_token)).status).toBe(200);
    expect((await t.rest('DELETE', `/auth/sessions/${otherSession.id}`, { token: user.token })).status).toBe(200);
    expect((await me(other.body.access_token)).status).toBe(401);
    expect((await t.rest('POST', '/auth/refresh', { body: { refresh_token: other.body.refresh_token } })).status).toBe(401);
    expect((await me(user.token)).status).toBe(200);
    expect((await t.rest('DELETE', `/auth/sessions/${otherSession.id}`, { token: user.token })).status).toBe(404);
    expect((await t.rest('DELETE', '/auth/sessions/not-a-session', { token: user.token })).status).toBe(404);
  });

  it('signs out everywhere else, keeping this session; the others\' open sockets close', async () => {
    const user = await signedInUser(t);
    const others = await Promise.all([signIn(user.email, user.password), signIn(user.email, user.password)]);
    const otherSocket = await openSocket(others[0].body.access_token);
    const ended = await t.rest('POST', '/auth/sessions/sign-out-others', { token: user.token });
    expect(await otherSocket.closed).toBe(4401);
    expect(ended).toMatchObject({ status: 200, body: { ended: 2 } });
    for (const other of others) expect((await me(other.body.access_token)).status).toBe(401);
    expect((await me(user.token)).status).toBe(200);
    expect((await t.rest('GET', '/auth/sessions', { token: user.token })).body).toHaveLength(1);
  });
});

describe('personal access tokens cannot manage the account', () => {
  it('are refused (403) on every account call, whatever their scope, and change nothing', async () => {
    const user = await signedInUser(t);
    const write = await tokenOf(user, 'write');
    const read = await tokenOf(user, 'read');
    const session = (await t.rest('GET', '/auth/sessions', { token: user.token })).body[0].id;
    const calls: [string, string, object | undefined][] = [
      ['GET', '/auth/sessions', undefined],
      ['POST', '/auth/sessions/sign-out-others', undefined],
      ['DELETE', `/auth/sessions/${session}`, undefined],
      ['PUT', '/auth/password', { current_password: user.password, new_password: 'violet staple quantum' }],
      ['PUT', '/auth/me', { display_name: 'Taken Over' }],
      ['POST', '/auth/email', { new_email: `${uniqueName('thief')}@example.test`, current_password: user.password }],
      ['DELETE', '/auth/me', { password: user.password }],
    ];
    for (const secret of [write, read]) {
      for (const [method, path, body] of calls) {
        const answer = await t.rest(method, path, { token: secret, body });
        expect(answer.status, `${method} ${path}`).toBe(403);
      }
    }
    const gqlCalls = [
      '{ sessions { id } }',
      'mutation { signOutOtherSessions { __typename ... on Error { code } } }',
      `mutation { changePassword(input: { currentPassword: "${user.password}", newPassword: "violet staple quantum" }) { __typename } }`,
      'mutation { updateProfile(input: { displayName: "Taken Over" }) { __typename } }',
      `mutation { deleteAccount(input: { password: "${user.password}" }) { __typename } }`,
    ];
    for (const query of gqlCalls) {
      const answer = await t.gql(query, {}, write);
      expect(JSON.stringify(answer), query).toMatch(/ForbiddenError|FORBIDDEN/);
    }
    expect((await me(user.token)).body.user).toMatchObject({ email: user.email, display_name: null });
    expect((await signIn(user.email, user.password)).status).toBe(200);
  });
});

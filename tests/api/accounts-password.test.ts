// Forgotten and changed passwords: the reset request answers the same for every address and is throttled, the emailed
// token works once and for an hour and is stored hashed, and setting a password ends sessions (all of them for a
// reset, the others for a change). Bad input is refused with the field named and changes nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../server/services/auth/session-tokens.ts';
import { t, useAppWithWorld } from './helpers/app-with-world.ts';
import { lastMailTo, mailText, signedInUser, uniqueName, type TestUser } from './helpers/users.ts';

useAppWithWorld();
let baseUrl = '';
beforeAll(async () => {
  baseUrl = await t.app.start(); // real HTTP, where the client's address is known
});

const NEW_PASSWORD = 'violet staple quantum';

function resetTokenFrom(eml: string): string {
  const match = /reset-password\?token=([A-Za-z0-9_%-]+)/.exec(mailText(eml));
  if (!match) throw new Error(`no reset link in mail:\n${eml}`);
  return decodeURIComponent(match[1]);
}

async function requestReset(email: string) {
  return t.rest('POST', '/auth/password-reset', { body: { email } });
}

/** Asks for a reset link for the user and reads it from the outbox. */
async function resetLink(user: TestUser): Promise<string> {
  expect((await requestReset(user.email)).status).toBe(200);
  return resetTokenFrom(lastMailTo(t, user.email));
}

/** A write token valid a year, as a script would hold. */
async function writeToken(user: TestUser): Promise<string> {
  const created = await t.rest('POST', '/tokens', { token: user.token, body: { name: 'Nightly sync', scope: 'write', expires_in_days: 365 } });
  expect(created.status).toBe(201);
  return created.body.secret;
}

const signIn = (email: string, password: string) => t.rest('POST', '/auth/login', { body: { email, password } });
const passwordHashOf = async (id: string) => (await t.app.deps.db.user.findUniqueOrThrow({ where: { id } })).passwordHash;

describe('asking for a reset link', () => {
  it('answers an address with an account and one without alike, and mails only the account', async () => {
    const user = await signedInUser(t);
    const mailsBefore = t.outbox().length;
    const known = await requestReset(user.email.toUpperCase());
    const unknown = await requestReset(`${uniqueName('nobody')}@example.test`);
    expect(known.status).toBe(200);
    expect(unknown).toMatchObject({ status: known.status, body: known.body });
    const gql = await t.gql('mutation { requestPasswordReset(input: { email: "nobody-at-all@example.test" }) { __typename ... on RequestPasswordResetPayload { message } } }');
    expect(gql.data?.requestPasswordReset.message).toBe(known.body.message);
    expect(t.outbox().length).toBe(mailsBefore + 1);
    const mail = lastMailTo(t, user.email);
    expect(mail).toContain('Subject: Reset your Sideboard password');
    const token = resetTokenFrom(mail);
    const row = await t.app.deps.db.passwordResetToken.findUniqueOrThrow({ where: { tokenHash: hashToken(token) } });
    expect(Math.abs(row.expiresAt.getTime() - row.createdAt.getTime() - 60 * 60 * 1000)).toBeLessThan(1000);
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('is throttled per address, with or without an account, and per client address', async () => {
    const user = await signedInUser(t);
    const stranger = `${uniqueName('nobody')}@example.test`;
    for (const email of [user.email, stranger]) {
      for (let i = 0; i < 3; i += 1) expect((await requestReset(email)).status).toBe(200);
      expect(await requestReset(email)).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
    }
    const spray = (i: number) =>
      fetch(`${baseUrl}/api/auth/password-reset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: `${uniqueName('spray')}${i}@example.test` }) });
    const sprayed = await Promise.all(Array.from({ length: 25 }, (_, i) => spray(i)));
    expect(sprayed.map((answer) => answer.status).sort()).toEqual([...Array(20).fill(200), ...Array(5).fill(429)]);
  });

  it('refuses a missing or malformed address with the field named', async () => {
    for (const body of [{}, { email: 'not-an-address' }, { email: 'a@b.test', extra: 1 }]) {
      const answer = await t.rest('POST', '/auth/password-reset', { body });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('VALIDATION');
    }
  });
});

describe('setting a new password from the link', () => {
  it('sets the password, works once, and ends every session of the account', async () => {
    const user = await signedInUser(t);
    const other = await signIn(user.email, user.password);
    const token = await resetLink(user);
    const done = await t.rest('POST', '/auth/password-reset/confirm', { body: { token, password: NEW_PASSWORD } });
    expect(done.status).toBe(200);
    // Both sessions end at once: their access tokens and refresh tokens are refused.
    expect((await t.rest('GET', '/auth/me', { token: user.token })).status).toBe(401);
    expect((await t.rest('GET', '/auth/me', { token: other.body.access_token })).status).toBe(401);
    expect((await t.rest('POST', '/auth/refresh', { body: { refresh_token: user.refreshToken } })).status).toBe(401);
    expect((await signIn(user.email, user.password)).status).toBe(401);
    expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(200);
    const again = await t.rest('POST', '/auth/password-reset/confirm', { body: { token, password: 'another fine password' } });
    expect(again).toMatchObject({ status: 400, body: { code: 'VALIDATION' } });
    expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('revokes every personal access token: a long-lived write token made by whoever had the password stops working', async () => {
    const user = await signedInUser(t);
    const secret = await writeToken(user);
    expect((await t.rest('POST', '/teams', { token: secret, body: { name: 'Before reset' } })).status).toBe(201);
    const token = await resetLink(user);
    expect((await t.rest('POST', '/auth/password-reset/confirm', { body: { token, password: NEW_PASSWORD } })).status).toBe(200);
    const teams = await t.app.deps.db.team.count();
    expect((await t.rest('POST', '/teams', { token: secret, body: { name: 'After reset' } })).status).toBe(401);
    expect(await t.app.deps.db.team.count()).toBe(teams);
    expect(await t.app.deps.db.personalAccessToken.count({ where: { userId: user.id } })).toBe(0);
  });

  it('spends the account\'s other reset links when one is used', async () => {
    const user = await signedInUser(t);
    const first = await resetLink(user);
    const second = await resetLink(user);
    expect((await t.rest('POST', '/auth/password-reset/confirm', { body: { token: second, password: NEW_PASSWORD } })).status).toBe(200);
    expect((await t.rest('POST', '/auth/password-reset/confirm', { body: { token: first, password: 'yet another password' } })).status).toBe(400);
  });

  it('refuses an expired link and changes nothing', async () => {
    const user = await signedInUser(t);
    const token = await resetLink(user);
    await t.app.deps.db.passwordResetToken.update({ where: { tokenHash: hashToken(token) }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const before = await passwordHashOf(user.id);
    const answer = await t.rest('POST', '/auth/password-reset/confirm', { body: { token, password: NEW_PASSWORD } });
    expect(answer).toMatchObject({ status: 400, body: { code: 'VALIDATION' } });
    expect(answer.body.message).toMatch(/invalid or has expired/);
    expect(await passwordHashOf(user.id)).toBe(before);
    expect((await t.rest('GET', '/auth/me', { token: user.token })).status).toBe(200);
  });

  it('refuses an unknown token, a weak or short password, and missing fields, changing nothing', async () => {
    const user = await signedInUser(t);
    const token = await resetLink(user);
    const before = await passwordHashOf(user.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ token: 'made-up', password: NEW_PASSWORD }, 'token'],
      [{ token, password: 'abc' }, 'password'],
      [{ token, password: 'password' }, 'password'],
      [{ token }, 'password'],
      [{ password: NEW_PASSWORD }, 'token'],
    ];
    for (const [body, field] of cases) {
      const answer = await t.rest('POST', '/auth/password-reset/confirm', { body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.problems.map((p: { field: string }) => p.field)).toContain(field);
    }
    expect(await passwordHashOf(user.id)).toBe(before);
    // The link still works after the refusals.
    expect((await t.rest('POST', '/auth/password-reset/confirm', { body: { token, password: NEW_PASSWORD } })).status).toBe(200);
  });
});

describe('changing the password', () => {
  it('needs the current password, keeps this session and ends the others', async () => {
    const user = await signedInUser(t);
    const other = await signIn(user.email, user.password);
    const changed = await t.rest('PUT', '/auth/password', { token: user.token, body: { current_password: user.password, new_password: NEW_PASSWORD } });
    expect(changed.status).toBe(200);
    expect((await t.rest('GET', '/auth/me', { token: user.token })).status).toBe(200);
    expect((await t.rest('GET', '/auth/me', { token: other.body.access_token })).status).toBe(401);
    expect((await t.rest('POST', '/auth/refresh', { body: { refresh_token: other.body.refresh_token } })).status).toBe(401);
    expect((await t.rest('POST', '/auth/refresh', { body: { refresh_token: user.refreshToken } })).status).toBe(200);
    expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('revokes every personal access token and says so', async () => {
    const user = await signedInUser(t);
    const secret = await writeToken(user);
    const changed = await t.rest('PUT', '/auth/password', { token: user.token, body: { current_password: user.password, new_password: NEW_PASSWORD } });
    expect(changed.body.message).toBe('Password changed. Your other sessions have been signed out and your access tokens revoked.');
    expect((await t.rest('GET', '/auth/me', { token: secret })).status).toBe(401);
    expect((await t.rest('GET', '/tokens', { token: user.token })).body).toEqual([]);
  });

  it('refuses a wrong current password, the same password and a weak one, changing nothing', async () => {
    const user = await signedInUser(t);
    const other = await signIn(user.email, user.password);
    const before = await passwordHashOf(user.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ current_password: 'not my password', new_password: NEW_PASSWORD }, 'current_password'],
      [{ current_password: user.password, new_password: user.password }, 'new_password'],
      [{ current_password: user.password, new_password: '12345678' }, 'new_password'],
      [{ current_password: user.password }, 'new_password'],
      [{ new_password: NEW_PASSWORD }, 'current_password'],
      [{ currentPassword: user.password, new_password: NEW_PASSWORD }, '(input)'],
    ];
    for (const [body, field] of cases) {
      const answer = await t.rest('PUT', '/auth/password', { token: user.token, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.problems.map((p: { field: string }) => p.field), JSON.stringify(answer.body)).toContain(field);
    }
    expect(await passwordHashOf(user.id)).toBe(before);
    expect((await t.rest('GET', '/auth/me', { token: other.body.access_token })).status).toBe(200);
  });

  it('counts wrong current passwords like failed sign-ins', async () => {
    const user = await signedInUser(t);
    const statuses = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await t.rest('PUT', '/auth/password', { token: user.token, body: { current_password: `guess ${i}`, new_password: NEW_PASSWORD } })).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect((await signIn(user.email, user.password)).status).toBe(429);
  });
});

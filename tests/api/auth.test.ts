import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { registerUser, signedInUser, uniqueName, verificationTokenFrom } from './helpers/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

const userCount = () => t.app.deps.db.user.count();

describe('registration', () => {
  it('creates an unverified account and mails a confirmation link; sign-in waits for confirmation', async () => {
    const username = uniqueName('Reg');
    const response = await t.rest('POST', '/auth/register', {
      body: { username, email: `${username}@Example.test`, password: 'plum kettle 42', display_name: 'Reggie' },
    });
    expect(response.status).toBe(201);
    expect(response.body.user).toMatchObject({ username, email: `${username.toLowerCase()}@example.test`, display_name: 'Reggie', email_verified: false, is_admin: false });
    expect(response.body.message).toMatch(/check your email/i);

    const mail = t.outbox().at(-1)!;
    expect(mail).toContain(`To: ${username.toLowerCase()}@example.test`);
    const token = verificationTokenFrom(mail);

    const early = await t.rest('POST', '/auth/login', { body: { email: `${username}@example.test`, password: 'plum kettle 42' } });
    expect(early.status).toBe(403);
    expect(early.body.message).toContain('Email not verified');

    const confirmed = await t.rest('GET', `/auth/confirm-email?token=${token}`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ message: 'Email verified successfully', user: { email_verified: true } });

    const login = await t.rest('POST', '/auth/login', { body: { email: `${username}@example.test`, password: 'plum kettle 42' } });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ token_type: 'Bearer', user: { username, display_name: 'Reggie' } });
    expect(typeof login.body.access_token).toBe('string');
    expect(typeof login.body.refresh_token).toBe('string');

    const me = await t.rest('GET', '/auth/me', { token: login.body.access_token });
    expect(me.body.user.username).toBe(username);
  });

  it.each([
    [{ email: 'a@b.co', password: 'plum kettle 42' }, 'Please fill in all required fields'],
    [{ username: '   ', email: 'a@b.co', password: 'plum kettle 42' }, 'Please fill in all required fields'],
    [{ username: 'ab', email: 'a@b.co', password: 'plum kettle 42' }, 'Username must be at least 3 characters long'],
    [{ username: 'abc', email: 'a@b.co', password: '12345' }, 'Password must be at least 6 characters long'],
    [{ username: 'abc', email: 'not-an-email', password: 'plum kettle 42' }, 'Please enter a valid email address'],
    [{ username: 'bad name!', email: 'a@b.co', password: 'plum kettle 42' }, 'Username may only contain letters, numbers, dots, dashes and underscores'],
    [{ username: 'abc', email: 'a@b.co', password: 'plum kettle 42', admin: true }, 'Unrecognized key: "admin"'],
    [{ username: 123, email: 'a@b.co', password: 'plum kettle 42' }, 'Please fill in all required fields'],
  ])('refuses %j with "%s" and stores nothing', async (body, message) => {
    const before = await userCount();
    const response = await t.rest('POST', '/auth/register', { body });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(await userCount()).toBe(before);
  });

  it('refuses a taken username (in any letter case) and a taken email', async () => {
    const first = await registerUser(t);
    const sameName = await t.rest('POST', '/auth/register', {
      body: { username: first.username.toUpperCase(), email: `${uniqueName()}@example.test`, password: 'plum kettle 42' },
    });
    expect(sameName.status).toBe(409);
    expect(sameName.body.message).toBe('Username is already taken');
    const sameEmail = await t.rest('POST', '/auth/register', { body: { username: uniqueName(), email: first.email.toUpperCase(), password: 'plum kettle 42' } });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.message).toBe('An account with this email already exists');
  });

  it('answers malformed JSON and non-object bodies with 400, and oversized bodies with 413', async () => {
    const malformed = await t.rest('POST', '/auth/register', { rawBody: '{"username": ' });
    expect(malformed).toMatchObject({ status: 400, body: { message: 'Malformed JSON body' } });
    const array = await t.rest('POST', '/auth/register', { rawBody: '[1,2]' });
    expect(array).toMatchObject({ status: 400, body: { message: 'Request body must be a JSON object' } });
    const huge = await t.rest('POST', '/auth/register', { rawBody: JSON.stringify({ username: 'x'.repeat(3 * 1024 * 1024) }) });
    expect(huge.status).toBe(413);
    expect(huge.body.message).toMatch(/too large/);
  });
});

describe('email confirmation', () => {
  it('explains a missing, unknown or expired token, and accepts a repeated click', async () => {
    expect(await t.rest('GET', '/auth/confirm-email')).toMatchObject({ status: 400, body: { message: 'Invalid verification link. No token provided.' } });
    expect(await t.rest('GET', '/auth/confirm-email?token=nope')).toMatchObject({ status: 400, body: { message: 'Invalid verification link' } });

    const user = await registerUser(t);
    await t.app.deps.db.emailVerificationToken.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await t.rest('GET', `/auth/confirm-email?token=${user.verificationToken}`);
    expect(expired).toMatchObject({ status: 400, body: { message: 'This verification link has expired. Please request a new one.' } });

    expect((await t.rest('POST', '/auth/resend-verification', { body: { email: user.email } })).status).toBe(200);
    const fresh = verificationTokenFrom(t.outbox().at(-1)!);
    expect((await t.rest('GET', `/auth/confirm-email?token=${fresh}`)).body.message).toBe('Email verified successfully');
    expect((await t.rest('GET', `/auth/confirm-email?token=${fresh}`)).body.message).toBe('Email already verified');
  });

  it('resends without revealing whether an account exists', async () => {
    const empty = await t.rest('POST', '/auth/resend-verification', { body: { email: '' } });
    expect(empty).toMatchObject({ status: 400, body: { message: 'Email address is required' } });
    const before = t.outbox().length;
    const unknown = await t.rest('POST', '/auth/resend-verification', { body: { email: `${uniqueName()}@example.test` } });
    const verified = await signedInUser(t);
    const known = await t.rest('POST', '/auth/resend-verification', { body: { email: verified.email } });
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(unknown.body.message).toBe('Verification email sent! Please check your inbox.');
    // Only the registration mail of `verified` was sent: neither the unknown nor the verified address got a new one.
    expect(t.outbox().length).toBe(before + 1);
  });
});

describe('sign-in', () => {
  it('gives the same answer for an unknown account and a wrong password', async () => {
    const user = await signedInUser(t);
    const wrong = await t.rest('POST', '/auth/login', { body: { email: user.email, password: 'wrong-password' } });
    const unknown = await t.rest('POST', '/auth/login', { body: { email: `${uniqueName()}@example.test`, password: 'whatever1' } });
    expect(wrong).toMatchObject({ status: 401, body: { message: 'Invalid email or password' } });
    expect(unknown.body).toEqual(wrong.body);
    expect(await t.rest('POST', '/auth/login', { body: { email: '', password: '' } })).toMatchObject({ status: 400, body: { message: 'Please fill in all fields' } });
  });

  it('accepts the username in place of the email', async () => {
    const user = await signedInUser(t);
    const login = await t.rest('POST', '/auth/login', { body: { email: user.username, password: user.password } });
    expect(login.status).toBe(200);
  });
});

describe('sessions', () => {
  it('rotates refresh tokens, and reusing an old one ends the whole session', async () => {
    const user = await signedInUser(t);
    const first = await t.rest('POST', '/auth/refresh', { body: { refresh_token: user.refreshToken } });
    expect(first.status).toBe(200);
    expect(first.body.refresh_token).not.toBe(user.refreshToken);
    expect(first.body.user.id).toBe(user.id);

    const reuse = await t.rest('POST', '/auth/refresh', { body: { refresh_token: user.refreshToken } });
    expect(reuse).toMatchObject({ status: 401, body: { message: 'Session expired. Please sign in again.' } });
    // The token issued by the legitimate rotation is revoked with its family.
    expect((await t.rest('POST', '/auth/refresh', { body: { refresh_token: first.body.refresh_token } })).status).toBe(401);
  });

  it('lets only one of two concurrent refreshes with the same token win', async () => {
    const user = await signedInUser(t);
    const results = await Promise.all([0, 1].map(() => t.rest('POST', '/auth/refresh', { body: { refresh_token: user.refreshToken } })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it('logout revokes the session', async () => {
    const user = await signedInUser(t);
    expect((await t.rest('POST', '/auth/logout', { body: { refresh_token: user.refreshToken } })).status).toBe(200);
    expect((await t.rest('POST', '/auth/refresh', { body: { refresh_token: user.refreshToken } })).status).toBe(401);
  });

  it('answers expired, forged and malformed access tokens with 401 on REST and GraphQL', async () => {
    const user = await signedInUser(t);
    const secret = new TextEncoder().encode(t.app.deps.config.jwtSecret);
    const expired = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('sideboard')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(secret);
    const forged = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('sideboard')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('x'.repeat(48)));
    for (const token of [expired, forged, 'garbage', user.refreshToken]) {
      expect((await t.rest('GET', '/auth/me', { token })).status).toBe(401);
      const gql = await t.gql('{ viewer { id } }', {}, token);
      expect(gql.status).toBe(401);
      expect(gql.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect((await t.rest('GET', '/auth/me')).status).toBe(401);
  });
});

describe('GraphQL auth', () => {
  it('registers, signs in with typed errors, and reads the viewer', async () => {
    const username = uniqueName('Gql');
    const register = await t.gql(
      `mutation ($input: RegisterInput!) { register(input: $input) { __typename ... on RegisterPayload { message user { username } } ... on Error { message code } } }`,
      { input: { username, email: `${username}@example.test`, password: 'plum kettle 42' } },
    );
    expect(register.data?.register).toMatchObject({ __typename: 'RegisterPayload', user: { username } });

    const invalid = await t.gql(
      `mutation ($input: RegisterInput!) { register(input: $input) { __typename ... on ValidationError { message problems { field message } } } }`,
      { input: { username: 'xy', email: 'x@y.zz', password: 'plum kettle 42' } },
    );
    expect(invalid.data?.register).toMatchObject({ __typename: 'ValidationError', message: 'Username must be at least 3 characters long' });

    const login = `mutation ($input: LoginInput!) { login(input: $input) { __typename ... on Error { message } ... on SessionPayload { accessToken refreshToken user { username email } } } }`;
    const unverified = await t.gql(login, { input: { email: `${username}@example.test`, password: 'plum kettle 42' } });
    expect(unverified.data?.login.__typename).toBe('EmailNotVerifiedError');

    await t.rest('GET', `/auth/confirm-email?token=${verificationTokenFrom(t.outbox().at(-1)!)}`);
    const ok = await t.gql(login, { input: { email: `${username}@example.test`, password: 'plum kettle 42' } });
    expect(ok.data?.login).toMatchObject({ __typename: 'SessionPayload', user: { username, email: `${username.toLowerCase()}@example.test` } });

    const viewer = await t.gql('{ viewer { username name email isAdmin } }', {}, ok.data?.login.accessToken);
    expect(viewer.data?.viewer).toEqual({ username, name: username, email: `${username.toLowerCase()}@example.test`, isAdmin: false });
    expect((await t.gql('{ viewer { id } }')).data?.viewer).toBeNull();
  });
});

describe('the REST surface', () => {
  it('reports health', async () => {
    expect(await t.rest('GET', '/health')).toMatchObject({ status: 200, body: { status: 'ok', database: 'ok', events: 'ok', database_kind: 'postgresql' } }); // the test run's server, by URL (helpers/test-database.ts)
  });
  it('answers unknown calls with 404 and wrong methods with 405', async () => {
    expect(await t.rest('GET', '/nope')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    const wrongMethod = await t.rest('GET', '/auth/login');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('POST, OPTIONS');
  });
});

describe('throttling', () => {
  it('stops sign-in after ten failures for an account, even with the right password, the same for unknown accounts', async () => {
    const user = await signedInUser(t);
    for (let i = 0; i < 10; i++) {
      expect((await t.rest('POST', '/auth/login', { body: { email: user.email, password: 'wrong-password' } })).status).toBe(401);
    }
    const blocked = await t.rest('POST', '/auth/login', { body: { email: user.email, password: user.password } });
    expect(blocked).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED', message: 'Too many sign-in attempts. Please wait a few minutes and try again.' } });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account is unaffected.
    const other = await signedInUser(t);
    expect((await t.rest('POST', '/auth/login', { body: { email: other.email, password: other.password } })).status).toBe(200);

    const ghost = `${uniqueName('ghost')}@example.test`;
    for (let i = 0; i < 10; i++) await t.rest('POST', '/auth/login', { body: { email: ghost, password: 'whatever1' } });
    expect((await t.rest('POST', '/auth/login', { body: { email: ghost, password: 'whatever1' } })).body).toEqual(blocked.body);
  });

  it('sends at most three verification mails to an address in ten minutes, whether or not it has an account', async () => {
    const user = await registerUser(t); // registration sent the first
    await t.rest('POST', '/auth/resend-verification', { body: { email: user.email } });
    await t.rest('POST', '/auth/resend-verification', { body: { email: user.email } });
    const blocked = await t.rest('POST', '/auth/resend-verification', { body: { email: user.email } });
    expect(blocked).toMatchObject({ status: 429, body: { message: 'Too many verification emails requested. Please wait a few minutes and try again.' } });
    const stranger = `${uniqueName('stranger')}@example.test`;
    for (let i = 0; i < 3; i++) expect((await t.rest('POST', '/auth/resend-verification', { body: { email: stranger } })).status).toBe(200);
    expect((await t.rest('POST', '/auth/resend-verification', { body: { email: stranger } })).body).toEqual(blocked.body);
  });
});

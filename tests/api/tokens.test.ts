// Personal access tokens: created by a session with the secret shown once and stored hashed, accepted as a bearer
// token on /api, /graphql and graphql-ws, read tokens refused on every write, revocation effective on the next use
// (past every cache), and tokens unable to manage tokens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { hashToken } from '../../server/services/auth/session-tokens.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { signedInUser, uniqueName, type TestUser } from './helpers/users.ts';
import { subscribe, until } from './helpers/live.ts';

let t: TestApp;
let baseUrl = '';
beforeAll(async () => {
  t = await startTestApp();
  baseUrl = await t.app.start();
});
afterAll(() => t.stop());

async function createToken(user: TestUser, body: Record<string, unknown> = {}) {
  const created = await t.rest('POST', '/tokens', { token: user.token, body: { name: uniqueName('script'), scope: 'write', ...body } });
  expect(created.status).toBe(201);
  return created.body as { id: string; name: string; scope: string; expires_at: string; last_used_at: string | null; secret: string };
}

const teamCount = () => t.app.deps.db.team.count();

describe('creating and listing tokens', () => {
  it('shows the secret once, prefixed, stores only its hash, and lists the token with its last use', async () => {
    const user = await signedInUser(t);
    const before = Date.now();
    const created = await createToken(user, { name: 'Nightly export', scope: 'read', expires_in_days: 7 });
    expect(created.secret).toMatch(/^sb_pat_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ name: 'Nightly export', scope: 'read', last_used_at: null });
    const expiresIn = new Date(created.expires_at).getTime() - before;
    expect(expiresIn).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(expiresIn).toBeLessThan(7 * 86_400_000 + 60_000);
    const row = await t.app.deps.db.personalAccessToken.findUniqueOrThrow({ where: { id: created.id } });
    expect(row.tokenHash).toBe(hashToken(created.secret));
    expect(JSON.stringify(row)).not.toContain(created.secret.slice('sb_pat_'.length));

    expect((await t.rest('GET', '/auth/me', { token: created.secret })).body.user.username).toBe(user.username);
    const listed = await t.rest('GET', '/tokens', { token: user.token });
    expect(listed.status).toBe(200);
    expect(listed.body).toHaveLength(1);
    expect(listed.body[0]).not.toHaveProperty('secret');
    // The last use is written after the answer, without holding the request up.
    for (let tries = 0; tries < 50 && !(await t.app.deps.db.personalAccessToken.findUniqueOrThrow({ where: { id: created.id } })).lastUsedAt; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await t.rest('GET', '/tokens', { token: user.token })).body[0].last_used_at).not.toBeNull();
  });

  it('refuses bad input with the field named and creates nothing', async () => {
    const user = await signedInUser(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ scope: 'read' }, 'name'],
      [{ name: '   ', scope: 'read' }, 'name'],
      [{ name: 'x'.repeat(101), scope: 'read' }, 'name'],
      [{ name: 'ok' }, 'scope'],
      [{ name: 'ok', scope: 'admin' }, 'scope'],
      [{ name: 'ok', scope: 'read', expires_in_days: 0 }, 'expires_in_days'],
      [{ name: 'ok', scope: 'read', expires_in_days: 366 }, 'expires_in_days'],
      [{ name: 'ok', scope: 'read', expires_in_days: 1.5 }, 'expires_in_days'],
      [{ name: 'ok', scope: 'read', expires_in_days: '30' }, 'expires_in_days'],
      [{ name: 'ok', scope: 'read', expiresInDays: 3 }, '(input)'], // an unknown field: REST names it in snake_case
    ];
    for (const [body, field] of cases) {
      const answer = await t.rest('POST', '/tokens', { token: user.token, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.problems[0].field).toBe(field);
    }
    expect(await t.app.deps.db.personalAccessToken.count({ where: { userId: user.id } })).toBe(0);
  });

  it('lists and revokes only the caller\'s own tokens', async () => {
    const [owner, other] = await Promise.all([signedInUser(t), signedInUser(t)]);
    const token = await createToken(owner);
    expect((await t.rest('GET', '/tokens', { token: other.token })).body).toEqual([]);
    expect((await t.rest('DELETE', `/tokens/${token.id}`, { token: other.token })).status).toBe(404);
    expect((await t.rest('DELETE', '/tokens/not-an-id', { token: owner.token })).status).toBe(404);
    expect((await t.rest('GET', '/auth/me', { token: token.secret })).status).toBe(200);
    const node = await t.gql('query ($id: ID!) { node(id: $id) { id } }', { id: (await t.gql('{ accessTokens { edges { node { id } } } }', {}, owner.token)).data!.accessTokens.edges[0].node.id }, other.token);
    expect(node.data!.node).toBeNull();
  });
});

describe('using tokens', () => {
  it('lets a read token read on /api and /graphql and refuses every write with 403, changing nothing', async () => {
    const user = await signedInUser(t);
    const { secret } = await createToken(user, { scope: 'read' });
    expect((await t.rest('GET', '/teams', { token: secret })).status).toBe(200);
    expect((await t.gql('{ viewer { username } }', {}, secret)).data!.viewer.username).toBe(user.username);
    const teams = await teamCount();
    const rest = await t.rest('POST', '/teams', { token: secret, body: { name: uniqueName('team') } });
    expect(rest.status).toBe(403);
    expect(rest.body.message).toBe('This access token may only read');
    const gql = await t.gql('mutation { createTeam(input: { name: "Read only" }) { __typename } }', {}, secret);
    expect(gql.status).toBe(403);
    expect(gql.errors![0].extensions!.code).toBe('FORBIDDEN');
    expect(await teamCount()).toBe(teams);
  });

  it('lets a write token write', async () => {
    const user = await signedInUser(t);
    const { secret } = await createToken(user, { scope: 'write' });
    expect((await t.rest('POST', '/teams', { token: secret, body: { name: uniqueName('team') } })).status).toBe(201);
    const gql = await t.gql('mutation { createTeam(input: { name: "By script" }) { __typename } }', {}, secret);
    expect(gql.data!.createTeam.__typename).toBe('CreateTeamPayload');
  });

  it('does not let a token manage tokens', async () => {
    const user = await signedInUser(t);
    const { id, secret } = await createToken(user, { scope: 'write' });
    expect((await t.rest('GET', '/tokens', { token: secret })).status).toBe(403);
    expect((await t.rest('POST', '/tokens', { token: secret, body: { name: 'more', scope: 'write' } })).status).toBe(403);
    expect((await t.rest('DELETE', `/tokens/${id}`, { token: secret })).status).toBe(403);
    expect((await t.gql('{ accessTokens { totalCount } }', {}, secret)).errors![0].extensions!.code).toBe('FORBIDDEN');
    const created = await t.gql('mutation { createAccessToken(input: { name: "more", scope: write }) { __typename } }', {}, secret);
    expect(created.data!.createAccessToken.__typename).toBe('ForbiddenError');
    expect(await t.app.deps.db.personalAccessToken.count({ where: { userId: user.id } })).toBe(1);
  });

  it('answers 401 on the next use of a revoked token, on /api and /graphql', async () => {
    const user = await signedInUser(t);
    const { id, secret } = await createToken(user);
    // Used first, so that every cache on the way knows it.
    expect((await t.rest('GET', '/teams', { token: secret })).status).toBe(200);
    expect((await t.gql('{ viewer { id } }', {}, secret)).status).toBe(200);
    expect((await t.rest('DELETE', `/tokens/${id}`, { token: user.token })).status).toBe(200);
    expect((await t.rest('GET', '/teams', { token: secret })).status).toBe(401);
    expect((await t.gql('{ viewer { id } }', {}, secret)).status).toBe(401);
    expect((await t.rest('GET', '/teams', { token: user.token })).status).toBe(200);
  });

  it('answers 401 once a token has expired', async () => {
    const user = await signedInUser(t);
    const { id, secret } = await createToken(user);
    expect((await t.rest('GET', '/teams', { token: secret })).status).toBe(200);
    await t.app.deps.db.personalAccessToken.update({ where: { id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    t.app.deps.viewerRights.forget([user.id]); // changed behind the app's back
    expect((await t.rest('GET', '/teams', { token: secret })).status).toBe(401);
  });

  it('opens graphql-ws sockets, and closes them when the token is revoked', async () => {
    const user = await signedInUser(t);
    const { id, secret } = await createToken(user, { scope: 'read' });
    const live = subscribe(baseUrl, secret, 'subscription { notificationAdded { id } }');
    const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
    const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
    const acknowledged = new Promise<boolean>((resolve) => ws.on('message', (data) => resolve(JSON.parse(data.toString()).type === 'connection_ack')));
    await new Promise((resolve) => ws.on('open', resolve));
    ws.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${secret}` } }));
    expect(await acknowledged).toBe(true);
    expect((await t.rest('DELETE', `/tokens/${id}`, { token: user.token })).status).toBe(200);
    expect(await closed).toBe(4401);
    await until(() => live.errors.length > 0);
    await live.close();
  });
});

describe('sessions behind the verified-token cache', () => {
  it('refuses an access token at once when its session is signed out, and keeps the other sessions', async () => {
    const user = await signedInUser(t);
    const other = await t.rest('POST', '/auth/login', { body: { email: user.email, password: user.password } });
    expect((await t.rest('GET', '/teams', { token: user.token })).status).toBe(200); // verified and kept
    expect((await t.rest('POST', '/auth/logout', { body: { refresh_token: user.refreshToken } })).status).toBe(200);
    expect((await t.rest('GET', '/teams', { token: user.token })).status).toBe(401);
    expect((await t.gql('{ viewer { id } }', {}, user.token)).status).toBe(401);
    expect((await t.rest('GET', '/teams', { token: other.body.access_token })).status).toBe(200);
  });
});

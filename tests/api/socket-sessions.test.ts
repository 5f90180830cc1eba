// Tokens are checked strictly, and an open graphql-ws socket does not outlive what it was opened with: it is closed
// with 4401 when its token expires and with 4403 when its user is deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt, SignJWT } from 'jose';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { signedInUser } from './helpers/users.ts';

let t: TestApp;
let wsUrl = '';
beforeAll(async () => {
  t = await startTestApp();
  wsUrl = `${(await t.app.start()).replace(/^http/, 'ws')}/graphql`;
});
afterAll(() => t.stop());

/** An access token signed with the app's secret, with the claims given (the app's own tokens have all of them). */
function craftedToken(claims: { sub?: string; sid?: string; expiresInSeconds?: number | null }): Promise<string> {
  let jwt = new SignJWT({ typ: 'access', ...(claims.sid ? { sid: claims.sid } : {}) }).setProtectedHeader({ alg: 'HS256' }).setIssuer('sideboard').setIssuedAt();
  if (claims.sub !== undefined) jwt = jwt.setSubject(claims.sub);
  if (claims.expiresInSeconds !== null) jwt = jwt.setExpirationTime(`${claims.expiresInSeconds ?? 900}s`);
  return jwt.sign(new TextEncoder().encode(t.app.deps.config.jwtSecret));
}

/** The session a user's access token was issued for. */
const sessionOf = (token: string) => decodeJwt(token).sid as string;

/** A graphql-ws socket that sends connection_init with `token`; resolves when acknowledged, and records its close. */
async function openSocket(token: string) {
  const ws = new WebSocket(wsUrl, 'graphql-transport-ws');
  const closed = new Promise<{ code: number; reason: string }>((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  const acknowledged = new Promise<boolean>((resolve) => {
    ws.on('message', (data) => resolve(JSON.parse(data.toString()).type === 'connection_ack'));
    ws.on('close', () => resolve(false));
  });
  await new Promise((resolve) => ws.on('open', resolve));
  ws.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } }));
  return { ws, closed, acknowledged: await acknowledged };
}

describe('access tokens', () => {
  it('refuses a token whose subject is not a user id, one without an expiry and one without a live session, on every way in', async () => {
    const user = await signedInUser(t);
    const sid = sessionOf(user.token);
    const unknownSession = '00000000-0000-4000-8000-000000000000';
    for (const token of [
      await craftedToken({ sub: 'not-a-uuid', sid }),
      await craftedToken({ sub: user.id, sid, expiresInSeconds: null }),
      await craftedToken({ sub: user.id }),
      await craftedToken({ sub: user.id, sid: unknownSession }),
      await craftedToken({}),
    ]) {
      expect((await t.rest('GET', '/teams', { token })).status).toBe(401);
      expect((await t.gql('{ viewer { id } }', {}, token)).status).toBe(401);
      const socket = await openSocket(token);
      expect(socket.acknowledged).toBe(false);
      expect((await socket.closed).code).toBe(4403);
    }
    // The same user with a complete token is let in everywhere.
    const good = await craftedToken({ sub: user.id, sid });
    expect((await t.rest('GET', '/teams', { token: good })).status).toBe(200);
    const socket = await openSocket(good);
    expect(socket.acknowledged).toBe(true);
    socket.ws.close();
  });
});

describe('open sockets', () => {
  it('are closed with 4401 when their token expires', async () => {
    const user = await signedInUser(t);
    const socket = await openSocket(await craftedToken({ sub: user.id, sid: sessionOf(user.token), expiresInSeconds: 1 }));
    expect(socket.acknowledged).toBe(true);
    const started = Date.now();
    expect(await socket.closed).toEqual({ code: 4401, reason: 'Token expired' });
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('are closed with 4403 when their user is deleted, and others stay open', async () => {
    const [siteAdmin, doomed, bystander] = await Promise.all([signedInUser(t, { admin: true }), signedInUser(t), signedInUser(t)]);
    const doomedSocket = await openSocket(doomed.token);
    const bystanderSocket = await openSocket(bystander.token);
    expect([doomedSocket.acknowledged, bystanderSocket.acknowledged]).toEqual([true, true]);
    expect((await t.rest('DELETE', `/admin/users/${doomed.id}`, { token: siteAdmin.token })).status).toBe(200);
    expect(await doomedSocket.closed).toEqual({ code: 4403, reason: 'Forbidden' });
    expect(bystanderSocket.ws.readyState).toBe(WebSocket.OPEN);
    bystanderSocket.ws.close();
  });
});

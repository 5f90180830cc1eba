// Limits that concurrent requests cannot beat: each request takes its slot atomically before the work it guards.
// Every case sends its requests at once (Promise.all over the app's fetch handler, or real HTTP where the client's
// address matters).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { mailText, registerUser, signedInUser, uniqueName } from './helpers/users.ts';

let t: TestApp;
let baseUrl = '';
beforeAll(async () => {
  t = await startTestApp();
  baseUrl = await t.app.start();
});
afterAll(() => t.stop());

const statuses = (responses: { status: number }[]) =>
  responses.reduce<Record<number, number>>((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});
const mailsTo = (email: string) => t.outbox().filter((eml) => eml.includes(`To: ${email}`));

describe('sign-in attempts', () => {
  it('let ten of 400 concurrent wrong guesses through to the password check, and then refuse even the right password', async () => {
    const user = await signedInUser(t);
    const guesses = await Promise.all(Array.from({ length: 400 }, (_, i) => t.rest('POST', '/auth/login', { body: { email: user.email, password: `wrong ${i}` } })));
    expect(statuses(guesses)).toEqual({ 401: 10, 429: 390 });
    expect((await t.rest('POST', '/auth/login', { body: { email: user.email, password: user.password } })).status).toBe(429);
  });

  it('count one account once, whether its email or its username is typed', async () => {
    const user = await signedInUser(t);
    const attempts = await Promise.all(
      Array.from({ length: 12 }, (_, i) => t.rest('POST', '/auth/login', { body: { email: i % 2 ? user.email : user.username, password: 'wrong password' } })),
    );
    expect(statuses(attempts)).toEqual({ 401: 10, 429: 2 });
  });

  it('give the slot back when the password is right, so signing in often is never throttled', async () => {
    const user = await signedInUser(t);
    const signIns = [];
    for (let i = 0; i < 15; i++) signIns.push(await t.rest('POST', '/auth/login', { body: { email: user.email, password: user.password } }));
    expect(statuses(signIns)).toEqual({ 200: 15 });
  });

  it('are limited per client address too, over many accounts', async () => {
    const guess = (i: number) =>
      fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: `${uniqueName('spray')}${i}@example.test`, password: 'Winter2026!' }) });
    const sprayed = await Promise.all(Array.from({ length: 60 }, (_, i) => guess(i)));
    expect(statuses(sprayed)).toEqual({ 401: 50, 429: 10 });
    const refused = await (await guess(99)).json();
    expect(refused).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many sign-in attempts from your network. Please wait a few minutes and try again.' });
  });
});

describe('mails', () => {
  it('send at most three verification mails to an address for 100 concurrent requests', async () => {
    const user = await registerUser(t); // registration sent the first
    const requests = await Promise.all(Array.from({ length: 100 }, () => t.rest('POST', '/auth/resend-verification', { body: { email: user.email } })));
    expect(statuses(requests)).toEqual({ 200: 2, 429: 98 });
    expect(mailsTo(user.email)).toHaveLength(3);
  });

  it('send at most ten invitation mails per inviter an hour', async () => {
    const inviter = await signedInUser(t);
    const team = (await t.rest('POST', '/teams', { token: inviter.token, body: { name: 'Mailer Team' } })).body;
    const addresses = Array.from({ length: 14 }, (_, i) => `${uniqueName('invitee')}${i}@example.test`);
    const invites = await Promise.all(addresses.map((identifier) => t.rest('POST', `/teams/${team.id}/invite`, { token: inviter.token, body: { identifier, role: 'member' } })));
    expect(statuses(invites)).toEqual({ 201: 10, 429: 4 });
    expect(addresses.flatMap(mailsTo)).toHaveLength(10);
  });

  it('send at most three invitation mails to one address a day, from anyone', async () => {
    const target = `${uniqueName('popular')}@example.test`;
    const inviters = await Promise.all(Array.from({ length: 5 }, () => signedInUser(t)));
    const teams = await Promise.all(inviters.map((inviter) => t.rest('POST', '/teams', { token: inviter.token, body: { name: 'Another Team' } })));
    const invites = await Promise.all(
      inviters.map((inviter, i) => t.rest('POST', `/teams/${teams[i].body.id}/invite`, { token: inviter.token, body: { identifier: target, role: 'member' } })),
    );
    expect(statuses(invites)).toEqual({ 201: 3, 429: 2 });
    expect(mailsTo(target)).toHaveLength(3);
    expect(mailText(mailsTo(target)[0])).toContain('Another Team');
  });
});

describe('invitations of an existing user', () => {
  it('make one pending invitation of twenty sent at once, and accepting it joins once', async () => {
    const [owner, invitee] = await Promise.all([signedInUser(t), signedInUser(t)]);
    const team = (await t.rest('POST', '/teams', { token: owner.token, body: { name: 'Race Team' } })).body;
    const invites = await Promise.all(Array.from({ length: 20 }, () => t.rest('POST', `/teams/${team.id}/invite`, { token: owner.token, body: { identifier: invitee.username, role: 'member' } })));
    // One is made; the rest find it pending (409) or are over the mail limits first (429), depending on timing.
    const { 201: made, 409: pendingAlready = 0, 429: throttled = 0, ...others } = statuses(invites);
    expect({ made, refused: pendingAlready + throttled, others }).toEqual({ made: 1, refused: 19, others: {} });
    const pending = (await t.rest('GET', '/invitations', { token: invitee.token })).body as { id: string }[];
    expect(pending).toHaveLength(1);
    const accepts = await Promise.all(Array.from({ length: 3 }, () => t.rest('POST', `/invitations/${pending[0]!.id}/accept`, { token: invitee.token })));
    expect(accepts.filter((r) => r.status === 200)).toHaveLength(1);
    expect(accepts.every((r) => r.status === 200 || r.status === 404 || r.status === 400 || r.status === 409)).toBe(true);
    expect(await t.app.deps.db.teamMember.count({ where: { teamId: team.id } })).toBe(2);
    expect((await t.rest('GET', '/invitations', { token: invitee.token })).body).toEqual([]);
  });
});

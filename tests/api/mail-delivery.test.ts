// Mail through a real SMTP server (smtp-server) that accepts, is down, or refuses: what the API answers, what
// /api/health reports, retries that deliver once the server is back, and no invitation left that nobody received.
import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { mailText, uniqueName, verificationTokenFrom } from './helpers/users.ts';
import { startSmtp, type TestSmtp } from './helpers/smtp.ts';
import { REGISTERED_MESSAGE } from '../../server/services/auth/register-user.ts';
import { NOT_SENT_MESSAGE, RESENT_MESSAGE } from '../../server/services/auth/resend-verification.ts';
import { DELIVERY_WAIT_MS } from '../../server/mail/mail-sender.ts';
import { invitationPendingMessage } from '../../server/services/teams/invite-member.ts';

const PASSWORD = 'correct horse battery';

/** A confirmed, signed-in user made through the real flow, reading the link from the SMTP server's mailbox. */
async function signedIn(t: TestApp, smtp: TestSmtp) {
  const username = uniqueName('mailer');
  const email = `${username.toLowerCase()}@example.test`;
  expect((await t.rest('POST', '/auth/register', { body: { username, email, password: PASSWORD } })).status).toBe(201);
  const token = verificationTokenFrom(smtp.to(email).at(-1)!.raw);
  expect((await t.rest('GET', `/auth/confirm-email?token=${token}`)).status).toBe(200);
  const login = await t.rest('POST', '/auth/login', { body: { email, password: PASSWORD } });
  return { id: login.body.user.id as string, email, token: login.body.access_token as string };
}

const health = async (t: TestApp) => {
  const response = await t.rest('GET', '/health');
  expect(response.status).toBe(200);
  return response.body;
};
const invitationsTo = (t: TestApp, email: string) => t.app.deps.db.invitation.count({ where: { email } });
const mailsTo = (t: TestApp, email: string) => t.app.deps.db.outgoingMail.findMany({ where: { recipient: email } });

describe('mail through SMTP', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signedIn>>;
  let teamId: string;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp({ SMTP_URL: smtp.url, MAIL_RETRY_DELAY_MS: '100', MAIL_MAX_ATTEMPTS: '10' });
    owner = await signedIn(t, smtp);
    teamId = (await t.rest('POST', '/teams', { token: owner.token, body: { name: 'Mail Guild' } })).body.id;
  });
  afterEach(async () => {
    smtp.mode = 'accept';
    await smtp.start(); // listening again if a test stopped it
  });
  afterAll(async () => {
    await t.stop();
    await smtp.stop();
  });

  it('delivers at once, says so, keeps no link in the database, and reports mail as ok', async () => {
    const username = uniqueName('direct');
    const email = `${username.toLowerCase()}@example.test`;
    const registered = await t.rest('POST', '/auth/register', { body: { username, email, password: PASSWORD } });
    expect(registered.body).toMatchObject({ message: REGISTERED_MESSAGE, verification_mail_status: 'sent' });
    expect(smtp.to(email)).toHaveLength(1);
    expect(mailText(smtp.to(email)[0].raw)).toContain('/confirm-email?token=');
    expect(await mailsTo(t, email)).toMatchObject([{ status: 'sent', attempts: 1, text: '', html: '' }]);
    expect(await health(t)).toMatchObject({ status: 'ok', mail: 'ok', mail_problems: [] });
  });

  it('while SMTP is down: answers that mail is not sent yet, reports mail degraded, and delivers everything once it is back', async () => {
    await smtp.stop();
    const invitee = `${uniqueName('later')}@example.test`;
    const invite = await t.rest('POST', `/teams/${teamId}/invite`, { token: owner.token, body: { identifier: invitee } });
    expect(invite).toMatchObject({ status: 201, body: { message: invitationPendingMessage(invitee), mail_status: 'pending', invitation: { invited_as: invitee } } });
    const username = uniqueName('waiting');
    const email = `${username.toLowerCase()}@example.test`;
    const registered = await t.rest('POST', '/auth/register', { body: { username, email, password: PASSWORD } });
    expect(registered).toMatchObject({ status: 201, body: { verification_mail_status: 'pending' } });
    expect(registered.body.message).toMatch(/could not be sent yet/);
    // The account exists and the address is not enumerable: an unknown address gets the same answer.
    const resent = await t.rest('POST', '/auth/resend-verification', { body: { email } });
    const unknown = await t.rest('POST', '/auth/resend-verification', { body: { email: `${uniqueName()}@example.test` } });
    expect(resent.body).toEqual({ message: NOT_SENT_MESSAGE, mail_status: 'pending' });
    expect(unknown.body).toEqual(resent.body);

    // Health reads the outbox after each delivery attempt ends, which may be after the answer that said "pending".
    await vi.waitFor(async () => {
      const degraded = await health(t);
      expect(degraded).toMatchObject({ status: 'ok', database: 'ok', mail: 'degraded' });
      expect(degraded.mail_problems).toContain('the SMTP server is unreachable');
      expect(degraded.mail_problems.join()).toMatch(/3 mails waiting to be retried/);
    }, { timeout: 10_000, interval: 100 });
    expect(await invitationsTo(t, invitee)).toBe(1); // still open while it is retried

    await smtp.start();
    await vi.waitFor(() => expect(smtp.to(invitee)).toHaveLength(1), { timeout: 15_000, interval: 100 });
    await vi.waitFor(() => expect(smtp.to(email)).toHaveLength(2), { timeout: 15_000, interval: 100 });
    await vi.waitFor(async () => expect((await mailsTo(t, email)).map((m) => m.status)).toEqual(['sent', 'sent']), { timeout: 5_000 });
    await vi.waitFor(async () => expect(await health(t)).toMatchObject({ mail: 'ok', mail_problems: [] }), { timeout: 5_000 });

    // The delivered invitation works; nothing was sent twice.
    const code = decodeURIComponent(/\/auth\?invite=([A-Za-z0-9_%-]+)/.exec(mailText(smtp.to(invitee)[0].raw))![1]);
    const joined = await t.rest('POST', '/auth/register', { body: { username: uniqueName(), email: invitee, password: PASSWORD, invitation_token: code } });
    expect(joined).toMatchObject({ status: 201, body: { verification_mail_status: null, user: { email_verified: true } } });
    expect(smtp.to(invitee)).toHaveLength(1);
  });

  it('retries a mail the server defers (451) and delivers it once accepted', async () => {
    smtp.mode = 'busy';
    const invitee = `${uniqueName('deferred')}@example.test`;
    const invite = await t.rest('POST', `/teams/${teamId}/invite`, { token: owner.token, body: { identifier: invitee } });
    expect(invite.body.mail_status).toBe('pending');
    expect((await mailsTo(t, invitee))[0]).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringContaining('451') });
    smtp.mode = 'accept';
    await vi.waitFor(() => expect(smtp.to(invitee)).toHaveLength(1), { timeout: 15_000, interval: 100 });
    expect(await invitationsTo(t, invitee)).toBe(1);
  });

  it('withdraws an invitation the server refuses for good (550): the inviter gets 422 and a notification, nothing dangles', async () => {
    smtp.mode = 'refuse';
    const invitee = `${uniqueName('nobody')}@example.test`;
    const refused = await t.rest('POST', `/teams/${teamId}/invite`, { token: owner.token, body: { identifier: invitee } });
    expect(refused).toMatchObject({ status: 422, body: { code: 'MAIL_REFUSED', message: expect.stringContaining(invitee) } });
    expect(await invitationsTo(t, invitee)).toBe(0);
    expect(await mailsTo(t, invitee)).toMatchObject([{ status: 'failed', invitationId: null, text: '' }]);
    const notifications = await t.rest('GET', '/notifications?type=invitation_failed', { token: owner.token });
    expect(notifications.body.map((n: { team_id: string }) => n.team_id)).toContain(teamId);

    const gql = await t.gql(
      `mutation ($input: InviteMemberInput!) { inviteMember(input: $input) { __typename ... on Error { code } } }`,
      { input: { teamId, identifier: invitee } },
      owner.token,
    );
    expect(gql.data!.inviteMember).toEqual({ __typename: 'MailRefusedError', code: 'MAIL_REFUSED' });
    expect((await health(t)).mail_problems.join()).toMatch(/could not be delivered in the last hour/);
  });
});

describe('mail that never gets through', () => {
  it('gives up after the last attempt, withdraws the invitation and tells the inviter', async () => {
    const smtp = await startSmtp();
    const t = await startTestApp({ SMTP_URL: smtp.url, MAIL_RETRY_DELAY_MS: '50', MAIL_MAX_ATTEMPTS: '3' });
    try {
      const owner = await signedIn(t, smtp);
      const teamId = (await t.rest('POST', '/teams', { token: owner.token, body: { name: 'Unlucky Guild' } })).body.id;
      await smtp.stop();
      const invitee = `${uniqueName('lost')}@example.test`;
      const invite = await t.rest('POST', `/teams/${teamId}/invite`, { token: owner.token, body: { identifier: invitee } });
      expect(invite.body.mail_status).toBe('pending');
      await vi.waitFor(async () => expect((await mailsTo(t, invitee))[0]).toMatchObject({ status: 'failed', attempts: 3 }), { timeout: 15_000, interval: 100 });
      expect(await invitationsTo(t, invitee)).toBe(0);
      const notifications = await t.rest('GET', '/notifications', { token: owner.token });
      expect(notifications.body).toMatchObject([{ type: 'invitation_failed', team_id: teamId, is_read: false }]);
      const report = await health(t);
      expect(report).toMatchObject({ status: 'ok', mail: 'degraded' });
      expect(report.mail_problems).toEqual(['the SMTP server is unreachable', '1 mail could not be delivered in the last hour']);
    } finally {
      await t.stop();
    }
  });

  it('answers within the wait when the SMTP server accepts connections but never replies', async () => {
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}` });
    try {
      const username = uniqueName('silent');
      const started = Date.now();
      const registered = await t.rest('POST', '/auth/register', { body: { username, email: `${username.toLowerCase()}@example.test`, password: PASSWORD } });
      const waited = Date.now() - started;
      expect(registered).toMatchObject({ status: 201, body: { verification_mail_status: 'pending' } });
      expect(waited).toBeGreaterThanOrEqual(DELIVERY_WAIT_MS - 100);
      expect(waited).toBeLessThan(DELIVERY_WAIT_MS + 3_000);
      // The attempt goes on after the answer; when the connection drops it is scheduled for a retry.
      for (const socket of sockets) socket.destroy();
      await vi.waitFor(async () => expect((await mailsTo(t, `${username.toLowerCase()}@example.test`))[0]).toMatchObject({ status: 'pending', attempts: 1 }), {
        timeout: 10_000,
        interval: 100,
      });
    } finally {
      await t.stop();
      silent.close();
    }
  });

  it('reports mail degraded from the start when the SMTP server cannot be reached', async () => {
    const smtp = await startSmtp();
    await smtp.stop();
    const t = await startTestApp({ SMTP_URL: smtp.url });
    try {
      await vi.waitFor(async () => expect(await health(t)).toMatchObject({ status: 'ok', mail: 'degraded', mail_problems: ['the SMTP server is unreachable'] }), {
        timeout: 10_000,
        interval: 100,
      });
      expect((await t.rest('POST', '/auth/resend-verification', { body: { email: `${uniqueName()}@example.test` } })).body.message).toBe(NOT_SENT_MESSAGE);
    } finally {
      await t.stop();
    }
  });
});

describe('mail in development (no SMTP_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.stop());

  it('writes the mail to the outbox directory before answering, and reports mail as ok', async () => {
    const username = uniqueName('dev');
    const email = `${username.toLowerCase()}@example.test`;
    const registered = await t.rest('POST', '/auth/register', { body: { username, email, password: PASSWORD } });
    expect(registered.body).toMatchObject({ message: REGISTERED_MESSAGE, verification_mail_status: 'sent' });
    expect(t.outbox().filter((eml) => eml.includes(`To: ${email}`))).toHaveLength(1);
    expect((await t.rest('POST', '/auth/resend-verification', { body: { email } })).body.message).toBe(RESENT_MESSAGE);
    expect(await health(t)).toMatchObject({ mail: 'ok', mail_problems: [] });
  });
});

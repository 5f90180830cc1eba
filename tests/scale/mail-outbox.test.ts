// Two instances on one PostgreSQL server share one outbox: while SMTP is down both queue mail, and once it is back
// their retry loops deliver every mail exactly once between them.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../api/helpers/test-app.ts';
import { startSmtp, type TestSmtp } from '../api/helpers/smtp.ts';
import { uniqueName } from '../api/helpers/users.ts';
import { freshDatabase } from './helpers.ts';

let database: Awaited<ReturnType<typeof freshDatabase>>;
let smtp: TestSmtp;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  database = await freshDatabase();
  smtp = await startSmtp();
  const shared = { DATABASE_URL: database.url, JWT_SECRET: randomBytes(32).toString('hex'), SMTP_URL: smtp.url, MAIL_RETRY_DELAY_MS: '200' };
  a = await startTestApp(shared);
  b = await startTestApp(shared);
});

afterAll(async () => {
  await a?.stop();
  await b?.stop();
  await smtp?.stop();
  await database?.drop();
});

describe('one outbox, two instances', () => {
  it('delivers what both queued while SMTP was down, each mail once', async () => {
    await smtp.stop();
    const addresses: string[] = [];
    for (const instance of [a, b, a, b, a, b, a, b]) {
      const username = uniqueName('twin');
      addresses.push(`${username.toLowerCase()}@example.test`);
      const registered = await instance.rest('POST', '/auth/register', { body: { username, email: addresses.at(-1), password: 'twin secret' } });
      expect(registered.body.verification_mail_status).toBe('pending');
    }
    // Each instance reads the shared outbox for its health after its own deliveries and rounds: wait for both to see all.
    for (const instance of [a, b]) {
      await vi.waitFor(async () => expect((await instance.rest('GET', '/health')).body.mail_problems.join()).toMatch(/8 mails waiting to be retried/), { timeout: 20_000, interval: 200 });
    }

    await smtp.start();
    await vi.waitFor(() => expect(smtp.received.length).toBeGreaterThanOrEqual(addresses.length), { timeout: 30_000, interval: 200 });
    // A moment for a duplicate, if there were one, to arrive.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(smtp.received.map((mail) => mail.to[0]).toSorted()).toEqual(addresses.toSorted());
    // The backlog is gone for both (each instance's own view of the SMTP server follows its next attempt or check).
    for (const instance of [a, b]) {
      await vi.waitFor(async () => expect((await instance.rest('GET', '/health')).body.mail_problems.join()).not.toMatch(/waiting to be retried/), { timeout: 5_000 });
    }
  });
});

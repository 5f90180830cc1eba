// Several senders on one outbox (as several instances are): each mail is claimed by one of them and sent once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { startSmtp, type TestSmtp } from './helpers/smtp.ts';
import { createMailSender, type MailSender } from '../../server/mail/mail-sender.ts';
import { createMailTransport } from '../../server/mail/mailer.ts';
import { queueMail } from '../../server/mail/outbox.ts';

let smtp: TestSmtp;
let t: TestApp;
let senders: MailSender[];

beforeAll(async () => {
  smtp = await startSmtp();
  t = await startTestApp({ SMTP_URL: smtp.url });
  const { db, events, config } = t.app.deps;
  senders = [1, 2, 3].map(() =>
    createMailSender({
      db,
      events,
      transport: createMailTransport({ smtpUrl: smtp.url, from: config.mailFrom, outboxDir: '' }),
      maxAttempts: 3,
      retryDelayMs: 100,
    }),
  );
});

afterAll(async () => {
  for (const sender of senders) await sender.stop();
  await t.stop();
  await smtp.stop();
});

describe('several senders', () => {
  it('deliver a backlog together without sending any mail twice', async () => {
    const { db } = t.app.deps;
    const subjects = Array.from({ length: 40 }, (_, i) => `Backlog ${i}`);
    for (const subject of subjects) await queueMail(db, { to: 'backlog@example.test', subject, text: subject, html: `<p>${subject}</p>` });
    // As if their writers had died before delivering: the claims ran out, so any sender may take them.
    await db.outgoingMail.updateMany({ where: { subject: { in: subjects } }, data: { claimedUntil: null } });

    for (let round = 0; round < 10 && (await db.outgoingMail.count({ where: { subject: { in: subjects }, status: 'pending' } })) > 0; round++) {
      await Promise.all(senders.flatMap((sender) => [sender.deliverDue(), sender.deliverDue()]));
    }

    const received = smtp.to('backlog@example.test').map((mail) => mail.subject);
    expect(received.toSorted()).toEqual(subjects.toSorted());
    const rows = await db.outgoingMail.findMany({ where: { subject: { in: subjects } } });
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('leave a mail alone while another sender holds it', async () => {
    const { db } = t.app.deps;
    const held = await queueMail(db, { to: 'held@example.test', subject: 'Held', text: 'Held', html: '<p>Held</p>' });
    await Promise.all(senders.map((sender) => sender.deliverDue()));
    expect(smtp.to('held@example.test')).toEqual([]);
    expect(await t.app.deps.mailer.deliver(held)).toBe('sent');
    expect(smtp.to('held@example.test')).toHaveLength(1);
  });
});

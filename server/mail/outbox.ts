// The outbox table (OutgoingMail): mails are stored in the transaction of what they belong to, so a mail exists
// exactly when its invitation or verification token does. Delivery (mail-sender.ts) claims a mail with a
// conditional update before sending it, so that of several senders (instances) only one ever sends it.
import type { Db, Prisma } from '../db/connect.ts';
import type { OutgoingMail } from '../generated/prisma/client.ts';
import type { Mail } from './mailer.ts';

/**
 * How long a claim holds. It outlasts any SMTP conversation (mailer.ts caps them well below it); a claim left by a
 * sender that died runs out, and another sender retries the mail.
 */
export const CLAIM_MS = 2 * 60_000;

/** A mail stored in the outbox and claimed by the request that wrote it, which delivers it after its commit. */
export interface QueuedMail {
  id: string;
  mail: Mail;
  invitationId: string | null;
  /** Delivery attempts made before this one. */
  attempts: number;
}

/** Stores a mail in the caller's transaction, linked to the invitation it carries, if any. */
export async function queueMail(tx: Pick<Prisma.TransactionClient, 'outgoingMail'>, mail: Mail, links: { invitationId?: string } = {}): Promise<QueuedMail> {
  const row = await tx.outgoingMail.create({
    data: {
      recipient: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      invitationId: links.invitationId,
      claimedUntil: new Date(Date.now() + CLAIM_MS),
    },
  });
  return queued(row);
}

/** A stored mail as the sender handles it. */
export const queued = (row: OutgoingMail): QueuedMail => ({
  id: row.id,
  mail: { to: row.recipient, subject: row.subject, text: row.text, html: row.html },
  invitationId: row.invitationId,
  attempts: row.attempts,
});

/**
 * Claims up to `limit` mails that are due and that no sender holds. Each claim is one conditional UPDATE: a sender
 * racing for the same row waits for the first one's update and then no longer matches it.
 */
export async function claimDueMails(db: Db, limit: number): Promise<QueuedMail[]> {
  const now = new Date();
  const unclaimed = { status: 'pending' as const, nextAttemptAt: { lte: now }, OR: [{ claimedUntil: null }, { claimedUntil: { lte: now } }] };
  const due = await db.outgoingMail.findMany({ where: unclaimed, orderBy: { nextAttemptAt: 'asc' }, take: limit, select: { id: true } });
  const claimed: QueuedMail[] = [];
  for (const { id } of due) {
    const { count } = await db.outgoingMail.updateMany({ where: { id, ...unclaimed }, data: { claimedUntil: new Date(Date.now() + CLAIM_MS) } });
    const row = count === 1 ? await db.outgoingMail.findUnique({ where: { id } }) : null;
    if (row) claimed.push(queued(row));
  }
  return claimed;
}

/** A delivered mail keeps its envelope for the record; its body (with the link it carried) is dropped. */
export async function markSent(db: Db, id: string): Promise<void> {
  await db.outgoingMail.updateMany({
    where: { id },
    data: { status: 'sent', attempts: { increment: 1 }, settledAt: new Date(), claimedUntil: null, lastError: null, text: '', html: '' },
  });
}

/** Schedules the next attempt of a mail whose delivery failed, and releases it. */
export async function scheduleRetry(db: Db, id: string, error: string, nextAttemptAt: Date): Promise<void> {
  await db.outgoingMail.updateMany({ where: { id }, data: { attempts: { increment: 1 }, nextAttemptAt, claimedUntil: null, lastError: error } });
}

/** Gives a mail up (in the caller's transaction); it no longer points at its invitation, which the caller withdraws. */
export async function markFailed(tx: Pick<Prisma.TransactionClient, 'outgoingMail'>, id: string, error: string): Promise<void> {
  await tx.outgoingMail.updateMany({
    where: { id },
    data: { status: 'failed', attempts: { increment: 1 }, settledAt: new Date(), claimedUntil: null, lastError: error, text: '', html: '', invitationId: null },
  });
}

/** What /api/health reports about the outbox: mails waiting for another attempt, and mails given up lately. */
export async function outboxBacklog(db: Db, failedSince: Date): Promise<{ retrying: number; failed: number }> {
  const [retrying, failed] = await Promise.all([
    db.outgoingMail.count({ where: { status: 'pending', attempts: { gt: 0 } } }),
    db.outgoingMail.count({ where: { status: 'failed', settledAt: { gte: failedSince } } }),
  ]);
  return { retrying, failed };
}

/** Forgets settled mails (their bodies are already empty) once they are older than `before`. */
export async function pruneSettledMails(db: Db, before: Date): Promise<void> {
  await db.outgoingMail.deleteMany({ where: { status: { in: ['sent', 'failed'] }, settledAt: { lt: before } } });
}

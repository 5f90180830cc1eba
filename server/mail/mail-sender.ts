// Delivers the outbox (outbox.ts) through the transport (mailer.ts). A request that queued a mail delivers it right
// after its commit and waits a few seconds for the outcome; a loop on every instance retries what failed, with
// exponential backoff, and gives a mail up after the configured number of attempts or a permanent refusal.
import { join } from 'node:path';
import type { Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import type { Events } from '../pubsub.ts';
import type { MailStatus } from '../generated/prisma/client.ts';
import { log } from '../observability/logger.ts';
import { metrics } from '../observability/metrics.ts';
import { withdrawUndeliveredInvitation } from '../services/teams/withdraw-invitation.ts';
import { createMailTransport, describeFailure, type DeliveryFailure, type MailTransport } from './mailer.ts';
import { claimDueMails, markFailed, markSent, outboxBacklog, pruneSettledMails, scheduleRetry, type QueuedMail } from './outbox.ts';

/** How long a request waits for its mail before answering that it is not delivered yet. */
export const DELIVERY_WAIT_MS = 5_000;
/** Retries wait twice as long each time, up to this. */
const MAX_RETRY_DELAY_MS = 60 * 60_000;
/** The loop looks for due mails this often (or at the retry delay, when that is shorter). */
const POLL_MS = 10_000;
/** With nothing sent for this long, the SMTP server is checked (connect and sign in) so an outage shows in /api/health. */
const PROBE_MS = 60_000;
/** /api/health counts mails given up within this window. */
export const FAILED_WINDOW_MS = 60 * 60_000;
/** Settled mails are kept this long for the record. */
const KEEP_SETTLED_MS = 7 * 24 * 60 * 60_000;
const PRUNE_EVERY_MS = 60 * 60_000;
/** How long stop() lets deliveries under way finish. */
const STOP_WAIT_MS = 10_000;

/** What became of a mail: sent, refused for good ('failed'), or not delivered yet and to be retried ('pending'). */
export type MailDelivery = MailStatus;

export interface MailHealth {
  mail: 'ok' | 'degraded';
  /** Why mail is degraded, for people (no host names or credentials). */
  mail_problems: string[];
}

export interface MailSender {
  /** Delivers a mail queued in a transaction that has committed; answers within DELIVERY_WAIT_MS. */
  deliver(mail: QueuedMail): Promise<MailDelivery>;
  /** False while this instance's last attempt (or check) found the transport unusable. */
  transportHealthy(): boolean;
  health(): Promise<MailHealth>;
  /** One round of the retry loop: claims the due mails and delivers them. */
  deliverDue(): Promise<void>;
  /** Starts the retry loop (and the SMTP check). */
  start(): void;
  stop(): Promise<void>;
}

export interface MailSenderOptions {
  db: Db;
  events: Events;
  transport: MailTransport;
  maxAttempts: number;
  retryDelayMs: number;
}

export function createMailSender({ db, events, transport, maxAttempts, retryDelayMs }: MailSenderOptions): MailSender {
  let transportProblem: string | null = null;
  let lastContact = 0;
  let lastPrune = 0;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> | null = null;
  const underWay = new Set<Promise<unknown>>();
  // What health reports about the outbox, read after each delivery and each round rather than on every /api/health:
  // health must answer at once, never wait behind SQL (the embedded database runs one statement at a time).
  let backlog = { retrying: 0, failed: 0, unreadable: false };

  async function refreshBacklog(): Promise<void> {
    try {
      backlog = { ...(await outboxBacklog(db, new Date(Date.now() - FAILED_WINDOW_MS))), unreadable: false };
    } catch {
      backlog = { ...backlog, unreadable: true };
    }
  }

  /** Keeps a promise in underWay until it settles, so that stop() can wait for it. */
  function track<T>(promise: Promise<T>): Promise<T> {
    underWay.add(promise);
    void promise.finally(() => underWay.delete(promise)).catch(() => {});
    return promise;
  }

  async function attempt(queued: QueuedMail): Promise<MailDelivery> {
    try {
      await transport.send(queued.mail);
    } catch (error) {
      return failed(queued, describeFailure(error));
    } finally {
      lastContact = Date.now();
    }
    transportProblem = null;
    metrics.mailSent.inc();
    await markSent(db, queued.id);
    await refreshBacklog();
    return 'sent';
  }

  async function failed(queued: QueuedMail, failure: DeliveryFailure): Promise<MailDelivery> {
    if (failure.transportDown) transportProblem = failure.reason;
    const attempts = queued.attempts + 1;
    const final = failure.permanent || attempts >= maxAttempts;
    metrics.mailFailed.inc({ final: String(final) });
    if (final) {
      log.error(`mail to ${queued.mail.to} given up after ${attempts} attempt(s): ${failure.detail}`);
      const announce = await db.$transaction(async (tx) => {
        await markFailed(tx, queued.id, failure.detail);
        return queued.invitationId ? withdrawUndeliveredInvitation(tx, queued.invitationId) : null;
      });
      announce?.(events);
      await refreshBacklog();
      return 'failed';
    }
    const delay = Math.min(retryDelayMs * 2 ** (attempts - 1), MAX_RETRY_DELAY_MS);
    log.warn(`mail to ${queued.mail.to} not delivered (attempt ${attempts} of ${maxAttempts}), retrying in ${Math.round(delay / 1000)} s: ${failure.detail}`);
    await scheduleRetry(db, queued.id, failure.detail, new Date(Date.now() + delay));
    await refreshBacklog();
    return 'pending';
  }

  /** An attempt whose bookkeeping failed (the database is down) leaves the mail claimed: the loop retries it later. */
  const safely = (queued: QueuedMail) =>
    track(
      attempt(queued).catch((error: unknown) => {
        log.error(`mail ${queued.id}: the outcome of a delivery could not be recorded`, error);
        return 'pending' as const;
      }),
    );

  async function probe(): Promise<void> {
    if (!transport.verify || Date.now() - lastContact < PROBE_MS) return;
    lastContact = Date.now();
    try {
      await transport.verify();
      transportProblem = null;
    } catch (error) {
      transportProblem = describeFailure(error).reason;
      log.warn(`mail transport check failed: ${describeFailure(error).detail}`);
    }
  }

  async function deliverDue(): Promise<void> {
    for (const queued of await claimDueMails(db, 20)) await safely(queued);
    await probe();
    await refreshBacklog();
    if (Date.now() - lastPrune >= PRUNE_EVERY_MS) {
      lastPrune = Date.now();
      await pruneSettledMails(db, new Date(Date.now() - KEEP_SETTLED_MS));
    }
  }

  function tick(): void {
    round ??= track(deliverDue())
      .catch((error: unknown) => log.error('mail outbox round failed', error))
      .finally(() => (round = null));
  }

  return {
    async deliver(queued) {
      let timeout: NodeJS.Timeout | undefined;
      const waited = new Promise<MailDelivery>((resolve) => (timeout = setTimeout(() => resolve('pending'), DELIVERY_WAIT_MS)));
      try {
        return await Promise.race([safely(queued), waited]);
      } finally {
        clearTimeout(timeout);
      }
    },
    transportHealthy: () => transportProblem === null,
    async health() {
      const problems = transportProblem ? [transportProblem] : [];
      const { retrying, failed, unreadable } = backlog;
      if (retrying) problems.push(`${retrying} mail${retrying === 1 ? '' : 's'} waiting to be retried`);
      if (failed) problems.push(`${failed} mail${failed === 1 ? '' : 's'} could not be delivered in the last hour`);
      if (unreadable) problems.push('the outbox cannot be read');
      return { mail: problems.length ? 'degraded' : 'ok', mail_problems: problems };
    },
    deliverDue,
    start() {
      timer = setInterval(tick, Math.min(POLL_MS, retryDelayMs));
      timer.unref();
      tick();
    },
    async stop() {
      clearInterval(timer);
      let waited: NodeJS.Timeout | undefined;
      await Promise.race([Promise.allSettled([...underWay]), new Promise((resolve) => (waited = setTimeout(resolve, STOP_WAIT_MS)))]);
      clearTimeout(waited);
      transport.close();
    },
  };
}

/** The sender a configuration asks for: SMTP_URL's server, or .eml files in DATA_DIR/outbox. */
export function mailSenderFor(config: Config, deps: { db: Db; events: Events }): MailSender {
  const transport = createMailTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: join(config.dataDir, 'outbox'), logMails: config.logMails });
  return createMailSender({ ...deps, transport, maxAttempts: config.mailMaxAttempts, retryDelayMs: config.mailRetryDelayMs });
}

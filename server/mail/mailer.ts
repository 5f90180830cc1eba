// The mail transport (nodemailer): the SMTP server in SMTP_URL, or, with none configured, .eml files written into
// DATA_DIR/outbox so that the embedded default works on a laptop (the link is logged too, unless LOG_MAILS is off). Mails reach it only
// through the outbox (outbox.ts, mail-sender.ts), which retries what it fails to deliver.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import { log } from '../observability/logger.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailTransport {
  send(mail: Mail): Promise<void>;
  /** Connects to the SMTP server and signs in without sending; absent when mail goes to files. */
  verify?(): Promise<void>;
  close(): void;
}

/**
 * How long an SMTP conversation may take before it counts as failed: a server that accepts connections but never
 * answers must not hold a delivery (and the request waiting for it) for nodemailer's default of minutes.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createMailTransport(options: { smtpUrl?: string; from: string; outboxDir: string; logMails?: boolean }): MailTransport {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
      async verify() {
        await transport.verify();
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      mkdirSync(options.outboxDir, { recursive: true, mode: 0o700 });
      const file = join(options.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`);
      writeFileSync(file, info.message as Buffer, { mode: 0o600 });
      // The text carries reset and verification links: into the log only where asked for (LOG_MAILS, on outside production).
      log.info(`mail to ${mail.to} written to ${file}: ${mail.subject}${options.logMails ? `\n${mail.text}` : ''}`);
    },
    close: () => transport.close(),
  };
}

/** What nodemailer attaches to its errors (see its errors.d.ts). */
interface TransportError {
  code?: string;
  responseCode?: number;
  permanent?: boolean;
}

export interface DeliveryFailure {
  /** The server refused this mail for good (an SMTP 5xx reply): retrying would be refused again. */
  permanent: boolean;
  /** The transport itself is unusable (no connection, no sign-in), as opposed to this one mail being refused. */
  transportDown: boolean;
  /** For /api/health and logs: what failed, without host names or credentials. */
  reason: string;
  /** The error's own message, kept with the mail for operators. */
  detail: string;
}

/** Sorts a failed delivery into what the outbox needs to decide: retry or give up, and is the server down. */
export function describeFailure(error: unknown): DeliveryFailure {
  const e = (error ?? {}) as TransportError;
  const detail = error instanceof Error ? error.message : String(error);
  if (typeof e.responseCode === 'number') {
    return { permanent: e.permanent === true, transportDown: false, reason: `the SMTP server refused a mail (${e.responseCode})`, detail };
  }
  if (e.code === 'EAUTH' || e.code === 'ENOAUTH') return { permanent: false, transportDown: true, reason: 'the SMTP server refused to sign in', detail };
  if (e.code && ['ECONNECTION', 'ESOCKET', 'ETIMEDOUT', 'EDNS', 'ETLS'].includes(e.code)) {
    return { permanent: false, transportDown: true, reason: 'the SMTP server is unreachable', detail };
  }
  return { permanent: false, transportDown: true, reason: `mail delivery failed${e.code ? ` (${e.code})` : ''}`, detail };
}

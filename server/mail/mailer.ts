// Outgoing mail through nodemailer: to the SMTP server in SMTP_URL, or, with none configured, written as .eml files
// into DATA_DIR/outbox so that the embedded default works on a laptop (the link is logged too).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import { log } from '../logger.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
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
      log.info(`mail to ${mail.to} written to ${file}: ${mail.subject}\n${mail.text}`);
    },
    close: () => transport.close(),
  };
}

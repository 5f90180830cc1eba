// A real SMTP server (smtp-server) on a local port for mail tests: it accepts mail, refuses recipients (for a while
// or for good), or is down, and keeps what it received.
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  to: string[];
  subject: string;
  raw: string;
}

export type SmtpMode = 'accept' | 'busy' | 'refuse';

export interface TestSmtp {
  url: string;
  received: ReceivedMail[];
  /** accept; busy: 451 for every recipient (try later); refuse: 550 for every recipient (no such mailbox). */
  mode: SmtpMode;
  /** Stops listening: connections are refused until start(). */
  stop(): Promise<void>;
  /** Listens again on the same port (nothing when it is listening). */
  start(): Promise<void>;
  /** Mails received for an address. */
  to(address: string): ReceivedMail[];
}

function refusal(message: string, responseCode: number): Error {
  return Object.assign(new Error(message), { responseCode });
}

export async function startSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  let port = 0;
  let server: SMTPServer | null = null;
  const smtp: TestSmtp = {
    url: '',
    received,
    mode: 'accept',
    async start() {
      if (server) return;
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onRcptTo(_address, _session, callback) {
          if (smtp.mode === 'busy') return callback(refusal('Mailbox busy, try again later', 451));
          if (smtp.mode === 'refuse') return callback(refusal('No such mailbox', 550));
          callback();
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            const raw = Buffer.concat(chunks).toString('utf8');
            received.push({ to: session.envelope.rcptTo.map((r) => r.address), subject: /^Subject: (.*)$/m.exec(raw)?.[1] ?? '', raw });
            callback();
          });
        },
      });
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
      port = (server.server.address() as AddressInfo).port;
      smtp.url = `smtp://127.0.0.1:${port}`;
    },
    async stop() {
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = null;
    },
    to: (address) => received.filter((mail) => mail.to.includes(address.toLowerCase())),
  };
  await smtp.start();
  return smtp;
}

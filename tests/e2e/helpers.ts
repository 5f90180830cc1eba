import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

/** Saves a full-page (or with fullPage false, a viewport) screenshot under test-results/screenshots for people to look at. */
export async function snap(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<void> {
  await page.screenshot({ path: join('test-results', 'screenshots', `${name}.png`), fullPage });
}

/** The newest mail in the server's outbox that was sent to `to`, decoded from quoted-printable. */
export function lastMailTo(to: string): string {
  const dir = join(process.env.SIDEBOARD_E2E_DATA!, 'outbox');
  const mails = readdirSync(dir)
    .sort()
    .map((file) => readFileSync(join(dir, file), 'utf8').replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16))))
    .filter((mail) => mail.includes(`To: ${to}`));
  if (!mails.length) throw new Error(`no mail to ${to}`);
  return mails[mails.length - 1];
}

export function confirmationPath(mail: string): string {
  const match = /https?:\/\/[^/\s]+(\/confirm-email\?token=[A-Za-z0-9_%-]+)/.exec(mail);
  if (!match) throw new Error('no confirmation link in mail');
  return match[1];
}

export function uniqueUser(prefix = 'e2e') {
  const username = `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  return { username, email: `${username}@example.test`, password: 'correct horse 1', displayName: `${prefix.toUpperCase()} Player` };
}

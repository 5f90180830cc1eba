// Email verification: a random token (stored hashed) that confirms the address within 24 hours.
import type { AppDeps } from '../../context.ts';
import { escapeHtml } from '../../mail/escape-html.ts';
import { hashToken, randomToken } from './session-tokens.ts';

export const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

type TokenWriter = Pick<AppDeps['db'], 'emailVerificationToken'>;

/** Creates a token for the user (inside the caller's transaction when given one) and returns the raw value. */
export async function createVerificationToken(db: TokenWriter, userId: string): Promise<string> {
  const token = randomToken();
  await db.emailVerificationToken.create({
    data: { userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + VERIFICATION_TTL_MS) },
  });
  return token;
}

export async function sendVerificationEmail(
  deps: Pick<AppDeps, 'mailer' | 'config'>,
  user: { email: string; username: string; displayName: string | null },
  token: string,
): Promise<void> {
  const link = `${deps.config.publicUrl}/confirm-email?token=${encodeURIComponent(token)}`;
  const name = user.displayName || user.username;
  await deps.mailer.send({
    to: user.email,
    subject: 'Confirm your Sideboard account',
    text: `Hi ${name},\n\nConfirm your email address to start testing decks with your team:\n\n${link}\n\nThe link expires in 24 hours. If you did not sign up for Sideboard, ignore this email.\n`,
    html: `<p>Hi ${escapeHtml(name)},</p><p>Confirm your email address to start testing decks with your team:</p><p><a href="${escapeHtml(link)}">Confirm my email</a></p><p>The link expires in 24 hours. If you did not sign up for Sideboard, ignore this email.</p>`,
  });
}

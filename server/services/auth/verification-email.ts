// Email verification: a random token (stored hashed) that confirms the address within 24 hours.
import type { AppDeps } from '../../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { escapeHtml } from '../../mail/escape-html.ts';
import { queueMail, type QueuedMail } from '../../mail/outbox.ts';
import { hashToken, randomToken } from './session-tokens.ts';

export const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

type TokenWriter = Pick<Prisma.TransactionClient, 'emailVerificationToken' | 'outgoingMail'>;

/**
 * Creates a verification token for the user and queues the mail that carries it, in the caller's transaction:
 * the token exists exactly when its mail does. Deliver the returned mail once the transaction has committed.
 */
export async function queueVerificationEmail(
  tx: TokenWriter,
  deps: Pick<AppDeps, 'config'>,
  user: { id: string; email: string; username: string; displayName: string | null },
): Promise<QueuedMail> {
  const token = randomToken();
  await tx.emailVerificationToken.create({
    data: { userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + VERIFICATION_TTL_MS) },
  });
  const link = `${deps.config.publicUrl}/confirm-email?token=${encodeURIComponent(token)}`;
  const name = user.displayName || user.username;
  return queueMail(tx, {
    to: user.email,
    subject: 'Confirm your Sideboard account',
    text: `Hi ${name},\n\nConfirm your email address to start testing decks with your team:\n\n${link}\n\nThe link expires in 24 hours. If you did not sign up for Sideboard, ignore this email.\n`,
    html: `<p>Hi ${escapeHtml(name)},</p><p>Confirm your email address to start testing decks with your team:</p><p><a href="${escapeHtml(link)}">Confirm my email</a></p><p>The link expires in 24 hours. If you did not sign up for Sideboard, ignore this email.</p>`,
  });
}

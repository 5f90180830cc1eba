// The mails of account management: a forgotten-password link, the link that confirms a new address, and the notice
// to the old address once it is replaced. Each token is random, stored hashed, and created in the caller's transaction
// together with the mail that carries it.
import type { AppDeps } from '../../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { escapeHtml } from '../../mail/escape-html.ts';
import { queueMail, type QueuedMail } from '../../mail/outbox.ts';
import { hashToken, randomToken } from '../auth/session-tokens.ts';
import { VERIFICATION_TTL_MS } from '../auth/verification-email.ts';

export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

type Recipient = { id: string; email: string; username: string; displayName: string | null };
type Writer = Pick<Prisma.TransactionClient, 'passwordResetToken' | 'emailVerificationToken' | 'outgoingMail'>;

const nameOf = (user: Recipient) => user.displayName || user.username;

/** A mail with one link, in text and HTML. */
function linkMail(to: string, subject: string, greeting: string, lead: string, link: string, label: string, after: string) {
  return {
    to,
    subject,
    text: `Hi ${greeting},\n\n${lead}\n\n${link}\n\n${after}\n`,
    html: `<p>Hi ${escapeHtml(greeting)},</p><p>${escapeHtml(lead)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(label)}</a></p><p>${escapeHtml(after)}</p>`,
  };
}

/** A forgotten-password link to the account's address, valid for an hour. */
export async function queuePasswordResetEmail(tx: Writer, deps: Pick<AppDeps, 'config'>, user: Recipient): Promise<QueuedMail> {
  const token = randomToken();
  await tx.passwordResetToken.create({ data: { userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MS) } });
  const link = `${deps.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  return queueMail(
    tx,
    linkMail(
      user.email,
      'Reset your Sideboard password',
      nameOf(user),
      'Someone (hopefully you) asked to reset the password of your Sideboard account. Choose a new password here:',
      link,
      'Choose a new password',
      'The link works once and expires in 1 hour. If you did not ask for it, ignore this email: your password stays as it is.',
    ),
  );
}

/** The link that makes `newEmail` the account's address, sent to that address (valid as long as a verification link). */
export async function queueEmailChangeEmail(tx: Writer, deps: Pick<AppDeps, 'config'>, user: Recipient, newEmail: string): Promise<QueuedMail> {
  const token = randomToken();
  await tx.emailVerificationToken.create({ data: { userId: user.id, newEmail, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + VERIFICATION_TTL_MS) } });
  const link = `${deps.config.publicUrl}/confirm-email?token=${encodeURIComponent(token)}`;
  return queueMail(
    tx,
    linkMail(
      newEmail,
      'Confirm your new Sideboard email address',
      nameOf(user),
      `Confirm that ${newEmail} is the new address of your Sideboard account ${user.username}:`,
      link,
      'Confirm my new address',
      'Until you do, the account keeps its old address. The link expires in 24 hours. If you did not ask for this, ignore this email.',
    ),
  );
}

/**
 * Tells the address an account had that it has been replaced by `newEmail` (just confirmed from that address). If
 * someone else changed it, this is how the owner finds out: the old address no longer signs in or gets reset links.
 */
export async function queueEmailChangedNotice(tx: Writer, user: Recipient, newEmail: string): Promise<QueuedMail> {
  const greeting = nameOf(user);
  const lines = [
    `The email address of your Sideboard account ${user.username} is now ${newEmail}. This address (${user.email}) no longer signs in to it or receives its mails.`,
    'If you did not make this change, someone else knows your password: contact the administrators of this Sideboard site to get your account back.',
  ];
  return queueMail(tx, {
    to: user.email,
    subject: 'Your Sideboard email address was changed',
    text: `Hi ${greeting},\n\n${lines.join('\n\n')}\n`,
    html: `<p>Hi ${escapeHtml(greeting)},</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}`,
  });
}

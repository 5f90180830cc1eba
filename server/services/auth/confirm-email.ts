import type { RequestContext } from '../../context.ts';
import { ValidationError } from '../../domain/errors.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { confirmEmailSchema, type ConfirmEmailInput } from '../../domain/validation/auth.ts';
import type { EmailVerificationToken, User } from '../../generated/prisma/client.ts';
import { announceRightsChange } from '../access/viewer-rights.ts';
import { queueEmailChangedNotice } from '../accounts/account-mails.ts';
import { isUniqueViolation } from '../prisma-errors.ts';
import { hashToken } from './session-tokens.ts';

export const INVALID_LINK_MESSAGE = 'Invalid verification link';
export const EXPIRED_LINK_MESSAGE = 'This verification link has expired. Please request a new one.';
export const ADDRESS_TAKEN_MESSAGE = 'Another account uses this address now, so it cannot become yours.';

/**
 * Marks the address verified, or (for a link sent to a new address) makes that address the account's. Opening a used
 * link of an already verified account (or of an address that is already the account's) is harmless and says so.
 */
export async function confirmEmail(ctx: RequestContext, input: ConfirmEmailInput) {
  const { token } = parseInput(confirmEmailSchema, input);
  const row = await ctx.db.emailVerificationToken.findUnique({ where: { tokenHash: hashToken(token) }, include: { user: true } });
  if (!row) throw new ValidationError(INVALID_LINK_MESSAGE);
  if (row.newEmail !== null) return confirmNewEmail(ctx, { ...row, newEmail: row.newEmail });
  if (row.user.emailVerified) return { user: row.user, alreadyVerified: true };
  if (row.usedAt) throw new ValidationError(INVALID_LINK_MESSAGE);
  if (row.expiresAt <= new Date()) throw new ValidationError(EXPIRED_LINK_MESSAGE);
  const user = await ctx.db.$transaction(async (tx) => {
    await tx.emailVerificationToken.updateMany({ where: { userId: row.userId, usedAt: null, newEmail: null }, data: { usedAt: new Date() } });
    return tx.user.update({ where: { id: row.userId }, data: { emailVerified: true } });
  });
  announceRightsChange(ctx, [user.id]);
  return { user, alreadyVerified: false };
}

/**
 * The account's address becomes the one the link was sent to, which the link proves; its other such links are spent,
 * and the old address is told (queued with the change, sent without holding up the answer).
 */
async function confirmNewEmail(ctx: RequestContext, row: EmailVerificationToken & { newEmail: string; user: User }) {
  if (row.user.email === row.newEmail) return { user: row.user, alreadyVerified: true };
  if (row.usedAt) throw new ValidationError(INVALID_LINK_MESSAGE);
  if (row.expiresAt <= new Date()) throw new ValidationError(EXPIRED_LINK_MESSAGE);
  try {
    const { user, notice } = await ctx.db.$transaction(async (tx) => {
      if (await tx.user.findUnique({ where: { email: row.newEmail }, select: { id: true } })) throw new ValidationError(ADDRESS_TAKEN_MESSAGE);
      await tx.emailVerificationToken.updateMany({ where: { userId: row.userId, usedAt: null, newEmail: { not: null } }, data: { usedAt: new Date() } });
      const notice = await queueEmailChangedNotice(tx, row.user, row.newEmail);
      return { user: await tx.user.update({ where: { id: row.userId }, data: { email: row.newEmail, emailVerified: true } }), notice };
    });
    announceRightsChange(ctx, [user.id]);
    void ctx.mailer.deliver(notice);
    return { user, alreadyVerified: false };
  } catch (error) {
    if (isUniqueViolation(error)) throw new ValidationError(ADDRESS_TAKEN_MESSAGE);
    throw error;
  }
}

import type { RequestContext } from '../../context.ts';
import { ValidationError } from '../../domain/errors.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { confirmEmailSchema, type ConfirmEmailInput } from '../../domain/validation/auth.ts';
import { announceRightsChange } from '../access/viewer-rights.ts';
import { hashToken } from './session-tokens.ts';

export const INVALID_LINK_MESSAGE = 'Invalid verification link';
export const EXPIRED_LINK_MESSAGE = 'This verification link has expired. Please request a new one.';

/** Marks the address verified. Opening a used link of an already verified account is harmless and says so. */
export async function confirmEmail(ctx: RequestContext, input: ConfirmEmailInput) {
  const { token } = parseInput(confirmEmailSchema, input);
  const row = await ctx.db.emailVerificationToken.findUnique({ where: { tokenHash: hashToken(token) }, include: { user: true } });
  if (!row) throw new ValidationError(INVALID_LINK_MESSAGE);
  if (row.user.emailVerified) return { user: row.user, alreadyVerified: true };
  if (row.usedAt) throw new ValidationError(INVALID_LINK_MESSAGE);
  if (row.expiresAt <= new Date()) throw new ValidationError(EXPIRED_LINK_MESSAGE);
  const user = await ctx.db.$transaction(async (tx) => {
    await tx.emailVerificationToken.updateMany({ where: { userId: row.userId, usedAt: null }, data: { usedAt: new Date() } });
    return tx.user.update({ where: { id: row.userId }, data: { emailVerified: true } });
  });
  announceRightsChange(ctx, [user.id]);
  return { user, alreadyVerified: false };
}

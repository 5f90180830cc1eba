import type { RequestContext } from '../../context.ts';
import { ValidationError } from '../../domain/errors.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { RESET_LINK_MESSAGE, resetPasswordSchema, type ResetPasswordInput } from '../../domain/validation/accounts.ts';
import { hashPassword } from '../auth/passwords.ts';
import { endSessions, hashToken } from '../auth/session-tokens.ts';

export const PASSWORD_RESET_MESSAGE = 'Your password has been changed. Sign in with your new password.';

/**
 * Sets a new password with the token of a forgotten-password link. The token works once and for an hour; using it
 * spends every other reset link of the account too, and ends every session and personal access token (whoever
 * reset the password need not trust the browsers or scripts that held them). An account that resets its password through its mailbox has proven the
 * address, so an unconfirmed one is confirmed.
 */
export async function resetPassword(ctx: RequestContext, input: ResetPasswordInput): Promise<{ message: string }> {
  const { token, password } = parseInput(resetPasswordSchema, input);
  const row = await ctx.db.passwordResetToken.findUnique({ where: { tokenHash: hashToken(token) } });
  if (!row || row.usedAt || row.expiresAt <= new Date()) throw new ValidationError(RESET_LINK_MESSAGE, [{ field: 'token', message: RESET_LINK_MESSAGE }]);
  const passwordHash = await hashPassword(password);
  const spent = await ctx.db.$transaction(async (tx) => {
    // Claimed atomically: of two uses of one link at the same moment, only one sets a password.
    const { count } = await tx.passwordResetToken.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: new Date() } });
    if (count === 0) return false;
    await tx.passwordResetToken.updateMany({ where: { userId: row.userId, usedAt: null }, data: { usedAt: new Date() } });
    await tx.user.update({ where: { id: row.userId }, data: { passwordHash, emailVerified: true } });
    return true;
  });
  if (!spent) throw new ValidationError(RESET_LINK_MESSAGE, [{ field: 'token', message: RESET_LINK_MESSAGE }]);
  await endSessions(ctx, row.userId, {}, { accessTokens: true });
  return { message: PASSWORD_RESET_MESSAGE };
}

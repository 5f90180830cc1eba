import type { RequestContext } from '../../context.ts';
import { ValidationError } from '../../domain/errors.ts';
import { passwordMatches } from '../auth/passwords.ts';
import { SIGN_IN_FAILURES, takeSlot } from '../throttle.ts';

export const WRONG_PASSWORD = 'Current password is incorrect';

/**
 * Checks the password the signed-in user typed to confirm an account change. Guesses count against the same limit as
 * sign-ins to the account (a borrowed session must not become a password oracle); a right password gives its slot back.
 */
export async function requireOwnPassword(ctx: RequestContext, userId: string, password: string, field: string): Promise<void> {
  const giveBack = await takeSlot(ctx, SIGN_IN_FAILURES(`user:${userId}`));
  const user = await ctx.db.user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
  if (!(await passwordMatches(user?.passwordHash ?? null, password))) throw new ValidationError(WRONG_PASSWORD, [{ field, message: WRONG_PASSWORD }]);
  await giveBack();
}

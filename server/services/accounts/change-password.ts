import type { RequestContext } from '../../context.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { changePasswordSchema, type ChangePasswordInput } from '../../domain/validation/accounts.ts';
import { hashPassword } from '../auth/passwords.ts';
import { endSessions } from '../auth/session-tokens.ts';
import { requireOwnPassword } from './own-password.ts';
import { currentSessionId } from './session-queries.ts';

export const PASSWORD_CHANGED_MESSAGE = 'Password changed. Your other sessions have been signed out and your access tokens revoked.';

/**
 * Changes the signed-in user's password, given the current one. Every other session and every personal access token
 * ends (a password is changed because it may be known to someone else, who may have made a token with it); the
 * session that changed it stays signed in.
 */
export async function changePassword(ctx: RequestContext, input: ChangePasswordInput): Promise<{ message: string }> {
  const user = ctx.viewer.requireSession();
  const { currentPassword, newPassword } = parseInput(changePasswordSchema, input);
  await requireOwnPassword(ctx, user.id, currentPassword, 'currentPassword');
  await ctx.db.user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(newPassword) } });
  const current = currentSessionId(ctx);
  await endSessions(ctx, user.id, current ? { familyId: { not: current } } : {}, { accessTokens: true });
  return { message: PASSWORD_CHANGED_MESSAGE };
}

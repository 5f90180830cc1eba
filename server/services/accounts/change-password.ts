import type { RequestContext } from '../../context.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { changePasswordSchema, type ChangePasswordInput } from '../../domain/validation/accounts.ts';
import { hashPassword } from '../auth/passwords.ts';
import { endSessions } from '../auth/session-tokens.ts';
import { requireOwnPassword } from './own-password.ts';
import { currentSessionId } from './session-queries.ts';

/**
 * Changes the signed-in user's password, given the current one. Every other session ends (a password is changed
 * because it may be known to someone else); the session that changed it stays signed in.
 */
export async function changePassword(ctx: RequestContext, input: ChangePasswordInput): Promise<void> {
  const user = ctx.viewer.requireSession();
  const { currentPassword, newPassword } = parseInput(changePasswordSchema, input);
  await requireOwnPassword(ctx, user.id, currentPassword, 'currentPassword');
  await ctx.db.user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(newPassword) } });
  const current = currentSessionId(ctx);
  await endSessions(ctx, user.id, current ? { familyId: { not: current } } : {});
}

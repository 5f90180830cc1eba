import type { RequestContext } from '../../context.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { deleteAccountSchema, type DeleteAccountInput } from '../../domain/validation/accounts.ts';
import { requireOwnPassword } from './own-password.ts';
import { announceUserRemoved, removeUser } from './remove-user.ts';

/**
 * Deletes the signed-in user's account, given the password, by the same rule as the admin panel's user deletion
 * (remove-user.ts): owned teams pass to the next admin or member or are deleted, comments stay as a deleted user's.
 * Every session and token of the account stops working at once.
 */
export async function deleteAccount(ctx: RequestContext, input: DeleteAccountInput): Promise<void> {
  const viewer = ctx.viewer.requireSession();
  const { password } = parseInput(deleteAccountSchema, input);
  await requireOwnPassword(ctx, viewer.id, password, 'password');
  const heirs = await ctx.db.$transaction((tx) => removeUser(tx, viewer.id));
  announceUserRemoved(ctx, [viewer.id, ...heirs]);
}

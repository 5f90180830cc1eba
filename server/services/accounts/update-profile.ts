import type { RequestContext } from '../../context.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { updateProfileSchema, type UpdateProfileInput } from '../../domain/validation/accounts.ts';
import { announceRightsChange } from '../access/viewer-rights.ts';

/** Sets the signed-in user's display name (null clears it: the username is shown instead). */
export async function updateProfile(ctx: RequestContext, input: UpdateProfileInput) {
  const viewer = ctx.viewer.requireSession();
  const { displayName } = parseInput(updateProfileSchema, input);
  const user = await ctx.db.user.update({ where: { id: viewer.id }, data: { displayName } });
  // The kept rights carry the user row (names in mentions and answers): drop them everywhere.
  announceRightsChange(ctx, [user.id]);
  return user;
}

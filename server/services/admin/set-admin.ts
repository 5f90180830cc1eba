import type { RequestContext } from '../../context.ts';
import { NotFoundError, ValidationError } from '../../domain/errors.ts';
import { setAdminSchema, type SetAdminInput } from '../../domain/validation/admin.ts';
import { requireId } from '../../domain/validation/ids.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { isRecordMissing } from '../prisma-errors.ts';
import { announceRightsChange } from '../access/viewer-rights.ts';

/** Grants or revokes site admin rights for another user (never one's own, so there is always an admin left). */
export async function setUserAdmin(ctx: RequestContext, userId: string, input: SetAdminInput) {
  const admin = ctx.viewer.requireAdmin();
  const id = requireId(userId, 'User not found');
  const { isAdmin } = parseInput(setAdminSchema, input);
  if (id === admin.id) throw new ValidationError('You cannot change your own admin status');
  try {
    const user = await ctx.db.user.update({ where: { id }, data: { isAdmin } });
    announceRightsChange(ctx, [id]);
    return user;
  } catch (error) {
    if (isRecordMissing(error)) throw new NotFoundError('User not found');
    throw error;
  }
}

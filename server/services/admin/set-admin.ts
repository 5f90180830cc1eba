import { z } from 'zod';
import type { RequestContext } from '../../context.ts';
import { NotFoundError, ValidationError } from '../../domain/errors.ts';
import { requireId } from '../../domain/validation/ids.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { isRecordMissing } from '../prisma-errors.ts';
import { announceRightsChange } from '../access/viewer-rights.ts';

export const setAdminSchema = z.object({ is_admin: z.boolean({ error: 'is_admin must be true or false' }) }).strict();

/** Grants or revokes site admin rights for another user (never one's own, so there is always an admin left). */
export async function setUserAdmin(ctx: RequestContext, userId: unknown, input: unknown) {
  const admin = ctx.viewer.requireAdmin();
  const id = requireId(userId, 'User not found');
  const { is_admin } = parseInput(setAdminSchema, input);
  if (id === admin.id) throw new ValidationError('You cannot change your own admin status');
  try {
    const user = await ctx.db.user.update({ where: { id }, data: { isAdmin: is_admin } });
    announceRightsChange(ctx, [id]);
    return user;
  } catch (error) {
    if (isRecordMissing(error)) throw new NotFoundError('User not found');
    throw error;
  }
}

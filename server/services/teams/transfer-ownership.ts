import type { RequestContext } from '../../context.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../domain/errors.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { transferOwnershipSchema, type TransferOwnershipInput } from '../../domain/validation/teams.ts';
import { isUuid } from '../../domain/validation/ids.ts';
import { OWNER_ONLY, teamWithRole } from '../access/permissions.ts';
import { announceRightsChange } from '../access/viewer-rights.ts';
import { MEMBER_NOT_FOUND } from './member-permissions.ts';
import { announceProjectChange } from '../projects/kept-projects.ts';

/**
 * The owner hands the team to another member, who becomes its owner; the former owner stays as an admin. The only
 * way the owner role moves, so a team has exactly one owner at every moment.
 */
export async function transferOwnership(ctx: RequestContext, teamId: string, input: TransferOwnershipInput) {
  const { team } = await teamWithRole(ctx, teamId, OWNER_ONLY, 'Only the team owner can transfer ownership');
  const given = parseInput(transferOwnershipSchema, input).userId;
  // An id that is no UUID names no member (ids.ts), and is answered like a user who is not one.
  if (!isUuid(given)) throw new NotFoundError(MEMBER_NOT_FOUND);
  const userId = given.toLowerCase();
  const ownerId = ctx.viewer.user!.id;
  if (userId === ownerId) throw new ValidationError('You already own this team', [{ field: 'userId', message: 'Choose another member' }]);
  const updated = await ctx.db.$transaction(async (tx) => {
    const heir = await tx.teamMember.findUnique({ where: { teamId_userId: { teamId: team.id, userId } } });
    if (!heir) throw new NotFoundError(MEMBER_NOT_FOUND);
    // Conditional on the owner still being the caller: two transfers at once cannot both succeed.
    const { count } = await tx.team.updateMany({ where: { id: team.id, ownerId }, data: { ownerId: userId } });
    if (count === 0) throw new ConflictError('Ownership of this team has just changed');
    // The heir's row by id: if they left or were removed since it was read, nothing matches and all rolls back.
    const promoted = await tx.teamMember.updateMany({ where: { id: heir.id }, data: { role: 'owner' } });
    if (promoted.count === 0) throw new NotFoundError(MEMBER_NOT_FOUND);
    await tx.teamMember.update({ where: { teamId_userId: { teamId: team.id, userId: ownerId } }, data: { role: 'admin' } });
    return tx.team.findUniqueOrThrow({ where: { id: team.id } });
  });
  announceRightsChange(ctx, [ownerId, userId]);
  announceProjectChange(ctx, 'all'); // kept project rows hold their team
  await ctx.viewer.refresh();
  return { team: updated, role: 'admin' as const };
}

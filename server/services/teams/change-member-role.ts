import type { RequestContext } from '../../context.ts';
import { ConflictError } from '../../domain/errors.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { memberRoleSchema, type MemberRoleInput } from '../../domain/validation/teams.ts';
import { announceRightsChange } from '../access/viewer-rights.ts';
import { MEMBERSHIP_CHANGED, manageableMember } from './member-permissions.ts';

/**
 * Makes a member an admin or a plain member (see member-permissions.ts for who may). The member's requests and
 * open subscriptions get the new role at once.
 */
export async function changeMemberRole(ctx: RequestContext, teamId: string, userId: string, input: MemberRoleInput) {
  const { role } = parseInput(memberRoleSchema, input);
  const { member } = await manageableMember(ctx, teamId, userId, "change members' roles");
  // Never the owner's row, checked again in the UPDATE: ownership may have moved to this member meanwhile.
  const { count } = await ctx.db.teamMember.updateMany({ where: { id: member.id, role: { not: 'owner' } }, data: { role } });
  if (count === 0) throw new ConflictError(MEMBERSHIP_CHANGED);
  const changed = await ctx.db.teamMember.findUniqueOrThrow({ where: { id: member.id }, include: { user: true } });
  announceRightsChange(ctx, [member.userId]);
  await ctx.viewer.refresh();
  return changed;
}

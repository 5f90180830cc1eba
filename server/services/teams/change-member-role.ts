import type { RequestContext } from '../../context.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { memberRoleSchema, type MemberRoleInput } from '../../domain/validation/teams.ts';
import { announceRightsChange } from '../access/viewer-rights.ts';
import { manageableMember } from './member-permissions.ts';

/**
 * Makes a member an admin or a plain member (see member-permissions.ts for who may). The member's requests and
 * open subscriptions get the new role at once.
 */
export async function changeMemberRole(ctx: RequestContext, teamId: string, userId: string, input: MemberRoleInput) {
  const { role } = parseInput(memberRoleSchema, input);
  const { member } = await manageableMember(ctx, teamId, userId, "change members' roles");
  const changed = await ctx.db.teamMember.update({ where: { id: member.id }, data: { role }, include: { user: true } });
  announceRightsChange(ctx, [member.userId]);
  await ctx.viewer.refresh();
  return changed;
}

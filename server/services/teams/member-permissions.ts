// Who may change whose membership. The owner manages everyone but themselves (their role moves only by transferring
// ownership); an admin manages plain members and themselves, never the owner or another admin; a member manages
// nobody (they can leave). A member the viewer cannot see is "not found".
import type { RequestContext } from '../../context.ts';
import { ForbiddenError, NotFoundError } from '../../domain/errors.ts';
import { requireId } from '../../domain/validation/ids.ts';
import type { TeamRole } from '../../generated/prisma/enums.ts';
import { TEAM_MANAGERS, teamWithRole } from '../access/permissions.ts';

export const MEMBER_NOT_FOUND = 'Member not found';
/** A removal or role change that found the membership changed under it (ownership moved to it, or it ended). */
export const MEMBERSHIP_CHANGED = 'This membership has just changed (ownership moved or the member left); reload and try again';

/** The team and the target's membership, when the viewer (owner or admin) may change it; `what` names the change. */
export async function manageableMember(ctx: RequestContext, teamId: string, userId: string, what: string) {
  const { team, role } = await teamWithRole(ctx, teamId, TEAM_MANAGERS, `Only the team owner or an admin can ${what}`);
  const member = await ctx.db.teamMember.findUnique({ where: { teamId_userId: { teamId: team.id, userId: requireId(userId, MEMBER_NOT_FOUND) } } });
  if (!member) throw new NotFoundError(MEMBER_NOT_FOUND);
  if (member.role === 'owner') throw new ForbiddenError("The owner's membership changes only by transferring ownership");
  if (!mayManage(role, member, ctx.viewer.user!.id)) throw new ForbiddenError('An admin cannot change or remove another admin');
  return { team, member };
}

/** Whether a viewer with `viewerRole` may change this membership's role or remove it (the rule at the top). */
export function mayManage(viewerRole: TeamRole | null, member: { role: TeamRole; userId: string }, viewerId: string | undefined): boolean {
  if (member.role === 'owner') return false;
  if (viewerRole === 'owner') return true;
  return viewerRole === 'admin' && (member.role === 'member' || member.userId === viewerId);
}

// Ending a membership: a manager removes a member, or a member leaves. Either way the former member's requests and
// open subscriptions (graphql-ws and SSE re-check their viewer's rights before each event) lose the team's private
// data at once, on every instance (announceRightsChange).
import type { RequestContext } from '../../context.ts';
import { ConflictError, ForbiddenError } from '../../domain/errors.ts';
import { ANY_MEMBER, teamWithRole } from '../access/permissions.ts';
import { announceRightsChange } from '../access/viewer-rights.ts';
import { MEMBERSHIP_CHANGED, manageableMember } from './member-permissions.ts';

/**
 * Deletes the membership unless it has meanwhile become the owner's: the role is checked again in the DELETE itself,
 * which waits for a transfer that holds the row, so a transfer and a removal at once never leave an owner who is
 * not a member (services/teams/transfer-ownership.ts).
 */
async function endMembership(ctx: RequestContext, membership: { id: string; teamId: string; userId: string }) {
  await ctx.db.$transaction(async (tx) => {
    const { count } = await tx.teamMember.deleteMany({ where: { id: membership.id, role: { not: 'owner' } } });
    if (count === 0) throw new ConflictError(MEMBERSHIP_CHANGED);
    // Test plans assign only members (saveTestPlan checks it): a former member leaves the team's plans too.
    const assigned = await tx.testPlanMatchup.findMany({ where: { project: { teamId: membership.teamId }, players: { some: { id: membership.userId } } }, select: { id: true } });
    for (const { id } of assigned) await tx.testPlanMatchup.update({ where: { id }, data: { players: { disconnect: { id: membership.userId } } } });
  });
  announceRightsChange(ctx, [membership.userId]);
  await ctx.viewer.refresh();
}

/** Removes a member from the team (see member-permissions.ts for who may remove whom). */
export async function removeMember(ctx: RequestContext, teamId: string, userId: string) {
  const { member } = await manageableMember(ctx, teamId, userId, 'remove members');
  await endMembership(ctx, member);
  return member;
}

/** The viewer leaves the team. The owner cannot: they transfer ownership first, so a team always has an owner. */
export async function leaveTeam(ctx: RequestContext, teamId: string): Promise<void> {
  const { team, role } = await teamWithRole(ctx, teamId, ANY_MEMBER, 'You are not a member of this team');
  if (role === 'owner') throw new ForbiddenError('The owner cannot leave the team: transfer ownership to another member first');
  const member = await ctx.db.teamMember.findUniqueOrThrow({ where: { teamId_userId: { teamId: team.id, userId: ctx.viewer.user!.id } } });
  await endMembership(ctx, member);
}

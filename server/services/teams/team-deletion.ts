// Deleting a team, one way for its owner, for the admin panel and for an owner's account deleted with no one to hand
// the team to: its projects and everything in them go with it (the foreign keys cascade: archetypes, decklists and
// their versions, matches, comments and the notifications about them, metagame snapshots), its memberships and
// invitations too. Notifications that name the team without a foreign key (an invitation to it, an undelivered
// invitation) are deleted in the same transaction, so nothing is left pointing at it.
import type { RequestContext } from '../../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { TEAM_NOT_FOUND } from '../access/permissions.ts';
import { announceRightsChange } from '../access/viewer-rights.ts';
import { announceProjectChange } from '../projects/kept-projects.ts';

/** Deletes the team's rows in the caller's transaction; answers its former members' ids (none: no such team). */
export async function deleteTeamRows(tx: Prisma.TransactionClient, teamId: string): Promise<string[] | null> {
  const members = await tx.teamMember.findMany({ where: { teamId }, select: { userId: true } });
  await tx.notification.deleteMany({ where: { teamId } });
  const { count } = await tx.team.deleteMany({ where: { id: teamId } });
  return count === 0 ? null : members.map((member) => member.userId);
}

/** Deletes the team with everything in it, and tells its former members' open sessions and subscriptions at once. */
export async function removeTeam(ctx: RequestContext, teamId: string): Promise<void> {
  const members = await ctx.db.$transaction(async (tx) => {
    const deleted = await deleteTeamRows(tx, teamId);
    if (!deleted) throw new NotFoundError(TEAM_NOT_FOUND);
    return deleted;
  });
  announceRightsChange(ctx, members);
  announceProjectChange(ctx, 'all');
}

// Removing an account, whoever asks (the admin panel, or the user deleting their own account): one rule for what goes
// with it. Their memberships, sessions, tokens and notifications go. Teams they own pass to the longest-standing
// admin, else the longest-standing member; a team with no one else is deleted. Their comments, matches, archetypes and
// decklists stay (author/recorder shown as a deleted user), because teammates' records must not vanish.
import type { RequestContext } from '../../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { announceRightsChange } from '../access/viewer-rights.ts';
import { announceProjectChange } from '../projects/kept-projects.ts';
import { deleteTeamRows } from '../teams/team-deletion.ts';

/**
 * Deletes the user inside the caller's transaction and returns the users whose rights changed (the heirs who became
 * owners), for the caller to announce after the commit together with the user's own id.
 */
export async function removeUser(tx: Prisma.TransactionClient, userId: string): Promise<string[]> {
  const heirs: string[] = [];
  const owned = await tx.team.findMany({ where: { ownerId: userId }, select: { id: true } });
  for (const team of owned) {
    const heir = await tx.teamMember.findFirst({
      where: { teamId: team.id, userId: { not: userId } },
      // TeamRole is declared owner, admin, member: ascending puts admins first.
      orderBy: [{ role: 'asc' }, { joinedAt: 'asc' }],
    });
    if (heir) {
      await tx.team.update({ where: { id: team.id }, data: { ownerId: heir.userId } });
      await tx.teamMember.update({ where: { id: heir.id }, data: { role: 'owner' } });
      heirs.push(heir.userId);
    } else {
      await deleteTeamRows(tx, team.id); // with the notifications about it, as any team deletion
    }
  }
  await tx.user.delete({ where: { id: userId } });
  return heirs;
}

/**
 * After the commit: the users whose rights changed (the removed user and the heirs), and every kept project row, as
 * the user's matches lost their player (the matrix by player changed) and teams may have gone or changed owner.
 */
export function announceUserRemoved(ctx: RequestContext, changed: readonly string[]): void {
  announceRightsChange(ctx, changed);
  announceProjectChange(ctx, 'all');
}

// Removing an account, whoever asks (the admin panel, or the user deleting their own account): one rule for what goes
// with it. Their memberships, sessions, tokens, notifications, the invitations they sent, their test-plan
// assignments, the mails to their address and the throttle counts naming them go. Teams they own pass to the longest-standing
// admin, else the longest-standing member; a team with no one else is deleted. Their comments, matches, archetypes and
// decklists stay (author/recorder shown as a deleted user), because teammates' records must not vanish.
import type { RequestContext } from '../../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { announceRightsChange } from '../access/viewer-rights.ts';
import { announceProjectChange } from '../projects/kept-projects.ts';
import { deleteTeamRows } from '../teams/team-deletion.ts';
import { INVITATIONS_BY, INVITATIONS_TO, PASSWORD_RESET_MAILS, SIGN_IN_FAILURES, VERIFICATION_MAILS } from '../throttle.ts';

/**
 * What names the person outside their own rows goes with them: mails to their address still in the outbox (queued
 * or kept as a record) and the throttle counts keyed by their address, username or id. (Rows that reference the user
 * go by their foreign keys: invitations they sent, test-plan assignments, tokens.)
 */
async function forgetAddress(tx: Prisma.TransactionClient, userId: string): Promise<void> {
  const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true, usernameKey: true } });
  await tx.outgoingMail.deleteMany({ where: { recipient: { equals: user.email, mode: 'insensitive' } } });
  const keys = [SIGN_IN_FAILURES(`user:${userId}`), SIGN_IN_FAILURES(user.email), SIGN_IN_FAILURES(user.usernameKey), VERIFICATION_MAILS(user.email), INVITATIONS_BY(userId), INVITATIONS_TO(user.email), PASSWORD_RESET_MAILS(user.email)];
  await tx.throttleEvent.deleteMany({ where: { key: { in: keys.map((rule) => rule.key) } } });
}

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
  await forgetAddress(tx, userId);
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

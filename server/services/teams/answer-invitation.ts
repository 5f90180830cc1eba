// The invitee's answer to an invitation: accepting joins the team with the invited role, declining deletes it.
import type { RequestContext } from '../../context.ts';
import { ConflictError, NotFoundError } from '../../domain/errors.ts';
import { isUniqueViolation } from '../prisma-errors.ts';
import { requireId } from '../../domain/validation/ids.ts';
import { announceRightsChange } from '../access/viewer-rights.ts';
import { acceptInvitation } from './accept-invitation.ts';
import { closeInviteNotifications, INVITATION_NOT_FOUND, invitationsFor } from './invitation-queries.ts';

/** Joins the team of one of the viewer's open invitations; the team's other invitations to them close with it. */
export async function acceptTeamInvitation(ctx: RequestContext, invitationId: string) {
  const user = ctx.viewer.requireUser();
  const id = requireId(invitationId, INVITATION_NOT_FOUND);
  const team = await ctx.db.$transaction(async (tx) => {
    const invitation = await tx.invitation.findFirst({ where: { id, ...invitationsFor(user) }, include: { team: true } });
    if (!invitation) throw new NotFoundError(INVITATION_NOT_FOUND);
    // Two of the team's invitations accepted at once would each lock its own and then wait for the other's (the
    // delete below): a deadlock. Locking all of them first, in one order, makes the second wait for the first.
    await tx.$queryRaw`SELECT id FROM "Invitation" WHERE "teamId" = ${invitation.teamId}::uuid AND email = ${user.email} AND "acceptedAt" IS NULL ORDER BY id FOR UPDATE`;
    await acceptInvitation(tx, invitation, user.id);
    await tx.invitation.deleteMany({ where: { teamId: invitation.teamId, email: user.email, acceptedAt: null } });
    await closeInviteNotifications(tx, user.id, invitation.teamId);
    return invitation.team;
  }).catch((error: unknown) => {
    // Two of the team's invitations accepted at once: the second meets the first's membership.
    throw isUniqueViolation(error) ? new ConflictError('You are already a member of this team') : error;
  });
  announceRightsChange(ctx, [user.id]);
  await ctx.viewer.refresh();
  return team;
}

/** Declines one of the viewer's open invitations (it is deleted; the team sees it no more). */
export async function declineTeamInvitation(ctx: RequestContext, invitationId: string): Promise<void> {
  const user = ctx.viewer.requireUser();
  await ctx.db.$transaction(async (tx) => {
    const invitation = await tx.invitation.findFirst({ where: { id: requireId(invitationId, INVITATION_NOT_FOUND), ...invitationsFor(user) }, select: { id: true, teamId: true } });
    if (!invitation) throw new NotFoundError(INVITATION_NOT_FOUND);
    await tx.invitation.delete({ where: { id: invitation.id } });
    await closeInviteNotifications(tx, user.id, invitation.teamId);
  });
}

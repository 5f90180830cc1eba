import type { RequestContext } from '../../context.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { requireId } from '../../domain/validation/ids.ts';
import { closeInviteNotifications, INVITATION_NOT_FOUND, teamInvitationsWhere } from './invitation-queries.ts';

/**
 * Revokes one of a team's open invitations (owner and admins): it disappears from its invitee's list, and so does the
 * notification that asked them to answer it.
 */
export async function revokeTeamInvitation(ctx: RequestContext, teamId: string, invitationId: string): Promise<void> {
  const id = requireId(invitationId, INVITATION_NOT_FOUND);
  const where = { id, ...(await teamInvitationsWhere(ctx, teamId)) };
  await ctx.db.$transaction(async (tx) => {
    const invitation = await tx.invitation.findFirst({ where, select: { id: true, teamId: true, email: true } });
    if (!invitation) throw new NotFoundError(INVITATION_NOT_FOUND);
    await tx.invitation.delete({ where: { id: invitation.id } });
    const invitee = await tx.user.findUnique({ where: { email: invitation.email }, select: { id: true } });
    if (invitee) await closeInviteNotifications(tx, invitee.id, invitation.teamId);
  });
}

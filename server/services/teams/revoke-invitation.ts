import type { RequestContext } from '../../context.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { requireId } from '../../domain/validation/ids.ts';
import { INVITATION_NOT_FOUND, teamInvitationsWhere } from './invitation-queries.ts';

/** Revokes one of a team's open invitations (owner and admins): it disappears from its invitee's list. */
export async function revokeTeamInvitation(ctx: RequestContext, teamId: string, invitationId: string): Promise<void> {
  const id = requireId(invitationId, INVITATION_NOT_FOUND);
  const { count } = await ctx.db.invitation.deleteMany({ where: { id, ...(await teamInvitationsWhere(ctx, teamId)) } });
  if (count === 0) throw new NotFoundError(INVITATION_NOT_FOUND);
}

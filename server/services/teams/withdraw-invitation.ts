// An invitation whose email could not be delivered: nobody holds its code, so it must not stay open.
import type { Prisma } from '../../generated/prisma/client.ts';
import { createNotifications } from '../notifications/notify.ts';

/**
 * Deletes the invitation (in the caller's transaction, the one that gives its mail up) unless it was accepted, and
 * notifies the inviter. Returns the function that announces the notification once the transaction committed.
 */
export async function withdrawUndeliveredInvitation(tx: Prisma.TransactionClient, invitationId: string) {
  const invitation = await tx.invitation.findUnique({ where: { id: invitationId } });
  if (!invitation || invitation.acceptedAt) return createNotifications(tx, []);
  await tx.invitation.delete({ where: { id: invitationId } });
  return createNotifications(tx, [{ userId: invitation.invitedById, type: 'invitation_failed', teamId: invitation.teamId }]);
}

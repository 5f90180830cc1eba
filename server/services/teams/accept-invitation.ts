// Invitations to addresses without an account: the code arrives by email as /auth?invite={code} and is accepted
// when its holder registers. The code is stored hashed; it is single-use and expires.
import type { Prisma } from '../../generated/prisma/client.ts';
import { ValidationError } from '../../domain/errors.ts';
import { hashToken } from '../auth/session-tokens.ts';

export const INVALID_INVITATION = 'This invitation is invalid or has expired';

type Tx = Prisma.TransactionClient;

/** The open invitation for a code, or a ValidationError. */
export async function findOpenInvitation(tx: Tx, code: string) {
  const invitation = await tx.invitation.findUnique({ where: { codeHash: hashToken(code) } });
  if (!invitation || invitation.acceptedAt || invitation.expiresAt <= new Date()) throw new ValidationError(INVALID_INVITATION);
  return invitation;
}

/**
 * Makes the user a member with the invited role and closes the invitation. Claiming it with a conditional update
 * means two registrations racing for one code cannot both join.
 */
export async function acceptInvitation(tx: Tx, invitation: { id: string; teamId: string; role: 'owner' | 'admin' | 'member' }, userId: string) {
  const claimed = await tx.invitation.updateMany({ where: { id: invitation.id, acceptedAt: null }, data: { acceptedAt: new Date() } });
  if (claimed.count === 0) throw new ValidationError(INVALID_INVITATION);
  await tx.teamMember.upsert({
    where: { teamId_userId: { teamId: invitation.teamId, userId } },
    create: { teamId: invitation.teamId, userId, role: invitation.role === 'owner' ? 'admin' : invitation.role },
    update: {},
  });
}

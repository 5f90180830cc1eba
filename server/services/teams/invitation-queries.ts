import type { RequestContext } from '../../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { ViewerUser } from '../viewer.ts';
import { TEAM_MANAGERS, teamWithRole } from '../access/permissions.ts';

export const INVITATION_ORDER = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];
export const INVITATION_NOT_FOUND = 'Invitation not found';

/** Open invitations: neither accepted nor expired (declined and revoked ones are deleted). */
const open = () => ({ acceptedAt: null, expiresAt: { gt: new Date() } });

/** The where-clause of the open invitations addressed to this user. */
export const invitationsFor = (user: ViewerUser) => ({ email: user.email, ...open() });

/** The viewer's open invitations, newest first. */
export function myInvitationsWhere(ctx: RequestContext) {
  return invitationsFor(ctx.viewer.requireUser());
}

/** A team's open invitations: its owner and admins only. */
export async function teamInvitationsWhere(ctx: RequestContext, teamId: string) {
  const { team } = await teamWithRole(ctx, teamId, TEAM_MANAGERS, 'Only the team owner or an admin can see its invitations');
  return { teamId: team.id, ...open() };
}

/** A team's open invitations as a relation's where: none unless `userId` is the team's owner or an admin. */
export function pendingInvitationsWhere(userId: string | null) {
  if (!userId) return { id: { in: [] as string[] } };
  return { ...open(), team: { members: { some: { userId, role: { in: ['owner' as const, 'admin' as const] } } } } };
}

export const INVITATION_INCLUDE = { team: { select: { id: true, name: true } }, invitedBy: { select: { id: true, username: true, displayName: true } } } as const;

export async function listMyInvitations(ctx: RequestContext) {
  return ctx.db.invitation.findMany({ where: myInvitationsWhere(ctx), include: INVITATION_INCLUDE, orderBy: INVITATION_ORDER });
}

export async function listTeamInvitations(ctx: RequestContext, teamId: string) {
  return ctx.db.invitation.findMany({ where: await teamInvitationsWhere(ctx, teamId), include: INVITATION_INCLUDE, orderBy: INVITATION_ORDER });
}

/**
 * An invitation answered or revoked takes its "invited you to a team" notification with it: the bell would
 * otherwise keep asking to accept what is no longer there (docs/adr/0412).
 */
export async function closeInviteNotifications(tx: Prisma.TransactionClient, userId: string, teamId: string): Promise<void> {
  await tx.notification.deleteMany({ where: { userId, teamId, type: 'team_invite' } });
}

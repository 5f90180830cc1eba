// Inviting to a team by username or email. An existing account joins at once (and is notified); an address without
// an account gets an invitation email whose code /auth?invite= accepts on registration.
import type { RequestContext } from '../../context.ts';
import type { User } from '../../generated/prisma/client.ts';
import { escapeHtml } from '../../mail/escape-html.ts';
import type { MailDelivery } from '../../mail/mail-sender.ts';
import { queueMail } from '../../mail/outbox.ts';
import { ConflictError, MailRefusedError, NotFoundError } from '../../domain/errors.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { inviteSchema, type InviteInput } from '../../domain/validation/teams.ts';
import { emailSchema, usernameKey } from '../../domain/validation/auth.ts';
import { TEAM_MANAGERS, teamWithRole } from '../access/permissions.ts';
import { announceRightsChange } from '../access/viewer-rights.ts';
import { hashToken, randomToken } from '../auth/session-tokens.ts';
import { createNotifications } from '../notifications/notify.ts';
import { isUniqueViolation } from '../prisma-errors.ts';
import { INVITATIONS_BY, INVITATIONS_TO, throttle } from '../throttle.ts';

export const INVITATION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

export type InviteResult =
  | { kind: 'added'; message: string; member: { user: User; role: 'admin' | 'member'; joinedAt: Date } }
  | { kind: 'invited'; message: string; mailStatus: MailDelivery; invitation: { email: string; role: 'admin' | 'member'; expiresAt: Date } };

/** The answer when the invitation's mail is not delivered yet: it stays open while the outbox retries. */
export const invitationPendingMessage = (email: string) =>
  `The invitation to ${email} could not be sent yet. Sideboard keeps trying; if it cannot be delivered, the invitation is withdrawn and you are notified.`;

export async function inviteMember(ctx: RequestContext, teamId: string, input: InviteInput): Promise<InviteResult> {
  const { team } = await teamWithRole(ctx, teamId, TEAM_MANAGERS, 'Only the team owner or an admin can invite members');
  const { identifier, role } = parseInput(inviteSchema, input);
  const isEmail = identifier.includes('@');
  const email = isEmail ? emailSchema.parse(identifier) : null;
  const user = await ctx.db.user.findUnique({ where: email ? { email } : { usernameKey: usernameKey(identifier) } });

  if (!user) {
    if (!email) throw new NotFoundError('No user found with that username');
    return inviteByEmail(ctx, team, email, role);
  }
  const alreadyMember = new ConflictError(`${user.username} is already a member of this team`);
  const existing = await ctx.db.teamMember.findUnique({ where: { teamId_userId: { teamId: team.id, userId: user.id } } });
  if (existing) throw alreadyMember;
  const { member, publish } = await ctx.db
    .$transaction(async (tx) => {
      const member = await tx.teamMember.create({ data: { teamId: team.id, userId: user.id, role } });
      const publish = await createNotifications(tx, [{ userId: user.id, type: 'team_invite', actorId: ctx.viewer.user!.id, teamId: team.id }]);
      return { member, publish };
    })
    .catch((error: unknown) => {
      // Two invitations of the same user at once: the second meets the first's membership.
      throw isUniqueViolation(error) ? alreadyMember : error;
    });
  publish(ctx.events);
  announceRightsChange(ctx, [user.id]);
  return { kind: 'added', message: `${user.username} was added to ${team.name}`, member: { user, role, joinedAt: member.joinedAt } };
}

/**
 * The invitation and its mail are stored together; the mail is then delivered. An invitation whose mail is refused
 * for good is withdrawn (services/teams/withdraw-invitation.ts), and the inviter told so.
 */
async function inviteByEmail(ctx: RequestContext, team: { id: string; name: string }, email: string, role: 'admin' | 'member'): Promise<InviteResult> {
  // Invitation mails carry the team's name to any address: limited per sender and per recipient, so they cannot be
  // used to send mail in bulk.
  await throttle(ctx, INVITATIONS_BY(ctx.viewer.user!.id));
  await throttle(ctx, INVITATIONS_TO(email));
  const code = randomToken();
  const expiresAt = new Date(Date.now() + INVITATION_TTL_MS);
  const link = `${ctx.config.publicUrl}/auth?invite=${encodeURIComponent(code)}`;
  const inviter = ctx.viewer.user!.displayName || ctx.viewer.user!.username;
  const mail = await ctx.db.$transaction(async (tx) => {
    const invitation = await tx.invitation.create({ data: { teamId: team.id, email, role, codeHash: hashToken(code), invitedById: ctx.viewer.user!.id, expiresAt } });
    return queueMail(
      tx,
      {
        to: email,
        subject: `${inviter} invited you to ${team.name} on Sideboard`,
        text: `${inviter} invited you to join the team "${team.name}" on Sideboard as ${role === 'admin' ? 'an admin' : 'a member'}.\n\nCreate your account with this link to join:\n\n${link}\n\nThe invitation expires in 14 days.\n`,
        html: `<p>${escapeHtml(inviter)} invited you to join the team <strong>${escapeHtml(team.name)}</strong> on Sideboard as ${role === 'admin' ? 'an admin' : 'a member'}.</p><p><a href="${escapeHtml(link)}">Create your account and join</a></p><p>The invitation expires in 14 days.</p>`,
      },
      { invitationId: invitation.id },
    );
  });
  const mailStatus = await ctx.mailer.deliver(mail);
  if (mailStatus === 'failed') throw new MailRefusedError(`The mail server refused the invitation to ${email}, so no invitation was made. Check the address.`);
  const message = mailStatus === 'sent' ? `Invitation sent to ${email}` : invitationPendingMessage(email);
  return { kind: 'invited', message, mailStatus, invitation: { email, role, expiresAt } };
}

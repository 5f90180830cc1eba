// Inviting to a team by username or email always makes an invitation that its invitee accepts or declines
// (services/teams/answer-invitation.ts): nobody is put into a team without consent. The answer is the same whether or
// not an address has an account, so inviting cannot be used to find out who has one.
import type { RequestContext } from '../../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { escapeHtml } from '../../mail/escape-html.ts';
import type { MailDelivery } from '../../mail/mail-sender.ts';
import { queueMail } from '../../mail/outbox.ts';
import { ConflictError, MailRefusedError, NotFoundError } from '../../domain/errors.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { inviteSchema, type InviteInput } from '../../domain/validation/teams.ts';
import { emailSchema, usernameKey } from '../../domain/validation/auth.ts';
import { TEAM_MANAGERS, teamWithRole } from '../access/permissions.ts';
import { hashToken, randomToken } from '../auth/session-tokens.ts';
import { createNotifications } from '../notifications/notify.ts';
import { INVITATIONS_BY, INVITATIONS_TO, throttle } from '../throttle.ts';

export const INVITATION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

export interface InviteResult {
  message: string;
  mailStatus: MailDelivery;
  invitation: { invitedAs: string; role: 'admin' | 'member'; expiresAt: Date };
}

/** The answer when the invitation's mail is not delivered yet: it stays open while the outbox retries. */
export const invitationPendingMessage = (invitee: string) =>
  `The invitation to ${invitee} could not be sent yet. Sideboard keeps trying; if it cannot be delivered, the invitation is withdrawn and you are notified.`;

/** The answer to a second invitation of the same person: nothing is sent twice. */
export const alreadyInvited = (invitee: string, since: Date) =>
  `${invitee} already has a pending invitation (sent ${since.toISOString().slice(0, 10)}); no second one was sent. Revoke it to invite again.`;

/** Refuses an invitation to an address the team has an open invitation for. */
async function refusePending(db: Pick<Prisma.TransactionClient, 'invitation'>, teamId: string, address: string, invitedAs: string): Promise<void> {
  const pending = await db.invitation.findFirst({ where: { teamId, email: address, acceptedAt: null, expiresAt: { gt: new Date() } }, select: { createdAt: true } });
  if (pending) throw new ConflictError(alreadyInvited(invitedAs, pending.createdAt));
}

export async function inviteMember(ctx: RequestContext, teamId: string, input: InviteInput): Promise<InviteResult> {
  const { team } = await teamWithRole(ctx, teamId, TEAM_MANAGERS, 'Only the team owner or an admin can invite members');
  const { identifier, role } = parseInput(inviteSchema, input);
  const email = identifier.includes('@') ? emailSchema.parse(identifier) : null;
  const user = await ctx.db.user.findUnique({
    where: email ? { email } : { usernameKey: usernameKey(identifier) },
    select: { id: true, username: true, email: true, memberships: { where: { teamId: team.id }, select: { id: true } } },
  });
  // Usernames are public (mentions, member lists): saying that one is unknown or already a member reveals nothing.
  if (!user && !email) throw new NotFoundError('No user found with that username');
  if (user && !email && user.memberships.length > 0) throw new ConflictError(`${user.username} is already a member of this team`);

  // Invitation mails carry the team's name to any address: limited per sender and per recipient, so they cannot be
  // used to send mail in bulk.
  const address = user?.email ?? email!;
  // A second invitation is refused before it counts against the limits; invite() checks again under a lock.
  await refusePending(ctx.db, team.id, address, identifier);
  await throttle(ctx, INVITATIONS_BY(ctx.viewer.user!.id));
  await throttle(ctx, INVITATIONS_TO(address));
  const expiresAt = new Date(Date.now() + INVITATION_TTL_MS);
  const answer = (mailStatus: MailDelivery): InviteResult => ({
    message: mailStatus === 'sent' ? `Invitation sent to ${identifier}` : invitationPendingMessage(identifier),
    mailStatus,
    invitation: { invitedAs: identifier, role, expiresAt },
  });
  // An address that already belongs to a member gets the answer of any other address, and nothing is sent.
  if (user && user.memberships.length > 0) return answer('sent');
  return invite(ctx, team, { address, invitedAs: identifier, inviteeId: user?.id ?? null, role, expiresAt }, answer);
}

interface Invitee {
  address: string;
  invitedAs: string;
  /** The account with that address, if there is one: it is notified and accepts in the app. */
  inviteeId: string | null;
  role: 'admin' | 'member';
  expiresAt: Date;
}

/**
 * The invitation, its notification and its mail are stored together; the mail is then delivered. An invitation whose
 * mail is refused for good is withdrawn (services/teams/withdraw-invitation.ts), and the inviter told so.
 */
async function invite(ctx: RequestContext, team: { id: string; name: string }, invitee: Invitee, answer: (mailStatus: MailDelivery) => InviteResult): Promise<InviteResult> {
  const code = randomToken();
  const link = invitee.inviteeId ? `${ctx.config.publicUrl}/teams` : `${ctx.config.publicUrl}/auth?invite=${encodeURIComponent(code)}`;
  const inviter = ctx.viewer.user!.displayName || ctx.viewer.user!.username;
  const asRole = invitee.role === 'admin' ? 'an admin' : 'a member';
  const action = invitee.inviteeId ? 'Sign in to accept or decline it' : 'Create your account with this link to join';
  const { mail, publish } = await ctx.db.$transaction(async (tx) => {
    // One open invitation per team and address: the team's row is locked so that two invitations sent at once
    // cannot both find none (docs/adr/0412).
    await tx.$queryRaw`SELECT id FROM "Team" WHERE id = ${team.id}::uuid FOR UPDATE`;
    await refusePending(tx, team.id, invitee.address, invitee.invitedAs);
    const invitation = await tx.invitation.create({
      data: { teamId: team.id, email: invitee.address, invitedAs: invitee.invitedAs, role: invitee.role, codeHash: hashToken(code), invitedById: ctx.viewer.user!.id, expiresAt: invitee.expiresAt },
    });
    const publish = await createNotifications(tx, invitee.inviteeId ? [{ userId: invitee.inviteeId, type: 'team_invite', actorId: ctx.viewer.user!.id, teamId: team.id }] : []);
    const mail = await queueMail(
      tx,
      {
        to: invitee.address,
        subject: `${inviter} invited you to ${team.name} on Sideboard`,
        text: `${inviter} invited you to join the team "${team.name}" on Sideboard as ${asRole}.\n\n${action}:\n\n${link}\n\nThe invitation expires in 14 days.\n`,
        html: `<p>${escapeHtml(inviter)} invited you to join the team <strong>${escapeHtml(team.name)}</strong> on Sideboard as ${asRole}.</p><p><a href="${escapeHtml(link)}">${action}</a></p><p>The invitation expires in 14 days.</p>`,
      },
      { invitationId: invitation.id },
    );
    return { mail, publish };
  });
  publish(ctx.events);
  const mailStatus = await ctx.mailer.deliver(mail);
  if (mailStatus === 'failed') throw new MailRefusedError(`The mail server refused the invitation to ${invitee.invitedAs}, so no invitation was made. Check the address.`);
  return answer(mailStatus);
}

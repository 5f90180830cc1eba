// Invitations to teams: inviting (always an invitation its invitee answers), the viewer's open invitations and a
// team's (owner and admins), accepting, declining and revoking.
import type { InviteInput } from '../../domain/validation/teams.ts';
import { MailRefusedError } from '../../domain/errors.ts';
import { acceptTeamInvitation, declineTeamInvitation } from '../../services/teams/answer-invitation.ts';
import { inviteMember } from '../../services/teams/invite-member.ts';
import { INVITATION_ORDER, myInvitationsWhere, pendingInvitationsWhere, teamInvitationsWhere } from '../../services/teams/invitation-queries.ts';
import { revokeTeamInvitation } from '../../services/teams/revoke-invitation.ts';
import type { RequestContext } from '../../context.ts';
import { builder } from '../builder.ts';
import { UserRef } from './users.ts';
import { DELETE_ERRORS, WRITE_ERRORS } from '../errors.ts';
import { databaseId } from '../ids.ts';
import type { FieldsOf } from '../inputs.ts';
import { MailStatusEnum, TeamRoleEnum } from './enums.ts';
import { TeamRef } from './teams.ts';

const VIEWER_NOTIFICATIONS = "The signed-in user, without the invitation's notification (an answered invitation leaves the bell).";
const viewerRow = (ctx: RequestContext) => ctx.db.user.findUniqueOrThrow({ where: { id: ctx.viewer.requireUser().id } });

/** An id no row has: what node(id:) looks for when the viewer may see no invitation. */
const NOBODY = '00000000-0000-0000-0000-000000000000';

builder.prismaNode('Invitation', {
  description: "An open invitation to join a team. Only its invitee and the team's owner and admins can read it.",
  id: { field: 'id' },
  nullable: true,
  findUnique: async (id, ctx) => {
    const user = ctx.viewer.user;
    if (!user) return { id: NOBODY };
    const managed = [...(await ctx.viewer.teamRoles())].filter(([, role]) => role !== 'member').map(([teamId]) => teamId);
    return { id, OR: [{ email: user.email }, { teamId: { in: managed } }] };
  },
  fields: (t) => ({
    databaseId: t.exposeString('id', { description: 'The id used by the REST API (/api).' }),
    invitedAs: t.string({ description: 'Whom the inviter invited, as they typed it (a username or an address).', select: { invitedAs: true, email: true }, resolve: (i) => i.invitedAs ?? i.email }),
    role: t.expose('role', { type: TeamRoleEnum, description: 'The role the invitee gets on accepting.' }),
    teamName: t.string({ description: 'The name of the team (readable by the invitee before joining).', select: { team: { select: { name: true } } }, resolve: (i) => i.team.name }),
    teamDatabaseId: t.exposeString('teamId', { description: "The team's database id." }),
    invitedBy: t.relation('invitedBy', { description: 'Who sent the invitation.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was sent.' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', description: 'When it expires unanswered.' }),
  }),
});

builder.prismaObjectField('Team', 'pendingInvitations', (t) =>
  t.relatedConnection('invitations', {
    cursor: 'id',
    totalCount: true,
    description: "The team's open invitations, newest first. Empty unless the viewer is the team's owner or an admin (see viewerCanInvite).",
    query: (_args, ctx) => ({ where: pendingInvitationsWhere(ctx.viewer.user?.id ?? null), orderBy: INVITATION_ORDER }),
  }),
);

builder.queryFields((t) => ({
  invitations: t.prismaConnection({
    type: 'Invitation',
    cursor: 'id',
    description: "The viewer's open invitations to teams, newest first.",
    totalCount: (_c, _a, ctx) => ctx.db.invitation.count({ where: myInvitationsWhere(ctx) }),
    resolve: (query, _root, _args, ctx) => ctx.db.invitation.findMany({ ...query, where: myInvitationsWhere(ctx), orderBy: INVITATION_ORDER }),
  }),
  teamInvitations: t.prismaConnection({
    type: 'Invitation',
    cursor: 'id',
    description: "A team's open invitations, newest first (owner and admins).",
    args: { teamId: t.arg.id({ required: true, description: 'Global ID or database id of the team.' }) },
    totalCount: async (_c, args, ctx) => ctx.db.invitation.count({ where: await teamInvitationsWhere(ctx, databaseId(args.teamId, 'Team')) }),
    resolve: async (query, _root, args, ctx) =>
      ctx.db.invitation.findMany({ ...query, where: await teamInvitationsWhere(ctx, databaseId(args.teamId, 'Team')), orderBy: INVITATION_ORDER }),
  }),
}));

const SentInvitationRef = builder.objectRef<{ invitedAs: string; role: string; expiresAt: Date }>('SentInvitation').implement({
  description: 'What an invitation was made for (the same whether or not an address has an account).',
  fields: (t) => ({
    invitedAs: t.exposeString('invitedAs', { description: 'The username or address invited, as typed.' }),
    role: t.field({ type: TeamRoleEnum, description: 'The role the invitee will get.', resolve: (i) => i.role as 'member' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', description: 'When the invitation expires unanswered.' }),
  }),
});

builder.relayMutationField(
  'inviteMember',
  {
    description: 'Whom to invite and with which role.',
    inputFields: (t) => ({
      teamId: t.id({ required: true, description: 'Global ID or database id of the team.' }),
      identifier: t.string({ required: true, description: 'A username, or an email address (with or without an account).' }),
      role: t.field({ type: TeamRoleEnum, description: 'Member (default) or admin.' }),
    }) satisfies FieldsOf<InviteInput, never, 'teamId'>,
  },
  {
    description: 'Invites someone to the team; they accept or decline. The answer is the same whether or not an address has an account. Owner and admins only.',
    errors: { types: [...WRITE_ERRORS, MailRefusedError] },
    resolve: async (_root, { input: { teamId, ...invite } }, ctx) => inviteMember(ctx, databaseId(teamId, 'Team'), invite),
  },
  {
    description: 'The invitation that was sent.',
    outputFields: (t) => ({
      message: t.string({ description: 'What to tell the user.', resolve: (p) => p.message }),
      invitation: t.field({ type: SentInvitationRef, description: 'What was sent.', resolve: (p) => p.invitation }),
      mailStatus: t.field({ type: MailStatusEnum, description: 'Whether the invitation mail was sent, or is not delivered yet (pending) and retried.', resolve: (p) => p.mailStatus }),
    }),
  },
);


builder.relayMutationField(
  'acceptInvitation',
  { description: 'The invitation to accept.', inputFields: (t) => ({ id: t.id({ required: true, description: 'Global ID or database id.' }) }) },
  {
    description: "Accepts one of the viewer's invitations: joins the team with the invited role.",
    errors: { types: WRITE_ERRORS },
    resolve: async (_root, { input }, ctx) => ({ team: await acceptTeamInvitation(ctx, databaseId(input.id, 'Invitation')), acceptedId: input.id }),
  },
  {
    description: 'The team joined.',
    outputFields: (t) => ({
      team: t.field({ type: TeamRef, description: 'The team, now with the viewer as a member.', resolve: (p) => p.team }),
      acceptedId: t.id({ description: 'The invitation ID that was given (the invitation is closed).', resolve: (p) => p.acceptedId }),
      viewer: t.field({ type: UserRef, description: VIEWER_NOTIFICATIONS, resolve: (_p, _a, ctx) => viewerRow(ctx) }),
    }),
  },
);

builder.relayMutationField(
  'declineInvitation',
  { description: 'The invitation to decline.', inputFields: (t) => ({ id: t.id({ required: true, description: 'Global ID or database id.' }) }) },
  {
    description: "Declines one of the viewer's invitations.",
    errors: { types: DELETE_ERRORS },
    resolve: async (_root, { input }, ctx) => {
      await declineTeamInvitation(ctx, databaseId(input.id, 'Invitation'));
      return { deletedId: input.id };
    },
  },
  {
    description: 'What was declined.',
    outputFields: (t) => ({
      deletedId: t.id({ description: 'The ID that was given.', resolve: (p) => p.deletedId }),
      viewer: t.field({ type: UserRef, description: VIEWER_NOTIFICATIONS, resolve: (_p, _a, ctx) => viewerRow(ctx) }),
    }),
  },
);

builder.relayMutationField(
  'revokeInvitation',
  {
    description: 'The invitation to revoke and its team.',
    inputFields: (t) => ({
      teamId: t.id({ required: true, description: 'Global ID or database id of the team.' }),
      id: t.id({ required: true, description: 'Global ID or database id of the invitation.' }),
    }),
  },
  {
    description: "Revokes one of a team's open invitations (owner and admins).",
    errors: { types: DELETE_ERRORS },
    resolve: async (_root, { input }, ctx) => {
      await revokeTeamInvitation(ctx, databaseId(input.teamId, 'Team'), databaseId(input.id, 'Invitation'));
      return { deletedId: input.id };
    },
  },
  { description: 'What was revoked.', outputFields: (t) => ({ deletedId: t.id({ description: 'The ID that was given.', resolve: (p) => p.deletedId }) }) },
);

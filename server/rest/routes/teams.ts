import { createTeamSchema, inviteSchema, memberRoleSchema, transferOwnershipSchema, updateTeamSchema, userSearchSchema } from '../../domain/validation/teams.ts';
import { updateTeam } from '../../services/teams/update-team.ts';
import { deleteTeam } from '../../services/teams/delete-team.ts';
import { changeMemberRole } from '../../services/teams/change-member-role.ts';
import { leaveTeam, removeMember } from '../../services/teams/remove-member.ts';
import { transferOwnership } from '../../services/teams/transfer-ownership.ts';
import { createTeam } from '../../services/teams/create-team.ts';
import { inviteMember } from '../../services/teams/invite-member.ts';
import { acceptTeamInvitation, declineTeamInvitation } from '../../services/teams/answer-invitation.ts';
import { listMyInvitations, listTeamInvitations } from '../../services/teams/invitation-queries.ts';
import { revokeTeamInvitation } from '../../services/teams/revoke-invitation.ts';
import { searchUsersToInvite } from '../../services/teams/search-users.ts';
import { getTeam, listMyTeams, listPublicTeams, listTeamMembers } from '../../services/teams/team-queries.ts';
import { listProjects } from '../../services/projects/project-queries.ts';
import { route } from '../route.ts';
import { z } from 'zod';
import { mailStatusSchema } from '../shapes/auth.ts';
import { instant, messageSchema } from '../shapes/fields.ts';
import { invitationJson, invitationSchema, memberJson, teamJson, teamMemberSchema, teamSchema } from '../shapes/teams.ts';
import { projectJson, projectSchema } from '../shapes/projects.ts';
import { publicUserJson, publicUserSchema } from '../shapes/users.ts';

const invitationResultSchema = z
  .object({
    message: z.string(),
    mail_status: mailStatusSchema,
    invitation: z.object({ invited_as: z.string(), role: z.enum(['admin', 'member']), expires_at: instant() }),
  })
  .meta({ id: 'InvitationResult', description: 'The invitation made; the same answer whether or not the address has an account.' });

const tag = 'Teams';

export const teamRoutes = [
  route({
    method: 'GET',
    path: '/teams/public',
    tag,
    auth: 'optional',
    summary: "Public teams, newest first (an array), with the caller's role in each (null when not a member or signed out).",
    response: z.array(teamSchema),
    handler: async (ctx) => {
      const roles = await ctx.viewer.teamRoles();
      return (await listPublicTeams(ctx)).map((team) => teamJson(team, roles.get(team.id) ?? null));
    },
  }),
  route({
    method: 'GET',
    path: '/teams',
    tag,
    auth: 'required',
    summary: "The signed-in user's teams with their role in each (an array).",
    response: z.array(teamSchema),
    handler: async (ctx) => (await listMyTeams(ctx)).map(({ team, role }) => teamJson(team, role)),
  }),
  route({
    method: 'POST',
    path: '/teams',
    tag,
    auth: 'required',
    status: 201,
    summary: 'Create a team; the caller becomes its owner.',
    body: createTeamSchema,
    response: teamSchema,
    handler: async (ctx, { body }) => {
      const { team, role } = await createTeam(ctx, body);
      return teamJson(team, role);
    },
  }),
  route({
    method: 'GET',
    path: '/teams/:id',
    tag,
    auth: 'optional',
    summary: "A team with the caller's role (null for non-members). Private teams are visible to members only.",
    response: teamSchema,
    handler: async (ctx, { params }) => {
      const { team, role } = await getTeam(ctx, params.id);
      return teamJson(team, role);
    },
  }),
  route({
    method: 'PUT',
    path: '/teams/:id',
    tag,
    auth: 'required',
    summary: "Change the team's name, description or visibility (owner); absent fields stay, an empty description is cleared.",
    body: updateTeamSchema,
    response: teamSchema,
    handler: async (ctx, { params, body }) => {
      const { team, role } = await updateTeam(ctx, params.id, body);
      return teamJson(team, role);
    },
  }),
  route({
    method: 'DELETE',
    path: '/teams/:id',
    tag,
    auth: 'required',
    summary: 'Delete the team with all its projects and everything in them (owner).',
    response: messageSchema,
    handler: async (ctx, { params }) => {
      await deleteTeam(ctx, params.id);
      return { message: 'Team deleted' };
    },
  }),
  route({
    method: 'PUT',
    path: '/teams/:id/members/:userId',
    tag,
    auth: 'required',
    summary:
      "Make a member an admin or a plain member (owner and admins). An admin cannot change the owner or another admin; the owner role moves only by POST /teams/{id}/transfer. Answers the member.",
    body: memberRoleSchema,
    response: teamMemberSchema,
    errors: [409],
    handler: async (ctx, { params, body }) => memberJson(await changeMemberRole(ctx, params.id, params.userId, body)),
  }),
  route({
    method: 'DELETE',
    path: '/teams/:id/members/:userId',
    tag,
    auth: 'required',
    summary: 'Remove a member from the team (owner and admins; an admin cannot remove the owner or another admin). Their open subscriptions lose the team at once.',
    response: messageSchema,
    errors: [409],
    handler: async (ctx, { params }) => {
      await removeMember(ctx, params.id, params.userId);
      return { message: 'Member removed' };
    },
  }),
  route({
    method: 'POST',
    path: '/teams/:id/leave',
    tag,
    auth: 'required',
    summary: 'Leave the team. The owner cannot leave (403) before transferring ownership.',
    response: messageSchema,
    errors: [409],
    handler: async (ctx, { params }) => {
      await leaveTeam(ctx, params.id);
      return { message: 'You left the team' };
    },
  }),
  route({
    method: 'POST',
    path: '/teams/:id/transfer',
    tag,
    auth: 'required',
    summary: 'Hand the team to another member (owner), who becomes its owner; the former owner stays as an admin. Answers the team.',
    body: transferOwnershipSchema,
    response: teamSchema,
    errors: [409],
    handler: async (ctx, { params, body }) => {
      const { team, role } = await transferOwnership(ctx, params.id, body);
      return teamJson(team, role);
    },
  }),
  route({
    method: 'GET',
    path: '/teams/:id/projects',
    tag,
    auth: 'optional',
    summary: "The team's projects the caller may read (an array).",
    response: z.array(projectSchema),
    handler: async (ctx, { params }) => (await listProjects(ctx, { kind: 'team', teamId: params.id })).map(projectJson),
  }),
  route({
    method: 'GET',
    path: '/teams/:id/members',
    tag,
    auth: 'required',
    summary: 'The members (an array); only fellow members and site admins may list them.',
    response: z.array(teamMemberSchema),
    handler: async (ctx, { params }) => (await listTeamMembers(ctx, params.id)).map(memberJson),
  }),
  route({
    method: 'POST',
    path: '/teams/:id/invite',
    tag,
    auth: 'required',
    status: 201,
    summary:
      'Invite someone by username or email (owner and admins); they accept or decline it (an address without an account gets a link to register with). The answer is the same whether or not an address has an account; mail_status says whether the invitation mail was sent or is pending (retried). 422 when the mail server refuses the address.',
    body: inviteSchema,
    response: invitationResultSchema,
    errors: [409, 422, 429],
    handler: async (ctx, { params, body }) => {
      const { message, mailStatus, invitation } = await inviteMember(ctx, params.id, body);
      return { message, mail_status: mailStatus, invitation: { invited_as: invitation.invitedAs, role: invitation.role, expires_at: invitation.expiresAt.toISOString() } };
    },
  }),
  route({
    method: 'GET',
    path: '/teams/:id/invitations',
    tag,
    auth: 'required',
    summary: "The team's open invitations, newest first (owner and admins; an array).",
    response: z.array(invitationSchema),
    handler: async (ctx, { params }) => (await listTeamInvitations(ctx, params.id)).map(invitationJson),
  }),
  route({
    method: 'DELETE',
    path: '/teams/:id/invitations/:invitationId',
    tag,
    auth: 'required',
    summary: 'Revoke one of the team\'s open invitations (owner and admins).',
    response: messageSchema,
    handler: async (ctx, { params }) => {
      await revokeTeamInvitation(ctx, params.id, params.invitationId);
      return { message: 'Invitation revoked' };
    },
  }),
  route({
    method: 'GET',
    path: '/invitations',
    tag,
    auth: 'required',
    summary: "The caller's open invitations to teams, newest first (an array).",
    response: z.array(invitationSchema),
    handler: async (ctx) => (await listMyInvitations(ctx)).map(invitationJson),
  }),
  route({
    method: 'POST',
    path: '/invitations/:id/accept',
    tag,
    auth: 'required',
    summary: 'Accept one of the caller\'s invitations: join the team with the invited role. Answers the team.',
    response: z.object({ message: z.string(), team: teamSchema }).meta({ id: 'InvitationAccepted', description: 'The team joined.' }),
    handler: async (ctx, { params }) => {
      const team = await acceptTeamInvitation(ctx, params.id);
      return { message: `You joined ${team.name}`, team: teamJson(team, await ctx.viewer.roleIn(team.id)) };
    },
  }),
  route({
    method: 'POST',
    path: '/invitations/:id/decline',
    tag,
    auth: 'required',
    summary: 'Decline one of the caller\'s invitations.',
    response: messageSchema,
    handler: async (ctx, { params }) => {
      await declineTeamInvitation(ctx, params.id);
      return { message: 'Invitation declined' };
    },
  }),
  route({
    method: 'GET',
    path: '/teams/:id/search-users',
    tag,
    auth: 'required',
    summary: 'Users to suggest in the invite box (owner and admins): 2+ characters of a username or display name, never an address; not yet members (an array).',
    query: userSearchSchema,
    response: z.array(publicUserSchema),
    handler: async (ctx, { params, query }) => (await searchUsersToInvite(ctx, params.id, query)).map(publicUserJson),
  }),
];

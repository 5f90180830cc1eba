import { createTeamSchema, inviteSchema, userSearchSchema } from '../../domain/validation/teams.ts';
import { createTeam } from '../../services/teams/create-team.ts';
import { inviteMember } from '../../services/teams/invite-member.ts';
import { searchUsersToInvite } from '../../services/teams/search-users.ts';
import { getTeam, listMyTeams, listPublicTeams, listTeamMembers } from '../../services/teams/team-queries.ts';
import { listProjects } from '../../services/projects/project-queries.ts';
import { route } from '../route.ts';
import { z } from 'zod';
import { mailStatusSchema } from '../shapes/auth.ts';
import { instant } from '../shapes/fields.ts';
import { memberJson, teamJson, teamMemberSchema, teamSchema } from '../shapes/teams.ts';
import { projectJson, projectSchema } from '../shapes/projects.ts';
import { publicUserJson, publicUserSchema } from '../shapes/users.ts';

const invitationResultSchema = z
  .union([
    z.object({ message: z.string(), member: teamMemberSchema }),
    z.object({
      message: z.string(),
      mail_status: mailStatusSchema,
      invitation: z.object({ email: z.email(), role: z.enum(['admin', 'member']), expires_at: instant() }),
    }),
  ])
  .meta({ id: 'InvitationResult', description: 'The member added, or the invitation mailed to an address without an account.' });

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
    summary: 'Add a user by username or email, or email an invitation to an address without an account (owner and admins); mail_status says whether the invitation was sent or is pending (retried). 422 when the mail server refuses the address.',
    body: inviteSchema,
    response: invitationResultSchema,
    errors: [409, 422, 429],
    handler: async (ctx, { params, body }) => {
      const result = await inviteMember(ctx, params.id, body);
      return result.kind === 'added'
        ? { message: result.message, member: memberJson(result.member) }
        : {
            message: result.message,
            mail_status: result.mailStatus,
            invitation: { email: result.invitation.email, role: result.invitation.role, expires_at: result.invitation.expiresAt.toISOString() },
          };
    },
  }),
  route({
    method: 'GET',
    path: '/teams/:id/search-users',
    tag,
    auth: 'required',
    summary: 'Users to suggest in the invite box: 2+ characters of a username or display name, not yet members (an array).',
    query: userSearchSchema,
    response: z.array(publicUserSchema),
    handler: async (ctx, { params, query }) => (await searchUsersToInvite(ctx, params.id, query)).map(publicUserJson),
  }),
];

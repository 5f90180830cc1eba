import { AuthenticationError, MailRefusedError, ValidationError } from '../../domain/errors.ts';
import type { CreateTeamInput, InviteInput } from '../../domain/validation/teams.ts';
import { readableProjects, readableTeams, visibleMemberships } from '../../services/access/read-scope.ts';
import { createTeam } from '../../services/teams/create-team.ts';
import { inviteMember } from '../../services/teams/invite-member.ts';
import { searchUsersToInvite } from '../../services/teams/search-users.ts';
import { MEMBER_ORDER, myTeamsWhere, NEWEST_FIRST, publicTeamsWhere } from '../../services/teams/team-queries.ts';
import { PROJECT_ORDER } from '../../services/projects/project-queries.ts';
import { builder } from '../builder.ts';
import { WRITE_ERRORS } from '../errors.ts';
import { databaseId, lookupId } from '../ids.ts';
import type { FieldsOf } from '../inputs.ts';
import { MailStatusEnum, TeamRoleEnum, VisibilityEnum } from './enums.ts';
import { UserRef } from './users.ts';

const MANAGER_ROLES = new Set(['owner', 'admin']);

export const TeamRef = builder.prismaNode('Team', {
  description: 'A group of players who test together. Owns projects.',
  id: { field: 'id' },
  // node(id:) answers null (not an error) for rows the viewer may not read.
  nullable: true,
  findUnique: async (id, ctx) => ({ ...(await readableTeams(ctx.viewer)), id }),
  fields: (t) => ({
    databaseId: t.exposeString('id', { description: 'The id used by the REST API (/api) and in web URLs.' }),
    name: t.exposeString('name', { description: 'Team name (at most 100 characters).' }),
    description: t.exposeString('description', { nullable: true, description: 'What the team is about.' }),
    visibility: t.expose('visibility', { type: VisibilityEnum, description: 'Public teams can be read by everyone.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the team was created.' }),
    owner: t.relation('owner', { description: 'The member who owns the team.' }),
    viewerRole: t.field({
      type: TeamRoleEnum,
      nullable: true,
      description: "The viewer's role in this team; null for non-members and visitors.",
      resolve: (team, _args, ctx) => ctx.viewer.roleIn(team.id),
    }),
    viewerCanInvite: t.boolean({
      description: 'Whether the viewer may invite members (owner or admin).',
      resolve: async (team, _args, ctx) => MANAGER_ROLES.has((await ctx.viewer.roleIn(team.id)) ?? ''),
    }),
    viewerCanSeeMembers: t.boolean({
      description: 'Whether the viewer may list the members (fellow members and site admins).',
      resolve: async (team, _args, ctx) => ctx.viewer.isAdmin || (await ctx.viewer.roleIn(team.id)) !== null,
    }),
    projects: t.relatedConnection('projects', {
      cursor: 'id',
      totalCount: true,
      description: 'Projects of this team the viewer may read, newest first.',
      query: async (_args, ctx) => ({ where: await readableProjects(ctx.viewer), orderBy: PROJECT_ORDER }),
    }),
    members: t.relatedConnection('members', {
      cursor: 'id',
      totalCount: true,
      description: 'Members, oldest first. Empty unless the viewer may see them (see viewerCanSeeMembers).',
      query: (_args, ctx) => ({ where: visibleMemberships(ctx.viewer), orderBy: MEMBER_ORDER }),
    }),
  }),
});

builder.prismaNode('TeamMember', {
  description: "A user's membership in a team.",
  id: { field: 'id' },
  // node(id:) answers null (not an error) for rows the viewer may not read.
  nullable: true,
  findUnique: (id, ctx) => ({ ...visibleMemberships(ctx.viewer), id }),
  fields: (t) => ({
    role: t.expose('role', { type: TeamRoleEnum, description: 'Owner, admin or member.' }),
    joinedAt: t.expose('joinedAt', { type: 'DateTime', description: 'When the user joined.' }),
    user: t.relation('user', { description: 'The member.' }),
  }),
});

builder.queryFields((t) => ({
  team: t.prismaField({
    type: 'Team',
    nullable: true,
    description: 'A team by global ID or database id; null when it does not exist or the viewer may not read it.',
    args: { id: t.arg.id({ required: true, description: 'Global ID or database id.' }) },
    resolve: async (query, _root, args, ctx) => {
      const id = lookupId(args.id, 'Team');
      return id ? ctx.db.team.findFirst({ ...query, where: { id, ...(await readableTeams(ctx.viewer)) } }) : null;
    },
  }),
  publicTeams: t.prismaConnection({
    type: 'Team',
    cursor: 'id',
    description: 'Public teams, newest first.',
    totalCount: (_connection, _args, ctx) => ctx.db.team.count({ where: publicTeamsWhere }),
    resolve: (query, _root, _args, ctx) => ctx.db.team.findMany({ ...query, where: publicTeamsWhere, orderBy: NEWEST_FIRST }),
  }),
  myTeams: t.prismaConnection({
    type: 'Team',
    cursor: 'id',
    description: "The viewer's teams, newest first (requires sign-in).",
    totalCount: (_connection, _args, ctx) => ctx.db.team.count({ where: myTeamsWhere(ctx) }),
    resolve: (query, _root, _args, ctx) => ctx.db.team.findMany({ ...query, where: myTeamsWhere(ctx), orderBy: NEWEST_FIRST }),
  }),
  usersToInvite: t.field({
    type: [UserRef],
    description: "Users matching a search (2+ characters) who are not yet members; for a team's owner and admins.",
    args: {
      teamId: t.arg.id({ required: true, description: 'Global ID or database id of the team.' }),
      query: t.arg.string({ required: true, description: 'Part of a username or display name, or an exact email.' }),
    },
    resolve: (_root, args, ctx) => searchUsersToInvite(ctx, databaseId(args.teamId, 'Team'), { q: args.query }),
  }),
}));

builder.relayMutationField(
  'createTeam',
  {
    description: 'A new team.',
    inputFields: (t) => ({
      name: t.string({ required: true, description: 'Required, at most 100 characters.' }),
      description: t.string({ description: 'Optional description.' }),
      visibility: t.field({ type: VisibilityEnum, description: 'Defaults to private.' }),
    }) satisfies FieldsOf<CreateTeamInput>,
  },
  {
    description: 'Creates a team owned by the viewer.',
    errors: { types: [ValidationError, AuthenticationError] },
    resolve: async (_root, { input }, ctx) => createTeam(ctx, input),
  },
  {
    description: 'The created team.',
    outputFields: (t) => ({ team: t.field({ type: TeamRef, description: 'The new team.', resolve: (p) => p.team }) }),
  },
);

const InvitationRef = builder.objectRef<{ email: string; role: string; expiresAt: Date }>('Invitation').implement({
  description: 'An invitation emailed to an address that has no account yet.',
  fields: (t) => ({
    email: t.exposeString('email', { description: 'The invited address.' }),
    role: t.field({ type: TeamRoleEnum, description: 'The role the invitee will get.', resolve: (i) => i.role as 'member' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', description: 'When the invitation code stops working.' }),
  }),
});

builder.relayMutationField(
  'inviteMember',
  {
    description: 'Whom to invite and with which role.',
    inputFields: (t) => ({
      teamId: t.id({ required: true, description: 'Global ID or database id of the team.' }),
      identifier: t.string({ required: true, description: 'A username, or an email address (with or without an account).' }),
      role: t.field({ type: TeamRoleEnum, description: 'member (default) or admin.' }),
    }) satisfies FieldsOf<InviteInput, never, 'teamId'>,
  },
  {
    description: 'Adds an existing user to the team, or emails an invitation to an address without an account. Owner and admins only.',
    errors: { types: [...WRITE_ERRORS, MailRefusedError] },
    resolve: async (_root, { input: { teamId, ...invite } }, ctx) => inviteMember(ctx, databaseId(teamId, 'Team'), invite),
  },
  {
    description: 'What happened: a member was added, or an invitation was sent.',
    outputFields: (t) => ({
      message: t.string({ description: 'What to tell the user.', resolve: (p) => p.message }),
      member: t.field({
        type: UserRef,
        nullable: true,
        description: 'The user who was added, when the identifier named an account.',
        resolve: (p) => (p.kind === 'added' ? p.member.user : null),
      }),
      invitation: t.field({
        type: InvitationRef,
        nullable: true,
        description: 'The invitation, when the address had no account.',
        resolve: (p) => (p.kind === 'invited' ? p.invitation : null),
      }),
      mailStatus: t.field({
        type: MailStatusEnum,
        nullable: true,
        description: 'For an invitation: whether its email was sent, or is not delivered yet (pending) and retried.',
        resolve: (p) => (p.kind === 'invited' ? p.mailStatus : null),
      }),
    }),
  },
);

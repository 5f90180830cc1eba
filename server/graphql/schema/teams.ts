import { AuthenticationError, ValidationError } from '../../domain/errors.ts';
import type { CreateTeamInput } from '../../domain/validation/teams.ts';
import { readableProjects, readableTeams, visibleMemberships } from '../../services/access/read-scope.ts';
import { createTeam } from '../../services/teams/create-team.ts';
import { searchUsersToInvite } from '../../services/teams/search-users.ts';
import { MEMBER_ORDER, myTeamsWhere, NEWEST_FIRST, publicTeamsWhere } from '../../services/teams/team-queries.ts';
import { PROJECT_ORDER } from '../../services/projects/project-queries.ts';
import { mayManage } from '../../services/teams/member-permissions.ts';
import { builder } from '../builder.ts';
import { nullWhenNotFound } from '../not-found.ts';
import { databaseId, lookupId } from '../ids.ts';
import type { FieldsOf } from '../inputs.ts';
import { TeamRoleEnum, VisibilityEnum } from './enums.ts';
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

export const TeamMemberRef = builder.prismaNode('TeamMember', {
  description: "A user's membership in a team.",
  id: { field: 'id' },
  // node(id:) answers null (not an error) for rows the viewer may not read.
  nullable: true,
  findUnique: (id, ctx) => ({ ...visibleMemberships(ctx.viewer), id }),
  fields: (t) => ({
    role: t.expose('role', { type: TeamRoleEnum, description: 'Owner, admin or member.' }),
    joinedAt: t.expose('joinedAt', { type: 'DateTime', description: 'When the user joined.' }),
    user: t.relation('user', { description: 'The member.' }),
    viewerCanManage: t.boolean({
      description: "Whether the viewer may change this member's role or remove them (the owner: anyone but themselves; an admin: plain members and themselves).",
      select: { teamId: true, userId: true, role: true },
      resolve: async (member, _args, ctx) => mayManage(await ctx.viewer.roleIn(member.teamId), member, ctx.viewer.user?.id),
    }),
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
    nullable: true,
    description: "Users matching a search (2+ characters) who are not yet members; for a team's owner and admins (null when the id names no team the viewer can read).",
    args: {
      teamId: t.arg.id({ required: true, description: 'Global ID or database id of the team.' }),
      query: t.arg.string({ required: true, description: 'Part of a username or display name, or an exact email.' }),
    },
    resolve: (_root, args, ctx) => nullWhenNotFound(() => searchUsersToInvite(ctx, databaseId(args.teamId, 'Team'), { q: args.query })),
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


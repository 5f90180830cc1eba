// The admin panel's API: counts, every user/team/project/archetype, deletes, and admin rights. Site admins only: the
// services decide (adminListing for the lists), as for REST.
import type { RequestContext } from '../../context.ts';
import type { SetAdminInput } from '../../domain/validation/admin.ts';
import { adminListing, adminStats } from '../../services/admin/admin-queries.ts';
import { adminDeleteArchetype, adminDeleteDecklist, adminDeleteProject, adminDeleteTeam, adminDeleteUser } from '../../services/admin/admin-deletes.ts';
import { setUserAdmin } from '../../services/admin/set-admin.ts';
import { builder } from '../builder.ts';
import { WRITE_ERRORS } from '../errors.ts';
import { databaseId } from '../ids.ts';
import type { FieldsOf } from '../inputs.ts';
import { UserRef } from './users.ts';

const AdminStats = builder.objectRef<Awaited<ReturnType<typeof adminStats>>>('AdminStats').implement({
  description: 'Totals shown on the admin panel tiles.',
  fields: (t) => ({
    totalUsers: t.exposeInt('total_users', { description: 'Accounts.' }),
    totalTeams: t.exposeInt('total_teams', { description: 'Teams.' }),
    totalProjects: t.exposeInt('total_projects', { description: 'Projects.' }),
    totalArchetypes: t.exposeInt('total_archetypes', { description: 'Archetypes.' }),
    totalDecklists: t.exposeInt('total_decklists', { description: 'Decklists.' }),
    totalMatches: t.exposeInt('total_matches', { description: 'Active (not deleted) matches.' }),
  }),
});

builder.queryFields((t) => ({
  adminStats: t.field({ type: AdminStats, description: 'Totals for the admin panel (site admins only).', resolve: (_root, _args, ctx) => adminStats(ctx) }),
  adminUsers: t.prismaConnection({
    type: 'User',
    cursor: 'id',
    description: 'Every user, newest first (site admins only).',
    totalCount: (_c, _a, ctx) => ctx.db.user.count({ where: adminListing(ctx).where }),
    resolve: (query, _root, _args, ctx) => ctx.db.user.findMany({ ...query, ...adminListing(ctx) }),
  }),
  adminTeams: t.prismaConnection({
    type: 'Team',
    cursor: 'id',
    description: 'Every team, newest first (site admins only).',
    totalCount: (_c, _a, ctx) => ctx.db.team.count({ where: adminListing(ctx).where }),
    resolve: (query, _root, _args, ctx) => ctx.db.team.findMany({ ...query, ...adminListing(ctx) }),
  }),
  adminProjects: t.prismaConnection({
    type: 'Project',
    cursor: 'id',
    description: 'Every project, newest first (site admins only).',
    totalCount: (_c, _a, ctx) => ctx.db.project.count({ where: adminListing(ctx).where }),
    resolve: (query, _root, _args, ctx) => ctx.db.project.findMany({ ...query, ...adminListing(ctx) }),
  }),
  adminArchetypes: t.prismaConnection({
    type: 'Archetype',
    cursor: 'id',
    description: 'Every archetype, newest first (site admins only).',
    totalCount: (_c, _a, ctx) => ctx.db.archetype.count({ where: adminListing(ctx).where }),
    resolve: (query, _root, _args, ctx) => ctx.db.archetype.findMany({ ...query, ...adminListing(ctx) }),
  }),
  adminDecklists: t.prismaConnection({
    type: 'Decklist',
    cursor: 'id',
    description: 'Every decklist, newest first (site admins only).',
    totalCount: (_c, _a, ctx) => ctx.db.decklist.count({ where: adminListing(ctx).where }),
    resolve: (query, _root, _args, ctx) => ctx.db.decklist.findMany({ ...query, ...adminListing(ctx) }),
  }),
}));

/** adminDelete<Thing>(input: { id }) → { deletedId, message } */
function deleteMutation(thing: 'User' | 'Team' | 'Project' | 'Archetype' | 'Decklist', remove: (ctx: RequestContext, id: string) => Promise<void>, consequence: string) {
  builder.relayMutationField(
    `adminDelete${thing}`,
    { description: `The ${thing.toLowerCase()} to delete.`, inputFields: (t) => ({ id: t.id({ required: true, description: 'Global ID or database id.' }) }) },
    {
      description: `Deletes a ${thing.toLowerCase()} (site admins only). ${consequence}`,
      errors: { types: WRITE_ERRORS },
      resolve: async (_root, { input }, ctx) => {
        await remove(ctx, databaseId(input.id, thing));
        return { deletedId: input.id, message: `${thing} deleted successfully` };
      },
    },
    {
      description: 'What was deleted.',
      outputFields: (t) => ({
        deletedId: t.id({ description: 'The ID that was given.', resolve: (p) => p.deletedId }),
        message: t.string({ description: 'What to tell the admin.', resolve: (p) => p.message }),
      }),
    },
  );
}

deleteMutation('User', adminDeleteUser, 'Teams they own pass to another member, or are deleted when no one else is in them.');
deleteMutation('Team', adminDeleteTeam, 'Its projects and everything in them go with it.');
deleteMutation('Project', adminDeleteProject, 'Its archetypes, decklists, matches and comments go with it.');
deleteMutation('Archetype', adminDeleteArchetype, 'Its decklists, comments and matches go with it.');
deleteMutation('Decklist', adminDeleteDecklist, 'Its versions and comments go with it; matches keep their result.');

builder.relayMutationField(
  'setUserAdmin',
  {
    description: 'Whose admin rights to change.',
    inputFields: (t) => ({
      userId: t.id({ required: true, description: 'Global ID or database id of another user.' }),
      isAdmin: t.boolean({ required: true, description: 'Grant (true) or revoke (false).' }),
    }) satisfies FieldsOf<SetAdminInput, never, 'userId'>,
  },
  {
    description: 'Grants or revokes site admin rights for another user (never for oneself).',
    errors: { types: WRITE_ERRORS },
    resolve: async (_root, { input: { userId, ...rights } }, ctx) => ({ user: await setUserAdmin(ctx, databaseId(userId, 'User'), rights) }),
  },
  {
    description: 'The user after the change.',
    outputFields: (t) => ({
      user: t.field({ type: UserRef, description: 'The user.', resolve: (p) => p.user }),
      message: t.string({
        description: 'What to tell the admin.',
        resolve: (p) => `User ${p.user.isAdmin ? 'promoted to' : 'removed from'} admin successfully`,
      }),
    }),
  },
);

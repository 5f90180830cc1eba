import { adminPageSchema, setAdminSchema } from '../../domain/validation/admin.ts';
import { adminArchetypes, adminDecklists, adminProjects, adminStats, adminTeams, adminUsers } from '../../services/admin/admin-queries.ts';
import { adminDeleteArchetype, adminDeleteDecklist, adminDeleteProject, adminDeleteTeam, adminDeleteUser } from '../../services/admin/admin-deletes.ts';
import { setUserAdmin } from '../../services/admin/set-admin.ts';
import { route } from '../route.ts';
import { z } from 'zod';
import {
  adminArchetypeJson,
  adminArchetypeSchema,
  adminDecklistJson,
  adminDecklistSchema,
  adminProjectJson,
  adminProjectSchema,
  adminStatsSchema,
  adminTeamJson,
  adminTeamSchema,
  adminUserJson,
  adminUserSchema,
} from '../shapes/admin.ts';
import { userMessageSchema } from '../shapes/auth.ts';
import { messageSchema } from '../shapes/fields.ts';
import { userJson } from '../shapes/users.ts';

const tag = 'Admin';
const deleted = (what: string) => ({ message: `${what} deleted successfully` });

export const adminRoutes = [
  route({
    method: 'GET',
    path: '/admin/stats',
    tag,
    auth: 'required',
    summary: 'Totals of users, teams, projects, archetypes, decklists and (active) matches. Site admins only.',
    response: adminStatsSchema,
    handler: (ctx) => adminStats(ctx),
  }),
  route({
    method: 'GET',
    path: '/admin/users',
    tag,
    auth: 'required',
    summary: 'All users, newest first, with email and team count (an array; limit ≤ 500, offset).',
    query: adminPageSchema,
    response: z.array(adminUserSchema),
    handler: async (ctx, { query }) => (await adminUsers(ctx, query)).map(adminUserJson),
  }),
  route({
    method: 'DELETE',
    path: '/admin/users/:id',
    tag,
    auth: 'required',
    summary: 'Delete a user (not oneself); teams they own pass to another member, or are deleted when empty.',
    response: messageSchema,
    handler: async (ctx, { params }) => (await adminDeleteUser(ctx, params.id), deleted('User')),
  }),
  route({
    method: 'PUT',
    path: '/admin/users/:id/admin',
    tag,
    auth: 'required',
    summary: 'Grant or revoke site admin rights for another user: { is_admin }.',
    body: setAdminSchema,
    response: userMessageSchema,
    handler: async (ctx, { params, body }) => {
      const user = await setUserAdmin(ctx, params.id, body);
      return { message: `User ${user.isAdmin ? 'promoted to' : 'removed from'} admin successfully`, user: userJson(user) };
    },
  }),
  route({
    method: 'GET',
    path: '/admin/teams',
    tag,
    auth: 'required',
    summary: 'All teams with owner, member and project counts (an array).',
    query: adminPageSchema,
    response: z.array(adminTeamSchema),
    handler: async (ctx, { query }) => (await adminTeams(ctx, query)).map(adminTeamJson),
  }),
  route({
    method: 'DELETE',
    path: '/admin/teams/:id',
    tag,
    auth: 'required',
    summary: 'Delete a team with its projects and everything in them.',
    response: messageSchema,
    handler: async (ctx, { params }) => (await adminDeleteTeam(ctx, params.id), deleted('Team')),
  }),
  route({
    method: 'GET',
    path: '/admin/projects',
    tag,
    auth: 'required',
    summary: 'All projects with team name and archetype count (an array).',
    query: adminPageSchema,
    response: z.array(adminProjectSchema),
    handler: async (ctx, { query }) => (await adminProjects(ctx, query)).map(adminProjectJson),
  }),
  route({
    method: 'DELETE',
    path: '/admin/projects/:id',
    tag,
    auth: 'required',
    summary: 'Delete a project with its archetypes, decklists, matches and comments.',
    response: messageSchema,
    handler: async (ctx, { params }) => (await adminDeleteProject(ctx, params.id), deleted('Project')),
  }),
  route({
    method: 'GET',
    path: '/admin/archetypes',
    tag,
    auth: 'required',
    summary: 'All archetypes with project name and decklist count (an array).',
    query: adminPageSchema,
    response: z.array(adminArchetypeSchema),
    handler: async (ctx, { query }) => (await adminArchetypes(ctx, query)).map(adminArchetypeJson),
  }),
  route({
    method: 'DELETE',
    path: '/admin/archetypes/:id',
    tag,
    auth: 'required',
    summary: 'Delete an archetype with its decklists, comments and matches.',
    response: messageSchema,
    handler: async (ctx, { params }) => (await adminDeleteArchetype(ctx, params.id), deleted('Archetype')),
  }),
  route({
    method: 'GET',
    path: '/admin/decklists',
    tag,
    auth: 'required',
    summary: 'All decklists with archetype and project names (an array).',
    query: adminPageSchema,
    response: z.array(adminDecklistSchema),
    handler: async (ctx, { query }) => (await adminDecklists(ctx, query)).map(adminDecklistJson),
  }),
  route({
    method: 'DELETE',
    path: '/admin/decklists/:id',
    tag,
    auth: 'required',
    summary: 'Delete a decklist with its versions and comments; matches keep their result.',
    response: messageSchema,
    handler: async (ctx, { params }) => (await adminDeleteDecklist(ctx, params.id), deleted('Decklist')),
  }),
];

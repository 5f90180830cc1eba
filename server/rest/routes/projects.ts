import { createProjectSchema, formatsQuerySchema, projectFilterSchema, updateProjectSchema } from '../../domain/validation/projects.ts';
import { updateProject } from '../../services/projects/update-project.ts';
import { deleteProject } from '../../services/projects/delete-project.ts';
import { messageSchema } from '../shapes/fields.ts';
import { createProject } from '../../services/projects/create-project.ts';
import { listFormats, listGames } from '../../services/projects/games-and-formats.ts';
import { getProject, listProjects } from '../../services/projects/project-queries.ts';
import { exportProject } from '../../services/projects/export-project.ts';
import { importProjectSchema, projectArchiveSchema } from '../../domain/validation/project-archive.ts';
import { importProject } from '../../services/projects/import-project.ts';
import { route } from '../route.ts';
import { z } from 'zod';
import { gameRulesJson, projectDetailSchema, projectJson, projectSchema } from '../shapes/projects.ts';

const tag = 'Projects';

export const projectRoutes = [
  route({
    method: 'GET',
    path: '/projects/public',
    tag,
    auth: 'optional',
    summary: 'Public projects, newest first, filtered by game, format and repeated tags (an array).',
    query: projectFilterSchema,
    response: z.array(projectSchema),
    handler: async (ctx, { query }) => (await listProjects(ctx, { kind: 'public' }, query)).map(projectJson),
  }),
  route({
    method: 'GET',
    path: '/projects',
    tag,
    auth: 'required',
    summary: "Projects the caller can read (their teams' and public ones); visibility=private gives their teams' private projects (an array).",
    query: projectFilterSchema,
    response: z.array(projectSchema),
    handler: async (ctx, { query }) => (await listProjects(ctx, { kind: 'signed-in' }, query)).map(projectJson),
  }),
  route({
    method: 'POST',
    path: '/projects',
    tag,
    auth: 'required',
    status: 201,
    summary: 'Create a project in a team the caller belongs to.',
    body: createProjectSchema,
    response: projectSchema,
    handler: async (ctx, { body }) => projectJson(await createProject(ctx, body)),
  }),
  route({
    method: 'GET',
    path: '/projects/team/:teamId',
    tag,
    auth: 'optional',
    summary: "A team's projects the caller may read (an array).",
    query: projectFilterSchema,
    response: z.array(projectSchema),
    handler: async (ctx, { params, query }) => (await listProjects(ctx, { kind: 'team', teamId: params.teamId }, query)).map(projectJson),
  }),
  route({
    method: 'GET',
    path: '/projects/:id',
    tag,
    auth: 'optional',
    summary: "A project with its team's name, archetype and match counts, and the caller's role in its team.",
    response: projectDetailSchema,
    handler: async (ctx, { params }) => {
      const { project, archetypeCount, matchCount, role } = await getProject(ctx, params.id);
      return { ...projectJson(project), team_name: project.team.name, archetype_count: archetypeCount, match_count: matchCount, role, game_rules: gameRulesJson(project.game) };
    },
  }),
  route({
    method: 'PUT',
    path: '/projects/:id',
    tag,
    auth: 'required',
    summary:
      "Change a project (its team's owner and admins): name, description, visibility, game, format, tags, is_active. Absent fields stay; an empty description or format is cleared; a tag list replaces the tags.",
    body: updateProjectSchema,
    response: projectSchema,
    handler: async (ctx, { params, body }) => projectJson(await updateProject(ctx, params.id, body)),
  }),
  route({
    method: 'DELETE',
    path: '/projects/:id',
    tag,
    auth: 'required',
    summary: "Delete a project with its archetypes, decklists, matches and comments (its team's owner and admins).",
    response: messageSchema,
    handler: async (ctx, { params }) => {
      await deleteProject(ctx, params.id);
      return { message: 'Project deleted' };
    },
  }),
  route({
    method: 'GET',
    path: '/projects/:id/export',
    tag,
    auth: 'required',
    summary:
      "The project's archive for its team's owners and admins: one versioned JSON document (format sideboard.project-archive, version 1) with the project and a section per domain (archetypes, decklists with every version's cards and raw text, matches, comments with their threads, the metagame with its history); see docs/api.md.",
    response: projectArchiveSchema,
    handler: (ctx, { params }) => exportProject(ctx, params.id),
  }),
  route({
    method: 'POST',
    path: '/projects/import',
    tag,
    auth: 'required',
    status: 201,
    summary:
      "Recreate a project from its archive (as GET /projects/{id}/export wrote it) in a team the caller owns or administers, with new ids, in one transaction; people are matched to the team's members by username, others kept as a former member. A name the team already uses gets \" (imported)\". Bodies up to 2 MB; see docs/api.md.",
    body: importProjectSchema,
    response: projectSchema,
    handler: async (ctx, { body }) => projectJson(await importProject(ctx, body)),
  }),
  route({
    method: 'GET',
    path: '/games',
    tag: 'Catalogue',
    auth: 'optional',
    summary: 'Known card games (an array of strings).',
    response: z.array(z.string()),
    handler: (ctx) => listGames(ctx),
  }),
  route({
    method: 'GET',
    path: '/formats',
    tag: 'Catalogue',
    auth: 'optional',
    summary: 'Known formats, optionally of one game (an array of strings).',
    query: formatsQuerySchema,
    response: z.array(z.string()),
    handler: (ctx, { query }) => listFormats(ctx, query),
  }),
];

import type { ImportProjectInput } from '../../domain/validation/project-archive.ts';
import { exportProject } from '../../services/projects/export-project.ts';
import { importProject } from '../../services/projects/import-project.ts';
import type { CreateProjectInput, ProjectFilterInput, UpdateProjectInput } from '../../domain/validation/projects.ts';
import { TEAM_MANAGERS } from '../../services/access/permissions.ts';
import { updateProject } from '../../services/projects/update-project.ts';
import { deleteProject } from '../../services/projects/delete-project.ts';
import { canReadProject, canReadTeam, readableProjects } from '../../services/access/read-scope.ts';
import { keptRowAnswers } from '../../services/projects/kept-projects.ts';
import { TeamRef } from './teams.ts';
import { createProject } from '../../services/projects/create-project.ts';
import { listFormats, listGames } from '../../services/projects/games-and-formats.ts';
import { PROJECT_ORDER, projectListWhere, type ProjectScope } from '../../services/projects/project-queries.ts';
import { builder } from '../builder.ts';
import { DELETE_ERRORS, WRITE_ERRORS } from '../errors.ts';
import { nullWhenNotFound } from '../not-found.ts';
import { databaseId, lookupId, withDatabaseIds } from '../ids.ts';
import type { FieldsOf } from '../inputs.ts';
import { VisibilityEnum } from './enums.ts';
import type { RequestContext } from '../../context.ts';

export const ProjectRef = builder.prismaNode('Project', {
  description: 'A testing project inside a team, for one game (and optionally one format).',
  id: { field: 'id' },
  // node(id:) answers null (not an error) for rows the viewer may not read.
  nullable: true,
  findUnique: async (id, ctx) => ({ ...(await readableProjects(ctx.viewer)), id }),
  fields: (t) => ({
    databaseId: t.exposeString('id', { description: 'The id used by the REST API (/api) and in web URLs.' }),
    name: t.exposeString('name', { description: 'Project name (at most 100 characters).' }),
    description: t.exposeString('description', { nullable: true, description: 'What the project tests.' }),
    visibility: t.expose('visibility', { type: VisibilityEnum, description: 'Public projects can be read by everyone.' }),
    game: t.exposeString('game', { description: 'The card game, e.g. "Magic: The Gathering".' }),
    format: t.exposeString('format', { nullable: true, description: 'The format, e.g. "Modern"; null for none.' }),
    tags: t.exposeStringList('tags', { description: 'Free-form labels.' }),
    isActive: t.exposeBoolean('isActive', { description: 'Whether the project is active (shown as Active or Inactive).' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the project was created.' }),
    teamDatabaseId: t.exposeString('teamId', { description: "The team's database id (for web URLs), even when the team itself is private." }),
    team: t.field({
      type: TeamRef,
      nullable: true,
      description: 'The owning team; null when the viewer may not read it (a public project of a private team).',
      select: (_args, _ctx, nestedSelection) => ({ team: nestedSelection(true) }),
      resolve: async (project, _args, ctx) => ((await canReadTeam(ctx.viewer, project.team)) ? project.team : null),
    }),
    viewerIsMember: t.boolean({
      description: "Whether the viewer belongs to the project's team (and so may change things inside it).",
      select: { teamId: true },
      resolve: async (project, _args, ctx) => (await ctx.viewer.roleIn(project.teamId)) !== null,
    }),
    viewerCanManage: t.boolean({
      description: "Whether the viewer may change or delete the project (its team's owner and admins).",
      select: { teamId: true },
      resolve: async (project, _args, ctx) => TEAM_MANAGERS.includes((await ctx.viewer.roleIn(project.teamId)) ?? 'member'),
    }),
    archetypeCount: t.relationCount('archetypes', { description: 'How many archetypes the project has.' }),
  }),
});

const ProjectFilter = builder.inputType('ProjectFilter', {
  description: 'Narrows a project list. Tags must all be present.',
  fields: (t) => ({
    visibility: t.field({ type: VisibilityEnum, description: 'Only public or only private projects.' }),
    game: t.string({ description: 'Exact game name (case-insensitive).' }),
    format: t.string({ description: 'Exact format name (case-insensitive).' }),
    tags: t.stringList({ description: 'Every one of these tags.' }),
  }) satisfies FieldsOf<ProjectFilterInput>,
});

type ListArgs = { filter?: ProjectFilterInput | null; teamId?: string };

/** Connection resolvers for a project list: the scope decides which projects, the filter narrows them. */
function listedProjects(scopeOf: (args: ListArgs) => ProjectScope) {
  const where = (args: ListArgs, ctx: RequestContext) => projectListWhere(ctx, scopeOf(args), args.filter ?? {});
  return {
    totalCount: async (_connection: unknown, args: ListArgs, ctx: RequestContext) => ctx.db.project.count({ where: await where(args, ctx) }),
    findMany: async (query: object, args: ListArgs, ctx: RequestContext) => ctx.db.project.findMany({ ...query, where: await where(args, ctx), orderBy: PROJECT_ORDER }),
  };
}

const publicList = listedProjects(() => ({ kind: 'public' }));
const signedInList = listedProjects(() => ({ kind: 'signed-in' }));
const teamList = listedProjects((args) => ({ kind: 'team', teamId: databaseId(args.teamId!, 'Team') }));

builder.queryFields((t) => ({
  publicProjects: t.prismaConnection({
    type: 'Project',
    cursor: 'id',
    description: 'Public projects of every team, newest first.',
    args: { filter: t.arg({ type: ProjectFilter, description: 'Optional filters.' }) },
    totalCount: publicList.totalCount,
    resolve: (query, _root, args, ctx) => publicList.findMany(query, args, ctx),
  }),
  projects: t.prismaConnection({
    type: 'Project',
    cursor: 'id',
    description:
      "Every project the signed-in viewer can read (their teams' and all public ones), newest first; with visibility PRIVATE, the private projects of their teams.",
    args: { filter: t.arg({ type: ProjectFilter, description: 'Optional filters.' }) },
    totalCount: signedInList.totalCount,
    resolve: (query, _root, args, ctx) => signedInList.findMany(query, args, ctx),
  }),
  teamProjects: t.prismaConnection({
    type: 'Project',
    cursor: 'id',
    description: 'The projects of one team that the viewer may read, newest first.',
    args: {
      teamId: t.arg.id({ required: true, description: 'Global ID or database id of the team.' }),
      filter: t.arg({ type: ProjectFilter, description: 'Optional filters.' }),
    },
    totalCount: teamList.totalCount,
    resolve: (query, _root, args, ctx) => teamList.findMany(query, args, ctx),
  }),
}));

builder.queryFields((t) => ({
  project: t.prismaField({
    type: 'Project',
    nullable: true,
    description: 'A project by global ID or database id; null when it does not exist or the viewer may not read it.',
    args: { id: t.arg.id({ required: true, description: 'Global ID or database id.' }) },
    resolve: async (query, _root, args, ctx) => {
      const id = lookupId(args.id, 'Project');
      if (!id) return null;
      if (keptRowAnswers(query)) {
        const kept = await ctx.keptProjects.get(id);
        return kept && (await canReadProject(ctx.viewer, kept)) ? kept : null;
      }
      return ctx.db.project.findFirst({ ...query, where: { id, ...(await readableProjects(ctx.viewer)) } });
    },
  }),
  exportProject: t.field({
    type: 'JSON',
    nullable: true,
    description:
      "The project's archive, for its team's owners and admins (null when the id names no project the viewer can read): the JSON document of GET /api/projects/{id}/export (format sideboard.project-archive; its schema is ProjectArchive in /api/openapi.json).",
    args: { projectId: t.arg.id({ required: true, description: 'Global ID or database id of the project.' }) },
    resolve: (_root, args, ctx) => nullWhenNotFound(() => exportProject(ctx, databaseId(args.projectId, 'Project'))),
  }),
  games: t.stringList({
    description: 'Known card games: the built-in catalogue plus those used in projects the viewer can read.',
    resolve: (_root, _args, ctx) => listGames(ctx),
  }),
  formats: t.stringList({
    description: 'Known formats (of one game when given): the catalogue plus those used in readable projects.',
    args: { game: t.arg.string({ description: 'Only formats of this game.' }) },
    resolve: (_root, args, ctx) => listFormats(ctx, { game: args.game }),
  }),
}));

builder.relayMutationField(
  'createProject',
  {
    description: 'A new project.',
    inputFields: (t) => ({
      teamId: t.id({ required: true, description: 'Global ID or database id of a team the viewer belongs to.' }),
      name: t.string({ required: true, description: 'Required, at most 100 characters.' }),
      description: t.string({ description: 'Optional description.' }),
      visibility: t.field({ type: VisibilityEnum, description: 'Defaults to private.' }),
      game: t.string({ required: true, description: 'Required game name.' }),
      format: t.string({ description: 'Optional format.' }),
      tags: t.stringList({ description: 'Tags; trimmed, empty ones and duplicates dropped.' }),
    }) satisfies FieldsOf<CreateProjectInput>,
  },
  {
    description: 'Creates a project in one of the viewer\'s teams.',
    errors: { types: WRITE_ERRORS },
    resolve: async (_root, { input }, ctx) => ({ project: await createProject(ctx, withDatabaseIds(input, { teamId: 'Team' })) }),
  },
  {
    description: 'The created project.',
    outputFields: (t) => ({ project: t.field({ type: ProjectRef, description: 'The new project.', resolve: (p) => p.project }) }),
  },
);

builder.relayMutationField(
  'importProject',
  {
    description: 'A project archive to recreate in a team.',
    inputFields: (t) => ({
      teamId: t.id({ required: true, description: 'Global ID or database id of a team the viewer owns or administers.' }),
      archive: t.field({ type: 'JSON', required: true, description: 'The archive, as exportProject (or GET /api/projects/{id}/export) wrote it.' }),
    }) satisfies FieldsOf<ImportProjectInput>,
  },
  {
    description:
      "Recreates a project from its archive with new ids, in one transaction; people are matched to the team's members by username, others kept as a former member. A name the team already uses gets \" (imported)\".",
    errors: { types: WRITE_ERRORS },
    resolve: async (_root, { input }, ctx) => ({
      project: await importProject(ctx, { ...withDatabaseIds(input, { teamId: 'Team' }), archive: input.archive as ImportProjectInput['archive'] }),
    }),
  },
  {
    description: 'The imported project.',
    outputFields: (t) => ({ project: t.field({ type: ProjectRef, description: 'The new project.', resolve: (p) => p.project }) }),
  },
);

builder.relayMutationField(
  'updateProject',
  {
    description: 'Fields to change; absent fields stay as they are.',
    inputFields: (t) => ({
      id: t.id({ required: true, description: 'Global ID or database id of the project.' }),
      name: t.string({ description: 'New name.' }),
      description: t.string({ description: 'New description; empty clears it.' }),
      visibility: t.field({ type: VisibilityEnum, description: 'Public or private.' }),
      game: t.string({ description: 'New game.' }),
      format: t.string({ description: 'New format; empty clears it.' }),
      tags: t.stringList({ description: 'The new tags (replacing the old ones); trimmed, empty ones and duplicates dropped.' }),
      isActive: t.boolean({ description: 'Active or inactive.' }),
    }) satisfies FieldsOf<UpdateProjectInput, never, 'id'>,
  },
  {
    description: "Changes a project (its team's owner and admins).",
    errors: { types: WRITE_ERRORS },
    resolve: async (_root, { input: { id, ...changes } }, ctx) => ({ project: await updateProject(ctx, databaseId(id, 'Project'), changes) }),
  },
  {
    description: 'The changed project.',
    outputFields: (t) => ({ project: t.field({ type: ProjectRef, description: 'The project after the change.', resolve: (p) => p.project }) }),
  },
);

builder.relayMutationField(
  'deleteProject',
  { description: 'The project to delete.', inputFields: (t) => ({ id: t.id({ required: true, description: 'Global ID or database id.' }) }) },
  {
    description: "Deletes a project with its archetypes, decklists, matches and comments (its team's owner and admins).",
    errors: { types: DELETE_ERRORS },
    resolve: async (_root, { input }, ctx) => {
      await deleteProject(ctx, databaseId(input.id, 'Project'));
      return { deletedId: input.id };
    },
  },
  { description: 'What was deleted.', outputFields: (t) => ({ deletedId: t.id({ description: 'The ID that was given.', resolve: (p) => p.deletedId }) }) },
);

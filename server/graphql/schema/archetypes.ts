import type { ArchetypeFilterInput, CreateArchetypeInput, UpdateArchetypeInput } from '../../domain/validation/archetypes.ts';
import type { RequestContext } from '../../context.ts';
import { readableArchetypes } from '../../services/access/read-scope.ts';
import { ARCHETYPE_ORDER, archetypeListWhere, type ArchetypeScope } from '../../services/archetypes/archetype-queries.ts';
import { createArchetype } from '../../services/archetypes/create-archetype.ts';
import { deleteArchetype } from '../../services/archetypes/delete-archetype.ts';
import { updateArchetype } from '../../services/archetypes/update-archetype.ts';
import { builder } from '../builder.ts';
import { DELETE_ERRORS, EDIT_ERRORS, WRITE_ERRORS } from '../errors.ts';
import { databaseId, lookupId, withDatabaseIds } from '../ids.ts';
import type { FieldsOf } from '../inputs.ts';

export const ArchetypeRef = builder.prismaNode('Archetype', {
  description: 'A named deck strategy in a project (e.g. "Izzet Phoenix"), with its decklists and matches.',
  id: { field: 'id' },
  nullable: true,
  findUnique: async (id, ctx) => ({ ...(await readableArchetypes(ctx.viewer)), id }),
  fields: (t) => ({
    databaseId: t.exposeString('id', { description: 'The id used by the REST API (/api).' }),
    name: t.exposeString('name', { description: 'Archetype name (at most 200 characters).' }),
    shortName: t.exposeString('shortName', { description: 'Label of at most 5 characters for tight places like the matrix.' }),
    description: t.exposeString('description', { nullable: true, description: 'Notes on the strategy.' }),
    game: t.exposeString('game', { description: 'The card game.' }),
    format: t.exposeString('format', { nullable: true, description: 'The format; null for no specific format.' }),
    isActive: t.exposeBoolean('isActive', { description: 'Inactive archetypes stay in history but are hidden from most lists.' }),
    isCandidate: t.exposeBoolean('isCandidate', { description: '"Ours": a deck the team may bring, weighed by the deck choice.' }),
    revision: t.exposeInt('revision', { description: 'Counts its changes; updateArchetype names it as baseRevision.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the archetype was created.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When it last changed.' }),
    project: t.relation('project', { description: 'The project it belongs to.' }),
    createdBy: t.relation('createdBy', { nullable: true, description: 'Who created it (null if that account is gone).' }),
    projectDatabaseId: t.exposeString('projectId', { description: "The project's database id (for web URLs)." }),
    viewerIsMember: t.boolean({
      description: "Whether the viewer belongs to the project's team and so may change this archetype.",
      select: { project: { select: { teamId: true } } },
      resolve: async (archetype, _args, ctx) => (await ctx.viewer.roleIn(archetype.project.teamId)) !== null,
    }),
  }),
});

const ArchetypeFilter = builder.inputType('ArchetypeFilter', {
  description: 'Narrows an archetype list.',
  fields: (t) => ({
    game: t.string({ description: 'Exact game name (case-insensitive).' }),
    format: t.string({ description: 'Exact format name (case-insensitive).' }),
    search: t.string({ description: 'Text in the name or description.' }),
    includeInactive: t.boolean({ description: 'Include inactive archetypes (always included inside one project).' }),
  }) satisfies FieldsOf<ArchetypeFilterInput>,
});

const ArchetypeListScope = builder.enumType('ArchetypeListScope', {
  description: 'Which archetypes the decks page lists.',
  values: {
    PUBLIC: { description: 'Archetypes of public projects.' },
    PRIVATE: { description: "Archetypes of the viewer's teams' private projects." },
    ALL: { description: 'Every archetype the viewer can read.' },
  } as const,
});

type ListArgs = { filter?: ArchetypeFilterInput | null; scope?: 'PUBLIC' | 'PRIVATE' | 'ALL' | null };
const scopeOf = (args: ListArgs): ArchetypeScope => ({ kind: (args.scope ?? 'PUBLIC').toLowerCase() as 'public' | 'private' | 'all' });
const listWhere = (ctx: RequestContext, scope: ArchetypeScope, args: ListArgs) => archetypeListWhere(ctx, scope, args.filter ?? {});

builder.prismaObjectField('Project', 'archetypes', (t) =>
  t.relatedConnection('archetypes', {
    cursor: 'id',
    totalCount: true,
    description: "The project's archetypes (inactive ones included), newest first.",
    args: { filter: t.arg({ type: ArchetypeFilter, description: 'Optional filters.' }) },
    query: (args) => ({
      where: {
        ...(args.filter?.game ? { game: { equals: args.filter.game, mode: 'insensitive' as const } } : {}),
        ...(args.filter?.format ? { format: { equals: args.filter.format, mode: 'insensitive' as const } } : {}),
      },
      orderBy: ARCHETYPE_ORDER,
    }),
  }),
);

builder.queryFields((t) => ({
  archetype: t.prismaField({
    type: 'Archetype',
    nullable: true,
    description: 'An archetype by global ID or database id; null when it does not exist or the viewer may not read it.',
    args: { id: t.arg.id({ required: true, description: 'Global ID or database id.' }) },
    resolve: async (query, _root, args, ctx) => {
      const id = lookupId(args.id, 'Archetype');
      return id ? ctx.db.archetype.findFirst({ ...query, where: { ...(await readableArchetypes(ctx.viewer)), id } }) : null;
    },
  }),
  archetypes: t.prismaConnection({
    type: 'Archetype',
    cursor: 'id',
    description: 'Archetypes for the decks page: public ones, the private ones of the viewer\'s teams, or all it can read. Newest first.',
    args: {
      scope: t.arg({ type: ArchetypeListScope, description: 'PUBLIC (default) needs no sign-in; PRIVATE and ALL do.' }),
      filter: t.arg({ type: ArchetypeFilter, description: 'Optional filters.' }),
    },
    totalCount: async (_connection, args, ctx) => ctx.db.archetype.count({ where: await listWhere(ctx, scopeOf(args), args) }),
    resolve: async (query, _root, args, ctx) =>
      ctx.db.archetype.findMany({ ...query, where: await listWhere(ctx, scopeOf(args), args), orderBy: ARCHETYPE_ORDER }),
  }),
}));

builder.relayMutationField(
  'createArchetype',
  {
    description: 'A new archetype.',
    inputFields: (t) => ({
      projectId: t.id({ required: true, description: 'Global ID or database id of the project.' }),
      name: t.string({ required: true, description: 'Required, at most 200 characters.' }),
      shortName: t.string({ description: 'At most 5 characters; generated from the name when empty.' }),
      game: t.string({ required: true, description: 'Required game name.' }),
      format: t.string({ description: 'Optional format.' }),
      description: t.string({ description: 'Optional notes.' }),
    }) satisfies FieldsOf<CreateArchetypeInput>,
  },
  {
    description: "Creates an archetype in a project of one of the viewer's teams.",
    errors: { types: WRITE_ERRORS },
    resolve: async (_root, { input }, ctx) => ({ archetype: await createArchetype(ctx, withDatabaseIds(input, { projectId: 'Project' })) }),
  },
  {
    description: 'The created archetype.',
    outputFields: (t) => ({ archetype: t.field({ type: ArchetypeRef, description: 'The new archetype.', resolve: (p) => p.archetype }) }),
  },
);

builder.relayMutationField(
  'updateArchetype',
  {
    description: 'Fields to change; absent fields stay as they are.',
    inputFields: (t) => ({
      id: t.id({ required: true, description: 'Global ID or database id of the archetype.' }),
      name: t.string({ description: 'New name.' }),
      shortName: t.string({ description: 'New short name; empty generates one from the name.' }),
      game: t.string({ description: 'New game.' }),
      format: t.string({ description: 'New format; empty clears it.' }),
      description: t.string({ description: 'New notes; empty clears them.' }),
      isActive: t.boolean({ description: 'Activate or deactivate.' }),
      isCandidate: t.boolean({ description: 'Mark as one of ours (a candidate of the deck choice) or not.' }),
      baseRevision: t.int({ description: "The revision the change was made from: refused with an EditConflictError when the archetype changed since. Absent: the revision read when the request runs." }),
    }) satisfies FieldsOf<UpdateArchetypeInput, never, 'id'>,
  },
  {
    description: 'Changes an archetype (team members only).',
    errors: { types: EDIT_ERRORS },
    resolve: async (_root, { input: { id, ...changes } }, ctx) => ({ archetype: await updateArchetype(ctx, databaseId(id, 'Archetype'), changes) }),
  },
  {
    description: 'The changed archetype.',
    outputFields: (t) => ({ archetype: t.field({ type: ArchetypeRef, description: 'The archetype after the change.', resolve: (p) => p.archetype }) }),
  },
);

builder.relayMutationField(
  'deleteArchetype',
  { description: 'The archetype to delete.', inputFields: (t) => ({ id: t.id({ required: true, description: 'Global ID or database id.' }) }) },
  {
    description: 'Deletes an archetype with its decklists, comments and matches (team members only).',
    errors: { types: DELETE_ERRORS },
    resolve: async (_root, { input }, ctx) => {
      await deleteArchetype(ctx, databaseId(input.id, 'Archetype'));
      return { deletedId: input.id };
    },
  },
  {
    description: 'What was deleted.',
    outputFields: (t) => ({ deletedId: t.id({ description: 'The ID that was given.', resolve: (p) => p.deletedId }) }),
  },
);

import { archetypeFilterSchema, createArchetypeSchema, updateArchetypeSchema } from '../../domain/validation/archetypes.ts';
import { versionImpactQuerySchema } from '../../domain/validation/version-impact.ts';
import { getVersionImpact } from '../../services/matches/version-impact.ts';
import { versionImpactJson, versionImpactSchema } from '../shapes/sideboard-guides.ts';
import { listArchetypes } from '../../services/archetypes/archetype-queries.ts';
import { createArchetype } from '../../services/archetypes/create-archetype.ts';
import { deleteArchetype } from '../../services/archetypes/delete-archetype.ts';
import { updateArchetype } from '../../services/archetypes/update-archetype.ts';
import { route } from '../route.ts';
import { z } from 'zod';
import { archetypeJson, archetypeSchema } from '../shapes/archetypes.ts';
import { messageSchema } from '../shapes/fields.ts';

const tag = 'Archetypes';

export const archetypeRoutes = [
  route({
    method: 'POST',
    path: '/archetypes',
    tag,
    auth: 'required',
    status: 201,
    summary: "Create an archetype in a project of the caller's team; an empty short_name is generated.",
    body: createArchetypeSchema,
    response: archetypeSchema,
    handler: async (ctx, { body }) => archetypeJson(await createArchetype(ctx, body)),
  }),
  route({
    method: 'GET',
    path: '/archetypes/public',
    tag,
    auth: 'optional',
    summary: 'Archetypes of public projects (active ones unless include_inactive=true), filtered by game, format and search (an array).',
    query: archetypeFilterSchema,
    response: z.array(archetypeSchema),
    handler: async (ctx, { query }) => (await listArchetypes(ctx, { kind: 'public' }, query)).map(archetypeJson),
  }),
  route({
    method: 'GET',
    path: '/archetypes/private',
    tag,
    auth: 'required',
    summary: "Archetypes of the private projects of the caller's teams (an array).",
    query: archetypeFilterSchema,
    response: z.array(archetypeSchema),
    handler: async (ctx, { query }) => (await listArchetypes(ctx, { kind: 'private' }, query)).map(archetypeJson),
  }),
  route({
    method: 'GET',
    path: '/archetypes',
    tag,
    auth: 'required',
    summary: 'Every archetype the caller can read, filtered by game, format and search (an array).',
    query: archetypeFilterSchema,
    response: z.array(archetypeSchema),
    handler: async (ctx, { query }) => (await listArchetypes(ctx, { kind: 'all' }, query)).map(archetypeJson),
  }),
  route({
    method: 'GET',
    path: '/projects/:id/archetypes',
    tag,
    auth: 'optional',
    summary: "A project's archetypes, inactive ones included, filtered by game and format (an array).",
    query: archetypeFilterSchema,
    response: z.array(archetypeSchema),
    handler: async (ctx, { params, query }) => (await listArchetypes(ctx, { kind: 'project', projectId: params.id }, query)).map(archetypeJson),
  }),
  route({
    method: 'PUT',
    path: '/archetypes/:id',
    tag,
    auth: 'required',
    summary: 'Change an archetype (team members); absent fields stay, empty optional ones are cleared. Name the revision the change was made from as base_revision: an archetype changed since answers 409 EDIT_CONFLICT and nothing is saved.',
    body: updateArchetypeSchema,
    errors: [409],
    response: archetypeSchema,
    handler: async (ctx, { params, body }) => archetypeJson(await updateArchetype(ctx, params.id, body)),
  }),
  route({
    method: 'DELETE',
    path: '/archetypes/:id',
    tag,
    auth: 'required',
    summary: 'Delete an archetype with its decklists, comments and matches (team members).',
    response: messageSchema,
    handler: async (ctx, { params }) => {
      await deleteArchetype(ctx, params.id);
      return { message: 'Archetype deleted successfully' };
    },
  }),
  route({
    method: 'GET',
    path: '/archetypes/:id/version-impact',
    tag,
    auth: 'optional',
    summary:
      "The archetype's results against each opponent split by its decklists' versions: since a version (?since=, else each decklist's newest version with matches) and before it, with Wilson intervals, Fisher's exact test and a plain statement whether the difference is more than noise (p < 0.05).",
    query: versionImpactQuerySchema,
    response: versionImpactSchema,
    handler: async (ctx, { params, query }) => versionImpactJson(await getVersionImpact(ctx, params.id, query)),
  }),
];

import { compareQuerySchema, createDecklistSchema, getDecklistQuerySchema, importDecklistSchema, updateDecklistSchema } from '../../domain/validation/decklists.ts';
import { createDecklist } from '../../services/decklists/create-decklist.ts';
import { deleteDecklist } from '../../services/decklists/delete-decklist.ts';
import { enrichVersions, oneWithCatalog, withCatalog } from '../../services/decklists/decklist-catalog.ts';
import { compareDecklistVersions, decklistDiffs, decklistEvolution } from '../../services/decklists/decklist-history.ts';
import { getArchetypeWithDecklists, getDecklist, listArchetypeDecklists, listDecklistVersions } from '../../services/decklists/decklist-queries.ts';
import { importDecklist, previewDecklistImport } from '../../services/decklists/import-decklist.ts';
import { updateDecklist } from '../../services/decklists/update-decklist.ts';
import { route, WithStatus } from '../route.ts';
import { z } from 'zod';
import { archetypeJson } from '../shapes/archetypes.ts';
import {
  archetypeWithDecklistsSchema,
  deckEvolutionSchema,
  decklistJson,
  previewJson,
  decklistSchema,
  decklistVersionSchema,
  importedDecklistSchema,
  importPreviewSchema,
  timelineEntrySchema,
  decklistComparisonSchema,
  versionJson,
} from '../shapes/decklists.ts';
import { messageSchema } from '../shapes/fields.ts';

const tag = 'Decklists';

export const decklistRoutes = [
  route({
    method: 'POST',
    path: '/decklists/import',
    tag,
    auth: 'required',
    status: 201,
    summary:
      'Preview or import pasted deck text. With preview: true, answers 200 with { decklist: { cards }, curve, legality_warnings, stats, unmatched, game, format_name, metadata } and stores nothing; otherwise creates the decklist (version 1) and answers 201 with it plus the unmatched lines.',
    body: importDecklistSchema,
    response: importedDecklistSchema,
    otherResponses: { 200: importPreviewSchema },
    handler: async (ctx, { body }) => {
      // `preview: true` asks for the parse only; anything else imports (the service validates the flag itself).
      if (body.preview === true) return new WithStatus(200, previewJson(await previewDecklistImport(ctx, body)));
      const imported = await importDecklist(ctx, body);
      return { ...decklistJson(await oneWithCatalog(ctx, imported)), unmatched: imported.unmatched };
    },
  }),
  route({
    method: 'POST',
    path: '/decklists',
    tag,
    auth: 'required',
    status: 201,
    summary: "Create a decklist from explicit card lines in an archetype of the caller's team (version 1).",
    body: createDecklistSchema,
    response: decklistSchema,
    handler: async (ctx, { body }) => decklistJson(await oneWithCatalog(ctx, await createDecklist(ctx, body))),
  }),
  route({
    method: 'GET',
    path: '/decklists/:id',
    tag,
    auth: 'optional',
    summary: 'A decklist at its current version, or at ?version= (a number or a tag like v2).',
    query: getDecklistQuerySchema,
    response: decklistSchema,
    handler: async (ctx, { params, query }) => decklistJson(await oneWithCatalog(ctx, await getDecklist(ctx, params.id, query))),
  }),
  route({
    method: 'PUT',
    path: '/decklists/:id',
    tag,
    auth: 'required',
    summary: 'Edit a decklist (team members): the cards, notes and change summary become a new version. Name the version the edit was made from as base_revision: when a newer version was saved since, the answer is 409 EDIT_CONFLICT with its card changes and nothing is saved.',
    body: updateDecklistSchema,
    errors: [409],
    response: decklistSchema,
    handler: async (ctx, { params, body }) => decklistJson(await oneWithCatalog(ctx, await updateDecklist(ctx, params.id, body))),
  }),
  route({
    method: 'DELETE',
    path: '/decklists/:id',
    tag,
    auth: 'required',
    summary: 'Delete a decklist with its versions and comments (team members).',
    response: messageSchema,
    handler: async (ctx, { params }) => {
      await deleteDecklist(ctx, params.id);
      return { message: 'Decklist deleted successfully' };
    },
  }),
  route({
    method: 'GET',
    path: '/decklists/:id/versions',
    tag,
    auth: 'optional',
    summary: "A decklist's versions with their cards, newest first (an array).",
    response: z.array(decklistVersionSchema),
    handler: async (ctx, { params }) => {
      const versions = await listDecklistVersions(ctx, params.id);
      const decks = await enrichVersions(ctx, versions);
      return versions.map((version, i) => versionJson(version, decks[i]));
    },
  }),
  route({
    method: 'GET',
    path: '/decklists/:id/compare',
    tag,
    auth: 'optional',
    summary: 'What changed between two versions (from_version and to_version, numbers or tags): summary and card_diffs. With to_decklist_id, to_version is a version of that decklist (of the same game): two different decklists compared.',
    query: compareQuerySchema,
    response: decklistComparisonSchema,
    handler: (ctx, { params, query }) => compareDecklistVersions(ctx, params.id, query),
  }),
  route({
    method: 'GET',
    path: '/decklists/:id/evolution',
    tag,
    auth: 'optional',
    summary: "The decklist's evolution: total_versions, stats (stability_score 0–1, most_changed_card) and the timeline.",
    response: deckEvolutionSchema,
    handler: (ctx, { params }) => decklistEvolution(ctx, params.id),
  }),
  route({
    method: 'GET',
    path: '/decklists/:id/diffs',
    tag,
    auth: 'optional',
    summary: 'What changed from each version to the next, oldest first (an array of timeline entries).',
    response: z.array(timelineEntrySchema),
    handler: (ctx, { params }) => decklistDiffs(ctx, params.id),
  }),
  route({
    method: 'GET',
    path: '/archetypes/:id',
    tag: 'Archetypes',
    auth: 'optional',
    summary: 'An archetype with its decklists at their current versions; the first decklist is the one shown.',
    response: archetypeWithDecklistsSchema,
    handler: async (ctx, { params }) => {
      const { archetype, decklists } = await getArchetypeWithDecklists(ctx, params.id);
      return { ...archetypeJson(archetype), decklists: (await withCatalog(ctx, decklists)).map(decklistJson) };
    },
  }),
  route({
    method: 'GET',
    path: '/archetypes/:id/decklists',
    tag: 'Archetypes',
    auth: 'optional',
    summary: "An archetype's decklists at their current versions, oldest first (an array).",
    response: z.array(decklistSchema),
    handler: async (ctx, { params }) => (await withCatalog(ctx, await listArchetypeDecklists(ctx, params.id))).map(decklistJson),
  }),
];

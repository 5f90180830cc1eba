import { z } from 'zod';
import { saveSideboardGuideSchema, sideboardGuideQuerySchema } from '../../domain/validation/sideboard-guides.ts';
import { getSideboardGuide, listSideboardGuides } from '../../services/sideboard-guides/sideboard-guide-queries.ts';
import { saveSideboardGuide } from '../../services/sideboard-guides/save-sideboard-guide.ts';
import { route } from '../route.ts';
import { sideboardGuideJson, sideboardGuideSchema } from '../shapes/sideboard-guides.ts';

const tag = 'Sideboard guides';

export const sideboardGuideRoutes = [
  route({
    method: 'GET',
    path: '/decklists/:id/sideboard-guides',
    tag,
    auth: 'optional',
    summary: "Every saved sideboard guide of the decklist's current version (or ?version=), by opponent name (an array).",
    query: sideboardGuideQuerySchema,
    response: z.array(sideboardGuideSchema),
    handler: async (ctx, { params, query }) => (await listSideboardGuides(ctx, params.id, query)).map(sideboardGuideJson),
  }),
  route({
    method: 'GET',
    path: '/decklists/:id/sideboard-guide/:opponentArchetypeId',
    tag,
    auth: 'optional',
    summary:
      "The sideboard guide of the decklist's current version (or ?version=) against an archetype of its project: { in, out, on_the_draw, notes, warnings, … }; an empty guide (id null) when none is saved.",
    query: sideboardGuideQuerySchema,
    response: sideboardGuideSchema,
    handler: async (ctx, { params, query }) => sideboardGuideJson(await getSideboardGuide(ctx, params.id, params.opponentArchetypeId, query)),
  }),
  route({
    method: 'PUT',
    path: '/decklists/:id/sideboard-guide/:opponentArchetypeId',
    tag,
    auth: 'required',
    summary:
      "Saves the guide of the decklist's current version against an archetype of its project (team members): in from the sideboard, out of the main deck, equal counts, each card once per list; on_the_draw { in, out } when the plan on the draw differs (null: the same); Markdown notes. Name the guide's revision the plan was made from as base_revision (0 for a new guide): a guide saved since answers 409 EDIT_CONFLICT.",
    body: saveSideboardGuideSchema,
    errors: [409],
    response: sideboardGuideSchema,
    handler: async (ctx, { params, body }) => sideboardGuideJson(await saveSideboardGuide(ctx, params.id, params.opponentArchetypeId, body)),
  }),
];

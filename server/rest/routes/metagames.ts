import { saveMetagameSchema } from '../../domain/validation/metagames.ts';
import { getMetagame } from '../../services/metagames/metagame-queries.ts';
import { saveMetagame } from '../../services/metagames/save-metagame.ts';
import { route } from '../route.ts';
import { metagameSchema, metagameSnapshotSchema, snapshotJson } from '../shapes/metagames.ts';

const tag = 'Metagame';

export const metagameRoutes = [
  route({
    method: 'GET',
    path: '/projects/:id/metagame',
    tag,
    auth: 'optional',
    summary: "A project's saved metagame: { current: { as_of, shares: [{ archetype_id, share }], saved_by, saved_at } | null, history: [earlier snapshots, newest first, at most 50] }.",
    response: metagameSchema,
    handler: async (ctx, { params }) => {
      const { current, history } = await getMetagame(ctx, params.id);
      return { current: current && snapshotJson(current), history: history.map(snapshotJson) };
    },
  }),
  route({
    method: 'PUT',
    path: '/projects/:id/metagame',
    tag,
    auth: 'required',
    summary: "Saves the project's metagame (team members): shares of archetypes of the project (at least 0, normalised where used), as_of defaults to now; the previous one joins the history. Name the metagame's revision the shares were made from as base_revision (0 before the first): one saved since answers 409 EDIT_CONFLICT with how the shares moved.",
    body: saveMetagameSchema,
    errors: [409],
    response: metagameSnapshotSchema,
    handler: async (ctx, { params, body }) => snapshotJson(await saveMetagame(ctx, params.id, body)),
  }),
];

// REST shapes of a project's saved metagame.
import { sharesOf, type MetagameSnapshotRow } from '../../services/metagames/metagame-queries.ts';
import { z } from 'zod';
import { id, instant } from './fields.ts';
import { publicUserJson, publicUserSchema } from './users.ts';

export const metagameSnapshotSchema = z
  .object({
    id: id(),
    project_id: id(),
    as_of: instant(),
    shares: z.array(z.object({ archetype_id: id(), share: z.number().min(0) })),
    saved_by: publicUserSchema.nullable(),
    saved_at: instant(),
    revision: z.int().meta({ description: "The project's metagame revision this save made; send the current one's as base_revision with a save made from it (0 when none is saved)." }),
  })
  .meta({ id: 'MetagameSnapshot', description: "A project's expected metagame as saved at one time." });

export const metagameSchema = z
  .object({
    current: metagameSnapshotSchema.nullable().meta({ description: 'The newest snapshot; null before the first save.' }),
    history: z.array(metagameSnapshotSchema).max(50).meta({ description: 'Earlier snapshots, newest first.' }),
  })
  .meta({ id: 'Metagame', description: "A project's saved metagame and its history." });

export function snapshotJson(snapshot: MetagameSnapshotRow): z.infer<typeof metagameSnapshotSchema> {
  return {
    id: snapshot.id,
    project_id: snapshot.projectId,
    as_of: snapshot.asOf.toISOString(),
    shares: sharesOf(snapshot.shares).map((s) => ({ archetype_id: s.archetypeId, share: s.share })),
    saved_by: snapshot.savedBy ? publicUserJson(snapshot.savedBy) : null,
    saved_at: snapshot.createdAt.toISOString(),
    revision: snapshot.revision,
  };
}

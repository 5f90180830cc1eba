// REST shape of an archetype.
import { z } from 'zod';
import type { Archetype } from '../../generated/prisma/client.ts';
import { id, instant, optionalText } from './fields.ts';

export const archetypeSchema = z
  .object({
    id: id(),
    name: z.string(),
    short_name: z.string(),
    description: optionalText(),
    game: z.string(),
    format: optionalText(),
    project_id: id(),
    project_name: z.string().optional().meta({ description: "The project's name, in lists across projects." }),
    created_by: id().nullable(),
    created_at: instant(),
    updated_at: instant(),
    is_active: z.boolean(),
    is_candidate: z.boolean().meta({ description: '"Ours": a deck the team may bring, weighed by GET /projects/{id}/deck-choice.' }),
    revision: z.int().meta({ description: 'Counts its changes; send it as base_revision with an edit (PUT) made from this answer.' }),
  })
  .meta({ id: 'Archetype', description: 'A deck archetype of a project.' });

export function archetypeJson(archetype: Archetype & { project?: { name: string } }): z.infer<typeof archetypeSchema> {
  return {
    id: archetype.id,
    name: archetype.name,
    short_name: archetype.shortName,
    description: archetype.description,
    game: archetype.game,
    format: archetype.format,
    project_id: archetype.projectId,
    ...(archetype.project ? { project_name: archetype.project.name } : {}),
    created_by: archetype.createdById,
    created_at: archetype.createdAt.toISOString(),
    updated_at: archetype.updatedAt.toISOString(),
    is_active: archetype.isActive,
    is_candidate: archetype.isCandidate,
    revision: archetype.revision,
  };
}

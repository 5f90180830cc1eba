// REST shape of an archetype.
import type { Archetype } from '../../generated/prisma/client.ts';

export function archetypeJson(archetype: Archetype & { project?: { name: string } }) {
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
  };
}

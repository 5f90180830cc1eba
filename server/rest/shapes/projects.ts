// REST shape of a project.
import type { Project } from '../../generated/prisma/client.ts';

export function projectJson(project: Project) {
  return {
    id: project.id,
    team_id: project.teamId,
    name: project.name,
    description: project.description,
    visibility: project.visibility,
    game: project.game,
    format: project.format,
    tags: project.tags,
    is_active: project.isActive,
    created_at: project.createdAt.toISOString(),
  };
}

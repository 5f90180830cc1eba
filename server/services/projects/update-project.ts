import type { RequestContext } from '../../context.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { updateProjectSchema, type UpdateProjectInput } from '../../domain/validation/projects.ts';
import { projectWithRole, TEAM_MANAGERS } from '../access/permissions.ts';
import { announceProjectChange } from './kept-projects.ts';

/**
 * Changes the given fields of a project (its team's owner and admins). Making it public or private applies to every
 * reader at once: read access is decided from the stored visibility on each read (services/access/read-scope.ts).
 */
export async function updateProject(ctx: RequestContext, projectId: string, input: UpdateProjectInput) {
  const project = await projectWithRole(ctx, projectId, TEAM_MANAGERS, 'Only the team owner or an admin can change this project');
  const changes = parseInput(updateProjectSchema, input);
  const updated = await ctx.db.project.update({ where: { id: project.id }, data: changes });
  announceProjectChange(ctx, [project.id]);
  return updated;
}

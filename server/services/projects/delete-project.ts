import type { RequestContext } from '../../context.ts';
import { projectWithRole, TEAM_MANAGERS } from '../access/permissions.ts';
import { removeProject } from './project-deletion.ts';

/** Deletes a project with everything in it (its team's owner and admins; see project-deletion.ts). */
export async function deleteProject(ctx: RequestContext, projectId: string): Promise<void> {
  const project = await projectWithRole(ctx, projectId, TEAM_MANAGERS, 'Only the team owner or an admin can delete this project');
  await removeProject(ctx, project.id);
}

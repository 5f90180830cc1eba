// Deleting a project, one way for its team's managers and for the admin panel: its archetypes, decklists (and their
// versions), matches, comments (and the notifications and mentions about them) and metagame snapshots go with it, as
// the foreign keys cascade (prisma/schema.prisma). One statement, so nothing is left half-deleted.
import type { RequestContext } from '../../context.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { PROJECT_NOT_FOUND } from '../access/permissions.ts';
import { announceProjectChange } from './kept-projects.ts';

export async function removeProject(ctx: RequestContext, projectId: string): Promise<void> {
  const { count } = await ctx.db.project.deleteMany({ where: { id: projectId } });
  if (count === 0) throw new NotFoundError(PROJECT_NOT_FOUND);
  announceProjectChange(ctx, [projectId]);
}

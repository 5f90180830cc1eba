// What the match forms offer: every decklist of a project's archetypes with its version numbers, as one flat list
// (for the Log New Match decklist selects and the matrix's decklist-version filter).
import type { RequestContext } from '../../context.ts';
import { PROJECT_NOT_FOUND } from '../access/permissions.ts';
import { canReadProject } from '../access/read-scope.ts';
import { NotFoundError } from '../../domain/errors.ts';

export async function decklistChoices(ctx: RequestContext, project: { id: string; teamId: string; visibility: string }) {
  if (!(await canReadProject(ctx.viewer, project))) throw new NotFoundError(PROJECT_NOT_FOUND);
  return ctx.db.decklist.findMany({
    where: { archetype: { projectId: project.id } },
    select: { id: true, name: true, archetypeId: true, currentVersion: true, versions: { select: { id: true, number: true }, orderBy: { number: 'desc' } } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
}

import type { RequestContext } from '../../context.ts';
import { ForbiddenError } from '../../domain/errors.ts';
import { readableDecklist } from './decklist-queries.ts';

/** The decklist, when the signed-in viewer belongs to its archetype's team (needed to edit or delete it). */
export async function decklistForMember(ctx: RequestContext, decklistId: string) {
  ctx.viewer.requireUser();
  const decklist = await readableDecklist(ctx, decklistId);
  if (!(await ctx.viewer.roleIn(decklist.archetype.project.teamId))) throw new ForbiddenError('Only members of this team can change its decklists');
  return decklist;
}

import type { RequestContext } from '../../context.ts';
import { ForbiddenError } from '../../domain/errors.ts';
import { readableArchetype } from './archetype-queries.ts';

/** The archetype, when the signed-in viewer belongs to its project's team (needed to change anything in it). */
export async function archetypeForMember(ctx: RequestContext, archetypeId: string) {
  ctx.viewer.requireUser();
  const archetype = await readableArchetype(ctx, archetypeId);
  if (!(await ctx.viewer.roleIn(archetype.project.teamId))) throw new ForbiddenError('Only members of this team can change its archetypes');
  return archetype;
}

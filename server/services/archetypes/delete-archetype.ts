import type { RequestContext } from '../../context.ts';
import { archetypeForMember } from './archetype-permissions.ts';
import { announceArchetypeChange } from '../projects/project-events.ts';

/**
 * Deletes an archetype with its decklists, their versions, its comments and the matches it played (a match
 * without one of its archetypes means nothing in the matrix). One statement; the foreign keys cascade.
 */
export async function deleteArchetype(ctx: RequestContext, archetypeId: string): Promise<void> {
  const archetype = await archetypeForMember(ctx, archetypeId);
  await ctx.db.archetype.delete({ where: { id: archetype.id } });
  announceArchetypeChange(ctx, archetype.projectId);
}

import type { RequestContext } from '../../context.ts';
import { generateShortName } from '../../domain/short-name.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { updateArchetypeSchema, type UpdateArchetypeInput } from '../../domain/validation/archetypes.ts';
import { archetypeForMember } from './archetype-permissions.ts';
import { announceArchetypeChange } from '../projects/project-events.ts';
import { expectedRevision, matchedNothing, staleRecord } from '../revisions.ts';

/**
 * Changes the given fields. A short name set to empty is generated again from the (new) name. Written against the
 * revision the change names (`baseRevision`), or else the one read here (services/revisions.ts).
 */
export async function updateArchetype(ctx: RequestContext, archetypeId: string, input: UpdateArchetypeInput) {
  const archetype = await archetypeForMember(ctx, archetypeId);
  const { shortName, baseRevision, ...changes } = parseInput(updateArchetypeSchema, input);
  const base = expectedRevision(baseRevision, archetype.revision);
  const updated = await ctx.db.archetype
    .update({
      where: { id: archetype.id, revision: base },
      data: { ...changes, revision: { increment: 1 }, shortName: shortName === undefined ? undefined : (shortName ?? generateShortName(changes.name ?? archetype.name)) },
    })
    .catch(async (error: unknown) => {
      if (!matchedNothing(error)) throw error;
      throw await staleRecord(ctx, 'archetype', archetype.id, base, await ctx.db.archetype.findUnique({ where: { id: archetype.id }, select: { revision: true, updatedAt: true } }));
    });
  announceArchetypeChange(ctx, updated.projectId);
  return updated;
}

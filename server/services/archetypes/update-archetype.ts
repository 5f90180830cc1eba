import type { RequestContext } from '../../context.ts';
import { generateShortName } from '../../domain/short-name.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { updateArchetypeSchema, type UpdateArchetypeInput } from '../../domain/validation/archetypes.ts';
import { archetypeForMember } from './archetype-permissions.ts';
import { announceArchetypeChange } from '../projects/project-events.ts';

/** Changes the given fields. A short name set to empty is generated again from the (new) name. */
export async function updateArchetype(ctx: RequestContext, archetypeId: string, input: UpdateArchetypeInput) {
  const archetype = await archetypeForMember(ctx, archetypeId);
  const { shortName, ...changes } = parseInput(updateArchetypeSchema, input);
  const updated = await ctx.db.archetype.update({
    where: { id: archetype.id },
    data: { ...changes, shortName: shortName === undefined ? undefined : (shortName ?? generateShortName(changes.name ?? archetype.name)) },
  });
  announceArchetypeChange(ctx, updated.projectId);
  return updated;
}

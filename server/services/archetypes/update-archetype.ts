import type { RequestContext } from '../../context.ts';
import { generateShortName } from '../../domain/short-name.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { updateArchetypeSchema } from '../../domain/validation/archetype-rules.ts';
import { archetypeForMember } from './archetype-permissions.ts';

/** Changes the given fields. A short name set to empty is generated again from the (new) name. */
export async function updateArchetype(ctx: RequestContext, archetypeId: unknown, input: unknown) {
  const archetype = await archetypeForMember(ctx, archetypeId);
  const { name, short_name, game, format, description, is_active } = parseInput(updateArchetypeSchema, input);
  return ctx.db.archetype.update({
    where: { id: archetype.id },
    data: {
      name,
      game,
      format,
      description,
      isActive: is_active,
      shortName: short_name === undefined ? undefined : (short_name ?? generateShortName(name ?? archetype.name)),
    },
  });
}

import type { RequestContext } from '../../context.ts';
import { ValidationError } from '../../domain/errors.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { saveMetagameSchema, type SaveMetagameInput } from '../../domain/validation/metagames.ts';
import { projectForMember } from '../access/permissions.ts';
import { SNAPSHOT_INCLUDE } from './metagame-queries.ts';

/**
 * Saves a project's expected metagame (team members). Every share names an archetype of the project; the previous
 * metagame is kept as history.
 */
export async function saveMetagame(ctx: RequestContext, projectId: string, input: SaveMetagameInput) {
  const { shares, asOf } = parseInput(saveMetagameSchema, input);
  const project = await projectForMember(ctx, projectId, 'Only members of this team can save its metagame');
  const ids = shares.map((s) => s.archetypeId);
  const found = new Set((await ctx.db.archetype.findMany({ where: { projectId: project.id, id: { in: ids } }, select: { id: true } })).map((a) => a.id));
  const index = ids.findIndex((id) => !found.has(id));
  if (index >= 0) {
    const message = `Archetype ${ids[index]} is not in this project`;
    throw new ValidationError(message, [{ field: `shares.${index}.archetypeId`, message }]);
  }
  return ctx.db.metagameSnapshot.create({
    data: { projectId: project.id, shares, asOf, savedById: ctx.viewer.user!.id },
    include: SNAPSHOT_INCLUDE,
  });
}

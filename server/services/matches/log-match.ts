import type { RequestContext } from '../../context.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { logMatchSchema } from '../../domain/validation/match-rules.ts';
import { projectForMember } from '../access/permissions.ts';
import { announceMatchChange } from './match-events.ts';
import { MATCH_DETAIL_INCLUDE } from './match-queries.ts';
import { checkedSides, loadRoster } from './match-sides.ts';

/**
 * Logs a match in a project of the viewer's team. The decklists' current version numbers are recorded with it, so
 * the matrix can later be narrowed to the versions that were actually played.
 */
export async function logMatch(ctx: RequestContext, rawInput: unknown) {
  const input = parseInput(logMatchSchema, rawInput);
  const project = await projectForMember(ctx, input.project_id, 'Only members of this team can log matches');
  const sides = checkedSides(await loadRoster(ctx, project), input);
  const match = await ctx.db.match.create({
    data: {
      ...sides,
      projectId: project.id,
      wentFirst: input.went_first,
      matchDate: input.match_date,
      notes: input.notes,
      recordedById: ctx.viewer.user!.id,
    },
    include: MATCH_DETAIL_INCLUDE,
  });
  announceMatchChange(ctx, project.id, match.id);
  return match;
}

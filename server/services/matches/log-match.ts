import type { RequestContext } from '../../context.ts';
import { rulesOf } from '../../domain/games.ts';
import { checkedGames } from '../../domain/matchup/games.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { logMatchSchema, type LogMatchInput } from '../../domain/validation/matches.ts';
import { projectForMember } from '../access/permissions.ts';
import { announceMatchChange } from './match-events.ts';
import { MATCH_DETAIL_INCLUDE } from './match-queries.ts';
import { checkedSides, loadRoster } from './match-sides.ts';

/**
 * Logs a match in a project of the viewer's team. The decklists' current version numbers are recorded with it, so
 * the matrix can later be narrowed to the versions that were actually played. The checked fields are stored as
 * they are named (the schema's names are the columns'), the sides as checkedSides returns them, the games as
 * checkedGames returns them (with who went first taken from game 1, and the game counts).
 */
export async function logMatch(ctx: RequestContext, input: LogMatchInput) {
  const { projectId, bestOf, games, wentFirst, ...fields } = parseInput(logMatchSchema, input);
  const project = await projectForMember(ctx, projectId, 'Only members of this team can log matches');
  const played = checkedGames(bestOf, games, wentFirst, rulesOf(project.game));
  const sides = checkedSides(await loadRoster(ctx, project), fields);
  const match = await ctx.db.match.create({
    data: { ...fields, ...played, ...sides, projectId: project.id, recordedById: ctx.viewer.user!.id },
    include: MATCH_DETAIL_INCLUDE,
  });
  await announceMatchChange(ctx, project.id, match.id, [match.winnerArchetypeId, match.loserArchetypeId]);
  return match;
}

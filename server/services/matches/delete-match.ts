import type { RequestContext } from '../../context.ts';
import { announceMatchChange } from './match-events.ts';
import { matchForMember } from './match-queries.ts';

/**
 * Removes a match from the statistics (team members). The row stays with is_active false, so a mistaken delete can
 * be undone with an update and lists with include_inactive still show it.
 */
export async function deleteMatch(ctx: RequestContext, matchId: string): Promise<void> {
  const { match, project } = await matchForMember(ctx, matchId);
  if (!match.isActive) return;
  await ctx.db.match.update({ where: { id: match.id }, data: { isActive: false, revision: { increment: 1 } } });
  await announceMatchChange(ctx, project.id, match.id, [match.winnerArchetypeId, match.loserArchetypeId]);
}

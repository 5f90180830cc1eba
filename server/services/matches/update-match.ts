import type { RequestContext } from '../../context.ts';
import { rulesOf } from '../../domain/games.ts';
import { checkedGames, storedGames, type BestOf } from '../../domain/matchup/games.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { updateMatchSchema, type UpdateMatchInput } from '../../domain/validation/matches.ts';
import { announceMatchChange } from './match-events.ts';
import { MATCH_DETAIL_INCLUDE, matchForMember } from './match-queries.ts';
import { checkedSides, loadRoster, type MatchSides } from './match-sides.ts';
import { expectedRevision, matchedNothing, staleRecord } from '../revisions.ts';

/**
 * Changes the given fields of a match (team members). The result is checked as a whole, like a new match, with two
 * allowances for history: a player who has left the team may stay on the match, and a decklist that is kept keeps
 * the version number recorded when the match was played. The change is checked and written against the revision it
 * names (`baseRevision`), or else the one read here: a match saved meanwhile refuses it (services/revisions.ts).
 */
export async function updateMatch(ctx: RequestContext, matchId: string, input: UpdateMatchInput) {
  const { match, project } = await matchForMember(ctx, matchId);
  const { bestOf, games, wentFirst, baseRevision, ...changes } = parseInput(updateMatchSchema, input);
  const base = expectedRevision(baseRevision, match.revision);
  // A new best_of or games is checked with the rest of the match's games; a new went_first against its game 1. New
  // games bring their own went_first, which the stored one does not contradict.
  const kept = wentFirst === undefined && games === undefined ? match.wentFirst : wentFirst;
  const played = checkedGames(bestOf ?? (match.bestOf as BestOf), games ?? storedGames(match.games), kept, rulesOf(project.game));
  const merged: MatchSides = {
    winnerArchetypeId: changes.winnerArchetypeId ?? match.winnerArchetypeId,
    loserArchetypeId: changes.loserArchetypeId ?? match.loserArchetypeId,
    winnerDecklistId: changes.winnerDecklistId === undefined ? match.winnerDecklistId : changes.winnerDecklistId,
    loserDecklistId: changes.loserDecklistId === undefined ? match.loserDecklistId : changes.loserDecklistId,
    winnerUserId: changes.winnerUserId === undefined ? match.winnerUserId : changes.winnerUserId,
    loserUserId: changes.loserUserId === undefined ? match.loserUserId : changes.loserUserId,
  };
  const roster = await loadRoster(ctx, project);
  for (const kept of [match.winnerUser, match.loserUser]) if (kept && !roster.members.has(kept.id)) roster.members.set(kept.id, kept);
  const sides = checkedSides(roster, merged);
  const updated = await ctx.db.match
    .update({
      where: { id: match.id, revision: base },
      data: {
        ...changes,
        revision: { increment: 1 },
        ...played,
        ...sides,
        winnerDecklistVersion: sides.winnerDecklistId === match.winnerDecklistId ? match.winnerDecklistVersion : sides.winnerDecklistVersion,
        loserDecklistVersion: sides.loserDecklistId === match.loserDecklistId ? match.loserDecklistVersion : sides.loserDecklistVersion,
      },
      include: MATCH_DETAIL_INCLUDE,
    })
    .catch(async (error: unknown) => {
      if (!matchedNothing(error)) throw error;
      throw await staleRecord(ctx, 'match', match.id, base, await ctx.db.match.findUnique({ where: { id: match.id }, select: { revision: true, updatedAt: true } }));
    });
  await announceMatchChange(ctx, project.id, match.id, [match.winnerArchetypeId, match.loserArchetypeId, updated.winnerArchetypeId, updated.loserArchetypeId]);
  return updated;
}

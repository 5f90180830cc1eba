import type { RequestContext } from '../../context.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { updateMatchSchema } from '../../domain/validation/match-rules.ts';
import { announceMatchChange } from './match-events.ts';
import { MATCH_DETAIL_INCLUDE, matchForMember } from './match-queries.ts';
import { checkedSides, loadRoster, type MatchSides } from './match-sides.ts';

/**
 * Changes the given fields of a match (team members). The result is checked as a whole, like a new match, with two
 * allowances for history: a player who has left the team may stay on the match, and a decklist that is kept keeps
 * the version number recorded when the match was played.
 */
export async function updateMatch(ctx: RequestContext, matchId: unknown, rawInput: unknown) {
  const { match, project } = await matchForMember(ctx, matchId);
  const input = parseInput(updateMatchSchema, rawInput);
  const merged: MatchSides = {
    winner_archetype_id: input.winner_archetype_id ?? match.winnerArchetypeId,
    loser_archetype_id: input.loser_archetype_id ?? match.loserArchetypeId,
    winner_decklist_id: input.winner_decklist_id === undefined ? match.winnerDecklistId : input.winner_decklist_id,
    loser_decklist_id: input.loser_decklist_id === undefined ? match.loserDecklistId : input.loser_decklist_id,
    winner_user_id: input.winner_user_id === undefined ? match.winnerUserId : input.winner_user_id,
    loser_user_id: input.loser_user_id === undefined ? match.loserUserId : input.loser_user_id,
  };
  const roster = await loadRoster(ctx, project);
  for (const kept of [match.winnerUser, match.loserUser]) if (kept && !roster.members.has(kept.id)) roster.members.set(kept.id, kept);
  const sides = checkedSides(roster, merged);
  const updated = await ctx.db.match.update({
    where: { id: match.id },
    data: {
      ...sides,
      winnerDecklistVersion: sides.winnerDecklistId === match.winnerDecklistId ? match.winnerDecklistVersion : sides.winnerDecklistVersion,
      loserDecklistVersion: sides.loserDecklistId === match.loserDecklistId ? match.loserDecklistVersion : sides.loserDecklistVersion,
      wentFirst: input.went_first,
      matchDate: input.match_date,
      notes: input.notes,
      isActive: input.is_active,
    },
    include: MATCH_DETAIL_INCLUDE,
  });
  announceMatchChange(ctx, project.id, match.id);
  return updated;
}

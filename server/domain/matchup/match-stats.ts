// Match statistics for one perspective (GET /matches/stats). The perspective — a user,
// an archetype or a decklist — is applied by whoever aggregates the rows: each row says whether the perspective side
// won. That keeps this function free of ids and lets SQL do the grouping, e.g.
//   SELECT (winner_user_id = $1) AS won, went_first, count(*)::int AS count FROM … GROUP BY 1, 2
//
// first_player_wins is about the matches, not the perspective: in how many of them the player who went first won.
// The stored went_first already says exactly that (true = the winner went first).

import { ValidationError } from '../errors.ts';
import { addCounts, flipCounts, gameStats, noGames, unrecordedGames, type GameStats } from './game-stats.ts';
import type { GameCounts } from './games.ts';
import type { MatchRow } from './types.ts';

export interface PerspectiveRow {
  /** Whether the perspective side won these matches. */
  won: boolean;
  /** As stored on the match: true = the winner went first, false = the loser did, null = not recorded. */
  went_first: boolean | null;
  count: number;
  /** The matches' games summed from their WINNER's side, as stored; absent when none were recorded. */
  games?: GameCounts;
}

export interface MatchStats {
  total_matches: number;
  wins: number;
  losses: number;
  /** 0..1; 0 when there are no matches. */
  win_rate: number;
  first_player_wins: number;
  /** first_player_wins over the matches where who went first is known; 0 when none is. */
  first_player_rate: number;
  /** The perspective's games (each match without recorded games is one game). */
  games: GameStats;
}

export function matchStats(rows: readonly PerspectiveRow[]): MatchStats {
  let total_matches = 0;
  let wins = 0;
  let first_player_wins = 0;
  let firstKnown = 0;
  const games = noGames();
  rows.forEach((row, index) => {
    if (!Number.isInteger(row.count) || row.count < 0) {
      const message = 'Match count must be a whole number of at least 0';
      throw new ValidationError(message, [{ field: `rows[${index}].count`, message }]);
    }
    total_matches += row.count;
    if (row.won) wins += row.count;
    if (row.went_first !== null) firstKnown += row.count;
    if (row.went_first === true) first_player_wins += row.count;
    const played = row.games ?? unrecordedGames(row.went_first, row.count);
    addCounts(games, row.won ? played : flipCounts(played));
  });
  return {
    total_matches,
    wins,
    losses: total_matches - wins,
    win_rate: total_matches > 0 ? wins / total_matches : 0,
    first_player_wins,
    first_player_rate: firstKnown > 0 ? first_player_wins / firstKnown : 0,
    games: gameStats(games),
  };
}

/**
 * The matrix rows seen from one archetype, so GET /matches/stats?archetype_id can reuse the matrix query. Mirror
 * matches are dropped, as in the matrix's per-archetype totals: the archetype would be both winner and loser.
 */
export function archetypePerspective(rows: readonly MatchRow[], archetypeId: string): PerspectiveRow[] {
  return rows
    .filter((row) => (row.winner_archetype_id === archetypeId) !== (row.loser_archetype_id === archetypeId))
    .map((row) => ({ won: row.winner_archetype_id === archetypeId, went_first: row.went_first, count: row.count, games: row.games }));
}

// A matrix's counts brought up to date by the changes made since they were counted: the match rows of a kept matrix
// plus the signed rows of the changes (services/matches/matrix-cache.ts), summed per (winner, loser, went_first).

import { GAME_COUNT_KEYS } from './games.ts';
import { addCounts, noGames, unrecordedGames } from './game-stats.ts';
import type { MatchRow } from './types.ts';

const keyOf = (row: MatchRow) => `${row.winner_archetype_id} ${row.loser_archetype_id} ${row.went_first}`;

/**
 * `rows` with `changes` added: a change row counts -n for n matches that left and +n for n that came. A key whose
 * count falls to 0 is kept while it still carries games, since counted rows may hold a pair's games on one went_first
 * key only (the tally's); buildMatrix sums a pair's games over its keys, so the sums stay right.
 */
export function applyRowChanges(rows: readonly MatchRow[], changes: readonly MatchRow[]): MatchRow[] {
  const summed = new Map<string, MatchRow>();
  for (const row of [...rows, ...changes]) {
    const key = keyOf(row);
    const into = summed.get(key) ?? { ...row, count: 0, games: noGames() };
    summed.set(key, into);
    into.count += row.count;
    addCounts(into.games!, row.games ?? unrecordedGames(row.went_first, row.count));
  }
  return [...summed.values()].filter((row) => row.count > 0 || GAME_COUNT_KEYS.some((key) => row.games![key] !== 0));
}

// A matrix's counts brought up to date by the changes made since they were counted: the match rows of a kept matrix
// plus the signed rows of the changes (services/matches/matrix-cache.ts), summed per (winner, loser, went_first).

import { GAME_COUNT_KEYS } from './games.ts';
import { addCounts, noGames, unrecordedGames } from './game-stats.ts';
import type { MatchRow } from './types.ts';

const keyOf = (row: MatchRow) => `${row.winner_archetype_id} ${row.loser_archetype_id} ${row.went_first}`;

/**
 * `rows` with `changes` added: a change row counts -n for n matches that left and +n for n that came. A key whose
 * count falls to 0 is kept while it still carries games, since counted rows may hold a pair's games on one went_first
 * key only (the tally's); buildMatrix sums a pair's games over its keys, so the sums stay right. `rows` has one row per
 * key (as counted); the rows no change touches are passed on as they are, in their order, new keys after them.
 */
export function applyRowChanges(rows: readonly MatchRow[], changes: readonly MatchRow[]): MatchRow[] {
  // The changes summed per key, each into a fresh row, which the counted row of its key is then added to.
  const pending = new Map<string, MatchRow>();
  for (const change of changes) {
    const key = keyOf(change);
    let into = pending.get(key);
    if (!into) pending.set(key, (into = { ...change, count: 0, games: noGames() }));
    add(into, change);
  }
  // Most rows belong to winners no change names: those are passed on without building their keys.
  const winners = new Set(changes.map((change) => change.winner_archetype_id));
  const updated: MatchRow[] = [];
  for (const row of rows) {
    const key = winners.has(row.winner_archetype_id) ? keyOf(row) : null;
    const change = key === null ? undefined : pending.get(key);
    if (!change) {
      updated.push(row);
      continue;
    }
    pending.delete(key!);
    updated.push(add(change, row));
  }
  return [...updated, ...pending.values()].filter((row) => row.count > 0 || GAME_COUNT_KEYS.some((name) => row.games![name] !== 0));
}

/** Adds `row`'s matches and games to `into` (a row of the same key). */
function add(into: MatchRow, row: MatchRow): MatchRow {
  into.count += row.count;
  addCounts(into.games!, row.games ?? unrecordedGames(row.went_first, row.count));
  return into;
}

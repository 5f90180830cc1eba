// The matchups a team has tested least: where the next games teach the most. A pair of archetypes is one matchup
// whichever side is the row, so each unordered pair is counted once, from its cell in the matrix's row order.
import type { MatchupMatrix } from './matrix.ts';

export interface TestedMatchup {
  archetype_id: string;
  archetype_name: string;
  opponent_id: string;
  opponent_name: string;
  /** Matches (or games, as the matrix counts) between the two, either way round: what the order is by. */
  sample_size: number;
  /** Games between the two (a match whose games were not recorded counts as one). */
  game_count: number;
}

/** The `count` pairs with the fewest games, fewest first (ties in the matrix's name order). Mirrors are not matchups. */
export function leastTestedMatchups(matrix: Pick<MatchupMatrix, 'archetypes' | 'matrix'>, count: number): TestedMatchup[] {
  const position = new Map(matrix.archetypes.map((archetype, index) => [archetype.id, index]));
  const nameOf = (id: string) => matrix.archetypes[position.get(id)!].name;
  return matrix.matrix
    .filter((cell) => position.get(cell.archetype_id)! < position.get(cell.opponent_id)!)
    .map((cell) => ({ cell, order: [position.get(cell.archetype_id)!, position.get(cell.opponent_id)!] }))
    .sort((a, b) => a.cell.sample_size - b.cell.sample_size || a.order[0] - b.order[0] || a.order[1] - b.order[1])
    .slice(0, Math.max(0, count))
    .map(({ cell }) => ({
      archetype_id: cell.archetype_id,
      archetype_name: nameOf(cell.archetype_id),
      opponent_id: cell.opponent_id,
      opponent_name: nameOf(cell.opponent_id),
      sample_size: cell.sample_size,
      game_count: cell.games.wins + cell.games.losses,
    }));
}

// The matchup matrix (spec sections 2 Matrix tab, 3 Matchup matrix, 4 cell states): every ordered pair of distinct
// archetypes with wins, losses, rates and a Wilson interval, from match counts aggregated by SQL.
//
// Mirror matches (the same archetype on both sides) say nothing about how one archetype fares against another, so
// they never enter a cell and are left out of each archetype's total_matches / total_wins / win_rate. They are still
// matches played in the project, so the matrix-wide total_matches counts them. Rows naming an archetype that is not
// in the given list (inactive or deleted ones the caller filtered out) are ignored everywhere, including the total.

import { ValidationError } from '../errors.ts';
import type { Interval, MatchRow } from './types.ts';
import { wilsonInterval } from './wilson.ts';

export interface ArchetypeInput {
  id: string;
  name: string;
  short_name?: string | null;
}

export interface MatrixArchetype {
  id: string;
  name: string;
  short_name: string;
  total_matches: number;
  total_wins: number;
  /** null when the archetype has no non-mirror matches (shown as a dash, like an empty cell). */
  win_rate: number | null;
}

export interface MatrixCell {
  archetype_id: string;
  opponent_id: string;
  win_rate: number | null;
  sample_size: number;
  wins: number;
  losses: number;
  is_significant: boolean;
  /** The archetype's win rate in the games where IT went first; not a mirror of the opponent's cell (other games). */
  first_win_rate: number | null;
  first_sample_size: number;
  confidence_interval: Interval;
}

export interface MatchupMatrix {
  archetypes: MatrixArchetype[];
  matrix: MatrixCell[];
  total_matches: number;
}

export interface MatrixOptions {
  min_sample_size: number;
}

/** Short labels fall back to the first 8 characters of the name (spec section 9); code points, not UTF-16 units. */
export function shortLabel(archetype: ArchetypeInput): string {
  const short = archetype.short_name?.trim();
  return short ? short : Array.from(archetype.name).slice(0, 8).join('');
}

/** Wins of one archetype over another, split by who went first. */
interface Directed {
  total: number;
  winnerFirst: number;
  loserFirst: number;
}

/** Tallies by winner, then loser: two map lookups per pair, with no key strings built (this runs ~1,800 times a matrix). */
type PairTallies = Map<string, Map<string, Directed>>;

function tallyRows(rows: readonly MatchRow[], known: ReadonlySet<string>) {
  const directed: PairTallies = new Map();
  let total_matches = 0;
  rows.forEach((row, index) => {
    if (!Number.isInteger(row.count) || row.count < 0) {
      const message = 'Match count must be a whole number of at least 0';
      throw new ValidationError(message, [{ field: `rows[${index}].count`, message }]);
    }
    if (!known.has(row.winner_archetype_id) || !known.has(row.loser_archetype_id)) return;
    total_matches += row.count;
    if (row.winner_archetype_id === row.loser_archetype_id) return;
    let byLoser = directed.get(row.winner_archetype_id);
    if (!byLoser) directed.set(row.winner_archetype_id, (byLoser = new Map()));
    let tally = byLoser.get(row.loser_archetype_id);
    if (!tally) byLoser.set(row.loser_archetype_id, (tally = { total: 0, winnerFirst: 0, loserFirst: 0 }));
    tally.total += row.count;
    if (row.went_first === true) tally.winnerFirst += row.count;
    if (row.went_first === false) tally.loserFirst += row.count;
  });
  return { directed, total_matches };
}

const NONE: Directed = { total: 0, winnerFirst: 0, loserFirst: 0 };

function buildCell(archetype_id: string, opponent_id: string, won: Directed, lost: Directed, minSample: number): MatrixCell {
  const wins = won.total;
  const losses = lost.total;
  const sample_size = wins + losses;
  // Games where this archetype went first: it won having gone first, or the opponent won having gone second.
  const first_sample_size = won.winnerFirst + lost.loserFirst;
  return {
    archetype_id,
    opponent_id,
    win_rate: sample_size > 0 ? wins / sample_size : null,
    sample_size,
    wins,
    losses,
    is_significant: sample_size > 0 && sample_size >= minSample,
    first_win_rate: first_sample_size > 0 ? won.winnerFirst / first_sample_size : null,
    first_sample_size,
    confidence_interval: wilsonInterval(wins, sample_size),
  };
}

export function buildMatrix(archetypes: readonly ArchetypeInput[], rows: readonly MatchRow[], options: MatrixOptions): MatchupMatrix {
  const minSample = options.min_sample_size;
  if (!Number.isInteger(minSample) || minSample < 1) {
    const message = 'Minimum sample size must be at least 1';
    throw new ValidationError(message, [{ field: 'min_sample_size', message }]);
  }
  const seen = new Set<string>();
  const unique = archetypes.filter((a) => !seen.has(a.id) && Boolean(seen.add(a.id))); // first entry of an id wins
  const { directed, total_matches } = tallyRows(rows, new Set(unique.map((a) => a.id)));
  const lookup = (winner: string, loser: string) => directed.get(winner)?.get(loser) ?? NONE;

  const matrix: MatrixCell[] = [];
  const summaries: MatrixArchetype[] = unique.map((archetype) => {
    let total = 0;
    let won = 0;
    for (const opponent of unique) {
      if (opponent.id === archetype.id) continue;
      const cell = buildCell(archetype.id, opponent.id, lookup(archetype.id, opponent.id), lookup(opponent.id, archetype.id), minSample);
      matrix.push(cell);
      total += cell.sample_size;
      won += cell.wins;
    }
    return {
      id: archetype.id,
      name: archetype.name,
      short_name: shortLabel(archetype),
      total_matches: total,
      total_wins: won,
      win_rate: total > 0 ? won / total : null,
    };
  });
  return { archetypes: summaries, matrix, total_matches };
}

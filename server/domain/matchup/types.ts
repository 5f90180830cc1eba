import type { GameCounts } from './games.ts';

// Input shape shared by the matchup functions: matches aggregated by SQL, one row per (winner, loser, went_first).

export interface MatchRow {
  winner_archetype_id: string;
  loser_archetype_id: string;
  /** As stored on the match: true = the WINNER went first, false = the loser went first, null = not recorded. */
  went_first: boolean | null;
  /** Number of matches with these values; a whole number ≥ 0. */
  count: number;
  /** Their games summed from the winner's side; absent when none were recorded (each match is then one game). */
  games?: GameCounts;
}

export interface Interval {
  lower: number;
  upper: number;
}

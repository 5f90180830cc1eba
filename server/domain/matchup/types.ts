// Input shape shared by the matchup functions: matches aggregated by SQL, one row per (winner, loser, went_first).

export interface MatchRow {
  winner_archetype_id: string;
  loser_archetype_id: string;
  /** As stored on the match: true = the WINNER went first, false = the loser went first, null = not recorded. */
  went_first: boolean | null;
  /** Number of matches with these values; a whole number ≥ 0. */
  count: number;
}

export interface Interval {
  lower: number;
  upper: number;
}

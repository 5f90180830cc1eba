// How far a test plan's matchup is: matches played against a target number of matches, or the 95% Wilson interval's
// width against a largest width (the matches still needed assume the next ones go at the rate seen so far).
import type { Interval } from '../matchup/types.ts';
import { gamesNeeded, wilsonInterval } from '../matchup/wilson.ts';

export interface PlanTarget {
  targetMatches: number | null;
  maxIntervalWidth: number | null;
}

export interface MatchupProgress {
  matches_played: number;
  /** Of matches_played, the ones the plan's first archetype won. */
  wins: number;
  interval: Interval;
  interval_width: number;
  /** More matches to reach the target (0 once reached). */
  matches_needed: number;
  /** 0 to 1, for a progress bar. */
  progress: number;
  done: boolean;
}

export function matchupProgress(target: PlanTarget, record: { wins: number; losses: number }): MatchupProgress {
  const played = record.wins + record.losses;
  const interval = wilsonInterval(record.wins, played);
  const needed = target.targetMatches !== null ? Math.max(0, target.targetMatches - played) : gamesNeeded(record.wins, played, (target.maxIntervalWidth ?? 1) / 2);
  const progress = needed === 0 ? 1 : played / (played + needed);
  return { matches_played: played, wins: record.wins, interval, interval_width: interval.upper - interval.lower, matches_needed: needed, progress, done: needed === 0 };
}

// The records the statistics read, and the one rule for draws: a drawn match (or game) counts as half a win and half
// a loss wherever a rate is computed (docs/statistics.md), so a rate is (wins + ½ draws) / (wins + losses + draws).

/** Wins, losses and draws from one side. Counts may be fractional where a prior is expressed as matches. */
export interface Record3 {
  wins: number;
  losses: number;
  draws?: number;
}

/** `archetypeId`'s record against `opponentId` (two different archetypes). */
export interface MatchupRecord extends Record3 {
  archetypeId: string;
  opponentId: string;
}

/** A 95% interval around an estimate, on the probability scale. */
export interface Estimate {
  estimate: number;
  lower: number;
  upper: number;
}

/** How much of a win a draw is worth in every rate these models compute. */
export const DRAW_CREDIT = 0.5;

/** z of a two-sided 95% interval. */
export const Z95 = 1.959963984540054;

export const played = (r: Record3) => r.wins + r.losses + (r.draws ?? 0);
/** Wins with draws counted as half a win. */
export const credit = (r: Record3) => r.wins + DRAW_CREDIT * (r.draws ?? 0);
/** (wins + ½ draws) / played, or null with nothing played. */
export const rateOf = (r: Record3) => (played(r) > 0 ? credit(r) / played(r) : null);
/** The same record seen from the other side. */
export const flipped = (r: Record3): Required<Record3> => ({ wins: r.losses, losses: r.wins, draws: r.draws ?? 0 });

export const logistic = (x: number) => 1 / (1 + Math.exp(-x));
/** log(1 + e^x) without overflow. */
export const softplus = (x: number) => (x > 0 ? x + Math.log1p(Math.exp(-x)) : Math.log1p(Math.exp(x)));

/** The q-quantile of sorted values, interpolated between neighbours. */
export function quantileOfSorted(sorted: ArrayLike<number>, q: number): number {
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.min(low + 1, sorted.length - 1);
  return sorted[low] + (sorted[high] - sorted[low]) * (position - low);
}

/** Mean and 2.5%/97.5% quantiles of a set of draws. */
export function summariseDraws(values: ArrayLike<number>): Estimate {
  const sorted = Float64Array.from(values).sort();
  let sum = 0;
  for (const x of sorted) sum += x;
  return { estimate: sum / sorted.length, lower: quantileOfSorted(sorted, 0.025), upper: quantileOfSorted(sorted, 0.975) };
}

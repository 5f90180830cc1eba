// Did a new decklist version change a matchup? The record since a version against the record before it, each with its
// Wilson interval, and Fisher's exact test on the 2×2 table (since/before × won/lost). Fisher's test rather than a
// z-test because the samples are small (often under 20 matches a side), where the normal approximation is poor; the
// difference is called "more than noise" when the two-sided p-value is below NOISE_THRESHOLD (docs/decisions.md).
import type { Interval } from './types.ts';
import { wilsonInterval } from './wilson.ts';

export const NOISE_THRESHOLD = 0.05;

export interface Record {
  wins: number;
  losses: number;
}

export interface RecordWithRate extends Record {
  matches: number;
  /** null with no matches. */
  win_rate: number | null;
  interval: Interval;
}

export type Difference = 'more_than_noise' | 'could_be_noise' | 'not_enough_data';

export interface VersionComparison {
  since: RecordWithRate;
  before: RecordWithRate;
  /** Fisher's exact two-sided p-value; null when one side has no matches. */
  p_value: number | null;
  difference: Difference;
  /** One plain sentence, e.g. "Since v4: 7–2, before: 3–5. The difference could be noise (Fisher's exact test, p = 0.15)." */
  statement: string;
}

/** log(n!) for n = 0…max, by running sums (exact enough for the counts of a matchup). */
function logFactorials(max: number): number[] {
  const table = [0];
  for (let n = 1; n <= max; n++) table.push(table[n - 1] + Math.log(n));
  return table;
}

/**
 * Two-sided Fisher's exact test for the table [[a, b], [c, d]]: the probability, with the margins fixed, of a table at
 * most as likely as the one seen (the usual definition, as R's fisher.test and SciPy's fisher_exact compute it).
 */
export function fisherExactTwoSided(a: number, b: number, c: number, d: number): number {
  for (const n of [a, b, c, d]) if (!Number.isInteger(n) || n < 0) throw new RangeError('Counts must be whole numbers of at least 0');
  const row1 = a + b;
  const col1 = a + c;
  const total = a + b + c + d;
  const lf = logFactorials(total);
  // Hypergeometric log-probability of the table whose top-left cell is x.
  const logP = (x: number) => lf[row1] + lf[total - row1] + lf[col1] + lf[total - col1] - lf[total] - lf[x] - lf[row1 - x] - lf[col1 - x] - lf[total - row1 - col1 + x];
  const observed = logP(a);
  // Tables within a relative 1e-7 of the observed one count as equally likely (floating-point ties, as in R).
  const cutoff = observed + Math.log1p(1e-7);
  let p = 0;
  for (let x = Math.max(0, row1 + col1 - total); x <= Math.min(row1, col1); x++) {
    const lp = logP(x);
    if (lp <= cutoff) p += Math.exp(lp);
  }
  return Math.min(1, p);
}

export function withRate({ wins, losses }: Record): RecordWithRate {
  const matches = wins + losses;
  return { wins, losses, matches, win_rate: matches === 0 ? null : wins / matches, interval: wilsonInterval(wins, matches) };
}

const recordText = (r: Record) => `${r.wins}–${r.losses}`;
const pText = (p: number) => (p < 0.001 ? 'p < 0.001' : `p = ${p.toFixed(p < 0.01 ? 3 : 2)}`);

/** The record since `version` against the record before it. */
export function compareVersions(version: number, since: Record, before: Record): VersionComparison {
  const head = `Since v${version}: ${recordText(since)}, before: ${recordText(before)}.`;
  const result = { since: withRate(since), before: withRate(before) };
  if (result.since.matches === 0 || result.before.matches === 0) {
    const missing = result.since.matches === 0 ? `since v${version}` : `before v${version}`;
    return { ...result, p_value: null, difference: 'not_enough_data', statement: `${head} No matches ${missing} to compare with.` };
  }
  const p = fisherExactTwoSided(since.wins, since.losses, before.wins, before.losses);
  const verdict =
    p < NOISE_THRESHOLD
      ? `The difference is more than noise (Fisher's exact test, ${pText(p)}).`
      : `The difference could be noise (Fisher's exact test, ${pText(p)}).`;
  return { ...result, p_value: p, difference: p < NOISE_THRESHOLD ? 'more_than_noise' : 'could_be_noise', statement: `${head} ${verdict}` };
}

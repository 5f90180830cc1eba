// "Test next": which matchup's next matches would most change the deck choice. For a pair of archetypes and n more
// matches between them, the expected probability of choosing the right deck after seeing those matches is
//
//   Σ_k P(k wins) · P(the deck chosen after k wins is the best | k wins)
//
// estimated from the deck choice's own draws (preposterior analysis): each draw s is weighted by the binomial
// likelihood Bin(k; n, p_s) of its rate for the pair, so the weighted draws are the posterior after k wins. Choosing
// and judging on the same draws would flatter every matchup (a maximum of noisy estimates is biased upwards), so the
// draws are split in two: the choice after k wins is made on one half and judged on the other, both ways round.
// The gain over choosing now is the expected reduction in the probability of choosing wrong.
import { pairKey, type DeckChoiceDraws } from './deck-choice.ts';

/** Batches of matches tried when looking for how many would settle a matchup. */
export const MATCH_LADDER = [5, 10, 20, 40, 80] as const;
/** A matchup whose matches cannot reduce the probability of choosing wrong by this much is not worth testing for the choice. */
export const NEGLIGIBLE_GAIN = 0.01;
/** "Settled" is reaching this fraction of what the largest batch of the ladder would bring. */
export const SETTLED_FRACTION = 0.9;

export interface MatchupValue {
  archetype_id: string;
  opponent_id: string;
  /** Probability that the deck chosen now is not the best. */
  probability_wrong_now: number;
  /** Expected probability of choosing wrong after `matches` more matches of this matchup. */
  probability_wrong_after: number;
  matches: number;
  /** probability_wrong_now − probability_wrong_after (0 when the matches would not change the choice). */
  reduction: number;
  /** The fewest matches (from MATCH_LADDER) that bring 90% of what 80 would; null when even 80 change little. */
  matches_to_settle: number | null;
}

/** log of the binomial pmf Bin(k; n, p) for k = 0..n, written into `out`. */
function binomialLogPmf(n: number, p: number, out: Float64Array): void {
  const lp = Math.log(p);
  const lq = Math.log1p(-p);
  let logChoose = 0;
  for (let k = 0; k <= n; k++) {
    out[k] = logChoose + k * lp + (n - k) * lq;
    logChoose += Math.log(n - k) - Math.log(k + 1);
  }
}

const argmax = (values: Float64Array, from: number, count: number) => {
  let best = 0;
  for (let c = 1; c < count; c++) if (values[from + c] > values[from + best]) best = c;
  return best;
};

/** Expected probability of choosing right after n matches of the pair, cross-fitted on the two halves of the draws. */
export function probabilityRightAfter(draws: DeckChoiceDraws, key: string, n: number): number {
  const pair = draws.pairDraws.get(key);
  if (!pair) throw new Error(`No draws for pair ${key}`);
  const count = draws.candidates.length;
  // credit[half][k·count + c]: the likelihood-weighted draws of that half in which candidate c is best after k wins
  const credit = [new Float64Array((n + 1) * count), new Float64Array((n + 1) * count)];
  const logPmf = new Float64Array(n + 1);
  for (let s = 0; s < draws.samples; s++) {
    binomialLogPmf(n, Math.min(Math.max(pair[s], 1e-12), 1 - 1e-12), logPmf);
    const half = credit[s % 2];
    for (let k = 0; k <= n; k++) half[k * count + draws.best[s]] += Math.exp(logPmf[k]);
  }
  let right = 0;
  for (let k = 0; k <= n; k++) {
    right += credit[1][k * count + argmax(credit[0], k * count, count)];
    right += credit[0][k * count + argmax(credit[1], k * count, count)];
  }
  return right / draws.samples;
}

function probabilityRightNow(draws: DeckChoiceDraws): number {
  const counts = new Float64Array(draws.candidates.length);
  for (const c of draws.best) counts[c]++;
  return counts[argmax(counts, 0, counts.length)] / draws.samples;
}

/**
 * The value of `matches` more matches for each pair involving a candidate, most valuable first. `pairs` names the
 * (candidate, opponent) sides to report; each must have draws.
 */
export function matchupValues(draws: DeckChoiceDraws, pairs: ReadonlyArray<[candidate: string, opponent: string]>, matches: number): MatchupValue[] {
  const rightNow = probabilityRightNow(draws);
  // Rounding leaves ±1e-15 where nothing changes; gains that small are none.
  const gainAfter = (key: string, n: number) => {
    const gain = probabilityRightAfter(draws, key, n) - rightNow;
    return gain > 1e-9 ? gain : 0;
  };
  return pairs
    .map(([archetype_id, opponent_id]) => {
      const key = pairKey(archetype_id, opponent_id);
      const reduction = gainAfter(key, matches);
      const ladder = MATCH_LADDER.map((n) => [n, n === matches ? reduction : gainAfter(key, n)] as const);
      const most = ladder[ladder.length - 1][1];
      const settle = most < NEGLIGIBLE_GAIN ? null : ladder.find(([, gain]) => gain >= SETTLED_FRACTION * most)![0];
      return { archetype_id, opponent_id, probability_wrong_now: 1 - rightNow, probability_wrong_after: 1 - rightNow - reduction, matches, reduction, matches_to_settle: settle };
    })
    .sort((a, b) => b.reduction - a.reduction);
}

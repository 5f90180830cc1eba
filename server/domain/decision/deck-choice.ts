// Which deck to bring: each candidate's expected match win rate against the saved metagame, with a 95% interval and
// the probability that it is the best of the candidates, by Monte Carlo over everything that is uncertain. The model
// and its assumptions are written up in docs/statistics.md; in short:
//
// - the win rate of X against Y is Beta(1 + wins, 1 + losses) (a uniform prior updated by the matches), one draw per
//   unordered pair, Y's rate against X being 1 − that draw, so both sides of a pair always agree;
// - a mirror is exactly 50%;
// - the shares are Dirichlet(κ·share) around the saved ones, κ being how many decks the metagame is "worth"
//   (null: the shares are taken as exact);
// - a candidate's rate in one draw is Σ share · rate; the answer is the mean and the 2.5%/97.5% quantiles of those
//   rates, and P(best) the share of draws in which the candidate has the highest (ties split evenly).
import { seededSampler } from './sampling.ts';

/** X's record against Y (X ≠ Y) as the matrix counts it. */
export interface PairRecord {
  wins: number;
  losses: number;
}

export interface DeckChoiceInput {
  /** The archetypes the team may bring. */
  candidates: readonly string[];
  /** The expected field: shares need not add up to 1; archetypes at 0 are left out. */
  field: ReadonlyArray<{ id: string; share: number }>;
  /** The record of `id` against `opponentId`; null or absent when they have not met. */
  record: (id: string, opponentId: string) => PairRecord | null | undefined;
}

export interface DeckChoiceOptions {
  samples?: number;
  seed?: number;
  /** κ of the Dirichlet over the shares; null or 0 takes the shares as exact. */
  metagameSampleSize?: number | null;
}

export const DECK_CHOICE_DEFAULTS = { samples: 4000, seed: 1, metagameSampleSize: 100 } as const;

export interface CandidateEstimate {
  archetype_id: string;
  expected_win_rate: number;
  interval: { lower: number; upper: number };
  probability_best: number;
}

/** The draws behind an answer, kept for the value-of-information questions of the test plan. */
export interface DeckChoiceDraws {
  candidates: string[];
  samples: number;
  /** rates[c][s]: candidate c's expected match win rate in draw s. */
  rates: Float64Array[];
  /** The candidate with the highest rate in each draw (the first of equals). */
  best: Int32Array;
  /** Per unordered pair "x|y" with x < y that involves a candidate: x's rate against y in each draw. */
  pairDraws: Map<string, Float64Array>;
}

export const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

export function drawDeckChoice(input: DeckChoiceInput, options: DeckChoiceOptions = {}): DeckChoiceDraws {
  const samples = options.samples ?? DECK_CHOICE_DEFAULTS.samples;
  const kappa = options.metagameSampleSize === undefined ? DECK_CHOICE_DEFAULTS.metagameSampleSize : options.metagameSampleSize;
  const sampler = seededSampler(options.seed ?? DECK_CHOICE_DEFAULTS.seed);
  const candidates = [...input.candidates];
  const field = input.field.filter((f) => f.share > 0);
  const total = field.reduce((sum, f) => sum + f.share, 0);
  const shares = field.map((f) => f.share / total);

  // Every pair a candidate's rate needs, with its Beta parameters from the lower id's side.
  const pairs = new Map<string, [number, number]>();
  for (const c of candidates) {
    for (const { id } of field) {
      if (id === c || pairs.has(pairKey(c, id))) continue;
      const [x, y] = c < id ? [c, id] : [id, c];
      const r = input.record(x, y);
      pairs.set(pairKey(x, y), [1 + (r?.wins ?? 0), 1 + (r?.losses ?? 0)]);
    }
  }
  const pairDraws = new Map([...pairs.keys()].map((key) => [key, new Float64Array(samples)]));
  const rates = candidates.map(() => new Float64Array(samples));
  const best = new Int32Array(samples);

  for (let s = 0; s < samples; s++) {
    for (const [key, [a, b]] of pairs) pairDraws.get(key)![s] = sampler.beta(a, b);
    const weights = kappa && field.length > 1 ? sampler.dirichlet(shares.map((share) => kappa * share)) : shares;
    candidates.forEach((c, ci) => {
      let rate = 0;
      field.forEach(({ id }, fi) => {
        const p = id === c ? 0.5 : c < id ? pairDraws.get(pairKey(c, id))![s] : 1 - pairDraws.get(pairKey(c, id))![s];
        rate += weights[fi] * p;
      });
      rates[ci][s] = rate;
      if (rate > rates[best[s]][s]) best[s] = ci;
    });
  }
  return { candidates, samples, rates, best, pairDraws };
}

function quantile(sorted: Float64Array, q: number): number {
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.min(low + 1, sorted.length - 1);
  return sorted[low] + (sorted[high] - sorted[low]) * (position - low);
}

/** Each candidate's share of the draws where it has the highest rate; equal highest rates share the draw. */
function probabilitiesBest(draws: DeckChoiceDraws): number[] {
  const credit = draws.candidates.map(() => 0);
  for (let s = 0; s < draws.samples; s++) {
    const top = draws.rates[draws.best[s]][s];
    const tied = draws.candidates.flatMap((_, c) => (draws.rates[c][s] === top ? [c] : []));
    for (const c of tied) credit[c] += 1 / tied.length;
  }
  return credit.map((x) => x / draws.samples);
}

export function summariseDeckChoice(draws: DeckChoiceDraws): CandidateEstimate[] {
  const best = probabilitiesBest(draws);
  return draws.candidates.map((archetype_id, c) => {
    const sorted = Float64Array.from(draws.rates[c]).sort();
    const mean = sorted.reduce((sum, x) => sum + x, 0) / sorted.length;
    return { archetype_id, expected_win_rate: mean, interval: { lower: quantile(sorted, 0.025), upper: quantile(sorted, 0.975) }, probability_best: best[c] };
  });
}

/** The deck choice: no candidates or an empty field give no estimates. */
export function deckChoice(input: DeckChoiceInput, options: DeckChoiceOptions = {}): CandidateEstimate[] {
  if (input.candidates.length === 0 || !input.field.some((f) => f.share > 0)) return [];
  return summariseDeckChoice(drawDeckChoice(input, options));
}

// Partial pooling of the matchup matrix: every archetype has a strength, every matchup a deviation from what the two
// strengths predict (pooled-fit.ts), so a matchup with three matches borrows from the archetypes' other matchups.
// σ and τ are chosen by the data: the mode of their posterior, the Laplace evidence times a Gamma(2, 2) prior on
// each (mode 0.5, mean 1 on the logit scale; the shape 2 keeps the mode away from 0, Chung et al. 2013, so a small
// matrix is never pooled into "every matchup is what the strengths say"). Each matchup is reported as its posterior
// median with a 95% interval (the Gaussian approximation on the logit scale, mapped to rates), beside the team's raw
// record, the public prior it used (if any) and the rate the strengths alone give.
import { fitLaplace, type FitStart, type Hyper, type LaplaceFit, type PairData } from './pooled-fit.ts';
import { publicPrior, recordBook, type PublicPrior } from './public-prior.ts';
import { credit, logistic, played, rateOf, Z95, type Estimate, type MatchupRecord, type Record3 } from './records.ts';

export interface PooledInput {
  /** The archetypes of the matrix, in the order the answer keeps. */
  archetypes: readonly string[];
  /** The team's matches, summed per pair and side; both sides of a pair may appear (they are added up). */
  records: readonly MatchupRecord[];
  /** Public matchup records (an imported event); used only with `publicWeight` > 0. */
  publicRecords?: readonly MatchupRecord[];
  /** How many matches a pair's public record is worth at most (public-prior.ts); 0 or absent: not used. */
  publicWeight?: number;
}

export interface PooledOptions {
  /** Fixed hyperparameters instead of choosing them from the data. */
  hyper?: Hyper;
}

/** Rate of the Gamma(2, rate) prior on σ and on τ. */
export const HYPER_PRIOR_RATE = 2;

export interface PooledMatchup {
  archetypeId: string;
  opponentId: string;
  /** The team's own record, from archetypeId's side. */
  team: Required<Record3>;
  /** (wins + ½ draws) / played of the team's record; null when unplayed. */
  rawRate: number | null;
  /** The public prior used for the pair, from archetypeId's side; null when none. */
  publicPrior: PublicPrior | null;
  /** The posterior median of archetypeId's match win rate and its 95% interval. */
  pooled: Estimate;
  /** logistic(θ̂_a − θ̂_b): the rate the two strengths alone predict. */
  strengthsRate: number;
  /** Posterior mean and variance of the logit (the Gaussian approximation). */
  logit: number;
  logitVariance: number;
}

export interface PooledModel {
  archetypes: string[];
  hyper: Hyper;
  /** θ̂ per archetype with its posterior standard deviation (logit scale; 0 is an average deck). */
  strengths: { archetypeId: string; strength: number; sd: number }[];
  /** Every unordered pair (i < j in the order of `archetypes`), from the i side. */
  matchups: PooledMatchup[];
  /** What posterior draws need (pooled-draws.ts). */
  laplace: {
    strengthCovariance: Float64Array;
    /** Per matchup: the precision of its logit given the strengths (1/τ² for unplayed ones). */
    precisions: Float64Array;
  };
  logEvidence: number;
}

/** Index of pair (i, j), i < j, among the K(K−1)/2 pairs in row order. */
export const pairIndex = (count: number, i: number, j: number) => (i * (2 * count - i - 1)) / 2 + (j - i - 1);

/** Points per axis of the first search for σ and τ, between 0.05 and 3. */
const GRID = 6;

const logHyperPrior = (x: number) => Math.log(x) - HYPER_PRIOR_RATE * x;

interface Scored {
  fit: LaplaceFit;
  score: number;
  ls: number;
  lt: number;
}

/** The mode of p(σ, τ | records): a coarse grid on the log scale, then a compass search down to 0.01 in log. */
function chooseHyper(count: number, pairs: readonly PairData[]): Hyper {
  let start: FitStart | undefined;
  const evaluate = (ls: number, lt: number): Scored => {
    const fit = fitLaplace(count, pairs, { strengthSd: Math.exp(ls), deviationSd: Math.exp(lt) }, { start });
    start = fit;
    return { fit, score: fit.logEvidence + logHyperPrior(Math.exp(ls)) + logHyperPrior(Math.exp(lt)), ls, lt };
  };
  const grid = Array.from({ length: GRID }, (_, k) => Math.log(0.05) + (k * (Math.log(3) - Math.log(0.05))) / (GRID - 1));
  let best: Scored | undefined;
  grid.forEach((ls, row) => {
    // Serpentine order, so that each fit starts from its neighbour's mode.
    for (const lt of row % 2 ? [...grid].reverse() : grid) {
      const scored = evaluate(ls, lt);
      if (!best || scored.score > best.score) best = scored;
    }
  });
  let step = (grid[1] - grid[0]) / 2;
  while (step > 0.01) {
    start = best!.fit;
    const around = [evaluate(best!.ls + step, best!.lt), evaluate(best!.ls - step, best!.lt), evaluate(best!.ls, best!.lt + step), evaluate(best!.ls, best!.lt - step)];
    const better = around.reduce((a, b) => (b.score > a.score ? b : a));
    if (better.score > best!.score) best = better;
    else step /= 2;
  }
  return best!.fit.hyper;
}

/** Fits the pooled model to a matrix's records (and public priors, when given a weight). */
export function fitPooledModel(input: PooledInput, options: PooledOptions = {}): PooledModel {
  const archetypes = [...input.archetypes];
  const count = archetypes.length;
  const team = recordBook(input.records);
  const publicBook = input.publicWeight && input.publicRecords ? recordBook(input.publicRecords) : new Map<string, Required<Record3>>();
  const sides = archetypes.flatMap((a, i) =>
    archetypes.slice(i + 1).map((b, offset) => {
      const record = team.get(`${a}>${b}`) ?? { wins: 0, losses: 0, draws: 0 };
      return { i, j: i + 1 + offset, a, b, record, prior: publicPrior(publicBook.get(`${a}>${b}`), input.publicWeight ?? 0) };
    }),
  );
  // The likelihood of a pair: the team's credit and matches plus the prior's pseudo-matches.
  const data = sides.map((s) => ({ i: s.i, j: s.j, credit: credit(s.record) + (s.prior?.pseudoWins ?? 0), n: played(s.record) + (s.prior?.worth ?? 0) }));
  const playedPairs = data.filter((d) => d.n > 0);
  const fit = fitLaplace(count, playedPairs, options.hyper ?? chooseHyper(count, playedPairs), { covariance: true });
  const tau2 = fit.hyper.deviationSd ** 2;
  const cov = (i: number, j: number) => fit.strengthCovariance[i * count + j];

  const precisions = new Float64Array(sides.length).fill(1 / tau2);
  const logits = sides.map((s) => fit.strengths[s.i] - fit.strengths[s.j]);
  let k = 0;
  data.forEach((d, index) => {
    if (d.n === 0) return;
    precisions[index] = fit.precisions[k];
    logits[index] = fit.logits[k];
    k += 1;
  });
  const matchups = sides.map((s, index): PooledMatchup => {
    // η = η̂ + (θ_i − θ_j − (θ̂_i − θ̂_j)) / (τ²·precision) + N(0, 1/precision): its variance is below.
    const differenceVariance = cov(s.i, s.i) + cov(s.j, s.j) - 2 * cov(s.i, s.j);
    const variance = 1 / precisions[index] + differenceVariance / (tau2 * precisions[index]) ** 2;
    const half = Z95 * Math.sqrt(variance);
    const logit = logits[index];
    return {
      archetypeId: s.a,
      opponentId: s.b,
      team: s.record,
      rawRate: rateOf(s.record),
      publicPrior: s.prior,
      pooled: { estimate: logistic(logit), lower: logistic(logit - half), upper: logistic(logit + half) },
      strengthsRate: logistic(fit.strengths[s.i] - fit.strengths[s.j]),
      logit,
      logitVariance: variance,
    };
  });
  return {
    archetypes,
    hyper: fit.hyper,
    strengths: archetypes.map((archetypeId, i) => ({ archetypeId, strength: fit.strengths[i], sd: Math.sqrt(cov(i, i)) })),
    matchups,
    laplace: { strengthCovariance: fit.strengthCovariance, precisions },
    logEvidence: fit.logEvidence,
  };
}

/** a's pooled matchup against b, from a's side; undefined for a mirror or an archetype the model does not hold. */
export function pooledMatchup(model: PooledModel, a: string, b: string): Estimate | undefined {
  const i = model.archetypes.indexOf(a);
  const j = model.archetypes.indexOf(b);
  if (i < 0 || j < 0 || i === j) return undefined;
  const m = model.matchups[pairIndex(model.archetypes.length, Math.min(i, j), Math.max(i, j))];
  return i < j ? m.pooled : { estimate: 1 - m.pooled.estimate, lower: 1 - m.pooled.upper, upper: 1 - m.pooled.lower };
}

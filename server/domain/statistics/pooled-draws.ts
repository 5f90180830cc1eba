// Posterior draws of the pooled model, in the shape the deck choice and test-next read: per unordered pair (keyed by
// decision's pairKey, the lower id first) the lower id's match win rate in each draw. A draw takes the strengths from
// their Gaussian approximation, then each matchup's logit given them, so the matchups of one draw share their
// archetypes' strengths: new matches of one pair, weighted in by test-next, move its neighbours too.
import { CholeskyDecomposition, Matrix } from 'ml-matrix';
import { pairKey } from '../decision/deck-choice.ts';
import { seededSampler, type Sampler } from '../decision/sampling.ts';
import type { PooledModel } from './pooled-matchups.ts';
import { logistic } from './records.ts';

export interface PairDraws {
  samples: number;
  /** pairKey(x, y) → x's rate against y in each draw, x being the lower id. */
  rates: Map<string, Float64Array>;
}

export const POOLED_DRAW_DEFAULTS = { samples: 4000, seed: 1 } as const;

/** Fills `out` with standard normal draws, both values of each Box–Muller pair used (the draws are most of the cost). */
function normals(sampler: Sampler, out: Float64Array): void {
  for (let k = 0; k < out.length; k += 2) {
    const radius = Math.sqrt(-2 * Math.log(sampler.uniform()));
    const angle = 2 * Math.PI * sampler.uniform();
    out[k] = radius * Math.cos(angle);
    if (k + 1 < out.length) out[k + 1] = radius * Math.sin(angle);
  }
}

export function drawPooledRates(model: PooledModel, options: { samples?: number; seed?: number } = {}): PairDraws {
  const samples = options.samples ?? POOLED_DRAW_DEFAULTS.samples;
  const sampler = seededSampler(options.seed ?? POOLED_DRAW_DEFAULTS.seed);
  const count = model.archetypes.length;
  const tau2 = model.hyper.deviationSd ** 2;
  const { strengthCovariance, precisions } = model.laplace;
  const rates = new Map(model.matchups.map((m) => [pairKey(m.archetypeId, m.opponentId), new Float64Array(samples)]));
  if (count < 2) return { samples, rates };
  const covariance = new Matrix(Array.from({ length: count }, (_, i) => Array.from(strengthCovariance.subarray(i * count, (i + 1) * count))));
  const root = new CholeskyDecomposition(covariance).lowerTriangularMatrix.to2DArray();
  const index = new Map(model.archetypes.map((id, i) => [id, i]));
  const pairs = model.matchups.map((m, k) => ({
    i: index.get(m.archetypeId)!,
    j: index.get(m.opponentId)!,
    out: rates.get(pairKey(m.archetypeId, m.opponentId))!,
    lowerFirst: m.archetypeId < m.opponentId,
    logit: m.logit,
    shift: 1 / (tau2 * precisions[k]),
    sd: 1 / Math.sqrt(precisions[k]),
  }));
  const z = new Float64Array(count + pairs.length);
  const delta = new Float64Array(count);
  for (let s = 0; s < samples; s++) {
    normals(sampler, z);
    // θ − θ̂ = L·z with L·Lᵀ the strengths' covariance.
    for (let i = 0; i < count; i++) {
      let sum = 0;
      for (let c = 0; c <= i; c++) sum += root[i][c] * z[c];
      delta[i] = sum;
    }
    pairs.forEach((p, k) => {
      const rate = logistic(p.logit + (delta[p.i] - delta[p.j]) * p.shift + p.sd * z[count + k]);
      p.out[s] = p.lowerFirst ? rate : 1 - rate;
    });
  }
  return { samples, rates };
}

// The partial-pooling model for fixed hyperparameters: its posterior mode by Newton's method and the Gaussian
// (Laplace) approximation around it. The model (docs/statistics.md, "Partial pooling"):
//
//   logit p_ij = η_ij,   η_ij ~ N(θ_i − θ_j, τ²)   (a matchup: the strengths' prediction plus a deviation)
//   θ_i ~ N(0, σ²)                                 (a deck's strength against an average deck)
//   credit_ij ~ Binomial(n_ij, p_ij)               (wins + ½ draws of i against j in n_ij matches)
//
// A pair without matches has no likelihood: given θ its η is N(θ_i − θ_j, τ²) exactly, so only played pairs are
// fitted. The Newton step eliminates the η's (their Hessian block is diagonal), leaving a K×K system in the θ's:
// S = Bᵀ·diag(d/(1 + τ²d))·B + I/σ², d = n·p(1 − p), B the pairs' ±1 incidence rows. S is also the precision of the
// θ's in the Gaussian approximation, and log det H = Σ log(d + 1/τ²) + log det S gives the Laplace evidence that
// chooses σ and τ (pooled-matchups.ts).
import { CholeskyDecomposition, Matrix } from 'ml-matrix';
import { logistic, softplus } from './records.ts';

/** One played pair, i < j by index: i's credit (wins + ½ draws, plus any prior pseudo-matches) in n matches. */
export interface PairData {
  i: number;
  j: number;
  credit: number;
  n: number;
}

export interface Hyper {
  /** σ: the spread of deck strengths, on the logit scale. */
  strengthSd: number;
  /** τ: the spread of a matchup around what the two strengths predict, on the logit scale. */
  deviationSd: number;
}

/** The mode and the Gaussian approximation around it; plain arrays, so it crosses a worker boundary as it is. */
export interface LaplaceFit {
  hyper: Hyper;
  /** θ̂ per archetype. */
  strengths: Float64Array;
  /** η̂ per played pair (the order of the pairs given). */
  logits: Float64Array;
  /** d + 1/τ² per played pair: the precision of η given the θ's. */
  precisions: Float64Array;
  /** S⁻¹, row-major K×K: the covariance of the θ's (empty unless asked for: the search for σ and τ needs none). */
  strengthCovariance: Float64Array;
  /** The Laplace approximation of log p(records | σ, τ), up to a constant that does not depend on σ and τ. */
  logEvidence: number;
  iterations: number;
}

const MAX_ITERATIONS = 100;
/** Newton stops when no coordinate moves by more than this (logit scale). */
const STEP_TOLERANCE = 1e-10;

function objective(pairs: readonly PairData[], hyper: Hyper, theta: Float64Array, eta: Float64Array): number {
  const tau2 = hyper.deviationSd ** 2;
  let f = 0;
  for (let k = 0; k < pairs.length; k++) {
    const p = pairs[k];
    const deviation = eta[k] - (theta[p.i] - theta[p.j]);
    f += p.credit * eta[k] - p.n * softplus(eta[k]) - (deviation * deviation) / (2 * tau2);
  }
  for (const t of theta) f -= (t * t) / (2 * hyper.strengthSd ** 2);
  return f;
}

/** S = Bᵀ·diag(weights)·B + I/σ². */
function strengthPrecision(count: number, pairs: readonly PairData[], weights: Float64Array, strengthSd: number): Matrix {
  const s = Matrix.eye(count, count, 1 / strengthSd ** 2);
  pairs.forEach(({ i, j }, k) => {
    const w = weights[k];
    s.set(i, i, s.get(i, i) + w);
    s.set(j, j, s.get(j, j) + w);
    s.set(i, j, s.get(i, j) - w);
    s.set(j, i, s.get(j, i) - w);
  });
  return s;
}

interface Curvature {
  /** d + 1/τ² per pair. */
  precisions: Float64Array;
  chol: CholeskyDecomposition;
}

function curvature(count: number, pairs: readonly PairData[], hyper: Hyper, eta: Float64Array): Curvature {
  const tau2 = hyper.deviationSd ** 2;
  const precisions = new Float64Array(pairs.length);
  const weights = new Float64Array(pairs.length);
  pairs.forEach((p, k) => {
    const prob = logistic(eta[k]);
    const d = p.n * prob * (1 - prob);
    precisions[k] = d + 1 / tau2;
    weights[k] = d / (1 + tau2 * d);
  });
  const chol = new CholeskyDecomposition(strengthPrecision(count, pairs, weights, hyper.strengthSd));
  if (!chol.isPositiveDefinite()) throw new Error('The pooled model lost positive definiteness');
  return { precisions, chol };
}

export interface FitStart {
  strengths: Float64Array;
  logits: Float64Array;
}

/** The posterior mode for `count` archetypes and the played `pairs`, and the Laplace approximation around it. */
export function fitLaplace(count: number, pairs: readonly PairData[], hyper: Hyper, options: { start?: FitStart; covariance?: boolean } = {}): LaplaceFit {
  const { start } = options;
  const tau2 = hyper.deviationSd ** 2;
  const sigma2 = hyper.strengthSd ** 2;
  let theta = start ? Float64Array.from(start.strengths) : new Float64Array(count);
  let eta = start ? Float64Array.from(start.logits) : new Float64Array(pairs.length);
  let f = objective(pairs, hyper, theta, eta);
  const gEta = new Float64Array(pairs.length);
  const dEta = new Float64Array(pairs.length);
  const rhs = new Float64Array(count);
  let iterations = 0;
  for (; iterations < MAX_ITERATIONS; iterations++) {
    // Gradient of the log posterior: gη in gEta, gθ in rhs.
    rhs.fill(0);
    for (let k = 0; k < pairs.length; k++) {
      const p = pairs[k];
      const residual = (eta[k] - (theta[p.i] - theta[p.j])) / tau2;
      gEta[k] = p.credit - p.n * logistic(eta[k]) - residual;
      rhs[p.i] += residual;
      rhs[p.j] -= residual;
    }
    for (let i = 0; i < count; i++) rhs[i] -= theta[i] / sigma2;
    // Newton step through the Schur complement: S·Δθ = gθ + Bᵀ(gη / (τ²·precision)), then Δη from Δθ.
    const { precisions, chol } = curvature(count, pairs, hyper, eta);
    for (let k = 0; k < pairs.length; k++) {
      const v = gEta[k] / (tau2 * precisions[k]);
      rhs[pairs[k].i] += v;
      rhs[pairs[k].j] -= v;
    }
    const dTheta = chol.solve(Matrix.columnVector(Array.from(rhs))).getColumn(0);
    let largest = 0;
    for (let k = 0; k < pairs.length; k++) {
      dEta[k] = (gEta[k] + (dTheta[pairs[k].i] - dTheta[pairs[k].j]) / tau2) / precisions[k];
      largest = Math.max(largest, Math.abs(dEta[k]));
    }
    for (const d of dTheta) largest = Math.max(largest, Math.abs(d));
    // The log posterior is concave, so a Newton step is an ascent direction; halving guards the first steps from far.
    let scale = 1;
    for (;;) {
      const t = theta.map((x, i) => x + scale * dTheta[i]);
      const e = eta.map((x, k) => x + scale * dEta[k]);
      const next = objective(pairs, hyper, t, e);
      if (next >= f - 1e-12 * Math.abs(f) || scale < 1e-6) {
        [theta, eta, f] = [t, e, next];
        break;
      }
      scale /= 2;
    }
    if (largest * scale < STEP_TOLERANCE) break;
  }
  const { precisions, chol } = curvature(count, pairs, hyper, eta);
  const lower = chol.lowerTriangularMatrix;
  let logDetS = 0;
  for (let i = 0; i < count; i++) logDetS += 2 * Math.log(lower.get(i, i));
  // S⁻¹ from two triangular solves, made exactly symmetric (rounding leaves it off by ~1e-17, which a later
  // Cholesky refuses).
  let covariance = new Float64Array(0);
  if (options.covariance) {
    const inverse = chol.solve(Matrix.eye(count, count)).to2DArray();
    covariance = Float64Array.from({ length: count * count }, (_, k) => (inverse[Math.floor(k / count)][k % count] + inverse[k % count][Math.floor(k / count)]) / 2);
  }
  let logEvidence = f - count * Math.log(hyper.strengthSd) - pairs.length * Math.log(hyper.deviationSd) - logDetS / 2;
  for (const precision of precisions) logEvidence -= Math.log(precision) / 2;
  return {
    hyper,
    strengths: theta,
    logits: eta,
    precisions,
    strengthCovariance: covariance,
    logEvidence,
    iterations,
  };
}

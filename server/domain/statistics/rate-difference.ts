// The difference of two rates with its 95% interval: X − Y for independent X ~ Beta(a₁, b₁) and Y ~ Beta(a₂, b₂),
// the posteriors of two win rates under uniform priors. Computed, not sampled: each Beta is laid on a grid of
// GRID bins (its density at the bin's middle, normalised; the mass spread evenly inside a bin), and
// P(X − Y ≤ t) = Σ_y P(Y = y)·F_X(y + t) is inverted by bisection. The grid error is below 1e-5 for the
// parameters a matrix produces (tests check closed forms).
import { credit, played, type Estimate, type Record3 } from './records.ts';

const GRID = 2000;

/** The cumulative masses of Beta(a, b) at the bin edges k / GRID (cdf[0] = 0, cdf[GRID] = 1). */
function betaCdfOnGrid(a: number, b: number): Float64Array {
  const logDensity = new Float64Array(GRID);
  let top = -Infinity;
  for (let k = 0; k < GRID; k++) {
    const x = (k + 0.5) / GRID;
    logDensity[k] = (a - 1) * Math.log(x) + (b - 1) * Math.log1p(-x);
    top = Math.max(top, logDensity[k]);
  }
  const cdf = new Float64Array(GRID + 1);
  for (let k = 0; k < GRID; k++) cdf[k + 1] = cdf[k] + Math.exp(logDensity[k] - top);
  for (let k = 0; k <= GRID; k++) cdf[k] /= cdf[GRID];
  return cdf;
}

/** F(u) of a grid CDF, linear inside a bin; 0 below 0 and 1 above 1. */
function cdfAt(cdf: Float64Array, u: number): number {
  if (u <= 0) return 0;
  if (u >= 1) return 1;
  const position = u * GRID;
  const k = Math.floor(position);
  return cdf[k] + (cdf[k + 1] - cdf[k]) * (position - k);
}

export interface BetaParameters {
  alpha: number;
  beta: number;
}

/** The posterior of a rate under a uniform prior, draws counted half. */
export const posteriorOf = (r: Record3): BetaParameters => ({ alpha: 1 + credit(r), beta: 1 + played(r) - credit(r) });

function invert(cdf: (t: number) => number, q: number, low: number, high: number): number {
  for (let i = 0; i < 50; i++) {
    const mid = (low + high) / 2;
    if (cdf(mid) < q) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/** The mean and the 2.5%/97.5% quantiles of a Beta posterior. */
export function betaInterval({ alpha, beta }: BetaParameters): Estimate {
  const cdf = betaCdfOnGrid(alpha, beta);
  return { estimate: alpha / (alpha + beta), lower: invert((t) => cdfAt(cdf, t), 0.025, 0, 1), upper: invert((t) => cdfAt(cdf, t), 0.975, 0, 1) };
}

export interface RateDifference extends Estimate {
  /** P(X > Y): how sure it is that the first rate is the higher. */
  probabilityPositive: number;
}

/** X − Y: its mean, 95% interval and P(X > Y). */
export function rateDifference(x: BetaParameters, y: BetaParameters): RateDifference {
  const fx = betaCdfOnGrid(x.alpha, x.beta);
  const fy = betaCdfOnGrid(y.alpha, y.beta);
  // P(X − Y ≤ t) = Σ over Y's bins of their mass times F_X(y + t), y at the bin's middle.
  const cdf = (t: number) => {
    let sum = 0;
    for (let k = 0; k < GRID; k++) sum += (fy[k + 1] - fy[k]) * cdfAt(fx, (k + 0.5) / GRID + t);
    return sum;
  };
  return {
    estimate: x.alpha / (x.alpha + x.beta) - y.alpha / (y.alpha + y.beta),
    lower: invert(cdf, 0.025, -1, 1),
    upper: invert(cdf, 0.975, -1, 1),
    probabilityPositive: 1 - cdf(0),
  };
}

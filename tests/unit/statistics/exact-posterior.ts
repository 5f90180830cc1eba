// Reference values for the pooled model by numeric integration over the matchups' logits (a grid, no sampling), for
// two and three archetypes with fixed σ and τ. With K archetypes the logits' prior is Gaussian with covariance
// σ²·(e_i − e_j)·(e_k − e_l)ᵀ + τ²·I, so the exact posterior needs no strengths at all.
import { softplus } from '../../../server/domain/statistics/records.ts';

export interface ExactMarginal {
  /** The posterior median, 2.5% and 97.5% quantiles of the first pair's rate, and the mode of its logit. */
  median: number;
  lower: number;
  upper: number;
  mean: number;
}

const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/** Quantile of a distribution given on an even grid of logits (masses per point), on the rate scale. */
function quantile(grid: Float64Array, mass: Float64Array, q: number): number {
  let cumulative = 0;
  for (let k = 0; k < grid.length; k++) {
    const next = cumulative + mass[k];
    if (next >= q) {
      // Mass spread evenly over the point's cell, as a midpoint rule does.
      const h = grid[1] - grid[0];
      return logistic(grid[k] - h / 2 + (h * (q - cumulative)) / mass[k]);
    }
    cumulative = next;
  }
  return logistic(grid[grid.length - 1]);
}

function invert3(m: number[][]): number[][] {
  const [[a, b, c], [d, e, f], [g, h, i]] = m;
  const det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g);
  return [
    [(e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det],
    [(f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det],
    [(d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det],
  ];
}

/**
 * The first pair's posterior over `pairs` (credit, n) of three archetypes: pairs (0,1), (0,2), (1,2), each from
 * the lower index's side. `points` grid points per axis over ±`span` around 0.
 */
export function exactThree(pairs: [number, number][], sigma: number, tau: number, points = 81, span = 4): ExactMarginal {
  const s2 = sigma * sigma;
  const t2 = tau * tau;
  const cov = [
    [2 * s2 + t2, s2, -s2],
    [s2, 2 * s2 + t2, s2],
    [-s2, s2, 2 * s2 + t2],
  ];
  const precision = invert3(cov);
  const grid = Float64Array.from({ length: points }, (_, k) => -span + (2 * span * k) / (points - 1));
  const logLik = pairs.map(([credit, n]) => Float64Array.from(grid, (x) => credit * x - n * softplus(x)));
  const all = new Float64Array(points ** 3);
  let top = -Infinity;
  let index = 0;
  for (let a = 0; a < points; a++)
    for (let b = 0; b < points; b++)
      for (let c = 0; c < points; c++) {
        const x = [grid[a], grid[b], grid[c]];
        let quad = 0;
        for (let r = 0; r < 3; r++) for (let s = 0; s < 3; s++) quad += x[r] * precision[r][s] * x[s];
        all[index] = logLik[0][a] + logLik[1][b] + logLik[2][c] - quad / 2;
        top = Math.max(top, all[index++]);
      }
  const mass = new Float64Array(points);
  let total = 0;
  index = 0;
  for (let a = 0; a < points; a++)
    for (let bc = 0; bc < points * points; bc++) {
      const w = Math.exp(all[index++] - top);
      mass[a] += w;
      total += w;
    }
  let mean = 0;
  for (let a = 0; a < points; a++) {
    mass[a] /= total;
    mean += mass[a] * logistic(grid[a]);
  }
  return { median: quantile(grid, mass, 0.5), lower: quantile(grid, mass, 0.025), upper: quantile(grid, mass, 0.975), mean };
}

/** The one pair of two archetypes: its logit is N(0, 2σ² + τ²) a priori. Also returns the posterior mode's logit. */
export function exactTwo(credit: number, n: number, sigma: number, tau: number, points = 20001, span = 10): ExactMarginal & { mode: number } {
  const s2 = 2 * sigma * sigma + tau * tau;
  const grid = Float64Array.from({ length: points }, (_, k) => -span + (2 * span * k) / (points - 1));
  const log = Float64Array.from(grid, (x) => credit * x - n * softplus(x) - (x * x) / (2 * s2));
  let top = -Infinity;
  let mode = 0;
  log.forEach((v, k) => {
    if (v > top) [top, mode] = [v, grid[k]];
  });
  const mass = Float64Array.from(log, (v) => Math.exp(v - top));
  const total = mass.reduce((sum, x) => sum + x, 0);
  let mean = 0;
  mass.forEach((m, k) => {
    mass[k] = m / total;
    mean += mass[k] * logistic(grid[k]);
  });
  return { median: quantile(grid, mass, 0.5), lower: quantile(grid, mass, 0.025), upper: quantile(grid, mass, 0.975), mean, mode };
}

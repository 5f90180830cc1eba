// Wilson score intervals for win rates. Used rather than the normal (Wald) interval because matchup cells are small
// (often under 20 games) and rates near 0 or 1 are common; Wald collapses to zero width at 0/n and n/n.

import { ValidationError } from '../errors.ts';
import type { Interval } from './types.ts';

export const DEFAULT_Z = 1.96;

function invalid(field: string, message: string): ValidationError {
  return new ValidationError(message, [{ field, message }]);
}

function checkZ(z: number): void {
  if (!Number.isFinite(z) || z <= 0) throw invalid('z', 'z must be a positive number');
}

function checkCounts(successes: number, trials: number, successField: string, trialField: string): void {
  if (!Number.isInteger(trials) || trials < 0) throw invalid(trialField, 'Number of games must be a whole number of at least 0');
  if (!Number.isInteger(successes) || successes < 0 || successes > trials) {
    throw invalid(successField, 'Number of wins must be a whole number between 0 and the number of games');
  }
}

/** Centre and half-width of the Wilson interval for rate p over n trials; n may be any real ≥ 0. */
function wilsonShape(p: number, n: number, z: number): { centre: number; halfWidth: number } {
  // With no trials the interval is the whole of [0, 1] (the limit of the formula as n → 0).
  if (n === 0) return { centre: 0.5, halfWidth: 0.5 };
  const z2 = z * z;
  const denominator = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denominator;
  const halfWidth = (z / denominator) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { centre, halfWidth };
}

export function wilsonInterval(successes: number, trials: number, z = DEFAULT_Z): Interval {
  checkZ(z);
  checkCounts(successes, trials, 'successes', 'trials');
  if (trials === 0) return { lower: 0, upper: 1 };
  const { centre, halfWidth } = wilsonShape(successes / trials, trials, z);
  // The ends are exactly 0 and 1 at 0/n and n/n; set them so rounding noise never shows as 0.0000000001.
  return {
    lower: successes === 0 ? 0 : Math.max(0, centre - halfWidth),
    upper: successes === trials ? 1 : Math.min(1, centre + halfWidth),
  };
}

/**
 * How many more games a cell needs before its Wilson half-width is at most `target_half_width`, assuming the future
 * games go at the least favourable rate still inside the cell's 95% interval: the one closest to 50%, where a rate
 * is hardest to pin down. Assuming the observed rate instead rewarded lopsided small samples (a 0–4 cell "needed 12"
 * while a 4–4 cell needed 93): four games do not show that a matchup is 0%, and its interval still reaches 49%.
 * With no games the rate is 50%. The half-width falls strictly as n grows for any fixed rate, so the smallest total
 * n is found by doubling then bisecting on the exact Wilson width.
 */
export function gamesNeeded(wins: number, sample_size: number, target_half_width: number, z = DEFAULT_Z): number {
  checkZ(z);
  checkCounts(wins, sample_size, 'wins', 'sample_size');
  if (!Number.isFinite(target_half_width) || target_half_width <= 0 || target_half_width >= 0.5) {
    throw invalid('target_half_width', 'Target half-width must be greater than 0 and less than 0.5');
  }
  const { lower, upper } = wilsonInterval(wins, sample_size, z);
  if ((upper - lower) / 2 <= target_half_width) return 0;
  const p = Math.min(Math.max(0.5, lower), upper);
  const fits = (n: number) => wilsonShape(p, n, z).halfWidth <= target_half_width;
  let tooFew = sample_size; // invariant: tooFew does not fit (checked above, or wider at the planning rate), enough fits
  let enough = Math.max(1, sample_size * 2);
  while (!fits(enough)) {
    tooFew = enough;
    enough *= 2;
    if (enough > Number.MAX_SAFE_INTEGER) throw invalid('target_half_width', 'Target half-width is too small');
  }
  while (enough - tooFew > 1) {
    const middle = Math.floor((tooFew + enough) / 2);
    if (fits(middle)) enough = middle;
    else tooFew = middle;
  }
  return enough - sample_size;
}

// Field-weighted expected win rate: how each deck should do against a metagame whose shares the user enters.
//
// Each deck's rate is Σ wᵢ·pᵢ over the field, with pᵢ its observed win rate against archetype i. The mirror counts
// as exactly 50% with no variance (one side of a mirror always wins). Opponents with no games are unknown, not
// 50%: they are dropped and the weights renormalised over the known share, which is reported as `coverage` so the
// client can say "based on 70% of the field". Any cell with games is used, significant or not: its uncertainty is
// what the standard error carries.
//
// The standard error sums wᵢ²·p̃ᵢ(1−p̃ᵢ)/nᵢ with the Wilson-adjusted p̃ = (x + z²/2)/(n + z²), so a 3-0 cell still
// contributes variance instead of claiming certainty.

import { ValidationError } from '../errors.ts';
import type { MatchupMatrix } from './matrix.ts';
import type { Interval } from './types.ts';
import { DEFAULT_Z } from './wilson.ts';

export interface ExpectedWinRate {
  archetype_id: string;
  /** null when no part of the field has data for this deck (coverage 0). */
  expected_win_rate: number | null;
  standard_error: number | null;
  interval: Interval | null;
  /** Share of the (normalised) field this rate is based on, 0..1. */
  coverage: number;
}

/** Shares as entered; they need not add up to 1 (percentages or table counts both work). */
export type FieldShares = Record<string, number>;

function normaliseField(field: FieldShares): Array<[id: string, weight: number]> {
  const entries = Object.entries(field);
  const problems = entries
    .filter(([, share]) => !Number.isFinite(share) || share < 0)
    .map(([id]) => ({ field: `field.${id}`, message: 'Metagame share must be a number of at least 0' }));
  if (problems.length > 0) throw new ValidationError(problems[0].message, problems);
  const total = entries.reduce((sum, [, share]) => sum + share, 0);
  if (total <= 0) {
    const message = 'Metagame shares must add up to more than 0';
    throw new ValidationError(message, [{ field: 'field', message }]);
  }
  return entries.filter(([, share]) => share > 0).map(([id, share]) => [id, share / total]);
}

export function expectedWinRates(
  matrix: Pick<MatchupMatrix, 'archetypes' | 'matrix'>,
  field: FieldShares,
  z = DEFAULT_Z,
): ExpectedWinRate[] {
  if (!Number.isFinite(z) || z <= 0) throw new ValidationError('z must be a positive number', [{ field: 'z', message: 'z must be a positive number' }]);
  const weights = normaliseField(field);
  const cells = new Map(matrix.matrix.map((c) => [JSON.stringify([c.archetype_id, c.opponent_id]), c]));
  const z2 = z * z;

  return matrix.archetypes.map(({ id }) => {
    // [weight, rate, variance of the rate] for each part of the field with data
    const known: Array<[number, number, number]> = [];
    for (const [opponentId, weight] of weights) {
      if (opponentId === id) {
        known.push([weight, 0.5, 0]);
        continue;
      }
      const cell = cells.get(JSON.stringify([id, opponentId]));
      if (!cell || cell.sample_size === 0) continue;
      const adjusted = (cell.wins + z2 / 2) / (cell.sample_size + z2);
      known.push([weight, cell.wins / cell.sample_size, (adjusted * (1 - adjusted)) / cell.sample_size]);
    }
    const coverage = known.reduce((sum, [w]) => sum + w, 0);
    if (coverage === 0) return { archetype_id: id, expected_win_rate: null, standard_error: null, interval: null, coverage: 0 };
    const rate = known.reduce((sum, [w, p]) => sum + (w / coverage) * p, 0);
    const standard_error = Math.sqrt(known.reduce((sum, [w, , v]) => sum + (w / coverage) ** 2 * v, 0));
    return {
      archetype_id: id,
      expected_win_rate: rate,
      standard_error,
      interval: { lower: Math.max(0, rate - z * standard_error), upper: Math.min(1, rate + z * standard_error) },
      coverage,
    };
  });
}

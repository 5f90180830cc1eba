// The adapting field: the Nash equilibrium of the symmetric matchup game on each posterior draw of the matrix
// (equilibrium.ts), summarised per archetype as the probability of being in the equilibrium's support and its mean
// weight, and the distance of a saved metagame from equilibrium. The distance is measured as exploitability: how far
// above 50% the best archetype against the metagame wins (0 exactly when the metagame is an equilibrium: no deck
// beats it), with the total variation distance ½·Σ|share − weight| to the draw's equilibrium beside it.
import { pairKey } from '../decision/deck-choice.ts';
import { maximinMix } from './equilibrium.ts';
import type { PairDraws } from './pooled-draws.ts';
import { summariseDraws, type Estimate } from './records.ts';

export interface EquilibriumInput {
  archetypes: readonly string[];
  /** Posterior draws with every pair of `archetypes` (pooled-draws.ts, or the deck choice's). */
  draws: PairDraws;
  /** A saved metagame to measure; shares need not add up to 1, archetypes outside `archetypes` are left out. */
  metagame?: ReadonlyArray<{ id: string; share: number }>;
}

export interface EquilibriumArchetype {
  archetypeId: string;
  /** The share of draws in whose equilibrium the archetype has a weight. */
  probabilityInSupport: number;
  /** Its weight in the equilibrium, averaged over the draws, with a 95% interval. */
  weight: Estimate;
  /** With a metagame: the share of draws in which it is the best answer to it (ties split). */
  probabilityBestResponse: number | null;
}

export interface EquilibriumSummary {
  samples: number;
  archetypes: EquilibriumArchetype[];
  /** With a metagame: the best response's win rate against it minus ½, over the draws. */
  exploitability: Estimate | null;
  /** With a metagame: ½·Σ|share − equilibrium weight| over the draws. */
  totalVariation: Estimate | null;
}

/** Draws solved by default: 1,000 linear programs (about 0.3 s at 30 archetypes); ±3 points on a probability. */
export const EQUILIBRIUM_SAMPLES = 1000;

function metagameShares(archetypes: readonly string[], metagame: EquilibriumInput['metagame']): number[] | null {
  if (!metagame) return null;
  const shares = archetypes.map((id) => metagame.filter((m) => m.id === id && m.share > 0).reduce((sum, m) => sum + m.share, 0));
  const total = shares.reduce((sum, x) => sum + x, 0);
  return total > 0 ? shares.map((x) => x / total) : null;
}

export function equilibriumOfDraws(input: EquilibriumInput, options: { samples?: number } = {}): EquilibriumSummary {
  const ids = [...input.archetypes];
  const count = ids.length;
  const samples = Math.min(options.samples ?? EQUILIBRIUM_SAMPLES, input.draws.samples);
  const shares = metagameShares(ids, input.metagame);
  if (count === 0 || samples === 0) return { samples: 0, archetypes: [], exploitability: null, totalVariation: null };
  // For each ordered pair, the draws of the lower id's rate and whether (i, j) reads them as they are.
  const cells = ids.map((a) =>
    ids.map((b) => {
      if (a === b) return null;
      const draws = input.draws.rates.get(pairKey(a, b));
      if (!draws) throw new Error(`No draws for the pair ${a} / ${b}`);
      return { draws, direct: a < b };
    }),
  );
  const weights = ids.map(() => new Float64Array(samples));
  const inSupport = new Float64Array(count);
  const bestResponse = new Float64Array(count);
  const exploitability = new Float64Array(samples);
  const totalVariation = new Float64Array(samples);
  const matrix = ids.map(() => new Array<number>(count).fill(0.5));
  for (let s = 0; s < samples; s++) {
    for (let i = 0; i < count; i++) {
      for (let j = 0; j < count; j++) {
        const cell = cells[i][j];
        if (cell) matrix[i][j] = cell.direct ? cell.draws[s] : 1 - cell.draws[s];
      }
    }
    const { mix } = maximinMix(matrix);
    mix.forEach((x, i) => {
      weights[i][s] = x;
      if (x > 0) inSupport[i] += 1;
    });
    if (!shares) continue;
    // Each archetype's win rate against the metagame; the best of them is what the metagame leaves open.
    const against = matrix.map((row) => row.reduce((sum, rate, j) => sum + rate * shares[j], 0));
    const top = Math.max(...against);
    const best = against.flatMap((rate, i) => (rate === top ? [i] : []));
    for (const i of best) bestResponse[i] += 1 / best.length;
    exploitability[s] = top - 0.5;
    totalVariation[s] = mix.reduce((sum, x, i) => sum + Math.abs(x - shares[i]), 0) / 2;
  }
  return {
    samples,
    archetypes: ids.map((archetypeId, i) => ({
      archetypeId,
      probabilityInSupport: inSupport[i] / samples,
      weight: summariseDraws(weights[i]),
      probabilityBestResponse: shares ? bestResponse[i] / samples : null,
    })),
    exploitability: shares ? summariseDraws(exploitability) : null,
    totalVariation: shares ? summariseDraws(totalVariation) : null,
  };
}

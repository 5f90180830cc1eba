import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pairKey } from '../../../server/domain/decision/deck-choice.ts';
import { equilibriumOfDraws } from '../../../server/domain/statistics/equilibrium-draws.ts';
import { maximinMix, solveMatrixGame } from '../../../server/domain/statistics/equilibrium.ts';
import { drawPooledRates } from '../../../server/domain/statistics/pooled-draws.ts';
import { fitPooledModel } from '../../../server/domain/statistics/pooled-matchups.ts';
import { proTourRecords } from './realworld.ts';

const ROCK_PAPER_SCISSORS = [
  [0.5, 0, 1],
  [1, 0.5, 0],
  [0, 1, 0.5],
];

// The simplex works to yalps' precision of 1e-8: weights and values are compared to 7 decimals.
describe('solveMatrixGame: games with known equilibria', () => {
  it('rock–paper–scissors: a third each, value ½', () => {
    const { row, column, value } = solveMatrixGame(ROCK_PAPER_SCISSORS);
    for (const x of [...row, ...column]) expect(x).toBeCloseTo(1 / 3, 7);
    expect(value).toBeCloseTo(0.5, 7);
  });

  it('an uneven rock–paper–scissors: weights proportional to the edge of the other two matchups', () => {
    // A beats B 70%, B beats C 60%, C beats A 80%: with edges a = .2, b = .1, c = .3 the mix is (b, c, a) / (a + b + c).
    const { row } = solveMatrixGame([
      [0.5, 0.7, 0.2],
      [0.3, 0.5, 0.6],
      [0.8, 0.4, 0.5],
    ]);
    expect(row[0]).toBeCloseTo(1 / 6, 7);
    expect(row[1]).toBeCloseTo(1 / 2, 7);
    expect(row[2]).toBeCloseTo(1 / 3, 7);
  });

  it('a 2×2 game of two candidates against two decks: the closed form p = (d − c) / (a − b − c + d)', () => {
    const [a, b, c, d] = [0.8, 0.3, 0.4, 0.6];
    const { row, column, value } = solveMatrixGame([
      [a, b],
      [c, d],
    ]);
    expect(row[0]).toBeCloseTo((d - c) / (a - b - c + d), 7);
    expect(column[0]).toBeCloseTo((d - b) / (a - b - c + d), 7);
    expect(value).toBeCloseTo((a * d - b * c) / (a - b - c + d), 7);
  });

  it('a deck that beats every other is the whole equilibrium', () => {
    const { row } = solveMatrixGame([
      [0.5, 0.55, 0.6],
      [0.45, 0.5, 0.9],
      [0.4, 0.1, 0.5],
    ]);
    expect(row).toEqual([1, 0, 0]);
  });
});

describe('maximinMix: properties of random symmetric games', () => {
  const games = fc.integer({ min: 2, max: 9 }).chain((count) =>
    fc.array(fc.double({ min: 0.02, max: 0.98, noNaN: true }), { minLength: (count * (count - 1)) / 2, maxLength: (count * (count - 1)) / 2 }).map((rates) => {
      const matrix = Array.from({ length: count }, () => new Array<number>(count).fill(0.5));
      let k = 0;
      for (let i = 0; i < count; i++) for (let j = i + 1; j < count; j++) [matrix[i][j], matrix[j][i]] = [rates[k], 1 - rates[k++]];
      return matrix;
    }),
  );

  it('the mix is a probability vector that no deck beats, which makes it an equilibrium (value ½)', () => {
    fc.assert(
      fc.property(games, (matrix) => {
        const { mix, value } = maximinMix(matrix);
        for (const x of mix) expect(x).toBeGreaterThanOrEqual(0);
        expect(mix.reduce((sum, x) => sum + x, 0)).toBeCloseTo(1, 12);
        expect(value).toBeCloseTo(0.5, 7);
        // Every deck's win rate against the mix is at most ½ (the mix's against it at least ½).
        for (let j = 0; j < matrix.length; j++) expect(mix.reduce((sum, x, i) => sum + x * matrix[i][j], 0)).toBeGreaterThanOrEqual(0.5 - 1e-7);
      }),
      { numRuns: 200 },
    );
  });
});

/** Draws of a three-deck game around rock–paper–scissors, the same in every draw. */
function fixedDraws(matrix: number[][], ids: string[], samples: number) {
  const rates = new Map<string, Float64Array>();
  for (let i = 0; i < ids.length; i++)
    for (let j = i + 1; j < ids.length; j++) rates.set(pairKey(ids[i], ids[j]), new Float64Array(samples).fill(ids[i] < ids[j] ? matrix[i][j] : matrix[j][i]));
  return { samples, rates };
}

describe('equilibriumOfDraws', () => {
  const ids = ['rock', 'paper', 'scissors'];
  const draws = fixedDraws(ROCK_PAPER_SCISSORS, ids, 20);

  it('the equilibrium metagame is not exploitable; a field of rock is, by paper, at 100%', () => {
    const even = equilibriumOfDraws({ archetypes: ids, draws, metagame: ids.map((id) => ({ id, share: 1 })) });
    expect(even.exploitability!.estimate).toBeCloseTo(0, 7);
    expect(even.totalVariation!.estimate).toBeCloseTo(0, 7);
    for (const a of even.archetypes) {
      expect(a.probabilityInSupport).toBe(1);
      expect(a.weight.estimate).toBeCloseTo(1 / 3, 7);
    }
    const rock = equilibriumOfDraws({ archetypes: ids, draws, metagame: [{ id: 'rock', share: 5 }, { id: 'unknown', share: 5 }] });
    expect(rock.exploitability!.estimate).toBeCloseTo(0.5, 7);
    expect(rock.totalVariation!.estimate).toBeCloseTo(2 / 3, 7);
    expect(rock.archetypes.map((a) => a.probabilityBestResponse)).toEqual([0, 1, 0]);
    expect(equilibriumOfDraws({ archetypes: ids, draws }).exploitability).toBeNull();
  });

  it('over the pooled draws of a Pro Tour: probabilities in [0, 1] and mean weights adding up to 1', () => {
    const { archetypes, records } = proTourRecords('415628');
    const pooled = drawPooledRates(fitPooledModel({ archetypes, records }), { samples: 60 });
    const summary = equilibriumOfDraws({ archetypes, draws: pooled, metagame: archetypes.map((id) => ({ id, share: 1 })) });
    expect(summary.samples).toBe(60);
    expect(summary.archetypes.reduce((sum, a) => sum + a.weight.estimate, 0)).toBeCloseTo(1, 7);
    for (const a of summary.archetypes) {
      expect(a.probabilityInSupport).toBeGreaterThanOrEqual(0);
      expect(a.probabilityInSupport).toBeLessThanOrEqual(1);
    }
    expect(summary.exploitability!.lower).toBeGreaterThan(0);
    expect(summary.archetypes.reduce((sum, a) => sum + a.probabilityBestResponse!, 0)).toBeCloseTo(1, 7);
  });
});

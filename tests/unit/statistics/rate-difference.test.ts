import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { noGameRecords } from '../../../server/domain/statistics/best-of-posterior.ts';
import { matchupEffects } from '../../../server/domain/statistics/play-draw-effects.ts';
import { betaInterval, posteriorOf, rateDifference } from '../../../server/domain/statistics/rate-difference.ts';
import { betaQuantile } from '../decision/beta-math.ts';

/** P(X > Y) for X ~ Beta(a₁, b₁), Y ~ Beta(a₂, b₂) with a₁ a whole number: the closed form (Evan Miller, 2015). */
function probabilityGreaterClosed(a1: number, b1: number, a2: number, b2: number): number {
  const logBeta = (a: number, b: number) => logGamma(a) + logGamma(b) - logGamma(a + b);
  let total = 0;
  for (let i = 0; i < a1; i++) total += Math.exp(logBeta(a2 + i, b1 + b2) - Math.log(b1 + i) - logBeta(1 + i, b1) - logBeta(a2, b2));
  return total;
}
function logGamma(x: number): number {
  // Whole arguments only: Γ(n) = (n−1)!.
  let sum = 0;
  for (let k = 1; k < x; k++) sum += Math.log(k);
  return sum;
}

describe('rateDifference against closed forms', () => {
  it('two uniforms: X − Y is triangular on [−1, 1], its 2.5% quantile −1 + √0.05', () => {
    const d = rateDifference({ alpha: 1, beta: 1 }, { alpha: 1, beta: 1 });
    expect(d.estimate).toBe(0);
    expect(d.lower).toBeCloseTo(-1 + Math.sqrt(0.05), 4);
    expect(d.upper).toBeCloseTo(1 - Math.sqrt(0.05), 4);
    expect(d.probabilityPositive).toBeCloseTo(0.5, 6);
  });

  it('P(X > Y) is the closed form for whole parameters', () => {
    for (const [a1, b1, a2, b2] of [
      [8, 4, 5, 6],
      [3, 1, 1, 3],
      [21, 15, 30, 12],
    ]) {
      expect(rateDifference({ alpha: a1, beta: b1 }, { alpha: a2, beta: b2 }).probabilityPositive).toBeCloseTo(probabilityGreaterClosed(a1, b1, a2, b2), 4);
    }
  });

  it('a rate’s interval is the Beta’s quantiles (closed form for Beta(1, b), numeric integration otherwise)', () => {
    const b = 7;
    const closed = (q: number) => 1 - (1 - q) ** (1 / b);
    const interval = betaInterval({ alpha: 1, beta: b });
    expect(interval.lower).toBeCloseTo(closed(0.025), 4);
    expect(interval.upper).toBeCloseTo(closed(0.975), 4);
    const other = betaInterval(posteriorOf({ wins: 12, losses: 5, draws: 2 }));
    expect(other.estimate).toBeCloseTo(14 / 21, 12);
    expect(other.lower).toBeCloseTo(betaQuantile(14, 7, 0.025), 4);
    expect(other.upper).toBeCloseTo(betaQuantile(14, 7, 0.975), 4);
  });

  it('properties: P(X > Y) agrees with the closed form, the interval holds the mean, and turning round negates', () => {
    const parameter = fc.integer({ min: 1, max: 60 });
    fc.assert(
      fc.property(parameter, parameter, parameter, parameter, (a1, b1, a2, b2) => {
        const d = rateDifference({ alpha: a1, beta: b1 }, { alpha: a2, beta: b2 });
        const back = rateDifference({ alpha: a2, beta: b2 }, { alpha: a1, beta: b1 });
        expect(d.probabilityPositive).toBeCloseTo(probabilityGreaterClosed(a1, b1, a2, b2), 4);
        expect(d.lower).toBeLessThanOrEqual(d.estimate);
        expect(d.upper).toBeGreaterThanOrEqual(d.estimate);
        expect(back.lower).toBeCloseTo(-d.upper, 6);
        expect(back.probabilityPositive).toBeCloseTo(1 - d.probabilityPositive, 6);
      }),
      { numRuns: 30 },
    );
  });
});

describe('matchupEffects', () => {
  it('reads play against draw and after against before sideboarding from the right games', () => {
    const games = noGameRecords();
    games.preBoard.onThePlay = { wins: 14, losses: 6, draws: 0 };
    games.preBoard.onTheDraw = { wins: 8, losses: 12, draws: 0 };
    games.postBoard.onThePlay = { wins: 9, losses: 9, draws: 0 };
    games.postBoard.onTheDraw = { wins: 10, losses: 10, draws: 0 };
    const effects = matchupEffects(games);
    expect(effects.play.preBoard.estimate).toBeCloseTo(15 / 22 - 9 / 22, 12);
    expect(effects.play.preBoard.probabilityPositive).toBeGreaterThan(0.95);
    expect(effects.play.postBoard.estimate).toBeCloseTo(0, 12);
    expect(effects.play.all.estimate).toBeCloseTo(24 / 40 - 19 / 42, 12);
    expect(effects.sideboard.onThePlay.estimate).toBeCloseTo(10 / 20 - 15 / 22, 12);
    expect(effects.sideboard.onTheDraw.estimate).toBeCloseTo(11 / 22 - 9 / 22, 12);
    expect(effects.sideboard.all.estimate).toBeCloseTo(20 / 40 - 23 / 42, 12);
    // With no games each rate is uniform: the difference is the triangle's.
    expect(matchupEffects(noGameRecords()).play.all.lower).toBeCloseTo(-1 + Math.sqrt(0.05), 4);
  });
});

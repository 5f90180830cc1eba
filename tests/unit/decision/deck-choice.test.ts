import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deckChoice, drawDeckChoice, summariseDeckChoice, type PairRecord } from '../../../server/domain/decision/deck-choice.ts';
import { betaQuantile, probabilityGreater } from './beta-math.ts';

/** A symmetric record book: X's wins against Y are Y's losses against X. */
function records(book: Record<string, PairRecord>) {
  return (x: string, y: string): PairRecord | null => {
    const direct = book[`${x}>${y}`];
    if (direct) return direct;
    const reverse = book[`${y}>${x}`];
    return reverse ? { wins: reverse.losses, losses: reverse.wins } : null;
  };
}

describe('deckChoice, closed-form cases', () => {
  it('one opponent with share 1: the expected rate is the Beta mean and the interval its quantiles', () => {
    const [estimate] = deckChoice({ candidates: ['a'], field: [{ id: 'o', share: 1 }], record: records({ 'a>o': { wins: 7, losses: 3 } }) }, { samples: 40000 });
    // Beta(8, 4): mean 8/12
    expect(estimate.expected_win_rate).toBeCloseTo(8 / 12, 2);
    expect(estimate.interval.lower).toBeCloseTo(betaQuantile(8, 4, 0.025), 2);
    expect(estimate.interval.upper).toBeCloseTo(betaQuantile(8, 4, 0.975), 2);
    expect(estimate.probability_best).toBe(1);
  });

  it('two candidates against one opponent: P(best) is P(X > Y) of their independent Betas', () => {
    const result = deckChoice(
      { candidates: ['a', 'b'], field: [{ id: 'o', share: 3 }], record: records({ 'a>o': { wins: 6, losses: 4 }, 'b>o': { wins: 4, losses: 4 } }) },
      { samples: 40000 },
    );
    const exact = probabilityGreater(7, 5, 5, 5);
    expect(result[0].probability_best).toBeCloseTo(exact, 2);
    expect(result[1].probability_best).toBeCloseTo(1 - exact, 2);
  });

  it('a mirror is exactly 50% and unplayed matchups are uniform (mean 50%)', () => {
    const [estimate] = deckChoice({ candidates: ['a'], field: [{ id: 'a', share: 1 }, { id: 'o', share: 1 }], record: () => null }, { samples: 20000, metagameSampleSize: null });
    expect(estimate.expected_win_rate).toBeCloseTo(0.5, 2);
    // 0.5·0.5 + 0.5·U(0,1): between 0.25 and 0.75
    expect(estimate.interval.lower).toBeGreaterThan(0.25);
    expect(estimate.interval.upper).toBeLessThan(0.75);
  });

  it('the same seed gives the same answer, another seed a slightly different one', () => {
    const input = { candidates: ['a', 'b'], field: [{ id: 'o', share: 1 }, { id: 'p', share: 2 }], record: records({ 'a>o': { wins: 3, losses: 1 }, 'b>p': { wins: 2, losses: 2 } }) };
    expect(deckChoice(input, { seed: 7 })).toEqual(deckChoice(input, { seed: 7 }));
    expect(deckChoice(input, { seed: 8 })).not.toEqual(deckChoice(input, { seed: 7 }));
  });

  it('no candidates or no field: no estimates', () => {
    expect(deckChoice({ candidates: [], field: [{ id: 'o', share: 1 }], record: () => null })).toEqual([]);
    expect(deckChoice({ candidates: ['a'], field: [{ id: 'o', share: 0 }], record: () => null })).toEqual([]);
  });
});

const ids = ['a', 'b', 'c', 'd'];
const record = fc.record({ wins: fc.nat(30), losses: fc.nat(30) });
const world = fc.record({
  candidates: fc.uniqueArray(fc.constantFrom(...ids), { minLength: 1, maxLength: 4 }),
  shares: fc.array(fc.double({ min: 0, max: 100, noNaN: true }), { minLength: 4, maxLength: 4 }),
  book: fc.dictionary(fc.constantFrom('a>b', 'a>c', 'a>d', 'b>c', 'b>d', 'c>d'), record),
  kappa: fc.oneof(fc.constant(null), fc.integer({ min: 1, max: 500 })),
});

// Up to rounding: the mean of draws that are (nearly) all the same number may round one ulp past them.
const ULP_SLACK = 1e-12;

describe('deckChoice, properties', () => {
  it('rates and intervals lie in [0, 1], the rate lies within its draws, and P(best) sums to 1', () => {
    fc.assert(
      fc.property(world, ({ candidates, shares, book, kappa }) => {
        const field = ids.map((id, i) => ({ id, share: shares[i] }));
        fc.pre(field.some((f) => f.share > 0));
        const draws = drawDeckChoice({ candidates, field, record: records(book) }, { samples: 400, metagameSampleSize: kappa });
        const result = summariseDeckChoice(draws);
        result.forEach((e, c) => {
          expect(e.interval.lower).toBeGreaterThanOrEqual(0);
          expect(e.interval.upper).toBeLessThanOrEqual(1);
          expect(e.interval.lower).toBeLessThanOrEqual(e.interval.upper);
          // Not necessarily inside the 95% interval: a tiny share with a small κ skews the draws so much that their
          // mean can honestly lie beyond the 2.5–97.5% range (fast-check found such worlds).
          expect(e.expected_win_rate + ULP_SLACK).toBeGreaterThanOrEqual(Math.min(...draws.rates[c]));
          expect(e.expected_win_rate).toBeLessThanOrEqual(Math.max(...draws.rates[c]) + ULP_SLACK);
          expect(e.probability_best).toBeGreaterThanOrEqual(0);
        });
        expect(result.reduce((sum, e) => sum + e.probability_best, 0)).toBeCloseTo(1, 9);
      }),
      { numRuns: 60 },
    );
  });

  it('with the shares taken as exact, the 95% interval holds the rate', () => {
    fc.assert(
      fc.property(world, ({ candidates, shares, book }) => {
        const field = ids.map((id, i) => ({ id, share: shares[i] }));
        fc.pre(field.some((f) => f.share > 0));
        for (const e of deckChoice({ candidates, field, record: records(book) }, { samples: 400, metagameSampleSize: null })) {
          expect(e.interval.lower).toBeLessThanOrEqual(e.expected_win_rate + ULP_SLACK);
          expect(e.expected_win_rate).toBeLessThanOrEqual(e.interval.upper + ULP_SLACK);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('symmetry: A against a field of B is 1 − B against a field of A, draw for draw', () => {
    fc.assert(
      fc.property(record, fc.integer({ min: 1, max: 1000 }), (r, seed) => {
        const book = records({ 'a>b': r });
        const [aVsB] = deckChoice({ candidates: ['a'], field: [{ id: 'b', share: 1 }], record: book }, { samples: 300, seed });
        const [bVsA] = deckChoice({ candidates: ['b'], field: [{ id: 'a', share: 1 }], record: book }, { samples: 300, seed });
        expect(aVsB.expected_win_rate).toBeCloseTo(1 - bVsA.expected_win_rate, 9);
        expect(aVsB.interval.lower).toBeCloseTo(1 - bVsA.interval.upper, 9);
      }),
      { numRuns: 40 },
    );
  });

  it('two candidates facing each other: their rates against that field are complementary in every draw', () => {
    const result = deckChoice({ candidates: ['a', 'b'], field: [{ id: 'a', share: 1 }, { id: 'b', share: 1 }], record: records({ 'a>b': { wins: 5, losses: 2 } }) }, { samples: 2000, metagameSampleSize: null });
    expect(result[0].expected_win_rate + result[1].expected_win_rate).toBeCloseTo(1, 9);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareVersions, fisherExactTwoSided, withRate } from '../../../server/domain/matchup/version-impact.ts';

describe("Fisher's exact test (two-sided)", () => {
  // Reference values from SciPy 1.17 (scipy.stats.fisher_exact(table).pvalue), which R's fisher.test agrees with.
  it.each([
    [[7, 2, 3, 5], 0.15343480049362404],
    [[3, 1, 1, 3], 0.48571428571428565],
    [[10, 0, 0, 10], 1.082508822446903e-5],
    [[9, 1, 2, 8], 0.005477494641581328],
    [[12, 3, 5, 9], 0.02532768703367614],
    [[1, 0, 0, 1], 1],
  ])('%j gives p = %f', ([a, b, c, d], expected) => {
    expect(fisherExactTwoSided(a, b, c, d)).toBeCloseTo(expected, 10);
  });

  it('is a probability, the same for the table read either way round and for the other side', () => {
    const count = fc.integer({ min: 0, max: 30 });
    fc.assert(
      fc.property(count, count, count, count, (a, b, c, d) => {
        const p = fisherExactTwoSided(a, b, c, d);
        expect(p).toBeGreaterThan(0);
        expect(p).toBeLessThanOrEqual(1);
        // Since vs before swapped, and wins vs losses swapped (B's view of the matchup): the same test.
        expect(fisherExactTwoSided(c, d, a, b)).toBeCloseTo(p, 9);
        expect(fisherExactTwoSided(b, a, d, c)).toBeCloseTo(p, 9);
      }),
    );
  });

  it('refuses counts that are not whole numbers of at least 0', () => {
    expect(() => fisherExactTwoSided(-1, 0, 0, 0)).toThrow(RangeError);
    expect(() => fisherExactTwoSided(0.5, 0, 0, 0)).toThrow(RangeError);
  });
});

describe('compareVersions', () => {
  it('says in plain words that 7–2 against 3–5 could be noise', () => {
    const result = compareVersions(4, { wins: 7, losses: 2 }, { wins: 3, losses: 5 });
    expect(result.difference).toBe('could_be_noise');
    expect(result.p_value).toBeCloseTo(0.1534, 4);
    expect(result.statement).toBe("Since v4: 7–2, before: 3–5. The difference could be noise (Fisher's exact test, p = 0.15).");
    expect(result.since).toMatchObject({ wins: 7, losses: 2, matches: 9, win_rate: 7 / 9 });
    expect(result.since.interval.lower).toBeCloseTo(0.4526, 3);
    expect(result.since.interval.upper).toBeCloseTo(0.9368, 3);
  });

  it('calls 9–1 against 2–8 more than noise', () => {
    const result = compareVersions(2, { wins: 9, losses: 1 }, { wins: 2, losses: 8 });
    expect(result.difference).toBe('more_than_noise');
    expect(result.statement).toBe("Since v2: 9–1, before: 2–8. The difference is more than noise (Fisher's exact test, p = 0.005).");
  });

  it('has nothing to compare when one side has no matches', () => {
    const result = compareVersions(3, { wins: 4, losses: 1 }, { wins: 0, losses: 0 });
    expect(result).toMatchObject({ p_value: null, difference: 'not_enough_data' });
    expect(result.statement).toBe('Since v3: 4–1, before: 0–0. No matches before v3 to compare with.');
    expect(result.before).toMatchObject({ matches: 0, win_rate: null, interval: { lower: 0, upper: 1 } });
  });

  it('keeps rates and intervals in [0, 1]', () => {
    const count = fc.integer({ min: 0, max: 50 });
    fc.assert(
      fc.property(count, count, (wins, losses) => {
        const r = withRate({ wins, losses });
        for (const x of [r.interval.lower, r.interval.upper, r.win_rate ?? 0]) {
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeLessThanOrEqual(1);
        }
      }),
    );
  });
});

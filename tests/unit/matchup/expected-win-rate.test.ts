import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../../server/domain/errors.ts';
import { buildMatrix, expectedWinRates, type FieldShares, type MatchRow } from '../../../server/domain/matchup/index.ts';

const row = (w: string, l: string, count: number): MatchRow => ({ winner_archetype_id: w, loser_archetype_id: l, went_first: null, count });
const deck = (id: string) => ({ id, name: `Deck ${id}`, short_name: id });

// a–b 6–4, a–c 1–3, b–c 5–5; d has no games.
const rows = [row('a', 'b', 6), row('b', 'a', 4), row('a', 'c', 1), row('c', 'a', 3), row('b', 'c', 5), row('c', 'b', 5)];
const matrix = buildMatrix(['a', 'b', 'c', 'd'].map(deck), rows, { min_sample_size: 1 });
const byId = (result: ReturnType<typeof expectedWinRates>, id: string) => result.find((r) => r.archetype_id === id)!;

describe('expectedWinRates', () => {
  it('weights each matchup by a normalised field, the mirror at 50%', () => {
    const result = expectedWinRates(matrix, { a: 50, b: 30, c: 20 });
    // a: .5·.5 (mirror) + .3·.6 + .2·.25 = .48
    // SE² = .3²·p̃(1−p̃)/10 with p̃ = (6 + 1.9208)/13.8416 = .572245, plus .2²·p̃(1−p̃)/4 with p̃ = 2.9208/7.8416 = .372475
    const a = byId(result, 'a');
    expect(a.expected_win_rate).toBeCloseTo(0.48, 12);
    expect(a.standard_error).toBeCloseTo(0.067382, 6);
    expect(a.interval!.lower).toBeCloseTo(0.34793, 5);
    expect(a.interval!.upper).toBeCloseTo(0.61207, 5);
    expect(a.coverage).toBeCloseTo(1, 12);
    // b: .5·.4 + .3·.5 + .2·.5 = .45;  c: .5·.75 + .3·.5 + .2·.5 = .625
    expect(byId(result, 'b').expected_win_rate).toBeCloseTo(0.45, 12);
    expect(byId(result, 'b').standard_error).toBeCloseTo(0.084377, 6);
    expect(byId(result, 'c').expected_win_rate).toBeCloseTo(0.625, 12);
    expect(byId(result, 'c').standard_error).toBeCloseTo(0.129841, 6);
    expect(result.map((r) => r.archetype_id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('gives the same answer for shares as fractions or percentages', () => {
    expect(expectedWinRates(matrix, { a: 0.5, b: 0.3, c: 0.2 })).toEqual(expectedWinRates(matrix, { a: 5, b: 3, c: 2 }));
  });

  it('leaves opponents without games out and reports the share it covers', () => {
    // field a 40, b 20, d 20 (no games against anyone), x 20 (not in the matrix)
    const result = expectedWinRates(matrix, { a: 40, b: 20, d: 20, x: 20 });
    const a = byId(result, 'a');
    expect(a.coverage).toBeCloseTo(0.6, 12);
    expect(a.expected_win_rate).toBeCloseTo((0.4 * 0.5 + 0.2 * 0.6) / 0.6, 12);
    expect(a.standard_error).toBeCloseTo(0.052152, 6); // (.2/.6)·sqrt(p̃(1−p̃)/10)
    // d only knows its own mirror: 50% with no uncertainty
    expect(byId(result, 'd')).toEqual({ archetype_id: 'd', expected_win_rate: 0.5, standard_error: 0, interval: { lower: 0.5, upper: 0.5 }, coverage: 0.2 });
  });

  it('has no rate when nothing in the field has data for a deck', () => {
    expect(byId(expectedWinRates(matrix, { b: 1 }), 'd')).toEqual({
      archetype_id: 'd',
      expected_win_rate: null,
      standard_error: null,
      interval: null,
      coverage: 0,
    });
  });

  it('keeps a 3–0 cell uncertain', () => {
    const sweep = buildMatrix(['a', 'b'].map(deck), [row('a', 'b', 3)], { min_sample_size: 1 });
    const a = byId(expectedWinRates(sweep, { b: 1 }), 'a');
    expect(a.expected_win_rate).toBe(1);
    expect(a.standard_error).toBeGreaterThan(0.1);
    expect(a.interval!.upper).toBe(1);
    expect(a.interval!.lower).toBeLessThan(1);
  });

  it('rejects negative, non-finite or all-zero shares', () => {
    const invalidFields: FieldShares[] = [{ a: -1, b: 2 }, { a: Number.NaN }, { a: Number.POSITIVE_INFINITY }, { a: 0 }, {}];
    for (const field of invalidFields) {
      expect(() => expectedWinRates(matrix, field)).toThrow(ValidationError);
    }
    try {
      expectedWinRates(matrix, { a: 1, b: -1, c: Number.NaN });
      expect.unreachable();
    } catch (error) {
      expect((error as ValidationError).problems.map((p) => p.field)).toEqual(['field.b', 'field.c']);
    }
  });

  it('stays between the worst and best known matchup, inside its interval', () => {
    const ids = ['a', 'b', 'c', 'd'];
    const rowArb = fc.record({
      winner_archetype_id: fc.constantFrom(...ids),
      loser_archetype_id: fc.constantFrom(...ids),
      went_first: fc.constant(null),
      count: fc.integer({ min: 0, max: 12 }),
    });
    const fieldArb = fc.dictionary(fc.constantFrom(...ids, 'x'), fc.double({ min: 0, max: 100, noNaN: true }), { minKeys: 1 });
    fc.assert(
      fc.property(fc.array(rowArb, { maxLength: 25 }), fieldArb, (rs, field) => {
        fc.pre(Object.values(field).some((v) => v > 0));
        const m = buildMatrix(ids.map(deck), rs, { min_sample_size: 1 });
        for (const r of expectedWinRates(m, field)) {
          expect(r.coverage).toBeGreaterThanOrEqual(0);
          expect(r.coverage).toBeLessThanOrEqual(1 + 1e-12);
          if (r.expected_win_rate === null) {
            expect(r.coverage).toBe(0);
            continue;
          }
          const known = Object.entries(field)
            .filter(([, share]) => share > 0)
            .map(([id]) => (id === r.archetype_id ? 0.5 : m.matrix.find((c) => c.archetype_id === r.archetype_id && c.opponent_id === id)?.win_rate))
            .filter((p): p is number => p !== null && p !== undefined);
          expect(r.expected_win_rate).toBeGreaterThanOrEqual(Math.min(...known) - 1e-12);
          expect(r.expected_win_rate).toBeLessThanOrEqual(Math.max(...known) + 1e-12);
          expect(r.interval!.lower).toBeLessThanOrEqual(r.expected_win_rate);
          expect(r.interval!.upper).toBeGreaterThanOrEqual(r.expected_win_rate);
        }
      }),
    );
  });
});

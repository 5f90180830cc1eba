import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pairKey } from '../../../server/domain/decision/deck-choice.ts';
import { drawPooledRates } from '../../../server/domain/statistics/pooled-draws.ts';
import { fitPooledModel, HYPER_PRIOR_RATE, pooledMatchup } from '../../../server/domain/statistics/pooled-matchups.ts';
import { quantileOfSorted, type MatchupRecord } from '../../../server/domain/statistics/records.ts';
import { exactThree, exactTwo } from './exact-posterior.ts';

const record = (archetypeId: string, opponentId: string, wins: number, losses: number, draws = 0): MatchupRecord => ({ archetypeId, opponentId, wins, losses, draws });

describe('the pooled model against numeric integration (fixed σ and τ)', () => {
  // [wins, losses, σ, τ, tolerance]: the Gaussian approximation is within a point of the exact posterior for the
  // records a team has; a single match under a wide prior is its worst case (2.4 points at the upper end).
  const cases: [number, number, number, number, number][] = [
    [7, 3, 0.3, 0.5, 0.01],
    [3, 0, 0.3, 0.5, 0.01],
    [20, 12, 0.2, 0.4, 0.01],
    [2, 1, 0.5, 1, 0.015],
    [1, 0, 1, 1.5, 0.03],
  ];
  it.each(cases)('two archetypes, %i–%i, σ %f, τ %f: the mode exactly, the median and interval within the tolerance', (wins, losses, sigma, tau, tolerance) => {
    const model = fitPooledModel({ archetypes: ['a', 'b'], records: [record('a', 'b', wins, losses)] }, { hyper: { strengthSd: sigma, deviationSd: tau } });
    const exact = exactTwo(wins, wins + losses, sigma, tau);
    const [m] = model.matchups;
    // The grid's step is 0.001 on the logit scale.
    expect(Math.abs(m.logit - exact.mode)).toBeLessThan(0.001);
    expect(Math.abs(m.pooled.estimate - exact.median)).toBeLessThan(tolerance);
    expect(Math.abs(m.pooled.lower - exact.lower)).toBeLessThan(tolerance);
    expect(Math.abs(m.pooled.upper - exact.upper)).toBeLessThan(tolerance);
  });

  it('three archetypes: a matchup of 3 matches borrows from the two others as the exact posterior does', () => {
    // a–b 2–1, a–c 14–6, b–c 5–15, each [credit, matches] from the first archetype's side.
    const pairs: [number, number][] = [
      [2, 3],
      [14, 20],
      [5, 20],
    ];
    const model = fitPooledModel({ archetypes: ['a', 'b', 'c'], records: [record('a', 'b', 2, 1), record('a', 'c', 14, 6), record('b', 'c', 5, 15)] }, { hyper: { strengthSd: 0.3, deviationSd: 0.5 } });
    const exact = exactThree(pairs, 0.3, 0.5, 101);
    const [ab] = model.matchups;
    expect(Math.abs(ab.pooled.estimate - exact.median)).toBeLessThan(0.01);
    expect(Math.abs(ab.pooled.lower - exact.lower)).toBeLessThan(0.01);
    expect(Math.abs(ab.pooled.upper - exact.upper)).toBeLessThan(0.01);
  });
});

describe('the pooled model: properties', () => {
  const matrices = fc.integer({ min: 3, max: 6 }).chain((count) =>
    fc.record({
      count: fc.constant(count),
      cells: fc.array(fc.tuple(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 2 })), { minLength: (count * (count - 1)) / 2, maxLength: (count * (count - 1)) / 2 }),
    }),
  );
  const build = ({ count, cells }: { count: number; cells: [number, number, number][] }) => {
    const archetypes = Array.from({ length: count }, (_, i) => `d${i}`);
    const records: MatchupRecord[] = [];
    let k = 0;
    for (let i = 0; i < count; i++) for (let j = i + 1; j < count; j++) records.push(record(archetypes[i], archetypes[j], ...cells[k++]));
    return { archetypes, records };
  };

  it('every pooled estimate lies between the raw rate and the rate the two strengths predict', () => {
    fc.assert(
      fc.property(matrices, (m) => {
        const model = fitPooledModel(build(m));
        for (const matchup of model.matchups) {
          if (matchup.rawRate === null) {
            expect(matchup.pooled.estimate).toBeCloseTo(matchup.strengthsRate, 12);
            continue;
          }
          const [low, high] = [Math.min(matchup.rawRate, matchup.strengthsRate), Math.max(matchup.rawRate, matchup.strengthsRate)];
          expect(matchup.pooled.estimate).toBeGreaterThanOrEqual(low - 1e-9);
          expect(matchup.pooled.estimate).toBeLessThanOrEqual(high + 1e-9);
          expect(matchup.pooled.lower).toBeLessThan(matchup.pooled.estimate);
          expect(matchup.pooled.upper).toBeGreaterThan(matchup.pooled.estimate);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('the answer does not depend on which side a record is written from, and pooledMatchup turns it round', () => {
    fc.assert(
      fc.property(matrices, (m) => {
        const { archetypes, records } = build(m);
        const turned = records.map((r) => record(r.opponentId, r.archetypeId, r.losses, r.wins, r.draws));
        const [a, b] = [fitPooledModel({ archetypes, records }), fitPooledModel({ archetypes, records: turned })];
        a.matchups.forEach((x, k) => expect(x.pooled.estimate).toBeCloseTo(b.matchups[k].pooled.estimate, 9));
        const there = pooledMatchup(a, 'd0', 'd1')!;
        const back = pooledMatchup(a, 'd1', 'd0')!;
        expect(back.estimate).toBeCloseTo(1 - there.estimate, 12);
        expect(back.lower).toBeCloseTo(1 - there.upper, 12);
      }),
      { numRuns: 20 },
    );
  });

  it('with no matches every matchup is 50% and σ, τ are the prior mode', () => {
    const model = fitPooledModel({ archetypes: ['a', 'b', 'c'], records: [] });
    for (const m of model.matchups) expect(m.pooled.estimate).toBeCloseTo(0.5, 12);
    expect(model.hyper.strengthSd).toBeCloseTo(1 / HYPER_PRIOR_RATE, 1);
    expect(model.hyper.deviationSd).toBeCloseTo(1 / HYPER_PRIOR_RATE, 1);
    expect(pooledMatchup(model, 'a', 'a')).toBeUndefined();
  });
});

describe('posterior draws of the pooled model', () => {
  it('are keyed and oriented as the deck choice reads them, and their quantiles are the model’s interval', () => {
    // Ids chosen so that the matrix order and the id order disagree for the pair (zeta, alpha).
    const model = fitPooledModel({ archetypes: ['zeta', 'alpha', 'mid'], records: [record('zeta', 'alpha', 9, 3), record('alpha', 'mid', 4, 4), record('zeta', 'mid', 2, 1)] });
    const draws = drawPooledRates(model, { samples: 20000, seed: 5 });
    expect([...draws.rates.keys()].sort()).toEqual([pairKey('alpha', 'mid'), pairKey('alpha', 'zeta'), pairKey('mid', 'zeta')].sort());
    for (const m of model.matchups) {
      const lowerFirst = m.archetypeId < m.opponentId;
      const sorted = Float64Array.from(draws.rates.get(pairKey(m.archetypeId, m.opponentId))!, (x) => (lowerFirst ? x : 1 - x)).sort();
      expect(quantileOfSorted(sorted, 0.5)).toBeCloseTo(m.pooled.estimate, 2);
      expect(quantileOfSorted(sorted, 0.025)).toBeCloseTo(m.pooled.lower, 2);
      expect(quantileOfSorted(sorted, 0.975)).toBeCloseTo(m.pooled.upper, 2);
    }
    // zeta beats alpha 9–3: the draws of "alpha|zeta" hold alpha's rate, below ½ in most draws.
    expect(quantileOfSorted(Float64Array.from(draws.rates.get(pairKey('alpha', 'zeta'))!).sort(), 0.5)).toBeLessThan(0.5);
  });

  it('are the same for the same seed', () => {
    const model = fitPooledModel({ archetypes: ['a', 'b'], records: [record('a', 'b', 3, 2)] });
    expect(drawPooledRates(model, { seed: 9, samples: 50 }).rates).toEqual(drawPooledRates(model, { seed: 9, samples: 50 }).rates);
  });
});

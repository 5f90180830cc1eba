// The pooled model on data: matrices simulated from known rates, two Pro Tours' real records, and public priors.
import { describe, expect, it } from 'vitest';
import { seededSampler } from '../../../server/domain/decision/sampling.ts';
import { fitPooledModel, type PooledModel } from '../../../server/domain/statistics/pooled-matchups.ts';
import { betaParameters, publicPrior } from '../../../server/domain/statistics/public-prior.ts';
import { credit, played, type MatchupRecord } from '../../../server/domain/statistics/records.ts';
import { proTourRecords } from './realworld.ts';
import { simulatedMatrix } from './simulated.ts';

const find = (model: PooledModel, a: string, b: string) => model.matchups.find((m) => m.archetypeId === a && m.opponentId === b)!;

describe('recovering known rates', () => {
  it('at 12 archetypes with 0–30 matches a pair: half the raw error, and the 95% intervals hold about 95% of the true rates', () => {
    let [pooledError, rawError, covered, pairs] = [0, 0, 0, 0];
    for (const seed of [1, 2, 3, 4]) {
      const sim = simulatedMatrix(12, { seed, matchesPerPair: [0, 30] });
      const model = fitPooledModel({ archetypes: sim.archetypes, records: sim.records });
      for (const m of model.matchups) {
        const truth = sim.truth[sim.archetypes.indexOf(m.archetypeId)][sim.archetypes.indexOf(m.opponentId)];
        pooledError += (m.pooled.estimate - truth) ** 2;
        rawError += ((m.rawRate ?? 0.5) - truth) ** 2;
        if (m.pooled.lower <= truth && truth <= m.pooled.upper) covered += 1;
        pairs += 1;
      }
    }
    expect(pooledError).toBeLessThan(0.6 * rawError);
    expect(covered / pairs).toBeGreaterThan(0.88);
    expect(covered / pairs).toBeLessThan(0.99);
  });
});

/** Each pair's matches dealt at random into two halves. */
function split(records: readonly MatchupRecord[], seed: number): [MatchupRecord[], MatchupRecord[]] {
  const u = seededSampler(seed).uniform;
  const halves = records.map((r) => {
    const [a, b] = [{ ...r, wins: 0, losses: 0, draws: 0 }, { ...r, wins: 0, losses: 0, draws: 0 }];
    for (const key of ['wins', 'losses', 'draws'] as const) for (let k = 0; k < (r[key] ?? 0); k++) (u() < 0.5 ? a : b)[key] += 1;
    return [a, b] as const;
  });
  return [halves.map((h) => h[0]), halves.map((h) => h[1])];
}

describe('a Pro Tour’s records (../shared/realworld/metagame-shares)', () => {
  it.each(['394299', '415628'] as const)('event %s: fitted on half the matches, the pooled rates predict the other half better than the independent Betas and than 50%', (id) => {
    const { archetypes, records } = proTourRecords(id);
    let [pooled, independent, coin] = [0, 0, 0];
    for (const seed of [1, 2, 3]) {
      const [train, test] = split(records, seed);
      const model = fitPooledModel({ archetypes, records: train });
      test.forEach((r, k) => {
        const { alpha, beta } = betaParameters(train[k], null);
        const logLoss = (p: number) => -(credit(r) * Math.log(p) + (played(r) - credit(r)) * Math.log(1 - p));
        pooled += logLoss(find(model, r.archetypeId, r.opponentId).pooled.estimate);
        independent += logLoss(alpha / (alpha + beta));
        coin += logLoss(0.5);
      });
    }
    expect(pooled).toBeLessThan(independent);
    expect(pooled).toBeLessThan(coin);
  });

  it('fits 43 archetypes with every estimate between the raw rate and the strengths’ rate', () => {
    const { archetypes, records } = proTourRecords('394299');
    const model = fitPooledModel({ archetypes, records });
    expect(model.archetypes).toHaveLength(43);
    for (const m of model.matchups) {
      if (m.rawRate === null) continue;
      expect(m.pooled.estimate).toBeGreaterThanOrEqual(Math.min(m.rawRate, m.strengthsRate) - 1e-9);
      expect(m.pooled.estimate).toBeLessThanOrEqual(Math.max(m.rawRate, m.strengthsRate) + 1e-9);
    }
  });
});

describe('public priors', () => {
  it('weigh as at most k matches, and as the matches they hold when fewer', () => {
    expect(publicPrior({ wins: 30, losses: 10 }, 10)).toEqual({ record: { wins: 30, losses: 10, draws: 0 }, rate: 0.75, worth: 10, pseudoWins: 7.5, pseudoLosses: 2.5 });
    expect(publicPrior({ wins: 3, losses: 0, draws: 1 }, 10)).toMatchObject({ rate: 0.875, worth: 4, pseudoWins: 3.5, pseudoLosses: 0.5 });
    expect(publicPrior({ wins: 3, losses: 1 }, 0)).toBeNull();
    expect(publicPrior({ wins: 0, losses: 0 }, 10)).toBeNull();
    expect(betaParameters({ wins: 2, losses: 1 }, publicPrior({ wins: 30, losses: 10 }, 10))).toEqual({ alpha: 10.5, beta: 4.5 });
  });

  it('move the pooled estimate towards the public rate, more with more weight, and leave the team’s record as it was', () => {
    const archetypes = ['a', 'b', 'c'];
    const records: MatchupRecord[] = [
      { archetypeId: 'a', opponentId: 'b', wins: 2, losses: 2 },
      { archetypeId: 'a', opponentId: 'c', wins: 5, losses: 5 },
    ];
    const publicRecords: MatchupRecord[] = [{ archetypeId: 'b', opponentId: 'a', wins: 20, losses: 80 }];
    const hyper = { strengthSd: 0.3, deviationSd: 0.5 };
    const without = find(fitPooledModel({ archetypes, records }, { hyper }), 'a', 'b');
    const light = find(fitPooledModel({ archetypes, records, publicRecords, publicWeight: 5 }, { hyper }), 'a', 'b');
    const heavy = find(fitPooledModel({ archetypes, records, publicRecords, publicWeight: 50 }, { hyper }), 'a', 'b');
    expect(without.pooled.estimate).toBeCloseTo(0.5, 6);
    expect(light.pooled.estimate).toBeGreaterThan(without.pooled.estimate);
    expect(heavy.pooled.estimate).toBeGreaterThan(light.pooled.estimate);
    expect(heavy.pooled.estimate).toBeLessThan(0.8);
    for (const m of [light, heavy]) {
      expect(m.team).toEqual({ wins: 2, losses: 2, draws: 0 });
      expect(m.rawRate).toBe(0.5);
    }
    // Shown from a's side: the public record b 20–80 a is a 80–20 for a.
    expect(light.publicPrior).toEqual({ record: { wins: 80, losses: 20, draws: 0 }, rate: 0.8, worth: 5, pseudoWins: 4, pseudoLosses: 1 });
    expect(without.publicPrior).toBeNull();
    // Without a weight the public records are not used at all.
    expect(find(fitPooledModel({ archetypes, records, publicRecords }, { hyper }), 'a', 'b').pooled).toEqual(without.pooled);
  });
});

import { describe, expect, it } from 'vitest';
import type { MatchGame } from '../../../server/domain/matchup/games.ts';
import { addMatchGames, bestOfEstimate, noGameRecords, type GameRecords } from '../../../server/domain/statistics/best-of-posterior.ts';
import { betaPdf } from '../decision/beta-math.ts';

const situation = (wins: number, losses: number, draws = 0) => ({ wins, losses, draws });
function records(prePlay: [number, number], preDraw: [number, number], postPlay: [number, number], postDraw: [number, number]): GameRecords {
  return {
    preBoard: { onThePlay: situation(...prePlay), onTheDraw: situation(...preDraw) },
    postBoard: { onThePlay: situation(...postPlay), onTheDraw: situation(...postDraw) },
  };
}

/** Quantile of (X + Y) / 2 for independent Betas, by numeric integration: P(X + Y ≤ 2t) = ∫ f_Y(y)·F_X(2t − y) dy. */
function averageQuantile(x: [number, number], y: [number, number], q: number): number {
  const n = 4000;
  const fx = betaPdf(...x);
  const fy = betaPdf(...y);
  const cdfX = new Float64Array(n + 1);
  for (let k = 1; k <= n; k++) cdfX[k] = cdfX[k - 1] + (fx((k - 1) / n) + fx(k / n)) / (2 * n);
  const at = (u: number) => (u <= 0 ? 0 : u >= 1 ? 1 : cdfX[Math.round(u * n)]);
  const cdf = (t: number) => {
    let sum = 0;
    for (let k = 0; k < n; k++) sum += (fy((k + 0.5) / n) / n) * at(2 * t - (k + 0.5) / n);
    return sum;
  };
  let [low, high] = [0, 1];
  for (let i = 0; i < 40; i++) {
    const mid = (low + high) / 2;
    if (cdf(mid) < q) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

describe('bestOfEstimate', () => {
  it('a best-of-one: the average of two independent Beta rates, its quantiles by numeric integration', () => {
    const games = records([12, 6], [7, 9], [0, 0], [0, 0]);
    const estimate = bestOfEstimate({ games, matches: { wins: 19, losses: 15 }, rules: { bestOf: 1 } }, { samples: 40000 });
    const rate = estimate.fromGames!.rate;
    expect(rate.estimate).toBeCloseTo((13 / 20 + 8 / 18) / 2, 2);
    expect(rate.lower).toBeCloseTo(averageQuantile([13, 7], [8, 10], 0.025), 2);
    expect(rate.upper).toBeCloseTo(averageQuantile([13, 7], [8, 10], 0.975), 2);
    expect(estimate.fromGames!.onThePlay.estimate).toBeCloseTo(13 / 20, 2);
  });

  it('with many games at one rate p the match rate is the closed form p²(3 − 2p), and narrower than the match count', () => {
    const games = records([600, 400], [600, 400], [600, 400], [600, 400]);
    const estimate = bestOfEstimate({ games, matches: { wins: 13, losses: 7 }, rules: { bestOf: 3 } });
    expect(estimate.fromGames!.rate.estimate).toBeCloseTo(0.36 * 1.8, 2);
    expect(estimate.used).toBe('games');
    expect(estimate.rateDraws).toHaveLength(4000);
  });

  it('uses the match count where it is narrower: many matches, few of them with games', () => {
    const games = records([2, 1], [1, 1], [2, 2], [1, 1]);
    const estimate = bestOfEstimate({ games, matches: { wins: 60, losses: 40 }, rules: { bestOf: 3 } });
    expect(estimate.used).toBe('matches');
    expect(estimate.fromMatches.estimate).toBeCloseTo(61 / 102, 2);
  });

  it('without games there is only the match count', () => {
    const estimate = bestOfEstimate({ games: noGameRecords(), matches: { wins: 3, losses: 1, draws: 1 }, rules: { bestOf: 3 } });
    expect(estimate.fromGames).toBeNull();
    expect(estimate.used).toBe('matches');
    // Beta(1 + 3.5, 1 + 1.5)
    expect(estimate.fromMatches.estimate).toBeCloseTo(4.5 / 7, 2);
  });

  it('drawn games, where recorded, count as half: one game in ten drawn takes a 70% best-of-one to 0.9·70% + 0.1·50%', () => {
    const games = noGameRecords();
    games.preBoard.onThePlay = situation(400, 100, 56);
    games.preBoard.onTheDraw = situation(300, 200, 55);
    const estimate = bestOfEstimate({ games, matches: { wins: 5, losses: 5 }, rules: { bestOf: 1 }, drawsRecorded: true });
    // p̄ = (401/502 + 301/502) / 2, q = 111.5 / 1112
    const mean = (401 / 502 + 301 / 502) / 2;
    const q = 111.5 / 1112;
    expect(estimate.fromGames!.rate.estimate).toBeCloseTo((1 - q) * mean + q * 0.5, 2);
    // A project that does not record draws has a game-draw rate of 0.
    expect(bestOfEstimate({ games, matches: { wins: 5, losses: 5 }, rules: { bestOf: 1 } }).fromGames!.rate.estimate).toBeCloseTo(mean, 2);
  });
});

describe('addMatchGames', () => {
  it('counts a 2–1 match’s games by situation from either side', () => {
    const games: MatchGame[] = [
      { wonBy: 'loser', onThePlay: 'loser', sideboarded: false },
      { wonBy: 'winner', onThePlay: 'winner', sideboarded: true },
      { wonBy: 'winner', onThePlay: 'loser', sideboarded: true },
    ];
    const winner = addMatchGames(noGameRecords(), games, 'winner');
    expect(winner).toEqual(records([0, 0], [0, 1], [1, 0], [1, 0]));
    const loser = addMatchGames(noGameRecords(), games, 'loser');
    expect(loser).toEqual(records([1, 0], [0, 0], [0, 1], [0, 1]));
  });
});

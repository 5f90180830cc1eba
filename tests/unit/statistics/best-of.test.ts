import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededSampler } from '../../../server/domain/decision/sampling.ts';
import { matchOutcome, type BestOfRules, type GameRates } from '../../../server/domain/statistics/best-of.ts';

const flat = (p: number, gameDraw = 0): GameRates => ({ preBoard: { onThePlay: p, onTheDraw: p }, postBoard: { onThePlay: p, onTheDraw: p }, gameDraw });
const rates = (a: number, b: number, c: number, d: number, gameDraw = 0): GameRates => ({ preBoard: { onThePlay: a, onTheDraw: b }, postBoard: { onThePlay: c, onTheDraw: d }, gameDraw });

/** The rules played out match by match: an implementation independent of the state walk, to compare against. */
function simulate(r: GameRates, rules: BestOfRules, matches: number, seed: number) {
  const u = seededSampler(seed).uniform;
  const need = Math.floor(rules.bestOf / 2) + 1;
  const maxGames = rules.maxGames ?? rules.bestOf;
  const c = rules.chooserPlays ?? 1;
  const tally = { win: 0, draw: 0, loss: 0 };
  for (let m = 0; m < matches; m++) {
    let weChoose = u() < 0.5;
    let [won, lost, games] = [0, 0, 0];
    while (won < need && lost < need && games < maxGames) {
      const wePlay = weChoose ? u() < c : u() >= c;
      const board = games === 0 ? r.preBoard : r.postBoard;
      const x = u();
      const q = r.gameDraw ?? 0;
      if (x < q) {
        // drawn: the same player chooses again
      } else if (x < q + (1 - q) * (wePlay ? board.onThePlay : board.onTheDraw)) {
        won += 1;
        weChoose = false;
      } else {
        lost += 1;
        weChoose = true;
      }
      games += 1;
    }
    tally[won > lost ? 'win' : won < lost ? 'loss' : 'draw'] += 1;
  }
  return { win: tally.win / matches, draw: tally.draw / matches, loss: tally.loss / matches };
}

describe('matchOutcome: closed forms', () => {
  it('a best-of-three at a fixed game rate p is p²(3 − 2p)', () => {
    for (const p of [0, 0.3, 0.5, 0.62, 1]) expect(matchOutcome(flat(p), { bestOf: 3 }).win).toBeCloseTo(p * p * (3 - 2 * p), 12);
  });

  it('a best-of-five at a fixed game rate p is p³(1 + 3q + 6q²)', () => {
    const p = 0.58;
    const q = 1 - p;
    expect(matchOutcome(flat(p), { bestOf: 5 }).win).toBeCloseTo(p ** 3 * (1 + 3 * q + 6 * q * q), 12);
  });

  it('a best-of-one is the average of the rates on the play and on the draw', () => {
    expect(matchOutcome(rates(0.6, 0.4, 0, 0), { bestOf: 1 }).win).toBeCloseTo(0.5, 12);
    expect(matchOutcome(rates(0.7, 0.5, 0.1, 0.1), { bestOf: 1, firstGame: 'on-the-play' }).win).toBeCloseTo(0.7, 12);
  });

  it('a best-of-three with four game rates, the loser of a game taking the play in the next', () => {
    const [a, b, c, d] = [0.62, 0.47, 0.55, 0.41];
    // After winning game 1 we are on the draw (d), and on the play in a game 3 after losing game 2 (c); after losing
    // game 1 we play game 2 (c) and, having won it, draw game 3 (d).
    const fromOne = (g1: number) => g1 * (d + (1 - d) * c) + (1 - g1) * c * d;
    expect(matchOutcome(rates(a, b, c, d), { bestOf: 3, firstGame: 'on-the-play' }).win).toBeCloseTo(fromOne(a), 12);
    expect(matchOutcome(rates(a, b, c, d), { bestOf: 3, firstGame: 'on-the-draw' }).win).toBeCloseTo(fromOne(b), 12);
    expect(matchOutcome(rates(a, b, c, d), { bestOf: 3 }).win).toBeCloseTo((fromOne(a) + fromOne(b)) / 2, 12);
  });

  it('a best-of-one with drawn games: the game-draw rate is the match-draw rate', () => {
    const outcome = matchOutcome(rates(0.6, 0.5, 0, 0, 0.1), { bestOf: 1 });
    expect(outcome.draw).toBeCloseTo(0.1, 12);
    expect(outcome.win).toBeCloseTo(0.9 * 0.55, 12);
  });
});

describe('matchOutcome against the rules played out', () => {
  it('drawn games, a chooser who sometimes draws, and extra games all agree with 200,000 simulated matches', () => {
    const cases: [GameRates, BestOfRules][] = [
      [rates(0.64, 0.45, 0.58, 0.4, 0.08), { bestOf: 3 }],
      [rates(0.64, 0.45, 0.58, 0.4, 0.08), { bestOf: 3, chooserPlays: 0.3, maxGames: 5 }],
      [rates(0.5, 0.55, 0.6, 0.35, 0.05), { bestOf: 5, chooserPlays: 0.8 }],
    ];
    cases.forEach(([r, rules], k) => {
      const exact = matchOutcome(r, rules);
      const simulated = simulate(r, rules, 200_000, k + 1);
      // 4 standard errors of a proportion near ½ over 200,000 matches
      for (const key of ['win', 'draw', 'loss'] as const) expect(Math.abs(exact[key] - simulated[key])).toBeLessThan(0.0045);
    });
  });
});

describe('matchOutcome: properties', () => {
  const rate = fc.double({ min: 0, max: 1, noNaN: true });
  const rules = fc.record({ bestOf: fc.constantFrom(1, 3, 5), chooserPlays: fc.double({ min: 0, max: 1, noNaN: true }), maxGames: fc.option(fc.integer({ min: 1, max: 7 }), { nil: undefined }) });

  it('win, draw and loss add up to 1, and with no drawn games a best-of-odd never ends drawn', () => {
    fc.assert(
      fc.property(rate, rate, rate, rate, fc.double({ min: 0, max: 0.5, noNaN: true }), rules, (a, b, c, d, q, r) => {
        const outcome = matchOutcome(rates(a, b, c, d, q), { ...r, maxGames: Math.max(r.maxGames ?? r.bestOf, r.bestOf) });
        expect(outcome.win + outcome.draw + outcome.loss).toBeCloseTo(1, 12);
        expect(matchOutcome(rates(a, b, c, d), { bestOf: r.bestOf, chooserPlays: r.chooserPlays }).draw).toBeCloseTo(0, 12);
      }),
    );
  });

  it('the two sides agree: our win is their loss, with the rates turned round', () => {
    fc.assert(
      fc.property(rate, rate, rate, rate, fc.constantFrom(1, 3, 5), (a, b, c, d, bestOf) => {
        // Their rate on the play is 1 − ours on the draw, and so on.
        const ours = matchOutcome(rates(a, b, c, d), { bestOf });
        const theirs = matchOutcome(rates(1 - b, 1 - a, 1 - d, 1 - c), { bestOf });
        expect(theirs.win).toBeCloseTo(ours.loss, 12);
      }),
    );
  });

  it('a better game rate never lowers a best-of-three', () => {
    fc.assert(
      fc.property(fc.array(rate, { minLength: 4, maxLength: 4 }), fc.integer({ min: 0, max: 3 }), rate, (r, which, more) => {
        const better = [...r];
        better[which] = r[which] + (1 - r[which]) * more;
        const before = matchOutcome(rates(r[0], r[1], r[2], r[3]), { bestOf: 3 }).win;
        expect(matchOutcome(rates(better[0], better[1], better[2], better[3]), { bestOf: 3 }).win).toBeGreaterThanOrEqual(before - 1e-12);
      }),
    );
  });
});

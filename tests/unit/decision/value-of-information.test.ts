import { describe, expect, it } from 'vitest';
import { drawDeckChoice } from '../../../server/domain/decision/deck-choice.ts';
import { MATCH_LADDER, matchupValues } from '../../../server/domain/decision/value-of-information.ts';

const book: Record<string, { wins: number; losses: number }> = { 'b>o': { wins: 60, losses: 40 }, 'a>p': { wins: 1, losses: 1 }, 'b>p': { wins: 1, losses: 1 } };
const record = (x: string, y: string) => book[`${x}>${y}`] ?? (book[`${y}>${x}`] && { wins: book[`${y}>${x}`].losses, losses: book[`${y}>${x}`].wins });

describe('matchupValues', () => {
  const field = [
    { id: 'o', share: 1 },
    { id: 'p', share: 0.001 },
  ];
  const draws = drawDeckChoice({ candidates: ['a', 'b'], field, record }, { samples: 4000, metagameSampleSize: null });
  const values = matchupValues(draws, [['a', 'o'], ['a', 'p'], ['b', 'o'], ['b', 'p']], 10);
  const byPair = new Map(values.map((v) => [`${v.archetype_id}>${v.opponent_id}`, v]));

  it('an untested matchup that decides between the candidates comes first, with the games that settle it', () => {
    expect(values[0]).toMatchObject({ archetype_id: 'a', opponent_id: 'o' });
    const top = byPair.get('a>o')!;
    expect(top.reduction).toBeGreaterThan(0.05);
    expect(top.probability_wrong_after).toBeCloseTo(top.probability_wrong_now - top.reduction, 12);
    expect(MATCH_LADDER).toContain(top.matches_to_settle);
  });

  it('a matchup that is a sliver of the field changes nothing, and well-tested ones little', () => {
    expect(byPair.get('a>p')!.reduction).toBeLessThan(0.01);
    expect(byPair.get('a>p')!.matches_to_settle).toBeNull();
    expect(byPair.get('b>o')!.reduction).toBeLessThan(byPair.get('a>o')!.reduction);
  });

  it('probabilities stay in [0, 1] and the same draws give the same ranking', () => {
    for (const v of values) {
      expect(v.probability_wrong_now).toBeGreaterThanOrEqual(0);
      expect(v.probability_wrong_after).toBeGreaterThanOrEqual(0);
      expect(v.probability_wrong_after).toBeLessThanOrEqual(v.probability_wrong_now);
    }
    expect(matchupValues(draws, [['a', 'o'], ['a', 'p'], ['b', 'o'], ['b', 'p']], 10)).toEqual(values);
  });

  it('with one candidate there is nothing to choose: no matchup has value', () => {
    const single = drawDeckChoice({ candidates: ['a'], field, record }, { samples: 1000 });
    for (const v of matchupValues(single, [['a', 'o'], ['a', 'p']], 10)) {
      expect(v.probability_wrong_now).toBe(0);
      expect(v.reduction).toBe(0);
    }
  });
});

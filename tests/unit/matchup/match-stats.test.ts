import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../../server/domain/errors.ts';
import { archetypePerspective, buildMatrix, matchStats, type MatchRow } from '../../../server/domain/matchup/index.ts';

describe('matchStats', () => {
  it('counts wins, losses and first-player wins', () => {
    const stats = matchStats([
      { won: true, went_first: true, count: 5 }, // won going first
      { won: true, went_first: false, count: 3 }, // won going second
      { won: true, went_first: null, count: 2 },
      { won: false, went_first: true, count: 4 }, // lost to an opponent who went first
      { won: false, went_first: false, count: 1 }, // lost having gone first
      { won: false, went_first: null, count: 1 },
    ]);
    expect(stats.games).toMatchObject({
      wins: 10,
      losses: 6,
      on_the_play: { wins: 5, games: 6 },
      on_the_draw: { wins: 3, games: 7 },
      pre_sideboard: { wins: 10, games: 16 },
      post_sideboard: { wins: 0, games: 0, win_rate: null, confidence_interval: { lower: 0, upper: 1 } },
    });
    expect(stats).toMatchObject({
      total_matches: 16,
      wins: 10,
      losses: 6,
      win_rate: 0.625,
      first_player_wins: 9, // 5 + 4: the player who went first won
      first_player_rate: 9 / 13, // 13 matches with a recorded order
    });
  });

  it('is all zeros without data, and first-player rate 0 when no order was recorded', () => {
    expect(matchStats([])).toMatchObject({ total_matches: 0, wins: 0, losses: 0, win_rate: 0, first_player_wins: 0, first_player_rate: 0, games: { wins: 0, losses: 0, win_rate: null } });
    expect(matchStats([{ won: true, went_first: null, count: 3 }])).toMatchObject({ win_rate: 1, first_player_wins: 0, first_player_rate: 0 });
  });

  it('rejects negative counts', () => {
    expect(() => matchStats([{ won: true, went_first: null, count: -1 }])).toThrow(ValidationError);
  });
});

describe('archetypePerspective', () => {
  const row = (w: string, l: string, went_first: boolean | null, count: number): MatchRow => ({
    winner_archetype_id: w,
    loser_archetype_id: l,
    went_first,
    count,
  });

  it('turns matrix rows into one archetype’s wins and losses, without mirrors', () => {
    const rows = [row('a', 'b', true, 4), row('b', 'a', false, 1), row('a', 'a', true, 5), row('b', 'c', true, 7)];
    expect(archetypePerspective(rows, 'a')).toEqual([
      { won: true, went_first: true, count: 4 },
      { won: false, went_first: false, count: 1 },
    ]);
    expect(matchStats(archetypePerspective(rows, 'a'))).toMatchObject({
      total_matches: 5,
      wins: 4,
      losses: 1,
      win_rate: 0.8,
      first_player_wins: 4,
      first_player_rate: 0.8,
    });
  });

  it('agrees with the matrix totals of the archetype', () => {
    const ids = ['a', 'b', 'c'];
    const rowArb = fc.record({
      winner_archetype_id: fc.constantFrom(...ids),
      loser_archetype_id: fc.constantFrom(...ids),
      went_first: fc.constantFrom(true, false, null),
      count: fc.integer({ min: 0, max: 9 }),
    });
    fc.assert(
      fc.property(fc.array(rowArb, { maxLength: 20 }), (rows) => {
        const matrix = buildMatrix(ids.map((id) => ({ id, name: id, short_name: id })), rows, { min_sample_size: 1 });
        for (const archetype of matrix.archetypes) {
          const stats = matchStats(archetypePerspective(rows, archetype.id));
          expect(stats.total_matches).toBe(archetype.total_matches);
          expect(stats.wins).toBe(archetype.total_wins);
        }
      }),
    );
  });
});

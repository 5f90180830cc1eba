import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildMatrix, cellFromCountRows, leastTestedMatchups, matchStats, matrixCountRows, wilsonInterval, type MatchRow, type MatrixCell } from '../../../server/domain/matchup/index.ts';
import { checkedGames, gameCountsOf, type MatchGame } from '../../../server/domain/matchup/games.ts';

const g = (wonBy: MatchGame['wonBy'], onThePlay: MatchGame['onThePlay'], sideboarded = false): MatchGame => ({ wonBy, onThePlay, sideboarded });
const archetypes = [{ id: 'a', name: 'Alpha' }, { id: 'b', name: 'Beta' }, { id: 'c', name: 'Gamma' }];
const cellOf = (cells: MatrixCell[], a: string, b: string) => cells.find((c) => c.archetype_id === a && c.opponent_id === b)!;

/** One match of `winner` over `loser` with these games, as the aggregate row SQL would give. */
const matchRow = (winner: string, loser: string, games: MatchGame[], wentFirst: boolean | null = null): MatchRow => {
  const checked = checkedGames(games.length > 3 ? 5 : games.length > 1 ? 3 : 1, games, wentFirst, { game: null, sideboarding: 'sideboard' });
  return { winner_archetype_id: winner, loser_archetype_id: loser, went_first: checked.wentFirst, count: 1, games: gameCountsOf(checked) };
};

describe('game statistics', () => {
  it('computes a 2–1 and a 0–2 by hand: game wins, play and draw, before and after sideboarding, with Wilson intervals', () => {
    const rows = [
      matchRow('a', 'b', [g('winner', 'winner'), g('loser', 'loser', true), g('winner', 'loser', true)]),
      matchRow('b', 'a', [g('winner', 'loser'), g('winner', 'winner', true)]),
    ];
    const { matrix } = buildMatrix(archetypes, rows, { min_sample_size: 1 });
    const cell = cellOf(matrix, 'a', 'b');
    // Alpha: won games 1 and 3 of the first match, lost both of the second: 2 of 5.
    expect(cell.games).toMatchObject({ wins: 2, losses: 3, win_rate: 2 / 5, confidence_interval: wilsonInterval(2, 5) });
    // On the play: game 1 of match 1 (won), game 1 of match 2 (Beta on the draw, so Alpha on the play, lost): 1 of 2.
    expect(cell.games.on_the_play).toEqual({ wins: 1, games: 2, win_rate: 0.5, confidence_interval: wilsonInterval(1, 2) });
    expect(cell.games.on_the_draw).toMatchObject({ wins: 1, games: 3 });
    expect(cell.games.pre_sideboard).toMatchObject({ wins: 1, games: 2 });
    expect(cell.games.post_sideboard).toMatchObject({ wins: 1, games: 3 });
    // Matches stay matches unless games are asked for.
    expect(cell).toMatchObject({ wins: 1, losses: 1, sample_size: 2 });
    const inGames = cellOf(buildMatrix(archetypes, rows, { min_sample_size: 1, unit: 'games' }).matrix, 'a', 'b');
    expect(inGames).toMatchObject({ wins: 2, losses: 3, sample_size: 5, win_rate: 0.4, first_wins: 1, first_sample_size: 2, confidence_interval: wilsonInterval(2, 5) });
  });

  it('says how many matches and how many games a least-tested pair has (1 match of 2 games is not "1 game")', () => {
    const rows = [matchRow('a', 'b', [g('winner', 'winner'), g('winner', 'loser', true)]), ...[1, 2, 3].map(() => matchRow('a', 'c', [g('winner', 'winner'), g('loser', 'loser', true), g('winner', 'loser', true)]))];
    const matrix = buildMatrix(archetypes, rows, { min_sample_size: 1 });
    expect(leastTestedMatchups(matrix, 3).map((pair) => [pair.opponent_name, pair.sample_size, pair.game_count])).toEqual([
      ['Gamma', 0, 0],
      ['Beta', 1, 2],
      ['Gamma', 3, 9],
    ]);
  });

  it('counts a best-of-one match without recorded games as one game, on the play by went_first', () => {
    const rows: MatchRow[] = [{ winner_archetype_id: 'a', loser_archetype_id: 'b', went_first: false, count: 3 }];
    const cell = cellOf(buildMatrix(archetypes, rows, { min_sample_size: 1, unit: 'games' }).matrix, 'b', 'a');
    expect(cell.games).toMatchObject({ wins: 0, losses: 3, on_the_play: { wins: 0, games: 3 }, on_the_draw: { games: 0 }, pre_sideboard: { wins: 0, games: 3 } });
  });

  it('gives a perspective’s game statistics, turning lost matches round', () => {
    const [won, lost] = [matchRow('a', 'b', [g('winner', 'winner'), g('loser', 'loser', true), g('winner', 'loser', true)]), matchRow('b', 'a', [g('winner', 'loser'), g('winner', 'winner', true)])];
    const stats = matchStats([
      { won: true, went_first: won.went_first, count: 1, games: won.games },
      { won: false, went_first: lost.went_first, count: 1, games: lost.games },
    ]);
    expect(stats.games).toMatchObject({ wins: 2, losses: 3, on_the_play: { wins: 1, games: 2 }, on_the_draw: { wins: 1, games: 3 } });
  });

  const side = fc.constantFrom('winner' as const, 'loser' as const);
  /** A complete best-of-three from the winner's side: 2–0 or 2–1 in some order, random play/draw and sideboarding. */
  const bestOfThree = fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 1 }), fc.array(side, { minLength: 3, maxLength: 3 }), fc.array(fc.boolean(), { minLength: 3, maxLength: 3 })).map(([twoOne, lostGame, play, sb]) => {
    const results: MatchGame['wonBy'][] = twoOne ? (lostGame === 0 ? ['loser', 'winner', 'winner'] : ['winner', 'loser', 'winner']) : ['winner', 'winner'];
    return results.map((wonBy, i) => g(wonBy, play[i], i > 0 && sb[i]));
  });
  const rowsArb = fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c'), fc.constantFrom('a', 'b', 'c'), bestOfThree), { maxLength: 25 }).map((matches) => matches.map(([w, l, games]) => matchRow(w, l, games)));
  const inUnit = (rate: { win_rate: number | null; confidence_interval: { lower: number; upper: number } }) =>
    (rate.win_rate === null || (rate.win_rate >= 0 && rate.win_rate <= 1 && rate.confidence_interval.lower <= rate.win_rate && rate.win_rate <= rate.confidence_interval.upper)) &&
    rate.confidence_interval.lower >= 0 && rate.confidence_interval.upper <= 1;

  it('keeps every rate in [0, 1] inside its interval, and A vs B mirrors B vs A (property)', () => {
    fc.assert(
      fc.property(rowsArb, fc.constantFrom('matches' as const, 'games' as const), (rows, unit) => {
        const built = buildMatrix(archetypes, rows, { min_sample_size: 1, unit });
        const countRows = matrixCountRows(built);
        for (const cell of built.matrix) {
          const { games } = cell;
          for (const rate of [cell, games, games.on_the_play, games.on_the_draw, games.pre_sideboard, games.post_sideboard]) expect(inUnit(rate)).toBe(true);
          const mirror = cellOf(built.matrix, cell.opponent_id, cell.archetype_id).games;
          expect([games.wins, games.losses]).toEqual([mirror.losses, mirror.wins]);
          if (games.win_rate !== null) expect(games.win_rate).toBeCloseTo(1 - mirror.win_rate!, 12);
          expect(games.on_the_play.games).toBe(mirror.on_the_draw.games);
          expect(games.on_the_play.wins).toBe(mirror.on_the_draw.games - mirror.on_the_draw.wins);
          expect(games.pre_sideboard.games).toBe(mirror.pre_sideboard.games);
          expect(games.post_sideboard.wins + games.pre_sideboard.wins).toBe(games.wins);
          // The compact rows give the same cell back.
          const [i, j] = [cell.archetype_id, cell.opponent_id].map((id) => archetypes.findIndex((a) => a.id === id));
          expect(cellFromCountRows(countRows, i, j, 1)).toEqual(cell);
        }
      }),
    );
  });
});

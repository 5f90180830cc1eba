import { describe, expect, it } from 'vitest';
import { gamesProblem, normalizedGames, score, type GameChoice } from '../../web/src/components/matches/games-form.ts';

const won = (games: GameChoice[]) => games.map((game) => game.wonBy);

describe('the log dialog’s games', () => {
  it('fills a best-of-three with the winner taking games 1 and 2, game 1 unsideboarded, later ones sideboarded', () => {
    const games = normalizedGames(3, []);
    expect(games).toEqual([
      { wonBy: 'winner', onThePlay: 'winner', sideboarded: false },
      { wonBy: 'winner', onThePlay: 'loser', sideboarded: true },
    ]);
  });

  it('adds game 3 when game 2 goes to the loser, with the loser of game 2 on the play, and cuts games after the decider', () => {
    const twoOne = normalizedGames(3, [{ wonBy: 'winner', onThePlay: 'winner', sideboarded: false }, { wonBy: 'loser', onThePlay: 'loser', sideboarded: true }]);
    expect(twoOne).toHaveLength(3);
    expect(twoOne[2]).toEqual({ wonBy: 'winner', onThePlay: 'winner', sideboarded: true });
    expect(score(won(twoOne))).toBe('2–1');
    const swept = normalizedGames(3, [twoOne[0], { ...twoOne[1], wonBy: 'winner' }, twoOne[2]]);
    expect(score(won(swept))).toBe('2–0');
  });

  it('says when the loser took the majority', () => {
    const games = normalizedGames(3, [{ wonBy: 'loser', onThePlay: 'winner', sideboarded: false }, { wonBy: 'loser', onThePlay: 'winner', sideboarded: true }]);
    expect(games).toHaveLength(2);
    expect(gamesProblem(3, games)).toMatch(/swap winner and loser/);
    expect(gamesProblem(5, normalizedGames(5, []))).toBeNull();
  });
});

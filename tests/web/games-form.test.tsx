import { describe, expect, it } from 'vitest';
import { gamesProblem, normalizedGames, score, sideboardedAfterFirst, startingGames, withSideboarding, type GameChoice } from '../../web/src/components/matches/games-form.ts';
import { swapSides, type MatchFormValues } from '../../web/src/components/matches/match-form.ts';

const won = (games: GameChoice[]) => games.map((game) => game.wonBy);

describe('the log dialog’s games', () => {
  it('fills a best-of-three with the winner taking games 1 and 2, game 1 unsideboarded, later ones sideboarded', () => {
    const games = normalizedGames(3, [], 'SIDEBOARD');
    expect(games).toEqual([
      { wonBy: 'winner', onThePlay: 'winner', sideboarded: false },
      { wonBy: 'winner', onThePlay: 'loser', sideboarded: true },
    ]);
  });

  it('adds game 3 when game 2 goes to the loser, with the loser of game 2 on the play, and cuts games after the decider', () => {
    const twoOne = normalizedGames(3, [{ wonBy: 'winner', onThePlay: 'winner', sideboarded: false }, { wonBy: 'loser', onThePlay: 'loser', sideboarded: true }], 'SIDEBOARD');
    expect(twoOne).toHaveLength(3);
    expect(twoOne[2]).toEqual({ wonBy: 'winner', onThePlay: 'winner', sideboarded: true });
    expect(score(won(twoOne))).toBe('2–1');
    const swept = normalizedGames(3, [twoOne[0], { ...twoOne[1], wonBy: 'winner' }, twoOne[2]], 'SIDEBOARD');
    expect(score(won(swept))).toBe('2–0');
  });

  it('says when the loser took the majority', () => {
    const games = normalizedGames(3, [{ wonBy: 'loser', onThePlay: 'winner', sideboarded: false }, { wonBy: 'loser', onThePlay: 'winner', sideboarded: true }], 'SIDEBOARD');
    expect(games).toHaveLength(2);
    expect(gamesProblem(3, games)).toMatch(/swap winner and loser/);
    expect(gamesProblem(5, normalizedGames(5, [], 'SIDEBOARD'))).toBeNull();
  });
});

describe('the games follow the game’s rules', () => {
  it('never sideboards a game where the game has no sideboarding (Pokémon), and starts a Bo3 with its rows', () => {
    const games = startingGames(3, 'NONE');
    expect(games.map((game) => game.sideboarded)).toEqual([false, false]);
    const third = normalizedGames(3, [games[0], { ...games[1], wonBy: 'loser' }], 'NONE');
    expect(third.map((game) => game.sideboarded)).toEqual([false, false, false]);
    expect(startingGames(1, 'NONE')).toEqual([]);
  });

  it('keeps the match’s "sideboarded after game 1" choice for a game added later, and reads a mixed record as mixed', () => {
    const unsided = withSideboarding(startingGames(3, 'SIDE_DECK'), false);
    expect(sideboardedAfterFirst(unsided)).toBe(false);
    const third = normalizedGames(3, [unsided[0], { ...unsided[1], wonBy: 'loser' }], 'SIDE_DECK');
    expect(third[2].sideboarded).toBe(false);
    expect(sideboardedAfterFirst(withSideboarding(third, true))).toBe(true);
    expect(sideboardedAfterFirst([third[0], { ...third[1], sideboarded: true }, third[2]])).toBe('mixed');
  });
});

describe('Swap Winner and Loser', () => {
  const side = (archetype: string) => ({ archetype, decklist: '', player: null });
  const form = (games: GameChoice[]): MatchFormValues => ({ winner: side('a'), loser: side('b'), wentFirst: '', bestOf: 3, games, date: '2026-12-01T20:00', notes: '' });

  it('keeps games that make a match for the winner as the new winner’s (the next match of a sitting, the other deck won)', () => {
    const games = startingGames(3, 'SIDEBOARD');
    const swapped = swapSides(form(games));
    expect([swapped.winner.archetype, swapped.loser.archetype]).toEqual(['b', 'a']);
    expect(swapped.games).toEqual(games);
    expect(gamesProblem(3, swapped.games)).toBeNull();
  });

  it('moves games entered the wrong way round (the loser took the majority) with their players', () => {
    const backwards: GameChoice[] = [{ wonBy: 'loser', onThePlay: 'winner', sideboarded: false }, { wonBy: 'loser', onThePlay: 'loser', sideboarded: true }];
    const swapped = swapSides(form(backwards));
    expect(swapped.games).toEqual([{ wonBy: 'winner', onThePlay: 'loser', sideboarded: false }, { wonBy: 'winner', onThePlay: 'winner', sideboarded: true }]);
    expect(gamesProblem(3, swapped.games)).toBeNull();
  });
});

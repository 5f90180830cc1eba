import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rulesOf } from '../../../server/domain/games.ts';
import { checkedGames, gameCounts, gamesToWin, type MatchGame } from '../../../server/domain/matchup/games.ts';

const MAGIC = rulesOf('Magic: The Gathering');

const g = (wonBy: MatchGame['wonBy'], onThePlay: MatchGame['onThePlay'], sideboarded = false): MatchGame => ({ wonBy, onThePlay, sideboarded });

describe('a best-of-N match’s games', () => {
  it('counts a 2–1 from the winner’s side and takes went_first from game 1', () => {
    const checked = checkedGames(3, [g('winner', 'winner'), g('loser', 'loser', true), g('winner', 'loser', true)], undefined, MAGIC);
    expect(checked).toEqual({
      bestOf: 3,
      games: [g('winner', 'winner'), g('loser', 'loser', true), g('winner', 'loser', true)],
      wentFirst: true,
      gamesWon: 2,
      gamesLost: 1,
      playGamesWon: 1,
      playGamesLost: 0,
      drawGamesWon: 1,
      drawGamesLost: 1,
      preGamesWon: 1,
      preGamesLost: 0,
    });
  });

  it('counts a match without games as one game the winner won', () => {
    expect(gameCounts([], null)).toMatchObject({ gamesWon: 1, gamesLost: 0, playGamesWon: 0, drawGamesWon: 0, preGamesWon: 1 });
    expect(gameCounts([], false)).toMatchObject({ gamesWon: 1, drawGamesWon: 1, playGamesWon: 0 });
    expect(checkedGames(3, [], true, MAGIC).wentFirst).toBe(true);
  });

  it.each([
    [[g('winner', 'winner'), g('loser', 'loser', true)], 'The match winner must win the majority of the games'],
    [[g('winner', 'winner'), g('winner', 'loser', true), g('winner', 'loser', true)], 'No game can follow the one that decided the match'],
    [[g('winner', 'winner', true), g('winner', 'loser', true)], 'Game 1 is played before sideboarding'],
    [[g('winner', 'winner'), g('winner', 'winner'), g('winner', 'winner'), g('winner', 'winner')], 'A best-of-N match has at most N games'],
  ])('refuses games that do not make a match the winner won (%#)', (games, message) => {
    expect(() => checkedGames(3, games, undefined, MAGIC)).toThrow(message);
  });

  it('accepts exactly the game sequences that end when the winner reaches a majority (property)', () => {
    const gameArb = fc.record({ wonBy: fc.constantFrom('winner' as const, 'loser' as const), onThePlay: fc.constantFrom('winner' as const, 'loser' as const), sideboarded: fc.boolean() });
    fc.assert(
      fc.property(fc.constantFrom(1 as const, 3 as const, 5 as const), fc.array(gameArb, { minLength: 1, maxLength: 6 }), (bestOf, raw) => {
        const games = raw.map((game, i) => ({ ...game, sideboarded: i > 0 && game.sideboarded }));
        const needed = gamesToWin(bestOf);
        const wins = games.filter((game) => game.wonBy === 'winner').length;
        const lastDecides = games.at(-1)!.wonBy === 'winner' && wins === needed && games.length - wins < needed;
        let accepted = true;
        try {
          const checked = checkedGames(bestOf, games, undefined, MAGIC);
          expect(checked.gamesWon + checked.gamesLost).toBe(games.length);
          expect(checked.playGamesWon + checked.playGamesLost + checked.drawGamesWon + checked.drawGamesLost).toBe(games.length);
          expect(checked.preGamesWon + checked.preGamesLost).toBe(games.filter((game) => !game.sideboarded).length);
        } catch {
          accepted = false;
        }
        expect(accepted).toBe(lastDecides && games.length <= bestOf);
      }),
    );
  });
});

describe('the games follow their game’s rules (domain/games.ts)', () => {
  it('refuses a sideboarded game where the game has no sideboarding, naming the game', () => {
    const pokemon = rulesOf('Pokémon TCG');
    expect(pokemon).toEqual({ game: 'Pokémon TCG', sideboarding: 'none', bestOf: 3 });
    expect(() => checkedGames(3, [g('winner', 'winner'), g('winner', 'loser', true)], undefined, pokemon)).toThrow('Pokémon TCG has no sideboarding');
    expect(checkedGames(3, [g('winner', 'winner'), g('winner', 'loser')], undefined, pokemon).preGamesWon).toBe(2);
  });

  it('knows the side deck, the best-of-one games, and keeps the old behaviour for a game outside the catalogue', () => {
    expect(rulesOf('Yu-Gi-Oh!')).toMatchObject({ sideboarding: 'side-deck', bestOf: 3 });
    expect(rulesOf('fab')).toMatchObject({ game: 'Flesh and Blood', bestOf: 1 });
    expect(rulesOf('One Piece Card Game')).toMatchObject({ sideboarding: 'none', bestOf: 1 });
    expect(rulesOf('Our House Game')).toEqual({ game: null, sideboarding: 'sideboard', bestOf: 1 });
    expect(checkedGames(3, [g('winner', 'winner'), g('winner', 'loser', true)], undefined, rulesOf('Yu-Gi-Oh!')).preGamesWon).toBe(1);
  });
});

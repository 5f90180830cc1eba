// A best-of-three from battle logs pasted one after another: the client writes one log per game and nothing ties the
// games of a match together, so the user pastes them in order and the games must be between the same two players.
import { failed, succeeded, type ImportResult } from '../result.ts';
import type { PlayerIndex, PtcglGame } from './battle-log.ts';

export const MAX_MATCH_GAMES = 3;

export interface PtcglMatch {
  /** The players of the first game, in its order; every game is given in this order. */
  players: [string, string];
  games: PtcglGame[];
  gameWins: [number, number];
  /** Null while neither player has won more games (a 1-1 left unfinished). */
  winner: PlayerIndex | null;
}

/** A game with its players put in the match's order (and every index that refers to them). */
function inOrder(game: PtcglGame, players: readonly [string, string]): PtcglGame {
  if (game.players[0] === players[0]) return game;
  const swap = <T>(pair: [T, T]): [T, T] => [pair[1], pair[0]];
  const flip = (index: PlayerIndex | null): PlayerIndex | null => (index === null ? null : ((1 - index) as PlayerIndex));
  return {
    ...game,
    players: swap(game.players),
    owner: flip(game.owner),
    wentFirst: flip(game.wentFirst),
    winner: flip(game.winner)!,
    mulligans: swap(game.mulligans),
    cardsPlayed: swap(game.cardsPlayed),
  };
}

/** The games of one match, in the order played. Refuses games between other players, and games after the decider. */
export function ptcglMatchOf(games: readonly PtcglGame[]): ImportResult<PtcglMatch> {
  if (games.length === 0) return failed('INVALID', 'A match needs at least one game');
  if (games.length > MAX_MATCH_GAMES) return failed('INVALID', `A match has at most ${MAX_MATCH_GAMES} games`);
  const players = games[0].players;
  const sameTwo = (game: PtcglGame) => [...game.players].sort().join('\n') === [...players].sort().join('\n');
  const stranger = games.findIndex((game) => !sameTwo(game));
  if (stranger >= 0) return failed('INVALID', `Game ${stranger + 1} is between ${games[stranger].players.join(' and ')}, not ${players.join(' and ')}`);
  const ordered = games.map((game) => inOrder(game, players));
  const gameWins: [number, number] = [0, 0];
  for (const [index, game] of ordered.entries()) {
    if (Math.max(...gameWins) * 2 > MAX_MATCH_GAMES) return failed('INVALID', `Game ${index + 1} follows the game that decided the match`);
    gameWins[game.winner] += 1;
  }
  return succeeded({ players, games: ordered, gameWins, winner: gameWins[0] === gameWins[1] ? null : gameWins[0] > gameWins[1] ? 0 : 1 });
}

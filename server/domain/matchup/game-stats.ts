// Game-level statistics: game wins and losses with their win rate, and the rates on the play, on the draw, before
// sideboarding (game 1) and after, each with its Wilson interval. They are computed from GameCounts, summed from the
// side whose statistics they are (a match's counts are kept from its winner's side; flipCounts turns them round).

import { GAME_COUNT_KEYS, gameCounts, type GameCounts } from './games.ts';
import type { Interval } from './types.ts';
import { wilsonInterval } from './wilson.ts';

/** Wins over games played, with the rate (null without games) and its 95% Wilson interval. */
export interface GameRate {
  wins: number;
  games: number;
  win_rate: number | null;
  confidence_interval: Interval;
}

export interface GameStats {
  wins: number;
  losses: number;
  win_rate: number | null;
  confidence_interval: Interval;
  on_the_play: GameRate;
  on_the_draw: GameRate;
  pre_sideboard: GameRate;
  post_sideboard: GameRate;
}

export const noGames = (): GameCounts => ({ gamesWon: 0, gamesLost: 0, playGamesWon: 0, playGamesLost: 0, drawGamesWon: 0, drawGamesLost: 0, preGamesWon: 0, preGamesLost: 0 });

/** Adds `more` into `into` (which it returns). */
export function addCounts(into: GameCounts, more: GameCounts, times = 1): GameCounts {
  for (const key of GAME_COUNT_KEYS) into[key] += more[key] * times;
  return into;
}

/** The same games seen from the other side: its wins are the losses, its games on the play the draws. */
export function flipCounts(c: GameCounts): GameCounts {
  return {
    gamesWon: c.gamesLost,
    gamesLost: c.gamesWon,
    playGamesWon: c.drawGamesLost,
    playGamesLost: c.drawGamesWon,
    drawGamesWon: c.playGamesLost,
    drawGamesLost: c.playGamesWon,
    preGamesWon: c.preGamesLost,
    preGamesLost: c.preGamesWon,
  };
}

/** `count` matches without recorded games, by who went first (each is one game the winner won). */
export const unrecordedGames = (wentFirst: boolean | null, count: number): GameCounts => addCounts(noGames(), gameCounts([], wentFirst), count);

function rate(wins: number, games: number): GameRate {
  return { wins, games, win_rate: games > 0 ? wins / games : null, confidence_interval: wilsonInterval(wins, games) };
}

export function gameStats(c: GameCounts): GameStats {
  const all = rate(c.gamesWon, c.gamesWon + c.gamesLost);
  return {
    wins: c.gamesWon,
    losses: c.gamesLost,
    win_rate: all.win_rate,
    confidence_interval: all.confidence_interval,
    on_the_play: rate(c.playGamesWon, c.playGamesWon + c.playGamesLost),
    on_the_draw: rate(c.drawGamesWon, c.drawGamesWon + c.drawGamesLost),
    pre_sideboard: rate(c.preGamesWon, c.preGamesWon + c.preGamesLost),
    post_sideboard: rate(c.gamesWon - c.preGamesWon, c.gamesWon + c.gamesLost - c.preGamesWon - c.preGamesLost),
  };
}

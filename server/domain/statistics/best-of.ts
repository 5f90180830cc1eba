// A best-of-N match from its games: the probability of winning, drawing and losing the match given the game win
// rates on the play and on the draw, before sideboarding (game 1) and after (games 2+), and a game draw rate, with
// who plays first in each game by the game's rules:
//
// - game 1: the winner of a die roll chooses (or we know who was on the play);
// - after a decided game its loser chooses; after a drawn game the player who chose for it chooses again (MTG's
//   tournament rules); the chooser takes the play with probability `chooserPlays` (1 in Magic; Pokémon players
//   sometimes choose to go second);
// - the match ends when a side has won ⌊N/2⌋ + 1 games or `maxGames` games have been played (default N: a drawn game
//   uses up one of the N, as when time runs out); then the side with more game wins wins, equal is a drawn match.
//
// Exact, by walking the (wins, losses, games, chooser, on the play) states: no sampling.
import { gamesToWin } from '../matchup/games.ts';

/** Our chance of winning one game, on the play and on the draw. */
export interface PlayDrawRates {
  onThePlay: number;
  onTheDraw: number;
}

export interface GameRates {
  preBoard: PlayDrawRates;
  postBoard: PlayDrawRates;
  /** The chance that a game is drawn; the win rates above are of the games that are not (default 0). */
  gameDraw?: number;
}

export interface BestOfRules {
  bestOf: number;
  /** Probability that the player who chooses takes the play (default 1). */
  chooserPlays?: number;
  /** Game 1: a die roll (default), or known to be on the play or on the draw. */
  firstGame?: 'die-roll' | 'on-the-play' | 'on-the-draw';
  /** Games played at most, drawn ones included (default bestOf). */
  maxGames?: number;
}

export interface MatchOutcome {
  win: number;
  draw: number;
  loss: number;
}

/** A state before a game: the chooser (we or they) and whether we are on the play, with its probability. */
interface Opening {
  weChoose: boolean;
  wePlay: boolean;
  probability: number;
}

function gameOneOpenings(firstGame: BestOfRules['firstGame'], c: number): Opening[] {
  const all: Opening[] = [
    { weChoose: true, wePlay: true, probability: c / 2 },
    { weChoose: true, wePlay: false, probability: (1 - c) / 2 },
    { weChoose: false, wePlay: true, probability: (1 - c) / 2 },
    { weChoose: false, wePlay: false, probability: c / 2 },
  ];
  if (!firstGame || firstGame === 'die-roll') return all;
  const kept = all.filter((o) => o.wePlay === (firstGame === 'on-the-play'));
  const total = kept.reduce((sum, o) => sum + o.probability, 0);
  return kept.map((o) => ({ ...o, probability: o.probability / total }));
}

interface Walk {
  rates: GameRates;
  need: number;
  maxGames: number;
  chooserPlays: number;
  gameDraw: number;
  outcome: MatchOutcome;
}

/** Adds to w.outcome the results reachable from a state before a game, weighted by its probability. */
function walk(w: Walk, won: number, lost: number, games: number, weChoose: boolean, wePlay: boolean, probability: number): void {
  if (probability === 0) return;
  const board = games === 0 ? w.rates.preBoard : w.rates.postBoard;
  const p = wePlay ? board.onThePlay : board.onTheDraw;
  const decided = 1 - w.gameDraw;
  // A won game: they chose next; a lost one: we do; a drawn one: the same chooser again.
  after(w, won + 1, lost, games + 1, false, probability * decided * p);
  after(w, won, lost + 1, games + 1, true, probability * decided * (1 - p));
  after(w, won, lost, games + 1, weChoose, probability * w.gameDraw);
}

function after(w: Walk, won: number, lost: number, games: number, weChoose: boolean, probability: number): void {
  if (probability === 0) return;
  if (won === w.need || lost === w.need || games === w.maxGames) {
    w.outcome[won > lost ? 'win' : won < lost ? 'loss' : 'draw'] += probability;
    return;
  }
  const c = w.chooserPlays;
  walk(w, won, lost, games, weChoose, true, probability * (weChoose ? c : 1 - c));
  walk(w, won, lost, games, weChoose, false, probability * (weChoose ? 1 - c : c));
}

/** The probability of winning, drawing and losing the match (adding up to 1). */
export function matchOutcome(rates: GameRates, rules: BestOfRules): MatchOutcome {
  const c = rules.chooserPlays ?? 1;
  const w: Walk = { rates, need: gamesToWin(rules.bestOf), maxGames: rules.maxGames ?? rules.bestOf, chooserPlays: c, gameDraw: rates.gameDraw ?? 0, outcome: { win: 0, draw: 0, loss: 0 } };
  // Depth-first over game results; a best-of-five has at most 3⁵ paths, so no memoisation is needed.
  for (const o of gameOneOpenings(rules.firstGame, c)) walk(w, 0, 0, 0, o.weChoose, o.wePlay, o.probability);
  return w.outcome;
}

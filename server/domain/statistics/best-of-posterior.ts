// The match win rate of a pair from its games (best-of.ts) with an interval from the posterior of the game rates,
// beside the match-level estimate, and the rule for which to use. Game rates, each from the pair's recorded games:
//
//   p(board, play) ~ Beta(1 + wins, 1 + losses)   for game 1 and games 2+, on the play and on the draw (of the games
//                                                 that were not drawn)
//   q ~ Beta(½ + drawn games, ½ + other games)    one game-draw rate for the pair, where the project records draws
//
// Each posterior draw of the five rates gives a match outcome; the rate is P(win) + ½·P(draw). The match-level
// estimate is Beta(1 + wins + ½ draws, 1 + losses + ½ draws) of the pair's matches. The games' estimate is used
// where its 95% interval is narrower; it assumes that the games of a match are independent given who is on the play
// and whether sideboards are in, which the match-level one does not need.
import { seededSampler, type Sampler } from '../decision/sampling.ts';
import type { MatchGame, MatchSide } from '../matchup/games.ts';
import { matchOutcome, type BestOfRules, type GameRates } from './best-of.ts';
import { credit, DRAW_CREDIT, played, summariseDraws, type Estimate, type Record3 } from './records.ts';

/** A pair's games by situation, from one archetype's side. */
export interface GameRecords {
  preBoard: { onThePlay: Required<Record3>; onTheDraw: Required<Record3> };
  postBoard: { onThePlay: Required<Record3>; onTheDraw: Required<Record3> };
}

const none = (): Required<Record3> => ({ wins: 0, losses: 0, draws: 0 });
export const noGameRecords = (): GameRecords => ({ preBoard: { onThePlay: none(), onTheDraw: none() }, postBoard: { onThePlay: none(), onTheDraw: none() } });

/** Adds one match's recorded games into `into`, seen from `side` (a stored match's games are from its winner's side). */
export function addMatchGames(into: GameRecords, games: readonly MatchGame[], side: MatchSide): GameRecords {
  for (const game of games) {
    const record = into[game.sideboarded ? 'postBoard' : 'preBoard'][game.onThePlay === side ? 'onThePlay' : 'onTheDraw'];
    record[game.wonBy === side ? 'wins' : 'losses'] += 1;
  }
  return into;
}

const situations = (g: GameRecords) => [g.preBoard.onThePlay, g.preBoard.onTheDraw, g.postBoard.onThePlay, g.postBoard.onTheDraw];

export interface BestOfInput {
  /** The pair's recorded games, from the archetype's side. */
  games: GameRecords;
  /** All of the pair's matches (with or without recorded games), from the same side. */
  matches: Record3;
  rules: BestOfRules;
  /** Whether the project records drawn games; without, the game-draw rate is 0. */
  drawsRecorded?: boolean;
}

export interface BestOfEstimate {
  /** The match rate from the games (die roll for game 1), and knowing game 1 is on the play / on the draw; null without games. */
  fromGames: { rate: Estimate; onThePlay: Estimate; onTheDraw: Estimate; games: number } | null;
  fromMatches: Estimate;
  /** Which of the two is narrower, and so used. */
  used: 'games' | 'matches';
  /** The draws of the used estimate's rate (for the deck choice). */
  rateDraws: Float64Array;
}

export const BEST_OF_DEFAULTS = { samples: 4000, seed: 1 } as const;

const rateOfOutcome = (o: { win: number; draw: number }) => o.win + DRAW_CREDIT * o.draw;
const width = (e: Estimate) => e.upper - e.lower;

function drawGameRates(sampler: Sampler, games: GameRecords, drawsRecorded: boolean): GameRates {
  const rate = (r: Required<Record3>) => sampler.beta(1 + r.wins, 1 + r.losses);
  const all = situations(games);
  const drawn = all.reduce((sum, r) => sum + r.draws, 0);
  const decided = all.reduce((sum, r) => sum + r.wins + r.losses, 0);
  return {
    preBoard: { onThePlay: rate(games.preBoard.onThePlay), onTheDraw: rate(games.preBoard.onTheDraw) },
    postBoard: { onThePlay: rate(games.postBoard.onThePlay), onTheDraw: rate(games.postBoard.onTheDraw) },
    gameDraw: drawsRecorded ? sampler.beta(0.5 + drawn, 0.5 + decided) : 0,
  };
}

export function bestOfEstimate(input: BestOfInput, options: { samples?: number; seed?: number } = {}): BestOfEstimate {
  const samples = options.samples ?? BEST_OF_DEFAULTS.samples;
  const sampler = seededSampler(options.seed ?? BEST_OF_DEFAULTS.seed);
  const matchDraws = new Float64Array(samples);
  const wins = credit(input.matches);
  for (let s = 0; s < samples; s++) matchDraws[s] = sampler.beta(1 + wins, 1 + played(input.matches) - wins);
  const fromMatches = summariseDraws(matchDraws);
  const games = situations(input.games).reduce((sum, r) => sum + played(r), 0);
  if (games === 0) return { fromGames: null, fromMatches, used: 'matches', rateDraws: matchDraws };

  const [die, play, draw] = [new Float64Array(samples), new Float64Array(samples), new Float64Array(samples)];
  for (let s = 0; s < samples; s++) {
    const rates = drawGameRates(sampler, input.games, input.drawsRecorded ?? false);
    const onThePlay = rateOfOutcome(matchOutcome(rates, { ...input.rules, firstGame: 'on-the-play' }));
    const onTheDraw = rateOfOutcome(matchOutcome(rates, { ...input.rules, firstGame: 'on-the-draw' }));
    // A die roll puts us on the play half the time, whoever chooses what.
    [die[s], play[s], draw[s]] = [(onThePlay + onTheDraw) / 2, onThePlay, onTheDraw];
  }
  const fromGames = { rate: summariseDraws(die), onThePlay: summariseDraws(play), onTheDraw: summariseDraws(draw), games };
  const used = width(fromGames.rate) < width(fromMatches) ? 'games' : 'matches';
  return { fromGames, fromMatches, used, rateDraws: used === 'games' ? die : matchDraws };
}

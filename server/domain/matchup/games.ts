// The games of a best-of-N match, seen from the match winner's side: who won each game, who was on the play, and
// whether the game was played after sideboarding. A match is checked as a whole (the winner took the majority, no
// game follows the deciding one, game 1 is played with the main decks) and summed into the game counts the
// statistics read, so that SQL adds up columns instead of unpacking every match's games.

import { ValidationError, type FieldProblem } from '../errors.ts';
import type { GameRules } from '../games.ts';

export type MatchSide = 'winner' | 'loser';

// A type rather than an interface so that it is a JSON value to Prisma (the games column).
export type MatchGame = {
  wonBy: MatchSide;
  onThePlay: MatchSide;
  sideboarded: boolean;
};

export const BEST_OF_VALUES = [1, 3, 5] as const;
export type BestOf = (typeof BEST_OF_VALUES)[number];

/**
 * Game counts of one match from its winner's side: games won and lost in all, on the play, on the draw and before
 * sideboarding (game 1). A match whose games were not recorded counts as one game the winner won, on the play when it
 * went first, and before sideboarding.
 */
export interface GameCounts {
  gamesWon: number;
  gamesLost: number;
  playGamesWon: number;
  playGamesLost: number;
  drawGamesWon: number;
  drawGamesLost: number;
  preGamesWon: number;
  preGamesLost: number;
}

export const GAME_COUNT_KEYS = ['gamesWon', 'gamesLost', 'playGamesWon', 'playGamesLost', 'drawGamesWon', 'drawGamesLost', 'preGamesWon', 'preGamesLost'] as const;

/** Just the game counts of a row that has other columns too. */
export function gameCountsOf(row: GameCounts): GameCounts {
  const { gamesWon, gamesLost, playGamesWon, playGamesLost, drawGamesWon, drawGamesLost, preGamesWon, preGamesLost } = row;
  return { gamesWon, gamesLost, playGamesWon, playGamesLost, drawGamesWon, drawGamesLost, preGamesWon, preGamesLost };
}

export const MAJORITY_MESSAGE = 'The match winner must win the majority of the games';
export const GAME_AFTER_DECIDED_MESSAGE = 'No game can follow the one that decided the match';
export const GAME_ONE_SIDEBOARDED_MESSAGE = 'Game 1 is played before sideboarding';
export const TOO_MANY_GAMES_MESSAGE = 'A best-of-N match has at most N games';
export const WENT_FIRST_MISMATCH_MESSAGE = "went_first must agree with game 1's on_the_play";
/** A game played with no sideboarding (Pokémon…) cannot be sideboarded. */
export const noSideboardingMessage = (game: string | null) => `${game ?? 'This game'} has no sideboarding: no game of its matches is sideboarded`;

export interface CheckedGames extends GameCounts {
  bestOf: BestOf;
  games: MatchGame[];
  wentFirst: boolean | null;
}

/** Games needed to take a best-of-N match. */
export const gamesToWin = (bestOf: number) => Math.floor(bestOf / 2) + 1;

function problemsOf(bestOf: BestOf, games: readonly MatchGame[], wentFirst: boolean | null | undefined, rules: MatchRules): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const problem = (field: string, message: string) => problems.push({ field, message });
  if (games.length > bestOf) problem('games', TOO_MANY_GAMES_MESSAGE);
  const needed = gamesToWin(bestOf);
  let won = 0;
  let lost = 0;
  games.forEach((game, index) => {
    if (won === needed || lost === needed) problem(`games.${index}`, GAME_AFTER_DECIDED_MESSAGE);
    if (game.wonBy === 'winner') won += 1;
    else lost += 1;
  });
  if (games.length > 0 && (won !== needed || lost >= needed)) problem('games', MAJORITY_MESSAGE);
  if (rules.sideboarding === 'none') {
    const index = games.findIndex((game) => game.sideboarded);
    if (index >= 0) problem(`games.${index}.sideboarded`, noSideboardingMessage(rules.game));
  } else if (games[0]?.sideboarded) problem('games.0.sideboarded', GAME_ONE_SIDEBOARDED_MESSAGE);
  if (games.length > 0 && wentFirst != null && wentFirst !== (games[0].onThePlay === 'winner')) problem('wentFirst', WENT_FIRST_MISMATCH_MESSAGE);
  return problems;
}

/** The counts of one match's games (see GameCounts). */
export function gameCounts(games: readonly MatchGame[], wentFirst: boolean | null): GameCounts {
  const counts: GameCounts = { gamesWon: 0, gamesLost: 0, playGamesWon: 0, playGamesLost: 0, drawGamesWon: 0, drawGamesLost: 0, preGamesWon: 0, preGamesLost: 0 };
  const played = games.length > 0 ? games : [{ wonBy: 'winner', onThePlay: wentFirst === null ? null : wentFirst ? 'winner' : 'loser', sideboarded: false } as const];
  for (const game of played) {
    const won = game.wonBy === 'winner';
    counts[won ? 'gamesWon' : 'gamesLost'] += 1;
    if (game.onThePlay === 'winner') counts[won ? 'playGamesWon' : 'playGamesLost'] += 1;
    if (game.onThePlay === 'loser') counts[won ? 'drawGamesWon' : 'drawGamesLost'] += 1;
    if (!game.sideboarded) counts[won ? 'preGamesWon' : 'preGamesLost'] += 1;
  }
  return counts;
}

/** The part of a game's rules (domain/games.ts) that checks a match: whether its games can be sideboarded. */
export type MatchRules = Pick<GameRules, 'sideboarding'> & { game: string | null };

/**
 * A match's format and games checked together, with who went first taken from game 1 and the game counts to store.
 * Games may be left out (not recorded); given, they must make a complete match that the winner won, sideboarded only
 * after game 1 and only in a game that has sideboarding (its project's game's rules).
 */
export function checkedGames(bestOf: BestOf, games: readonly MatchGame[], wentFirst: boolean | null | undefined, rules: MatchRules): CheckedGames {
  const problems = problemsOf(bestOf, games, wentFirst, rules);
  if (problems.length > 0) throw new ValidationError(problems[0].message, problems);
  const first = games.length > 0 ? games[0].onThePlay === 'winner' : (wentFirst ?? null);
  return { bestOf, games: [...games], wentFirst: first, ...gameCounts(games, first) };
}

/** A match's games column as written by checkedGames (the database keeps it as JSON). */
export const storedGames = (json: unknown): MatchGame[] => (Array.isArray(json) ? (json as MatchGame[]) : []);

/** A match's stored games as REST and the project archive name their fields. */
export const gamesOnTheWire = (json: unknown) =>
  storedGames(json).map((game) => ({ won_by: game.wonBy, on_the_play: game.onThePlay, sideboarded: game.sideboarded }));

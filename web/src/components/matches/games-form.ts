// The games of a best-of-N match as the log dialog edits them: the list grows by one game until the match is decided
// and is cut after the deciding game, so that a 2–1 takes three choices of who won. Each new game starts with the
// previous game's loser on the play (it usually chooses to be); whether it is sideboarded follows the game's rules
// (the server's table, Project.gameRules): never where the game has no sideboarding, else as the game before it (or
// sideboarded, for game 2).

export type Side = 'winner' | 'loser';

export interface GameChoice {
  wonBy: Side;
  onThePlay: Side;
  sideboarded: boolean;
}

export type BestOf = 1 | 3 | 5;

/** GraphQL's Sideboarding as the client sees it (a value added later reads as sideboarding allowed). */
export type Sideboarding = 'SIDEBOARD' | 'SIDE_DECK' | 'NONE' | (string & {});

export const gamesToWin = (bestOf: BestOf) => Math.floor(bestOf / 2) + 1;

const other = (side: Side): Side => (side === 'winner' ? 'loser' : 'winner');

function nextGame(games: readonly GameChoice[], firstOnThePlay: Side, sideboarding: Sideboarding): GameChoice {
  const previous = games.at(-1);
  if (!previous) return { wonBy: 'winner', onThePlay: firstOnThePlay, sideboarded: false };
  const sideboarded = sideboarding !== 'NONE' && (games.length > 1 ? previous.sideboarded : true);
  return { wonBy: 'winner', onThePlay: other(previous.wonBy), sideboarded };
}

/** Games up to the deciding one, with a next game added while neither side has won. */
export function normalizedGames(bestOf: BestOf, games: readonly GameChoice[], sideboarding: Sideboarding, firstOnThePlay: Side = 'winner'): GameChoice[] {
  const needed = gamesToWin(bestOf);
  const kept: GameChoice[] = [];
  const wins = { winner: 0, loser: 0 };
  for (const game of games) {
    if (wins.winner === needed || wins.loser === needed) break;
    kept.push(game);
    wins[game.wonBy] += 1;
  }
  while (wins.winner < needed && wins.loser < needed && kept.length < bestOf) {
    const game = nextGame(kept, firstOnThePlay, sideboarding);
    kept.push(game);
    wins[game.wonBy] += 1;
  }
  return kept;
}

/** The games a match of `bestOf` starts with (none for best of 1: its games are not recorded one by one). */
export const startingGames = (bestOf: BestOf, sideboarding: Sideboarding): GameChoice[] => (bestOf === 1 ? [] : normalizedGames(bestOf, [], sideboarding));

/** Every game after the first sideboarded or not (the match's one "sideboarded after game 1" choice). */
export const withSideboarding = (games: readonly GameChoice[], sideboarded: boolean): GameChoice[] => games.map((game, index) => (index === 0 ? game : { ...game, sideboarded }));

/** Whether the games after the first were sideboarded: all, none, or some ('mixed', an older match's record). */
export function sideboardedAfterFirst(games: readonly GameChoice[]): boolean | 'mixed' {
  const later = games.slice(1).map((game) => game.sideboarded);
  if (later.every(Boolean)) return true;
  return later.some(Boolean) ? 'mixed' : false;
}

/** The score from the match winner's side, e.g. "2–1", from who won each game ('winner' or GraphQL's 'WINNER'). */
export function score(wonBy: readonly string[]): string {
  const won = wonBy.filter((side) => side.toLowerCase() === 'winner').length;
  return `${won}–${wonBy.length - won}`;
}

/** The problem with games whose majority went to the loser (the dialog then asks to swap winner and loser). */
export function gamesProblem(bestOf: BestOf, games: readonly GameChoice[]): string | null {
  const lost = games.filter((game) => game.wonBy === 'loser').length;
  return lost >= gamesToWin(bestOf) ? 'The match winner must win the majority of the games: swap winner and loser' : null;
}

// The games of a best-of-N match as the log dialog edits them: the list grows by one game until the match is decided
// and is cut after the deciding game, so that a 2–1 takes three choices of who won. Each new game starts with the
// previous game's loser on the play (it usually chooses to be) and sideboarded (every game after the first is).

export type Side = 'winner' | 'loser';

export interface GameChoice {
  wonBy: Side;
  onThePlay: Side;
  sideboarded: boolean;
}

export type BestOf = 1 | 3 | 5;

export const gamesToWin = (bestOf: BestOf) => Math.floor(bestOf / 2) + 1;

const other = (side: Side): Side => (side === 'winner' ? 'loser' : 'winner');

function nextGame(previous: GameChoice | undefined, firstOnThePlay: Side): GameChoice {
  return previous ? { wonBy: 'winner', onThePlay: other(previous.wonBy), sideboarded: true } : { wonBy: 'winner', onThePlay: firstOnThePlay, sideboarded: false };
}

/** Games up to the deciding one, with a next game added while neither side has won. */
export function normalizedGames(bestOf: BestOf, games: readonly GameChoice[], firstOnThePlay: Side = 'winner'): GameChoice[] {
  const needed = gamesToWin(bestOf);
  const kept: GameChoice[] = [];
  const wins = { winner: 0, loser: 0 };
  for (const game of games) {
    if (wins.winner === needed || wins.loser === needed) break;
    kept.push(game);
    wins[game.wonBy] += 1;
  }
  while (wins.winner < needed && wins.loser < needed && kept.length < bestOf) {
    const game = nextGame(kept.at(-1), firstOnThePlay);
    kept.push(game);
    wins[game.wonBy] += 1;
  }
  return kept;
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

// The matrix's cells from its compact count rows (MatchupMatrix.rows), with the same domain functions the server
// uses: rates, significance, bands, intervals, on-the-play and on-the-draw rates, and games still needed.
import { cellFromCountRows, gamesNeeded, matrixCellBand, winRatePercent, type MatrixCellBand } from '../../../../../server/domain/matchup/index.ts';

/** A row of MatrixCountRow.counts as the domain's count row. */
export { countRowOf } from '../../../../../server/domain/matchup/index.ts';

/** The count rows as the domain names them (MatrixCountRow). */
export type CountRows = Parameters<typeof cellFromCountRows>[0];

/** What a cell's record counts (GraphQL's MatrixUnit), and its noun in one and many. */
export type CellUnit = 'MATCHES' | 'GAMES' | (string & {});

/** The noun of what `unit` counts, in one and many: ['match', 'matches'] or ['game', 'games']. */
export const unitNouns = (unit: CellUnit): readonly [string, string] => (unit === 'GAMES' ? ['game', 'games'] : ['match', 'matches']);

/** A game rate: wins over games, with the rate (null without games). */
export interface GameRateFigure {
  wins: number;
  games: number;
  rate: number | null;
}

export interface MatchupCell {
  /** The noun of what the record counts: "match"/"matches" or "game"/"games" (the matrix's unit). */
  noun: readonly [string, string];
  wins: number;
  losses: number;
  sampleSize: number;
  /** The whole percent shown, or null without games. */
  percent: number | null;
  isSignificant: boolean;
  band: MatrixCellBand;
  interval: { lower: number; upper: number } | null;
  /** The row archetype going first: games and its win rate (null without such games). */
  onThePlay: { games: number; rate: number | null };
  /** The row archetype going second, where who went first is known. */
  onTheDraw: { games: number; rate: number | null };
  /** More of the cell's unit needed for an interval of ±halfWidth (domain/matchup/wilson.ts gamesNeeded). */
  gamesNeeded: (halfWidth: number) => number;
  /** Game rates whatever the unit: on the play and the draw, before sideboarding (game 1) and after. */
  games: { onThePlay: GameRateFigure; onTheDraw: GameRateFigure; preBoard: GameRateFigure; postBoard: GameRateFigure };
}

const figure = ({ wins, games, win_rate }: { wins: number; games: number; win_rate: number | null }): GameRateFigure => ({ wins, games, rate: win_rate });

/** The cell of row `i` against column `j` of the count rows (counting `unit`), significant from `minSample` of that unit. */
export function matchupCell(rows: CountRows, i: number, j: number, minSample: number, unit: CellUnit = 'MATCHES'): MatchupCell {
  const cell = cellFromCountRows(rows, i, j, minSample);
  // Going second, where who went first is known: the column went first in those games.
  const drawGames = rows[j].first_games[i];
  const drawWins = drawGames - rows[j].first_wins[i];
  return {
    noun: unitNouns(unit),
    wins: cell.wins,
    losses: cell.losses,
    sampleSize: cell.sample_size,
    percent: cell.win_rate === null ? null : winRatePercent(cell.win_rate),
    isSignificant: cell.is_significant,
    band: matrixCellBand(cell.win_rate, cell.is_significant),
    interval: cell.sample_size > 0 ? cell.confidence_interval : null,
    onThePlay: { games: cell.first_sample_size, rate: cell.first_win_rate },
    onTheDraw: { games: drawGames, rate: drawGames > 0 ? drawWins / drawGames : null },
    gamesNeeded: (halfWidth) => gamesNeeded(cell.wins, cell.sample_size, halfWidth),
    games: {
      onThePlay: figure(cell.games.on_the_play),
      onTheDraw: figure(cell.games.on_the_draw),
      preBoard: figure(cell.games.pre_sideboard),
      postBoard: figure(cell.games.post_sideboard),
    },
  };
}

/** A game rate as a whole percent ("60%"), or a dash without games. */
export const percentOf = (side: { rate: number | null }): string => (side.rate === null ? '–' : `${winRatePercent(side.rate)}%`);

/** A rate as a whole percent with its games ("60% of 5"), or a dash. */
export function rateText(side: { games: number; rate: number | null }): string {
  return side.rate === null ? '–' : `${winRatePercent(side.rate)}% of ${side.games}`;
}

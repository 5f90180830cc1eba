// The matrix's cells from its compact count rows (MatchupMatrix.rows), with the same domain functions the server
// uses: rates, significance, bands, intervals, on-the-play and on-the-draw rates, and games still needed.
import { cellFromCountRows, gamesNeeded, matrixCellBand, winRatePercent, type MatrixCellBand } from '../../../../../server/domain/matchup/index.ts';

/** A row of MatrixCountRow.counts as the domain's count row. */
export { countRowOf } from '../../../../../server/domain/matchup/index.ts';

/** The count rows as the domain names them (MatrixCountRow). */
export type CountRows = Parameters<typeof cellFromCountRows>[0];

export interface MatchupCell {
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
  gamesNeeded: (halfWidth: number) => number;
}

/** The cell of row `i` against column `j` of the count rows, significant from `minSample` games. */
export function matchupCell(rows: CountRows, i: number, j: number, minSample: number): MatchupCell {
  const cell = cellFromCountRows(rows, i, j, minSample);
  // Going second, where who went first is known: the column went first in those games.
  const drawGames = rows[j].first_games[i];
  const drawWins = drawGames - rows[j].first_wins[i];
  return {
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
  };
}

/** A rate as a whole percent with its games ("60% of 5"), or a dash. */
export function rateText(side: { games: number; rate: number | null }): string {
  return side.rate === null ? '–' : `${winRatePercent(side.rate)}% of ${side.games}`;
}

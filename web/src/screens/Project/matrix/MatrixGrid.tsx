import { useState, type KeyboardEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { MatrixGrid_matrix$data, MatrixGrid_matrix$key } from '../../../__generated__/MatrixGrid_matrix.graphql';
import { intervalText, percentText } from '../../../components/matches/match-display.ts';

export type MatrixView = 'percent' | 'record' | 'needed';

type Cell = MatrixGrid_matrix$data['cells'][number];
type Row = MatrixGrid_matrix$data['archetypes'][number];

const BAND_CLASS: Record<string, string> = {
  EXCELLENT: 'band-excellent',
  VERY_GOOD: 'band-very-good',
  GOOD: 'band-good',
  NEUTRAL: 'band-neutral',
  BAD: 'band-bad',
  VERY_BAD: 'band-very-bad',
  TERRIBLE: 'band-terrible',
};

const BAND_LEGEND: Array<[string, string]> = [
  ['band-excellent', '75%+'],
  ['band-very-good', '65–74%'],
  ['band-good', '55–64%'],
  ['band-neutral', '45–54%'],
  ['band-bad', '35–44%'],
  ['band-very-bad', '25–34%'],
  ['band-terrible', 'under 25%'],
];

function cellText(cell: Cell, view: MatrixView): string {
  if (cell.sampleSize === 0) return view === 'needed' ? String(cell.gamesNeeded) : '–';
  if (view === 'record') return `${cell.wins}-${cell.losses}`;
  if (view === 'needed') return String(cell.gamesNeeded);
  return percentText(cell.winRatePercent);
}

/** Everything a cell says, in words: for the screen reader label and the hover/focus details. */
function cellDescription(row: Row, column: Row, cell: Cell, halfWidth: number): string {
  const needed = `${cell.gamesNeeded} more games for ±${Math.round(halfWidth * 100)} points`;
  if (cell.sampleSize === 0) return `${row.name} vs ${column.name}: no games yet. ${needed}.`;
  const first = cell.firstWinRate == null ? '' : ` On the play ${Math.round(cell.firstWinRate * 100)}%.`;
  const significance = cell.isSignificant ? '' : ' Not significant (below the minimum sample).';
  return (
    `${row.name} vs ${column.name}: ${cell.wins} ${cell.wins === 1 ? 'win' : 'wins'}, ${cell.losses} ${cell.losses === 1 ? 'loss' : 'losses'}, ` +
    `${percentText(cell.winRatePercent)} win rate over ${cell.sampleSize} ${cell.sampleSize === 1 ? 'game' : 'games'}, ` +
    `95% interval ${intervalText(cell.confidenceInterval?.lower, cell.confidenceInterval?.upper)}.${first}${significance} ${needed}.`
  );
}

const STEP: Record<string, [number, number]> = { ArrowRight: [0, 1], ArrowLeft: [0, -1], ArrowDown: [1, 0], ArrowUp: [-1, 0] };

/**
 * Arrow keys move between the cells (skipping the diagonal), so that the grid is one stop in the tab order rather
 * than one per cell; each cell's label reads both archetypes and its numbers.
 */
function moveBetweenCells(event: KeyboardEvent<HTMLTableElement>, size: number): void {
  const cell = (event.target as HTMLElement).closest<HTMLElement>('td[data-row]');
  const step = STEP[event.key];
  if (!cell || !step) return;
  let row = Number(cell.dataset.row);
  let column = Number(cell.dataset.column);
  do {
    row += step[0];
    column += step[1];
  } while (row === column);
  if (row < 0 || column < 0 || row >= size || column >= size) return;
  event.preventDefault();
  event.currentTarget.querySelector<HTMLElement>(`td[data-row="${row}"][data-column="${column}"]`)?.focus();
}

/** The grid: rows play against columns; the diagonal and empty cells show a dash; significant cells are coloured. */
export function MatrixGrid({ matrix: key, view, halfWidth }: { matrix: MatrixGrid_matrix$key; view: MatrixView; halfWidth: number }) {
  const matrix = useFragment(
    graphql`
      fragment MatrixGrid_matrix on MatchupMatrix @argumentDefinitions(halfWidth: { type: "Float!" }) {
        archetypes {
          archetypeId
          name
          shortName
          totalMatches
          totalWins
          winRate
        }
        cells {
          archetypeId
          opponentId
          wins
          losses
          sampleSize
          winRate
          winRatePercent
          firstWinRate
          isSignificant
          band
          confidenceInterval {
            lower
            upper
          }
          gamesNeeded(halfWidth: $halfWidth)
        }
      }
    `,
    key,
  );
  const cells = new Map(matrix.cells.map((cell) => [`${cell.archetypeId}>${cell.opponentId}`, cell]));
  // The one cell in the tab order: the first matchup, then whichever cell was focused last.
  const [current, setCurrent] = useState('0:1');
  const size = matrix.archetypes.length;
  return (
    <div className="matrix-wrap">
      <table className="matrix-table" onKeyDown={(event) => moveBetweenCells(event, size)}>
        <caption className="sr-only">Win rate of each row archetype against each column archetype</caption>
        <thead>
          <tr>
            <th scope="col" className="matrix-corner">
              <span className="small muted">vs</span>
            </th>
            {matrix.archetypes.map((a) => (
              <th key={a.archetypeId} scope="col" className="matrix-col">
                <abbr title={a.name}>{a.shortName}</abbr>
              </th>
            ))}
            <th scope="col" className="matrix-total-head">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {matrix.archetypes.map((row, rowIndex) => (
            <tr key={row.archetypeId}>
              <th scope="row" className="matrix-row-head" title={row.name}>
                <span className="matrix-short">{row.shortName}</span>
                <span className="matrix-name">{row.name}</span>
              </th>
              {matrix.archetypes.map((column, columnIndex) => {
                if (column.archetypeId === row.archetypeId) {
                  return (
                    <td key={column.archetypeId} className="matrix-cell matrix-diagonal" aria-label={`${row.name} mirror: not shown`}>
                      –
                    </td>
                  );
                }
                const cell = cells.get(`${row.archetypeId}>${column.archetypeId}`)!;
                const description = cellDescription(row, column, cell, halfWidth);
                const band = cell.isSignificant && view !== 'needed' ? BAND_CLASS[cell.band] : undefined;
                const position = `${rowIndex}:${columnIndex}`;
                return (
                  <td
                    key={column.archetypeId}
                    className={`matrix-cell${band ? ` ${band}` : ''}${cell.sampleSize === 0 ? ' matrix-empty' : ''}`}
                    tabIndex={position === current ? 0 : -1}
                    data-row={rowIndex}
                    data-column={columnIndex}
                    onFocus={() => setCurrent(position)}
                    aria-label={description}
                  >
                    <span aria-hidden="true">{cellText(cell, view)}</span>
                    <span className="matrix-tip" aria-hidden="true">
                      <strong>
                        {row.shortName} vs {column.shortName}
                      </strong>
                      <br />
                      {cell.sampleSize} {cell.sampleSize === 1 ? 'game' : 'games'} · {cell.wins}-{cell.losses}
                      <br />
                      95% interval {cell.sampleSize ? intervalText(cell.confidenceInterval?.lower, cell.confidenceInterval?.upper) : '–'}
                      <br />
                      {cell.gamesNeeded} more for ±{Math.round(halfWidth * 100)} pts
                    </span>
                  </td>
                );
              })}
              <td className="matrix-total" aria-label={`${row.name} overall: ${row.totalWins} wins in ${row.totalMatches} games${row.winRate == null ? '' : `, ${Math.round(row.winRate * 100)}%`}`}>
                <span aria-hidden="true">
                  {row.winRate == null ? '–' : `${Math.round(row.winRate * 100)}%`}
                  <span className="muted small"> {row.totalWins}-{row.totalMatches - row.totalWins}</span>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="matrix-legend" aria-label="Colour bands for significant cells">
        {BAND_LEGEND.map(([className, label]) => (
          <li key={className}>
            <span className={`matrix-swatch ${className}`} aria-hidden="true" /> {label}
          </li>
        ))}
        <li>
          <span className="matrix-swatch" aria-hidden="true" /> not significant
        </li>
      </ul>
    </div>
  );
}

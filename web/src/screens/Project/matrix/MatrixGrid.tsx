import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { MatrixGrid_matrix$data, MatrixGrid_matrix$key } from '../../../__generated__/MatrixGrid_matrix.graphql';
import { intervalText, percentText } from '../../../components/matches/match-display.ts';
import { countRowOf, matchupCell, percentOf, rateText, unitNouns, type CellUnit, type MatchupCell } from './matrix-cells.ts';
import { MatrixLegend } from './MatrixLegend.tsx';
import { counted } from '../../../components/ui/plural.ts';

/** What the cells show: the win rate, the record, what is still needed, or the game rates on the play and the draw, or before and after sideboarding. */
export type MatrixView = 'percent' | 'record' | 'needed' | 'play' | 'board';

/** A cell a person opened: the two archetypes (database ids and names) and its figures. */
export interface OpenedCell {
  row: { id: string; name: string };
  column: { id: string; name: string };
  cell: MatchupCell;
}

type Row = MatrixGrid_matrix$data['archetypes'][number];

function cellText(cell: MatchupCell, view: MatrixView, halfWidth: number): string {
  if (view === 'needed') return String(cell.gamesNeeded(halfWidth));
  if (cell.sampleSize === 0) return '–';
  if (view === 'record') return `${cell.wins}-${cell.losses}`;
  if (view === 'play') return `${percentOf(cell.games.onThePlay)} / ${percentOf(cell.games.onTheDraw)}`;
  if (view === 'board') return `${percentOf(cell.games.preBoard)} / ${percentOf(cell.games.postBoard)}`;
  return percentText(cell.percent);
}

/** The game rates in words: on the play and the draw, before and after sideboarding. */
function gamesDescription(cell: MatchupCell): string {
  const { onThePlay, onTheDraw, preBoard, postBoard } = cell.games;
  return `Games on the play ${rateText(onThePlay)}, on the draw ${rateText(onTheDraw)}; before sideboarding ${rateText(preBoard)}, after ${rateText(postBoard)}.`;
}

/** Everything a cell says, in words: for the screen reader label. */
function cellDescription(row: Row, column: Row, cell: MatchupCell, halfWidth: number): string {
  const [one, many] = cell.noun;
  const needed = `${counted(cell.gamesNeeded(halfWidth), `more ${one}`, `more ${many}`)} for ±${Math.round(halfWidth * 100)} points`;
  if (cell.sampleSize === 0) return `${row.name} vs ${column.name}: no ${many} yet. ${needed}.`;
  const first = cell.onThePlay.rate == null ? '' : ` Going first ${rateText(cell.onThePlay)}.`;
  const significance = cell.isSignificant ? '' : ' Not significant (below the minimum sample).';
  return (
    `${row.name} vs ${column.name}: ${cell.wins} ${cell.wins === 1 ? 'win' : 'wins'}, ${cell.losses} ${cell.losses === 1 ? 'loss' : 'losses'}, ` +
    `${percentText(cell.percent)} win rate over ${counted(cell.sampleSize, one, many)}, ` +
    `95% interval ${intervalText(cell.interval?.lower, cell.interval?.upper)}.${first}${significance} ${gamesDescription(cell)} ${needed}.`
  );
}

/** How a cell is coloured: its band when significant, hatched when it has games below the minimum sample. */
function cellClass(cell: MatchupCell, view: MatrixView): string {
  if (cell.sampleSize === 0) return ' matrix-empty';
  if (view === 'needed' || view === 'play' || view === 'board') return '';
  return cell.isSignificant ? ` band-${cell.band}` : ' matrix-insignificant';
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

interface Props {
  matrix: MatrixGrid_matrix$key;
  view: MatrixView;
  halfWidth: number;
  /** Matches (or games, as the matrix counts) a cell needs to be significant (coloured). */
  minSample: number;
  /** What the cells count. */
  unit: CellUnit;
  /** Opens the matches behind a cell. */
  onOpenCell: (opened: OpenedCell) => void;
  /** A cell a link asks to open (archetype database ids), opened once the grid has it. */
  linkedCell?: { row: string; column: string } | null;
}

/**
 * The grid: rows play against columns; the diagonal and empty cells show a dash; significant cells are coloured,
 * cells with fewer games hatched. A click or Enter on a cell opens its matches. Cells are derived from the compact
 * count rows (matrix-cells.ts).
 */
export function MatrixGrid({ matrix: key, view, halfWidth, minSample, unit, onOpenCell, linkedCell = null }: Props) {
  const matrix = useFragment(
    /* eslint-disable relay/unused-fields -- a row's id is read by Relay, not here: matrixChanged merges rows by it */
    graphql`
      fragment MatrixGrid_matrix on MatchupMatrix {
        archetypes {
          id
          archetypeId
          name
          shortName
          totalMatches
          totalWins
          winRate
        }
        rows {
          id
          archetypeId
          counts
        }
      }
    `,
    /* eslint-enable relay/unused-fields */
    key,
  );
  const counts = useMemo(() => matrix.rows.map((row) => countRowOf(row.archetypeId, row.counts)), [matrix.rows]);
  // A linked cell opens once per link, as a click on it would.
  const openedLink = useRef<string | null>(null);
  useEffect(() => {
    const link = linkedCell && `${linkedCell.row}~${linkedCell.column}`;
    if (!linkedCell || openedLink.current === link) return;
    const rowIndex = matrix.archetypes.findIndex((a) => a.archetypeId === linkedCell.row);
    const columnIndex = matrix.archetypes.findIndex((a) => a.archetypeId === linkedCell.column);
    if (rowIndex < 0 || columnIndex < 0 || rowIndex === columnIndex) return;
    openedLink.current = link;
    const [row, column] = [matrix.archetypes[rowIndex], matrix.archetypes[columnIndex]];
    onOpenCell({ row: { id: row.archetypeId, name: row.name }, column: { id: column.archetypeId, name: column.name }, cell: matchupCell(counts, rowIndex, columnIndex, minSample, unit) });
  }, [linkedCell, matrix.archetypes, counts, minSample, unit, onOpenCell]);
  // The one cell in the tab order: the first matchup, then whichever cell was focused last.
  const [current, setCurrent] = useState('0:1');
  const size = matrix.archetypes.length;
  return (
    <div className="matrix-wrap">
      <table className="matrix-table" onKeyDown={(event) => moveBetweenCells(event, size)}>
        <caption className="sr-only">Win rate of each row archetype against each column archetype; Enter on a cell lists its matches</caption>
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
                const cell = matchupCell(counts, rowIndex, columnIndex, minSample, unit);
                const position = `${rowIndex}:${columnIndex}`;
                const open = () => onOpenCell({ row: { id: row.archetypeId, name: row.name }, column: { id: column.archetypeId, name: column.name }, cell });
                return (
                  <td
                    key={column.archetypeId}
                    className={`matrix-cell matrix-openable${cellClass(cell, view)}`}
                    tabIndex={position === current ? 0 : -1}
                    data-row={rowIndex}
                    data-column={columnIndex}
                    onFocus={() => setCurrent(position)}
                    onClick={open}
                    onKeyDown={(event) => {
                      if (event.key !== 'Enter' && event.key !== ' ') return;
                      event.preventDefault();
                      open();
                    }}
                    aria-label={cellDescription(row, column, cell, halfWidth)}
                  >
                    <span aria-hidden="true">{cellText(cell, view, halfWidth)}</span>
                    <span className="matrix-tip" aria-hidden="true">
                      <strong>
                        {row.shortName} vs {column.shortName}
                      </strong>
                      <br />
                      {counted(cell.sampleSize, ...cell.noun)} · {cell.wins}-{cell.losses}
                      {!cell.isSignificant && cell.sampleSize > 0 && ' · not significant'}
                      <br />
                      95% interval {intervalText(cell.interval?.lower, cell.interval?.upper)}
                      <br />
                      Going first {rateText(cell.onThePlay)} · second {rateText(cell.onTheDraw)}
                      <br />
                      Games on the play {rateText(cell.games.onThePlay)} · on the draw {rateText(cell.games.onTheDraw)}
                      <br />
                      Games before sideboarding {rateText(cell.games.preBoard)} · after {rateText(cell.games.postBoard)}
                      <br />
                      {cell.gamesNeeded(halfWidth)} more {cell.noun[1]} for ±{Math.round(halfWidth * 100)} pts · click for matches
                    </span>
                  </td>
                );
              })}
              <td className="matrix-total" aria-label={`${row.name} overall: ${counted(row.totalWins, 'win')} in ${counted(row.totalMatches, ...unitNouns(unit))}${row.winRate == null ? '' : `, ${Math.round(row.winRate * 100)}%`}`}>
                <span aria-hidden="true">
                  {row.winRate == null ? '–' : `${Math.round(row.winRate * 100)}%`}
                  <span className="muted small"> {row.totalWins}-{row.totalMatches - row.totalWins}</span>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <MatrixLegend view={view} halfWidth={halfWidth} minSample={minSample} unit={unit} />
    </div>
  );
}

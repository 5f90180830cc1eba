// The matchup matrix: every ordered pair of distinct
// archetypes with wins, losses, rates and a Wilson interval, from match counts aggregated by SQL.
//
// Mirror matches (the same archetype on both sides) say nothing about how one archetype fares against another, so
// they never enter a cell and are left out of each archetype's total_matches / total_wins / win_rate. They are still
// matches played in the project, so the matrix-wide total_matches counts them. Rows naming an archetype that is not
// in the given list (inactive or deleted ones the caller filtered out) are ignored everywhere, including the total.

import { ValidationError } from '../errors.ts';
import { addCounts, flipCounts, gameStats, noGames, unrecordedGames, type GameStats } from './game-stats.ts';
import type { GameCounts } from './games.ts';
import type { Interval, MatchRow } from './types.ts';
import { wilsonInterval } from './wilson.ts';

export interface ArchetypeInput {
  id: string;
  name: string;
  short_name?: string | null;
}

export interface MatrixArchetype {
  id: string;
  name: string;
  short_name: string;
  total_matches: number;
  total_wins: number;
  /** null when the archetype has no non-mirror matches (shown as a dash, like an empty cell). */
  win_rate: number | null;
}

export interface MatrixCell {
  archetype_id: string;
  opponent_id: string;
  win_rate: number | null;
  sample_size: number;
  wins: number;
  losses: number;
  is_significant: boolean;
  /** The archetype's win rate in the games where IT went first; not a mirror of the opponent's cell (other games). */
  first_win_rate: number | null;
  first_sample_size: number;
  /** Of first_sample_size, the games it won. */
  first_wins: number;
  confidence_interval: Interval;
  /** The row archetype's games against the column, whichever unit the cell's main figures count. */
  games: GameStats;
}

export interface MatchupMatrix {
  archetypes: MatrixArchetype[];
  matrix: MatrixCell[];
  total_matches: number;
}

/** What a cell's wins, losses, rates and first-player figures count: matches, or games (on the play for "first"). */
export type MatrixUnit = 'matches' | 'games';

export interface MatrixOptions {
  min_sample_size: number;
  unit?: MatrixUnit;
}

/** Short labels fall back to the first 8 characters of the name; code points, not UTF-16 units. */
export function shortLabel(archetype: ArchetypeInput): string {
  const short = archetype.short_name?.trim();
  return short ? short : Array.from(archetype.name).slice(0, 8).join('');
}

/** Wins of one archetype over another, split by who went first. */
interface Directed {
  total: number;
  winnerFirst: number;
  loserFirst: number;
  /** The games of those matches from the winner's side. */
  games: GameCounts;
}

/** Tallies by winner, then loser: two map lookups per pair, with no key strings built (this runs ~1,800 times a matrix). */
type PairTallies = Map<string, Map<string, Directed>>;

function tallyRows(rows: readonly MatchRow[], known: ReadonlySet<string>) {
  const directed: PairTallies = new Map();
  let total_matches = 0;
  rows.forEach((row, index) => {
    if (!Number.isInteger(row.count) || row.count < 0) {
      const message = 'Match count must be a whole number of at least 0';
      throw new ValidationError(message, [{ field: `rows[${index}].count`, message }]);
    }
    if (!known.has(row.winner_archetype_id) || !known.has(row.loser_archetype_id)) return;
    total_matches += row.count;
    if (row.winner_archetype_id === row.loser_archetype_id) return;
    let byLoser = directed.get(row.winner_archetype_id);
    if (!byLoser) directed.set(row.winner_archetype_id, (byLoser = new Map()));
    let tally = byLoser.get(row.loser_archetype_id);
    if (!tally) byLoser.set(row.loser_archetype_id, (tally = { total: 0, winnerFirst: 0, loserFirst: 0, games: noGames() }));
    tally.total += row.count;
    addCounts(tally.games, row.games ?? unrecordedGames(row.went_first, row.count));
    if (row.went_first === true) tally.winnerFirst += row.count;
    if (row.went_first === false) tally.loserFirst += row.count;
  });
  return { directed, total_matches };
}

const NONE: Directed = { total: 0, winnerFirst: 0, loserFirst: 0, games: noGames() };

/** What a cell is computed from: the row archetype's wins and losses against the column, and its games going first. */
export interface CellCounts {
  wins: number;
  losses: number;
  /** Games the row archetype won having gone first. */
  firstWins: number;
  /** Games where the row archetype went first (won or lost). */
  firstGames: number;
  /** The row archetype's games against the column. */
  games: GameCounts;
}

/** A cell's main counts in games: game wins and losses, and games on the play for the first-player figures. */
function inGames(counts: CellCounts): CellCounts {
  const { games } = counts;
  return { wins: games.gamesWon, losses: games.gamesLost, firstWins: games.playGamesWon, firstGames: games.playGamesWon + games.playGamesLost, games };
}

/** A cell with its rates, significance and interval, from its counts. The web derives cells the same way. */
export function matrixCell(archetype_id: string, opponent_id: string, counts: CellCounts, minSample: number, unit: MatrixUnit = 'matches'): MatrixCell {
  const { wins, losses, firstWins, firstGames, games } = unit === 'games' ? inGames(counts) : counts;
  const sample_size = wins + losses;
  return {
    archetype_id,
    opponent_id,
    win_rate: sample_size > 0 ? wins / sample_size : null,
    sample_size,
    wins,
    losses,
    is_significant: sample_size > 0 && sample_size >= minSample,
    first_win_rate: firstGames > 0 ? firstWins / firstGames : null,
    first_sample_size: firstGames,
    first_wins: firstWins,
    confidence_interval: wilsonInterval(wins, sample_size),
    games: gameStats(games),
  };
}

function buildCell(archetype_id: string, opponent_id: string, won: Directed, lost: Directed, minSample: number, unit: MatrixUnit): MatrixCell {
  // Matches where this archetype went first: it won having gone first, or the opponent won having gone second.
  const games = addCounts(flipCounts(lost.games), won.games);
  const counts = { wins: won.total, losses: lost.total, firstWins: won.winnerFirst, firstGames: won.winnerFirst + lost.loserFirst, games };
  return matrixCell(archetype_id, opponent_id, counts, minSample, unit);
}

function checkedMinSample(options: MatrixOptions): number {
  const minSample = options.min_sample_size;
  if (!Number.isInteger(minSample) || minSample < 1) {
    const message = 'Minimum sample size must be at least 1';
    throw new ValidationError(message, [{ field: 'min_sample_size', message }]);
  }
  return minSample;
}

/** An archetype's totals from the cells of its row. */
function totalsOf(cells: readonly MatrixCell[]): Pick<MatrixArchetype, 'total_matches' | 'total_wins' | 'win_rate'> {
  let total = 0;
  let won = 0;
  for (const cell of cells) {
    total += cell.sample_size;
    won += cell.wins;
  }
  return { total_matches: total, total_wins: won, win_rate: total > 0 ? won / total : null };
}

export function buildMatrix(archetypes: readonly ArchetypeInput[], rows: readonly MatchRow[], options: MatrixOptions): MatchupMatrix {
  const minSample = checkedMinSample(options);
  const seen = new Set<string>();
  const unique = archetypes.filter((a) => !seen.has(a.id) && Boolean(seen.add(a.id))); // first entry of an id wins
  const { directed, total_matches } = tallyRows(rows, new Set(unique.map((a) => a.id)));
  const lookup = (winner: string, loser: string) => directed.get(winner)?.get(loser) ?? NONE;

  const matrix: MatrixCell[] = [];
  const summaries: MatrixArchetype[] = unique.map((archetype) => {
    const cells = unique
      .filter((opponent) => opponent.id !== archetype.id)
      .map((opponent) => buildCell(archetype.id, opponent.id, lookup(archetype.id, opponent.id), lookup(opponent.id, archetype.id), minSample, options.unit ?? 'matches'));
    matrix.push(...cells);
    return { id: archetype.id, name: archetype.name, short_name: shortLabel(archetype), ...totalsOf(cells) };
  });
  return { archetypes: summaries, matrix, total_matches };
}

/** Names an unordered pair. */
const pairOf = (a: string, b: string) => (a < b ? `${a} ${b}` : `${b} ${a}`);

/**
 * `previous` brought up to date without building every cell again: `rows` are its counts with `changes` added
 * (applyRowChanges) and the archetypes are the ones it was built from. The cells of the pairs the changes name are
 * built again from `rows`, with the totals of their archetypes; every other cell is passed on as it is. The result
 * equals buildMatrix over `rows` (checked in tests/unit/matchup/row-changes.test.ts).
 */
export function updateMatrix(previous: MatchupMatrix, rows: readonly MatchRow[], changes: readonly MatchRow[], options: MatrixOptions): MatchupMatrix {
  const minSample = checkedMinSample(options);
  const ids = previous.archetypes.map((archetype) => archetype.id);
  const position = new Map(ids.map((id, index) => [id, index]));
  const pairs = new Set<string>();
  const involved = new Set<string>();
  let total_matches = previous.total_matches;
  for (const change of changes) {
    if (!position.has(change.winner_archetype_id) || !position.has(change.loser_archetype_id)) continue;
    total_matches += change.count;
    if (change.winner_archetype_id === change.loser_archetype_id) continue;
    pairs.add(pairOf(change.winner_archetype_id, change.loser_archetype_id));
    involved.add(change.winner_archetype_id).add(change.loser_archetype_id);
  }
  if (pairs.size === 0) return { ...previous, total_matches };
  // Most rows are of archetypes no change names: those are skipped without building their pair's key.
  const { directed } = tallyRows(
    rows.filter((row) => involved.has(row.winner_archetype_id) && involved.has(row.loser_archetype_id) && pairs.has(pairOf(row.winner_archetype_id, row.loser_archetype_id))),
    new Set(ids),
  );
  const lookup = (winner: string, loser: string) => directed.get(winner)?.get(loser) ?? NONE;
  // Cells are in row order, each row without its diagonal: row i's cell against column j is at i·(n−1) + j′.
  const at = (i: number, j: number) => i * (ids.length - 1) + (j < i ? j : j - 1);
  const matrix = previous.matrix.slice();
  const changedRows = new Set<number>();
  for (const pair of pairs) {
    const [a, b] = pair.split(' ');
    const [i, j] = [position.get(a)!, position.get(b)!];
    matrix[at(i, j)] = buildCell(a, b, lookup(a, b), lookup(b, a), minSample, options.unit ?? 'matches');
    matrix[at(j, i)] = buildCell(b, a, lookup(b, a), lookup(a, b), minSample, options.unit ?? 'matches');
    changedRows.add(i).add(j);
  }
  const row = (i: number) => matrix.slice(i * (ids.length - 1), (i + 1) * (ids.length - 1));
  const archetypes = previous.archetypes.map((archetype, i) => (changedRows.has(i) ? { ...archetype, ...totalsOf(row(i)) } : archetype));
  return { archetypes, matrix, total_matches };
}

/**
 * The matrix's counts as one row per archetype with one entry per column (the archetypes in the matrix's order; the
 * diagonal is 0): the compact form a client turns back into cells with matrixCell. The row's losses against a column
 * are the column's wins against the row.
 */
export interface MatrixCountRow {
  archetype_id: string;
  wins: number[];
  first_wins: number[];
  first_games: number[];
  /** Games won against each column; the row's game losses against a column are the column's game wins against it. */
  game_wins: number[];
  /** Games against each column with the row archetype on the play, and of those the games it won. */
  play_games: number[];
  play_wins: number[];
  /** Games won before sideboarding (game 1s); the losses are the column's. */
  pre_wins: number[];
}

const COUNT_ARRAYS = ['wins', 'first_wins', 'first_games', 'game_wins', 'play_games', 'play_wins', 'pre_wins'] as const;

export function matrixCountRows(matrix: Pick<MatchupMatrix, 'archetypes' | 'matrix'>): MatrixCountRow[] {
  const column = new Map(matrix.archetypes.map((archetype, index) => [archetype.id, index]));
  const rows = matrix.archetypes.map((archetype) => {
    const row = { archetype_id: archetype.id } as MatrixCountRow;
    for (const name of COUNT_ARRAYS) row[name] = new Array<number>(matrix.archetypes.length).fill(0);
    return row;
  });
  for (const cell of matrix.matrix) setCounts(rows[column.get(cell.archetype_id)!], column.get(cell.opponent_id)!, cell);
  return rows;
}

/** Puts a cell's counts into its row at column j. */
function setCounts(row: MatrixCountRow, j: number, cell: MatrixCell): void {
  row.wins[j] = cell.wins;
  row.first_wins[j] = cell.first_wins;
  row.first_games[j] = cell.first_sample_size;
  row.game_wins[j] = cell.games.wins;
  row.play_games[j] = cell.games.on_the_play.games;
  row.play_wins[j] = cell.games.on_the_play.wins;
  row.pre_wins[j] = cell.games.pre_sideboard.wins;
}

/**
 * The count rows of `matrix`, brought up to date from `previousRows`, those of the matrix it was caught up from
 * (`previous` its cells; updateMatrix keeps the archetypes and their order and passes unchanged cells on as they are):
 * only the rows with a new cell are made again, the others are passed on. Equal to matrixCountRows(matrix).
 */
export function updateCountRows(previousRows: readonly MatrixCountRow[], previous: readonly MatrixCell[], matrix: Pick<MatchupMatrix, 'archetypes' | 'matrix'>): MatrixCountRow[] {
  const n = matrix.archetypes.length;
  if (previousRows.length !== n || previous.length !== matrix.matrix.length) return matrixCountRows(matrix);
  const rows = previousRows.slice();
  const copied = new Set<number>();
  for (let k = 0; k < matrix.matrix.length; k++) {
    const cell = matrix.matrix[k];
    if (cell === previous[k]) continue;
    // Cells are in row order, each row without its diagonal.
    const i = Math.floor(k / (n - 1));
    const j = k % (n - 1) < i ? k % (n - 1) : (k % (n - 1)) + 1;
    if (!copied.has(i)) {
      const copy = { archetype_id: rows[i].archetype_id } as MatrixCountRow;
      for (const name of COUNT_ARRAYS) copy[name] = [...rows[i][name]];
      rows[i] = copy;
      copied.add(i);
    }
    setCounts(rows[i], j, cell);
  }
  return rows;
}

/**
 * A count row's seven lists as one value, under the names of MatrixCountRow's fields (its `counts`): a client that
 * takes the whole grid reads one value per row instead of seven lists of a number per column.
 */
export interface CountLists {
  wins: number[];
  firstWins: number[];
  firstGames: number[];
  gameWins: number[];
  playGames: number[];
  playWins: number[];
  preWins: number[];
}

export function countListsOf(row: MatrixCountRow): CountLists {
  return { wins: row.wins, firstWins: row.first_wins, firstGames: row.first_games, gameWins: row.game_wins, playGames: row.play_games, playWins: row.play_wins, preWins: row.pre_wins };
}

/** The count row of `archetypeId` from its lists (the inverse of countListsOf). */
export function countRowOf(archetypeId: string, lists: Readonly<CountLists>): MatrixCountRow {
  const copy = (list: readonly number[]) => [...list];
  return {
    archetype_id: archetypeId,
    wins: copy(lists.wins),
    first_wins: copy(lists.firstWins),
    first_games: copy(lists.firstGames),
    game_wins: copy(lists.gameWins),
    play_games: copy(lists.playGames),
    play_wins: copy(lists.playWins),
    pre_wins: copy(lists.preWins),
  };
}

/** The row archetype's game counts against column j, from both rows (row j holds the games the row lost). */
function gameCountsOf(row: MatrixCountRow, column: MatrixCountRow, i: number, j: number): GameCounts {
  return {
    gamesWon: row.game_wins[j],
    gamesLost: column.game_wins[i],
    playGamesWon: row.play_wins[j],
    playGamesLost: row.play_games[j] - row.play_wins[j],
    drawGamesWon: column.play_games[i] - column.play_wins[i],
    drawGamesLost: column.play_wins[i],
    preGamesWon: row.pre_wins[j],
    preGamesLost: column.pre_wins[i],
  };
}

/**
 * The cell of row i against column j from count rows (the inverse of matrixCountRows). The rows' wins and first
 * figures count what the matrix was built in, so the cell is rebuilt in that unit; its game statistics are the same.
 */
export function cellFromCountRows(rows: readonly MatrixCountRow[], i: number, j: number, minSample: number): MatrixCell {
  const counts = { wins: rows[i].wins[j], losses: rows[j].wins[i], firstWins: rows[i].first_wins[j], firstGames: rows[i].first_games[j], games: gameCountsOf(rows[i], rows[j], i, j) };
  return matrixCell(rows[i].archetype_id, rows[j].archetype_id, counts, minSample);
}

// The CSV form of a match list, for export and import. One file format both ways, so an export can be imported
// again: archetypes, decklists and players are written by name (readable in a spreadsheet) and read back by name or
// by id. Columns that only describe a logged match (id, the decklist versions, who recorded it) are written on export
// and ignored on import, since an import logs new matches with the versions current at that time.
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { ValidationError } from '../errors.ts';
import type { MatchGame } from './games.ts';

/** Columns an import reads. */
export const IMPORT_COLUMNS = [
  'match_date',
  'winner_archetype',
  'loser_archetype',
  'winner_decklist',
  'loser_decklist',
  'winner_user',
  'loser_user',
  'went_first',
  'best_of',
  'games',
  'notes',
  'is_active',
] as const;

/** Columns only written on export. */
const EXPORT_ONLY_COLUMNS = ['id', 'winner_decklist_version', 'loser_decklist_version', 'recorded_by'] as const;

export const EXPORT_COLUMNS = [
  'id',
  'match_date',
  'winner_archetype',
  'winner_decklist',
  'winner_decklist_version',
  'winner_user',
  'loser_archetype',
  'loser_decklist',
  'loser_decklist_version',
  'loser_user',
  'went_first',
  'best_of',
  'games',
  'notes',
  'recorded_by',
  'is_active',
] as const;

export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
export type ExportColumn = (typeof EXPORT_COLUMNS)[number];

/** One data row of an import: its line in the file and the text of each column it has (trimmed). */
export interface CsvMatchRow {
  line: number;
  values: Partial<Record<ImportColumn, string>>;
}

/** Far more than the known columns, so a file with a few extra (refused by name) still gets its clear message. */
export const CSV_COLUMNS_MAX = 50;
const REQUIRED_COLUMNS: ImportColumn[] = ['winner_archetype', 'loser_archetype'];
const known = new Set<string>([...IMPORT_COLUMNS, ...EXPORT_ONLY_COLUMNS]);

function csvError(message: string, line?: number): ValidationError {
  return new ValidationError(message, [{ field: line === undefined ? 'csv' : `line ${line}`, message }]);
}

/**
 * Parses the text into rows; a malformed file or header is refused whole, naming the line. Reading stops one row past
 * `maxRows`, so a file with far more rows costs no more than one just over the limit.
 */
export function readMatchCsv(text: string, maxRows: number): CsvMatchRow[] {
  // Every row has the header's number of columns (relax_column_count is off), so a cap on the header bounds them all;
  // counted on the first line's commas before parsing, which a header of millions of columns would hold up.
  const headerEnd = text.search(/\r?\n/);
  const headerColumns = (headerEnd === -1 ? text : text.slice(0, headerEnd)).split(',').length;
  if (headerColumns > CSV_COLUMNS_MAX) throw csvError(`The CSV header has ${headerColumns.toLocaleString('en')} columns; at most ${CSV_COLUMNS_MAX} are read`, 1);
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    const options = { bom: true, trim: true, skip_empty_lines: true, relax_column_count: false, info: true, to: maxRows + 2 } as const;
    records = parse(text, options) as unknown as typeof records;
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw csvError(`The CSV could not be read${line ? ` at line ${line}` : ''}: ${(error as Error).message.replace(/^Invalid Record Length: /, '')}`, line);
  }
  if (records.length === 0) throw csvError('CSV text is required');
  const [header, ...data] = records;
  const columns = header.record.map((name) => name.toLowerCase().replace(/\s+/g, '_'));
  const unknown = columns.filter((name) => !known.has(name));
  if (unknown.length) throw csvError(`Unknown column "${unknown[0]}" (known columns: ${[...known].join(', ')})`, header.info.lines);
  const missing = REQUIRED_COLUMNS.filter((name) => !columns.includes(name));
  if (missing.length) throw csvError(`The CSV needs a "${missing[0]}" column`, header.info.lines);
  const duplicate = columns.find((name, i) => columns.indexOf(name) !== i);
  if (duplicate) throw csvError(`Column "${duplicate}" appears twice`, header.info.lines);
  if (data.length > maxRows) throw csvError(`A CSV import can hold at most ${maxRows} matches`);
  return data.map(({ record, info }) => ({
    line: info.lines,
    values: Object.fromEntries(columns.flatMap((name, i) => ((IMPORT_COLUMNS as readonly string[]).includes(name) ? [[name, unprotectCell(record[i])]] : []))),
  }));
}

/** went_first as written in a sheet: empty is unknown; the winner or the loser went first. */
export function parseWentFirst(text: string | undefined): boolean | null | undefined {
  const value = (text ?? '').trim().toLowerCase();
  if (value === '') return null;
  if (['true', 'yes', 'y', '1', 'winner'].includes(value)) return true;
  if (['false', 'no', 'n', '0', 'loser'].includes(value)) return false;
  return undefined;
}

// A match's games in one cell, from the match winner's side: "win-play loss-draw-sb win-draw-sb" is a 2–1 where the
// winner was on the play in game 1 and on the draw after sideboarding.
const GAME_TOKEN = /^(win|loss)-(play|draw)(-sb)?$/;
export const GAMES_CELL_MESSAGE = 'games must be empty or games like "win-play loss-draw-sb win-draw-sb" (the match winner\'s result, whether it was on the play, -sb after sideboarding)';

/** The games cell as games; undefined when it is not in the cell's form. */
export function parseGamesCell(text: string | undefined): MatchGame[] | undefined {
  const tokens = (text ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean);
  const games: MatchGame[] = [];
  for (const token of tokens) {
    const parts = GAME_TOKEN.exec(token);
    if (!parts) return undefined;
    games.push({ wonBy: parts[1] === 'win' ? 'winner' : 'loser', onThePlay: parts[2] === 'play' ? 'winner' : 'loser', sideboarded: parts[3] !== undefined });
  }
  return games;
}

export function gamesCell(games: readonly MatchGame[]): string {
  return games.map((g) => `${g.wonBy === 'winner' ? 'win' : 'loss'}-${g.onThePlay === 'winner' ? 'play' : 'draw'}${g.sideboarded ? '-sb' : ''}`).join(' ');
}

/** best_of as written in a sheet: empty is 1; undefined when it is not 1, 3 or 5. */
export function parseBestOf(text: string | undefined): 1 | 3 | 5 | undefined {
  const value = (text ?? '').trim();
  if (value === '') return 1;
  return value === '1' || value === '3' || value === '5' ? (Number(value) as 1 | 3 | 5) : undefined;
}

/** is_active as written in a sheet: empty means active. */
export function parseActive(text: string | undefined): boolean | undefined {
  const value = (text ?? '').trim().toLowerCase();
  if (value === '' || ['true', 'yes', 'y', '1'].includes(value)) return true;
  if (['false', 'no', 'n', '0'].includes(value)) return false;
  return undefined;
}

// Spreadsheets run a cell that starts with one of these as a formula ("CSV injection"). Export writes such text with a
// leading apostrophe, which spreadsheets show as plain text, and import removes that apostrophe again.
const FORMULA_START = /^[=+\-@\t\r]/;
const protectCell = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);
const unprotectCell = (text: string) => (text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text);

export type ExportRow = Record<ExportColumn, string | number | boolean | null>;

/** The CSV text of the rows, with a header line; null values are empty cells. */
export function writeMatchCsv(rows: readonly ExportRow[]): string {
  return stringify(
    rows.map((row) => EXPORT_COLUMNS.map((column) => {
      const value = row[column];
      return typeof value === 'string' ? protectCell(value) : (value ?? '');
    })),
    { header: true, columns: [...EXPORT_COLUMNS], cast: { boolean: (value) => String(value) } },
  );
}

// CSV import of matches into a project (team members). Every row is checked like a logged match; a dry run reports
// what would happen, and a real import writes all rows in one statement or, when any row is wrong, nothing at all.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { RequestContext } from '../../context.ts';
import { ValidationError, type FieldProblem } from '../../domain/errors.ts';
import { isUuid } from '../../domain/validation/ids.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { rulesOf } from '../../domain/games.ts';
import { checkedGames, type MatchRules } from '../../domain/matchup/games.ts';
import { GAMES_CELL_MESSAGE, parseActive, parseBestOf, parseGamesCell, parseWentFirst, readMatchCsv, type CsvMatchRow } from '../../domain/matchup/match-csv.ts';
import { BEST_OF_MESSAGE } from '../../domain/validation/matches.ts';
import { CSV_IMPORT_MAX_ROWS, importMatchesSchema, MATCH_DATE_INVALID, NOTES_MAX, parseStrictDate, type ImportMatchesInput } from '../../domain/validation/matches.ts';
import { insertRows, type Columns } from '../../db/bulk-insert.ts';
import { projectForMember } from '../access/permissions.ts';
import { announceMatchesImported } from './match-events.ts';
import { checkedSides, loadRoster, type Roster } from './match-sides.ts';

export interface ImportReport {
  dry_run: boolean;
  total_rows: number;
  valid_rows: number;
  imported: number;
  errors: Array<{ line: number; message: string }>;
}

/** Name (case-insensitive) → the ids with that name; a name used twice is ambiguous. */
function indexByName<T extends { id: string }>(items: Iterable<T>, nameOf: (item: T) => string): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const item of items) {
    const key = nameOf(item).trim().toLowerCase();
    index.set(key, [...(index.get(key) ?? []), item.id]);
  }
  return index;
}

/** Resolves a cell that holds an id or a name; `what` names the thing in messages. */
function resolver(index: Map<string, string[]>, what: string) {
  return (text: string | undefined, required: string | null): string | null => {
    const value = (text ?? '').trim();
    if (!value) {
      if (required) throw new Error(required);
      return null;
    }
    const key = value.toLowerCase();
    if (isUuid(key)) return key;
    const ids = index.get(key) ?? [];
    if (ids.length === 0) throw new Error(`${what} "${value}" not found in this project`);
    if (ids.length > 1) throw new Error(`${what} name "${value}" is ambiguous: use its id`);
    return ids[0];
  };
}

/** Name lookups over the roster, built once per import. Decklist names are looked up within their archetype. */
function rosterLookups(roster: Roster) {
  const archetype = resolver(indexByName(roster.archetypes.values(), (a) => a.name), 'Archetype');
  const player = resolver(indexByName(roster.members.values(), (m) => m.username), 'Player');
  const decklistsByArchetype = new Map<string, ReturnType<typeof resolver>>();
  for (const archetypeId of roster.archetypes.keys()) {
    const own = [...roster.decklists.values()].filter((d) => d.archetypeId === archetypeId);
    decklistsByArchetype.set(archetypeId, resolver(indexByName(own, (d) => d.name), 'Decklist'));
  }
  // An unknown archetype is reported by checkedSides; its decklist cell can only be an id then.
  const decklistOf = (archetypeId: string, text: string | undefined) =>
    (decklistsByArchetype.get(archetypeId) ?? resolver(new Map(), 'Decklist'))(text, null);
  return { archetype, player, decklistOf };
}

function rowToMatch(roster: Roster, { archetype, player, decklistOf }: ReturnType<typeof rosterLookups>, row: CsvMatchRow, now: Date, rules: MatchRules) {
  const v = row.values;
  const winner = archetype(v.winner_archetype, 'Winner archetype or user is required')!;
  const loser = archetype(v.loser_archetype, 'Loser archetype or user is required')!;
  const sides = checkedSides(roster, {
    winnerArchetypeId: winner,
    loserArchetypeId: loser,
    winnerDecklistId: decklistOf(winner, v.winner_decklist),
    loserDecklistId: decklistOf(loser, v.loser_decklist),
    winnerUserId: player(v.winner_user, null),
    loserUserId: player(v.loser_user, null),
  });
  const wentFirst = parseWentFirst(v.went_first);
  if (wentFirst === undefined) throw new Error('went_first must be winner, loser, true, false or empty');
  const bestOf = parseBestOf(v.best_of);
  if (bestOf === undefined) throw new Error(BEST_OF_MESSAGE);
  const games = parseGamesCell(v.games);
  if (games === undefined) throw new Error(GAMES_CELL_MESSAGE);
  const { games: checked, ...played } = checkedGames(bestOf, games, wentFirst, rules);
  const isActive = parseActive(v.is_active);
  if (isActive === undefined) throw new Error('is_active must be true, false or empty');
  const date = v.match_date ? parseStrictDate(v.match_date) : { date: now };
  if (!date) throw new Error(MATCH_DATE_INVALID);
  const notes = (v.notes ?? '').trim();
  if (notes.length > NOTES_MAX) throw new Error(`Notes must be at most ${NOTES_MAX} characters`);
  return { ...sides, ...played, games: checked, isActive, matchDate: date.date, notes: notes || null };
}

export type ImportedMatch = ReturnType<typeof rowToMatch> & { projectId: string; recordedById: string };

export const IMPORTED_MATCH_COLUMNS: Columns<ImportedMatch> = {
  projectId: 'uuid',
  recordedById: 'uuid',
  winnerArchetypeId: 'uuid',
  loserArchetypeId: 'uuid',
  winnerDecklistId: 'uuid',
  loserDecklistId: 'uuid',
  winnerDecklistVersion: 'int4',
  loserDecklistVersion: 'int4',
  winnerUserId: 'uuid',
  loserUserId: 'uuid',
  wentFirst: 'bool',
  bestOf: 'int4',
  games: 'jsonb',
  gamesWon: 'int4',
  gamesLost: 'int4',
  playGamesWon: 'int4',
  playGamesLost: 'int4',
  drawGamesWon: 'int4',
  drawGamesLost: 'int4',
  preGamesWon: 'int4',
  preGamesLost: 'int4',
  isActive: 'bool',
  matchDate: 'timestamptz',
  notes: 'text',
};

/** Rows are checked this many at a time, other requests getting their turn in between (5,000 rows take ~25 ms). */
const ROWS_PER_TURN = 1000;

export async function importMatchesCsv(ctx: RequestContext, rawInput: ImportMatchesInput): Promise<ImportReport> {
  const input = parseInput(importMatchesSchema, rawInput);
  const project = await projectForMember(ctx, input.projectId, 'Only members of this team can import matches');
  const rows = readMatchCsv(input.csv, CSV_IMPORT_MAX_ROWS);
  const roster = await loadRoster(ctx, project);
  const lookups = rosterLookups(roster);
  const now = new Date();
  const rules = rulesOf(project.game);
  const errors: ImportReport['errors'] = [];
  const data: ImportedMatch[] = [];
  for (const [index, row] of rows.entries()) {
    if (index > 0 && index % ROWS_PER_TURN === 0) await nextTurn();
    try {
      data.push({ ...rowToMatch(roster, lookups, row, now, rules), projectId: project.id, recordedById: ctx.viewer.user!.id });
    } catch (error) {
      errors.push({ line: row.line, message: (error as Error).message });
    }
  }
  const report: ImportReport = { dry_run: input.dryRun, total_rows: rows.length, valid_rows: data.length, imported: 0, errors };
  if (input.dryRun) return report;
  if (errors.length) {
    const problems: FieldProblem[] = errors.map((e) => ({ field: `line ${e.line}`, message: e.message }));
    throw new ValidationError(`Nothing was imported: ${errors.length} of ${rows.length} rows have errors (line ${errors[0].line}: ${errors[0].message})`, problems);
  }
  // One statement of JSON: Prisma's createMany would hold the event loop for seconds (db/bulk-insert.ts).
  const { count, lastId } = await insertRows(ctx.db, 'Match', IMPORTED_MATCH_COLUMNS, data, { now: ['updatedAt'] });
  // One event for the whole import: live views refetch once, not once per row.
  if (lastId) await announceMatchesImported(ctx, project.id, lastId, count);
  return { ...report, imported: count };
}

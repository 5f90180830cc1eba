import { describe, expect, it } from 'vitest';
import { EXPORT_COLUMNS, gamesCell, parseActive, parseBestOf, parseGamesCell, parseWentFirst, readMatchCsv, writeMatchCsv, type ExportRow } from '../../../server/domain/matchup/match-csv.ts';

const row = (values: Partial<ExportRow>): ExportRow => ({ ...(Object.fromEntries(EXPORT_COLUMNS.map((c) => [c, null])) as ExportRow), ...values });

describe('match CSV', () => {
  it('reads rows with their line numbers, skipping blank lines, a BOM and export-only columns', () => {
    const text = '\uFEFFid,Winner Archetype,loser_archetype,notes,recorded_by\n\nx,Burn,"Control, UW","two\nlines",bob\nx,Elves,Goblins,,bob\n';
    expect(readMatchCsv(text, 10)).toEqual([
      { line: 4, values: { winner_archetype: 'Burn', loser_archetype: 'Control, UW', notes: 'two\nlines' } },
      { line: 5, values: { winner_archetype: 'Elves', loser_archetype: 'Goblins', notes: '' } },
    ]);
  });

  it.each([
    ['winner_archetype,loser_archetype,colour\nA,B,red', 'Unknown column "colour"'],
    ['winner_archetype,notes\nA,x', 'The CSV needs a "loser_archetype" column'],
    ['winner_archetype,loser_archetype,notes,notes\nA,B,x,y', 'Column "notes" appears twice'],
    ['winner_archetype,loser_archetype\nA,B,C', 'The CSV could not be read at line 2'],
    ['winner_archetype,loser_archetype\n"A,B', 'The CSV could not be read'],
    ['winner_archetype,loser_archetype\nA,B\nA,B\nA,B', 'A CSV import can hold at most 2 matches'],
    ['', 'CSV text is required'],
  ])('refuses %j with "%s"', (text, message) => {
    expect(() => readMatchCsv(text, 2)).toThrow(message);
  });

  it('reads went_first and is_active as people write them', () => {
    expect(['', 'winner', 'TRUE', 'yes', '1', 'loser', 'false', 'No', '0', 'maybe'].map(parseWentFirst)).toEqual([null, true, true, true, true, false, false, false, false, undefined]);
    expect(['', 'true', 'no', 'deleted'].map(parseActive)).toEqual([true, true, false, undefined]);
  });

  it('reads and writes the games cell from the match winner’s side, and best_of', () => {
    const games = parseGamesCell(' WIN-play  loss-draw-sb win-draw-sb ');
    expect(games).toEqual([
      { wonBy: 'winner', onThePlay: 'winner', sideboarded: false },
      { wonBy: 'loser', onThePlay: 'loser', sideboarded: true },
      { wonBy: 'winner', onThePlay: 'loser', sideboarded: true },
    ]);
    expect(gamesCell(games!)).toBe('win-play loss-draw-sb win-draw-sb');
    expect(parseGamesCell('')).toEqual([]);
    expect(parseGamesCell('win-play won-draw')).toBeUndefined();
    expect(['', '1', '3', '5', '2', 'three'].map(parseBestOf)).toEqual([1, 1, 3, 5, undefined, undefined]);
  });

  it('writes a header and the rows, quoting where needed, and defuses formulas in a way the reader undoes', () => {
    const csv = writeMatchCsv([row({ id: 'm1', winner_archetype: 'Burn', loser_archetype: '=cmd()', notes: 'said "gg", left', winner_decklist_version: 2, is_active: true })]);
    const [header, line] = csv.trim().split('\n');
    expect(header).toBe(EXPORT_COLUMNS.join(','));
    expect(line).toBe(`m1,,Burn,,2,,'=cmd(),,,,,,,"said ""gg"", left",,true`);
    expect(readMatchCsv(csv, 10)[0].values).toMatchObject({ winner_archetype: 'Burn', loser_archetype: '=cmd()', notes: 'said "gg", left', is_active: 'true' });
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../../server/domain/errors.ts';
import { buildMatrix, cellFromCountRows, gameStats, matrixCountRows, noGames, wilsonInterval, type MatchRow, type MatrixCell } from '../../../server/domain/matchup/index.ts';

const archetypes = [
  { id: 'a', name: 'Azorius Control', short_name: 'UW' },
  { id: 'b', name: 'Boros Burn', short_name: '' },
  { id: 'c', name: 'Cat', short_name: null },
];

function row(winner: string, loser: string, went_first: boolean | null, count: number): MatchRow {
  return { winner_archetype_id: winner, loser_archetype_id: loser, went_first, count };
}

const cellOf = (cells: MatrixCell[], a: string, b: string) => cells.find((c) => c.archetype_id === a && c.opponent_id === b)!;

describe('buildMatrix', () => {
  const rows = [
    row('a', 'b', true, 4), // a won 4 having gone first
    row('a', 'b', false, 2), // a won 2 having gone second (b went first)
    row('a', 'b', null, 1), // a won 1, order not recorded
    row('b', 'a', true, 2), // b won 2 having gone first
    row('b', 'a', false, 1), // b won 1 having gone second (a went first)
    row('a', 'a', true, 5), // mirror matches
    row('a', 'zz', true, 9), // unknown archetype: ignored
  ];
  const result = buildMatrix(archetypes, rows, { min_sample_size: 5 });

  it('computes a cell from both directions of the pair', () => {
    const ab = cellOf(result.matrix, 'a', 'b');
    expect(ab).toMatchObject({ wins: 7, losses: 3, sample_size: 10, win_rate: 0.7, is_significant: true });
    expect(ab.confidence_interval.lower).toBeCloseTo(0.3968, 4);
    expect(ab.confidence_interval.upper).toBeCloseTo(0.8922, 4);
    // a went first in 4 (won) + 1 (b won going second) = 5 games, winning 4
    expect(ab).toMatchObject({ first_win_rate: 0.8, first_sample_size: 5 });
    const ba = cellOf(result.matrix, 'b', 'a');
    expect(ba).toMatchObject({ wins: 3, losses: 7, sample_size: 10, is_significant: true });
    expect(ba.win_rate).toBeCloseTo(0.3, 12);
    // b went first in 2 (won) + 2 (a won going second) = 4 games, winning 2
    expect(ba).toMatchObject({ first_win_rate: 0.5, first_sample_size: 4 });
  });

  it('has one entry per ordered pair of distinct archetypes and none on the diagonal', () => {
    expect(result.matrix.map((c) => `${c.archetype_id}${c.opponent_id}`)).toEqual(['ab', 'ac', 'ba', 'bc', 'ca', 'cb']);
  });

  it('marks empty cells as no data', () => {
    expect(cellOf(result.matrix, 'a', 'c')).toEqual({
      archetype_id: 'a',
      opponent_id: 'c',
      win_rate: null,
      sample_size: 0,
      wins: 0,
      losses: 0,
      is_significant: false,
      first_win_rate: null,
      first_sample_size: 0,
      first_wins: 0,
      confidence_interval: { lower: 0, upper: 1 },
      games: gameStats(noGames()),
    });
  });

  it('leaves mirror matches out of cells and archetype totals but counts them in total_matches', () => {
    expect(result.total_matches).toBe(10 + 5); // the unknown archetype's 9 are ignored entirely
    expect(result.archetypes).toEqual([
      { id: 'a', name: 'Azorius Control', short_name: 'UW', total_matches: 10, total_wins: 7, win_rate: 0.7 },
      { id: 'b', name: 'Boros Burn', short_name: 'Boros Bu', total_matches: 10, total_wins: 3, win_rate: 0.3 },
      { id: 'c', name: 'Cat', short_name: 'Cat', total_matches: 0, total_wins: 0, win_rate: null },
    ]);
  });

  it('applies the minimum sample size', () => {
    const rowsOf = (n: number) => [row('a', 'b', null, n)];
    expect(cellOf(buildMatrix(archetypes, rowsOf(4), { min_sample_size: 5 }).matrix, 'a', 'b').is_significant).toBe(false);
    expect(cellOf(buildMatrix(archetypes, rowsOf(5), { min_sample_size: 5 }).matrix, 'a', 'b').is_significant).toBe(true);
    expect(cellOf(buildMatrix(archetypes, rowsOf(1), { min_sample_size: 1 }).matrix, 'b', 'a').is_significant).toBe(true);
    expect(cellOf(buildMatrix(archetypes, [], { min_sample_size: 1 }).matrix, 'a', 'b').is_significant).toBe(false);
  });

  it('rejects a minimum sample size below 1 or fractional', () => {
    for (const min_sample_size of [0, -3, 1.5, Number.NaN]) {
      const message = 'Minimum sample size must be at least 1';
      expect(() => buildMatrix(archetypes, [], { min_sample_size })).toThrow(
        new ValidationError(message, [{ field: 'min_sample_size', message }]),
      );
    }
  });

  it('rejects negative counts and ignores repeated archetype ids', () => {
    expect(() => buildMatrix(archetypes, [row('a', 'b', null, -1)], { min_sample_size: 1 })).toThrow(ValidationError);
    const twice = buildMatrix([...archetypes, { id: 'a', name: 'Again', short_name: 'X' }], [], { min_sample_size: 1 });
    expect(twice.archetypes.map((a) => a.name)).toEqual(['Azorius Control', 'Boros Burn', 'Cat']);
    expect(twice.matrix).toHaveLength(6);
  });

  it('truncates short-name fallbacks by characters, not code units', () => {
    const emoji = buildMatrix([{ id: 'x', name: '🐉🐉🐉🐉🐉🐉🐉🐉🐉 Dragons', short_name: '  ' }], [], { min_sample_size: 1 });
    expect(emoji.archetypes[0].short_name).toBe('🐉🐉🐉🐉🐉🐉🐉🐉');
  });
});

describe('buildMatrix properties', () => {
  const ids = ['a', 'b', 'c', 'd', 'e'];
  const rowArb = fc.record({
    winner_archetype_id: fc.constantFrom(...ids, 'unknown'),
    loser_archetype_id: fc.constantFrom(...ids, 'unknown'),
    went_first: fc.constantFrom(true, false, null),
    count: fc.integer({ min: 0, max: 20 }),
  });
  const inputArb = fc.tuple(
    fc.subarray(ids, { minLength: 0 }),
    fc.array(rowArb, { maxLength: 30 }),
    fc.integer({ min: 1, max: 10 }),
  );

  it('is always the exact mirror of itself, with no diagonal and consistent totals', () => {
    fc.assert(
      fc.property(inputArb, ([chosen, rows, min_sample_size]) => {
        const list = chosen.map((id) => ({ id, name: `Deck ${id}`, short_name: id }));
        const result = buildMatrix(list, rows, { min_sample_size });
        expect(result.matrix).toHaveLength(chosen.length * (chosen.length - 1));
        expect(result.matrix.some((c) => c.archetype_id === c.opponent_id)).toBe(false);

        for (const cell of result.matrix) {
          const other = cellOf(result.matrix, cell.opponent_id, cell.archetype_id);
          expect(other.wins).toBe(cell.losses);
          expect(other.losses).toBe(cell.wins);
          expect(other.sample_size).toBe(cell.sample_size);
          expect(other.is_significant).toBe(cell.is_significant);
          expect(cell.is_significant).toBe(cell.sample_size > 0 && cell.sample_size >= min_sample_size);
          if (cell.win_rate === null) expect(other.win_rate).toBeNull();
          else expect(other.win_rate!).toBeCloseTo(1 - cell.win_rate, 12);
          expect(other.confidence_interval.lower).toBeCloseTo(1 - cell.confidence_interval.upper, 12);
          expect(other.confidence_interval.upper).toBeCloseTo(1 - cell.confidence_interval.lower, 12);
          expect(cell.confidence_interval).toEqual(wilsonInterval(cell.wins, cell.sample_size));
          // between them, the two first-player views cover exactly the games whose order is known
          const known = rows
            .filter((r) => r.went_first !== null)
            .filter(
              (r) =>
                (r.winner_archetype_id === cell.archetype_id && r.loser_archetype_id === cell.opponent_id) ||
                (r.winner_archetype_id === cell.opponent_id && r.loser_archetype_id === cell.archetype_id),
            )
            .reduce((s, r) => s + r.count, 0);
          expect(cell.first_sample_size + other.first_sample_size).toBe(known);
        }

        const inList = rows.filter((r) => chosen.includes(r.winner_archetype_id) && chosen.includes(r.loser_archetype_id));
        const sum = (rs: MatchRow[]) => rs.reduce((s, r) => s + r.count, 0);
        expect(result.total_matches).toBe(sum(inList));
        const nonMirror = inList.filter((r) => r.winner_archetype_id !== r.loser_archetype_id);
        expect(result.archetypes.reduce((s, a) => s + a.total_matches, 0)).toBe(2 * sum(nonMirror));
        expect(result.archetypes.reduce((s, a) => s + a.total_wins, 0)).toBe(sum(nonMirror));
      }),
    );
  });

  it('turns into compact count rows and back into the same cells', () => {
    fc.assert(
      fc.property(inputArb, ([chosen, rows, min_sample_size]) => {
        const list = chosen.map((id) => ({ id, name: `Deck ${id}`, short_name: id }));
        const result = buildMatrix(list, rows, { min_sample_size });
        const countRows = matrixCountRows(result);
        expect(countRows.map((r) => r.archetype_id)).toEqual(result.archetypes.map((a) => a.id));
        countRows.forEach((r, i) => expect(r.wins[i]).toBe(0));
        const rebuilt = countRows.flatMap((_, i) => countRows.map((__, j) => j).filter((j) => j !== i).map((j) => cellFromCountRows(countRows, i, j, min_sample_size)));
        expect(rebuilt).toEqual(result.matrix);
        // Cells in another order (the rows place cells by position when their ids agree) give the same rows.
        expect(matrixCountRows({ ...result, matrix: [...result.matrix].reverse() })).toEqual(countRows);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyRowChanges, buildMatrix, matrixCountRows, noGames, updateCountRows, updateMatrix, type MatchRow } from '../../../server/domain/matchup/index.ts';

const games = (won: number, lost: number) => ({ ...noGames(), gamesWon: won, gamesLost: lost, preGamesWon: won, preGamesLost: lost });
const row = (winner: string, loser: string, went_first: boolean | null, count: number, g = games(count, 0)): MatchRow => ({ winner_archetype_id: winner, loser_archetype_id: loser, went_first, count, games: g });
const archetypes = [{ id: 'a', name: 'A', short_name: null }, { id: 'b', name: 'B', short_name: null }];
const cells = (rows: MatchRow[]) => buildMatrix(archetypes, rows, { min_sample_size: 1, unit: 'matches' }).matrix;

describe('applyRowChanges', () => {
  it('adds and removes matches per (winner, loser, went_first), dropping keys with nothing left', () => {
    const rows = [row('a', 'b', true, 3), row('b', 'a', null, 1)];
    const changes = [row('a', 'b', true, -1, games(-1, 0)), row('b', 'a', null, -1, games(-1, 0)), row('a', 'b', false, 2)];
    expect(applyRowChanges(rows, changes)).toEqual([row('a', 'b', true, 2), row('a', 'b', false, 2)]);
  });

  it('keeps a key whose matches are gone while it carries the pair\'s games, so the matrix equals one counted afresh', () => {
    // Counted from the tally: the pair's games ride on its first key; the match that leaves went on another key.
    const counted = [row('a', 'b', true, 1, games(3, 1)), row('a', 'b', false, 1, noGames())];
    const changes = [row('a', 'b', true, -1, games(-2, -1))];
    const afresh = [row('a', 'b', false, 1, games(1, 0))];
    expect(cells(applyRowChanges(counted, changes))).toEqual(cells(afresh));
  });
});

describe('updateMatrix', () => {
  const ids = ['a', 'b', 'c', 'd'];
  const keyed = ids.map((id) => ({ id, name: id.toUpperCase(), short_name: null }));
  const nat = fc.nat(5);
  const counted = fc.record({
    winner: fc.constantFrom(...ids),
    loser: fc.constantFrom(...ids),
    went_first: fc.constantFrom(true, false, null),
    count: fc.integer({ min: 1, max: 9 }),
    won: nat,
    lost: nat,
  });
  /** One row per key, as the database counts them. */
  const countedRows = (drawn: Array<{ winner: string; loser: string; went_first: boolean | null; count: number; won: number; lost: number }>) => {
    const byKey = new Map(drawn.map((r) => [`${r.winner} ${r.loser} ${r.went_first}`, row(r.winner, r.loser, r.went_first, r.count, games(r.won, r.lost))]));
    return [...byKey.values()];
  };

  it('equals the matrix built afresh from the changed rows, whatever the changes, in both units', () => {
    fc.assert(
      fc.property(fc.array(counted, { maxLength: 30 }), fc.array(counted, { maxLength: 6 }), fc.uniqueArray(fc.nat(29), { maxLength: 3 }), fc.constantFrom('matches', 'games'), (drawn, added, removedAt, unit) => {
        const rows = countedRows(drawn);
        const options = { min_sample_size: 2, unit } as const;
        // Matches that came (positive rows) and matches that left (a whole counted row taken away).
        const changes = [
          ...added.map((r) => row(r.winner, r.loser, r.went_first, r.count, games(r.won, r.lost))),
          ...removedAt.filter((i) => i < rows.length).map((i) => ({ ...rows[i], count: -rows[i].count, games: games(-rows[i].games!.gamesWon, -rows[i].games!.gamesLost) })),
        ];
        const after = applyRowChanges(rows, changes);
        const before = buildMatrix(keyed, rows, options);
        const updated = updateMatrix(before, after, changes, options);
        expect(updated).toEqual(buildMatrix(keyed, after, options));
        // Its compact rows, made again only where a cell changed, equal those made afresh.
        expect(updateCountRows(matrixCountRows(before), before.matrix, updated)).toEqual(matrixCountRows(updated));
      }),
      { numRuns: 300 },
    );
  });

  it('passes on the cells of pairs no change names as the same objects', () => {
    const options = { min_sample_size: 1, unit: 'matches' } as const;
    const rows = [row('a', 'b', true, 2), row('c', 'd', false, 1)];
    const before = buildMatrix(keyed, rows, options);
    const changes = [row('a', 'b', null, 1)];
    const after = updateMatrix(before, applyRowChanges(rows, changes), changes, options);
    const cell = (m: typeof before, x: string, y: string) => m.matrix.find((c) => c.archetype_id === x && c.opponent_id === y);
    expect(cell(after, 'c', 'd')).toBe(cell(before, 'c', 'd'));
    expect(cell(after, 'a', 'b')).not.toBe(cell(before, 'a', 'b'));
    expect(cell(after, 'a', 'b')!.wins).toBe(3);
    // The compact rows of archetypes with no new cell are passed on too.
    const rowsBefore = matrixCountRows(before);
    const rowsAfter = updateCountRows(rowsBefore, before.matrix, after);
    expect(rowsAfter.map((r, i) => r === rowsBefore[i])).toEqual([false, false, true, true]);
    expect(rowsBefore[0].wins).toEqual([0, 2, 0, 0]); // made again, not changed in place
  });
});

import { describe, expect, it } from 'vitest';
import { applyRowChanges, buildMatrix, noGames, type MatchRow } from '../../../server/domain/matchup/index.ts';

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

// The announced match changes a kept matrix catches up from: only a run of versions that were all announced answers
// (a gap, a version that logged no match, or a range longer than the log keeps asks the log), and a filter counts the
// changes its SQL twin would (matrix-counts.ts; equal results under every filter: matches-matrix-catch-up.test.ts).
import { describe, expect, it } from 'vitest';
import { changedRowsUnder, createAnnouncedChanges, type AnnouncedChange } from '../../../server/services/matches/announced-changes.ts';
import { matrixFilterSchema } from '../../../server/domain/validation/matches.ts';

const PROJECT = '7e6b1b52-8f1e-4c35-9b9e-0d4c6f0a8a11';
const [A, B] = ['a0000000-0000-4000-8000-000000000001', 'b0000000-0000-4000-8000-000000000002'];
const [ALICE, BOB] = ['c0000000-0000-4000-8000-000000000003', 'd0000000-0000-4000-8000-000000000004'];

function change(overrides: Partial<AnnouncedChange> = {}): AnnouncedChange {
  const games = { gamesWon: 2, gamesLost: 1, playGamesWon: 1, playGamesLost: 0, drawGamesWon: 1, drawGamesLost: 1, preGamesWon: 1, preGamesLost: 0 };
  return { sign: 1, winnerArchetypeId: A, loserArchetypeId: B, winnerUserId: ALICE, loserUserId: null, wentFirst: true, isActive: true, matchDate: '2024-03-10T12:00:00+00:00', ...games, ...overrides };
}

describe('announced changes', () => {
  it('answer a run of announced versions, and nothing across a gap', () => {
    const kept = createAnnouncedChanges();
    kept.record(PROJECT, 4, [change()]);
    kept.record(PROJECT, 6, [change({ sign: -1 }), change({ wentFirst: false })]);
    kept.record(PROJECT, 5, [change({ isActive: false })]); // arrived late
    expect(kept.between(PROJECT, 3, 6)?.map((c) => [c.sign, c.isActive, c.wentFirst])).toEqual([
      [1, true, true],
      [1, false, true],
      [-1, true, true],
      [1, true, false],
    ]);
    expect(kept.between(PROJECT, 2, 6)).toBeNull(); // version 3 never announced
    expect(kept.between(PROJECT, 6, 7)).toBeNull();
    expect(kept.between(PROJECT, 6, 6)).toBeNull();
    expect(kept.between('another project', 3, 4)).toBeNull();
  });

  it('never take a version without match changes for one that changed nothing', () => {
    const kept = createAnnouncedChanges();
    kept.record(PROJECT, 1, [change()]);
    kept.record(PROJECT, 2, []); // an archetype change bumps the version and logs no match
    expect(kept.between(PROJECT, 0, 2)).toBeNull();
  });

  it('keep the last 200 versions of a project, as the log does', () => {
    const kept = createAnnouncedChanges();
    for (let version = 1; version <= 250; version++) kept.record(PROJECT, version, [change()]);
    expect(kept.between(PROJECT, 50, 250)).toHaveLength(200);
    expect(kept.between(PROJECT, 49, 250)).toBeNull();
    kept.forget([PROJECT]);
    expect(kept.between(PROJECT, 249, 250)).toBeNull();
  });

  it('count under a filter what its SQL conditions count, with signed games', () => {
    const filter = (input: object) => matrixFilterSchema.parse({ projectId: PROJECT, ...input });
    const changes = [
      change(),
      change({ sign: -1, isActive: false, winnerUserId: null, loserUserId: BOB }),
      change({ wentFirst: null, matchDate: '2024-03-31T23:59:59.999+00:00' }),
      change({ matchDate: '2024-04-01T00:00:00+00:00', winnerUserId: BOB }),
    ];
    expect(changedRowsUnder(filter({}), changes)).toHaveLength(3); // the inactive one left out
    expect(changedRowsUnder(filter({ includeInactive: true }), changes)).toHaveLength(4);
    expect(changedRowsUnder(filter({ wentFirst: true }), changes)).toHaveLength(2); // not recorded is neither
    expect(changedRowsUnder(filter({ dateTo: '2024-03-31' }), changes)).toHaveLength(2); // the whole last day
    expect(changedRowsUnder(filter({ dateFrom: '2024-04-01' }), changes)).toHaveLength(1);
    expect(changedRowsUnder(filter({ userId: BOB.toUpperCase(), includeInactive: true }), changes)).toHaveLength(2); // either side
    const [removed] = changedRowsUnder(filter({ includeInactive: true, userId: BOB, dateTo: '2024-03-31' }), changes);
    expect(removed).toEqual({
      winner_archetype_id: A,
      loser_archetype_id: B,
      went_first: true,
      count: -1,
      games: { gamesWon: -2, gamesLost: -1, playGamesWon: -1, playGamesLost: 0, drawGamesWon: -1, drawGamesLost: -1, preGamesWon: -1, preGamesLost: 0 },
    });
  });
});

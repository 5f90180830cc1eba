// Kept project rows take the match state a write announces: a newer state whole, an older one (announcements from
// two instances crossing) never; a read under way when the state changed is not kept; versions wrap like sequence
// numbers.
import { describe, expect, it } from 'vitest';
import { keepInMemory } from '../../../server/services/kept-in-memory.ts';
import { isNewerVersion } from '../../../server/services/projects/kept-projects.ts';

type Row = { matrixVersion: number; activeMatches: number };

/** A store whose loads the test answers one at a time. */
function gated() {
  const waiting: Array<(row: Row | null) => void> = [];
  let reads = 0;
  const kept = keepInMemory<Row>(() => {
    reads += 1;
    return new Promise((resolve) => waiting.push(resolve));
  }, { max: 10, ttlMs: 60_000 });
  return { kept, release: (row: Row | null) => waiting.shift()!(row), reads: () => reads };
}

const takeNewer = (state: Row) => (row: Row) => (isNewerVersion(state.matrixVersion, row.matrixVersion) ? { ...row, ...state } : row);

describe('kept rows amended by an announced state', () => {
  it('take a newer state and ignore an older one, without reading again', async () => {
    const { kept, release, reads } = gated();
    const first = kept.get('p');
    release({ matrixVersion: 5, activeMatches: 10 });
    await first;
    kept.amend('p', takeNewer({ matrixVersion: 7, activeMatches: 12 }));
    kept.amend('p', takeNewer({ matrixVersion: 6, activeMatches: 11 })); // crossed on the way
    expect(await kept.get('p')).toEqual({ matrixVersion: 7, activeMatches: 12 });
    expect(reads()).toBe(1);
  });

  it('do not keep a read that was under way when the state changed', async () => {
    const { kept, release, reads } = gated();
    const stale = kept.get('p');
    kept.amend('p', takeNewer({ matrixVersion: 2, activeMatches: 1 })); // nothing kept yet: the read may be older
    release({ matrixVersion: 1, activeMatches: 0 });
    expect(await stale).toEqual({ matrixVersion: 1, activeMatches: 0 });
    const fresh = kept.get('p');
    release({ matrixVersion: 2, activeMatches: 1 });
    expect(await fresh).toEqual({ matrixVersion: 2, activeMatches: 1 });
    expect(reads()).toBe(2);
  });

  it('compare versions across the wrap of the counter', () => {
    expect(isNewerVersion(8, 7)).toBe(true);
    expect(isNewerVersion(7, 7)).toBe(false);
    expect(isNewerVersion(6, 7)).toBe(false);
    expect(isNewerVersion(0, 2_147_483_646)).toBe(true);
    expect(isNewerVersion(2_147_483_646, 0)).toBe(false);
  });
});

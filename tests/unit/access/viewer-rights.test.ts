// The kept viewer rights: what is read once is kept, forgetting drops it, and a read that was under way when the
// rights changed is never kept (it may have read them from before the change).
import { describe, expect, it } from 'vitest';
import { keepRights, type ViewerRights } from '../../../server/services/access/viewer-rights.ts';

const rights = (isAdmin: boolean): ViewerRights => ({
  user: { id: 'u1', username: 'ana', email: 'ana@example.test', displayName: null, isAdmin, emailVerified: true },
  roles: new Map(),
  sessions: new Set(),
  tokens: new Map(),
});

/** A loader whose answers the test releases one at a time, counting the reads. */
function gatedLoader() {
  const waiting: Array<(value: ViewerRights | null) => void> = [];
  const loader = {
    reads: 0,
    load: () => {
      loader.reads += 1;
      return new Promise<ViewerRights | null>((resolve) => waiting.push(resolve));
    },
    release: (value: ViewerRights | null) => waiting.shift()!(value),
  };
  return loader;
}

describe('kept viewer rights', () => {
  it('reads a user once for any number of requests, concurrent ones included', async () => {
    const loader = gatedLoader();
    const cache = keepRights(loader.load);
    const first = [cache.get('u1'), cache.get('u1')];
    loader.release(rights(true));
    expect((await Promise.all(first)).map((r) => r?.user.isAdmin)).toEqual([true, true]);
    expect((await cache.get('u1'))?.user.isAdmin).toBe(true);
    expect(loader.reads).toBe(1);
  });

  it('reads again after forget', async () => {
    const loader = gatedLoader();
    const cache = keepRights(loader.load);
    const before = cache.get('u1');
    loader.release(rights(true));
    await before;
    cache.forget(['u1']);
    const after = cache.get('u1');
    loader.release(rights(false));
    expect((await after)?.user.isAdmin).toBe(false);
    expect(loader.reads).toBe(2);
  });

  it('does not keep a read that was under way when the rights changed', async () => {
    const loader = gatedLoader();
    const cache = keepRights(loader.load);
    const stale = cache.get('u1');
    cache.forget(['u1']); // the change commits while the first read is still running
    const fresh = cache.get('u1'); // a request after the change starts its own read
    loader.release(rights(true)); // the first read answers with the rights from before the change
    loader.release(rights(false));
    expect((await stale)?.user.isAdmin).toBe(true);
    expect((await fresh)?.user.isAdmin).toBe(false);
    expect((await cache.get('u1'))?.user.isAdmin).toBe(false);
    expect(loader.reads).toBe(2);
  });

  it('keeps no answer for a user who does not exist', async () => {
    const loader = gatedLoader();
    const cache = keepRights(loader.load);
    const missing = cache.get('u1');
    loader.release(null);
    expect(await missing).toBeNull();
    const again = cache.get('u1');
    loader.release(rights(false));
    expect(await again).not.toBeNull();
  });

  it('forgets everyone at once', async () => {
    const loader = gatedLoader();
    const cache = keepRights(loader.load);
    const first = cache.get('u1');
    loader.release(rights(true));
    await first;
    cache.forget('all');
    const second = cache.get('u1');
    loader.release(rights(true));
    await second;
    expect(loader.reads).toBe(2);
  });

  it('reads kept rights again when they lack what the caller must find (a session started after they were kept)', async () => {
    const loader = gatedLoader();
    const cache = keepRights(loader.load);
    const first = cache.get('u1');
    loader.release(rights(false));
    await first;
    const hasSession = (kept: ViewerRights) => kept.sessions.has('s1');
    expect(await cache.get('u1', () => true)).not.toBeNull();
    expect(loader.reads).toBe(1);
    const again = cache.get('u1', hasSession);
    loader.release({ ...rights(false), sessions: new Set(['s1']) });
    expect((await again)?.sessions.has('s1')).toBe(true);
    expect(loader.reads).toBe(2);
    expect((await cache.get('u1', hasSession))?.sessions.has('s1')).toBe(true);
    expect(loader.reads).toBe(2);
  });
});

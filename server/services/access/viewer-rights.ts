// Signed-in viewers' rights (the user row, their team roles and their live sessions and access tokens), kept in memory so that a request does not read them
// from the database. An entry is kept exactly as long as nothing changed it: every service that changes someone's
// rights announces it after its commit (announceRightsChange), which drops the entry here at once and, through the
// event bus, on every other instance. Writes made outside the app (SQL by hand, `npm run admin` while the server runs)
// reach kept entries within RIGHTS_TTL_MS.
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/connect.ts';
import type { TeamRole, TokenScope } from '../../generated/prisma/enums.ts';
import type { Events } from '../../pubsub.ts';

export interface ViewerUser {
  id: string;
  username: string;
  email: string;
  displayName: string | null;
  isAdmin: boolean;
  emailVerified: boolean;
}

export interface ViewerRights {
  user: ViewerUser;
  /** teamId → the user's role in that team. */
  roles: ReadonlyMap<string, TeamRole>;
  /** The ids of the user's live sessions (refresh-token families not revoked). */
  sessions: ReadonlySet<string>;
  /** The user's personal access tokens by id. */
  tokens: ReadonlyMap<string, { scope: TokenScope; expiresAt: Date }>;
}

export interface ViewerRightsCache {
  /**
   * The user's rights, or null when the user does not exist. With `mustHold`, kept rights that fail it are read
   * again first: a session started on this or another instance after they were kept is not in them yet.
   */
  rightsOf(userId: string, mustHold?: (rights: ViewerRights) => boolean): Promise<ViewerRights | null>;
  /** Drops what is kept for these users (or everyone): their next request reads the database. */
  forget(userIds: readonly string[] | 'all'): void;
  /** Calls `listener` after every forget(), e.g. to close the sockets of users who no longer exist. */
  onForget(listener: (userIds: readonly string[] | 'all') => void): () => void;
}

/** Safety net for writes the app did not make itself. */
export const RIGHTS_TTL_MS = 60_000;
/** Entries are small (a user row and a few roles): ten thousand active users fit in a few MB. */
const MAX_ENTRIES = 10_000;

/** Reads a user's rights from the database. */
async function loadRights(db: Db, userId: string): Promise<ViewerRights | null> {
  // The user, their team roles and their live credentials in one statement.
  const now = new Date();
  const row = await db.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      username: true,
      email: true,
      displayName: true,
      isAdmin: true,
      emailVerified: true,
      memberships: { select: { teamId: true, role: true } },
      refreshTokens: { where: { revokedAt: null, expiresAt: { gt: now } }, select: { familyId: true } },
      accessTokens: { where: { expiresAt: { gt: now } }, select: { id: true, scope: true, expiresAt: true } },
    },
  });
  if (!row) return null;
  const { memberships, refreshTokens, accessTokens, ...user } = row;
  return {
    user,
    roles: new Map(memberships.map((m) => [m.teamId, m.role])),
    sessions: new Set(refreshTokens.map((t) => t.familyId)),
    tokens: new Map(accessTokens.map(({ id, ...token }) => [id, token])),
  };
}

export function createViewerRightsCache(db: Db): ViewerRightsCache {
  return keepRights((userId) => loadRights(db, userId));
}

/** Keeps what `load` reads, as described at the top. */
export function keepRights(load: (userId: string) => Promise<ViewerRights | null>): ViewerRightsCache {
  const kept = new LRUCache<string, ViewerRights>({ max: MAX_ENTRIES, ttl: RIGHTS_TTL_MS });
  const loading = new Map<string, Promise<ViewerRights | null>>();
  // Bumped by every forget(): a load that started before a change must not store what it read.
  let generation = 0;
  const listeners = new Set<(userIds: readonly string[] | 'all') => void>();
  return {
    rightsOf(userId, mustHold) {
      const hit = kept.get(userId);
      if (hit && (!mustHold || mustHold(hit))) return Promise.resolve(hit);
      if (hit) {
        kept.delete(userId);
        loading.delete(userId);
      }
      let pending = loading.get(userId);
      if (!pending) {
        const startedAt = generation;
        pending = load(userId).then((rights) => {
          if (rights && generation === startedAt) kept.set(userId, rights);
          return rights;
        });
        const settled = () => {
          if (loading.get(userId) === pending) loading.delete(userId);
        };
        pending.then(settled, settled);
        loading.set(userId, pending);
      }
      return pending;
    },
    forget(userIds) {
      generation += 1;
      if (userIds === 'all') {
        kept.clear();
        loading.clear();
      } else {
        for (const id of userIds) {
          kept.delete(id);
          loading.delete(id);
        }
      }
      for (const listener of listeners) listener(userIds);
    },
    onForget(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Tells every instance that these users' rights changed (admin flag, memberships, roles, the account itself, an
 * ended session or a revoked access token).
 * Call after the change is committed. This instance forgets at once; the others when the event reaches them.
 */
export function announceRightsChange(ctx: { viewerRights: ViewerRightsCache; events: Events }, userIds: readonly string[]): void {
  if (userIds.length === 0) return;
  ctx.viewerRights.forget(userIds);
  ctx.events.publish('rightsChanged', 'all', { userIds: [...userIds] });
}

/** Keeps this instance's cache in step with changes announced anywhere. Returns a function that stops listening. */
export function followRightsChanges(cache: ViewerRightsCache, events: Events, transportHealthy: () => boolean): () => void {
  const changes = events.subscribe('rightsChanged', 'all');
  void (async () => {
    try {
      for await (const { userIds } of changes) cache.forget(userIds);
    } catch {
      // The stream ended with an error (this instance fell behind): nothing kept can be trusted.
      cache.forget('all');
    }
  })();
  // While the shared transport is down, changes made on other instances do not arrive: keep nothing until it is back,
  // and forget once more when it is (a change may have been missed in between).
  let wasHealthy = true;
  const watch = setInterval(() => {
    const healthy = transportHealthy();
    if (!healthy || !wasHealthy) cache.forget('all');
    wasHealthy = healthy;
  }, 1_000);
  watch.unref();
  return () => {
    clearInterval(watch);
    void changes.return?.();
  };
}

// Signed-in viewers' rights (the user row, their team roles and their live sessions and access tokens), kept in
// memory (kept-in-memory.ts) so that a request does not read them from the database. Every service that changes
// someone's rights announces it after its commit (announceRightsChange); writes made outside the app reach kept
// entries within RIGHTS_TTL_MS.
import type { Db } from '../../db/connect.ts';
import type { TeamRole, TokenScope } from '../../generated/prisma/enums.ts';
import type { Events } from '../../pubsub.ts';
import { announceForget, followForgets, keepInMemory, type KeptInMemory } from '../kept-in-memory.ts';

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

/**
 * Kept rights by user id: null when the user does not exist. A caller passes `mustHold` to have kept rights that fail
 * it read again (a session started on this or another instance after they were kept is not in them yet); onForget
 * listeners close the sockets of users who no longer exist.
 */
export type ViewerRightsCache = KeptInMemory<ViewerRights>;

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

/** Keeps what `load` reads (kept-in-memory.ts). */
export function keepRights(load: (userId: string) => Promise<ViewerRights | null>): ViewerRightsCache {
  return keepInMemory(load, { max: MAX_ENTRIES, ttlMs: RIGHTS_TTL_MS });
}

/**
 * Tells every instance that these users' rights changed (admin flag, memberships, roles, the account itself, an
 * ended session or a revoked access token). Call after the change is committed.
 */
export function announceRightsChange(ctx: { viewerRights: ViewerRightsCache; events: Events }, userIds: readonly string[]): void {
  announceForget(ctx.viewerRights, ctx.events, 'rightsChanged', userIds);
}

/** Keeps this instance's cache in step with changes announced anywhere. Returns a function that stops listening. */
export function followRightsChanges(cache: ViewerRightsCache, events: Events, transportHealthy: () => boolean): () => void {
  return followForgets(cache, events, 'rightsChanged', transportHealthy);
}

// What a bearer token proves: a session's access JWT, or a personal access token (`sb_pat_…`). Either is accepted only
// while it is live in the user's kept rights (access/viewer-rights.ts), which every instance drops when a session ends
// or a token is revoked; so the caches of verified JWTs and of known token secrets never outlive a revocation.
import { LRUCache } from 'lru-cache';
import type { AppDeps } from '../../context.ts';
import { AuthenticationError } from '../../domain/errors.ts';
import type { TokenScope } from '../../generated/prisma/enums.ts';
import type { ViewerRights } from '../access/viewer-rights.ts';
import { hashToken, verifyAccessToken } from './session-tokens.ts';

export const PERSONAL_TOKEN_PREFIX = 'sb_pat_';

/** How the viewer signed in: a session (the web client, a sign-in by script) or a personal access token. */
export type Credential = { kind: 'session'; sessionId: string } | { kind: 'token'; tokenId: string; scope: TokenScope };

export interface Authenticated {
  userId: string;
  credential: Credential;
  /** When the bearer token stops working by itself. */
  expiresAt: Date;
}

const INVALID = 'Invalid or expired token';

/** Whether the credential is still live in these rights. */
export function holds(rights: ViewerRights, credential: Credential): boolean {
  if (credential.kind === 'session') return rights.sessions.has(credential.sessionId);
  const token = rights.tokens.get(credential.tokenId);
  return token !== undefined && token.expiresAt.getTime() > Date.now();
}

/** Known personal tokens by the hash of their secret: who they belong to does not change, only whether they live. */
const knownTokens = new LRUCache<string, Authenticated>({ max: 10_000 });

/** Writes of last-used times, at most one per token a minute: using a token should not write on every request. */
const LAST_USED_EVERY_MS = 60_000;
const lastUsedWritten = new LRUCache<string, number>({ max: 10_000 });

async function personalToken(deps: AppDeps, secret: string): Promise<Authenticated> {
  const hash = hashToken(secret);
  const known = knownTokens.get(hash);
  if (known) return known;
  const row = await deps.db.personalAccessToken.findUnique({ where: { tokenHash: hash }, select: { id: true, userId: true, scope: true, expiresAt: true } });
  if (!row) throw new AuthenticationError(INVALID);
  const found: Authenticated = { userId: row.userId, credential: { kind: 'token', tokenId: row.id, scope: row.scope }, expiresAt: row.expiresAt };
  knownTokens.set(hash, found);
  return found;
}

function noteUse(deps: AppDeps, tokenId: string): void {
  const now = Date.now();
  if (now - (lastUsedWritten.get(tokenId) ?? 0) < LAST_USED_EVERY_MS) return;
  lastUsedWritten.set(tokenId, now);
  deps.db.personalAccessToken.update({ where: { id: tokenId }, data: { lastUsedAt: new Date(now) } }).catch(() => {
    // Revoked in the meantime, or the database is busy: the time is a hint, not worth failing a request for.
  });
}

/**
 * The user and credential of a bearer token, with the user's current rights; AuthenticationError when the token is
 * invalid, expired, revoked, of an ended session or of a user who no longer exists.
 */
export async function authenticate(deps: AppDeps, bearer: string): Promise<Authenticated & { rights: ViewerRights }> {
  const found = bearer.startsWith(PERSONAL_TOKEN_PREFIX)
    ? await personalToken(deps, bearer)
    : await verifyAccessToken(deps.config.jwtSecret, bearer).then(({ userId, sessionId, expiresAt }): Authenticated => ({
        userId,
        credential: { kind: 'session', sessionId },
        expiresAt,
      }));
  const rights = await deps.viewerRights.get(found.userId, (kept) => holds(kept, found.credential));
  if (!rights || !holds(rights, found.credential)) {
    if (found.credential.kind === 'token') knownTokens.delete(hashToken(bearer));
    throw new AuthenticationError(INVALID);
  }
  if (found.credential.kind === 'token') noteUse(deps, found.credential.tokenId);
  return { ...found, rights };
}

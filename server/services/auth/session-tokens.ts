// Sessions: a short-lived access JWT plus an opaque refresh token that is stored hashed and rotated on every use.
// All refresh tokens descending from one sign-in share a family, which is the session: its id travels in the access
// token (`sid`), and an access token is accepted only while its session is live (services/auth/credentials.ts), so
// ending a session ends its access tokens at once. Presenting a refresh token that was already rotated means it
// leaked (or a client misbehaved), so the whole family is revoked and every holder must sign in again.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';
import type { RequestContext } from '../../context.ts';
import type { Db, Prisma } from '../../db/connect.ts';
import { AuthenticationError } from '../../domain/errors.ts';
import { isUuid } from '../../domain/validation/ids.ts';
import { announceRightsChange } from '../access/viewer-rights.ts';
import { lockAccount } from '../accounts/account-lock.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const ISSUER = 'sideboard';

export interface SessionTokens {
  access_token: string;
  refresh_token: string;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

const key = (secret: string) => new TextEncoder().encode(secret);

export async function signAccessToken(secret: string, userId: string, sessionId: string): Promise<string> {
  return new SignJWT({ typ: 'access', sid: sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(key(secret));
}

export interface AccessClaims {
  userId: string;
  /** The session (refresh-token family) the token was issued for. */
  sessionId: string;
  expiresAt: Date;
}

/**
 * Tokens whose signature was checked, per signing secret, until they expire: a client sends the same token with
 * every request for its lifetime, and checking an HMAC through WebCrypto (as jose does) was a fifth of the cost of a
 * signed-in request. Only valid tokens are kept, and their expiry is checked on every use. Whether the token's session
 * is still live is not this cache's to say: credentials.ts asks the viewer's kept rights on every request.
 */
const verified = new Map<string, LRUCache<string, AccessClaims>>();
const KEPT_TOKENS = 10_000;

/**
 * The user and expiry of a valid access token; AuthenticationError for anything else: expired, forged, a refresh
 * token, or a token without an expiry or whose subject is not a user id (jose accepts tokens without `exp`).
 */
export async function verifyAccessToken(secret: string, token: string): Promise<AccessClaims> {
  let kept = verified.get(secret);
  if (!kept) verified.set(secret, (kept = new LRUCache({ max: KEPT_TOKENS })));
  const known = kept.get(token);
  if (known && known.expiresAt.getTime() > Date.now()) return known;
  try {
    const { payload } = await jwtVerify(token, key(secret), { issuer: ISSUER, algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] });
    const { sub, sid } = payload;
    if (payload.typ !== 'access' || typeof sub !== 'string' || !isUuid(sub) || typeof sid !== 'string' || !isUuid(sid)) throw new Error('not an access token');
    const claims = { userId: sub, sessionId: sid, expiresAt: new Date(payload.exp! * 1000) };
    kept.set(token, claims, { ttl: Math.max(1, claims.expiresAt.getTime() - Date.now()) });
    return claims;
  } catch {
    kept.delete(token);
    throw new AuthenticationError('Invalid or expired token');
  }
}

/** Starts a session (a new family) or continues one after rotation. */
export async function issueSession(db: Db | Prisma.TransactionClient, secret: string, userId: string, familyId: string = randomUUID()): Promise<SessionTokens> {
  const refresh = randomToken();
  await db.refreshToken.create({
    data: { userId, familyId, tokenHash: hashToken(refresh), expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS) },
  });
  return { access_token: await signAccessToken(secret, userId, familyId), refresh_token: refresh };
}

const SESSION_EXPIRED = 'Session expired. Please sign in again.';

type SessionDeps = Pick<RequestContext, 'db' | 'viewerRights' | 'events'>;

/** Exchanges a refresh token for a new pair; the presented token can never be used again. */
export async function rotateSession(ctx: SessionDeps, secret: string, refreshToken: string): Promise<{ userId: string; tokens: SessionTokens }> {
  const row = await ctx.db.refreshToken.findUnique({ where: { tokenHash: hashToken(refreshToken) } });
  if (!row || row.expiresAt <= new Date()) throw new AuthenticationError(SESSION_EXPIRED);
  // Claimed under the account's lock, and the next token written under it too: of two concurrent uses only one can
  // flip revokedAt from null, and ending the sessions (which takes the same lock) sees the new token or the claim
  // fails, never the gap between them.
  const tokens = await ctx.db.$transaction(async (tx) => {
    await lockAccount(tx, row.userId);
    const claimed = await tx.refreshToken.updateMany({ where: { id: row.id, revokedAt: null }, data: { revokedAt: new Date() } });
    return claimed.count === 0 ? null : issueSession(tx, secret, row.userId, row.familyId);
  });
  if (!tokens) {
    await endSessions(ctx, row.userId, { familyId: row.familyId });
    throw new AuthenticationError(SESSION_EXPIRED);
  }
  return { userId: row.userId, tokens };
}

/**
 * Ends sessions of a user (all of them, or those `which` selects), and with `accessTokens` every personal access
 * token too: their refresh tokens stop working, and so do their access tokens from the next request on, on every
 * instance (the kept rights are dropped).
 */
export async function endSessions(
  ctx: SessionDeps,
  userId: string,
  which: { familyId?: string | { not: string } } = {},
  options: { accessTokens?: boolean } = {},
): Promise<void> {
  await ctx.db.$transaction(async (tx) => {
    await lockAccount(tx, userId);
    await tx.refreshToken.updateMany({ where: { userId, revokedAt: null, ...which }, data: { revokedAt: new Date() } });
    // Taking an account back (a password reset or change) ends its personal access tokens too: one made by whoever
    // knew the old password must not outlive it.
    if (options.accessTokens) await tx.personalAccessToken.deleteMany({ where: { userId } });
  });
  announceRightsChange(ctx, [userId]);
}

/** Ends the session a refresh token belongs to; unknown tokens are ignored (logging out is always allowed). */
export async function endSession(ctx: SessionDeps, refreshToken: string): Promise<void> {
  const row = await ctx.db.refreshToken.findUnique({ where: { tokenHash: hashToken(refreshToken) }, select: { familyId: true, userId: true } });
  if (row) await endSessions(ctx, row.userId, { familyId: row.familyId });
}

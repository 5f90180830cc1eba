// Sessions: a short-lived access JWT plus an opaque refresh token that is stored hashed and rotated on every use.
// All refresh tokens descending from one sign-in share a family; presenting one that was already rotated means it
// leaked (or a client misbehaved), so the whole family is revoked and every holder must sign in again.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/connect.ts';
import { AuthenticationError } from '../../domain/errors.ts';
import { isUuid } from '../../domain/validation/ids.ts';

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

export async function signAccessToken(secret: string, userId: string): Promise<string> {
  return new SignJWT({ typ: 'access' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(key(secret));
}

export interface AccessClaims {
  userId: string;
  expiresAt: Date;
}

/**
 * Tokens whose signature was checked, per signing secret, until they expire: a client sends the same token with
 * every request for its lifetime, and checking an HMAC through WebCrypto (as jose does) was a fifth of the cost of a
 * signed-in request. Only valid tokens are kept, and their expiry is checked on every use.
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
    if (payload.typ !== 'access' || typeof payload.sub !== 'string' || !isUuid(payload.sub)) throw new Error('not an access token');
    const claims = { userId: payload.sub, expiresAt: new Date(payload.exp! * 1000) };
    kept.set(token, claims, { ttl: Math.max(1, claims.expiresAt.getTime() - Date.now()) });
    return claims;
  } catch {
    kept.delete(token);
    throw new AuthenticationError('Invalid or expired token');
  }
}

/** Starts a session (a new family) or continues one after rotation. */
export async function issueSession(db: Db, secret: string, userId: string, familyId: string = randomUUID()): Promise<SessionTokens> {
  const refresh = randomToken();
  await db.refreshToken.create({
    data: { userId, familyId, tokenHash: hashToken(refresh), expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS) },
  });
  return { access_token: await signAccessToken(secret, userId), refresh_token: refresh };
}

const SESSION_EXPIRED = 'Session expired. Please sign in again.';

/** Exchanges a refresh token for a new pair; the presented token can never be used again. */
export async function rotateSession(db: Db, secret: string, refreshToken: string): Promise<{ userId: string; tokens: SessionTokens }> {
  const row = await db.refreshToken.findUnique({ where: { tokenHash: hashToken(refreshToken) } });
  if (!row || row.expiresAt <= new Date()) throw new AuthenticationError(SESSION_EXPIRED);
  // Claim the token atomically: of two concurrent uses only one can flip revokedAt from null.
  const claimed = await db.refreshToken.updateMany({ where: { id: row.id, revokedAt: null }, data: { revokedAt: new Date() } });
  if (claimed.count === 0) {
    await revokeFamily(db, row.familyId);
    throw new AuthenticationError(SESSION_EXPIRED);
  }
  return { userId: row.userId, tokens: await issueSession(db, secret, row.userId, row.familyId) };
}

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db.refreshToken.updateMany({ where: { familyId, revokedAt: null }, data: { revokedAt: new Date() } });
}

/** Ends the session a refresh token belongs to; unknown tokens are ignored (logging out is always allowed). */
export async function endSession(db: Db, refreshToken: string): Promise<void> {
  const row = await db.refreshToken.findUnique({ where: { tokenHash: hashToken(refreshToken) }, select: { familyId: true } });
  if (row) await revokeFamily(db, row.familyId);
}

import type { RequestContext } from '../../context.ts';

/** The session the viewer is signed in with; null for an access token or the server itself. */
export function currentSessionId(ctx: RequestContext): string | null {
  return ctx.viewer.credential?.kind === 'session' ? ctx.viewer.credential.sessionId : null;
}

export interface SignedInSession {
  /** The session's id (its refresh-token family). */
  id: string;
  startedAt: Date;
  /** When it last signed in or refreshed its tokens (clients refresh every few minutes while open). */
  lastActiveAt: Date;
  current: boolean;
}

/**
 * The signed-in user's live sessions (a sign-in whose refresh token still works), the current one first, then the most
 * recently active. Only a session may list them.
 */
export async function listSessions(ctx: RequestContext): Promise<SignedInSession[]> {
  const user = ctx.viewer.requireSession();
  const live = await ctx.db.refreshToken.findMany({
    where: { userId: user.id, revokedAt: null, expiresAt: { gt: new Date() } },
    select: { familyId: true },
    distinct: ['familyId'],
  });
  if (live.length === 0) return [];
  const spans = await ctx.db.refreshToken.groupBy({
    by: ['familyId'],
    where: { userId: user.id, familyId: { in: live.map((row) => row.familyId) } },
    _min: { createdAt: true },
    _max: { createdAt: true },
  });
  const current = currentSessionId(ctx);
  return spans
    .map((span) => ({ id: span.familyId, startedAt: span._min.createdAt!, lastActiveAt: span._max.createdAt!, current: span.familyId === current }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastActiveAt.getTime() - a.lastActiveAt.getTime() || a.id.localeCompare(b.id));
}

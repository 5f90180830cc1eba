import type { RequestContext } from '../../context.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { requireId } from '../../domain/validation/ids.ts';
import { endSessions } from '../auth/session-tokens.ts';
import { currentSessionId } from './session-queries.ts';

const NOT_FOUND = 'Session not found';

/**
 * Ends one of the signed-in user's sessions (a browser left signed in elsewhere): its refresh token stops working,
 * and its access tokens are refused from the next request on. Another user's session is "not found".
 */
export async function endOwnSession(ctx: RequestContext, sessionId: string): Promise<void> {
  const user = ctx.viewer.requireSession();
  const familyId = requireId(sessionId, NOT_FOUND);
  const live = await ctx.db.refreshToken.findFirst({ where: { userId: user.id, familyId, revokedAt: null, expiresAt: { gt: new Date() } }, select: { id: true } });
  if (!live) throw new NotFoundError(NOT_FOUND);
  await endSessions(ctx, user.id, { familyId });
}

/** Ends every session of the signed-in user but the one asking; answers how many ended. */
export async function signOutOtherSessions(ctx: RequestContext): Promise<number> {
  const user = ctx.viewer.requireSession();
  const current = currentSessionId(ctx);
  const which = current ? { familyId: { not: current } } : {};
  const others = await ctx.db.refreshToken.findMany({
    where: { userId: user.id, revokedAt: null, expiresAt: { gt: new Date() }, ...which },
    select: { familyId: true },
    distinct: ['familyId'],
  });
  await endSessions(ctx, user.id, which);
  return others.length;
}

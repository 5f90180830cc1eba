import type { RequestContext } from '../../context.ts';

export const TOKEN_ORDER = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

/** The where-clause of the viewer's own tokens; only a session may list them (a token may not manage tokens). */
export function ownTokens(ctx: RequestContext) {
  return { userId: ctx.viewer.requireSession().id };
}

/** The viewer's tokens, newest first, expired ones included (shown as expired until revoked). */
export async function listAccessTokens(ctx: RequestContext) {
  return ctx.db.personalAccessToken.findMany({ where: ownTokens(ctx), orderBy: TOKEN_ORDER });
}

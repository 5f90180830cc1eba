import type { RequestContext } from '../../context.ts';
import { AuthenticationError } from '../../domain/errors.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { refreshTokenSchema, type RefreshTokenInput } from '../../domain/validation/auth.ts';
import { rotateSession } from './session-tokens.ts';

/** Exchanges a refresh token for a new access and refresh token (rotation; reuse revokes the session). */
export async function refreshSession(ctx: RequestContext, input: RefreshTokenInput) {
  const { refreshToken } = parseInput(refreshTokenSchema, input);
  const { userId, tokens } = await rotateSession(ctx, ctx.config.jwtSecret, refreshToken);
  const user = await ctx.db.user.findUnique({ where: { id: userId } });
  if (!user) throw new AuthenticationError('Session expired. Please sign in again.');
  return { user, tokens };
}

import type { RequestContext } from '../../context.ts';
import { AuthenticationError } from '../../domain/errors.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { tokenSchema } from '../../domain/validation/account-rules.ts';
import { z } from 'zod';
import { rotateSession } from './session-tokens.ts';

const refreshSchema = z.object({ refresh_token: tokenSchema('Refresh token is required') }).strict();

/** Exchanges a refresh token for a new access and refresh token (rotation; reuse revokes the session). */
export async function refreshSession(ctx: RequestContext, input: unknown) {
  const { refresh_token } = parseInput(refreshSchema, input);
  const { userId, tokens } = await rotateSession(ctx.db, ctx.config.jwtSecret, refresh_token);
  const user = await ctx.db.user.findUnique({ where: { id: userId } });
  if (!user) throw new AuthenticationError('Session expired. Please sign in again.');
  return { user, tokens };
}

import type { RequestContext } from '../../context.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { refreshTokenSchema, type RefreshTokenInput } from '../../domain/validation/auth.ts';
import { endSession } from './session-tokens.ts';

/** Revokes the session the refresh token belongs to. Always succeeds, so that a client can always log out. */
export async function signOut(ctx: RequestContext, input: RefreshTokenInput): Promise<void> {
  const { refreshToken } = parseInput(refreshTokenSchema, input);
  await endSession(ctx, refreshToken);
}

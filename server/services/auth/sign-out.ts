import type { RequestContext } from '../../context.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { tokenSchema } from '../../domain/validation/account-rules.ts';
import { z } from 'zod';
import { endSession } from './session-tokens.ts';

const signOutSchema = z.object({ refresh_token: tokenSchema('Refresh token is required') }).strict();

/** Revokes the session the refresh token belongs to. Always succeeds, so that a client can always log out. */
export async function signOut(ctx: RequestContext, input: unknown): Promise<void> {
  const { refresh_token } = parseInput(signOutSchema, input);
  await endSession(ctx.db, refresh_token);
}

import type { RequestContext } from '../../context.ts';
import { ValidationError } from '../../domain/errors.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { createAccessTokenSchema, type CreateAccessTokenInput } from '../../domain/validation/tokens.ts';
import { announceRightsChange } from '../access/viewer-rights.ts';
import { lockAccount } from '../accounts/account-lock.ts';
import { PERSONAL_TOKEN_PREFIX } from '../auth/credentials.ts';
import { hashToken, randomToken } from '../auth/session-tokens.ts';

/** Enough for every script and tool of one person; a runaway script cannot fill the table. */
export const MAX_TOKENS_PER_USER = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Creates a personal access token for the viewer (signed in with a session). The secret is returned this once and
 * stored only as its hash; its prefix lets secret scanners recognise a leaked one.
 */
export async function createAccessToken(ctx: RequestContext, input: CreateAccessTokenInput) {
  const user = ctx.viewer.requireSession();
  const { name, scope, expiresInDays } = parseInput(createAccessTokenSchema, input);
  const secret = `${PERSONAL_TOKEN_PREFIX}${randomToken()}`;
  // Counted and created under the account's lock: concurrent creations queue, so the cap holds.
  const token = await ctx.db.$transaction(async (tx) => {
    await lockAccount(tx, user.id);
    if ((await tx.personalAccessToken.count({ where: { userId: user.id } })) >= MAX_TOKENS_PER_USER) {
      throw new ValidationError(`You can have at most ${MAX_TOKENS_PER_USER} access tokens; revoke one first`);
    }
    return tx.personalAccessToken.create({
      data: { userId: user.id, name, scope, tokenHash: hashToken(secret), expiresAt: new Date(Date.now() + expiresInDays * DAY_MS) },
    });
  });
  // The kept rights list the user's live tokens: the new one works from its first use, on every instance.
  announceRightsChange(ctx, [user.id]);
  return { token, secret };
}

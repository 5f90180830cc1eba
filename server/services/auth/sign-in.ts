import type { RequestContext } from '../../context.ts';
import { AuthenticationError, EmailNotVerifiedError } from '../../domain/errors.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { loginSchema, usernameKey, type LoginInput } from '../../domain/validation/auth.ts';
import { passwordMatches } from './passwords.ts';
import { issueSession } from './session-tokens.ts';
import { SIGN_IN_FAILURES, SIGN_IN_FAILURES_FROM, takeSlot } from '../throttle.ts';

export const INVALID_CREDENTIALS = 'Invalid email or password';

/**
 * Signs in with an email address (or, for convenience, a username) and password. The same message answers an
 * unknown account and a wrong password; only after the password is right does an unverified address say so.
 * Attempts are throttled per account (whether its email or its username is typed; per identifier when there is no
 * such account, so the limit reveals nothing either) and per client address. The slots are taken before the password
 * is checked, so concurrent guesses cannot pass together, and a right password gives them back.
 */
export async function signIn(ctx: RequestContext, input: LoginInput) {
  const { email: identifier, password } = parseInput(loginSchema, input);
  const byEmail = identifier.includes('@');
  const user = await ctx.db.user.findUnique({ where: byEmail ? { email: identifier.toLowerCase() } : { usernameKey: usernameKey(identifier) } });
  const giveBack = [await takeSlot(ctx, SIGN_IN_FAILURES(user ? `user:${user.id}` : byEmail ? identifier.toLowerCase() : usernameKey(identifier)))];
  try {
    if (ctx.clientAddress) giveBack.push(await takeSlot(ctx, SIGN_IN_FAILURES_FROM(ctx.clientAddress)));
  } catch (refused) {
    await giveBack[0](); // refused for the address: this was no attempt on the account
    throw refused;
  }
  if (!(await passwordMatches(user?.passwordHash ?? null, password)) || !user) throw new AuthenticationError(INVALID_CREDENTIALS);
  await Promise.all(giveBack.map((slot) => slot()));
  if (!user.emailVerified) throw new EmailNotVerifiedError();
  const tokens = await issueSession(ctx.db, ctx.config.jwtSecret, user.id);
  return { user, tokens };
}

import type { RequestContext } from '../../context.ts';
import { AuthenticationError, EmailNotVerifiedError } from '../../domain/errors.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { loginSchema, usernameKey, type LoginInput } from '../../domain/validation/auth.ts';
import { passwordMatches } from './passwords.ts';
import { issueSession } from './session-tokens.ts';
import { checkThrottle, recordAttempt, SIGN_IN_FAILURES } from '../throttle.ts';

export const INVALID_CREDENTIALS = 'Invalid email or password';

/**
 * Signs in with an email address (or, for convenience, a username) and password. The same message answers an
 * unknown account and a wrong password; only after the password is right does an unverified address say so.
 * Failed attempts are throttled per identifier (known or not, so the limit reveals nothing either).
 */
export async function signIn(ctx: RequestContext, input: LoginInput) {
  const { email: identifier, password } = parseInput(loginSchema, input);
  const rule = SIGN_IN_FAILURES(identifier);
  await checkThrottle(ctx, rule);
  const user = await ctx.db.user.findUnique({
    where: identifier.includes('@') ? { email: identifier.toLowerCase() } : { usernameKey: usernameKey(identifier) },
  });
  if (!(await passwordMatches(user?.passwordHash ?? null, password)) || !user) {
    await recordAttempt(ctx, rule.key);
    throw new AuthenticationError(INVALID_CREDENTIALS);
  }
  if (!user.emailVerified) throw new EmailNotVerifiedError();
  const tokens = await issueSession(ctx.db, ctx.config.jwtSecret, user.id);
  return { user, tokens };
}

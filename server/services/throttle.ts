// Throttling of abusable actions (failed sign-ins per account, verification mails per address), counted in the
// database so that every instance of a scaled-out deployment shares the same counts.
import type { AppDeps } from '../context.ts';
import { RateLimitError } from '../domain/errors.ts';

export interface ThrottleRule {
  key: string;
  limit: number;
  windowMs: number;
  message: string;
}

const PRUNE_AFTER_MS = 24 * 60 * 60 * 1000;

/** Refuses with RateLimitError when `rule.key` already reached its limit within the window. */
export async function checkThrottle(deps: Pick<AppDeps, 'db'>, rule: ThrottleRule): Promise<void> {
  const since = new Date(Date.now() - rule.windowMs);
  const recent = await deps.db.throttleEvent.findMany({
    where: { key: rule.key, createdAt: { gte: since } },
    orderBy: { createdAt: 'asc' },
    select: { createdAt: true },
    take: rule.limit,
  });
  if (recent.length >= rule.limit) {
    const retryAfterMs = recent[0].createdAt.getTime() + rule.windowMs - Date.now();
    throw new RateLimitError(rule.message, Math.max(1, Math.ceil(retryAfterMs / 1000)));
  }
}

/** Counts one attempt against `key`, and now and then forgets attempts older than a day. */
export async function recordAttempt(deps: Pick<AppDeps, 'db'>, key: string): Promise<void> {
  await deps.db.throttleEvent.create({ data: { key } });
  if (Math.random() < 0.01) {
    await deps.db.throttleEvent.deleteMany({ where: { createdAt: { lt: new Date(Date.now() - PRUNE_AFTER_MS) } } });
  }
}

/** Checks the limit and, when allowed, counts this attempt. */
export async function throttle(deps: Pick<AppDeps, 'db'>, rule: ThrottleRule): Promise<void> {
  await checkThrottle(deps, rule);
  await recordAttempt(deps, rule.key);
}

export const SIGN_IN_FAILURES = (identifier: string): ThrottleRule => ({
  key: `sign-in:${identifier.toLowerCase()}`,
  limit: 10,
  windowMs: 15 * 60 * 1000,
  message: 'Too many sign-in attempts. Please wait a few minutes and try again.',
});

export const VERIFICATION_MAILS = (email: string): ThrottleRule => ({
  key: `verification-mail:${email.toLowerCase()}`,
  limit: 3,
  windowMs: 10 * 60 * 1000,
  message: 'Too many verification emails requested. Please wait a few minutes and try again.',
});

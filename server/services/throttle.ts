// Throttling of abusable actions (sign-in attempts per account and per client address, verification mails per
// address, invitation mails per inviter and per recipient), counted in the database so that every instance of a
// scaled-out deployment shares the same counts.
//
// A slot is taken atomically before the work it guards (a transaction holding an advisory lock on the key counts the
// window and records the attempt), so concurrent requests cannot all pass a check that none of them has recorded yet.
// An attempt that turns out not to count (a sign-in with the right password) gives its slot back.
import type { AppDeps } from '../context.ts';
import type { Prisma } from '../db/connect.ts';
import { RateLimitError } from '../domain/errors.ts';
import { metrics } from '../observability/metrics.ts';

export interface ThrottleRule {
  key: string;
  limit: number;
  windowMs: number;
  message: string;
}

const PRUNE_AFTER_MS = 24 * 60 * 60 * 1000;

/** When every slot of the rule's window is taken, the time (ms) its oldest frees; null while one is free. */
async function fullUntil(db: Prisma.TransactionClient, rule: ThrottleRule): Promise<number | null> {
  const recent = await db.throttleEvent.findMany({
    where: { key: rule.key, createdAt: { gte: new Date(Date.now() - rule.windowMs) } },
    orderBy: { createdAt: 'asc' },
    select: { createdAt: true },
    take: rule.limit,
  });
  return recent.length >= rule.limit ? recent[0].createdAt.getTime() + rule.windowMs : null;
}

function refusal(rule: ThrottleRule, refusedUntil: number): RateLimitError {
  metrics.throttleRefusals.inc({ rule: rule.key.split(':', 1)[0] });
  return new RateLimitError(rule.message, Math.max(1, Math.ceil((refusedUntil - Date.now()) / 1000)));
}

/**
 * Takes one of the rule's slots in its window, or refuses with RateLimitError (with the seconds until the oldest
 * slot frees) when all are taken. Returns a function that gives the slot back.
 */
export async function takeSlot(deps: Pick<AppDeps, 'db'>, rule: ThrottleRule): Promise<() => Promise<void>> {
  const taken = await deps.db.$transaction(async (tx) => {
    // Serialises the takers of this key (on every instance) until the transaction ends.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${rule.key}, 0))`;
    const refusedUntil = await fullUntil(tx, rule);
    if (refusedUntil !== null) return { id: null, refusedUntil };
    return { id: (await tx.throttleEvent.create({ data: { key: rule.key }, select: { id: true } })).id, refusedUntil: 0 };
  });
  if (taken.id === null) throw refusal(rule, taken.refusedUntil);
  if (Math.random() < 0.01) await deps.db.throttleEvent.deleteMany({ where: { createdAt: { lt: new Date(Date.now() - PRUNE_AFTER_MS) } } });
  const id = taken.id;
  return async () => {
    await deps.db.throttleEvent.deleteMany({ where: { id } });
  };
}

/** Takes a slot that is never given back: every call counts. */
export async function throttle(deps: Pick<AppDeps, 'db'>, rule: ThrottleRule): Promise<void> {
  await takeSlot(deps, rule);
}

/**
 * Refuses when the rule's window is full, without taking a slot: a plain read, for attempts counted only when they
 * fail (recordAttempt), where a burst passing the check together costs no more than a lookup each.
 */
export async function refuseIfSpent(deps: Pick<AppDeps, 'db'>, rule: ThrottleRule): Promise<void> {
  const refusedUntil = await fullUntil(deps.db, rule);
  if (refusedUntil !== null) throw refusal(rule, refusedUntil);
}

/** Counts an attempt without checking the limit (a mail that is sent anyway, e.g. the first verification mail). */
export async function recordAttempt(deps: Pick<AppDeps, 'db'>, key: string): Promise<void> {
  await deps.db.throttleEvent.create({ data: { key } });
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Failed sign-ins per account, whichever of its email or username is typed (or per identifier, for no account). */
export const SIGN_IN_FAILURES = (account: string): ThrottleRule => ({
  key: `sign-in:${account}`,
  limit: 10,
  windowMs: FIFTEEN_MINUTES,
  message: 'Too many sign-in attempts. Please wait a few minutes and try again.',
});

/** Failed sign-ins from one client address, over all accounts (guessing one password on many accounts). */
export const SIGN_IN_FAILURES_FROM = (address: string): ThrottleRule => ({
  key: `sign-in-from:${address}`,
  limit: 50,
  windowMs: FIFTEEN_MINUTES,
  message: 'Too many sign-in attempts from your network. Please wait a few minutes and try again.',
});

export const VERIFICATION_MAILS = (email: string): ThrottleRule => ({
  key: `verification-mail:${email.toLowerCase()}`,
  limit: 3,
  windowMs: 10 * 60 * 1000,
  message: 'Too many verification emails requested. Please wait a few minutes and try again.',
});

/** Invitation mails one user may send: enough for a team's roster, not for a spam run. */
export const INVITATIONS_BY = (userId: string): ThrottleRule => ({
  key: `invitations-by:${userId}`,
  limit: 10,
  windowMs: HOUR,
  message: 'Too many invitations sent. Please wait a while and try again.',
});

/** Invitation mails one address may receive, from anyone. */
export const INVITATIONS_TO = (email: string): ThrottleRule => ({
  key: `invitations-to:${email.toLowerCase()}`,
  limit: 3,
  windowMs: DAY,
  message: 'This address has received too many invitations today. Please try again tomorrow.',
});

/** Forgotten-password mails one address may be sent (whether or not it has an account, so the limit reveals nothing). */
export const PASSWORD_RESET_MAILS = (email: string): ThrottleRule => ({
  key: `password-reset:${email.toLowerCase()}`,
  limit: 3,
  windowMs: FIFTEEN_MINUTES,
  message: 'Too many password reset emails requested. Please wait a few minutes and try again.',
});

/** Forgotten-password requests from one client address, over all addresses (mailing many people's inboxes). */
export const PASSWORD_RESETS_FROM = (address: string): ThrottleRule => ({
  key: `password-reset-from:${address}`,
  limit: 20,
  windowMs: FIFTEEN_MINUTES,
  message: 'Too many password reset requests from your network. Please wait a few minutes and try again.',
});

/**
 * Refused registrations from one client address (a taken name or address): probing which addresses have accounts, or
 * making the server work for nothing. Counted when refused; checked before anything else (refuseIfSpent).
 */
export const REGISTRATION_FAILURES_FROM = (address: string): ThrottleRule => ({
  key: `registration-failures-from:${address}`,
  limit: 20,
  windowMs: FIFTEEN_MINUTES,
  message: 'Too many refused registrations from your network. Please wait a few minutes and try again.',
});

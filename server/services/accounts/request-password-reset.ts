import { setTimeout } from 'node:timers/promises';
import type { RequestContext } from '../../context.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { requestPasswordResetSchema, type RequestPasswordResetInput } from '../../domain/validation/accounts.ts';
import { PASSWORD_RESET_MAILS, PASSWORD_RESETS_FROM, throttle } from '../throttle.ts';
import { queuePasswordResetEmail } from './account-mails.ts';

/**
 * Every answer waits until this long after the request came in: the work for an account (a token, a mail) takes
 * longer than for an unknown address, and the time of the answer must not tell which it was.
 */
export const RESET_ANSWER_AFTER_MS = 200;

export const RESET_REQUESTED_MESSAGE = 'If an account uses this address, we have sent it a link to choose a new password. The link expires in 1 hour.';

/**
 * Mails a forgotten-password link to the account with this address. The answer is the same for every address, with
 * or without an account, and whether or not the mail could be sent right now (the outbox retries it): nothing here
 * tells who has an account. Requests are throttled per address and per client address, whether or not the address
 * has an account. Answers take the same time either way (RESET_ANSWER_AFTER_MS).
 */
export async function requestPasswordReset(ctx: RequestContext, input: RequestPasswordResetInput): Promise<{ message: string }> {
  const started = performance.now();
  const { email } = parseInput(requestPasswordResetSchema, input);
  if (ctx.clientAddress) await throttle(ctx, PASSWORD_RESETS_FROM(ctx.clientAddress));
  await throttle(ctx, PASSWORD_RESET_MAILS(email));
  const user = await ctx.db.user.findUnique({ where: { email } });
  if (user) {
    const mail = await ctx.db.$transaction((tx) => queuePasswordResetEmail(tx, ctx, user));
    await ctx.mailer.deliver(mail);
  }
  const rest = RESET_ANSWER_AFTER_MS - (performance.now() - started);
  if (rest > 0) await setTimeout(rest);
  return { message: RESET_REQUESTED_MESSAGE };
}

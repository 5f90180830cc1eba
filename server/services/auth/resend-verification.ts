import type { RequestContext } from '../../context.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { resendVerificationSchema, type ResendVerificationInput } from '../../domain/validation/auth.ts';
import type { MailDelivery } from '../../mail/mail-sender.ts';
import { queueVerificationEmail } from './verification-email.ts';
import { throttle, VERIFICATION_MAILS } from '../throttle.ts';

export const RESENT_MESSAGE = 'Verification email sent! Please check your inbox.';
export const NOT_SENT_MESSAGE = 'The verification email could not be sent right now. Please try again later.';

/**
 * Sends a fresh verification link to an unverified account. The answer is the same whether or not such an account
 * exists, so the call cannot be used to discover who has an account: when the mail could not be sent, and for an
 * address without such an account while mail is failing, it says the email could not be sent. Requests are
 * throttled per address.
 */
export async function resendVerification(ctx: RequestContext, input: ResendVerificationInput): Promise<{ message: string; mailStatus: 'sent' | 'pending' }> {
  const { email } = parseInput(resendVerificationSchema, input);
  await throttle(ctx, VERIFICATION_MAILS(email));
  const user = await ctx.db.user.findUnique({ where: { email } });
  let delivery: MailDelivery = ctx.mailer.transportHealthy() ? 'sent' : 'pending';
  if (user && !user.emailVerified) {
    const mail = await ctx.db.$transaction((tx) => queueVerificationEmail(tx, ctx, user));
    delivery = await ctx.mailer.deliver(mail);
  }
  // A mail refused for good is answered like one that is retried: saying "refused" would tell that the address has an account.
  return delivery === 'sent' ? { message: RESENT_MESSAGE, mailStatus: 'sent' } : { message: NOT_SENT_MESSAGE, mailStatus: 'pending' };
}

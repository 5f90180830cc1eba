import type { RequestContext } from '../../context.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { resendVerificationSchema, type ResendVerificationInput } from '../../domain/validation/auth.ts';
import { createVerificationToken, sendVerificationEmail } from './verification-email.ts';
import { throttle, VERIFICATION_MAILS } from '../throttle.ts';

export const RESENT_MESSAGE = 'Verification email sent! Please check your inbox.';

/**
 * Sends a fresh verification link to an unverified account. The answer is the same whether or not such an account
 * exists, so the call cannot be used to discover who has an account. Requests are throttled per address.
 */
export async function resendVerification(ctx: RequestContext, input: ResendVerificationInput): Promise<{ message: string }> {
  const { email } = parseInput(resendVerificationSchema, input);
  await throttle(ctx, VERIFICATION_MAILS(email));
  const user = await ctx.db.user.findUnique({ where: { email } });
  if (user && !user.emailVerified) {
    const token = await createVerificationToken(ctx.db, user.id);
    await sendVerificationEmail(ctx, user, token);
  }
  return { message: RESENT_MESSAGE };
}

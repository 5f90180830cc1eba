import type { RequestContext } from '../../context.ts';
import { ValidationError } from '../../domain/errors.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { changeEmailSchema, type ChangeEmailInput } from '../../domain/validation/accounts.ts';
import type { MailDelivery } from '../../mail/mail-sender.ts';
import { throttle, VERIFICATION_MAILS } from '../throttle.ts';
import { queueEmailChangeEmail } from './account-mails.ts';
import { requireOwnPassword } from './own-password.ts';

export const EMAIL_CHANGE_MESSAGE = 'Check the inbox of your new address: your email changes when you follow the link we sent there.';
export const EMAIL_CHANGE_NOT_SENT = 'The confirmation email could not be sent right now. It will be retried; you can also ask again later.';

/**
 * Asks to change the signed-in user's address, given the password. Nothing changes until the link mailed to the new
 * address is followed (confirm-email): a typo cannot lock the user out, and nobody can take an address they cannot
 * read. The answer is the same whether or not another account uses the address (no mail is sent then), so the form
 * does not tell who has an account; following a link to an address taken meanwhile is refused.
 */
export async function changeEmail(ctx: RequestContext, input: ChangeEmailInput): Promise<{ message: string; mailStatus: 'sent' | 'pending' }> {
  const viewer = ctx.viewer.requireSession();
  const { newEmail, currentPassword } = parseInput(changeEmailSchema, input);
  if (newEmail === viewer.email) throw new ValidationError('This is already your email address', [{ field: 'newEmail', message: 'This is already your email address' }]);
  await requireOwnPassword(ctx, viewer.id, currentPassword, 'currentPassword');
  await throttle(ctx, VERIFICATION_MAILS(newEmail));
  let delivery: MailDelivery = ctx.mailer.transportHealthy() ? 'sent' : 'pending';
  if (!(await ctx.db.user.findUnique({ where: { email: newEmail }, select: { id: true } }))) {
    const mail = await ctx.db.$transaction((tx) => queueEmailChangeEmail(tx, ctx, viewer, newEmail));
    delivery = await ctx.mailer.deliver(mail);
  }
  return delivery === 'sent' ? { message: EMAIL_CHANGE_MESSAGE, mailStatus: 'sent' } : { message: EMAIL_CHANGE_NOT_SENT, mailStatus: 'pending' };
}

import type { RequestContext } from '../../context.ts';
import { ConflictError, ValidationError } from '../../domain/errors.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { REQUIRED_FIELDS_MESSAGE, registrationSchema, usernameKey, type RegistrationInput } from '../../domain/validation/auth.ts';
import type { MailDelivery } from '../../mail/mail-sender.ts';
import { acceptInvitation, findOpenInvitation } from '../teams/accept-invitation.ts';
import { isUniqueViolation } from '../prisma-errors.ts';
import { hashPassword } from './passwords.ts';
import { queueVerificationEmail } from './verification-email.ts';
import { recordAttempt, refuseIfSpent, REGISTRATION_FAILURES_FROM, VERIFICATION_MAILS } from '../throttle.ts';
import type { Prisma } from '../../db/connect.ts';

export const REGISTERED_MESSAGE = 'Registration successful! Please check your email to verify your account.';

/** What to tell the new user, by what became of the verification mail (null: none was needed). */
export function registeredMessage(verificationMail: MailDelivery | null): string {
  if (verificationMail === 'pending') {
    return 'Registration successful, but the verification email could not be sent yet. It will be sent as soon as the mail server answers; you can also request a new one later.';
  }
  if (verificationMail === 'failed') {
    return 'Registration successful, but the verification email could not be delivered to this address. Check the address, or request a new email later.';
  }
  return REGISTERED_MESSAGE;
}

async function refuseTaken(db: Prisma.TransactionClient, key: string, email: string): Promise<void> {
  if (await db.user.findUnique({ where: { usernameKey: key }, select: { id: true } })) throw new ConflictError('Username is already taken');
  if (await db.user.findUnique({ where: { email }, select: { id: true } })) throw new ConflictError('An account with this email already exists');
}

/**
 * Creates an account and sends the verification email. With an invitation code the new user joins the team; when
 * the code was sent to the very address being registered, that address is proven and needs no second confirmation.
 * Answers with what became of the verification mail (null when none was needed).
 */
export async function registerUser(ctx: RequestContext, input: RegistrationInput) {
  // Any of the three missing is the spec's one message for the form, before the field-by-field rules.
  if (![input.username, input.email, input.password].every((value) => typeof value === 'string' && value.trim())) {
    throw new ValidationError(REQUIRED_FIELDS_MESSAGE, [{ field: '(input)', message: REQUIRED_FIELDS_MESSAGE }]);
  }
  const data = parseInput(registrationSchema, input);
  const key = usernameKey(data.username);
  // The throttle and the cheap checks come before hashing the password, the one costly step: a refused registration
  // costs the server two lookups, and a client address gets 20 of them per 15 minutes.
  const failures = ctx.clientAddress ? REGISTRATION_FAILURES_FROM(ctx.clientAddress) : null;
  if (failures) await refuseIfSpent(ctx, failures);
  try {
    await refuseTaken(ctx.db, key, data.email);
  } catch (error) {
    if (failures) await recordAttempt(ctx, failures.key);
    throw error;
  }
  const passwordHash = await hashPassword(data.password);
  try {
    const { user, mail } = await ctx.db.$transaction(async (tx) => {
      await refuseTaken(tx, key, data.email); // again: another registration may have taken them meanwhile
      const invitation = data.invitationToken ? await findOpenInvitation(tx, data.invitationToken) : null;
      const emailProven = invitation !== null && invitation.email === data.email;
      const user = await tx.user.create({
        data: {
          username: data.username,
          usernameKey: key,
          email: data.email,
          displayName: data.displayName,
          passwordHash,
          emailVerified: emailProven,
        },
      });
      if (invitation) await acceptInvitation(tx, invitation, user.id);
      const mail = emailProven ? null : await queueVerificationEmail(tx, ctx, user);
      return { user, mail };
    });
    if (!mail) return { user, verificationMail: null };
    await recordAttempt(ctx, VERIFICATION_MAILS(user.email).key);
    return { user, verificationMail: await ctx.mailer.deliver(mail) };
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError('Username or email is already registered');
    throw error;
  }
}

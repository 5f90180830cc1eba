import type { RequestContext } from '../../context.ts';
import { ConflictError, ValidationError } from '../../domain/errors.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { REQUIRED_FIELDS_MESSAGE, registrationSchema, usernameKey, type RegistrationInput } from '../../domain/validation/auth.ts';
import { log } from '../../logger.ts';
import { acceptInvitation, findOpenInvitation } from '../teams/accept-invitation.ts';
import { isUniqueViolation } from '../prisma-errors.ts';
import { hashPassword } from './passwords.ts';
import { createVerificationToken, sendVerificationEmail } from './verification-email.ts';
import { recordAttempt, VERIFICATION_MAILS } from '../throttle.ts';

export const REGISTERED_MESSAGE = 'Registration successful! Please check your email to verify your account.';

/**
 * Creates an account and sends the verification email. With an invitation code the new user joins the team; when
 * the code was sent to the very address being registered, that address is proven and needs no second confirmation.
 */
export async function registerUser(ctx: RequestContext, input: RegistrationInput) {
  // Any of the three missing is the spec's one message for the form, before the field-by-field rules.
  if (![input.username, input.email, input.password].every((value) => typeof value === 'string' && value.trim())) {
    throw new ValidationError(REQUIRED_FIELDS_MESSAGE, [{ field: '(input)', message: REQUIRED_FIELDS_MESSAGE }]);
  }
  const data = parseInput(registrationSchema, input);
  const key = usernameKey(data.username);
  const passwordHash = await hashPassword(data.password);
  try {
    const { user, token } = await ctx.db.$transaction(async (tx) => {
      if (await tx.user.findUnique({ where: { usernameKey: key }, select: { id: true } })) {
        throw new ConflictError('Username is already taken');
      }
      if (await tx.user.findUnique({ where: { email: data.email }, select: { id: true } })) {
        throw new ConflictError('An account with this email already exists');
      }
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
      const token = emailProven ? null : await createVerificationToken(tx, user.id);
      return { user, token };
    });
    if (token) {
      await recordAttempt(ctx, VERIFICATION_MAILS(user.email).key);
      await sendVerificationEmail(ctx, user, token).catch((error: Error) =>
        log.error(`verification email to ${user.email} failed: ${error.message}`),
      );
    }
    return user;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError('Username or email is already registered');
    throw error;
  }
}

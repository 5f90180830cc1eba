// Account rules, with the product's messages, plus the server-side limits the spec leaves open
// (recorded in docs/decisions.md): usernames are 3–30 letters, digits, '_', '.', '-' so that @mentions can find them;
// passwords 6–200 characters (argon2 input stays bounded); display names up to 100.
import { z } from 'zod';
import { passwordWeakness } from '../password-strength.ts';
import { optionalName } from './fields.ts';

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 200;
export const DISPLAY_NAME_MAX = 100;
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';
export const LOGIN_FIELDS_MESSAGE = 'Please fill in all fields';
export const EMAIL_MESSAGE = 'Please enter a valid email address';

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

export const emailSchema = requiredText(REQUIRED_FIELDS_MESSAGE)
  .max(254, EMAIL_MESSAGE)
  .pipe(z.email({ error: EMAIL_MESSAGE }))
  .transform((email) => email.toLowerCase());

/** A password being chosen: the product's length rules (`missingMessage` when absent or empty). */
export const newPassword = (missingMessage: string) =>
  z
    .string({ error: missingMessage })
    .min(1, missingMessage)
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters long`)
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters long`);

/**
 * The strength check for a command that sets a password, run once its fields are valid: a password that zxcvbn
 * finds very guessable (also from the account's own username, address and name) is refused on the password field.
 */
export const refuseGuessablePassword =
  <T>(passwordOf: (input: T) => string, personalOf: (input: T) => (string | null | undefined)[] = () => [], field = 'password') =>
  (input: T, context: z.RefinementCtx) => {
    const password = passwordOf(input);
    // zod runs object checks even when a field failed: a password the length rules refused gets no second message.
    if (typeof password !== 'string' || password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return;
    const weakness = passwordWeakness(password, personalOf(input));
    if (weakness) context.addIssue({ code: 'custom', path: [field], message: weakness });
  };

export const registrationSchema = z
  .object({
    username: requiredText(REQUIRED_FIELDS_MESSAGE)
      .min(USERNAME_MIN, `Username must be at least ${USERNAME_MIN} characters long`)
      .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters long`)
      .regex(USERNAME_PATTERN, 'Username may only contain letters, numbers, dots, dashes and underscores'),
    email: emailSchema,
    password: newPassword(REQUIRED_FIELDS_MESSAGE),
    displayName: optionalName(DISPLAY_NAME_MAX, `Display name must be at most ${DISPLAY_NAME_MAX} characters long`),
    invitationToken: z.string().trim().max(200).nullish().transform((code) => code || null),
  })
  .strict()
  .superRefine(refuseGuessablePassword((input) => input.password, (input) => [input.username, input.email, input.displayName]));

export type RegistrationInput = z.input<typeof registrationSchema>;

export const loginSchema = z
  .object({
    email: requiredText(LOGIN_FIELDS_MESSAGE).max(254, 'Invalid email or password'),
    password: z.string({ error: LOGIN_FIELDS_MESSAGE }).min(1, LOGIN_FIELDS_MESSAGE).max(PASSWORD_MAX, 'Invalid email or password'),
  })
  .strict();

export type LoginInput = z.input<typeof loginSchema>;

/** A form that takes only an address (a new verification link, a forgotten password). */
export const emailOnlySchema = z
  .object({ email: z.string({ error: 'Email address is required' }).trim().min(1, 'Email address is required').pipe(emailSchema) })
  .strict();

/** Asks for a new verification link. */
export const resendVerificationSchema = emailOnlySchema;

export type ResendVerificationInput = z.input<typeof resendVerificationSchema>;

export const tokenSchema = (message: string) => z.string({ error: message }).trim().min(1, message).max(500, message);

export const NO_TOKEN_MESSAGE = 'Invalid verification link. No token provided.';

/** The token of an email verification link (GET /auth/confirm-email?token=…). */
export const confirmEmailSchema = z.object({ token: tokenSchema(NO_TOKEN_MESSAGE) });

export type ConfirmEmailInput = z.input<typeof confirmEmailSchema>;

/** A session's refresh token: to exchange it for new tokens, or to end the session. */
export const refreshTokenSchema = z.object({ refreshToken: tokenSchema('Refresh token is required') }).strict();

export type RefreshTokenInput = z.input<typeof refreshTokenSchema>;

/** The key usernames are unique by: "Alice" and "alice" are the same user. */
export function usernameKey(username: string): string {
  return username.trim().toLowerCase();
}

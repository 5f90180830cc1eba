// Managing one's account: a forgotten password, a new password, the profile, a new address, deleting the account.
// The rules behind them are in docs/decisions.md ("Accounts and sessions") and docs/security.md.
import { z } from 'zod';
import { DISPLAY_NAME_MAX, emailOnlySchema, emailSchema, newPassword, PASSWORD_MAX, refuseGuessablePassword, tokenSchema } from './auth.ts';
import { optionalName } from './fields.ts';

/** The password one already has, to prove it is the account holder asking (not a borrowed session). */
const currentPassword = z
  .string({ error: 'Current password is required' })
  .min(1, 'Current password is required')
  .max(PASSWORD_MAX, 'Current password is incorrect');

export const RESET_LINK_MESSAGE = 'This password reset link is invalid or has expired. Please request a new one.';

/** Asks for a forgotten-password link (POST /auth/password-reset). */
export const requestPasswordResetSchema = emailOnlySchema;

export type RequestPasswordResetInput = z.input<typeof requestPasswordResetSchema>;

/** Sets a new password with the token of a reset link. */
export const resetPasswordSchema = z
  .object({ token: tokenSchema(RESET_LINK_MESSAGE), password: newPassword('New password is required') })
  .strict()
  .superRefine(refuseGuessablePassword((input) => input.password));

export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export const changePasswordSchema = z
  .object({ currentPassword, newPassword: newPassword('New password is required') })
  .strict()
  .superRefine((input, context) => {
    if (typeof input.newPassword === 'string' && input.newPassword === input.currentPassword) {
      context.addIssue({ code: 'custom', path: ['newPassword'], message: 'The new password must differ from the current one' });
    }
  })
  .superRefine(refuseGuessablePassword((input) => input.newPassword, () => [], 'newPassword'));

export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** The profile others see: the display name (null, empty or absent clears it, and the username is shown instead). */
export const updateProfileSchema = z
  .object({ displayName: optionalName(DISPLAY_NAME_MAX, `Display name must be at most ${DISPLAY_NAME_MAX} characters long`) })
  .strict();

export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

/** A new address for the account; it takes effect when the link mailed to it is followed. */
export const changeEmailSchema = z.object({ newEmail: emailSchema, currentPassword }).strict();

export type ChangeEmailInput = z.input<typeof changeEmailSchema>;

/** Deleting one's account: the password, so that an unattended signed-in browser cannot do it. */
export const deleteAccountSchema = z.object({ password: currentPassword }).strict();

export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

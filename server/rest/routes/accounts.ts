// Managing one's account: forgotten password, password, profile, address, sessions, deleting the account. Everything
// but the forgotten-password pair needs a signed-in session; a personal access token gets 403 (tokens cannot manage
// the account).
import { z } from 'zod';
import { changeEmailSchema, changePasswordSchema, deleteAccountSchema, requestPasswordResetSchema, resetPasswordSchema, updateProfileSchema } from '../../domain/validation/accounts.ts';
import { changeEmail } from '../../services/accounts/change-email.ts';
import { changePassword } from '../../services/accounts/change-password.ts';
import { deleteAccount } from '../../services/accounts/delete-account.ts';
import { endOwnSession, signOutOtherSessions } from '../../services/accounts/end-sessions.ts';
import { requestPasswordReset } from '../../services/accounts/request-password-reset.ts';
import { resetPassword } from '../../services/accounts/reset-password.ts';
import { listSessions } from '../../services/accounts/session-queries.ts';
import { updateProfile } from '../../services/accounts/update-profile.ts';
import { route } from '../route.ts';
import { signedInSessionJson, signedInSessionSchema, sessionsEndedSchema } from '../shapes/accounts.ts';
import { currentUserSchema, mailSentSchema } from '../shapes/auth.ts';
import { messageSchema } from '../shapes/fields.ts';
import { userJson } from '../shapes/users.ts';

const tag = 'Account';
const SESSION_ONLY = 'Needs a signed-in session: an access token cannot manage the account (403).';

export const accountRoutes = [
  route({
    method: 'POST',
    path: '/auth/password-reset',
    tag,
    auth: 'optional',
    summary: 'Mail a link to choose a new password (valid 1 hour, once) to the account with this address. The answer is the same for every address; throttled per address and per client.',
    body: requestPasswordResetSchema,
    response: messageSchema,
    errors: [429],
    handler: async (ctx, { body }) => requestPasswordReset(ctx, body),
  }),
  route({
    method: 'POST',
    path: '/auth/password-reset/confirm',
    tag,
    auth: 'optional',
    summary: "Set a new password with the token of a reset link. The token works once; every session of the account ends.",
    body: resetPasswordSchema,
    response: messageSchema,
    handler: async (ctx, { body }) => resetPassword(ctx, body),
  }),
  route({
    method: 'PUT',
    path: '/auth/password',
    tag,
    auth: 'required',
    summary: `Change the password, given the current one (wrong guesses count like failed sign-ins). Every other session ends. ${SESSION_ONLY}`,
    body: changePasswordSchema,
    response: messageSchema,
    errors: [429],
    handler: async (ctx, { body }) => {
      return changePassword(ctx, body);
    },
  }),
  route({
    method: 'PUT',
    path: '/auth/me',
    tag,
    auth: 'required',
    summary: `Edit the profile: display_name (null or empty shows the username instead). ${SESSION_ONLY}`,
    body: updateProfileSchema,
    response: currentUserSchema,
    handler: async (ctx, { body }) => ({ user: userJson(await updateProfile(ctx, body)) }),
  }),
  route({
    method: 'POST',
    path: '/auth/email',
    tag,
    auth: 'required',
    summary: `Change the email address, given the password: a link goes to the new address, which becomes the account's when it is followed (GET /api/auth/confirm-email). The answer does not tell whether another account uses the address. ${SESSION_ONLY}`,
    body: changeEmailSchema,
    response: mailSentSchema,
    errors: [429],
    handler: async (ctx, { body }) => {
      const { message, mailStatus } = await changeEmail(ctx, body);
      return { message, mail_status: mailStatus };
    },
  }),
  route({
    method: 'DELETE',
    path: '/auth/me',
    tag,
    auth: 'required',
    summary: `Delete the account, given the password. Owned teams pass to their next admin (else member) or are deleted; comments stay, shown as a deleted user's. ${SESSION_ONLY}`,
    body: deleteAccountSchema,
    response: messageSchema,
    errors: [429],
    handler: async (ctx, { body }) => {
      await deleteAccount(ctx, body);
      return { message: 'Your account has been deleted' };
    },
  }),
  route({
    method: 'GET',
    path: '/auth/sessions',
    tag,
    auth: 'required',
    summary: `Where the user is signed in: the current session first, then by last activity. ${SESSION_ONLY}`,
    response: z.array(signedInSessionSchema),
    handler: async (ctx) => (await listSessions(ctx)).map(signedInSessionJson),
  }),
  route({
    method: 'POST',
    path: '/auth/sessions/sign-out-others',
    tag,
    auth: 'required',
    summary: `Sign out everywhere else: every session but the current one ends at once. ${SESSION_ONLY}`,
    response: sessionsEndedSchema,
    handler: async (ctx) => {
      const ended = await signOutOtherSessions(ctx);
      return { message: ended === 1 ? 'Signed out of 1 other session' : `Signed out of ${ended} other sessions`, ended };
    },
  }),
  route({
    method: 'DELETE',
    path: '/auth/sessions/:id',
    tag,
    auth: 'required',
    summary: `End one of the user's sessions; its tokens are refused from the next request on. ${SESSION_ONLY}`,
    response: messageSchema,
    handler: async (ctx, { params }) => {
      await endOwnSession(ctx, params.id);
      return { message: 'Session ended' };
    },
  }),
];

// Managing one's account (the counterparts of rest/routes/accounts.ts): forgotten password, password, profile,
// address, sessions and deleting the account. All but the forgotten-password pair need a signed-in session; an access
// token gets FORBIDDEN.
import { AuthenticationError, ForbiddenError, NotFoundError, RateLimitError, ValidationError } from '../../domain/errors.ts';
import type { ChangeEmailInput, ChangePasswordInput, DeleteAccountInput, RequestPasswordResetInput, ResetPasswordInput, UpdateProfileInput } from '../../domain/validation/accounts.ts';
import { changeEmail } from '../../services/accounts/change-email.ts';
import { changePassword } from '../../services/accounts/change-password.ts';
import { deleteAccount } from '../../services/accounts/delete-account.ts';
import { endOwnSession, signOutOtherSessions } from '../../services/accounts/end-sessions.ts';
import { requestPasswordReset } from '../../services/accounts/request-password-reset.ts';
import { resetPassword } from '../../services/accounts/reset-password.ts';
import { listSessions, type SignedInSession } from '../../services/accounts/session-queries.ts';
import { updateProfile } from '../../services/accounts/update-profile.ts';
import { builder } from '../builder.ts';
import type { FieldsOf } from '../inputs.ts';
import { MailStatusEnum } from './enums.ts';
import { UserRef } from './users.ts';

const ACCOUNT_ERRORS = [ValidationError, AuthenticationError, ForbiddenError, RateLimitError];

const SignedInSessionRef = builder.objectRef<SignedInSession>('SignedInSession').implement({
  description: 'A place the user is signed in: one sign-in, kept alive by its refresh token.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The session id, for endSession.' }),
    startedAt: t.expose('startedAt', { type: 'DateTime', description: 'When it signed in.' }),
    lastActiveAt: t.expose('lastActiveAt', { type: 'DateTime', description: 'The last sign-in or token refresh (an open browser refreshes every few minutes).' }),
    current: t.exposeBoolean('current', { description: 'True for the session that asks.' }),
  }),
});

builder.queryField('sessions', (t) =>
  t.field({
    type: [SignedInSessionRef],
    description: "Where the viewer is signed in: the current session first, then by last activity (signed-in sessions only; an access token gets FORBIDDEN).",
    resolve: (_root, _args, ctx) => listSessions(ctx),
  }),
);

type MessageFields = PothosSchemaTypes.ObjectFieldBuilder<typeof builder.$inferSchemaTypes, { message: string }>;
/** The payload of a mutation that only reports what it did. */
const messageOutput = { description: 'Done.', outputFields: (t: MessageFields) => ({ message: t.exposeString('message', { description: 'What to tell the user.' }) }) };

builder.relayMutationField(
  'requestPasswordReset',
  {
    description: 'The address of the account.',
    inputFields: (t) => ({ email: t.string({ required: true, description: 'The address the account signs in with.' }) }) satisfies FieldsOf<RequestPasswordResetInput>,
  },
  {
    description: 'Mails a link to choose a new password (valid 1 hour, once). The answer is the same for every address, with or without an account.',
    errors: { types: [ValidationError, RateLimitError] },
    resolve: (_root, { input }, ctx) => requestPasswordReset(ctx, input),
  },
  messageOutput,
);

builder.relayMutationField(
  'resetPassword',
  {
    description: 'The token of the reset link and the new password.',
    inputFields: (t) => ({
      token: t.string({ required: true, description: 'The token query parameter of the link.' }),
      password: t.string({ required: true, description: 'The new password (at least 6 characters, not easily guessed).' }),
    }) satisfies FieldsOf<ResetPasswordInput>,
  },
  {
    description: 'Sets a new password with a reset link. The link works once; every session of the account ends.',
    errors: { types: [ValidationError] },
    resolve: (_root, { input }, ctx) => resetPassword(ctx, input),
  },
  messageOutput,
);

builder.relayMutationField(
  'changePassword',
  {
    description: 'The current and the new password.',
    inputFields: (t) => ({
      currentPassword: t.string({ required: true, description: 'The password now (wrong guesses count like failed sign-ins).' }),
      newPassword: t.string({ required: true, description: 'The new password.' }),
    }) satisfies FieldsOf<ChangePasswordInput>,
  },
  {
    description: "Changes the viewer's password; every other session ends (signed-in sessions only).",
    errors: { types: ACCOUNT_ERRORS },
    resolve: async (_root, { input }, ctx) => {
      return changePassword(ctx, input);
    },
  },
  messageOutput,
);

builder.relayMutationField(
  'updateProfile',
  {
    description: 'The profile as others see it.',
    inputFields: (t) => ({ displayName: t.string({ description: 'The name shown to others; null or empty shows the username instead.' }) }) satisfies FieldsOf<UpdateProfileInput>,
  },
  {
    description: "Edits the viewer's profile (signed-in sessions only).",
    errors: { types: ACCOUNT_ERRORS },
    resolve: (_root, { input }, ctx) => updateProfile(ctx, input),
  },
  { description: 'The profile now.', outputFields: (t) => ({ user: t.field({ type: UserRef, description: 'The viewer.', resolve: (user) => user }) }) },
);

builder.relayMutationField(
  'changeEmail',
  {
    description: 'The new address, and the password.',
    inputFields: (t) => ({
      newEmail: t.string({ required: true, description: 'The address to change to; a link is mailed there.' }),
      currentPassword: t.string({ required: true, description: 'The password now.' }),
    }) satisfies FieldsOf<ChangeEmailInput>,
  },
  {
    description:
      "Asks to change the viewer's address: it becomes the account's when the link mailed to it is followed (confirmEmail). The answer does not tell whether another account uses it (signed-in sessions only).",
    errors: { types: ACCOUNT_ERRORS },
    resolve: (_root, { input }, ctx) => changeEmail(ctx, input),
  },
  {
    description: 'The link is on its way.',
    outputFields: (t) => ({
      message: t.string({ description: 'What to tell the user.', resolve: (p) => p.message }),
      mailStatus: t.field({ type: MailStatusEnum, description: 'Sent, or pending when mail cannot be sent right now.', resolve: (p) => p.mailStatus }),
    }),
  },
);

builder.relayMutationField(
  'deleteAccount',
  {
    description: 'The password, to confirm.',
    inputFields: (t) => ({ password: t.string({ required: true, description: 'The password of the account.' }) }) satisfies FieldsOf<DeleteAccountInput>,
  },
  {
    description:
      "Deletes the viewer's account. Owned teams pass to their next admin (else member) or are deleted; comments stay, shown as a deleted user's (signed-in sessions only).",
    errors: { types: ACCOUNT_ERRORS },
    resolve: async (_root, { input }, ctx) => {
      await deleteAccount(ctx, input);
      return { message: 'Your account has been deleted' };
    },
  },
  messageOutput,
);

builder.relayMutationField(
  'endSession',
  { description: 'The session to end.', inputFields: (t) => ({ id: t.id({ required: true, description: 'The session id (SignedInSession.id).' }) }) },
  {
    description: "Ends one of the viewer's sessions; its tokens are refused from the next request on (signed-in sessions only).",
    errors: { types: [AuthenticationError, ForbiddenError, NotFoundError] },
    resolve: async (_root, { input }, ctx) => {
      await endOwnSession(ctx, String(input.id));
      return { endedId: String(input.id) };
    },
  },
  { description: 'What ended.', outputFields: (t) => ({ endedId: t.id({ description: 'The id that was given.', resolve: (p) => p.endedId }) }) },
);

const SignOutOtherSessionsPayload = builder.objectRef<{ ended: number }>('SignOutOtherSessionsPayload').implement({
  description: 'Other sessions signed out.',
  fields: (t) => ({ ended: t.exposeInt('ended', { description: 'How many sessions ended.' }) }),
});

builder.mutationField('signOutOtherSessions', (t) =>
  t.field({
    type: SignOutOtherSessionsPayload,
    description: 'Signs out everywhere else: every session of the viewer but the current one ends at once (signed-in sessions only).',
    errors: { types: [AuthenticationError, ForbiddenError] },
    resolve: async (_root, _args, ctx) => ({ ended: await signOutOtherSessions(ctx) }),
  }),
);

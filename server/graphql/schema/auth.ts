import { AuthenticationError, ConflictError, EmailNotVerifiedError, RateLimitError, ValidationError } from '../../domain/errors.ts';
import { confirmEmail } from '../../services/auth/confirm-email.ts';
import { registeredMessage, registerUser } from '../../services/auth/register-user.ts';
import { refreshSession } from '../../services/auth/refresh-session.ts';
import { resendVerification } from '../../services/auth/resend-verification.ts';
import { signIn } from '../../services/auth/sign-in.ts';
import { signOut } from '../../services/auth/sign-out.ts';
import type { ConfirmEmailInput, LoginInput, RefreshTokenInput, RegistrationInput, ResendVerificationInput } from '../../domain/validation/auth.ts';
import { builder } from '../builder.ts';
import type { FieldsOf } from '../inputs.ts';
import { viewerOf, type RequestContext } from '../../context.ts';
import type { User } from '../../generated/prisma/client.ts';
import type { SessionTokens } from '../../services/auth/session-tokens.ts';
import { MailStatusEnum } from './enums.ts';
import { UserRef } from './users.ts';

/** A mutation that starts a session answers as that session, like a cookie-based sign-in would. */
async function actAs(ctx: RequestContext, user: User): Promise<void> {
  ctx.viewer = (await viewerOf(ctx, user.id)) ?? ctx.viewer;
}

type Session = { user: User; tokens: SessionTokens };

const SessionPayload = builder.objectRef<Session>('SessionPayload').implement({
  description: 'A new session: tokens for the API and the signed-in user.',
  fields: (t) => ({
    accessToken: t.string({ description: 'Short-lived JWT for the Authorization: Bearer header.', resolve: (p) => p.tokens.access_token }),
    refreshToken: t.string({ description: 'Single-use token for refreshSession; store it safely.', resolve: (p) => p.tokens.refresh_token }),
    user: t.field({ type: UserRef, description: 'The signed-in user.', resolve: (p) => p.user }),
  }),
});

builder.relayMutationField(
  'register',
  {
    description: 'Account details for registration.',
    inputFields: (t) => ({
      username: t.string({ required: true, description: '3–30 letters, digits, ".", "-" or "_".' }),
      email: t.string({ required: true, description: 'Email address; the verification link is sent here.' }),
      password: t.string({ required: true, description: 'At least 6 characters.' }),
      displayName: t.string({ description: 'Optional name shown to others.' }),
      invitationToken: t.string({ description: 'An invite code from /auth?invite=… to join a team on registration.' }),
    }) satisfies FieldsOf<RegistrationInput>,
  },
  {
    description: 'Creates an account and emails a verification link. Sign-in works once the address is confirmed.',
    errors: { types: [ValidationError, ConflictError, RateLimitError] },
    resolve: async (_root, { input }, ctx) => registerUser(ctx, input),
  },
  {
    description: 'The new account.',
    outputFields: (t) => ({
      user: t.field({ type: UserRef, description: 'The account, not yet verified unless emailVerified is true.', resolve: (p) => p.user }),
      message: t.string({ description: 'What to tell the user next.', resolve: (p) => registeredMessage(p.verificationMail) }),
      verificationMailStatus: t.field({
        type: MailStatusEnum,
        nullable: true,
        description: 'What became of the verification email; null when none was needed (emailVerified).',
        resolve: (p) => p.verificationMail,
      }),
      emailVerified: t.boolean({
        description: 'True when an invitation sent to this address proved it, so no confirmation is needed.',
        resolve: (p) => p.user.emailVerified,
      }),
    }),
  },
);

const LoginInputRef = builder.inputType('LoginInput', {
  description: 'Credentials.',
  fields: (t) => ({
    email: t.string({ required: true, description: 'Email address (a username works too).' }),
    password: t.string({ required: true, description: 'The password.' }),
  }) satisfies FieldsOf<LoginInput>,
});

builder.mutationField('login', (t) =>
  t.field({
    type: SessionPayload,
    description: 'Signs in and starts a session.',
    args: { input: t.arg({ type: LoginInputRef, required: true }) },
    errors: { types: [ValidationError, AuthenticationError, EmailNotVerifiedError, RateLimitError] },
    resolve: async (_root, { input }, ctx) => {
      const session = await signIn(ctx, input);
      await actAs(ctx, session.user);
      return session;
    },
  }),
);

const RefreshSessionInput = builder.inputType('RefreshSessionInput', {
  description: 'The refresh token of the session.',
  fields: (t) => ({ refreshToken: t.string({ required: true, description: 'The refresh token from the last sign-in or refresh.' }) }) satisfies FieldsOf<RefreshTokenInput>,
});

builder.mutationField('refreshSession', (t) =>
  t.field({
    type: SessionPayload,
    description: 'Exchanges a refresh token for a new access and refresh token. Reusing an old refresh token ends the session.',
    args: { input: t.arg({ type: RefreshSessionInput, required: true }) },
    errors: { types: [ValidationError, AuthenticationError] },
    resolve: async (_root, { input }, ctx) => {
      const session = await refreshSession(ctx, input);
      await actAs(ctx, session.user);
      return session;
    },
  }),
);

builder.relayMutationField(
  'logout',
  {
    description: 'The refresh token of the session to end.',
    inputFields: (t) => ({ refreshToken: t.string({ required: true, description: 'The refresh token of the session.' }) }) satisfies FieldsOf<RefreshTokenInput>,
  },
  {
    description: 'Ends the session: its refresh tokens stop working.',
    errors: { types: [ValidationError] },
    resolve: async (_root, { input }, ctx) => {
      await signOut(ctx, input);
      return { ok: true };
    },
  },
  { description: 'The session ended.', outputFields: (t) => ({ ok: t.boolean({ description: 'Always true.', resolve: (p) => p.ok }) }) },
);

builder.relayMutationField(
  'confirmEmail',
  {
    description: 'The token from the verification link.',
    inputFields: (t) => ({ token: t.string({ required: true, description: 'The token query parameter of the link.' }) }) satisfies FieldsOf<ConfirmEmailInput>,
  },
  {
    description: 'Confirms an email address from the link in the verification email (valid for 24 hours).',
    errors: { types: [ValidationError] },
    resolve: (_root, { input }, ctx) => confirmEmail(ctx, input),
  },
  {
    description: 'The address is confirmed.',
    outputFields: (t) => ({
      message: t.string({
        description: 'What to tell the user.',
        resolve: (p) => (p.alreadyVerified ? 'Email already verified' : 'Email verified successfully'),
      }),
      alreadyVerified: t.boolean({ description: 'True when the address had been confirmed before.', resolve: (p) => p.alreadyVerified }),
    }),
  },
);

builder.relayMutationField(
  'resendVerification',
  {
    description: 'The address to send a new link to.',
    inputFields: (t) => ({ email: t.string({ required: true, description: 'The address of the account.' }) }) satisfies FieldsOf<ResendVerificationInput>,
  },
  {
    description: 'Sends a new verification link if an unconfirmed account uses this address. The answer does not reveal whether one does.',
    errors: { types: [ValidationError, RateLimitError] },
    resolve: (_root, { input }, ctx) => resendVerification(ctx, input),
  },
  {
    description: 'The request was accepted.',
    outputFields: (t) => ({
      message: t.string({ description: 'What to tell the user.', resolve: (p) => p.message }),
      mailStatus: t.field({ type: MailStatusEnum, description: 'Sent, or pending when mail cannot be sent right now (never reveals whether the address has an account).', resolve: (p) => p.mailStatus }),
    }),
  },
);

import { confirmEmailSchema, loginSchema, refreshTokenSchema, registrationSchema, resendVerificationSchema } from '../../domain/validation/auth.ts';
import { currentUser } from '../../services/auth/current-user.ts';
import { confirmEmail } from '../../services/auth/confirm-email.ts';
import { registeredMessage, registerUser } from '../../services/auth/register-user.ts';
import { refreshSession } from '../../services/auth/refresh-session.ts';
import { resendVerification } from '../../services/auth/resend-verification.ts';
import { signIn } from '../../services/auth/sign-in.ts';
import { signOut } from '../../services/auth/sign-out.ts';
import { route } from '../route.ts';
import { currentUserSchema, mailSentSchema, registeredSchema, sessionJson, sessionSchema, userMessageSchema } from '../shapes/auth.ts';
import { messageSchema } from '../shapes/fields.ts';
import { userJson } from '../shapes/users.ts';

const tag = 'Auth';

export const authRoutes = [
  route({
    method: 'POST',
    path: '/auth/login',
    tag,
    auth: 'optional',
    summary: 'Sign in with email (or username) and password; returns access_token, refresh_token and user.',
    body: loginSchema,
    response: sessionSchema,
    errors: [429],
    handler: async (ctx, { body }) => sessionJson(await signIn(ctx, body)),
  }),
  route({
    method: 'POST',
    path: '/auth/register',
    tag,
    auth: 'optional',
    status: 201,
    summary: 'Create an account (optionally accepting a team invitation) and send the verification email; verification_mail_status says whether it was sent, is pending (retried) or failed (null: none needed).',
    body: registrationSchema,
    response: registeredSchema,
    errors: [409, 429],
    handler: async (ctx, { body }) => {
      const { user, verificationMail } = await registerUser(ctx, body);
      return { message: registeredMessage(verificationMail), verification_mail_status: verificationMail, user: userJson(user) };
    },
  }),
  route({
    method: 'GET',
    path: '/auth/confirm-email',
    tag,
    auth: 'optional',
    summary: 'Confirm an email address with the token from the verification link (valid 24 hours).',
    query: confirmEmailSchema,
    response: userMessageSchema,
    handler: async (ctx, { query }) => {
      const { user, alreadyVerified } = await confirmEmail(ctx, query);
      return { message: alreadyVerified ? 'Email already verified' : 'Email verified successfully', user: userJson(user) };
    },
  }),
  route({
    method: 'POST',
    path: '/auth/resend-verification',
    tag,
    auth: 'optional',
    summary:
      'Send a new verification link; mail_status is sent, or pending when mail cannot be sent right now. The answer is the same whether or not the address has an account.',
    body: resendVerificationSchema,
    response: mailSentSchema,
    errors: [429],
    handler: async (ctx, { body }) => {
      const { message, mailStatus } = await resendVerification(ctx, body);
      return { message, mail_status: mailStatus };
    },
  }),
  route({
    method: 'POST',
    path: '/auth/refresh',
    tag,
    auth: 'optional',
    summary: 'Exchange a refresh token for new tokens. Each refresh token works once; reuse ends the session.',
    body: refreshTokenSchema,
    response: sessionSchema,
    handler: async (ctx, { body }) => sessionJson(await refreshSession(ctx, body)),
  }),
  route({
    method: 'POST',
    path: '/auth/logout',
    tag,
    auth: 'optional',
    summary: 'End the session of a refresh token.',
    body: refreshTokenSchema,
    response: messageSchema,
    handler: async (ctx, { body }) => {
      await signOut(ctx, body);
      return { message: 'Logged out' };
    },
  }),
  route({
    method: 'GET',
    path: '/auth/me',
    tag,
    auth: 'required',
    summary: 'The signed-in user.',
    response: currentUserSchema,
    handler: async (ctx) => ({ user: userJson(await currentUser(ctx)) }),
  }),
];

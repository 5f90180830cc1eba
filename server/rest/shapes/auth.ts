// REST shapes of sign-in, registration and email verification answers.
import { z } from 'zod';
import type { User } from '../../generated/prisma/client.ts';
import { ACCESS_TOKEN_TTL_SECONDS, type SessionTokens } from '../../services/auth/session-tokens.ts';
import { userJson, userSchema } from './users.ts';

export const mailStatusSchema = z.enum(['sent', 'pending', 'failed']).meta({ id: 'MailStatus', description: 'Whether a mail went out, waits for a retry, or failed.' });

export const sessionSchema = z
  .object({
    access_token: z.string().meta({ description: 'Send as `Authorization: Bearer <access_token>`.' }),
    refresh_token: z.string().meta({ description: 'For POST /api/auth/refresh; works once.' }),
    token_type: z.literal('Bearer'),
    expires_in: z.int().meta({ description: 'Seconds until the access token expires.' }),
    user: userSchema,
  })
  .meta({ id: 'Session', description: 'A signed-in session: tokens and the user.' });

export const registeredSchema = z
  .object({
    message: z.string(),
    verification_mail_status: mailStatusSchema.nullable().meta({ description: 'null when no verification is needed.' }),
    user: userSchema,
  })
  .meta({ id: 'Registration', description: 'A new account, and whether its verification mail went out.' });

export const userMessageSchema = z.object({ message: z.string(), user: userSchema }).meta({ id: 'UserMessage', description: 'What was done to a user, and the user now.' });

export const mailSentSchema = z
  .object({ message: z.string(), mail_status: mailStatusSchema.exclude(['failed']) })
  .meta({ id: 'MailSent', description: 'Whether a mail was sent or waits for a retry.' });

export const currentUserSchema = z.object({ user: userSchema }).meta({ id: 'CurrentUser', description: 'The signed-in user.' });

export function sessionJson({ user, tokens }: { user: User; tokens: SessionTokens }): z.infer<typeof sessionSchema> {
  return { ...tokens, token_type: 'Bearer', expires_in: ACCESS_TOKEN_TTL_SECONDS, user: userJson(user) };
}

// Personal access tokens: a name to recognise the token by, what it may do, and how long it lives. Every token
// expires (at most a year), so that a forgotten one does not work for ever.
import { z } from 'zod';
import { requiredName, withDefault } from './fields.ts';

export const TOKEN_NAME_MAX = 100;
export const TOKEN_DAYS_DEFAULT = 30;
export const TOKEN_DAYS_MAX = 365;
const DAYS_MESSAGE = `expires_in_days must be a whole number from 1 to ${TOKEN_DAYS_MAX}`;

export const createAccessTokenSchema = z
  .object({
    name: requiredName('Token name is required', TOKEN_NAME_MAX, `Token name must be at most ${TOKEN_NAME_MAX} characters long`),
    scope: z.enum(['read', 'write'], { error: 'Scope must be "read" or "write"' }),
    expiresInDays: withDefault(z.number({ error: DAYS_MESSAGE }).int(DAYS_MESSAGE).min(1, DAYS_MESSAGE).max(TOKEN_DAYS_MAX, DAYS_MESSAGE), TOKEN_DAYS_DEFAULT),
  })
  .strict();

export type CreateAccessTokenInput = z.input<typeof createAccessTokenSchema>;

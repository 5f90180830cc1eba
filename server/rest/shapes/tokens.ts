// REST shape of personal access tokens (never their secret, which only the creating call returns).
import { z } from 'zod';
import type { PersonalAccessToken } from '../../generated/prisma/client.ts';
import { id, instant } from './fields.ts';

export const accessTokenSchema = z
  .object({
    id: id(),
    name: z.string(),
    scope: z.enum(['read', 'write']),
    created_at: instant(),
    expires_at: instant(),
    last_used_at: instant().nullable().meta({ description: 'Its last use, to the minute; null when never used.' }),
  })
  .meta({ id: 'AccessToken', description: 'A personal access token, without its secret.' });

export const createdAccessTokenSchema = accessTokenSchema
  .extend({ secret: z.string().startsWith('sb_pat_').meta({ description: 'The token itself: shown only in this answer.' }) })
  .meta({ id: 'CreatedAccessToken', description: 'A new personal access token with its secret, shown this once.' });

export function accessTokenJson(token: PersonalAccessToken): z.infer<typeof accessTokenSchema> {
  return {
    id: token.id,
    name: token.name,
    scope: token.scope,
    created_at: token.createdAt.toISOString(),
    expires_at: token.expiresAt.toISOString(),
    last_used_at: token.lastUsedAt?.toISOString() ?? null,
  };
}

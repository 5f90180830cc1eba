// REST shape of personal access tokens (never their secret, which only the creating call returns).
import type { PersonalAccessToken } from '../../generated/prisma/client.ts';

export function accessTokenJson(token: PersonalAccessToken) {
  return {
    id: token.id,
    name: token.name,
    scope: token.scope,
    created_at: token.createdAt.toISOString(),
    expires_at: token.expiresAt.toISOString(),
    last_used_at: token.lastUsedAt?.toISOString() ?? null,
  };
}

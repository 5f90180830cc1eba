import { createAccessTokenSchema } from '../../domain/validation/tokens.ts';
import { createAccessToken } from '../../services/tokens/create-access-token.ts';
import { revokeAccessToken } from '../../services/tokens/revoke-access-token.ts';
import { listAccessTokens } from '../../services/tokens/token-queries.ts';
import { route } from '../route.ts';
import { z } from 'zod';
import { messageSchema } from '../shapes/fields.ts';
import { accessTokenJson, accessTokenSchema, createdAccessTokenSchema } from '../shapes/tokens.ts';

const tag = 'Access tokens';
const SESSION_ONLY = 'Needs a signed-in session: an access token cannot manage tokens (403).';

export const tokenRoutes = [
  route({
    method: 'GET',
    path: '/tokens',
    tag,
    auth: 'required',
    summary: `The caller's personal access tokens, newest first, with their scope, expiry and last use (never their secret). ${SESSION_ONLY}`,
    response: z.array(accessTokenSchema),
    handler: async (ctx) => (await listAccessTokens(ctx)).map(accessTokenJson),
  }),
  route({
    method: 'POST',
    path: '/tokens',
    tag,
    auth: 'required',
    status: 201,
    summary: `Create a personal access token for scripts: scope read (GET only) or write; expires_in_days 1–365 (default 30). The answer's secret (sb_pat_…) is shown only this once; send it as Authorization: Bearer. ${SESSION_ONLY}`,
    body: createAccessTokenSchema,
    response: createdAccessTokenSchema,
    handler: async (ctx, { body }) => {
      const { token, secret } = await createAccessToken(ctx, body);
      return { ...accessTokenJson(token), secret };
    },
  }),
  route({
    method: 'DELETE',
    path: '/tokens/:id',
    tag,
    auth: 'required',
    summary: `Revoke one of the caller's tokens; its next use answers 401. ${SESSION_ONLY}`,
    response: messageSchema,
    handler: async (ctx, { params }) => {
      await revokeAccessToken(ctx, params.id);
      return { message: 'Access token revoked' };
    },
  }),
];

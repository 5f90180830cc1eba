// Personal access tokens: the viewer's list, creating one (its secret returned once) and revoking one. Only a session
// may do these; an access token is refused (FORBIDDEN), so that a leaked token cannot make more of itself.
import type { TokenScope } from '../../generated/prisma/enums.ts';
import { describedValues } from './enums.ts';
import { AuthenticationError, ForbiddenError, ValidationError } from '../../domain/errors.ts';
import type { CreateAccessTokenInput } from '../../domain/validation/tokens.ts';
import { createAccessToken } from '../../services/tokens/create-access-token.ts';
import { revokeAccessToken } from '../../services/tokens/revoke-access-token.ts';
import { ownTokens, TOKEN_ORDER } from '../../services/tokens/token-queries.ts';
import { builder } from '../builder.ts';
import { DELETE_ERRORS } from '../errors.ts';
import { databaseId } from '../ids.ts';
import type { FieldsOf } from '../inputs.ts';

/** An id no row has: what node(id:) looks for when the viewer may not read tokens. */
const NOBODY = '00000000-0000-0000-0000-000000000000';

const TokenScopeEnum = builder.enumType('TokenScope', {
  description: 'What a personal access token may do: read (queries and subscriptions only) or write (mutations too).',
  values: describedValues<TokenScope>({ read: 'Queries and subscriptions (REST: GET calls) only.', write: 'Mutations (REST: every call) too.' }),
});

export const PersonalAccessTokenRef = builder.prismaNode('PersonalAccessToken', {
  description: "A personal access token for scripts and tools. Only its owner can see it, and never its secret again.",
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, ctx) => ({ id, userId: ctx.viewer.credential?.kind === 'token' ? NOBODY : (ctx.viewer.user?.id ?? NOBODY) }),
  fields: (t) => ({
    databaseId: t.exposeString('id', { description: 'The id used by the REST API (/api).' }),
    name: t.exposeString('name', { description: 'What the owner named it after (the script or tool).' }),
    scope: t.expose('scope', { type: TokenScopeEnum, description: 'Read or write.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was created.' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', description: 'When it stops working.' }),
    lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime', nullable: true, description: 'When it was last used (to the minute); null if never.' }),
  }),
});

builder.queryField('accessTokens', (t) =>
  t.prismaConnection({
    type: 'PersonalAccessToken',
    cursor: 'id',
    description: "The viewer's personal access tokens, newest first (signed-in sessions only; an access token gets FORBIDDEN).",
    totalCount: (_c, _a, ctx) => ctx.db.personalAccessToken.count({ where: ownTokens(ctx) }),
    resolve: (query, _root, _args, ctx) => ctx.db.personalAccessToken.findMany({ ...query, where: ownTokens(ctx), orderBy: TOKEN_ORDER }),
  }),
);

builder.relayMutationField(
  'createAccessToken',
  {
    description: 'The new token.',
    inputFields: (t) => ({
      name: t.string({ required: true, description: 'What the token is for (at most 100 characters).' }),
      scope: t.field({ type: TokenScopeEnum, required: true, description: 'Read (queries only) or write.' }),
      expiresInDays: t.int({ description: 'Days until it expires: 1–365, 30 when left out.' }),
    }) satisfies FieldsOf<CreateAccessTokenInput>,
  },
  {
    description: 'Creates a personal access token; its secret is in the answer only this once (signed-in sessions only).',
    errors: { types: [ValidationError, AuthenticationError, ForbiddenError] },
    resolve: async (_root, { input }, ctx) => createAccessToken(ctx, input),
  },
  {
    description: 'The token and its secret.',
    outputFields: (t) => ({
      token: t.field({ type: PersonalAccessTokenRef, description: 'The token as lists show it.', resolve: (p) => p.token }),
      secret: t.string({ description: 'The secret (sb_pat_…) for Authorization: Bearer. It cannot be shown again.', resolve: (p) => p.secret }),
    }),
  },
);

builder.relayMutationField(
  'revokeAccessToken',
  { description: 'The token to revoke.', inputFields: (t) => ({ id: t.id({ required: true, description: 'Global ID or database id.' }) }) },
  {
    description: "Revokes one of the viewer's tokens: its next use is refused (signed-in sessions only).",
    errors: { types: DELETE_ERRORS },
    resolve: async (_root, { input }, ctx) => {
      await revokeAccessToken(ctx, databaseId(input.id, 'PersonalAccessToken'));
      return { deletedId: input.id };
    },
  },
  {
    description: 'What was revoked.',
    outputFields: (t) => ({ deletedId: t.id({ description: 'The ID that was given.', resolve: (p) => p.deletedId }) }),
  },
);

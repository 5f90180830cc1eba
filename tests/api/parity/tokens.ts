// Parity cases for personal access tokens: twin users create, list and revoke tokens each way, and what each made is
// checked by using it.
import { signedInUser, type TestUser } from '../helpers/users.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { gqlOk, mutationOk, restOk, type ParityCases } from './cases.ts';

const TOKEN = 'databaseId name scope createdAt expiresAt lastUsedAt';
type Row = Record<string, any>;

/** A token as both APIs show it, without what differs between twins (ids and times, checked for presence). */
const restToken = (token: Row) => ({ name: token.name, scope: token.scope, hasId: !!token.id, lifetimeDays: lifetimeDays(token.created_at, token.expires_at), lastUsed: token.last_used_at });
const gqlToken = (token: Row) => ({ name: token.name, scope: token.scope, hasId: !!token.databaseId, lifetimeDays: lifetimeDays(token.createdAt, token.expiresAt), lastUsed: token.lastUsedAt });
const lifetimeDays = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** Whether a secret signs in as its user, and whether it may write. */
async function secretWorks(t: TestApp, user: TestUser, secret: string) {
  const me = await t.rest('GET', '/auth/me', { token: secret });
  return { signsInAs: me.body.user?.username === user.username, mayWrite: (await t.rest('PUT', '/notifications/read-all', { token: secret })).status === 200 };
}

async function twins(t: TestApp) {
  return Promise.all([signedInUser(t), signedInUser(t)]);
}

export const tokenCases: ParityCases = {
  'GET /tokens': async ({ t }) => {
    const [a, b] = await twins(t);
    for (const user of [a, b]) {
      await restOk(t, 'POST', '/tokens', { token: user.token, body: { name: 'Old script', scope: 'write', expires_in_days: 90 } });
      await restOk(t, 'POST', '/tokens', { token: user.token, body: { name: 'New script', scope: 'read' } });
    }
    const rest = await restOk<Row[]>(t, 'GET', '/tokens', { token: a.token });
    const gql = (await gqlOk(t, `{ accessTokens(first: 10) { totalCount edges { node { ${TOKEN} } } } }`, {}, b.token)).accessTokens;
    return [
      { total: rest.length, tokens: rest.map(restToken) },
      { total: gql.totalCount, tokens: gql.edges.map((edge: Row) => gqlToken(edge.node)) },
    ];
  },

  'POST /tokens': async ({ t }) => {
    const [a, b] = await twins(t);
    const input = { name: 'Deploy bot', scope: 'read' };
    const rest = await restOk(t, 'POST', '/tokens', { token: a.token, body: { ...input, expires_in_days: 14 } });
    const gql = await mutationOk(t, 'createAccessToken', { ...input, expiresInDays: 14 }, `... on CreateAccessTokenPayload { secret token { ${TOKEN} } }`, b.token);
    return [
      { token: restToken(rest), prefixed: rest.secret.startsWith('sb_pat_'), works: await secretWorks(t, a, rest.secret) },
      { token: gqlToken(gql.token), prefixed: gql.secret.startsWith('sb_pat_'), works: await secretWorks(t, b, gql.secret) },
    ];
  },

  'DELETE /tokens/:id': async ({ t }) => {
    const [a, b] = await twins(t);
    const [restMade, gqlMade] = await Promise.all([a, b].map((user) => restOk(t, 'POST', '/tokens', { token: user.token, body: { name: 'Doomed', scope: 'write' } })));
    const rest = await restOk(t, 'DELETE', `/tokens/${restMade.id}`, { token: a.token });
    const gql = await mutationOk(t, 'revokeAccessToken', { id: gqlMade.id }, '... on RevokeAccessTokenPayload { deletedId }', b.token);
    const afterwards = async (user: TestUser, secret: string) => ({
      nextUse: (await t.rest('GET', '/auth/me', { token: secret })).status,
      listed: (await restOk<Row[]>(t, 'GET', '/tokens', { token: user.token })).length,
    });
    return [
      { answered: rest.message === 'Access token revoked', ...(await afterwards(a, restMade.secret)) },
      { answered: gql.deletedId === gqlMade.id, ...(await afterwards(b, gqlMade.secret)) },
    ];
  },
};

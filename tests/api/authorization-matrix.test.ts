// The authorization matrix (issue 9): every REST route and every GraphQL Query, Mutation and Subscription field has a
// row naming its call, its target and the decided outcome per role (profiles in helpers/authz-outcomes.ts, the
// rules in docs/decisions.md). Each row runs as anonymous, outsider, member, team admin, owner and site admin against
// a private and a public target where that distinction exists. Every answer to a visitor or outsider is searched for
// private data, every answer to someone other than the member for the member's notifications, and every refused
// write must leave the database exactly as it was. A route or field without a row fails the suite. The rows and
// their runner are in authorization-matrix/.
import { describe, expect, it } from 'vitest';
import { buildSchema } from '../../server/graphql/schema/index.ts';
import { routes } from '../../server/rest/routes.ts';
import { checkEntry, checkLive, scopesOf } from './authorization-matrix/check.ts';
import { useAuthzEnv } from './authorization-matrix/env.ts';
import { liveEntries } from './authorization-matrix/live-rows.ts';
import { mutationEntries } from './authorization-matrix/mutation-rows.ts';
import { queryEntries } from './authorization-matrix/query-rows.ts';
import { restEntries } from './authorization-matrix/rest-rows.ts';

useAuthzEnv();

describe('every entry point has a decided outcome', () => {
  const restKeys = routes.map((route) => `${route.method} ${route.path}`);
  const schema = buildSchema();
  const graphQLKeys = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap((type) =>
    Object.keys(type!.getFields()).map((field) => `${type!.name}.${field}`),
  );
  const decided = [...restEntries, ...queryEntries, ...mutationEntries, ...liveEntries].map((entry) => entry.key);

  it('every REST route has a row, and every REST row names a route', () => {
    expect(restKeys.filter((key) => !decided.includes(key))).toEqual([]);
    expect(restEntries.map((entry) => entry.key).filter((key) => !restKeys.includes(key))).toEqual([]);
  });

  it('every Query, Mutation and Subscription field has a row, and every GraphQL row names a field', () => {
    expect(graphQLKeys.filter((key) => !decided.includes(key))).toEqual([]);
    expect(decided.filter((key) => !key.includes(' ') && !graphQLKeys.includes(key))).toEqual([]);
  });
});

for (const [title, entries] of [
  ['REST', restEntries],
  ['GraphQL queries', queryEntries],
  ['GraphQL mutations', mutationEntries],
] as const) {
  describe(title, () => {
    for (const entry of entries) {
      for (const scope of scopesOf(entry.profile)) {
        it(`${entry.label} on ${scope === 'any' ? 'its target' : `the ${scope} target`}`, () => checkEntry(entry, scope, entry.profile[scope]!));
      }
    }
  });
}

describe('GraphQL subscriptions', () => {
  for (const entry of liveEntries) {
    for (const scope of scopesOf(entry.profile)) {
      it(`${entry.key} on ${scope === 'any' ? "each subscriber's own" : `the ${scope} target`}`, () => checkLive(entry, scope, entry.profile[scope]!));
    }
  }
});

// Limits on a single GraphQL operation (depth, aliases, directives, tokens, cost) and on request size.
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATION_LIMITS } from '../../server/graphql/yoga.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ INTROSPECTION: 'false' });
});
afterAll(() => t.stop());

describe('operation limits', () => {
  it('refuses queries nested deeper than the limit', async () => {
    let selection = 'name';
    for (let i = 0; i < OPERATION_LIMITS.depth; i++) selection = `edges { node { projects(first: 1) { ${i === 0 ? 'totalCount' : selection} } } }`;
    const result = await t.gql(`{ publicTeams(first: 1) { ${selection} } }`);
    expect(result.errors?.[0].message).toMatch(/depth limit of 16 exceeded/i);
  });

  it('refuses too many aliases, directives and tokens', async () => {
    const aliases = Array.from({ length: OPERATION_LIMITS.aliases + 1 }, (_, i) => `a${i}: games`).join(' ');
    expect((await t.gql(`{ ${aliases} }`)).errors?.[0].message).toMatch(/alias/i);
    const directives = Array.from({ length: OPERATION_LIMITS.directives + 1 }, () => '@include(if: true)').join(' ');
    expect((await t.gql(`{ games ${directives} }`)).errors?.[0].message).toMatch(/directive/i);
    const tokens = Array.from({ length: OPERATION_LIMITS.tokens }, () => 'games').join(' ');
    expect((await t.gql(`{ ${tokens} }`)).errors?.[0].message).toMatch(/token/i);
  });

  it('still answers an ordinary screen query', async () => {
    const result = await t.gql(`{ publicProjects(first: 20) { totalCount edges { node { name team { name members(first: 10) { totalCount } } archetypes(first: 50) { totalCount edges { node { name } } } } } } }`);
    expect(result.errors).toBeUndefined();
  });

  it('refuses a query that would cost too much', async () => {
    const result = await t.gql(`{ publicTeams(first: 100) { edges { node { projects(first: 100) { edges { node { archetypes(first: 100) { totalCount } } } } } } } }`);
    expect(result.errors?.[0].message).toMatch(new RegExp(`cost limit of ${OPERATION_LIMITS.cost} exceeded`, 'i'));
  });

  it('lets every operation the web client sends through', async () => {
    const generated = new URL('../../web/src/__generated__/', import.meta.url);
    const operations = readdirSync(generated).filter((file) => /(Query|Mutation|Subscription)\.graphql\.ts$/.test(file));
    expect(operations.length).toBeGreaterThan(50);
    for (const file of operations) {
      const { default: artifact } = (await import(new URL(file, generated).href)) as { default: { params: { name: string; text: string } } };
      // Anonymous and without variables, so nothing runs; only the limits (checked before variables) could refuse it.
      const result = await t.gql(artifact.params.text);
      const refused = result.errors?.filter((error) => /limit|exceeded/i.test(error.message)) ?? [];
      expect(refused, artifact.params.name).toEqual([]);
    }
  });

  it('can switch introspection off', async () => {
    const result = await t.gql('{ __schema { types { name } } }');
    expect(result.errors?.[0].message).toMatch(/introspection/i);
  });
});

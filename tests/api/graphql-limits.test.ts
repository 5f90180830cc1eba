// Limits on a single GraphQL operation (depth, aliases, directives, tokens, cost) and on request size.
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

  it('can switch introspection off', async () => {
    const result = await t.gql('{ __schema { types { name } } }');
    expect(result.errors?.[0].message).toMatch(/introspection/i);
  });
});

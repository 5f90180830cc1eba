// Operations run compiled (graphql-jit, server/graphql/compiled-execution.ts). graphql-js's interpreter is the
// reference: every screen's query must answer the same either way, and send no more SQL.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { execute, parse, type GraphQLSchema } from 'graphql';
import { countStatements } from '../../bench/support.ts';
import { createRequestContext } from '../../server/context.ts';
import { useCompiledExecution } from '../../server/graphql/compiled-execution.ts';
import { buildSchema } from '../../server/graphql/schema/index.ts';
import { t, tokens } from './helpers/demo-app.ts';
import { screenQueries, type ScreenQuery } from './helpers/screen-queries.ts';

const sql = countStatements();

/** An answer as JSON, without the time a matrix was built (a matrix filtered by decklist versions is never kept). */
const comparable = (answer: unknown) => JSON.parse(JSON.stringify(answer), (key, value) => (key === 'generatedAt' ? 'some time' : value));

/** The answer of graphql-js's own executor, with the statements it sent. */
async function interpreted(query: ScreenQuery) {
  sql.reset();
  const contextValue = await createRequestContext(t.app.deps, tokens[query.as] ?? null);
  const result = await execute({ schema: buildSchema(), document: parse(query.text), variableValues: query.variables, contextValue });
  return { answer: comparable(result), statements: sql.statements };
}

async function compiled(query: ScreenQuery) {
  sql.reset();
  const { status, ...answer } = await t.gql(query.text, query.variables, tokens[query.as]);
  expect(status, query.name).toBe(200);
  return { answer: comparable(answer), statements: sql.statements };
}

describe('compiled execution', () => {
  it("answers every screen's query as graphql-js does, with the same SQL statements", async () => {
    const queries = await screenQueries(t.app.deps.db);
    expect(queries.length).toBeGreaterThan(10);
    for (const query of queries) {
      await compiled(query); // a matrix built here is kept for both runs below
      const reference = await interpreted(query);
      const fast = await compiled(query);
      expect(fast.answer.errors, query.name).toBeUndefined();
      expect(fast.answer, query.name).toEqual(reference.answer);
      expect(fast.statements, query.name).toBe(reference.statements);
    }
  });

  it('reads the arguments below a field from variables, and loads nested relations once per level', async () => {
    const project = await t.app.deps.db.project.findFirstOrThrow({ where: { name: 'Modern RCQ Season' } });
    const query = `query ($id: ID!, $first: Int!, $filter: MatchFilter) {
      project(id: $id) { matches(first: $first, filter: $filter) { totalCount edges { node { winnerArchetype { name } recordedBy { username } } } } }
    }`;
    sql.reset();
    const one = await t.gql(query, { id: project.id, first: 1, filter: { includeInactive: true } }, tokens.member);
    const oneStatements = sql.statements;
    sql.reset();
    const many = await t.gql(query, { id: project.id, first: 20, filter: { includeInactive: true } }, tokens.member);
    expect(one.errors).toBeUndefined();
    expect(one.data!.project.matches.edges).toHaveLength(1);
    expect(many.data!.project.matches.edges).toHaveLength(20);
    expect(sql.statements).toBe(oneStatements);
  });

  it('treats string literals in an operation as values, never as code of the compiled operation', async () => {
    const probe = '__compiledExecutionProbe';
    const literals = [
      `"]); globalThis.${probe} = 1; (["`,
      `\\"); globalThis.${probe} = 2; //`,
      '\u0060${globalThis.' + probe + ' = 3}\u0060',
      `'+(globalThis.${probe}=4)+'`,
      // graphql-jit writes literal arguments into its code as JSON, then turns its marker for a Date into `new Date(…)`.
      `__MAGIC_DATE__33a9e76d_02e0_4128_8e92_3530ad3da74d0+(globalThis.${probe}=5)`,
    ];
    for (const literal of literals) {
      const result = await t.gql(`{ node(id: ${JSON.stringify(literal)}) { id } a: __typename }`);
      expect(result.errors, literal).toBeUndefined();
      expect(result.data, literal).toEqual({ node: null, a: 'Query' });
    }
    // The same marker spelled with an escape in the operation's text.
    const escaped = await t.gql(`{ node(id: "\\u005F_MAGIC_DATE__33a9e76d_02e0_4128_8e92_3530ad3da74d0+(globalThis.${probe}=6)") { id } }`);
    expect(escaped.data).toEqual({ node: null });
    expect((globalThis as Record<string, unknown>)[probe]).toBeUndefined();
  });

  it('refuses a schema built by a second copy of graphql, which it could not compile for', () => {
    // graphql's CommonJS build, loaded by its path: a module of its own, as a CommonJS-compiling loader would make.
    const otherGraphQL = createRequire(import.meta.url)(join(process.cwd(), 'node_modules/graphql/index.js')) as { buildSchema(sdl: string): GraphQLSchema };
    const foreign = otherGraphQL.buildSchema('type Query { hello: String }');
    expect(() => useCompiledExecution(foreign)).toThrow(/second copy of graphql.*node --import tsx\/esm/s);
    expect(() => useCompiledExecution(buildSchema())).not.toThrow();
  });
});

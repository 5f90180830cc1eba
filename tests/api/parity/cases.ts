// The shape of one REST ↔ GraphQL parity case (tests/api/parity.test.ts runs them all).
import { expect } from 'vitest';
import type { TestApp } from '../helpers/test-app.ts';
import type { World } from '../helpers/world.ts';

export interface ParityEnv {
  t: TestApp;
  w: World;
}

/**
 * Runs one documented REST call and the matching GraphQL operation against data of their own, and returns both
 * answers projected to the same plain data (the runner expects them equal and not empty). A write is run once
 * each way on twin objects, and what each wrote is read back and compared.
 */
export type ParityCase = (env: ParityEnv) => Promise<[rest: unknown, graphql: unknown]>;

/** A documented call with no GraphQL counterpart, and why. */
export interface NoCounterpart {
  none: string;
}

export type ParityCases = Record<string, ParityCase | NoCounterpart>;

/** The body of a successful REST call (fails the test with the body otherwise). */
export async function restOk<T = any>(t: TestApp, method: string, path: string, options: { body?: unknown; token?: string } = {}): Promise<T> {
  const response = await t.rest<T>(method, path, options);
  expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBeLessThan(300);
  return response.body;
}

/** The data of a GraphQL operation without errors (fails the test with the errors otherwise). */
export async function gqlOk<T = Record<string, any>>(t: TestApp, query: string, variables?: Record<string, unknown>, token?: string): Promise<T> {
  const result = await t.gql<T>(query, variables, token);
  expect(result.errors, query).toBeUndefined();
  return result.data!;
}

/** Mutation `field(input:)` (input type `${Field}Input`): its result union with `__typename`, and an error's message. */
export async function mutation(t: TestApp, field: string, input: object, selection: string, token?: string): Promise<Record<string, any>> {
  const inputType = `${field[0].toUpperCase()}${field.slice(1)}Input`;
  const query = `mutation ($input: ${inputType}!) { ${field}(input: $input) { __typename ... on Error { message } ${selection} } }`;
  return (await gqlOk(t, query, { input }, token))[field];
}

/** Like mutation, but the result must be a payload, not a typed error. */
export async function mutationOk(t: TestApp, field: string, input: object, selection: string, token?: string): Promise<Record<string, any>> {
  const result = await mutation(t, field, input, selection, token);
  expect(result.__typename, JSON.stringify(result)).not.toMatch(/Error$/);
  return result;
}

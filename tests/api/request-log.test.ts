// One JSON log line per request, on both paths: Hono (REST, and /graphql reached in-process) and Yoga's own Node
// adapter (/graphql on a listening server). Each line has the id answered in X-Request-Id, the operation, the user,
// the status and the duration.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logTo } from '../../server/observability/logger.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { signedInUser, type TestUser } from './helpers/users.ts';

const lines: Record<string, unknown>[] = [];
let t: TestApp;
let base: string;
let user: TestUser;

beforeAll(async () => {
  logTo({ write: (line: string) => void lines.push(JSON.parse(line)) });
  t = await startTestApp({ LOG_LEVEL: 'info' });
  base = await t.app.start();
  user = await signedInUser(t);
});
afterAll(() => t.stop());

/** The request line whose id an answer carried. */
function lineOf(response: Response) {
  const id = response.headers.get('x-request-id');
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  const found = lines.filter((line) => line.msg === 'request' && line.requestId === id);
  expect(found).toHaveLength(1);
  return found[0];
}

const graphql = (query: string, operationName?: string, token?: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify({ query, operationName }),
});

describe('request log', () => {
  it('logs a REST call with its route, user, status and duration', async () => {
    const response = await fetch(`${base}/api/teams/00000000-0000-4000-8000-000000000000`, { headers: { authorization: `Bearer ${user.token}` } });
    expect(response.status).toBe(404);
    const line = lineOf(response);
    expect(line).toMatchObject({ level: 30, method: 'GET', path: '/api/teams/00000000-0000-4000-8000-000000000000', operation: 'GET /api/teams/:id', userId: user.id, status: 404 });
    expect(line.durationMs).toEqual(expect.any(Number));
    expect(line.time).toEqual(expect.any(String));
  });

  it('logs a GraphQL operation served by Yoga on the Node path, by its name', async () => {
    const response = await fetch(`${base}/graphql`, graphql('query Me { viewer { username } } query Other { __typename }', 'Me', user.token));
    expect(response.status).toBe(200);
    expect(lineOf(response)).toMatchObject({ method: 'POST', path: '/graphql', operation: 'Me', userId: user.id, status: 200 });
  });

  it('logs /graphql reached through Hono once, and a signed-out anonymous operation', async () => {
    const response = await t.app.fetch(new Request('http://sideboard.test/graphql', graphql('{ __typename }')));
    expect(lineOf(response)).toMatchObject({ path: '/graphql', operation: '(anonymous)', userId: null, status: 200 });
  });

  it('logs operations refused before they run, with the name the client gave', async () => {
    const response = await fetch(`${base}/graphql`, graphql('query Broken { nope }', 'Broken'));
    expect((await response.json()).errors[0].message).toContain('nope');
    expect(lineOf(response)).toMatchObject({ operation: 'Broken', status: response.status });
  });

  it('gives each request its own id and ignores one a client sends (no trusted proxy)', async () => {
    const first = await fetch(`${base}/api/auth/me`, { headers: { 'x-request-id': 'chosen-by-client' } });
    const second = await fetch(`${base}/api/auth/me`);
    expect(first.headers.get('x-request-id')).not.toBe('chosen-by-client');
    expect(lineOf(first).requestId).not.toBe(lineOf(second).requestId);
    expect(lineOf(first)).toMatchObject({ operation: 'GET /api/auth/me', status: 401, userId: null });
  });
});

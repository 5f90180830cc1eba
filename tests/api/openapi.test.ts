import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiPath } from '../../server/rest/openapi.ts';
import { routes } from '../../server/rest/routes.ts';
import { signedInUser } from './helpers/users.ts';
import { checkAnswer } from './helpers/contract.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

describe('OpenAPI document', () => {
  it('describes every call of the route table, with its parameters and body', async () => {
    const { status, body: doc } = await t.rest('GET', '/openapi.json');
    expect(status).toBe(200);
    expect(doc.openapi).toBe('3.1.0');
    const operationIds = new Set<string>();
    for (const route of routes) {
      const path = `/api${route.path.replace(/:(\w+)/g, '{$1}')}`;
      const op = doc.paths[path]?.[route.method.toLowerCase()];
      expect(op, `${route.method} ${path}`).toBeDefined();
      expect(op.summary).toBe(route.summary);
      for (const [, name] of route.path.matchAll(/:(\w+)/g)) {
        expect(op.parameters).toContainEqual(expect.objectContaining({ name, in: 'path', required: true }));
      }
      if (route.body) expect(op.requestBody.content['application/json'].schema.type).toBe('object');
      const success = op.responses[String(route.status ?? 200)];
      expect(Object.values(success.content as Record<string, { schema: object }>)[0].schema, `${route.method} ${path} answers a documented schema`).toBeTruthy();
      expect(op.responses['400'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
      expect(operationIds.has(op.operationId)).toBe(false);
      operationIds.add(op.operationId);
    }
    const total = Object.values(doc.paths as Record<string, object>).reduce((n, methods) => n + Object.keys(methods).length, 0);
    expect(total).toBe(routes.length);
  });

  it('names the models of the answers as components', async () => {
    const { body: doc } = await t.rest('GET', '/openapi.json');
    for (const model of ['Team', 'Project', 'Archetype', 'Decklist', 'DecklistVersion', 'CardLine', 'Match', 'MatchStats', 'MatchupMatrix', 'Comment', 'Notification', 'Error']) {
      expect(doc.components.schemas[model], model).toBeDefined();
    }
    expect(doc.paths['/api/teams/{id}'].get.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Team' });
    expect(doc.paths['/api/teams/{id}'].get.parameters[0].schema).toEqual({ type: 'string', format: 'uuid' });
  });

  it('the API tests check every answer against it: an undocumented field, a wrong type or status fails', async () => {
    const user = await signedInUser(t);
    const { body: team } = await t.rest('POST', '/teams', { token: user.token, body: { name: 'Contract team' } });
    const json = 'application/json';
    expect(() => checkAnswer('GET', `/teams/${team.id}`, 200, json, team)).not.toThrow();
    expect(() => checkAnswer('GET', `/teams/${team.id}`, 200, json, { ...team, secret: 1 })).toThrow(/must NOT have additional properties/);
    expect(() => checkAnswer('GET', `/teams/${team.id}`, 200, json, { ...team, created_at: 'yesterday' })).toThrow(/must match format "date-time"/);
    expect(() => checkAnswer('GET', `/teams/${team.id}`, 200, json, { ...team, role: 'boss' })).toThrow(/does not match/);
    expect(() => checkAnswer('GET', `/teams/${team.id}`, 409, json, { message: 'Taken', code: 'CONFLICT' })).toThrow(/no 409 answer/);
    expect(() => checkAnswer('GET', '/teams/x', 404, json, { message: 'Team not found' })).toThrow(/must have required property 'code'/);
    expect(() => checkAnswer('GET', '/matches/export', 200, json, [])).toThrow(/the document says text\/csv/);
  });

  it('serves a readable page listing every call', async () => {
    const response = await t.app.fetch(new Request('http://sideboard.test/api/docs'));
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    for (const route of routes) expect(html).toContain(openApiPath(route.path));
    for (const model of ['Team', 'Project', 'Archetype', 'Decklist', 'Match', 'MatchupMatrix', 'Comment', 'Notification', 'Error']) {
      expect(html).toContain(`id="model-${model}"`);
    }
    expect(html).not.toMatch(/<script/i);
  });
});

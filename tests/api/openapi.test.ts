import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../server/rest/routes.ts';
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
      expect(operationIds.has(op.operationId)).toBe(false);
      operationIds.add(op.operationId);
    }
    const total = Object.values(doc.paths as Record<string, object>).reduce((n, methods) => n + Object.keys(methods).length, 0);
    expect(total).toBe(routes.length);
  });

  it('serves a readable page listing every call', async () => {
    const response = await t.app.fetch(new Request('http://sideboard.test/api/docs'));
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    for (const route of routes) expect(html).toContain(`/api${route.path}`);
    expect(html).not.toMatch(/<script/i);
  });
});

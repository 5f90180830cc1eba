// The rules the REST edge applies to every call before its handler runs, whatever the call: the query string holds
// only declared parameters, each with a value; a call that needs a user asks for one before it reads the body; a
// path answers the methods its own routes declare (405 with Allow for others, OPTIONS lists them).
import { describe, expect, it } from 'vitest';
import { routes } from '../../server/rest/routes.ts';
import { queryParameterNames } from '../../server/rest/query-parameters.ts';
import { t, useAppWithWorld, w } from './helpers/app-with-world.ts';

useAppWithWorld();

describe('query parameters', () => {
  it.each([
    ['/notifications?isRead=false', 'isRead'],
    ['/archetypes/public?Game=x', 'Game'],
    ['/comments?authorId=x', 'authorId'],
    ['/mentions?unread=true', 'unread'],
    ['/projects?teamId=x', 'teamId'],
    ['/teams?visibility=public', 'visibility'],
    ['/matches?projectId=x', 'projectId'],
  ])('an unknown one is refused: GET %s', async (path, name) => {
    const response = await t.rest('GET', path, { token: w.member.token });
    expect(response).toMatchObject({ status: 400, body: { code: 'VALIDATION', message: expect.stringContaining(`Unknown query parameter ${name}`) } });
  });

  it('an empty value is refused, a declared one with a value is served', async () => {
    const empty = await t.rest('GET', `/matches?decklist_id=&project_id=${w.privateProject.id}`, { token: w.member.token });
    expect(empty).toMatchObject({ status: 400, body: { code: 'VALIDATION', message: 'decklist_id is empty: give a value or leave it out' } });
    expect((await t.rest('GET', `/matches?project_id=${w.privateProject.id}`, { token: w.member.token })).status).toBe(200);
    expect((await t.rest('GET', '/notifications?is_read=false', { token: w.member.token })).status).toBe(200);
  });

  it('every GET refuses a parameter it does not declare, signed in or not', async () => {
    for (const route of routes.filter((r) => r.method === 'GET')) {
      const path = route.path.replace(/:\w+/g, w.privateProject.id);
      for (const token of [undefined, w.member.token]) {
        const response = await t.rest('GET', `${path}?unheard_of=1`, { token });
        expect(response.status, `${route.path}: ${JSON.stringify(response.body)}`).toBeOneOf(token ? [400] : [400, 401]);
        if (response.status === 400) expect(response.body.message, route.path).toContain('Unknown query parameter unheard_of');
      }
      expect(queryParameterNames(route.query).has('unheard_of')).toBe(false);
    }
  });
});

describe('authentication comes before the body', () => {
  const writes = routes.filter((r) => r.auth === 'required' && r.method !== 'GET');

  it.each(writes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s: anonymous with a bad body is 401', async (_name, route) => {
    const path = route.path.replace(/:\w+/g, w.privateProject.id);
    for (const rawBody of ['{}', '{"name": 5}', 'not json', '[]']) {
      const response = await t.rest(route.method, path, { rawBody });
      expect(response, rawBody).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
    }
  });

  it('covers the writes the audit found answering 400', () => {
    expect(writes.length).toBeGreaterThanOrEqual(12);
  });
});

describe('methods', () => {
  it.each([
    ['PUT', '/teams/public', 'GET, HEAD, OPTIONS'],
    ['PUT', '/projects/public', 'GET, HEAD, OPTIONS'],
    ['PUT', '/projects/import', 'POST, OPTIONS'],
    ['DELETE', '/decklists/import', 'POST, OPTIONS'],
    ['PUT', '/matches/stats', 'GET, HEAD, OPTIONS'],
    ['GET', '/auth/sessions/sign-out-others', 'POST, OPTIONS'],
  ])('%s %s answers 405 with Allow: %s', async (method, path, allow) => {
    const response = await t.rest(method, path, { token: w.member.token, ...(method === 'PUT' ? { body: {} } : {}) });
    expect(response).toMatchObject({ status: 405, body: { code: 'METHOD_NOT_ALLOWED' } });
    expect(response.headers.get('allow')).toBe(allow);
  });

  it('OPTIONS lists the methods of the path itself, not of a parameter path beside it', async () => {
    const ownPath = await t.rest('OPTIONS', '/auth/sessions/sign-out-others');
    expect(ownPath.status).toBe(204);
    expect(ownPath.headers.get('allow')).toBe('POST, OPTIONS');
    const byId = await t.rest('OPTIONS', `/teams/${w.publicTeam.id}`);
    expect(byId.headers.get('allow')).toBe('GET, PUT, DELETE, HEAD, OPTIONS');
    expect((await t.rest('OPTIONS', '/no/such/call')).status).toBe(404);
  });

  it('every path answers every method it does not declare with 405 and the Allow of OPTIONS', async () => {
    for (const path of new Set(routes.map((r) => r.path))) {
      const concrete = path.replace(/:\w+/g, w.publicProject.id);
      const allow = (await t.rest('OPTIONS', concrete)).headers.get('allow') ?? '';
      const declared = routes.filter((r) => r.path === path).map((r) => r.method);
      expect(allow.split(', ').filter((m) => m !== 'HEAD' && m !== 'OPTIONS').sort(), path).toEqual(declared.sort());
      for (const method of ['GET', 'POST', 'PUT', 'DELETE'].filter((m) => !declared.includes(m as never))) {
        const response = await t.rest(method, concrete, { token: w.member.token });
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.headers.get('allow'), `${method} ${path}`).toBe(allow);
      }
    }
  });
});

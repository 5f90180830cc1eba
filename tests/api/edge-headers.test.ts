// The headers of every kind of answer: security headers on /api and /graphql too, CSPs that allow exactly what
// GraphiQL and /api/docs contain (nothing from another origin), CORS only for CORS_ORIGINS, and compression.
import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { loadConfig } from '../../server/config.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ CORS_ORIGINS: 'https://tools.example.test, http://localhost:5173' });
});
afterAll(() => t.stop());

const call = (path: string, init: RequestInit = {}) => t.app.fetch(new Request(`http://sideboard.test${path}`, init));
const graphql = (query: string, headers: Record<string, string> = {}) =>
  call('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json', ...headers }, body: JSON.stringify({ query }) });
const GRAPHIQL = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, deflate' };

/** CSP directives by name. */
function csp(response: Response): Map<string, string[]> {
  const header = response.headers.get('content-security-policy') ?? '';
  return new Map(header.split(';').map((directive) => directive.trim().split(/\s+/)).map(([name, ...sources]) => [name, sources]));
}
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('security headers', () => {
  it.each([
    ['GET /api/health', () => call('/api/health')],
    ['a REST 404', () => call('/api/no/such/call')],
    ['a REST error', () => call('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' })],
    ['POST /graphql', () => graphql('{ __typename }')],
    ['GET /graphql without a page', () => call('/graphql?query=%7B__typename%7D', { headers: { accept: 'application/json' } })],
    ['GET /api/openapi.json', () => call('/api/openapi.json')],
  ])('%s: nosniff, no framing, a referrer policy, a CSP that allows nothing', async (_name, request) => {
    const response = await request();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const policy = csp(response);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('lets /api/docs use exactly its inline style sheet, and no script', async () => {
    const response = await call('/api/docs');
    const html = await response.text();
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1];
    const policy = csp(response);
    expect(policy.get('style-src')).toEqual([sha256(style)]);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.has('script-src')).toBe(false);
    expect(html).not.toMatch(/<script|\s(src|href)="https?:/);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('serves GraphiQL compressed, self-contained, under a CSP that allows its inline script by hash and no other origin', async () => {
    const response = await call('/graphql', { headers: GRAPHIQL });
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const compressed = Buffer.from(await response.arrayBuffer());
    const html = gunzipSync(compressed).toString('utf8');
    expect(compressed.length).toBeLessThan(html.length / 2);
    expect(html).toContain('<title>Sideboard GraphQL</title>');
    // Nothing loads from a CDN: the page has no external script, style sheet or image.
    expect(html).not.toMatch(/<(script|link|img)[^>]+(src|href)="https?:/);
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(scripts).toHaveLength(1);
    const policy = csp(response);
    expect(policy.get('script-src')).toEqual([sha256(scripts[0])]);
    expect(policy.get('worker-src')).toEqual(['blob:']);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    const sources = [...policy.values()].flat();
    expect(sources.filter((source) => /^https?:/.test(source) || source === '*' || source === "'unsafe-eval'")).toEqual([]);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('compresses JSON for clients that accept it, never an event stream', async () => {
    const json = await call('/api/openapi.json', { headers: { 'accept-encoding': 'gzip' } });
    expect(json.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await json.arrayBuffer())).toString('utf8')).openapi).toBe('3.1.0');
    expect((await call('/api/openapi.json')).headers.get('content-encoding')).toBeNull();

    const stream = await call('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'accept-encoding': 'gzip' },
      body: JSON.stringify({ query: 'subscription { commentAdded(commentableType: archetype, commentableId: "nope") { id } }' }),
    });
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    expect(['gzip', 'deflate']).not.toContain(stream.headers.get('content-encoding')); // Yoga marks it "none"
    expect(await stream.text()).toContain('NOT_FOUND');
  });
});

describe('CORS', () => {
  const LISTED = 'https://tools.example.test';
  const preflight = (path: string, origin: string) =>
    call(path, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' } });
  const corsHeaders = (response: Response) => [...response.headers.keys()].filter((name) => name.startsWith('access-control-'));

  it.each(['/api/teams', '/graphql'])('answers a listed origin on %s, with credentials', async (path) => {
    const answer = await preflight(path, LISTED);
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe(LISTED);
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
    expect(answer.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    const actual = path === '/graphql' ? await graphql('{ __typename }', { origin: LISTED }) : await call('/api/health', { headers: { origin: LISTED } });
    expect(actual.status).toBe(200);
    expect(actual.headers.get('access-control-allow-origin')).toBe(LISTED);
    expect(actual.headers.get('access-control-allow-credentials')).toBe('true');
    expect(actual.headers.get('vary')).toMatch(/Origin/);
  });

  it.each(['/api/teams', '/graphql'])('gives any other origin no CORS header on %s', async (path) => {
    for (const origin of ['https://evil.example.test', 'https://tools.example.test.evil.test', 'null', 'http://localhost:5174']) {
      expect(corsHeaders(await preflight(path, origin))).toEqual([]);
      const actual = path === '/graphql' ? await graphql('{ __typename }', { origin }) : await call('/api/health', { headers: { origin } });
      expect(actual.status).toBe(200);
      expect(corsHeaders(actual)).toEqual([]);
      expect(actual.headers.get('vary')).toMatch(/Origin/);
    }
  });

  it('allows no origin by default', async () => {
    const plain = await startTestApp();
    try {
      for (const path of ['/graphql', '/api/teams']) {
        const answer = await plain.app.fetch(
          new Request(`http://sideboard.test${path}`, { method: 'OPTIONS', headers: { origin: LISTED, 'access-control-request-method': 'POST' } }),
        );
        expect(corsHeaders(answer)).toEqual([]);
      }
      const query = await plain.app.fetch(
        new Request('http://sideboard.test/graphql', { method: 'POST', headers: { origin: LISTED, 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' }),
      );
      expect(corsHeaders(query)).toEqual([]);
    } finally {
      await plain.stop();
    }
  });

  it('refuses CORS_ORIGINS entries that are not exact origins', () => {
    for (const entry of ['https://tools.example.test/', 'https://tools.example.test/path', '*', 'tools.example.test']) {
      expect(() => loadConfig({ DATA_DIR: t.dataDir, CORS_ORIGINS: entry })).toThrow(/CORS_ORIGINS/);
    }
    expect(loadConfig({ DATA_DIR: t.dataDir, CORS_ORIGINS: 'https://a.test,http://localhost:5173' }).corsOrigins).toEqual(['https://a.test', 'http://localhost:5173']);
  });
});

// /graphql leaves the app two ways: through Hono (app.fetch, as the other tests drive it) and, on the real server,
// straight from Yoga's Node adapter (faster). Both must answer alike: status, security headers, CSP, CORS, body limit
// and compression. Each request here is sent both ways and the answers compared.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const LISTED = 'https://tools.example.test';
let t: TestApp;
let base = '';
beforeAll(async () => {
  t = await startTestApp({ CORS_ORIGINS: LISTED });
  base = await t.app.start();
});
afterAll(() => t.stop());

const HEADERS = [
  'content-type',
  'content-encoding',
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-resource-policy',
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'access-control-allow-methods',
  'vary',
];

interface Sent {
  method: string;
  headers: Record<string, string>;
  body?: string;
}

/** Status and the headers that matter, from a Node http request (no automatic decompression, like a proxy sees it). */
function overNode({ method, headers, body }: Sent): Promise<{ status: number; headers: Record<string, string | null> }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${base}/graphql`, { method, headers }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: Object.fromEntries(HEADERS.map((name) => [name, (response.headers[name] as string | undefined) ?? null])) }),
      );
    });
    request.on('error', reject);
    request.end(body);
  });
}

async function inProcess({ method, headers, body }: Sent) {
  const response = await t.app.fetch(new Request('http://sideboard.test/graphql', { method, headers, body }));
  await response.arrayBuffer();
  return { status: response.status, headers: Object.fromEntries(HEADERS.map((name) => [name, response.headers.get(name)])) };
}

const post = (query: string, headers: Record<string, string> = {}): Sent => {
  const body = JSON.stringify({ query });
  return { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json', 'content-length': String(Buffer.byteLength(body)), ...headers }, body };
};

describe('/graphql through Hono and through Yoga directly', () => {
  it.each<[string, () => Sent]>([
    ['a small query', () => post('{ __typename }')],
    ['a query from a listed origin', () => post('{ __typename }', { origin: LISTED })],
    ['a query from another origin', () => post('{ __typename }', { origin: 'https://evil.example.test' })],
    ['a preflight from a listed origin', () => ({ method: 'OPTIONS', headers: { origin: LISTED, 'access-control-request-method': 'POST' } })],
    ['a large answer, gzip accepted', () => post(`{ ${Array.from({ length: 25 }, (_, i) => `a${i}: publicTeams(first: 20) { totalCount }`).join(' ')} __schema { types { name description } } }`, { 'accept-encoding': 'gzip' })],
    ['GraphiQL', () => ({ method: 'GET', headers: { accept: 'text/html' } })],
    ['a body over the limit', () => post(`{ __typename } # ${'x'.repeat(2 * 1024 * 1024)}`)],
    ['a bad query', () => post('{ nope }')],
  ])('%s', async (_name, sent) => {
    const direct = await overNode(sent());
    const throughHono = await inProcess(sent());
    expect(direct).toEqual(throughHono);
    expect(direct.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a chunked body over the limit too (it goes through Hono, which counts as it reads)', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } }, (response) => {
        response.resume();
        resolve(response.statusCode!);
      });
      request.on('error', () => resolve(413)); // the server may cut the upload once it has refused it
      for (let i = 0; i < 3; i++) request.write('x'.repeat(1024 * 1024));
      request.end();
      void reject;
    });
    expect(status).toBe(413);
  });
});

// /metrics in Prometheus' text format, behind METRICS_TOKEN: scraped after real traffic over REST, GraphQL (HTTP and
// WebSocket), a live subscription, mail and refused sign-ins.
import { beforeAll, describe, expect, it } from 'vitest';
import { t, useAppWithWorld, w } from './helpers/app-with-world.ts';
import { archetypeIn, comment } from './helpers/comment-data.ts';
import { subscribe, until } from './helpers/live.ts';
import { startTestApp } from './helpers/test-app.ts';

const TOKEN = 'scrape-token-0123456789';
useAppWithWorld({ METRICS_TOKEN: TOKEN });
let base: string;
beforeAll(async () => (base = await t.app.start()));

async function scrape(): Promise<string> {
  const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return response.text();
}

/** The value of one sample (`name{labels} value`), or undefined when the series does not exist. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (match?.[1] === name && wanted.every((pair) => (match[2] ?? '').split(',').includes(pair))) return Number(match[3]);
  }
  return undefined;
}

describe('metrics', () => {
  it('is refused without the token, and absent when no token is configured', async () => {
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    expect((await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer wrong-token-0123456789' } })).status).toBe(401);
    const bare = await startTestApp();
    try {
      expect((await bare.app.fetch(new Request('http://sideboard.test/metrics', { headers: { authorization: `Bearer ${TOKEN}` } }))).status).toBe(404);
    } finally {
      await bare.stop();
    }
  });

  it('counts requests, operations, sockets, subscriptions, events, the pool, mail and throttled sign-ins', async () => {
    const target = await archetypeIn(w.publicProject.id, 'Metered');
    await fetch(`${base}/api/archetypes/${target.id}`);
    await fetch(`${base}/api/teams/00000000-0000-4000-8000-000000000000`);
    const gql = (query: string, operationName?: string) =>
      fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, operationName }) });
    await gql('query MeteredRead { __typename }', 'MeteredRead');
    await gql('query MeteredFails { archetype(id: "not-a-uuid") { comments(first: -1) { totalCount } } }', 'MeteredFails');

    const live = subscribe(base, undefined, `subscription MeteredLive($id: ID!) { commentAdded(commentableType: archetype, commentableId: $id) { content } }`, { id: target.id });
    // The subscription starts asynchronously: comment until one arrives.
    for (let attempt = 0; attempt < 50 && live.events.length === 0; attempt += 1) {
      await comment(target, 'probe', w.outsider.token);
      await until(() => live.events.length > 0, 200).catch(() => {});
    }
    expect(live.events.length).toBeGreaterThan(0);
    const during = await scrape();
    expect(sample(during, 'sideboard_websockets_open')).toBe(1);
    expect(sample(during, 'sideboard_subscriptions_active')).toBe(1);
    await live.close();

    for (let attempt = 0; attempt < 11; attempt += 1) {
      await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: w.member.email, password: 'wrong password 1' }) });
    }

    const text = await scrape();
    expect(sample(text, 'sideboard_http_requests_total', { method: 'GET', route: '/api/archetypes/:id', status: '200' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'sideboard_http_requests_total', { method: 'GET', route: '/api/teams/:id', status: '404' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'sideboard_http_requests_total', { method: 'POST', route: '/graphql', status: '200' })).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'sideboard_http_request_duration_seconds_count', { route: '/api/archetypes/:id', status: '200' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'sideboard_graphql_operations_total', { operation: 'MeteredRead', type: 'query' })).toBe(1);
    expect(sample(text, 'sideboard_graphql_operation_duration_seconds_count', { operation: 'MeteredRead' })).toBe(1);
    expect(sample(text, 'sideboard_graphql_operation_errors_total', { operation: 'MeteredRead' })).toBeUndefined();
    expect(sample(text, 'sideboard_graphql_operation_errors_total', { operation: 'MeteredFails' })).toBe(1);
    expect(sample(text, 'sideboard_graphql_operations_total', { operation: 'MeteredLive', type: 'subscription' })).toBe(1);
    expect(sample(text, 'sideboard_websockets_open')).toBe(0);
    expect(sample(text, 'sideboard_subscriptions_active')).toBe(0);
    expect(sample(text, 'sideboard_event_bus_lag_seconds_count')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'sideboard_database_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'sideboard_database_pool_connections', { state: 'waiting' })).toBe(0);
    expect(sample(text, 'sideboard_mail_sent_total')).toBeGreaterThanOrEqual(5);
    expect(sample(text, 'sideboard_throttle_refusals_total', { rule: 'sign-in' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'sideboard_process_resident_memory_bytes')).toBeGreaterThan(0);
  });
});

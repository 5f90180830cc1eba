// The process's Prometheus metrics (prom-client), served at /metrics when METRICS_TOKEN is set. One registry per
// process, like the scrape target it is: code that has something to count imports `metrics` and counts it.
import type pg from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'sideboard_' });

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const pools = new Set<pg.Pool>();

export const metrics = {
  httpRequests: new Counter({ name: 'sideboard_http_requests_total', help: 'HTTP requests by route and status', labelNames: ['method', 'route', 'status'], registers: [registry] }),
  httpDuration: new Histogram({ name: 'sideboard_http_request_duration_seconds', help: 'Time to answer an HTTP request (to the first byte of a stream)', labelNames: ['method', 'route', 'status'], buckets: SECONDS, registers: [registry] }),
  graphqlOperations: new Counter({ name: 'sideboard_graphql_operations_total', help: 'GraphQL operations by name and type, over HTTP and WebSocket', labelNames: ['operation', 'type'], registers: [registry] }),
  graphqlErrors: new Counter({ name: 'sideboard_graphql_operation_errors_total', help: 'GraphQL operations whose result carried errors', labelNames: ['operation', 'type'], registers: [registry] }),
  graphqlDuration: new Histogram({ name: 'sideboard_graphql_operation_duration_seconds', help: 'Time to execute a GraphQL query or mutation', labelNames: ['operation', 'type'], buckets: SECONDS, registers: [registry] }),
  webSockets: new Gauge({ name: 'sideboard_websockets_open', help: 'Open GraphQL WebSocket connections', registers: [registry] }),
  subscriptions: new Gauge({ name: 'sideboard_subscriptions_active', help: 'GraphQL subscriptions running over WebSocket', registers: [registry] }),
  eventLag: new Histogram({ name: 'sideboard_event_bus_lag_seconds', help: 'Time from an event being published to its arrival at this instance', buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5], registers: [registry] }),
  mailSent: new Counter({ name: 'sideboard_mail_sent_total', help: 'Mails the mail server accepted', registers: [registry] }),
  mailFailed: new Counter({ name: 'sideboard_mail_failed_total', help: 'Failed mail deliveries; final="true" when the mail was given up', labelNames: ['final'], registers: [registry] }),
  throttleRefusals: new Counter({ name: 'sideboard_throttle_refusals_total', help: 'Requests refused by a rate limit (sign-in, verification mail, invitations)', labelNames: ['rule'], registers: [registry] }),
};

new Gauge({
  name: 'sideboard_database_pool_connections',
  help: 'Database pool connections: in use, idle, and requests waiting for one',
  labelNames: ['state'],
  registers: [registry],
  collect() {
    const sum = (count: (pool: pg.Pool) => number) => [...pools].reduce((total, pool) => total + count(pool), 0);
    this.set({ state: 'in_use' }, sum((pool) => pool.totalCount - pool.idleCount));
    this.set({ state: 'idle' }, sum((pool) => pool.idleCount));
    this.set({ state: 'waiting' }, sum((pool) => pool.waitingCount));
  },
});

/** Reports a pool's use until the returned function is called. */
export function watchPool(pool: pg.Pool): () => void {
  pools.add(pool);
  return () => pools.delete(pool);
}

/**
 * A label that comes from clients (an operation's name) would let them create series without end: names are kept
 * as they are while they look like names and fewer than MAX_NAMES are known; the rest count as "(other)".
 */
const MAX_NAMES = 500;
const knownNames = new Set<string>();
export function boundedName(name: string | null | undefined): string {
  if (!name) return '(anonymous)';
  if (knownNames.has(name)) return name;
  if (!/^\w{1,64}$/.test(name) || knownNames.size >= MAX_NAMES) return '(other)';
  knownNames.add(name);
  return name;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']);
export const boundedMethod = (method: string) => (METHODS.has(method) ? method : 'OTHER');

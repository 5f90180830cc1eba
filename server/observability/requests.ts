// What the app notes about each HTTP request: an id (answered in X-Request-Id), who made it, what it was, how it
// ended and how long it took; one log line per request. Hono's middleware (REST, the web client) and a Yoga plugin
// (/graphql, which Yoga serves on Node's request path) both end here, so both paths log alike.
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { log } from './logger.ts';
import { boundedMethod, metrics } from './metrics.ts';

export const REQUEST_ID_HEADER = 'x-request-id';

/** An id a proxy in front of us may have given the request: short and plain, so it is safe in logs. */
const FORWARDED_ID = /^[\w.:-]{1,128}$/;

/** What is known of a request while it runs; filled in by whoever learns it. */
export interface RequestNote {
  id: string;
  started: number;
  method: string;
  path: string;
  /** What it asked for: `GET /api/projects/:id`, or the GraphQL operation's name, once known. */
  operation: string | null;
  /** The route it reached, for metrics: a pattern (`/api/projects/:id`), `/graphql`, or `(web client)`. */
  route: string;
  userId: string | null;
}

const notes = new WeakMap<Request, RequestNote>();

/**
 * Starts the note of a request. Behind a trusted proxy (TRUST_PROXY) its X-Request-Id is kept, so one id follows the
 * request through both logs; otherwise a client could choose ids, and every request gets a new one.
 */
export function noteRequest(request: Request, trustProxy: boolean): RequestNote {
  const forwarded = trustProxy ? request.headers.get(REQUEST_ID_HEADER) : null;
  const note: RequestNote = {
    id: forwarded && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID(),
    started: performance.now(),
    method: request.method,
    path: new URL(request.url).pathname,
    operation: null,
    route: '/graphql',
    userId: null,
  };
  notes.set(request, note);
  return note;
}

/** The note of a request under way, for the layers that learn its user or operation. */
export function requestNote(request: Request | undefined): RequestNote | undefined {
  return request && notes.get(request);
}

/** Probes answered every few seconds: their lines are debug, so they do not drown the rest. */
const PROBES = new Set(['/api/health', '/api/ready', '/metrics']);

/** Ends a request: its log line and its metrics. */
export function finishRequest(note: RequestNote, status: number): void {
  const seconds = (performance.now() - note.started) / 1000;
  const labels = { method: boundedMethod(note.method), route: note.route, status: String(status) };
  metrics.httpRequests.inc(labels);
  metrics.httpDuration.observe(labels, seconds);
  const durationMs = Math.round(seconds * 10_000) / 10;
  const level = status >= 500 ? 'error' : PROBES.has(note.path) ? 'debug' : 'info';
  log.fields(level, { requestId: note.id, method: note.method, path: note.path, operation: note.operation, userId: note.userId, status, durationMs }, 'request');
}

/** Hono's side: notes every request but /graphql's (the Yoga plugin's), answers its id and logs it when done. */
export function requestLog(trustProxy: boolean): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.path === '/graphql') return next();
    const note = noteRequest(c.req.raw, trustProxy);
    await next();
    const api = c.req.path.startsWith('/api/') || c.req.path === '/metrics';
    note.route = api ? routePath(c) : '(web client)';
    note.operation ??= api ? `${c.req.method} ${note.route}` : null;
    c.res.headers.set(REQUEST_ID_HEADER, note.id);
    finishRequest(note, c.res.status);
  };
}

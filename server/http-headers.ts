// What every HTTP response carries, whoever serves it (the web client, /api, /graphql, the API docs, GraphiQL): no
// MIME sniffing, no framing, a strict referrer policy, and a Content-Security-Policy. Pages get the policy their
// content needs; everything else (JSON, CSV) gets one that allows nothing. No policy allows another origin for
// anything but the card images of the catalog sources, which the web client shows from where the sources keep them.
// CORS answers only the origins in CORS_ORIGINS.
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { CARD_IMAGE_ORIGINS } from './domain/cards/sources/index.ts';

/** Largest accepted request body: a pasted decklist or a CSV of matches fits many times over. */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;

/** CSP directives and their sources. */
export type Policy = Record<string, string[]>;

const NOTHING = ["'none'"];

export const POLICIES = {
  /** JSON, CSV and other data: nothing to run or load, never framed. */
  data: { 'default-src': NOTHING, 'frame-ancestors': NOTHING, 'base-uri': NOTHING, 'form-action': NOTHING },
  /** The built web client: its own scripts only (no inline script), live updates over WebSockets. */
  webClient: {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...CARD_IMAGE_ORIGINS],
    'connect-src': ["'self'", 'ws:', 'wss:'],
    'font-src': ["'self'", 'data:'],
    'object-src': NOTHING,
    'base-uri': ["'self'"],
    'frame-ancestors': NOTHING,
    'form-action': ["'self'"],
  },
  /** /api/docs: one inline style sheet (allowed by its hash), no script, links only. */
  apiDocs: (styleHashes: string[]): Policy => ({ 'default-src': NOTHING, 'style-src': styleHashes, 'frame-ancestors': NOTHING, 'base-uri': NOTHING, 'form-action': NOTHING }),
  /**
   * GraphiQL, as @graphql-yoga/render-graphiql renders it: one inline script (allowed by its hash) that starts the
   * editor's workers from blob: URLs and injects styles; its icon and fonts are data: URLs; queries go to /graphql
   * and subscriptions over a WebSocket to the same host.
   */
  graphiql: (scriptHashes: string[]): Policy => ({
    'default-src': NOTHING,
    'script-src': scriptHashes,
    'worker-src': ['blob:'],
    'style-src': ["'unsafe-inline'"],
    'img-src': ['data:'],
    'font-src': ['data:'],
    'connect-src': ["'self'", 'ws:', 'wss:'],
    'frame-ancestors': NOTHING,
    'base-uri': NOTHING,
    'form-action': NOTHING,
  }),
};

export const cspHeader = (policy: Policy): string =>
  Object.entries(policy)
    .map(([directive, sources]) => [directive, ...sources].join(' '))
    .join('; ');

/** The CSP hash sources of a page's inline <script> or <style> blocks, so that a policy allows exactly those. */
export function inlineHashes(html: string, tag: 'script' | 'style'): string[] {
  return [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
  );
}

/** A handler's or a mount's own policy: set on its responses, which the app-wide default then leaves alone. */
export const withPolicy =
  (policy: Policy): MiddlewareHandler =>
  async (c, next) => {
    await next();
    c.res.headers.set('Content-Security-Policy', cspHeader(policy));
  };

/**
 * The headers every answer carries besides its CSP. Set by this list on both ways an answer leaves the app: Hono's
 * middleware below, and the GraphQL server's own plugin (graphql/http-edge.ts), which serves /graphql without Hono.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Origin-Agent-Cluster': '?1',
  'X-DNS-Prefetch-Control': 'off',
  'X-Permitted-Cross-Domain-Policies': 'none',
  'X-XSS-Protection': '0',
};

export const DATA_POLICY = cspHeader(POLICIES.data);

/** Sets the security headers, and the data policy where no handler set a policy of its own. */
export function applySecurityHeaders(headers: Headers): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) headers.set(name, value);
  if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', DATA_POLICY);
}

/** The app-wide headers; registered first, so they wrap every route. */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    applySecurityHeaders(c.res.headers);
  };
}

/** What CORS allows a listed origin: the same on /api (Hono's cors) and /graphql (Yoga's). */
export const CORS_RULES = {
  methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
  allowedHeaders: ['Authorization', 'Content-Type'],
  exposedHeaders: ['Retry-After', 'Content-Disposition', 'X-Request-Id'],
  maxAgeSeconds: 600,
};

/**
 * CORS for the listed origins only (exact matches): their preflights and requests get the CORS headers, with
 * credentials allowed; any other Origin gets no CORS header at all (the browser then refuses to share the answer).
 */
export function corsForOrigins(origins: string[]): MiddlewareHandler {
  const listed = new Set(origins);
  const allow = cors({
    origin: (origin) => (listed.has(origin) ? origin : null),
    credentials: true,
    allowMethods: CORS_RULES.methods,
    allowHeaders: CORS_RULES.allowedHeaders,
    exposeHeaders: CORS_RULES.exposedHeaders,
    maxAge: CORS_RULES.maxAgeSeconds,
  });
  return async (c, next) => {
    if (listed.has(c.req.header('origin') ?? '')) return allow(c, next);
    await next();
    // The answer differs by origin once any is listed: shared caches must keep them apart.
    if (listed.size) c.res.headers.append('Vary', 'Origin');
  };
}

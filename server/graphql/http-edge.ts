// What the HTTP edge does for /graphql, as Yoga plugins: /graphql is served by Yoga's own Node adapter, not through
// Hono (measured: Hono's request and response conversions around Yoga halved GraphQL throughput, BENCHMARKS.md), so
// the headers, CORS, body limit and compression the rest of the app gets from Hono middleware come from here, from
// the same rules (http-headers.ts).
import { useContentEncoding } from '@whatwg-node/server';
import { getOperationAST, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { applySecurityHeaders, CORS_RULES } from '../http-headers.ts';
import { finishRequest, noteRequest, REQUEST_ID_HEADER, requestNote } from '../observability/requests.ts';
import type { RequestContext } from '../context.ts';
import type { GraphiQLPage } from './graphiql.ts';

/** Security headers on every /graphql answer; GraphiQL's page gets its own CSP. */
export function useSecurityHeaders(graphiql: GraphiQLPage | null): Plugin {
  return {
    onResponse({ response }) {
      if (graphiql && response.headers.get('content-type')?.startsWith('text/html')) {
        response.headers.set('Content-Security-Policy', graphiql.contentSecurityPolicy());
      }
      applySecurityHeaders(response.headers);
    },
  };
}

/** Yoga's CORS option: the listed origins only (exact matches), with credentials; any other origin gets nothing. */
export function corsFor(origins: readonly string[]) {
  const listed = new Set(origins);
  return (request: Request) => {
    const origin = request.headers.get('origin') ?? '';
    if (!listed.has(origin)) return false as const;
    return {
      origin: [origin],
      credentials: true,
      methods: CORS_RULES.methods,
      allowedHeaders: CORS_RULES.allowedHeaders,
      exposedHeaders: CORS_RULES.exposedHeaders,
      maxAge: CORS_RULES.maxAgeSeconds,
    };
  };
}

/** Once any origin is listed, answers differ by Origin: shared caches must keep them apart. */
export function useVaryOrigin(origins: readonly string[]): Plugin {
  return origins.length ? { onResponse: ({ response }) => response.headers.append('Vary', 'Origin') } : {};
}

/** Bodies over `maxBytes` (by Content-Length) are refused with 413 before they are read. */
export function useBodyLimit(maxBytes: number): Plugin {
  return {
    onRequest({ request, endResponse, fetchAPI }) {
      if (Number(request.headers.get('content-length') ?? 0) <= maxBytes) return;
      const body = JSON.stringify({ message: `Request body is too large (max ${maxBytes / 1024 / 1024} MB)`, code: 'PAYLOAD_TOO_LARGE' });
      endResponse(new fetchAPI.Response(body, { status: 413, headers: { 'content-type': 'application/json' } }));
    },
  };
}

/** Below this, compressing costs more than it saves. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * gzip (or another encoding the client accepts) for answers worth it, through @whatwg-node/server's plugin; never
 * for event streams, which compression would hold back.
 */
export function useCompression(): Plugin {
  const encoding = useContentEncoding();
  return {
    onRequest: encoding.onRequest as Plugin['onRequest'],
    onResponse(payload) {
      const { headers } = payload.response;
      if (headers.get('content-type')?.startsWith('text/event-stream')) return;
      const length = headers.get('content-length');
      if (length !== null && Number(length) < COMPRESS_FROM_BYTES) return;
      return encoding.onResponse?.(payload as never);
    },
  };
}

/**
 * The request log for /graphql (observability/requests.ts), as Hono's middleware does it for the rest: an id
 * answered in X-Request-Id, the operation's name and the viewer once known, one line when the answer starts (for a
 * subscription over SSE, when its stream opens).
 */
export function useRequestLog(trustProxy: boolean): Plugin<RequestContext & { request?: Request }> {
  const learn = ({ args }: { args: { contextValue: RequestContext & { request?: Request }; document: DocumentNode; operationName?: string | null } }) => {
    const note = requestNote(args.contextValue.request);
    if (!note) return;
    note.operation = getOperationAST(args.document, args.operationName)?.name?.value ?? '(anonymous)';
    note.userId = args.contextValue.viewer.user?.id ?? null;
  };
  return {
    onRequest: ({ request }) => void noteRequest(request, trustProxy),
    // The name the client gave, for operations that fail before they run (parse, validation, limits).
    onParams({ request, params }) {
      const note = requestNote(request);
      if (note) note.operation = params.operationName ?? null;
    },
    onExecute: learn,
    onSubscribe: learn,
    onResponse({ request, response }) {
      const note = requestNote(request);
      if (!note) return;
      response.headers.set(REQUEST_ID_HEADER, note.id);
      finishRequest(note, response.status);
    },
  };
}

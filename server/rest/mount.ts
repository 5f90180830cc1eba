// Mounts the route table on a Hono app below /api: decode (token, query, JSON body, wire names), call the handler,
// encode. Validation is the services' (the same for GraphQL); problems go back under the names the client used.
import { Hono, type Context } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { clientAddress } from '../client-address.ts';
import { bearerToken, createRequestContext, type AppDeps } from '../context.ts';
import { ValidationError } from '../domain/errors.ts';
import { unstorableText } from '../domain/validation/storable-text.ts';
import { errorResponse } from './errors.ts';
import { requestNote } from '../observability/requests.ts';
import { FileResult, WithStatus, type Route } from './route.ts';
import { apiDocsHtml } from './api-docs-html.ts';
import { openApiDocument } from './openapi.ts';
import { commandFields, withWireNames } from './wire-names.ts';
import { refuseUnknownQuery } from './query-parameters.ts';
import { PathPatterns } from './path-patterns.ts';
import { pagedAtEdge, pageOf, takePage, TOTAL_HEADER } from './paging.ts';
import { inlineHashes, POLICIES, withPolicy } from '../http-headers.ts';

async function readJsonBody(request: Request): Promise<object> {
  const text = await request.text();
  if (!text.trim()) return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ValidationError('Malformed JSON body');
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new ValidationError('Request body must be a JSON object');
  return body;
}

/** Query strings as an object: one value → string, a repeated key (?tags=a&tags=b) → array. */
function queryObject(c: Context): Record<string, string | string[]> {
  return Object.fromEntries(Object.entries(c.req.queries()).map(([key, values]) => [key, values.length === 1 ? values[0] : values]));
}

export function createRestApi(deps: AppDeps, routes: Route[]): Hono<{ Bindings: HttpBindings }> {
  const api = new Hono<{ Bindings: HttpBindings }>();
  const openApi = openApiDocument(routes);
  const docs = apiDocsHtml(openApi);
  api.get('/openapi.json', (c) => c.json(openApi));
  api.get('/docs', withPolicy(POLICIES.apiDocs(inlineHashes(docs, 'style'))), (c) => c.html(docs));
  const patterns = new PathPatterns(routes);
  for (const definition of routes) {
    const paged = pagedAtEdge(definition);
    const parameterised = definition.path.includes('/:');
    api.on(definition.method, definition.path, async (c, next) => {
      // PUT /teams/public matches PUT /teams/:id, but the path is /teams/public's: answered below as a 405. Only a
      // path with parameters can match a request meant for another route.
      if (parameterised && patterns.patternOf(c.req.path.replace(/^\/api/, '')) !== definition.path) return next();
      try {
        const ctx = await createRequestContext(deps, bearerToken(c.req.header('authorization')), clientAddress(c.req.raw, c.env?.incoming, deps.config.trustProxy));
        const note = requestNote(c.req.raw);
        if (note) note.userId = ctx.viewer.user?.id ?? null;
        // Who is asking is settled before what they sent: an anonymous call with a bad body is a 401, not a 400.
        if (definition.auth === 'required') ctx.viewer.requireUser();
        // A read-only access token may call GET only: every other call changes something.
        if (definition.method !== 'GET') ctx.viewer.refuseReadOnly();
        const { page, rest: rawQuery } = paged ? takePage(queryObject(c)) : { page: null, rest: queryObject(c) };
        refuseUnknownQuery(rawQuery, definition.query);
        // A DELETE reads a body only where it declares one (deleting one's account takes the password).
        const json = definition.method === 'POST' || definition.method === 'PUT' || (definition.method === 'DELETE' && definition.body) ? await readJsonBody(c.req.raw) : undefined;
        const unstorableAt = unstorableText({ ...c.req.param(), ...rawQuery, ...(json as object | undefined) });
        if (unstorableAt !== null) throw new ValidationError(unstorableAt.message, [{ field: unstorableAt.path || '(input)', message: unstorableAt.message }]);
        const query = definition.query ? commandFields(rawQuery, definition.query) : {};
        const body = json && definition.body ? commandFields(json, definition.body) : json;
        const result = await definition.handler(ctx, { params: c.req.param(), query, body });
        if (result instanceof WithStatus) return c.json(result.body, result.status as 200);
        if (result instanceof FileResult) {
          return c.body(result.body, 200, {
            'Content-Type': result.contentType,
            'Content-Disposition': `attachment; filename="${result.filename.replace(/["\\\r\n]/g, '_')}"`,
          });
        }
        if (page && Array.isArray(result)) return c.json(pageOf(result, page), 200, { [TOTAL_HEADER]: String(result.length) });
        return c.json(result as object, definition.status ?? 200);
      } catch (error) {
        const { status, body, headers } = errorResponse(withWireNames(error));
        return c.json(body, status as 400, headers);
      }
    });
  }
  // A catch-all route rather than notFound(): a sub-app's notFound handler is not used once mounted.
  api.all('*', (c) => {
    const allowed = patterns.allowed(c.req.path.replace(/^\/api/, ''));
    if (allowed.length && c.req.method === 'OPTIONS') return c.body(null, 204, { Allow: allowed.join(', ') });
    if (allowed.length) {
      return c.json({ message: `${c.req.method} is not supported here (${allowed.join(', ')} are)`, code: 'METHOD_NOT_ALLOWED' }, 405, { Allow: allowed.join(', ') });
    }
    return c.json({ message: `No such API call: ${c.req.method} ${c.req.path}`, code: 'NOT_FOUND' }, 404);
  });
  return api;
}

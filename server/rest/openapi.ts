// The OpenAPI 3.1 description of /api, generated from the route table: paths, methods, summaries, auth, parameters,
// bodies and every answer come from the same definitions the server runs, their schemas from the same zod schemas.
import { errorBodySchema } from './errors.ts';
import { queryParameterSchema, SchemaComponents, type JsonSchema } from './openapi-schemas.ts';
import type { ExtraErrorStatus, Route } from './route.ts';
import { pagedAtEdge, pageParameters, totalHeader } from './paging.ts';

export const openApiPath = (path: string) => `/api${path.replace(/:(\w+)/g, '{$1}')}`;
const pathParams = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]);

/** The operation id: the method and the path's words, e.g. getTeamsIdMembers. */
export const operationId = (route: Route) => `${route.method.toLowerCase()}${route.path.replace(/[/:]+(\w)/g, (_, c: string) => c.toUpperCase()).replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}`;

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input; nothing was changed.',
  401: 'Missing, invalid or expired access token.',
  403: 'Not allowed for this user (or their email is not verified).',
  404: 'Not found, or not visible to this user.',
  409: 'Conflicts with what exists (e.g. a name or address already taken).',
  413: 'The request body is too large.',
  422: 'The mail server refused the address; nothing was changed.',
  429: 'Too many attempts; wait for the Retry-After seconds.',
  500: 'An unexpected failure on the server; the request may be retried.',
  503: 'The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds.',
};

function errorStatuses(route: Route): number[] {
  const shared = [400, 401, 403, 404, ...(route.body ? [413] : []), 500, 503];
  return [...new Set<number>([...shared, ...(route.errors ?? ([] as ExtraErrorStatus[]))])].sort();
}

function content(schema: JsonSchema, mediaType = 'application/json') {
  return { [mediaType]: { schema } };
}

function operation(route: Route, components: SchemaComponents) {
  const query = route.query ? components.request(route.query) : null;
  const queryProperties = (query?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((query?.required as string[] | undefined) ?? []);
  const status = route.status ?? 200;
  const error = { $ref: '#/components/schemas/Error' };
  const paged = pagedAtEdge(route);
  const responses: Record<string, unknown> = {
    [status]: { description: status === 201 ? 'Created.' : 'Success.', ...(paged ? { headers: totalHeader } : {}), content: content(components.response(route.response), route.mediaType) },
  };
  for (const [other, schema] of Object.entries(route.otherResponses ?? {})) {
    responses[other] = { description: other === '503' ? 'A service it depends on is down.' : 'Success.', content: content(components.response(schema)) };
  }
  // A status the route answers with a body of its own (health's 503 is its report) keeps that body's schema.
  for (const code of errorStatuses(route)) responses[code] ??= { description: ERROR_DESCRIPTIONS[code], content: content(error) };
  return {
    summary: route.summary,
    tags: [route.tag],
    operationId: operationId(route),
    description: [
      route.deprecated ? `Deprecated: ${route.deprecated}` : '',
      route.auth === 'required' ? 'Needs a signed-in user (a bearer token).' : 'Open to visitors; with a token, its user sees what they may.',
      route.method === 'GET' ? '' : 'A read-only personal token may not call it.',
    ]
      .filter(Boolean)
      .join(' '),
    ...(route.deprecated ? { deprecated: true } : {}),
    security: route.auth === 'required' ? [{ bearerAuth: [] }] : [{}, { bearerAuth: [] }],
    parameters: [
      ...pathParams(route.path).map((name) => ({ name, in: 'path', required: true, schema: { type: 'string', format: 'uuid' } })),
      ...Object.entries(queryProperties).map(([name, schema]) => ({
        name,
        in: 'query',
        required: required.has(name),
        schema: queryParameterSchema(schema),
        ...(JSON.stringify(schema).includes('"array"') ? { style: 'form', explode: true } : {}),
      })),
      ...(paged ? pageParameters() : []),
    ],
    ...(route.body ? { requestBody: { required: true, content: content(components.request(route.body)) } } : {}),
    responses,
  };
}

export function openApiDocument(routes: Route[], version = '1.0.0') {
  const components = new SchemaComponents();
  components.response(errorBodySchema);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    paths[openApiPath(route.path)] ??= {};
    paths[openApiPath(route.path)][route.method.toLowerCase()] = operation(route, components);
  }
  const tags = [...new Set(routes.map((route) => route.tag))].sort().map((name) => ({ name, description: `Calls about ${name.toLowerCase()}.` }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Sideboard REST API',
      version,
      description:
        'The REST facade of Sideboard. Send JSON; authenticate with `Authorization: Bearer <access_token>` from POST /api/auth/login, and refresh with POST /api/auth/refresh. Errors are `{ message, code }` with a matching HTTP status. The same data is available through GraphQL at /graphql.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/', description: 'This server.' }],
    tags,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description:
            'An access token from POST /api/auth/login (refreshed with POST /api/auth/refresh) or a personal access token from POST /api/tokens (scope read: GET calls only). Both are opaque to clients: send them as they are.',
        },
      },
      schemas: Object.fromEntries(Object.entries(components.schemas).sort(([a], [b]) => a.localeCompare(b))),
    },
    paths,
  };
}

// The OpenAPI 3.1 description of /api, generated from the route table (paths, methods, summaries, auth, query
// parameters and body schemas come from the same definitions the server runs), and a readable HTML rendering.
import { z } from 'zod';
import { escapeHtml } from '../mail/escape-html.ts';
import type { Route } from './route.ts';
import { objectSchemaOf, wireName } from './wire-names.ts';

type JsonSchema = Record<string, unknown>;

/**
 * The JSON schema of what a client sends: the command schema's input, its fields under their wire names. A field is
 * required when leaving it out is refused (some required fields also read absence, to answer it with their message).
 */
function jsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, properties, required: _required, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  if (!properties) return rest;
  const shape = objectSchemaOf(schema)?.shape ?? {};
  const required = Object.keys(shape).filter((name) => !(shape[name] as z.ZodType).safeParse(undefined).success);
  return {
    ...rest,
    properties: Object.fromEntries(Object.entries(properties as JsonSchema).map(([name, field]) => [wireName(name), wireNamed(field)])),
    ...(required.length ? { required: required.map(wireName) } : {}),
  };
}

/** Nested objects' properties (a match's games) under their wire names too. */
function wireNamed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(wireNamed);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => {
      if (key === 'properties' && inner && typeof inner === 'object') return [key, Object.fromEntries(Object.entries(inner).map(([name, field]) => [wireName(name), wireNamed(field)]))];
      if (key === 'required' && Array.isArray(inner)) return [key, inner.map((name) => (typeof name === 'string' ? wireName(name) : name))];
      return [key, wireNamed(inner)];
    }),
  );
}

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
const pathParams = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]);

const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });

function operation(route: Route) {
  const query = route.query ? jsonSchema(route.query) : null;
  const queryProperties = (query?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((query?.required as string[] | undefined) ?? []);
  return {
    summary: route.summary,
    tags: [route.tag],
    operationId: `${route.method.toLowerCase()}${route.path.replace(/[/:]+(\w)/g, (_, c: string) => c.toUpperCase())}`,
    ...(route.auth === 'required' ? { security: [{ bearerAuth: [] }] } : { security: [{}, { bearerAuth: [] }] }),
    parameters: [
      ...pathParams(route.path).map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
      ...Object.entries(queryProperties).map(([name, schema]) => ({
        name,
        in: 'query',
        required: required.has(name),
        schema,
        ...(JSON.stringify(schema).includes('"array"') ? { style: 'form', explode: true } : {}),
      })),
    ],
    ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(route.body) } } } } : {}),
    responses: {
      [String(route.status ?? 200)]: { description: route.status === 204 ? 'Done.' : 'Success.', content: route.status === 204 ? undefined : { 'application/json': {} } },
      400: errorResponse('Invalid input; nothing was changed.'),
      ...(route.auth === 'required' ? { 401: errorResponse('Missing, invalid or expired access token.') } : {}),
      403: errorResponse('Not allowed for this user.'),
      404: errorResponse('Not found, or not visible to this user.'),
    },
  };
}

export function openApiDocument(routes: Route[], version = '1.0.0') {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    paths[openApiPath(`/api${route.path}`)] ??= {};
    paths[openApiPath(`/api${route.path}`)][route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Sideboard REST API',
      version,
      description:
        'The REST facade of Sideboard. Send JSON; authenticate with `Authorization: Bearer <access_token>` from POST /api/auth/login, and refresh with POST /api/auth/refresh. Errors are `{ message, code }` with a matching HTTP status. The same data is available through GraphQL at /graphql.',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        Error: {
          type: 'object',
          required: ['message', 'code'],
          properties: {
            message: { type: 'string', description: 'What went wrong, for people.' },
            code: { type: 'string', description: 'Stable machine-readable code (VALIDATION, UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, …).' },
            problems: { type: 'array', items: { type: 'object', properties: { field: { type: 'string' }, message: { type: 'string' } } } },
          },
        },
      },
    },
    paths,
  };
}

/** A self-contained, readable page of every call (no scripts, so it passes the strict CSP). */
export function apiDocsHtml(routes: Route[]): string {
  const byTag = new Map<string, Route[]>();
  for (const route of routes) byTag.set(route.tag, [...(byTag.get(route.tag) ?? []), route]);
  const schemaBlock = (label: string, schema?: z.ZodType) =>
    schema ? `<details><summary>${label}</summary><pre>${escapeHtml(JSON.stringify(jsonSchema(schema), null, 2))}</pre></details>` : '';
  const sections = [...byTag]
    .map(
      ([tag, list]) => `<section><h2 id="${escapeHtml(tag.toLowerCase())}">${escapeHtml(tag)}</h2>${list
        .map(
          (r) => `<article><h3><span class="method ${r.method.toLowerCase()}">${r.method}</span> <code>/api${escapeHtml(r.path)}</code>${
            r.auth === 'required' ? ' <span class="auth">sign-in required</span>' : ''
          }</h3><p>${escapeHtml(r.summary)}</p>${schemaBlock('Query parameters', r.query)}${schemaBlock('JSON body', r.body)}</article>`,
        )
        .join('')}</section>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sideboard REST API</title><style>
body{font-family:system-ui,sans-serif;max-width:960px;margin:0 auto;padding:24px;color:#1b2132;line-height:1.5}
h1{margin-bottom:4px}h2{border-bottom:1px solid #dfe3ec;padding-bottom:4px;margin-top:32px}h3{font-size:16px;margin:16px 0 4px}
code,pre{font-family:ui-monospace,Menlo,monospace;font-size:13px}pre{background:#f1f3f9;padding:12px;border-radius:6px;overflow:auto}
.method{display:inline-block;min-width:60px;text-align:center;border-radius:4px;color:#fff;font-size:12px;padding:2px 6px}
.get{background:#15803d}.post{background:#4338ca}.put{background:#a15c07}.delete{background:#b91c1c}.auth{font-size:12px;color:#5f6880}
article{border-bottom:1px dashed #e5e7ef;padding-bottom:8px}</style></head><body>
<h1>Sideboard REST API</h1><p>Every call of <code>/api</code>. Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1). Send JSON and <code>Authorization: Bearer &lt;access_token&gt;</code>; errors are <code>{ "message", "code" }</code>. GraphQL is at <a href="/graphql">/graphql</a>.</p>
<nav>${[...byTag.keys()].map((tag) => `<a href="#${escapeHtml(tag.toLowerCase())}">${escapeHtml(tag)}</a>`).join(' · ')}</nav>${sections}</body></html>`;
}

// Checks every /api answer the API tests receive against the OpenAPI document: the operation must document the
// status, and a JSON body must match that status's schema. Components are strict (additionalProperties: false), so
// an undocumented field fails as surely as a wrong type.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { openApiDocument, openApiPath } from '../../../server/rest/openapi.ts';
import { routes } from '../../../server/rest/routes.ts';
import { PathPatterns } from '../../../server/rest/path-patterns.ts';

const document = openApiDocument(routes);
const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats.default(ajv);
ajv.addSchema(document, 'openapi.json');

/** Calls of /api that are not in the route table: the document itself and its page. */
const UNDOCUMENTED = new Set(['GET /openapi.json', 'GET /docs']);
const pointer = (...parts: string[]) => parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

const patterns = new PathPatterns(routes);

/** The call that serves `method path`: the route of the path's pattern (a literal path beats a parameter). */
function routeOf(method: string, path: string) {
  const pattern = patterns.patternOf(path.split('?')[0]);
  return routes.find((route) => route.method === method && route.path === pattern);
}

/**
 * Throws when an answer of `method path` (below /api) is not what the document describes. Answers of unknown paths
 * and methods (404, 405) are errors in the Error shape; OPTIONS answers no body.
 */
export function checkAnswer(method: string, path: string, status: number, contentType: string, body: unknown): void {
  if (UNDOCUMENTED.has(`${method} ${path.split('?')[0]}`)) return;
  // OPTIONS answers 204 with an Allow header and no body, on every path of the table.
  if (method === 'OPTIONS' && status === 204 && body === null) return;
  const route = routeOf(method, path);
  const where = `${method} /api${path} → ${status}`;
  if (status === 413 || (!route && (status === 404 || status === 405))) return validate('#/components/schemas/Error', body, where);
  if (!route) throw new Error(`${where}: no such call in the route table`);
  const operation = `openapi.json#/${pointer('paths', openApiPath(route.path), route.method.toLowerCase(), 'responses')}`;
  const documented = document.paths[openApiPath(route.path)][route.method.toLowerCase()] as { responses: Record<string, { content: Record<string, unknown> }> };
  const response = documented.responses[String(status)];
  if (!response) throw new Error(`${where}: the document lists no ${status} answer for this call`);
  const mediaType = Object.keys(response.content)[0];
  if (!contentType.startsWith(mediaType)) throw new Error(`${where}: answered ${contentType}, the document says ${mediaType}`);
  if (mediaType === 'application/json') validate(`${operation}/${pointer(String(status), 'content', mediaType, 'schema')}`, body, where);
}

function validate(ref: string, body: unknown, where: string): void {
  const schemaRef = ref.startsWith('#') ? `openapi.json${ref}` : ref;
  const check = ajv.getSchema(schemaRef);
  if (!check) throw new Error(`${where}: no schema at ${schemaRef}`);
  if (!check(body)) throw new Error(`${where}: the answer does not match its documented schema:\n${ajv.errorsText(check.errors, { separator: '\n' })}\n${JSON.stringify(body).slice(0, 2000)}`);
}

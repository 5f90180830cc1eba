// A self-contained, readable page of every call of /api, rendered from the OpenAPI document (so it shows what the
// document says): parameters, body, answers with their models, and the models themselves. No scripts, so it passes
// the strict CSP.
import { escapeHtml } from '../mail/escape-html.ts';
import type { openApiDocument } from './openapi.ts';

type Document = ReturnType<typeof openApiDocument>;
interface Schema {
  $ref?: string;
  type?: unknown;
  items?: { $ref?: string };
  description?: string;
}
interface Operation {
  summary: string;
  tags: string[];
  security: object[];
  parameters: { name: string; in: string; schema: unknown }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema?: Schema }> }>;
}

const pre = (value: unknown) => `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;
const block = (label: string, value: unknown) => (value ? `<details><summary>${label}</summary>${pre(value)}</details>` : '');
const modelLink = (ref: string) => {
  const name = ref.replace('#/components/schemas/', '');
  return `<a href="#model-${escapeHtml(name)}">${escapeHtml(name)}</a>`;
};

/** A response's schema in one line: its model, a list of a model, or "see below". */
function schemaLabel(schema: Schema | undefined): string {
  if (!schema) return '';
  if (schema.$ref) return modelLink(schema.$ref);
  if (schema.type === 'array' && schema.items?.$ref) return `array of ${modelLink(schema.items.$ref)}`;
  return escapeHtml(String(schema.type ?? 'value'));
}

function operationHtml(path: string, method: string, op: Operation): string {
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const answers = Object.entries(op.responses)
    .map(([status, response]) => {
      const [mediaType, media] = Object.entries(response.content ?? {})[0] ?? [];
      const inline = media?.schema && !media.schema.$ref && !media.schema.items?.$ref ? block('schema', media.schema) : '';
      return `<li><code>${status}</code> ${escapeHtml(response.description)} ${schemaLabel(media?.schema)}${mediaType && mediaType !== 'application/json' ? ` (${escapeHtml(mediaType)})` : ''}${inline}</li>`;
    })
    .join('');
  const auth = op.security.some((s) => Object.keys(s).length === 0) ? '' : ' <span class="auth">sign-in required</span>';
  return `<article><h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code>${auth}</h3><p>${escapeHtml(op.summary)}</p>${
    queryParams.length ? block('Query parameters', Object.fromEntries(queryParams.map((p) => [p.name, p.schema]))) : ''
  }${block('JSON body', op.requestBody?.content['application/json'].schema)}<ul class="answers">${answers}</ul></article>`;
}

export function apiDocsHtml(document: Document): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods as Record<string, Operation>)) {
      const tag = op.tags[0];
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(path, method, op)]);
    }
  }
  const sections = [...byTag].map(([tag, ops]) => `<section><h2 id="${escapeHtml(tag.toLowerCase())}">${escapeHtml(tag)}</h2>${ops.join('')}</section>`).join('');
  const models = Object.entries(document.components.schemas)
    .map(([name, schema]) => `<article id="model-${escapeHtml(name)}"><h3>${escapeHtml(name)}</h3><p>${escapeHtml(String((schema as Schema).description ?? ''))}</p>${pre(schema)}</article>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sideboard REST API</title><style>
body{font-family:system-ui,sans-serif;max-width:960px;margin:0 auto;padding:24px;color:#1b2132;line-height:1.5}
h1{margin-bottom:4px}h2{border-bottom:1px solid #dfe3ec;padding-bottom:4px;margin-top:32px}h3{font-size:16px;margin:16px 0 4px}
code,pre{font-family:ui-monospace,Menlo,monospace;font-size:13px}pre{background:#f1f3f9;padding:12px;border-radius:6px;overflow:auto}
.method{display:inline-block;min-width:60px;text-align:center;border-radius:4px;color:#fff;font-size:12px;padding:2px 6px}
.get{background:#15803d}.post{background:#4338ca}.put{background:#a15c07}.delete{background:#b91c1c}.auth{font-size:12px;color:#5f6880}
.answers{margin:4px 0;padding-left:20px}article{border-bottom:1px dashed #e5e7ef;padding-bottom:8px}</style></head><body>
<h1>Sideboard REST API</h1><p>Every call of <code>/api</code>. Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1). Send JSON and <code>Authorization: Bearer &lt;access_token&gt;</code>; errors are <code>{ "message", "code" }</code> (the <a href="#model-Error">Error</a> model). GraphQL is at <a href="/graphql">/graphql</a>.</p>
<nav>${[...byTag.keys()].map((tag) => `<a href="#${escapeHtml(tag.toLowerCase())}">${escapeHtml(tag)}</a>`).join(' · ')} · <a href="#models">Models</a></nav>${sections}<section><h2 id="models">Models</h2>${models}</section></body></html>`;
}

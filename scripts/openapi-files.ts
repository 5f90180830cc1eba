// The files generated from the REST route table: openapi.json (the document /api/openapi.json serves, for tools
// that read it from the repository) and clients/rest/schema.ts (its TypeScript types, for openapi-fetch).
import { resolve } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { openApiDocument } from '../server/rest/openapi.ts';
import { routes } from '../server/rest/routes.ts';

const root = resolve(import.meta.dirname, '..');

export async function openApiFiles(): Promise<Record<string, string>> {
  const document = openApiDocument(routes);
  const types = astToString(await openapiTS(document as never, { alphabetize: true }));
  return {
    [resolve(root, 'openapi.json')]: JSON.stringify(document, null, 2) + '\n',
    [resolve(root, 'clients/rest/schema.ts')]: `// Generated from openapi.json by \`npm run openapi\`: do not edit.\n${types}`,
  };
}

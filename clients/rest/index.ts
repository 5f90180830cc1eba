// A typed client of Sideboard's REST API for scripts and tools: openapi-fetch over the types generated from the
// OpenAPI document (schema.ts), so paths, parameters, bodies and answers are checked by TypeScript.
import createClient, { type ClientOptions } from 'openapi-fetch';
import type { components, paths } from './schema.ts';

export type { components, paths };
/** The models of /api by name: Schemas['Team'], Schemas['Match'], Schemas['Error'], … */
export type Schemas = components['schemas'];

/** A client of the server at `baseUrl` (e.g. http://localhost:4000); other options as openapi-fetch's. */
export function createSideboardClient(baseUrl: string, options: Omit<ClientOptions, 'baseUrl'> = {}) {
  return createClient<paths>({ ...options, baseUrl });
}

/** The answer of a call, or an Error with the server's status and message when it failed. */
export async function answer<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (error !== undefined || !response.ok) {
    const message = (error as Schemas['Error'] | undefined)?.message ?? response.statusText;
    throw new Error(`${response.status} ${message} (${new URL(response.url).pathname})`);
  }
  return data as T;
}

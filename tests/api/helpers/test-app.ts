// A real app on a real database for API tests, driven in-process through app.fetch: a database of its own on the test
// run's embedded PostgreSQL server (test-database.ts), or the server DATABASE_URL names.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase } from './test-database.ts';
import { loadConfig, type Env } from '../../../server/config.ts';
import { createApp, type App } from '../../../server/app.ts';
import { checkAnswer } from './contract.ts';

export interface GraphQLResponse<T = Record<string, any>> {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown>; path?: string[] }[];
}

export interface RestResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestApp {
  app: App;
  dataDir: string;
  /** POST /graphql with an optional bearer token. */
  gql<T = Record<string, any>>(query: string, variables?: Record<string, unknown>, token?: string): Promise<GraphQLResponse<T>>;
  /** Calls /api{path}; throws when the answer is not what the OpenAPI document describes (helpers/contract.ts). */
  rest<T = any>(method: string, path: string, options?: { body?: unknown; token?: string; rawBody?: string; headers?: Record<string, string> }): Promise<RestResponse<T>>;
  /** Mails written to the outbox so far, oldest first, as raw .eml text. */
  outbox(): string[];
  stop(): Promise<void>;
}

/**
 * `webDist`: a built web client to serve (tests of the pages); without it the app serves the APIs only. `embedded`:
 * the app runs its own embedded server in its data directory, as with no configuration (a fresh initdb: slower).
 */
export async function startTestApp(env: Partial<Env> = {}, options: { webDist?: string; embedded?: boolean } = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sideboard-test-'));
  const database = env.DATABASE_URL || options.embedded ? undefined : await createTestDatabase();
  const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'error', PORT: '0', DATABASE_URL: database?.url, ...env }), webDist: options.webDist };
  const app = await createApp(config);
  const base = 'http://sideboard.test';
  return {
    app,
    dataDir,
    async gql(query, variables, token) {
      const response = await app.fetch(
        new Request(`${base}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify({ query, variables }),
        }),
      );
      return { status: response.status, ...(await response.json()) };
    },
    async rest(method, path, options = {}) {
      const hasBody = options.rawBody !== undefined || options.body !== undefined;
      const response = await app.fetch(
        new Request(`${base}/api${path}`, {
          method,
          headers: {
            ...(hasBody ? { 'content-type': 'application/json' } : {}),
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
            ...options.headers,
          },
          body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
        }),
      );
      const text = await response.text();
      const contentType = response.headers.get('content-type') ?? '';
      const body = text && contentType.includes('json') ? JSON.parse(text) : text || null;
      checkAnswer(method, path, response.status, contentType, body);
      return { status: response.status, body, headers: response.headers };
    },
    outbox() {
      const dir = join(dataDir, 'outbox');
      try {
        return readdirSync(dir).sort().map((file) => readFileSync(join(dir, file), 'utf8'));
      } catch {
        return [];
      }
    },
    async stop() {
      await app.stop();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

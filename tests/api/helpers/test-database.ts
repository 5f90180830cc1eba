// Databases on the test run's embedded server (global-setup.ts): one per test app, copied from the migrated template.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

export const TEMPLATE_DATABASE = 'sideboard_template';

/** A postgresql:// URL for a database on a server reached at host (a socket directory or an address) and port. */
export function databaseUrl(server: { host: string; port: number; password: string }, database: string): string {
  const host = server.host.startsWith('/') ? `localhost:${server.port}/${database}?host=${encodeURIComponent(server.host)}` : `${server.host}:${server.port}/${database}`;
  return `postgresql://postgres:${encodeURIComponent(server.password)}@${host}`;
}

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh migrated database: its URL, and its removal. */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = inject('testServer');
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => withClient(serverUrl, (client) => client.query(`DROP DATABASE ${name} WITH (FORCE)`)).then(() => {}) };
}

// Starts one embedded PostgreSQL server for the whole test run (one initdb) with a migrated template database; each
// test app gets a database of its own copied from the template (test-database.ts), which takes a fraction of a second.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureDataDir } from '../../../server/config.ts';
import { startEmbeddedPostgres } from '../../../server/db/embedded-postgres.ts';
import { applyMigrations } from '../../../server/db/migrate.ts';
import { TEMPLATE_DATABASE, databaseUrl, withClient } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** postgresql:// URL of the test run's server (database `postgres`). */
    testServer: string;
  }
}

/**
 * A throw-away server: it need not survive a power cut, so it skips flushing to disk, and it takes the connections of
 * several apps at once (each pools 10).
 */
const TEST_SETTINGS = { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off', max_connections: '300' };

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'sideboard-test-server-'));
  ensureDataDir(dir);
  const server = await startEmbeddedPostgres(dir, TEST_SETTINGS);
  const url = databaseUrl(server.connection, 'postgres');
  await withClient(url, (client) => client.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE}`).then(() => client.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`)));
  await applyMigrations({ connectionString: databaseUrl(server.connection, TEMPLATE_DATABASE) });
  project.provide('testServer', url);
  return async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}

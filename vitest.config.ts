import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react-swc';
import { configDefaults, defineConfig } from 'vitest/config';
import relayConfig from './relay.config.js';

// graphql 16 ships an ES build (its "module" field) beside the CommonJS one (its "main"). Node loads the CommonJS
// build for Pothos and Yoga; Vite would pick the ES build for our files, and the schema would mix two graphql
// modules. So `graphql` resolves to the file Node itself resolves.
const nodeResolved = createRequire(import.meta.url).resolve('graphql');

/** The web client's components compile as in web/vite.config.ts: React through SWC with Relay's graphql`…` transform. */
const relay: [string, Record<string, unknown>] = [
  '@swc/plugin-relay',
  { rootDir: process.cwd(), artifactDirectory: relayConfig.artifactDirectory, language: relayConfig.language, eagerEsModules: relayConfig.eagerEsModules },
];

/**
 * API test files each start their own app on a copy of one migrated database, so they run two (or more) at a time.
 * These time the server's answers while it works hard, and would measure the file running beside them instead: they
 * run afterwards, one at a time.
 */
const timedAlone = ['tests/api/event-loop-latency.test.ts'];
const api = { globalSetup: ['tests/api/helpers/global-setup.ts'], testTimeout: 30_000, hookTimeout: 60_000 };

export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: nodeResolved }] },
  test: {
    // Vitest's default is one worker less than the cores, which is one on the 2-core CI machine.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], testTimeout: 20_000 } },
      {
        // Components with logic of their own, rendered in happy-dom with Testing Library; Relay-driven ones against
        // relay-test-utils' mock environment.
        extends: true,
        plugins: [react({ plugins: [relay] })],
        test: { name: 'web', include: ['tests/web/**/*.test.tsx'], environment: 'happy-dom', setupFiles: ['tests/web/setup.ts'], testTimeout: 20_000 },
      },
      {
        extends: true,
        test: { name: 'api', include: ['tests/api/**/*.test.ts'], exclude: [...configDefaults.exclude, ...timedAlone], ...api },
      },
      {
        extends: true,
        test: { name: 'api-alone', include: timedAlone, fileParallelism: false, sequence: { groupOrder: 1 }, ...api },
      },
      {
        extends: true,
        test: {
          name: 'scale',
          include: ['tests/scale/**/*.test.ts'],
          globalSetup: ['tests/api/helpers/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});

import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// graphql 16 ships an ES build (its "module" field) beside the CommonJS one (its "main"). Node loads the CommonJS
// build for Pothos and Yoga; Vite would pick the ES build for our files, and the schema would mix two graphql
// modules. So `graphql` resolves to the file Node itself resolves.
const nodeResolved = createRequire(import.meta.url).resolve('graphql');

export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: nodeResolved }] },
  test: {
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], testTimeout: 20_000 } },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/api/helpers/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
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

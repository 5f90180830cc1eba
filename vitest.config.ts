import { defineConfig } from 'vitest/config';

// graphql 17 publishes a "development" build; if Vite picked it for our files while Node loads the default build
// for Pothos and Yoga, the schema would mix two graphql modules. Vite's default SSR conditions minus "development".
export default defineConfig({
  ssr: { resolve: { conditions: ['module', 'node'] } },
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

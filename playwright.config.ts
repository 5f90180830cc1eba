// End-to-end tests in Debian's Chromium against the real server on a fresh embedded database.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// Set once in the main process; workers inherit it, so tests can read the server's mail outbox.
process.env.SIDEBOARD_E2E_DATA ??= mkdtempSync(join(tmpdir(), 'sideboard-e2e-'));
const port = Number(process.env.E2E_PORT ?? 4321);
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'node server/main.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { DATA_DIR: process.env.SIDEBOARD_E2E_DATA, PORT: String(port), LOG_LEVEL: 'warn', PUBLIC_URL: baseURL },
  },
});

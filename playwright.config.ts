// End-to-end tests in Debian's Chromium against the real server on a fresh embedded database.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// Set once in the main process; workers inherit it, so tests can read the server's mail outbox.
process.env.SIDEBOARD_E2E_DATA ??= mkdtempSync(join(tmpdir(), 'sideboard-e2e-'));
const port = Number(process.env.E2E_PORT ?? 4321);
export const baseURL = `http://localhost:${port}`;

// Two workers share one server. Tests make their own accounts and teams, so files run side by side, except:
// the specs that read and write the seeded demo season (the tour logs matches in the project the keyboard spec
// also logs in, and both read the newest row) run one after another; and the specs that count what the whole site
// holds (the admin panel's tiles), time a live event against a held request, or time the first paint run last, alone.
const demoSeason = /\/(dashboard|keyboard|recovery|tour)\.spec\.ts$/;
const alone = /\/(admin|first-load|matches-live)\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: 'demo data', testMatch: /demo-data\.setup\.ts$/ },
    { name: 'demo season', testMatch: demoSeason, dependencies: ['demo data'], workers: 1 },
    // After the demo data too: a project starts only once every project of the phase before has ended, and the demo
    // season (the longest) must run beside the rest rather than after it.
    { name: 'own data', testIgnore: [demoSeason, alone], dependencies: ['demo data'] },
    { name: 'alone', testMatch: alone, dependencies: ['demo season', 'own data'], workers: 1 },
  ],
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    // A trace records every action of every open page; CI keeps only what it prints, so it records none there.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
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

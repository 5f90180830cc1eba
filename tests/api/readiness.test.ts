// /api/ready tells a load balancer whether to send this instance requests; on SIGTERM it turns 503 at once while
// requests are still served (SHUTDOWN_GRACE_MS), and /api/health (liveness) stays 200 until the process ends.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => (t = await startTestApp()));
afterAll(() => t.stop());
const root = join(import.meta.dirname, '../..');
const dataDir = mkdtempSync(join(tmpdir(), 'sideboard-ready-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('readiness', () => {
  it('reports the database, the event bus and mail, and is ready', async () => {
    const { status, body } = await t.rest('GET', '/ready');
    expect(status).toBe(200);
    expect(body).toEqual({ ready: true, database: 'ok', events: 'ok', draining: false, mail: 'ok', mail_problems: [] });
  });

  it('turns unready on SIGTERM while it still serves, then exits cleanly', async () => {
    const port = 4900 + Math.floor(Math.random() * 90);
    const base = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, ['server/main.ts'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error', SHUTDOWN_GRACE_MS: '4000' },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      await expect.poll(() => fetch(`${base}/api/ready`).then((r) => r.status, () => 0), { timeout: 30_000, interval: 100 }).toBe(200);
      child.kill('SIGTERM');
      await expect.poll(() => fetch(`${base}/api/ready`).then((r) => r.status, () => 0), { timeout: 3_000, interval: 50 }).toBe(503);
      const ready = await fetch(`${base}/api/ready`);
      expect(await ready.json()).toMatchObject({ ready: false, draining: true, database: 'ok', events: 'ok' });
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
      expect(await exited).toBe(0);
    } finally {
      child.kill('SIGKILL');
    }
  }, 60_000);
});

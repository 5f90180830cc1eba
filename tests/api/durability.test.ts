// Killing the app (SIGKILL) in the middle of a burst of writes loses no write it acknowledged; the next start stops
// the database server the killed app left running and starts its own on the same files.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connect.ts';
import { verificationTokenFrom } from './helpers/users.ts';

const root = join(import.meta.dirname, '../..');
const dataDir = mkdtempSync(join(tmpdir(), 'sideboard-kill-'));
const port = 4700 + Math.floor(Math.random() * 200);
const base = `http://127.0.0.1:${port}`;
let server: ChildProcess | undefined;

afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error' },
    stdio: 'ignore',
    detached: true,
  });
  for (let i = 0; i < 300; i++) {
    if (await fetch(`${base}/api/health`).then((r) => r.ok).catch(() => false)) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

/** Kills the whole process group (the server and anything it started) at once, like a crash; resolves once it is gone. */
async function kill(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid!, 'SIGKILL');
  await exited;
}

async function json(path: string, body?: unknown, token?: string) {
  const response = await fetch(`${base}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

describe('durability', () => {
  it('keeps every acknowledged write across a SIGKILL mid-burst', async () => {
    server = await startServer();
    const email = 'crash@example.test';
    await json('/auth/register', { username: 'crashtest', email, password: 'plum kettle 44' });
    const mail = readdirSync(join(dataDir, 'outbox')).map((f) => readFileSync(join(dataDir, 'outbox', f), 'utf8')).join('');
    const token = verificationTokenFrom(mail);
    expect((await json(`/auth/confirm-email?token=${token}`)).status).toBe(200);
    const access = (await json('/auth/login', { email, password: 'plum kettle 44' })).body.access_token as string;

    const acknowledged: string[] = [];
    let stop = false;
    const writers = Array.from({ length: 4 }, async (_, writer) => {
      for (let n = 0; !stop; n++) {
        const name = `w${writer}-${n}`;
        const result = await json('/teams', { name }, access).catch(() => null);
        if (result?.status === 201) acknowledged.push(result.body.id);
        else if (!result) return; // the server is gone
      }
    });
    // Mid-burst: once a few writes are acknowledged (however slow the machine is today), and with more in flight.
    for (let waited = 0; acknowledged.length < 10 && waited < 30_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
    await kill(server);
    stop = true;
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThan(5);

    // Reopen the same data directory: recovery runs, and every acknowledged team is there with its owner.
    const database = await openDatabase({ dataDir });
    try {
      const teams = await database.db.team.findMany({ where: { id: { in: acknowledged } }, include: { members: true } });
      expect(teams.length).toBe(acknowledged.length);
      expect(teams.every((team) => team.members.length === 1 && team.members[0].role === 'owner')).toBe(true);
      // No half-written team anywhere: every team has its owner membership.
      const orphans = await database.db.team.count({ where: { members: { none: {} } } });
      expect(orphans).toBe(0);
    } finally {
      await database.stop();
    }
  }, 120_000);
});

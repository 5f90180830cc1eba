// `npm run backup` against a running server in the middle of a burst of writes, then `npm run restore` into a fresh
// data directory: every write acknowledged before the backup began is there, and nothing is half-written.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureDataDir } from '../../server/config.ts';
import { openDatabase } from '../../server/db/connect.ts';
import { verificationTokenFrom } from './helpers/users.ts';

const run = promisify(execFile);
const root = join(import.meta.dirname, '../..');
const work = mkdtempSync(join(tmpdir(), 'sideboard-backup-'));
ensureDataDir(work); // the data directories' parent: under root the database server's user passes through it
const dataDir = join(work, 'live');
const restoredDir = join(work, 'restored');
const backupFile = join(work, 'backup.tar.gz');
const port = 4600 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;
let server: ChildProcess | undefined;

afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

async function json(path: string, body?: unknown, token?: string) {
  const response = await fetch(`${base}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

const script = (name: string, args: string[], dir: string) => run(process.execPath, [`scripts/${name}.ts`, ...args], { cwd: root, env: { ...process.env, DATA_DIR: dir, LOG_LEVEL: 'error' } });

describe('backup and restore of the embedded database', () => {
  it('restores a backup taken during writes with every write acknowledged before it', async () => {
    server = spawn(process.execPath, ['server/main.ts'], { cwd: root, env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error' }, stdio: 'ignore' });
    await expect.poll(() => fetch(`${base}/api/ready`).then((r) => r.status, () => 0), { timeout: 60_000, interval: 100 }).toBe(200);
    const email = 'backup@example.test';
    await json('/auth/register', { username: 'backuptest', email, password: 'plum kettle 44' });
    const mail = readdirSync(join(dataDir, 'outbox')).map((f) => readFileSync(join(dataDir, 'outbox', f), 'utf8')).join('');
    expect((await json(`/auth/confirm-email?token=${verificationTokenFrom(mail)}`)).status).toBe(200);
    const access = (await json('/auth/login', { email, password: 'plum kettle 44' })).body.access_token as string;

    const acknowledged: string[] = [];
    let stop = false;
    const writers = Array.from({ length: 3 }, async (_, writer) => {
      for (let n = 0; !stop; n++) {
        const result = await json('/teams', { name: `w${writer}-${n}` }, access);
        if (result.status === 201) acknowledged.push(result.body.id);
      }
    });
    for (let waited = 0; acknowledged.length < 10 && waited < 30_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
    const beforeBackup = [...acknowledged];
    const { stdout } = await script('backup', [backupFile], dataDir);
    stop = true;
    await Promise.all(writers);
    expect(stdout).toContain('Backup of');
    expect(statSync(backupFile).size).toBeGreaterThan(0);
    expect(beforeBackup.length).toBeGreaterThanOrEqual(10);
    // Writes went on during the backup.
    expect(acknowledged.length).toBeGreaterThan(beforeBackup.length);

    await expect(script('restore', [backupFile], dataDir)).rejects.toThrow(/in use by a running server/);
    await script('restore', [backupFile], restoredDir);
    await expect(script('restore', [backupFile], restoredDir)).rejects.toThrow(/already holds a database/);

    const database = await openDatabase({ dataDir: restoredDir });
    try {
      const teams = await database.db.team.findMany({ where: { id: { in: beforeBackup } }, include: { members: true } });
      expect(teams.length).toBe(beforeBackup.length);
      expect(await database.db.team.count({ where: { members: { none: {} } } })).toBe(0);
      expect(await database.db.user.count({ where: { username: 'backuptest' } })).toBe(1);
    } finally {
      await database.stop();
    }
  }, 180_000);
});

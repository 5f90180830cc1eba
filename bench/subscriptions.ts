// Live comments at scale: 1,000 team members each follow one private archetype's thread over their own graphql-ws
// socket, with the selection the web panel uses, all opened by this one process (one thread). The server runs as
// it does in production, in its own process on the embedded database. A member posts through POST /api/comments;
// we time from the start of that request until the last subscriber has the comment. Target: p95 ≤ 100 ms.
//   npx tsx bench/subscriptions.ts [subscribers] [posts]
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { openDatabase } from '../server/db/connect.ts';
import { signAccessToken } from '../server/services/auth/session-tokens.ts';

const SUBSCRIBERS = Number(process.argv[2] ?? 1000);
const POSTS = Number(process.argv[3] ?? 50);
const WARMUP_POSTS = 5;
const PAUSE_BETWEEN_POSTS_MS = 100;

const SELECTION = `subscription ($id: ID!) {
  commentAdded(commentableType: archetype, commentableId: $id) {
    id databaseId content contentHtml isActive isEdited depth replyCount viewerCanEdit viewerCanReply createdAt updatedAt
    author { id username displayName name }
    parent { id replyCount }
  }
}`;

const dataDir = mkdtempSync(join(tmpdir(), 'sideboard-bench-'));
const jwtSecret = randomBytes(32).toString('hex');

/** Members of one private team with one archetype, written straight into a fresh embedded database. */
async function seed() {
  const database = await openDatabase({ dataDir });
  const { db } = database;
  await db.user.createMany({
    data: Array.from({ length: SUBSCRIBERS + 1 }, (_, i) => ({
      username: `bench${i}`,
      usernameKey: `bench${i}`,
      email: `bench${i}@example.test`,
      passwordHash: 'not-a-password',
      emailVerified: true,
    })),
  });
  const userIds = (await db.user.findMany({ select: { id: true }, orderBy: { createdAt: 'asc' } })).map((u) => u.id);
  const team = await db.team.create({ data: { name: 'Bench Team', ownerId: userIds[0] } });
  await db.teamMember.createMany({ data: userIds.map((userId, i) => ({ teamId: team.id, userId, role: i === 0 ? ('owner' as const) : ('member' as const) })) });
  const project = await db.project.create({ data: { teamId: team.id, name: 'Bench', game: 'Magic: The Gathering' } });
  const archetype = await db.archetype.create({ data: { projectId: project.id, name: 'Izzet Phoenix', shortName: 'IP', game: 'Magic: The Gathering' } });
  await database.stop();
  return { poster: userIds[0], followers: userIds.slice(1), archetypeId: archetype.id };
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(port: number) {
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', JWT_SECRET: jwtSecret, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i += 1) {
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) return { server, url };
    if (i === 600) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

console.log(`seeding ${SUBSCRIBERS} members of a private team…`);
const { poster, followers, archetypeId } = await seed();
const { server, url } = await startServer(await freePort());
const posterToken = await signAccessToken(jwtSecret, poster);

/** When each subscriber received each comment, by comment id. */
const received = new Map<string, number[]>();
const clients: Client[] = [];

console.log(`opening ${followers.length} graphql-ws sockets…`);
for (const userId of followers) {
  const token = await signAccessToken(jwtSecret, userId);
  const client = createClient({ url: `${url.replace(/^http/, 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0 });
  clients.push(client);
  client.subscribe<{ commentAdded: { databaseId: string } }>(
    { query: SELECTION, variables: { id: archetypeId } },
    {
      next: ({ data, errors }) => {
        const at = performance.now();
        if (errors) throw new Error(JSON.stringify(errors));
        const id = data!.commentAdded.databaseId;
        const times = received.get(id);
        if (times) times.push(at);
        else received.set(id, [at]);
      },
      error: (error) => console.error('subscription error', error),
      complete: () => {},
    },
  );
}

async function postComment(content: string): Promise<{ id: string; startedAt: number }> {
  const startedAt = performance.now();
  const response = await fetch(`${url}/api/comments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${posterToken}` },
    body: JSON.stringify({ content, commentable_type: 'archetype', commentable_id: archetypeId }),
  });
  if (response.status !== 201) throw new Error(`post failed: ${response.status} ${await response.text()}`);
  return { id: (await response.json()).data.id, startedAt };
}

async function allReceived(id: string, timeoutMs: number): Promise<boolean> {
  const started = performance.now();
  while ((received.get(id)?.length ?? 0) < followers.length) {
    if (performance.now() - started > timeoutMs) return false;
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  return true;
}

// Sockets connect and subscribe asynchronously: probe until one comment reaches every subscriber.
for (let attempt = 1; ; attempt += 1) {
  const { id } = await postComment(`probe ${attempt}`);
  if (await allReceived(id, 3_000)) break;
  if (attempt === 30) throw new Error(`only ${received.get(id)?.length ?? 0} of ${followers.length} subscribers are live`);
}

const last: number[] = [];
const first: number[] = [];
const half: number[] = [];
for (let i = 0; i < WARMUP_POSTS + POSTS; i += 1) {
  const { id, startedAt } = await postComment(`Comment ${i}: **bring** three Negates after board, @bench1`);
  if (!(await allReceived(id, 10_000))) throw new Error(`comment ${i} reached only ${received.get(id)?.length ?? 0} subscribers`);
  if (i >= WARMUP_POSTS) {
    const times = received.get(id)!.map((at) => at - startedAt).sort((a, b) => a - b);
    first.push(times[0]);
    half.push(times[Math.floor(times.length / 2)]);
    last.push(times[times.length - 1]);
  }
  await new Promise((resolve) => setTimeout(resolve, PAUSE_BETWEEN_POSTS_MS));
}

const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];
const line = (label: string, values: number[]) =>
  console.log(`${label.padEnd(34)} median ${quantile(values, 0.5).toFixed(1).padStart(6)} ms   p95 ${quantile(values, 0.95).toFixed(1).padStart(6)} ms   max ${Math.max(...values).toFixed(1).padStart(6)} ms`);

console.log(`\n${followers.length} graphql-ws subscribers on one private thread, ${POSTS} posts (after ${WARMUP_POSTS} warm-up), Node ${process.version}`);
line('post → first subscriber', first);
line('post → half of the subscribers', half);
line('post → last subscriber', last);
const p95 = quantile(last, 0.95);
console.log(`target p95 ≤ 100 ms (post → last subscriber): ${p95 <= 100 ? 'met' : 'missed'} at ${p95.toFixed(1)} ms`);

await Promise.all(clients.map((client) => client.dispose()));
server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));
rmSync(dataDir, { recursive: true, force: true });

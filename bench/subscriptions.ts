// Live comments at scale: 1,000 team members each follow one private archetype's thread over their own graphql-ws
// socket, with the selection the web panel uses, all opened by this one process (one thread). The server runs as
// it does in production, in its own process. A member posts through POST /api/comments; we time from the start of
// that request until the last subscriber has the comment. Target: p95 ≤ 100 ms.
//   node bench/subscriptions.ts [subscribers] [posts]            embedded database
//   BENCH_DB=postgres node bench/subscriptions.ts                 a fresh database on the local PostgreSQL
import { randomBytes } from 'node:crypto';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { openDatabase } from '../server/db/connect.ts';
import { signAccessToken } from '../server/services/auth/session-tokens.ts';
import { benchDatabase, machine, report, startServer } from './support.ts';

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

const database = await benchDatabase();
const jwtSecret = randomBytes(32).toString('hex');

/** Members of one private team with one archetype, written straight into a fresh embedded database. */
async function seed() {
  const opened = await openDatabase({ dataDir: database.env.DATA_DIR, databaseUrl: database.env.DATABASE_URL });
  const { db } = opened;
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
  await opened.stop();
  return { poster: userIds[0], followers: userIds.slice(1), archetypeId: archetype.id };
}

console.log(`seeding ${SUBSCRIBERS} members of a private team…`);
const { poster, followers, archetypeId } = await seed();
const server = await startServer({ ...database.env, JWT_SECRET: jwtSecret });
const { url } = server;
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

console.log(`\n${followers.length} graphql-ws subscribers on one private thread, ${POSTS} posts (after ${WARMUP_POSTS} warm-up), ${database.kind}, ${machine()}`);
report('post → first subscriber', first);
report('post → half of the subscribers', half);
const { p95 } = report('post → last subscriber', last);
console.log(`target p95 ≤ 100 ms (post → last subscriber): ${p95 <= 100 ? 'met' : 'missed'} at ${p95.toFixed(1)} ms`);

await Promise.all(clients.map((client) => client.dispose()));
await server.stop();
await database.cleanup();

// Live comments at scale: 1,000 team members each follow one private archetype's thread over their own graphql-ws
// socket, with the selection the web panel uses, all opened by this one process (one thread). The server runs as
// it does in production, in its own process. A member posts through POST /api/comments; we time from the start of
// that request until the last subscriber has the comment. The anchor, measured the same way in the same run: a bare
// graphql-ws server broadcasting a published text to as many sockets (bench/bare-graphql-ws-server.ts).
// Target: post → last subscriber p95 ≤ 1.5 × the anchor's.
//   node bench/subscriptions.ts [subscribers] [posts]            embedded database
//   BENCH_DB=postgres node bench/subscriptions.ts                 a fresh database on the local PostgreSQL
import { randomBytes } from 'node:crypto';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { openDatabase } from '../server/db/connect.ts';
import { issueSession } from '../server/services/auth/session-tokens.ts';
import { benchDatabase, machine, report, startBareGraphQLWs, startServer } from './support.ts';

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

/** Members of one private team with one archetype, written straight into a fresh database. */
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
  const tokens = await Promise.all(userIds.map(async (userId) => (await issueSession(db, jwtSecret, userId)).access_token));
  await opened.stop();
  return { posterToken: tokens[0], followerTokens: tokens.slice(1), archetypeId: archetype.id };
}

interface FanOut {
  /** The graphql-ws URL, one connection_init payload per subscriber, and the subscription each one sends. */
  wsUrl: string;
  connectionParams: Record<string, unknown>[];
  subscription: { query: string; variables?: Record<string, unknown> };
  /** The text an event carries (what publish() sent). */
  textOf(data: Record<string, unknown>): string;
  /** Publishes `text`; the clock starts when it is called. */
  publish(text: string): Promise<void>;
}

/** Opens the subscribers, waits until a probe reaches all of them, then times each post until its last delivery. */
async function measureFanOut(label: string, fan: FanOut): Promise<number> {
  const received = new Map<string, number[]>();
  const clients: Client[] = fan.connectionParams.map((connectionParams) => {
    const client = createClient({ url: fan.wsUrl, webSocketImpl: WebSocket, connectionParams, retryAttempts: 0 });
    client.subscribe(fan.subscription, {
      next: ({ data, errors }) => {
        const at = performance.now();
        if (errors) throw new Error(JSON.stringify(errors));
        const text = fan.textOf(data as Record<string, unknown>);
        const times = received.get(text);
        if (times) times.push(at);
        else received.set(text, [at]);
      },
      error: (error) => console.error('subscription error', error),
      complete: () => {},
    });
    return client;
  });
  const allReceived = async (text: string, timeoutMs: number) => {
    const started = performance.now();
    while ((received.get(text)?.length ?? 0) < clients.length) {
      if (performance.now() - started > timeoutMs) return false;
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    return true;
  };
  // Sockets connect and subscribe asynchronously: probe until one event reaches every subscriber.
  for (let attempt = 1; ; attempt += 1) {
    await fan.publish(`probe ${attempt}`);
    if (await allReceived(`probe ${attempt}`, 3_000)) break;
    if (attempt === 30) throw new Error(`${label}: only ${received.get(`probe ${attempt}`)?.length ?? 0} of ${clients.length} subscribers are live`);
  }
  const last: number[] = [];
  const first: number[] = [];
  const half: number[] = [];
  for (let i = 0; i < WARMUP_POSTS + POSTS; i += 1) {
    const text = `Comment ${i}: **bring** three Negates after board, @bench1`;
    const startedAt = performance.now();
    await fan.publish(text);
    if (!(await allReceived(text, 10_000))) throw new Error(`${label}: post ${i} reached only ${received.get(text)?.length ?? 0} subscribers`);
    if (i >= WARMUP_POSTS) {
      const times = received.get(text)!.map((at) => at - startedAt).sort((a, b) => a - b);
      first.push(times[0]);
      half.push(times[Math.floor(times.length / 2)]);
      last.push(times[times.length - 1]);
    }
    await new Promise((resolve) => setTimeout(resolve, PAUSE_BETWEEN_POSTS_MS));
  }
  console.log(`\n${label}: ${clients.length} graphql-ws subscribers, ${POSTS} posts (after ${WARMUP_POSTS} warm-up)`);
  report('post → first subscriber', first);
  report('post → half of the subscribers', half);
  const { p95 } = report('post → last subscriber', last);
  await Promise.all(clients.map((client) => client.dispose()));
  return p95;
}

console.log(`seeding ${SUBSCRIBERS} members of a private team…`);
const { posterToken, followerTokens, archetypeId } = await seed();
console.log(`${database.kind}, ${machine()}`);

const anchor = await startBareGraphQLWs();
const anchorP95 = await measureFanOut('anchor: bare graphql-ws broadcast', {
  wsUrl: `${anchor.url.replace(/^http/, 'ws')}/graphql`,
  connectionParams: followerTokens.map(() => ({})),
  subscription: { query: 'subscription { tick }' },
  textOf: (data) => data.tick as string,
  publish: async (text) => {
    const response = await fetch(`${anchor.url}/publish`, { method: 'POST', body: text });
    if (response.status !== 201) throw new Error(`publish failed: ${response.status}`);
  },
});
await anchor.stop();

const server = await startServer({ ...database.env, JWT_SECRET: jwtSecret });
const appP95 = await measureFanOut('the app: a private thread, the web panel\'s selection', {
  wsUrl: `${server.url.replace(/^http/, 'ws')}/graphql`,
  connectionParams: followerTokens.map((token) => ({ authorization: `Bearer ${token}` })),
  subscription: { query: SELECTION, variables: { id: archetypeId } },
  textOf: (data) => (data.commentAdded as { content: string }).content,
  publish: async (content) => {
    const response = await fetch(`${server.url}/api/comments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${posterToken}` },
      body: JSON.stringify({ content, commentable_type: 'archetype', commentable_id: archetypeId }),
    });
    if (response.status !== 201) throw new Error(`post failed: ${response.status} ${await response.text()}`);
  },
});
await server.stop();
await database.cleanup();

const ratio = appP95 / anchorP95;
console.log(`\npost → last subscriber p95: app ${appP95.toFixed(1)} ms / anchor ${anchorP95.toFixed(1)} ms = ${ratio.toFixed(2)} × (target ≤ 1.5): ${ratio <= 1.5 ? 'met' : 'missed'}`);

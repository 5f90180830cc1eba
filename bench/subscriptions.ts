// Live comments at scale: 1,000 team members each follow one private archetype's thread over their own graphql-ws
// socket, with the selection the web panel uses, all opened by this one process (one thread). The server runs as
// it does in production, in its own process. A member posts through POST /api/comments; we time from the start of
// that request until the last subscriber has the comment. The anchor, measured the same way in the same run: a bare
// graphql-ws server broadcasting a published text to as many sockets (bench/bare-graphql-ws-server.ts).
// Target: post → last subscriber p95 ≤ 1.5 × the anchor's.
//   node bench/subscriptions.ts [subscribers] [posts]            embedded database
//   BENCH_DB=postgres node bench/subscriptions.ts                 a fresh database on the local PostgreSQL
import { randomBytes } from 'node:crypto';
import { openDatabase } from '../server/db/connect.ts';
import { timeFanOut, type FanOut } from '../tests/api/helpers/fan-out.ts';
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

/** Times the fan-out and prints it; returns the p95 of post → last subscriber. */
async function measureFanOut(label: string, fan: FanOut): Promise<number> {
  const times = await timeFanOut(label, fan, { events: POSTS, warmup: WARMUP_POSTS, pauseMs: PAUSE_BETWEEN_POSTS_MS, deliveryTimeoutMs: 10_000 });
  console.log(`\n${label}: ${fan.sockets.length} graphql-ws subscribers, ${POSTS} posts (after ${WARMUP_POSTS} warm-up)`);
  report('post → first subscriber', times.first);
  report('post → half of the subscribers', times.half);
  return report('post → last subscriber', times.last).p95;
}

console.log(`seeding ${SUBSCRIBERS} members of a private team…`);
const { posterToken, followerTokens, archetypeId } = await seed();
console.log(`${database.kind}, ${machine()}`);

const anchor = await startBareGraphQLWs();
const anchorP95 = await measureFanOut('anchor: bare graphql-ws broadcast', {
  sockets: followerTokens.map(() => ({ url: `${anchor.url.replace(/^http/, 'ws')}/graphql`, params: {} })),
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
  sockets: await Promise.all(
    followerTokens.map(async (token) => ({ url: `${server.url.replace(/^http/, 'ws')}/graphql`, params: { authorization: `Bearer ${token}` } })),
  ),
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

// 5,000 team members follow one thread, half of them on each of two instances that share PostgreSQL and Redis: every
// comment reaches every one of them, none lost. The delays are printed (the figures to compare live in
// BENCHMARKS.md, from bench/subscriptions.ts); what is asserted is delivery.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueSession } from '../../server/services/auth/session-tokens.ts';
import { timeFanOut } from '../api/helpers/fan-out.ts';
import { startTestApp, type TestApp } from '../api/helpers/test-app.ts';
import { freshDatabase, REDIS_URL } from './helpers.ts';

const SUBSCRIBERS = 5_000;
const COMMENTS = 10;

let database: Awaited<ReturnType<typeof freshDatabase>>;
let a: TestApp;
let b: TestApp;
let urls: [string, string];
const jwtSecret = randomBytes(32).toString('hex');

beforeAll(async () => {
  database = await freshDatabase();
  const shared = { DATABASE_URL: database.url, REDIS_URL, JWT_SECRET: jwtSecret };
  a = await startTestApp(shared);
  b = await startTestApp(shared);
  urls = [await a.app.start(), await b.app.start()];
});

afterAll(async () => {
  await a?.stop();
  await b?.stop();
  await database?.drop();
});

/** A private team of `count` members and the poster (its owner), with one archetype, written straight to the database. */
async function bigTeam(count: number) {
  const { db } = a.app.deps;
  const tag = randomBytes(4).toString('hex');
  await db.user.createMany({
    data: Array.from({ length: count + 1 }, (_, i) => ({
      username: `fan${tag}${i}`,
      usernameKey: `fan${tag}${i}`,
      email: `fan${tag}${i}@example.test`,
      passwordHash: 'not-a-password',
      emailVerified: true,
    })),
  });
  const userIds = (await db.user.findMany({ where: { usernameKey: { startsWith: `fan${tag}` } }, select: { id: true }, orderBy: { createdAt: 'asc' } })).map((u) => u.id);
  const team = await db.team.create({ data: { name: `Fan ${tag}`, ownerId: userIds[0] } });
  await db.teamMember.createMany({ data: userIds.map((userId, i) => ({ teamId: team.id, userId, role: i === 0 ? ('owner' as const) : ('member' as const) })) });
  const project = await db.project.create({ data: { teamId: team.id, name: 'Fan-out', game: 'Magic: The Gathering' } });
  const archetype = await db.archetype.create({ data: { projectId: project.id, name: 'Izzet Phoenix', shortName: 'IP', game: 'Magic: The Gathering' } });
  return { poster: userIds[0], followers: userIds.slice(1), archetypeId: archetype.id };
}

describe('fan-out across two instances', () => {
  it(`delivers every comment to all ${SUBSCRIBERS.toLocaleString('en')} subscribers, split over both instances`, { timeout: 600_000 }, async () => {
    const { poster, followers, archetypeId } = await bigTeam(SUBSCRIBERS);
    expect(followers).toHaveLength(SUBSCRIBERS);
    const tokenOf = async (userId: string) => (await issueSession(a.app.deps.db, jwtSecret, userId)).access_token;
    const posterToken = await tokenOf(poster);
    const times = await timeFanOut(
      'two instances',
      {
        sockets: await Promise.all(
          followers.map(async (userId, i) => ({ url: `${urls[i % 2].replace(/^http/, 'ws')}/graphql`, params: { authorization: `Bearer ${await tokenOf(userId)}` } })),
        ),
        subscription: {
          query: 'subscription ($id: ID!) { commentAdded(commentableType: archetype, commentableId: $id) { id content author { username } } }',
          variables: { id: archetypeId },
        },
        textOf: (data) => (data.commentAdded as { content: string }).content,
        // Posted on instance A: half of the subscribers hear of it through Redis.
        publish: async (content) => {
          const posted = await a.rest('POST', '/comments', { token: posterToken, body: { content, commentable_type: 'archetype', commentable_id: archetypeId } });
          if (posted.status !== 201) throw new Error(`post failed: ${posted.status} ${JSON.stringify(posted.body)}`);
        },
      },
      { events: COMMENTS, warmup: 2, pauseMs: 100, deliveryTimeoutMs: 60_000 },
    );
    expect(times.last).toHaveLength(COMMENTS);
    const sorted = [...times.last].sort((x, y) => x - y);
    console.log(`${SUBSCRIBERS} subscribers on two instances, ${COMMENTS} comments: post → last subscriber median ${sorted[Math.floor(COMMENTS / 2)].toFixed(0)} ms, p95 ${sorted[Math.ceil(COMMENTS * 0.95) - 1].toFixed(0)} ms`);
  });
});

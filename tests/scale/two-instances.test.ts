// Two app instances on one PostgreSQL server and one Redis: events cross instances, concurrent writes are stored
// exactly once, both instances compute the same matrix, and Redis going away shows in health and heals.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../api/helpers/test-app.ts';
import { signedInUser, joinTeam, type TestUser } from '../api/helpers/users.ts';
import { subscribe, until } from '../api/helpers/live.ts';
import { cuttableProxy, freshDatabase, REDIS_URL } from './helpers.ts';
import { countStatements } from '../api/helpers/count-statements.ts';

/** Statements that read the match change log (a kept matrix catching up without the announced changes). */
const changeReads = countStatements((sql) => /FROM "MatchChange"/.test(sql));

let database: Awaited<ReturnType<typeof freshDatabase>>;
let redis: Awaited<ReturnType<typeof cuttableProxy>>;
let a: TestApp;
let b: TestApp;
let urlB: string;
let owner: TestUser;
let teammate: TestUser;
let project: { id: string };
let archetypes: { id: string }[];

beforeAll(async () => {
  database = await freshDatabase();
  redis = await cuttableProxy(REDIS_URL);
  const shared = { DATABASE_URL: database.url, REDIS_URL: redis.url, JWT_SECRET: randomBytes(32).toString('hex') };
  a = await startTestApp(shared);
  b = await startTestApp(shared);
  await a.app.start();
  urlB = await b.app.start();
  owner = await signedInUser(a);
  teammate = await signedInUser(a);
  const team = (await a.rest('POST', '/teams', { token: owner.token, body: { name: 'Two Sites' } })).body;
  await joinTeam(a, owner.token, team.id, teammate);
  project = (await a.rest('POST', '/projects', { token: owner.token, body: { name: 'Scaled', team_id: team.id, game: 'Magic: The Gathering' } })).body;
  archetypes = [];
  for (const name of ['Alpha', 'Beta', 'Gamma', 'Delta']) {
    archetypes.push((await a.rest('POST', '/archetypes', { token: owner.token, body: { project_id: project.id, name, game: 'Magic: The Gathering' } })).body);
  }
});

afterAll(async () => {
  await a?.stop();
  await b?.stop();
  await redis?.close();
  await database?.drop();
});

/** Asks until the answer holds (every 20 ms, for up to 2 s), and returns the last answer. */
async function within2s<T>(ask: () => Promise<T>, holds: (answer: T) => boolean): Promise<T> {
  let answer = await ask();
  for (let i = 0; i < 100 && !holds(answer); i++) {
    await new Promise((r) => setTimeout(r, 20));
    answer = await ask();
  }
  return answer;
}

describe('two instances', () => {
  it('delivers a comment posted on instance A to a subscriber on instance B', async () => {
    // Tokens from instance A work on B: the instances share the signing secret and the database.
    const live = subscribe(urlB, teammate.token, 'subscription ($id: ID!) { commentAdded(commentableType: archetype, commentableId: $id) { content author { username } } }', {
      id: archetypes[0].id,
    });
    // Post probes until the subscription is established, then the real comment.
    for (let i = 0; i < 50 && live.events.length === 0; i++) {
      await a.rest('POST', '/comments', { token: owner.token, body: { commentable_type: 'archetype', commentable_id: archetypes[0].id, content: `probe ${i}` } });
      await until(() => live.events.length > 0, 200).catch(() => {});
    }
    live.events.length = 0;
    await a.rest('POST', '/comments', { token: owner.token, body: { commentable_type: 'archetype', commentable_id: archetypes[0].id, content: 'Seen on the other side?' } });
    await until(() => live.events.length > 0);
    expect(live.events[0]).toEqual({ commentAdded: { content: 'Seen on the other side?', author: { username: owner.username } } });
    await live.close();
  });

  it('stores 200 matches logged concurrently on both exactly once, and both compute the same matrix', async () => {
    const log = (app: TestApp, i: number) =>
      app.rest('POST', '/matches', {
        token: i % 2 ? owner.token : teammate.token,
        body: { project_id: project.id, winner_archetype_id: archetypes[i % 4].id, loser_archetype_id: archetypes[(i + 1 + (i % 3)) % 4].id, went_first: i % 5 === 0, notes: `match ${i}` },
      });
    // Both instances build (and keep) the empty matrix first: the writes of either must still show on both.
    for (const app of [a, b]) expect((await app.rest('GET', `/matches/matrix?project_id=${project.id}`, { token: owner.token })).body.matrix.total_matches).toBe(0);
    const results = await Promise.all(Array.from({ length: 200 }, (_, i) => log(i % 2 ? a : b, i)));
    expect(results.filter((r) => r.status !== 201).map((r) => r.body)).toEqual([]);
    const ids = new Set(results.map((r) => r.body.id));
    expect(ids.size).toBe(200);
    const notes = await a.app.deps.db.match.findMany({ where: { projectId: project.id }, select: { notes: true } });
    expect(notes.length).toBe(200);
    expect(new Set(notes.map((n) => n.notes)).size).toBe(200);

    // Each instance knows its own writes at once and the other's when their announcement crosses Redis (kept project
    // rows, services/projects/kept-projects.ts): within moments, not after a kept row expires.
    const matrixOf = (app: TestApp, token: string) => within2s(async () => (await app.rest('GET', `/matches/matrix?project_id=${project.id}`, { token })).body.matrix, (m) => m.total_matches === 200);
    const matrixA = await matrixOf(a, owner.token);
    const matrixB = await matrixOf(b, teammate.token);
    expect(matrixA.total_matches).toBe(200);
    const { generated_at: _a, ...restA } = matrixA;
    const { generated_at: _b, ...restB } = matrixB;
    expect(restB).toEqual(restA);
  });

  it("catches up instance B's kept matrices with a match logged on A from its announcement, without asking the log", async () => {
    const filter = `project_id=${project.id}&date_from=2020-01-01&user_id=${owner.id}`;
    const matrixOn = async (app: TestApp, extra = '') => (await app.rest('GET', `/matches/matrix?${filter}${extra}`, { token: teammate.token })).body.matrix;
    const before = await matrixOn(b); // kept on B
    const logged = await a.rest('POST', '/matches', {
      token: owner.token,
      body: { project_id: project.id, winner_archetype_id: archetypes[2].id, loser_archetype_id: archetypes[3].id, winner_user_id: owner.id, match_date: '2024-06-01T10:00:00Z' },
    });
    expect(logged.status).toBe(201);
    // Once B has heard (its kept project row takes the new version), its matrix catches up in memory.
    const version = (await a.app.deps.db.project.findUniqueOrThrow({ where: { id: project.id } })).matrixVersion;
    await within2s(async () => (await b.app.deps.keptProjects.get(project.id))!.matrixVersion, (v) => v === version);
    changeReads.reset();
    const caughtUp = await matrixOn(b);
    expect(changeReads.matching).toBe(0);
    expect(caughtUp.total_matches).toBe(before.total_matches + 1);
    const { generated_at: _kept, min_sample_size: _k, matrix: keptCells, ...kept } = caughtUp;
    const { generated_at: _fresh, min_sample_size: _f, matrix: freshCells, ...fresh } = await matrixOn(b, '&min_sample_size=77'); // counted afresh
    expect(kept).toEqual(fresh);
    const counts = (cells: Array<{ wins: number; losses: number }>) => cells.map(({ wins, losses }) => [wins, losses]);
    expect(counts(keptCells)).toEqual(counts(freshCells));
  });

  it("shows a change to a project made on instance A on instance B's kept project page within moments", async () => {
    const page = async () => (await b.gql('query ($id: ID!) { project(id: $id) { name archetypeCount matchCount } }', { id: project.id }, teammate.token)).data!.project;
    const before = await page(); // now kept on B
    expect((await a.rest('PUT', `/projects/${project.id}`, { token: owner.token, body: { name: 'Scaled and renamed' } })).status).toBe(200);
    await a.rest('POST', '/archetypes', { token: owner.token, body: { project_id: project.id, name: 'Epsilon', game: 'Magic: The Gathering' } });
    const renamed = { name: 'Scaled and renamed', archetypeCount: before.archetypeCount + 1, matchCount: before.matchCount };
    expect(await within2s(page, (p) => p.archetypeCount === renamed.archetypeCount)).toEqual(renamed);
    // A match announces the project's new match state, which B's kept row takes without reading it again.
    const logged = await a.rest('POST', '/matches', { token: owner.token, body: { project_id: project.id, winner_archetype_id: archetypes[0].id, loser_archetype_id: archetypes[1].id } });
    expect(logged.status).toBe(201);
    expect(await within2s(page, (p) => p.matchCount === before.matchCount + 1)).toEqual({ ...renamed, matchCount: before.matchCount + 1 });
  });

  it('applies a change of rights made on instance A to the next request on instance B', async () => {
    const [granting, revoked] = await Promise.all([signedInUser(a, { admin: true }), signedInUser(a, { admin: true })]);
    expect((await b.rest('GET', '/admin/stats', { token: revoked.token })).status).toBe(200); // now kept on B
    expect((await a.rest('PUT', `/admin/users/${revoked.id}/admin`, { token: granting.token, body: { is_admin: false } })).status).toBe(200);
    // The announcement crosses Redis asynchronously; B must refuse within moments, not after the kept entry expires.
    expect(await within2s(async () => (await b.rest('GET', '/admin/stats', { token: revoked.token })).status, (status) => status !== 200)).toBe(403);
  });

  it('reports Redis as unavailable while it is unreachable, and recovers', async () => {
    redis.cut();
    await new Promise((r) => setTimeout(r, 300)); // let both Redis connections notice
    const down = await a.rest('GET', '/health');
    expect(down).toMatchObject({ status: 503, body: { events: 'unavailable', database: 'ok' } });
    redis.restore();
    let healthy = false;
    for (let i = 0; i < 100 && !healthy; i++) {
      healthy = (await a.rest('GET', '/health')).status === 200;
      if (!healthy) await new Promise((r) => setTimeout(r, 100));
    }
    expect(healthy).toBe(true);
  });
});

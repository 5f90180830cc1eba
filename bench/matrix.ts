// Times the matchup matrix end to end through GraphQL (app.fetch: HTTP request → Yoga → services → database →
// JSON) on a project with 30 archetypes and 100,000 matches, and counts the SQL statements each request sends.
// A matrix is kept while its project's data is unchanged and catches up with logged match changes when it is not
// (services/matches/matrix-cache.ts), so each filter is timed four ways: "kept" with no writes between requests,
// "after a match" with a match logged (untimed) before each request (caught up from the changes the write announced),
// "after a match not announced here" (as on an instance that missed the announcement: caught up from the change log)
// and "recounted" with an archetype change before each request, which makes the matches be counted again. The plans
// of the statements the last two send are printed (EXPLAIN ANALYZE, run once more after the timing).
// Three selections: what the web's grid asks for (MatrixGrid_matrix: each row's counts as one value), the same counts
// as seven typed lists per row, and every field of the typed cells (both for third-party tools).
// The anchor, timed the same way in the same run: a bare graphql-yoga answering `{ hello }` (bench/anchors.ts).
//   node bench/matrix.ts [runs]                     embedded PostgreSQL in a temporary directory
//   BENCH_DB=postgres node bench/matrix.ts          a fresh database on the local PostgreSQL, dropped afterwards
//   WARMUP=1000 node bench/matrix.ts                more warm-up requests before each timing (20 by default, the
//                                                   recorded method): a fully warm process shows the anchor at its floor
// Targets: the kept matrix (the web's selection) p95 ≤ 4 × the anchor's p95, on the embedded database and on the
// PostgreSQL server; filtered matrices after a match p95 ≤ 2 × the kept matrix's.
import './production-mode.ts';
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { createApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { createRequestContext } from '../server/context.ts';
import { updateArchetype } from '../server/services/archetypes/update-archetype.ts';
import { issueSession } from '../server/services/auth/session-tokens.ts';
import { logMatch } from '../server/services/matches/log-match.ts';
import { countStatements, type SentStatement } from '../tests/api/helpers/count-statements.ts';
import { bareYogaInProcess } from './anchors.ts';
import { benchDatabase, machine, report } from './support.ts';

const RUNS = Number(process.argv[2] ?? 200);
const WARMUP = Number(process.env.WARMUP ?? 20);
const ARCHETYPES = 30;
const MATCHES = 100_000;
const CHUNK = 2_000;

/** The statements the app sends, and how many of them read match counts (the tally or grouped matches). */
const sent = countStatements((text) => /FROM "MatchTally"/.test(text) || (/FROM "Match"/.test(text) && /GROUP BY/.test(text)));
/** The statements that read the match change log. */
const logReads = countStatements((text) => /FROM "MatchChange"/.test(text));

/** Deterministic pseudo-random numbers (mulberry32), so every run seeds the same data. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function seed(pool: pg.Pool) {
  const userIds = Array.from({ length: 4 }, () => randomUUID());
  const [teamId, projectId] = [randomUUID(), randomUUID()];
  const archetypeIds = Array.from({ length: ARCHETYPES }, () => randomUUID());
  await pool.query(
    `INSERT INTO "User" (id, username, "usernameKey", email, "passwordHash", "emailVerified", "updatedAt") VALUES ${userIds
      .map((id, i) => `('${id}', 'bench${i}', 'bench${i}', 'bench${i}@example.test', 'x', true, now())`)
      .join(', ')}`,
  );
  await pool.query(`INSERT INTO "Team" (id, name, "ownerId", "updatedAt") VALUES ('${teamId}', 'Bench team', '${userIds[0]}', now())`);
  await pool.query(`INSERT INTO "TeamMember" (id, "teamId", "userId", role) VALUES ${userIds.map((id, i) => `(gen_random_uuid(), '${teamId}', '${id}', '${i === 0 ? 'owner' : 'member'}')`).join(', ')}`);
  await pool.query(`INSERT INTO "Project" (id, "teamId", name, game, "updatedAt") VALUES ('${projectId}', '${teamId}', 'Bench project', 'Magic: The Gathering', now())`);
  await pool.query(
    `INSERT INTO "Archetype" (id, "projectId", name, "shortName", game, "updatedAt") VALUES ${archetypeIds
      .map((id, i) => `('${id}', '${projectId}', 'Archetype number ${i + 1}', 'A${i + 1}', 'Magic: The Gathering', now())`)
      .join(', ')}`,
  );
  // Each archetype has a strength; the stronger one of a pair wins more often, so the cells spread over all bands.
  const next = random(42);
  const strength = archetypeIds.map(() => next());
  const year = 365 * 86_400_000;
  const started = Date.now();
  for (let offset = 0; offset < MATCHES; offset += CHUNK) {
    const rows: string[] = [];
    for (let i = 0; i < Math.min(CHUNK, MATCHES - offset); i++) {
      const a = Math.floor(next() * ARCHETYPES);
      const b = Math.floor(next() * ARCHETYPES);
      const aWins = next() < 0.5 + (strength[a] - strength[b]) * 0.4;
      const [winner, loser] = aWins ? [a, b] : [b, a];
      const wentFirst = next() < 0.1 ? 'NULL' : next() < 0.53 ? 'true' : 'false';
      const date = new Date(Date.now() - next() * year).toISOString();
      const active = next() < 0.95;
      rows.push(
        `(gen_random_uuid(), '${projectId}', '${archetypeIds[winner]}', '${archetypeIds[loser]}', '${userIds[Math.floor(next() * 4)]}', '${userIds[Math.floor(next() * 4)]}', ${wentFirst}, '${date}', ${active}, now())`,
      );
    }
    await pool.query(
      `INSERT INTO "Match" (id, "projectId", "winnerArchetypeId", "loserArchetypeId", "winnerUserId", "loserUserId", "wentFirst", "matchDate", "isActive", "updatedAt") VALUES ${rows.join(', ')}`,
    );
  }
  // The state autovacuum and the checkpointer leave the tables in, reached before timing so that neither runs during it.
  await pool.query('VACUUM ANALYZE');
  await pool.query('CHECKPOINT');
  console.log(`seeded ${ARCHETYPES} archetypes and ${MATCHES.toLocaleString('en-US')} matches in ${((Date.now() - started) / 1000).toFixed(1)} s (tally kept by the triggers)`);
  return { projectId, memberId: userIds[1] };
}

const SELECTIONS = {
  web: 'rows { id archetypeId counts }',
  typedLists: 'rows { id archetypeId wins firstWins firstGames gameWins playGames playWins preWins }',
  cells: 'cells { archetypeId opponentId wins losses sampleSize winRate winRatePercent firstWinRate isSignificant band confidenceInterval { lower upper } }',
};
const matrixQuery = (selection: string) => `query Matrix($id: ID!, $filter: MatchupMatrixFilter) {
  project(id: $id) {
    matchupMatrix(filter: $filter) {
      id totalMatches generatedAt
      archetypes { id archetypeId name shortName totalMatches totalWins winRate }
      ${selection}
    }
  }
}`;

/** Times `request` RUNS times after WARMUP untimed ones; `around` runs untimed before and after each timed one. */
async function timed(request: () => Promise<unknown>, around: { before?: () => Promise<unknown>; after?: () => void } = {}): Promise<number[]> {
  for (let i = 0; i < WARMUP; i++) await request();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    await around.before?.();
    const start = process.hrtime.bigint();
    await request();
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
    around.after?.();
  }
  return samples;
}

async function main() {
  const database = await benchDatabase();
  const app = await createApp({ ...loadConfig({ ...database.env, LOG_LEVEL: 'error', PORT: '0' }), webDist: undefined });
  try {
    const { projectId, memberId } = await seed(app.deps.pool);
    const token = (await issueSession(app.deps.db, app.deps.config.jwtSecret, memberId)).access_token;
    let bytes = 0;
    const request = async (filter: object, selection = SELECTIONS.web) => {
      const payload = JSON.stringify({ query: matrixQuery(selection), variables: { id: projectId, filter } });
      const response = await app.fetch(
        new Request('http://bench/graphql', {
          method: 'POST',
          // With its length, as every HTTP client sends a JSON body (a body of unknown length is counted as it is read).
          headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)), authorization: `Bearer ${token}` },
          body: payload,
        }),
      );
      const text = await response.text();
      bytes = text.length;
      const body = JSON.parse(text) as { data?: { project: { matchupMatrix: { totalMatches: number; archetypes: unknown[] } } }; errors?: unknown };
      if (!body.data?.project) throw new Error(`matrix query failed: ${JSON.stringify(body.errors)}`);
      return body.data.project.matchupMatrix;
    };

    // A match logged (with today's date and the member playing, so that it counts under every filter timed): the kept
    // matrix catches up. An archetype changed: the matches are counted again. Both through the services, as a
    // teammate's write is: they tell the kept project rows (services/projects/kept-projects.ts).
    const member = await createRequestContext(app.deps, token);
    const { rows: archetypes } = await app.deps.pool.query<{ id: string }>('SELECT id FROM "Archetype" WHERE "projectId" = $1', [projectId]);
    const anyArchetype = () => archetypes[Math.floor(Math.random() * archetypes.length)].id;
    let edits = 0;
    const writes = {
      kept: null,
      'after a match': () => logMatch(member, { projectId, winnerArchetypeId: anyArchetype(), loserArchetypeId: anyArchetype(), winnerUserId: memberId, wentFirst: true }),
      'after a match not announced here': async () => {
        await writes['after a match']();
        app.deps.announcedChanges.forget('all');
      },
      recounted: () => updateArchetype(member, archetypes[0].id, { description: `Edited ${++edits} times` }),
    };
    type Mode = keyof typeof writes;
    const time = async (label: string, filter: object, { mode, selection = SELECTIONS.web }: { mode: Mode; selection?: string }) => {
      const write = writes[mode];
      const counted = { statements: 0, matching: 0 };
      let result: Awaited<ReturnType<typeof request>> | undefined;
      const samples = await timed(
        async () => {
          result = await request(filter, selection);
        },
        {
          before: async () => {
            if (write) await write();
            sent.reset();
          },
          after: () => {
            counted.statements += sent.statements;
            counted.matching += sent.matching;
          },
        },
      );
      const figures = report(`${label}, ${mode}`, samples);
      console.log(
        `${''.padEnd(46)} ${(counted.statements / RUNS).toFixed(1)} statements/request, ${(counted.matching / RUNS).toFixed(1)} of them for counts (${result!.totalMatches} matches, ${result!.archetypes.length} archetypes, ${(bytes / 1024).toFixed(1)} kB)`,
      );
      return figures;
    };

    console.log(`${RUNS} requests each after ${WARMUP} warm-up requests, ${database.kind}, ${machine()}`);
    const anchor = report('anchor: bare Yoga { hello }', await timed(bareYogaInProcess()));
    const kept = await time("default matrix, the web's selection (tally)", {}, { mode: 'kept' });
    const keptLists = await time('default matrix, typed lists per row (tally)', {}, { mode: 'kept', selection: SELECTIONS.typedLists });
    const keptCells = await time('default matrix, typed cells (tally)', {}, { mode: 'kept', selection: SELECTIONS.cells });
    const ratio = (figures: { p95: number }) => `${(figures.p95 / anchor.p95).toFixed(2)} ×`;
    console.log(`kept matrix p95 / anchor p95: the web's selection ${ratio(kept)} (target ≤ 4), typed lists ${ratio(keptLists)}, typed cells ${ratio(keptCells)}`);
    const recent = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const filters: Array<[string, object]> = [
      ['default matrix (tally)', {}],
      ['min sample 10, first, inactive (grouped matches)', { minSampleSize: 10, wentFirst: true, includeInactive: true }],
      ['last 30 days (grouped matches)', { dateFrom: recent }],
      ['one player (grouped matches)', { userId: memberId }],
      ['whole year by date (grouped matches)', { dateFrom: '2000-01-01' }],
    ];
    // A running server's change log holds its last 200 versions and the catch-up code is compiled; a freshly seeded
    // one starts empty, which made whichever filter came first pay for the log's first 200 writes (~2× the others).
    for (let i = 0; i < 220; i++) {
      await writes['after a match']();
      await request({});
    }
    const ratios: string[] = [];
    const plans: Array<[string, SentStatement]> = [];
    for (const [label, filter] of filters) {
      const afterMatch = await time(label, filter, { mode: 'after a match' });
      await time(label, filter, { mode: 'after a match not announced here' });
      plans.push([`${label}, the change log read`, logReads.lastMatching!]);
      await time(label, filter, { mode: 'recounted' });
      plans.push([`${label}, counted afresh`, sent.lastMatching!]);
      ratios.push(`${label}: ${(afterMatch.p95 / kept.p95).toFixed(2)} ×`);
    }
    console.log(`after a match p95 / kept matrix p95 (target ≤ 2): ${ratios.join('; ')}`);
    for (const [label, statement] of plans) {
      const { rows } = await app.deps.pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`, statement.values);
      console.log(`\nplan: ${label}\n${rows.map((row) => `  ${row['QUERY PLAN']}`).join('\n')}`);
    }
  } finally {
    await app.stop();
    await database.cleanup();
  }
}

await main();

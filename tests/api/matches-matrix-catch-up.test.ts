// A kept matrix catches up with later match writes: from the changes the writes announced (no statement at all), or
// from the change log when they were not announced here. After every kind of write, under every kind of filter, the
// caught-up matrix equals one counted afresh, and it was caught up (no count of the matches) rather than rebuilt.
// Archetype changes and versions pruned from the log (and not announced) make it count afresh.
import { beforeAll, describe, expect, it } from 'vitest';
import { t, useAppWithWorld, w } from './helpers/app-with-world.ts';
import { countStatements } from './helpers/count-statements.ts';
import { archetype, logged, project } from './helpers/match-data.ts';
import { MAX_ANNOUNCED_CHANGES } from '../../server/services/matches/match-state.ts';

useAppWithWorld();

const game = (won_by: string, on_the_play: string, sideboarded = false) => ({ won_by, on_the_play, sideboarded });
const twoOne = [game('winner', 'winner'), game('loser', 'loser', true), game('winner', 'loser', true)];

/** Statements that count matches (the tally, or the matches grouped), and those that read the change log. */
const fullCounts = countStatements((sql) => /FROM "MatchTally"|FROM "Match"[\s\S]*GROUP BY/.test(sql));
const changeReads = countStatements((sql) => /FROM "MatchChange"/.test(sql));

let room: { id: string };
let a: { id: string; name: string };
let b: { id: string; name: string };
let c: { id: string; name: string };
let filters: string[];
beforeAll(async () => {
  room = await project(w.privateTeam.id, 'Catching Up');
  [a, b, c] = [await archetype(room.id, 'Abzan'), await archetype(room.id, 'Burn'), await archetype(room.id, 'Cascade')];
  filters = [
    '',
    '&include_inactive=true',
    '&unit=games',
    '&went_first=true',
    '&date_from=2024-02-01',
    '&date_from=2024-01-01&date_to=2024-01-31',
    `&user_id=${w.member.id}`,
    `&user_id=${w.admin.id}&date_from=2024-01-15&include_inactive=true`,
  ];
  await logged({ project_id: room.id, winner_archetype_id: a.id, loser_archetype_id: b.id, went_first: true, match_date: '2024-01-10T12:00:00Z', winner_user_id: w.member.id });
  await logged({ project_id: room.id, winner_archetype_id: b.id, loser_archetype_id: c.id, best_of: 3, games: twoOne, match_date: '2024-02-10T12:00:00Z', loser_user_id: w.admin.id });
});

/** What the cells count, without what depends on the minimum sample. */
const counted = (matrix: { total_matches: number; archetypes: unknown[]; matrix: Array<Record<string, unknown>> }) => ({
  total_matches: matrix.total_matches,
  archetypes: matrix.archetypes,
  cells: matrix.matrix.map(({ archetype_id, opponent_id, wins, losses, sample_size, first_sample_size, first_win_rate, games }) => ({ archetype_id, opponent_id, wins, losses, sample_size, first_sample_size, first_win_rate, games })),
});

async function matrixUnder(filter: string) {
  const response = await t.rest('GET', `/matches/matrix?project_id=${room.id}${filter}`, { token: w.member.token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.matrix;
}

/** As on an instance that missed the announcements (or never kept them): its kept matrices must ask the log. */
const missAnnouncements = () => t.app.deps.announcedChanges.forget('all');

let step = 0;
/**
 * Every filter's kept matrix, read after a write, against the same filter counted afresh (a minimum sample never
 * asked before): caught up from the announced changes, from the log, or counted afresh after asking the log.
 */
async function expectCaughtUp(how: 'from announcements' | 'from the log' | 'counted afresh', { forEachFilter }: { forEachFilter?: () => void } = {}) {
  step += 1;
  for (const filter of filters) {
    forEachFilter?.();
    fullCounts.reset();
    changeReads.reset();
    const kept = await matrixUnder(filter);
    expect({ filter, counts: fullCounts.matching, logAsked: changeReads.matching > 0 }).toEqual({ filter, counts: how === 'counted afresh' ? 1 : 0, logAsked: how !== 'from announcements' });
    const afresh = await matrixUnder(`${filter}&min_sample_size=${100 + step}`);
    expect(counted(kept), filter).toEqual(counted(afresh));
  }
}

/** Every kind of match write, each followed by `check`; the third match is logged, edited, removed and restored. */
async function everyKindOfWrite(check: () => Promise<void>) {
  const third = await logged({ project_id: room.id, winner_archetype_id: c.id, loser_archetype_id: a.id, went_first: false, match_date: '2024-01-20T12:00:00Z', winner_user_id: w.admin.id, loser_user_id: w.member.id });
  await check();

  // An edit that moves the match across every filter: other archetypes, date, players, games.
  const edited = await t.rest('PUT', `/matches/${third.id}`, {
    token: w.member.token,
    body: { winner_archetype_id: a.id, loser_archetype_id: b.id, match_date: '2024-02-20T12:00:00Z', winner_user_id: w.member.id, loser_user_id: null, best_of: 3, games: twoOne },
  });
  expect(edited.status, JSON.stringify(edited.body)).toBe(200);
  await check();

  await t.rest('DELETE', `/matches/${third.id}`, { token: w.member.token }); // removed: inactive, still in include_inactive
  await check();
  await t.rest('PUT', `/matches/${third.id}`, { token: w.member.token, body: { is_active: true } });
  await check();

  const imported = await t.rest('POST', '/matches/import', {
    token: w.member.token,
    body: { project_id: room.id, csv: `winner_archetype,loser_archetype,match_date\nAbzan,Burn,2024-01-05\nCascade,Burn,2024-03-01\nBurn,Abzan,2024-02-02\n` },
  });
  expect(imported.status, JSON.stringify(imported.body)).toBe(200);
  await check();

  // Several writes between two reads: caught up over all of them at once.
  await logged({ project_id: room.id, winner_archetype_id: a.id, loser_archetype_id: c.id, match_date: '2024-01-25T12:00:00Z', loser_user_id: w.admin.id });
  await logged({ project_id: room.id, winner_archetype_id: b.id, loser_archetype_id: a.id, went_first: true, match_date: '2024-02-25T12:00:00Z', winner_user_id: w.member.id });
  await check();
}

describe('a kept matrix catching up', () => {
  it('follows logs, edits, removals, restores and imports under every filter from what the writes announced', async () => {
    for (const filter of filters) await matrixUnder(filter); // kept from here on
    await everyKindOfWrite(() => expectCaughtUp('from announcements'));
  });

  it('asks the change log for what it did not hear announced', async () => {
    await everyKindOfWrite(() => expectCaughtUp('from the log', { forEachFilter: missAnnouncements }));
  });

  it('asks the change log for an import too large to announce', async () => {
    const rows = Array.from({ length: MAX_ANNOUNCED_CHANGES + 1 }, (_, i) => `Abzan,Cascade,2024-01-${String(1 + (i % 28)).padStart(2, '0')}`);
    const imported = await t.rest('POST', '/matches/import', { token: w.member.token, body: { project_id: room.id, csv: `winner_archetype,loser_archetype,match_date\n${rows.join('\n')}\n` } });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    await expectCaughtUp('from the log');
  });

  it('counts afresh after an archetype change, which the match log cannot tell', async () => {
    await t.rest('PUT', `/archetypes/${c.id}`, { token: w.member.token, body: { name: 'Cascade Crash' } });
    await expectCaughtUp('counted afresh');
    const names = (await matrixUnder('')).archetypes.map((x: { name: string }) => x.name);
    expect(names).toContain('Cascade Crash');
  });

  it('counts afresh when the versions since were pruned from the log', async () => {
    await logged({ project_id: room.id, winner_archetype_id: a.id, loser_archetype_id: b.id, match_date: '2024-01-11T12:00:00Z' });
    await t.app.deps.db.$executeRaw`DELETE FROM "MatchChange" WHERE "projectId" = ${room.id}::uuid`;
    await expectCaughtUp('counted afresh', { forEachFilter: missAnnouncements });
  });

  it('keeps the changes of the last 200 versions of a project only', async () => {
    const scratch = await project(w.privateTeam.id, 'Pruned Log');
    const [x, y] = [await archetype(scratch.id, 'Xeno'), await archetype(scratch.id, 'Yeti')];
    const match = await logged({ project_id: scratch.id, winner_archetype_id: x.id, loser_archetype_id: y.id });
    const db = t.app.deps.db;
    for (let i = 0; i < 205; i++) await db.match.update({ where: { id: match.id }, data: { notes: `edit ${i}` } });
    const { matrixVersion } = await db.project.findUniqueOrThrow({ where: { id: scratch.id } });
    const versions = await db.matchChange.findMany({ where: { projectId: scratch.id }, distinct: ['version'], select: { version: true } });
    expect(versions.length).toBe(200);
    expect(Math.min(...versions.map((v) => v.version))).toBe(matrixVersion - 199);
  });
});

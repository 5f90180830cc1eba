// The live matrix: a watcher of a project's matrix gets what a teammate's match changed in it — the rows and totals of
// that match's archetypes, with the ids the matrix query gave them — not the whole matrix again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveSubscriptions, until } from './helpers/live.ts';
import { t, useAppWithWorld, w } from './helpers/app-with-world.ts';
import { archetype, logged, project } from './helpers/match-data.ts';

useAppWithWorld();

let baseUrl: string;
beforeAll(async () => {
  baseUrl = await t.app.start();
});
const live = liveSubscriptions(() => baseUrl);
afterAll(() => live.closeAll());

// The selection the web's matrix asks with (MatrixGrid_matrix).
const ROWS = 'rows { id archetypeId counts } archetypes { id archetypeId totalMatches totalWins }';
const CHANGES = `subscription ($id: ID!, $filter: MatchupMatrixFilter) { matrixChanged(projectId: $id, filter: $filter) { complete matrix { id totalMatches } ${ROWS} } }`;

async function matrixNow(projectId: string, filter: Record<string, unknown> | null = null) {
  const answer = await t.gql(`query ($id: ID!, $filter: MatchupMatrixFilter) { project(id: $id) { matchupMatrix(filter: $filter) { id totalMatches ${ROWS} } } }`, { id: projectId, filter }, w.member.token);
  expect(answer.errors).toBeUndefined();
  return answer.data!.project.matchupMatrix;
}

describe('matrixChanged', () => {
  let room: { id: string };
  let a: { id: string };
  let b: { id: string };
  let c: { id: string };
  beforeAll(async () => {
    room = await project(w.privateTeam.id, 'Live Matrix');
    [a, b, c] = [await archetype(room.id, 'Aggro'), await archetype(room.id, 'Burn'), await archetype(room.id, 'Control')];
    await logged({ project_id: room.id, winner_archetype_id: a.id, loser_archetype_id: b.id });
  });

  /** A member's subscription, live: probed with matches until the first event arrives, then emptied. */
  async function watching(filter: Record<string, unknown> | null = null) {
    const sub = live.subscribe(w.member.token, CHANGES, { id: room.id, filter });
    for (let i = 0; i < 50 && sub.events.length === 0; i++) {
      await logged({ project_id: room.id, winner_archetype_id: a.id, loser_archetype_id: c.id, went_first: true });
      await until(() => sub.events.length > 0, 300).catch(() => {});
    }
    await new Promise((resolve) => setTimeout(resolve, 200)); // late probe events
    sub.events.length = 0;
    return sub;
  }

  it('sends the rows and totals of the match\'s two archetypes, equal to the matrix read afterwards, in about a kilobyte', async () => {
    const sub = await watching();
    const match = await logged({ project_id: room.id, winner_archetype_id: b.id, loser_archetype_id: c.id, went_first: false });
    await until(() => sub.events.length > 0);
    const change = sub.events[0].matrixChanged;
    const after = await matrixNow(room.id);
    expect(change.complete).toBe(true);
    expect(change.matrix).toEqual({ id: after.id, totalMatches: after.totalMatches });
    const rowOf = (rows: Array<{ archetypeId: string }>, id: string) => rows.find((row) => row.archetypeId === id);
    expect(change.rows.map((row: { archetypeId: string }) => row.archetypeId).sort()).toEqual([b.id, c.id].sort());
    for (const id of [b.id, c.id]) {
      expect(rowOf(change.rows, id)).toEqual(rowOf(after.rows, id));
      expect(rowOf(change.archetypes, id)).toEqual(rowOf(after.archetypes, id));
    }
    // Two rows of seven lists of three counts, two totals and the ids.
    expect(JSON.stringify(change).length).toBeLessThan(1_500);

    // Moving the match to other archetypes changes the rows it left and the rows it joined.
    await t.rest('PUT', `/matches/${match.id}`, { token: w.member.token, body: { winner_archetype_id: a.id } });
    await until(() => sub.events.length > 1);
    const moved = sub.events[1].matrixChanged;
    const afterMove = await matrixNow(room.id);
    expect(moved.rows.map((row: { archetypeId: string }) => row.archetypeId).sort()).toEqual([a.id, b.id, c.id].sort());
    for (const id of [a.id, b.id, c.id]) expect(rowOf(moved.rows, id)).toEqual(rowOf(afterMove.rows, id));
  });

  it('answers each filter with its own matrix, whose ids differ from the unfiltered one', async () => {
    const filter = { wentFirst: true, minSampleSize: 2 };
    const sub = await watching(filter);
    await logged({ project_id: room.id, winner_archetype_id: c.id, loser_archetype_id: a.id, went_first: true });
    await until(() => sub.events.length > 0);
    const change = sub.events[0].matrixChanged;
    const filtered = await matrixNow(room.id, filter);
    const unfiltered = await matrixNow(room.id);
    expect(change.matrix.id).toBe(filtered.id);
    expect(filtered.id).not.toBe(unfiltered.id);
    expect(change.rows).toEqual(filtered.rows.filter((row: { archetypeId: string }) => [a.id, c.id].includes(row.archetypeId)));
  });

  it('says a bulk import changed everything, and keeps non-members out', async () => {
    const outsider = live.subscribe(w.outsider.token, CHANGES, { id: room.id });
    const visitor = live.subscribe(undefined, CHANGES, { id: room.id });
    await until(() => outsider.errors.length > 0 && visitor.errors.length > 0);
    expect(JSON.stringify(outsider.errors)).toContain('Project not found');
    expect(JSON.stringify(visitor.errors)).toContain('Project not found');

    const sub = await watching();
    const csv = 'match_date,winner_archetype,loser_archetype\n2026-11-01,Aggro,Burn\n2026-11-02,Burn,Control\n';
    const imported = await t.rest('POST', '/matches/import', { token: w.member.token, body: { project_id: room.id, csv } });
    expect(imported.status).toBe(200);
    await until(() => sub.events.length > 0);
    expect(sub.events[0].matrixChanged).toMatchObject({ complete: false, rows: [], archetypes: [], matrix: { totalMatches: (await matrixNow(room.id)).totalMatches } });
    expect(outsider.events).toEqual([]);
    expect(visitor.events).toEqual([]);
  });
});

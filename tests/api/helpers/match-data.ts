// Match test data made through the REST API as the world's people: archetypes, projects, decklists and matches, and
// the Matrix Lab (useMatrixLab) whose hand-counted matches the filter, statistics, matrix and CSV tests check.
import { beforeAll, expect } from 'vitest';
import { t, w } from './app-with-world.ts';

export const GAME = 'Magic: The Gathering';

export async function archetype(projectId: string, name: string, token = w.member.token): Promise<{ id: string; name: string }> {
  const response = await t.rest('POST', '/archetypes', { token, body: { project_id: projectId, name, game: GAME } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

export async function project(teamId: string, name: string, visibility = 'private'): Promise<{ id: string }> {
  const response = await t.rest('POST', '/projects', { token: w.owner.token, body: { team_id: teamId, name, game: GAME, visibility } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

export async function decklist(archetypeId: string, name: string): Promise<{ id: string }> {
  const response = await t.rest('POST', '/decklists', { token: w.member.token, body: { archetype_id: archetypeId, name, cards: [{ name: 'Lightning Bolt', quantity: 4 }] } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

/** A new version of the decklist; returns the id of that DecklistVersion row. */
export async function newVersion(decklistId: string): Promise<string> {
  const response = await t.rest('PUT', `/decklists/${decklistId}`, { token: w.member.token, body: { cards: [{ name: 'Lightning Bolt', quantity: 3 }, { name: 'Shock', quantity: 1 }] } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const latest = await t.app.deps.db.decklistVersion.findFirstOrThrow({ where: { decklistId }, orderBy: { number: 'desc' } });
  return latest.id;
}

/** Logs as `token`: the team member by default, null for a visitor. */
export const log = (body: Record<string, unknown>, token: string | null = w.member.token) => t.rest('POST', '/matches', { token: token ?? undefined, body });

export async function logged(body: Record<string, unknown>, token = w.member.token): Promise<Record<string, any>> {
  const response = await log(body, token);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

export const matchCount = () => t.app.deps.db.match.count();

export interface MatrixLab {
  project: { id: string };
  A: { id: string; name: string };
  B: { id: string; name: string };
  C: { id: string; name: string };
  alphaList: { id: string };
  /** The id of Alpha list's version 2. */
  alphaV2: string;
  /** The REST answers of the logged matches, by number. */
  match: Record<number, Record<string, any>>;
}

/**
 * Registers a `beforeAll` (after useAppWithWorld's) that makes the Matrix Lab, a project with a known set of
 * matches, for filters, stats and the matrix against hand-computed numbers; the returned object is filled in then.
 *   #  winner  loser  went_first  date        winner / loser player  notes
 *   1  A       B      true        2024-01-10  member / admin         A plays Alpha list v1
 *   2  A       B      false       2024-01-11  member / admin
 *   3  B       A      true        2024-01-12  admin / member
 *   4  A       C      null        2024-02-01  member / -             A plays Alpha list v1
 *   5  C       B      true        2024-02-02  - / admin
 *   6  A       A      true        2024-02-03  member / admin         (mirror)
 *   7  B       C      false       2024-03-01  -                      deleted
 *   8  A       B      true        2024-03-05  member / admin         A plays Alpha list v2
 */
export function useMatrixLab(): MatrixLab {
  const lab = { match: {} } as MatrixLab;
  beforeAll(async () => {
    lab.project = await project(w.privateTeam.id, 'Matrix Lab');
    const [A, B, C] = [await archetype(lab.project.id, 'Alpha'), await archetype(lab.project.id, 'Beta'), await archetype(lab.project.id, 'Gamma')];
    Object.assign(lab, { A, B, C });
    lab.alphaList = await decklist(A.id, 'Alpha list');
    const m = w.member.id;
    const a = w.admin.id;
    const rows: Array<[number, typeof A, typeof A, boolean | null, string, string | null, string | null, boolean]> = [
      [1, A, B, true, '2024-01-10T12:00:00Z', m, a, true],
      [2, A, B, false, '2024-01-11T12:00:00Z', m, a, false],
      [3, B, A, true, '2024-01-12T12:00:00Z', a, m, false],
      [4, A, C, null, '2024-02-01T12:00:00Z', m, null, true],
      [5, C, B, true, '2024-02-02T12:00:00Z', null, a, false],
      [6, A, A, true, '2024-02-03T12:00:00Z', m, a, false],
      [7, B, C, false, '2024-03-01T12:00:00Z', null, null, false],
    ];
    for (const [n, winner, loser, wentFirst, date, winnerUser, loserUser, withList] of rows) {
      lab.match[n] = await logged({
        project_id: lab.project.id,
        winner_archetype_id: winner.id,
        loser_archetype_id: loser.id,
        went_first: wentFirst,
        match_date: date,
        winner_user_id: winnerUser,
        loser_user_id: loserUser,
        winner_decklist_id: withList ? lab.alphaList.id : null,
        notes: `#${n}`,
      });
    }
    await t.rest('DELETE', `/matches/${lab.match[7].id}`, { token: w.member.token });
    lab.alphaV2 = await newVersion(lab.alphaList.id);
    lab.match[8] = await logged({
      project_id: lab.project.id,
      winner_archetype_id: A.id,
      loser_archetype_id: B.id,
      went_first: true,
      match_date: '2024-03-05T12:00:00Z',
      winner_user_id: m,
      loser_user_id: a,
      winner_decklist_id: lab.alphaList.id,
      notes: '#8',
    });
  });
  return lab;
}

/** The total and the notes' numbers of a project's match list under `query` (as the member). */
export async function listedNumbers(projectId: string, query: string) {
  const response = await t.rest('GET', `/matches?project_id=${projectId}${query}`, { token: w.member.token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return { total: response.body.total, notes: response.body.matches.map((m: { notes: string }) => Number(m.notes.slice(1))) };
}

export type Cell = Record<string, any>;

/** A project's matrix under `query` (as the member), with lookups of a cell and its "wins-losses". */
export async function matrixOf(projectId: string, query = '') {
  const response = await t.rest('GET', `/matches/matrix?project_id=${projectId}${query}`, { token: w.member.token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const body = response.body.matrix;
  const cell = (row: { id: string }, column: { id: string }): Cell => body.matrix.find((c: Cell) => c.archetype_id === row.id && c.opponent_id === column.id);
  const record = (row: { id: string }, column: { id: string }) => `${cell(row, column).wins}-${cell(row, column).losses}`;
  return { body, cell, record };
}

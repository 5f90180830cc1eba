import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { countStatements } from '../../bench/support.ts';
import { liveSubscriptions, until } from './helpers/live.ts';
import { ROLES, tokenOf, type Role } from './helpers/world.ts';
import { t, w } from './helpers/app-with-world.ts';

let baseUrl: string;
beforeAll(async () => {
  baseUrl = await t.app.start();
});

const GAME = 'Magic: The Gathering';

async function archetype(projectId: string, name: string, token = w.member.token): Promise<{ id: string; name: string }> {
  const response = await t.rest('POST', '/archetypes', { token, body: { project_id: projectId, name, game: GAME } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

async function project(teamId: string, name: string, visibility = 'private'): Promise<{ id: string }> {
  const response = await t.rest('POST', '/projects', { token: w.owner.token, body: { team_id: teamId, name, game: GAME, visibility } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

async function decklist(archetypeId: string, name: string): Promise<{ id: string }> {
  const response = await t.rest('POST', '/decklists', { token: w.member.token, body: { archetype_id: archetypeId, name, cards: [{ name: 'Lightning Bolt', quantity: 4 }] } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

/** A new version of the decklist; returns the id of that DecklistVersion row. */
async function newVersion(decklistId: string): Promise<string> {
  const response = await t.rest('PUT', `/decklists/${decklistId}`, { token: w.member.token, body: { cards: [{ name: 'Lightning Bolt', quantity: 3 }, { name: 'Shock', quantity: 1 }] } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const latest = await t.app.deps.db.decklistVersion.findFirstOrThrow({ where: { decklistId }, orderBy: { number: 'desc' } });
  return latest.id;
}

/** Logs as `token`: the team member by default, null for a visitor. */
const log = (body: Record<string, unknown>, token: string | null = w.member.token) => t.rest('POST', '/matches', { token: token ?? undefined, body });

async function logged(body: Record<string, unknown>, token = w.member.token): Promise<Record<string, any>> {
  const response = await log(body, token);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

const matchCount = () => t.app.deps.db.match.count();

describe('logging, reading, editing and deleting a match', () => {
  let burn: { id: string; name: string };
  let control: { id: string; name: string };
  let foreign: { id: string; name: string };
  let burnList: { id: string };
  let controlList: { id: string };
  beforeAll(async () => {
    burn = await archetype(w.privateProject.id, 'Burn');
    control = await archetype(w.privateProject.id, 'Azorius Control');
    foreign = await archetype(w.publicProjectOfPrivateTeam.id, 'Foreign Deck');
    burnList = await decklist(burn.id, 'Burn v1');
    controlList = await decklist(control.id, 'UW list');
    await newVersion(burnList.id);
  });

  it('logs a match with its sides and returns the detail shape; the date defaults to now', async () => {
    const before = Date.now();
    const match = await logged({
      project_id: w.privateProject.id,
      winner_archetype_id: burn.id,
      loser_archetype_id: control.id,
      winner_decklist_id: burnList.id,
      loser_decklist_id: controlList.id,
      winner_user_id: w.member.id,
      loser_user_id: w.owner.id,
      went_first: true,
      notes: '  Turn four kill  ',
    });
    expect(match).toMatchObject({
      project_id: w.privateProject.id,
      winner_archetype_id: burn.id,
      loser_archetype_id: control.id,
      winner_decklist_id: burnList.id,
      loser_decklist_id: controlList.id,
      winner_decklist_version: 2,
      loser_decklist_version: 1,
      winner_user_id: w.member.id,
      loser_user_id: w.owner.id,
      went_first: true,
      notes: 'Turn four kill',
      is_active: true,
      recorded_by: w.member.id,
      winner_archetype: { id: burn.id, name: 'Burn', short_name: 'BURN' },
      loser_archetype: { id: control.id, name: 'Azorius Control', short_name: 'AC' },
      winner_decklist: { id: burnList.id, name: 'Burn v1', version: 2 },
      loser_decklist: { id: controlList.id, name: 'UW list', version: 1 },
      winner_user: { id: w.member.id, username: w.member.username, display_name: null },
      loser_user: { id: w.owner.id, username: w.owner.username, display_name: 'Olivia Owner' },
      match_result: { went_first: true, notes: 'Turn four kill' },
      recorded_by_user: { id: w.member.id, username: w.member.username },
    });
    expect(match.match_result.match_date).toBe(match.match_date);
    expect(Date.parse(match.match_date)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(match.match_date)).toBeLessThanOrEqual(Date.now() + 1000);
    const read = await t.rest('GET', `/matches/${match.id}`, { token: w.admin.token });
    expect(read).toMatchObject({ status: 200, body: match });
  });

  it('takes an explicit date and time, an unknown went_first, and a mirror match between two players', async () => {
    const match = await logged({
      project_id: w.privateProject.id,
      winner_archetype_id: burn.id,
      loser_archetype_id: burn.id,
      winner_user_id: w.member.id,
      loser_user_id: w.admin.id,
      match_date: '2024-05-01T18:30:00+02:00',
    });
    expect(match).toMatchObject({ match_date: '2024-05-01T16:30:00.000Z', went_first: null, winner_decklist: null, notes: null });
  });

  it.each([
    [{ winner_archetype_id: undefined }, 'Winner archetype or user is required'],
    [{ loser_archetype_id: '' }, 'Loser archetype or user is required'],
    [{ winner_archetype_id: '0190a0a0-0000-7000-8000-000000000000' }, 'Winner archetype not found in this project'],
    [{ winner_archetype_id: 'not-an-id' }, 'Winner archetype not found in this project'],
    [{ loser_archetype_id: 'FOREIGN' }, 'Loser archetype not found in this project'],
    [{ winner_decklist_id: 'CONTROL_LIST' }, 'Winner decklist is not a decklist of the winner archetype'],
    [{ winner_user_id: 'OUTSIDER' }, 'Winner player is not a member of this team'],
    [{ loser_archetype_id: 'BURN', winner_user_id: 'MEMBER', loser_user_id: 'MEMBER' }, 'Winner and loser cannot be the same archetype played by the same player'],
    [{ match_date: '2024-02-30' }, 'Match date is not a valid date'],
    [{ match_date: 'yesterday' }, 'Match date is not a valid date'],
    [{ match_date: '2024-05-01T25:00' }, 'Match date is not a valid date'],
    [{ notes: 'x'.repeat(2001) }, 'Notes must be at most 2000 characters'],
    [{ went_first: 'yes' }, 'went_first must be true, false or null'],
  ])('refuses %j with "%s" and writes nothing', async (changes, message) => {
    const names: Record<string, () => string> = {
      FOREIGN: () => foreign.id,
      CONTROL_LIST: () => controlList.id,
      OUTSIDER: () => w.outsider.id,
      BURN: () => burn.id,
      MEMBER: () => w.member.id,
    };
    const body: Record<string, unknown> = { project_id: w.privateProject.id, winner_archetype_id: burn.id, loser_archetype_id: control.id };
    for (const [key, value] of Object.entries(changes)) body[key] = typeof value === 'string' && names[value] ? names[value]() : value;
    const before = await matchCount();
    expect(await log(body)).toMatchObject({ status: 400, body: { message, code: 'VALIDATION' } });
    expect(await matchCount()).toBe(before);
  });

  it('refuses unknown fields', async () => {
    const response = await log({ project_id: w.privateProject.id, winner_archetype_id: burn.id, loser_archetype_id: control.id, score: '2-1' });
    expect(response.status).toBe(400);
  });

  it('lets only members of the team log, change and delete; readers follow the project', async () => {
    const statuses: Record<string, number> = {};
    for (const role of ROLES) {
      statuses[role] = (await log({ project_id: w.privateProject.id, winner_archetype_id: burn.id, loser_archetype_id: control.id }, tokenOf(w, role as Role) ?? null)).status;
    }
    expect(statuses).toEqual({ anonymous: 401, outsider: 404, member: 201, admin: 201, owner: 201, siteAdmin: 403 });

    const match = await logged({ project_id: w.privateProject.id, winner_archetype_id: control.id, loser_archetype_id: burn.id });
    const calls = {
      read: (token?: string) => t.rest('GET', `/matches/${match.id}`, { token }),
      update: (token?: string) => t.rest('PUT', `/matches/${match.id}`, { token, body: { notes: 'changed' } }),
      remove: (token?: string) => t.rest('DELETE', `/matches/${match.id}`, { token }),
      list: (token?: string) => t.rest('GET', `/matches?project_id=${w.privateProject.id}`, { token }),
      stats: (token?: string) => t.rest('GET', `/matches/stats?project_id=${w.privateProject.id}`, { token }),
      matrix: (token?: string) => t.rest('GET', `/matches/matrix?project_id=${w.privateProject.id}`, { token }),
      exportCsv: (token?: string) => t.rest('GET', `/matches/export?project_id=${w.privateProject.id}`, { token }),
      importCsv: (token?: string) =>
        t.rest('POST', '/matches/import', { token, body: { project_id: w.privateProject.id, csv: 'winner_archetype,loser_archetype\nBurn,Azorius Control\n', dry_run: true } }),
    };
    const table: Record<string, Record<string, number>> = {};
    for (const [name, call] of Object.entries(calls)) {
      table[name] = {};
      for (const role of ['anonymous', 'outsider', 'siteAdmin', 'member'] as Role[]) table[name][role] = (await call(tokenOf(w, role))).status;
    }
    expect(table).toEqual({
      read: { anonymous: 404, outsider: 404, siteAdmin: 200, member: 200 },
      update: { anonymous: 401, outsider: 404, siteAdmin: 403, member: 200 },
      remove: { anonymous: 401, outsider: 404, siteAdmin: 403, member: 200 },
      list: { anonymous: 404, outsider: 404, siteAdmin: 200, member: 200 },
      stats: { anonymous: 404, outsider: 404, siteAdmin: 200, member: 200 },
      matrix: { anonymous: 404, outsider: 404, siteAdmin: 200, member: 200 },
      exportCsv: { anonymous: 404, outsider: 404, siteAdmin: 200, member: 200 },
      importCsv: { anonymous: 401, outsider: 404, siteAdmin: 403, member: 200 },
    });

    // A public project's matches are readable by everyone and writable by members only.
    const elves = await archetype(w.publicProject.id, 'Elves');
    const goblins = await archetype(w.publicProject.id, 'Goblins');
    const open = await logged({ project_id: w.publicProject.id, winner_archetype_id: elves.id, loser_archetype_id: goblins.id });
    expect((await t.rest('GET', `/matches/${open.id}`)).status).toBe(200);
    expect((await t.rest('PUT', `/matches/${open.id}`, { token: w.outsider.token, body: { notes: 'mine' } })).status).toBe(403);
    expect((await t.rest('DELETE', `/matches/${open.id}`, { token: w.outsider.token })).status).toBe(403);
    // The unscoped list holds only what the caller can read.
    const visible = (await t.rest('GET', '/matches?limit=100', { token: w.outsider.token })).body.matches.map((m: { project_id: string }) => m.project_id);
    expect(visible).toContain(w.publicProject.id);
    expect(visible).not.toContain(w.privateProject.id);
  });

  it('updates the given fields, keeps the recorded version of a kept decklist, and refuses bad changes', async () => {
    const match = await logged({ project_id: w.privateProject.id, winner_archetype_id: burn.id, loser_archetype_id: control.id, winner_decklist_id: burnList.id, notes: 'first' });
    expect(match.winner_decklist_version).toBe(2);
    await newVersion(burnList.id); // the decklist is now at version 3; the match was played with version 2
    const edited = await t.rest('PUT', `/matches/${match.id}`, { token: w.admin.token, body: { went_first: false, notes: null, loser_decklist_id: controlList.id } });
    expect(edited.body).toMatchObject({ went_first: false, notes: null, winner_decklist_version: 2, loser_decklist_version: 1, loser_decklist_id: controlList.id });

    const refused = await t.rest('PUT', `/matches/${match.id}`, { token: w.admin.token, body: { loser_archetype_id: foreign.id, notes: 'should not stick' } });
    expect(refused).toMatchObject({ status: 400, body: { message: 'Loser archetype not found in this project' } });
    const swapped = await t.rest('PUT', `/matches/${match.id}`, { token: w.admin.token, body: { winner_archetype_id: control.id } });
    expect(swapped).toMatchObject({ status: 400, body: { message: 'Winner decklist is not a decklist of the winner archetype' } });
    expect(await t.rest('PUT', `/matches/${match.id}`, { token: w.admin.token, body: { match_date: '31/12/2024' } })).toMatchObject({ status: 400, body: { message: 'Match date is not a valid date' } });
    const unchanged = await t.rest('GET', `/matches/${match.id}`, { token: w.admin.token });
    expect(unchanged.body).toMatchObject({ notes: null, loser_archetype_id: control.id, winner_archetype_id: burn.id });
  });

  it('deletes softly: the match leaves lists and statistics, include_inactive shows it, and an update restores it', async () => {
    const match = await logged({ project_id: w.privateProject.id, winner_archetype_id: control.id, loser_archetype_id: burn.id, notes: 'to delete' });
    const ids = async (query = '') =>
      (await t.rest('GET', `/matches?project_id=${w.privateProject.id}&limit=100${query}`, { token: w.member.token })).body.matches.map((m: { id: string }) => m.id);
    expect(await ids()).toContain(match.id);
    expect(await t.rest('DELETE', `/matches/${match.id}`, { token: w.owner.token })).toMatchObject({ status: 200, body: { message: 'Match deleted successfully' } });
    expect(await ids()).not.toContain(match.id);
    expect(await ids('&include_inactive=true')).toContain(match.id);
    expect((await t.rest('GET', `/matches/${match.id}`, { token: w.member.token })).body.is_active).toBe(false);
    expect((await t.rest('DELETE', `/matches/${match.id}`, { token: w.owner.token })).status).toBe(200);
    expect((await t.rest('PUT', `/matches/${match.id}`, { token: w.owner.token, body: { is_active: true } })).body.is_active).toBe(true);
    expect(await ids()).toContain(match.id);
  });
});

/**
 * A project with a known set of matches, for filters, stats and the matrix against hand-computed numbers.
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
describe('filters, statistics and the matchup matrix', () => {
  let lab: { id: string };
  let A: { id: string; name: string };
  let B: { id: string; name: string };
  let C: { id: string; name: string };
  let alphaList: { id: string };
  let alphaV2: string;
  const match: Record<number, Record<string, any>> = {};

  beforeAll(async () => {
    lab = await project(w.privateTeam.id, 'Matrix Lab');
    A = await archetype(lab.id, 'Alpha');
    B = await archetype(lab.id, 'Beta');
    C = await archetype(lab.id, 'Gamma');
    alphaList = await decklist(A.id, 'Alpha list');
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
      match[n] = await logged({
        project_id: lab.id,
        winner_archetype_id: winner.id,
        loser_archetype_id: loser.id,
        went_first: wentFirst,
        match_date: date,
        winner_user_id: winnerUser,
        loser_user_id: loserUser,
        winner_decklist_id: withList ? alphaList.id : null,
        notes: `#${n}`,
      });
    }
    await t.rest('DELETE', `/matches/${match[7].id}`, { token: w.member.token });
    alphaV2 = await newVersion(alphaList.id);
    match[8] = await logged({
      project_id: lab.id,
      winner_archetype_id: A.id,
      loser_archetype_id: B.id,
      went_first: true,
      match_date: '2024-03-05T12:00:00Z',
      winner_user_id: m,
      loser_user_id: a,
      winner_decklist_id: alphaList.id,
      notes: '#8',
    });
  });

  const numbers = async (query: string) => {
    const response = await t.rest('GET', `/matches?project_id=${lab.id}${query}`, { token: w.member.token });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return { total: response.body.total, notes: response.body.matches.map((m: { notes: string }) => Number(m.notes.slice(1))) };
  };

  it('lists newest first with every filter of section 3, paged by limit (default 20) and offset', async () => {
    expect(await numbers('')).toEqual({ total: 7, notes: [8, 6, 5, 4, 3, 2, 1] });
    expect(await numbers('&include_inactive=true')).toEqual({ total: 8, notes: [8, 7, 6, 5, 4, 3, 2, 1] });
    expect(await numbers(`&archetype_id=${C.id}`)).toEqual({ total: 2, notes: [5, 4] });
    expect(await numbers(`&user_id=${w.admin.id}`)).toEqual({ total: 6, notes: [8, 6, 5, 3, 2, 1] });
    expect(await numbers(`&decklist_id=${alphaList.id}`)).toEqual({ total: 3, notes: [8, 4, 1] });
    expect(await numbers('&date_from=2024-02-01&date_to=2024-02-02')).toEqual({ total: 2, notes: [5, 4] });
    expect(await numbers('&date_from=2024-01-11T12:00:00Z&date_to=2024-01-12T12:00:00Z')).toEqual({ total: 2, notes: [3, 2] });
    expect(await numbers('&went_first=false')).toEqual({ total: 1, notes: [2] });
    expect(await numbers('&went_first=false&include_inactive=true')).toEqual({ total: 2, notes: [7, 2] });
    expect(await numbers('&limit=2&offset=1')).toEqual({ total: 7, notes: [6, 5] });
    const page = await t.rest('GET', `/matches?project_id=${lab.id}`, { token: w.member.token });
    expect(page.body).toMatchObject({ total: 7, limit: 20, offset: 0 });
  });

  it.each([
    ['limit=0', 'Limit must be a whole number from 1 to 100'],
    ['limit=101', 'Limit must be a whole number from 1 to 100'],
    ['offset=-1', 'Offset must be a whole number of at least 0'],
    ['date_from=2024-13-01', 'Start date is not a valid date'],
    ['date_to=soon', 'End date is not a valid date'],
    ['date_from=2024-03-01&date_to=2024-02-01', 'Start date must not be after end date'],
    ['went_first=maybe', 'went_first must be true or false'],
    ['user_id=bob', 'User ID is not a valid id'],
  ])('refuses the list filter %s with "%s"', async (query, message) => {
    expect(await t.rest('GET', `/matches?project_id=${lab.id}&${query}`, { token: w.member.token })).toMatchObject({ status: 400, body: { message } });
  });

  const stats = async (query: string) => {
    const response = await t.rest('GET', `/matches/stats?${query}`, { token: w.member.token });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };

  it('computes stats for an archetype, a player, a player with an archetype, a decklist and a project', async () => {
    // A: matches 1, 2, 3, 4, 8 (the mirror 6 is no win and no loss); went first known in 1, 2, 3, 8, winner first in 1, 3, 8.
    expect(await stats(`archetype_id=${A.id}`)).toEqual({ total_matches: 5, wins: 4, losses: 1, win_rate: 0.8, first_player_wins: 3, first_player_rate: 0.75 });
    // member: 1, 2, 4, 6, 8 won and 3 lost; went first known in 1, 2, 3, 6, 8, winner first in 1, 3, 6, 8.
    expect(await stats(`user_id=${w.member.id}&project_id=${lab.id}`)).toEqual({ total_matches: 6, wins: 5, losses: 1, win_rate: 5 / 6, first_player_wins: 4, first_player_rate: 0.8 });
    // member playing A: the same six (in the mirror only the winner side is member-with-A).
    expect(await stats(`user_id=${w.member.id}&archetype_id=${A.id}`)).toMatchObject({ total_matches: 6, wins: 5 });
    expect(await stats(`decklist_id=${alphaList.id}`)).toEqual({ total_matches: 3, wins: 3, losses: 0, win_rate: 1, first_player_wins: 2, first_player_rate: 1 });
    // The project alone: every match from its winner's side; who went first is known in 6 of 7, the winner in 5.
    expect(await stats(`project_id=${lab.id}`)).toEqual({ total_matches: 7, wins: 7, losses: 0, win_rate: 1, first_player_wins: 5, first_player_rate: 5 / 6 });
    expect(await t.rest('GET', '/matches/stats', { token: w.member.token })).toMatchObject({ status: 400, body: { message: 'Give a project_id, user_id, archetype_id or decklist_id' } });
    // Outside readers see nothing of a private archetype's matches.
    expect((await t.rest('GET', `/matches/stats?archetype_id=${A.id}`, { token: w.outsider.token })).body.total_matches).toBe(0);
  });

  type Cell = Record<string, any>;
  const matrix = async (query = '') => {
    const response = await t.rest('GET', `/matches/matrix?project_id=${lab.id}${query}`, { token: w.member.token });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const body = response.body.matrix;
    const cell = (row: { id: string }, column: { id: string }): Cell => body.matrix.find((c: Cell) => c.archetype_id === row.id && c.opponent_id === column.id);
    const record = (row: { id: string }, column: { id: string }) => `${cell(row, column).wins}-${cell(row, column).losses}`;
    return { body, cell, record };
  };

  it('builds the matrix from the active matches with the section 3 shape and hand-computed cells', async () => {
    const { body, cell } = await matrix();
    expect(body).toMatchObject({ project_name: 'Matrix Lab', total_matches: 7, min_sample_size: 1 });
    expect(Number.isNaN(Date.parse(body.generated_at))).toBe(false);
    expect(body.archetypes).toEqual([
      { id: A.id, name: 'Alpha', short_name: 'ALPH', total_matches: 5, total_wins: 4, win_rate: 0.8 },
      { id: B.id, name: 'Beta', short_name: 'BETA', total_matches: 5, total_wins: 1, win_rate: 0.2 },
      { id: C.id, name: 'Gamma', short_name: 'GAMM', total_matches: 2, total_wins: 1, win_rate: 0.5 },
    ]);
    expect(body.matrix).toHaveLength(6); // no diagonal
    const ab = cell(A, B);
    expect(ab).toMatchObject({ wins: 3, losses: 1, sample_size: 4, win_rate: 0.75, win_rate_percent: 75, is_significant: true, band: 'excellent' });
    // A went first in 1 and 8 (won both); in 2 and 3 B went first.
    expect(ab).toMatchObject({ first_win_rate: 1, first_sample_size: 2 });
    expect(ab.confidence_interval.lower).toBeCloseTo(0.30064, 4);
    expect(ab.confidence_interval.upper).toBeCloseTo(0.95441, 4);
    expect(cell(B, A)).toMatchObject({ wins: 1, losses: 3, win_rate: 0.25, band: 'very-bad', first_win_rate: 0.5, first_sample_size: 2 });
    expect(cell(B, A).confidence_interval.lower).toBeCloseTo(0.04559, 4);
    expect(cell(A, C)).toMatchObject({ wins: 1, losses: 0, first_win_rate: null, first_sample_size: 0 });
    expect(cell(C, B)).toMatchObject({ wins: 1, losses: 0 });
    expect(cell(B, C)).toMatchObject({ wins: 0, losses: 1, win_rate: 0 });
  });

  it('keeps every cell the mirror of its opposite under any filter', async () => {
    for (const query of ['', '&include_inactive=true', '&went_first=true', `&user_id=${w.admin.id}`, '&date_from=2024-01-11']) {
      const { body } = await matrix(query);
      for (const c of body.matrix as Cell[]) {
        const opposite = (body.matrix as Cell[]).find((o) => o.archetype_id === c.opponent_id && o.opponent_id === c.archetype_id)!;
        expect([opposite.wins, opposite.losses, opposite.sample_size]).toEqual([c.losses, c.wins, c.sample_size]);
        if (c.sample_size > 0) expect(c.win_rate + opposite.win_rate).toBeCloseTo(1, 10);
        else expect([c.win_rate, opposite.win_rate]).toEqual([null, null]);
      }
    }
  });

  it('applies every matrix filter', async () => {
    const significant = await matrix('&min_sample_size=2');
    expect(significant.cell(A, B)).toMatchObject({ is_significant: true, band: 'excellent' });
    expect(significant.cell(A, C)).toMatchObject({ is_significant: false, band: 'none', win_rate: 1 });
    expect((await matrix('&include_inactive=true')).record(B, C)).toBe('1-1');
    const february = await matrix('&date_from=2024-02-01&date_to=2024-02-28');
    expect([february.body.total_matches, february.record(A, C), february.record(C, B), february.record(A, B)]).toEqual([3, '1-0', '1-0', '0-0']);
    const admin = await matrix(`&user_id=${w.admin.id}`);
    expect([admin.body.total_matches, admin.record(A, B), admin.record(C, B), admin.record(A, C)]).toEqual([6, '3-1', '1-0', '0-0']);
    const onThePlay = await matrix('&went_first=true');
    expect([onThePlay.body.total_matches, onThePlay.record(A, B), onThePlay.record(C, B)]).toEqual([5, '2-1', '1-0']);
    // Only Alpha list v2 for A: match 8; archetypes without chosen versions are unconstrained (match 5).
    const v2 = await matrix(`&decklist_versions=${alphaV2}`);
    expect([v2.body.total_matches, v2.record(A, B), v2.record(A, C), v2.record(C, B)]).toEqual([2, '1-0', '0-0', '1-0']);
    // The maintained tally (no date filter) and the plain aggregate over matches (a date filter) agree.
    const viaTally = await matrix('&include_inactive=true&went_first=false');
    const viaMatches = await matrix('&include_inactive=true&went_first=false&date_from=2000-01-01');
    expect(viaMatches.body.matrix).toEqual(viaTally.body.matrix);
  });

  it.each([
    ['&min_sample_size=0', 'Minimum sample size must be at least 1'],
    ['&min_sample_size=abc', 'Minimum sample size must be at least 1'],
    ['&date_from=2024-02-31', 'Start date is not a valid date'],
    ['&decklist_versions=v2', 'Decklist versions must be a comma-separated list of version ids'],
    ['&decklist_versions=0190a0a0-0000-7000-8000-000000000000', 'Decklist version 0190a0a0-0000-7000-8000-000000000000 not found in this project'],
    ['&target_half_width=0.5', 'Target half-width must be greater than 0 and less than 0.5'],
    ['&field=nonsense', 'Field must be a comma-separated list of archetype_id:share with shares of at least 0'],
    ['&colour=red', 'Unrecognized key: "colour"'],
  ])('refuses the matrix filter %s with "%s"', async (query, message) => {
    expect(await t.rest('GET', `/matches/matrix?project_id=${lab.id}${query}`, { token: w.member.token })).toMatchObject({ status: 400, body: { message } });
  });

  it('adds games still needed per cell and expected win rates against a field sent with the query', async () => {
    const { body, cell } = await matrix(`&target_half_width=0.1&field=${A.id}:50,${B.id}:50`);
    expect(cell(A, B).games_needed).toBe(66); // 3-1 at 75% needs 70 games for ±10 points
    expect(cell(B, C).games_needed).toBeGreaterThan(0);
    const expected = Object.fromEntries(body.expected_win_rates.map((e: Record<string, any>) => [e.archetype_id, e]));
    // A: half the field is the mirror (50%), half is B (3 of 4): 0.625.
    expect(expected[A.id]).toMatchObject({ expected_win_rate: 0.625, coverage: 1 });
    // C: lost its one game against A, won its one game against B.
    expect(expected[C.id]).toMatchObject({ expected_win_rate: 0.5, coverage: 1 });
    const unknown = await t.rest('GET', `/matches/matrix?project_id=${lab.id}&field=${w.publicProject.id}:10`, { token: w.member.token });
    expect(unknown.status).toBe(400);
  });

  it('serves the same numbers through GraphQL', async () => {
    const response = await t.gql(
      `query ($id: ID!, $filter: MatchupMatrixFilter, $field: [MetagameShareInput!]!) {
        project(id: $id) {
          matchCount
          matches(first: 2, filter: { archetypeId: "${C.id}" }) { totalCount edges { node { notes winnerArchetype { name } winnerDecklist { name } } } }
          matchupMatrix(filter: $filter) {
            projectName totalMatches minSampleSize
            archetypes { archetypeId shortName totalMatches totalWins winRate }
            cells { archetypeId opponentId wins losses sampleSize winRate winRatePercent firstWinRate isSignificant band confidenceInterval { lower upper } gamesNeeded(halfWidth: 0.1) }
            expectedWinRates(field: $field) { archetypeId expectedWinRate coverage interval { lower upper } }
          }
        }
        stats: matchStats(archetypeId: "${encodeGlobalID('Archetype', A.id)}") { totalMatches wins losses winRate firstPlayerWins firstPlayerRate }
      }`,
      { id: lab.id, filter: { minSampleSize: 2 }, field: [{ archetypeId: encodeGlobalID('Archetype', A.id), share: 1 }, { archetypeId: B.id, share: 1 }] },
      w.member.token,
    );
    expect(response.errors).toBeUndefined();
    const p = response.data!.project;
    expect(p.matchCount).toBe(7);
    expect(p.matches).toEqual({ totalCount: 2, edges: [{ node: { notes: '#5', winnerArchetype: { name: 'Gamma' }, winnerDecklist: null } }, { node: { notes: '#4', winnerArchetype: { name: 'Alpha' }, winnerDecklist: { name: 'Alpha list' } } }] });
    expect(p.matchupMatrix).toMatchObject({ projectName: 'Matrix Lab', totalMatches: 7, minSampleSize: 2 });
    const ab = p.matchupMatrix.cells.find((c: Cell) => c.archetypeId === A.id && c.opponentId === B.id);
    expect(ab).toMatchObject({ wins: 3, losses: 1, sampleSize: 4, winRate: 0.75, winRatePercent: 75, firstWinRate: 1, isSignificant: true, band: 'EXCELLENT', gamesNeeded: 66 });
    const ac = p.matchupMatrix.cells.find((c: Cell) => c.archetypeId === A.id && c.opponentId === C.id);
    expect(ac).toMatchObject({ isSignificant: false, band: 'NONE', confidenceInterval: { upper: 1 } });
    expect(p.matchupMatrix.expectedWinRates.find((e: Cell) => e.archetypeId === A.id)).toMatchObject({ expectedWinRate: 0.625, coverage: 1 });
    expect(response.data!.stats).toEqual({ totalMatches: 5, wins: 4, losses: 1, winRate: 0.8, firstPlayerWins: 3, firstPlayerRate: 0.75 });

    const refused = await t.gql(`query ($id: ID!) { project(id: $id) { matchupMatrix(filter: { minSampleSize: 0 }) { totalMatches } } }`, { id: lab.id }, w.member.token);
    expect(refused.errors?.[0]).toMatchObject({ message: 'Minimum sample size must be at least 1', extensions: { code: 'VALIDATION' } });
    const hidden = await t.gql(`query ($id: ID!) { project(id: $id) { matchCount } match(id: "${match[1].id}") { notes } }`, { id: lab.id }, w.outsider.token);
    expect(hidden.data).toEqual({ project: null, match: null });
  });

  it('logs, edits and deletes through GraphQL mutations with typed errors', async () => {
    const logMutation = `mutation ($input: LogMatchInput!) { logMatch(input: $input) { __typename
      ... on LogMatchPayload { match { id databaseId wentFirst winnerArchetype { name } loserArchetype { name } winnerUser { username } winnerDecklistVersion } }
      ... on Error { message code } } }`;
    const created = await t.gql(
      logMutation,
      { input: { projectId: encodeGlobalID('Project', lab.id), winnerArchetypeId: encodeGlobalID('Archetype', C.id), loserArchetypeId: A.id, winnerUserId: w.owner.id, wentFirst: false, matchDate: '2024-04-01', notes: '#9' } },
      w.owner.token,
    );
    const logged9 = created.data!.logMatch.match;
    expect(logged9).toMatchObject({ wentFirst: false, winnerArchetype: { name: 'Gamma' }, loserArchetype: { name: 'Alpha' }, winnerUser: { username: w.owner.username }, winnerDecklistVersion: null });
    const invalid = await t.gql(logMutation, { input: { projectId: lab.id, loserArchetypeId: A.id } }, w.owner.token);
    expect(invalid.data!.logMatch).toEqual({ __typename: 'ValidationError', message: 'Winner archetype or user is required', code: 'VALIDATION' });
    const outsider = await t.gql(logMutation, { input: { projectId: lab.id, winnerArchetypeId: A.id, loserArchetypeId: B.id } }, w.outsider.token);
    expect(outsider.data!.logMatch.__typename).toBe('NotFoundError');

    const updated = await t.gql(
      `mutation ($input: UpdateMatchInput!) { updateMatch(input: $input) { ... on UpdateMatchPayload { match { wentFirst notes winnerUser { username } } } } }`,
      { input: { id: logged9.id, wentFirst: null, winnerUserId: null } },
      w.member.token,
    );
    expect(updated.data!.updateMatch.match).toEqual({ wentFirst: null, notes: '#9', winnerUser: null });
    const deleted = await t.gql(`mutation ($input: DeleteMatchInput!) { deleteMatch(input: $input) { __typename } }`, { input: { id: logged9.databaseId } }, w.member.token);
    expect(deleted.data!.deleteMatch.__typename).toBe('DeleteMatchPayload');
    expect((await t.gql(`query ($id: ID!) { node(id: $id) { ... on Match { isActive } } }`, { id: logged9.id }, w.member.token)).data!.node).toEqual({ isActive: false });
    expect((await numbers('')).total).toBe(7);
  });

  it('exports CSV and imports it again into another project with the same names, reproducing the matrix', async () => {
    const exported = await t.rest('GET', `/matches/export?project_id=${lab.id}`, { token: w.member.token });
    expect(exported.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(exported.headers.get('content-disposition')).toBe('attachment; filename="matrix-lab-matches.csv"');
    const lines = exported.body.trim().split('\n');
    expect(lines).toHaveLength(8);
    expect(lines[0]).toBe('id,match_date,winner_archetype,winner_decklist,winner_decklist_version,winner_user,loser_archetype,loser_decklist,loser_decklist_version,loser_user,went_first,notes,recorded_by,is_active');
    expect(lines[1]).toBe(`${match[8].id},2024-03-05T12:00:00.000Z,Alpha,Alpha list,2,${w.member.username},Beta,,,${w.admin.username},winner,#8,${w.member.username},true`);

    const copy = await project(w.privateTeam.id, 'Matrix Copy');
    const [a2, b2, c2] = [await archetype(copy.id, 'Alpha'), await archetype(copy.id, 'Beta'), await archetype(copy.id, 'Gamma')];
    await decklist(a2.id, 'Alpha list');
    const dry = await t.rest('POST', '/matches/import', { token: w.member.token, body: { project_id: copy.id, csv: exported.body, dry_run: true } });
    expect(dry).toMatchObject({ status: 200, body: { dry_run: true, total_rows: 7, valid_rows: 7, imported: 0, errors: [] } });
    expect(await t.app.deps.db.match.count({ where: { projectId: copy.id } })).toBe(0);
    const real = await t.rest('POST', '/matches/import', { token: w.member.token, body: { project_id: copy.id, csv: exported.body } });
    expect(real).toMatchObject({ status: 200, body: { dry_run: false, total_rows: 7, imported: 7 } });

    const original = await matrix();
    const copied = await t.rest('GET', `/matches/matrix?project_id=${copy.id}`, { token: w.member.token });
    const byName = (cells: Cell[], ids: Record<string, string>) =>
      Object.fromEntries(cells.map((c) => [`${ids[c.archetype_id]}>${ids[c.opponent_id]}`, [c.wins, c.losses, c.first_sample_size]]));
    expect(byName(copied.body.matrix.matrix, { [a2.id]: 'A', [b2.id]: 'B', [c2.id]: 'C' })).toEqual(byName(original.body.matrix, { [A.id]: 'A', [B.id]: 'B', [C.id]: 'C' }));
    const again = await t.rest('GET', `/matches/export?project_id=${copy.id}`, { token: w.member.token });
    const withoutIds = (csv: string) => csv.trim().split('\n').map((line) => line.split(',').slice(1, 12).join(','));
    expect(withoutIds(again.body).map((l) => l.replace(/,\d+,/g, ',,'))).toEqual(withoutIds(exported.body).map((l) => l.replace(/,\d+,/g, ',,')));
  });

  it('reports bad CSV rows by line in a dry run and writes nothing when any row is wrong', async () => {
    const csv = [
      'match_date,winner_archetype,loser_archetype,winner_user,went_first,notes',
      '2024-06-01,Alpha,Beta,,winner,fine',
      '2024-06-31,Alpha,Beta,,,bad date',
      '2024-06-02,Alpha,Delta,,,unknown archetype',
      `2024-06-03,Alpha,Beta,${w.outsider.username},,not a member`,
      '2024-06-04,Alpha,Beta,,sometimes,bad went_first',
      '2024-06-05,,Beta,,,no winner',
    ].join('\n');
    const before = await matchCount();
    const dry = await t.rest('POST', '/matches/import', { token: w.member.token, body: { project_id: lab.id, csv, dry_run: true } });
    expect(dry.body).toEqual({
      dry_run: true,
      total_rows: 6,
      valid_rows: 1,
      imported: 0,
      errors: [
        { line: 3, message: 'Match date is not a valid date' },
        { line: 4, message: 'Archetype "Delta" not found in this project' },
        { line: 5, message: `Player "${w.outsider.username}" not found in this project` },
        { line: 6, message: 'went_first must be winner, loser, true, false or empty' },
        { line: 7, message: 'Winner archetype or user is required' },
      ],
    });
    const real = await t.rest('POST', '/matches/import', { token: w.member.token, body: { project_id: lab.id, csv } });
    expect(real.status).toBe(400);
    expect(real.body.message).toBe('Nothing was imported: 5 of 6 rows have errors (line 3: Match date is not a valid date)');
    expect(real.body.problems[0]).toEqual({ field: 'line 3', message: 'Match date is not a valid date' });
    expect(await matchCount()).toBe(before);

    for (const [text, message] of [
      ['winner_archetype,loser,notes\nAlpha,Beta,x', 'Unknown column "loser"'],
      ['winner_archetype,notes\nAlpha,x', 'The CSV needs a "loser_archetype" column'],
      ['winner_archetype,loser_archetype\nAlpha,Beta,extra', 'The CSV could not be read at line 2'],
      ['   ', 'CSV text is required'],
    ]) {
      const response = await t.rest('POST', '/matches/import', { token: w.member.token, body: { project_id: lab.id, csv: text, dry_run: true } });
      expect(response.status).toBe(400);
      expect(response.body.message).toContain(message);
    }
    const gql = await t.gql(
      `mutation ($input: ImportMatchesCsvInput!) { importMatchesCsv(input: $input) { __typename ... on ImportMatchesCsvPayload { validRows errors { line message } } } }`,
      { input: { projectId: lab.id, csv, dryRun: true } },
      w.member.token,
    );
    expect(gql.data!.importMatchesCsv).toMatchObject({ __typename: 'ImportMatchesCsvPayload', validRows: 1, errors: expect.arrayContaining([{ line: 3, message: 'Match date is not a valid date' }]) });
  });

  it('protects spreadsheet users from formulas in exported text and reads them back unchanged', async () => {
    const formula = await logged({ project_id: lab.id, winner_archetype_id: A.id, loser_archetype_id: B.id, notes: '=HYPERLINK("http://x")', match_date: '2020-01-01' });
    const exported = await t.rest('GET', `/matches/export?project_id=${lab.id}&date_to=2020-01-01`, { token: w.member.token });
    expect(exported.body).toContain(`'=HYPERLINK(""http://x"")`);
    const copy = await project(w.privateTeam.id, 'Formula Copy');
    await archetype(copy.id, 'Alpha');
    await archetype(copy.id, 'Beta');
    await t.rest('POST', '/matches/import', { token: w.member.token, body: { project_id: copy.id, csv: exported.body } });
    const imported = await t.rest('GET', `/matches?project_id=${copy.id}`, { token: w.member.token });
    expect(imported.body.matches[0].notes).toBe(formula.notes);
  });
});

describe('the maintained match tally', () => {
  it('always equals the grouped matches, through logs, edits, deletes, imports and cascading archetype deletes', async () => {
    const scratch = await project(w.privateTeam.id, 'Tally Scratch');
    const x = await archetype(scratch.id, 'Xeno');
    const y = await archetype(scratch.id, 'Yeti');
    const z = await archetype(scratch.id, 'Zulu');
    const first = await logged({ project_id: scratch.id, winner_archetype_id: x.id, loser_archetype_id: y.id, went_first: true });
    const second = await logged({ project_id: scratch.id, winner_archetype_id: y.id, loser_archetype_id: z.id });
    await t.rest('PUT', `/matches/${second.id}`, { token: w.member.token, body: { went_first: true } });
    await t.rest('PUT', `/matches/${first.id}`, { token: w.member.token, body: { went_first: false, loser_archetype_id: z.id } });
    await t.rest('DELETE', `/matches/${first.id}`, { token: w.member.token });
    await t.rest('POST', '/matches/import', { token: w.member.token, body: { project_id: scratch.id, csv: 'winner_archetype,loser_archetype,went_first\nXeno,Yeti,loser\nZulu,Xeno,\nXeno,Yeti,loser\n' } });
    const db = t.app.deps.db;
    const compare = async () => {
      const grouped = await db.$queryRaw<unknown[]>`
        SELECT "projectId"::text, "isActive", "winnerArchetypeId"::text, "loserArchetypeId"::text, count(*)::int AS matches,
               (count(*) FILTER (WHERE "wentFirst"))::int AS "winnerFirst", (count(*) FILTER (WHERE NOT "wentFirst"))::int AS "loserFirst"
        FROM "Match" GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`;
      const tally = await db.$queryRaw<unknown[]>`
        SELECT "projectId"::text, "isActive", "winnerArchetypeId"::text, "loserArchetypeId"::text, "matches", "winnerFirst", "loserFirst"
        FROM "MatchTally" ORDER BY 1, 2, 3, 4`;
      expect(tally).toEqual(grouped);
    };
    await compare();
    expect((await t.rest('GET', `/matches/matrix?project_id=${scratch.id}`, { token: w.member.token })).body.matrix.total_matches).toBe(4);
    await t.rest('DELETE', `/archetypes/${x.id}`, { token: w.member.token });
    await compare();
    expect((await t.rest('GET', `/matches/matrix?project_id=${scratch.id}`, { token: w.member.token })).body.matrix.total_matches).toBe(1);
  });
});

describe('the kept matrix', () => {
  /** Statements that read match counts (the tally or the matches grouped): none when the matrix is served kept. */
  const counts = countStatements((sql) => /FROM "MatchTally"|FROM "Match"[\s\S]*GROUP BY/.test(sql));

  it('is served again while nothing changed, and follows every write that changes it, through REST and GraphQL', async () => {
    const scratch = await project(w.privateTeam.id, 'Kept Matrix');
    const x = await archetype(scratch.id, 'Xeno');
    const y = await archetype(scratch.id, 'Yeti');
    const view = async () => {
      counts.reset();
      const response = await t.rest('GET', `/matches/matrix?project_id=${scratch.id}`, { token: w.member.token });
      expect(response.status).toBe(200);
      return { matrix: response.body.matrix, countReads: counts.matching };
    };
    const wins = (matrix: { matrix: { archetype_id: string; opponent_id: string; wins: number }[] }, a: { id: string }, b: { id: string }) =>
      matrix.matrix.find((cell) => cell.archetype_id === a.id && cell.opponent_id === b.id)?.wins;

    expect((await view()).countReads).toBe(1);
    expect(await view()).toMatchObject({ countReads: 0, matrix: { total_matches: 0 } });

    const first = await logged({ project_id: scratch.id, winner_archetype_id: x.id, loser_archetype_id: y.id });
    let seen = await view();
    expect(seen.countReads).toBe(1);
    expect(wins(seen.matrix, x, y)).toBe(1);
    expect((await view()).countReads).toBe(0);

    await t.rest('PUT', `/matches/${first.id}`, { token: w.member.token, body: { winner_archetype_id: y.id, loser_archetype_id: x.id } });
    seen = await view();
    expect([wins(seen.matrix, x, y), wins(seen.matrix, y, x)]).toEqual([0, 1]);

    await t.rest('DELETE', `/matches/${first.id}`, { token: w.member.token });
    expect((await view()).matrix.total_matches).toBe(0);
    await t.rest('PUT', `/matches/${first.id}`, { token: w.member.token, body: { is_active: true } });
    expect((await view()).matrix.total_matches).toBe(1);

    await t.rest('POST', '/matches/import', { token: w.member.token, body: { project_id: scratch.id, csv: 'winner_archetype,loser_archetype\nXeno,Yeti\nXeno,Yeti\n' } });
    expect(wins((await view()).matrix, x, y)).toBe(2);

    await t.rest('PUT', `/archetypes/${x.id}`, { token: w.member.token, body: { name: 'Xenon' } });
    expect((await view()).matrix.archetypes.map((a: { name: string }) => a.name)).toEqual(['Xenon', 'Yeti']);
    const z = await archetype(scratch.id, 'Zulu');
    expect((await view()).matrix.archetypes).toHaveLength(3);
    await t.rest('PUT', `/archetypes/${z.id}`, { token: w.member.token, body: { is_active: false } });
    expect((await view()).matrix.archetypes).toHaveLength(2);
    await t.rest('DELETE', `/archetypes/${y.id}`, { token: w.member.token });
    expect((await view()).matrix).toMatchObject({ total_matches: 0, archetypes: [{ name: 'Xenon' }] });

    // GraphQL reads the same kept matrix and sees the next change too.
    const gql = async () =>
      (await t.gql('query ($id: ID!) { project(id: $id) { matchupMatrix { totalMatches archetypes { name } } } }', { id: scratch.id }, w.member.token)).data!.project.matchupMatrix;
    expect(await gql()).toEqual({ totalMatches: 0, archetypes: [{ name: 'Xenon' }] });
    await t.rest('PUT', `/archetypes/${z.id}`, { token: w.member.token, body: { is_active: true } });
    expect(await gql()).toEqual({ totalMatches: 0, archetypes: [{ name: 'Xenon' }, { name: 'Zulu' }] });
  });

  it('keeps apart projects and filters', async () => {
    const scratch = await project(w.privateTeam.id, 'Kept Apart');
    const x = await archetype(scratch.id, 'Xeno');
    const y = await archetype(scratch.id, 'Yeti');
    await logged({ project_id: scratch.id, winner_archetype_id: x.id, loser_archetype_id: y.id, went_first: true });
    await logged({ project_id: scratch.id, winner_archetype_id: y.id, loser_archetype_id: x.id, went_first: false });
    const total = async (query: string) => (await t.rest('GET', `/matches/matrix?project_id=${scratch.id}${query}`, { token: w.member.token })).body.matrix.total_matches;
    for (let round = 0; round < 2; round++) {
      expect(await total('')).toBe(2);
      expect(await total('&went_first=true')).toBe(1);
      expect(await total('&date_from=2000-01-01&date_to=2000-12-31')).toBe(0);
    }
  });
});

describe('live matchLogged subscription', () => {
  const live = liveSubscriptions(() => baseUrl);
  afterAll(() => live.closeAll());
  const subscribe = (token: string | undefined, projectId: string) =>
    live.subscribe(token, `subscription ($id: ID!) { matchLogged(projectId: $id) { databaseId notes winnerArchetype { name } } }`, { id: projectId });

  it('tells members of a private project about each match; a non-member gets an error and nothing', async () => {
    const live = await project(w.privateTeam.id, 'Live Room');
    const p = await archetype(live.id, 'Prowess');
    const q = await archetype(live.id, 'Quiet');
    const member = subscribe(w.admin.token, encodeGlobalID('Project', live.id));
    const outsider = subscribe(w.outsider.token, live.id);
    const visitor = subscribe(undefined, live.id);
    await until(() => outsider.errors.length > 0 && visitor.errors.length > 0);
    expect(JSON.stringify(outsider.errors)).toContain('Project not found');
    expect(JSON.stringify(visitor.errors)).toContain('Project not found');

    // Log until the subscription is live (subscribing is asynchronous), then check the next event exactly.
    for (let attempt = 0; attempt < 50 && member.events.length === 0; attempt += 1) {
      await logged({ project_id: live.id, winner_archetype_id: p.id, loser_archetype_id: q.id, notes: 'probe' });
      await until(() => member.events.length > 0, 200).catch(() => {});
    }
    member.events.length = 0;
    const next = await logged({ project_id: live.id, winner_archetype_id: q.id, loser_archetype_id: p.id, notes: 'the real one' });
    await until(() => member.events.length > 0);
    expect(member.events[0]).toEqual({ matchLogged: { databaseId: next.id, notes: 'the real one', winnerArchetype: { name: 'Quiet' } } });
    await t.rest('DELETE', `/matches/${next.id}`, { token: w.member.token });
    await until(() => member.events.length > 1);
    expect(member.events[1].matchLogged.databaseId).toBe(next.id);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(outsider.events).toEqual([]);
    expect(visitor.events).toEqual([]);
  });
});

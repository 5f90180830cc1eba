// Logging, reading, editing and deleting matches through REST, who may do it, the maintained tally and the live
// matchLogged subscription. Filters and statistics: matches-filters.test.ts; the matrix: matches-matrix.test.ts; CSV:
// matches-csv.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { liveSubscriptions, until } from './helpers/live.ts';
import { ROLES, tokenOf, type Role } from './helpers/world.ts';
import { t, useAppWithWorld, w } from './helpers/app-with-world.ts';
import { archetype, decklist, log, logged, matchCount, newVersion, project } from './helpers/match-data.ts';

useAppWithWorld();

let baseUrl: string;
beforeAll(async () => {
  baseUrl = await t.app.start();
});

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

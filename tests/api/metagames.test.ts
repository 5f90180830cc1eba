// A project's saved metagame through REST and GraphQL: saving, history, validation and who may do what.
import { beforeAll, describe, expect, it } from 'vitest';
import { t, useAppWithWorld, w } from './helpers/app-with-world.ts';
import { archetype, project } from './helpers/match-data.ts';

useAppWithWorld();

let field: { id: string };
let jund: { id: string };
let tron: { id: string };
let foreign: { id: string };
beforeAll(async () => {
  field = await project(w.privateTeam.id, 'Metagame Room');
  jund = await archetype(field.id, 'Jund');
  tron = await archetype(field.id, 'Tron');
  foreign = await archetype(w.privateProject.id, 'Elsewhere');
});

const put = (body: object, token = w.member.token, id = field.id) => t.rest('PUT', `/projects/${id}/metagame`, { token, body });

describe('the saved metagame', () => {
  it('is empty at first, then keeps the newest as current and earlier ones as history', async () => {
    expect((await t.rest('GET', `/projects/${field.id}/metagame`, { token: w.member.token })).body).toEqual({ current: null, history: [] });
    const first = await put({ shares: [{ archetype_id: jund.id, share: 30 }, { archetype_id: tron.id, share: 20 }], as_of: '2026-11-01' });
    expect(first).toMatchObject({ status: 200, body: { as_of: '2026-11-01T00:00:00.000Z', shares: [{ archetype_id: jund.id, share: 30 }, { archetype_id: tron.id, share: 20 }], saved_by: { username: w.member.username } } });
    await put({ shares: [{ archetype_id: jund.id, share: 25 }] });
    const read = await t.rest('GET', `/projects/${field.id}/metagame`, { token: w.member.token });
    expect(read.body.current.shares).toEqual([{ archetype_id: jund.id, share: 25 }]);
    expect(read.body.history.map((s: { id: string }) => s.id)).toEqual([first.body.id]);
  });

  // Checked before any archetype is looked up, so an id that names nothing serves.
  const some = '00000000-0000-7000-8000-000000000001';
  it.each([
    ['a negative share', { shares: [{ archetype_id: some, share: -1 }] }, 'Each share must be a number from 0 to 1,000,000'],
    ['a share of 1e308', { shares: [{ archetype_id: some, share: 1e308 }] }, 'Each share must be a number from 0 to 1,000,000'],
    ['an archetype twice', { shares: [{ archetype_id: some, share: 1 }, { archetype_id: some, share: 2 }] }, 'Each archetype can have one share'],
    ['a bad date', { shares: [], as_of: '2026-02-30' }, 'as_of is not a valid date'],
    ['shares that are not a list', { shares: 'jund:30' }, 'shares must be a list of { archetype_id, share }'],
  ])('refuses %s and saves nothing', async (_case, body, message) => {
    const before = await t.app.deps.db.metagameSnapshot.count();
    expect(await put(body)).toMatchObject({ status: 400, body: { message } });
    expect(await t.app.deps.db.metagameSnapshot.count()).toBe(before);
  });

  it('refuses an archetype of another project, naming the share', async () => {
    const response = await put({ shares: [{ archetype_id: tron.id, share: 1 }, { archetype_id: foreign.id, share: 1 }] });
    expect(response).toMatchObject({ status: 400, body: { message: `Archetype ${foreign.id} is not in this project`, problems: [{ field: 'shares.1.archetype_id' }] } });
  });

  it('lets only team members save, and hides a private project’s metagame from others', async () => {
    expect((await put({ shares: [] }, w.outsider.token)).status).toBe(404);
    expect((await t.rest('GET', `/projects/${field.id}/metagame`, { token: w.outsider.token })).status).toBe(404);
    expect((await t.rest('GET', `/projects/${field.id}/metagame`)).status).toBe(404);
  });

  it('feeds the matrix\'s expected win rates when no field is sent, leaving out archetypes the matrix does not show', async () => {
    const arena = await project(w.privateTeam.id, 'Expected Room');
    const [burn, titan] = [await archetype(arena.id, 'Burn'), await archetype(arena.id, 'Titan')];
    const ask = async () =>
      (await t.gql(`query ($id: ID!) { project(id: $id) { matchupMatrix { expectedWinRates { archetypeId expectedWinRate coverage } } } }`, { id: arena.id }, w.member.token)).data!.project.matchupMatrix
        .expectedWinRates;
    expect(await ask()).toEqual([]);
    for (let i = 0; i < 3; i++) await t.rest('POST', '/matches', { token: w.member.token, body: { project_id: arena.id, winner_archetype_id: burn.id, loser_archetype_id: titan.id } });
    await put({ shares: [{ archetype_id: titan.id, share: 1 }] }, w.member.token, arena.id);
    expect(await ask()).toEqual([
      { archetypeId: burn.id, expectedWinRate: 1, coverage: 1 },
      { archetypeId: titan.id, expectedWinRate: 0.5, coverage: 1 },
    ]);
    await t.rest('PUT', `/archetypes/${titan.id}`, { token: w.member.token, body: { is_active: false } });
    expect(await ask()).toEqual([]);
  });

  it('saves and reads through GraphQL', async () => {
    const saved = await t.gql(
      `mutation ($input: SaveMetagameInput!) { saveMetagame(input: $input) { __typename ... on SaveMetagamePayload { metagame { asOf shares { archetypeId share } savedBy { username } } } ... on Error { message } } }`,
      { input: { projectId: field.id, shares: [{ archetypeId: tron.id, share: 0.6 }], asOf: '2026-11-20' } },
      w.member.token,
    );
    expect(saved.data!.saveMetagame.metagame).toEqual({ asOf: '2026-11-20T00:00:00.000Z', shares: [{ archetypeId: tron.id, share: 0.6 }], savedBy: { username: w.member.username } });
    const read = await t.gql(`query ($id: ID!) { project(id: $id) { metagame { shares { share } } metagameHistory { asOf } } }`, { id: field.id }, w.member.token);
    expect(read.data!.project.metagame.shares).toEqual([{ share: 0.6 }]);
    expect(read.data!.project.metagameHistory.length).toBeGreaterThanOrEqual(2);
    const refused = await t.gql(`mutation ($input: SaveMetagameInput!) { saveMetagame(input: $input) { __typename } }`, { input: { projectId: field.id, shares: [] } }, w.outsider.token);
    expect(refused.data!.saveMetagame.__typename).toBe('NotFoundError');
  });
});

// Version checks of shared records through GraphQL: a stale edit's result is an EditConflictError with what changed
// and the record as it is now (`current`), for every mutation that edits a shared record. REST: edit-revisions.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { t, useAppWithWorld, w } from './helpers/app-with-world.ts';
import { archetype, logged, project } from './helpers/match-data.ts';
import { newDecklist, put as putDecklist } from './helpers/decklist-data.ts';

useAppWithWorld();

const CONFLICT = `__typename ... on Error { message code } ... on EditConflictError { baseRevision currentRevision changedAt changedBy { username } changes current { __typename ...Current } }`;
const CURRENT = `
  fragment Current on EditedRecord {
    ... on Decklist { revision current { cards { name quantity } } }
    ... on Match { revision notes }
    ... on Archetype { revision name }
    ... on SideboardGuide { revision in { name quantity } }
    ... on Project { testPlanRevision testPlan { opponentId } metagame { revision } }
  }`;
const mutate = async (name: string, input: object, token = w.member.token) => {
  const answer = await t.gql(`mutation ($input: ${name[0].toUpperCase()}${name.slice(1)}Input!) { ${name}(input: $input) { ${CONFLICT} } } ${CURRENT}`, { input }, token);
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data![name];
};

const CARDS = [
  { name: 'Plains', quantity: 4, type: 'Land' },
  { name: 'Smash to Smithereens', quantity: 3, type: 'Sideboard' },
];

let room: { id: string };
let burn: { id: string };
let tron: { id: string };
beforeAll(async () => {
  room = await project(w.privateTeam.id, 'GraphQL Revisions');
  burn = await archetype(room.id, 'Burn');
  tron = await archetype(room.id, 'Tron');
});

describe('EditConflictError', () => {
  it('answers a stale decklist edit with the card changes and the newest version', async () => {
    const { id } = await newDecklist(burn.id, CARDS);
    expect((await putDecklist(id, { cards: [{ ...CARDS[0], quantity: 3 }, CARDS[1], { name: 'Mountain', quantity: 1, type: 'Land' }], base_revision: 1 }, w.owner.token)).status).toBe(200);
    const refused = await mutate('updateDecklist', { id, cards: [CARDS[0], { ...CARDS[1], quantity: 2 }], baseRevision: 1 });
    expect(refused).toMatchObject({
      __typename: 'EditConflictError',
      code: 'EDIT_CONFLICT',
      baseRevision: 1,
      currentRevision: 2,
      changedBy: { username: w.owner.username },
      changes: ['+1 Mountain', '−1 Plains'],
      current: { __typename: 'Decklist', revision: 2, current: { cards: [{ name: 'Plains', quantity: 3 }, { name: 'Smash to Smithereens', quantity: 3 }, { name: 'Mountain', quantity: 1 }] } },
    });
    expect(Date.parse(refused.changedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await mutate('updateDecklist', { id, cards: CARDS, baseRevision: 2 })).__typename).toBe('UpdateDecklistPayload');
  });

  it('answers stale match and archetype edits with the record as it is now', async () => {
    const match = await logged({ project_id: room.id, winner_archetype_id: burn.id, loser_archetype_id: tron.id });
    expect((await t.rest('PUT', `/matches/${match.id}`, { token: w.admin.token, body: { notes: 'Mulled to five', base_revision: 1 } })).status).toBe(200);
    expect(await mutate('updateMatch', { id: match.id, notes: 'Close one', baseRevision: 1 })).toMatchObject({ __typename: 'EditConflictError', currentRevision: 2, changes: [], current: { __typename: 'Match', revision: 2, notes: 'Mulled to five' } });

    const jund = await archetype(room.id, 'Jund');
    expect((await mutate('updateArchetype', { id: jund.id, name: 'Jund Saga', baseRevision: 1 })).__typename).toBe('UpdateArchetypePayload');
    expect(await mutate('updateArchetype', { id: jund.id, name: 'Golgari', baseRevision: 1 }, w.admin.token)).toMatchObject({ current: { __typename: 'Archetype', revision: 2, name: 'Jund Saga' } });
  });

  it('answers stale guide, test plan and metagame saves with the guide or the project as it is now', async () => {
    const { id } = await newDecklist(burn.id, CARDS);
    const guide = (count: number, baseRevision: number) => ({ decklistId: id, opponentArchetypeId: tron.id, in: [{ name: 'Smash to Smithereens', quantity: count }], out: [{ name: 'Plains', quantity: count }], baseRevision });
    expect((await mutate('saveSideboardGuide', guide(2, 0))).__typename).toBe('SaveSideboardGuidePayload');
    expect(await mutate('saveSideboardGuide', guide(3, 0), w.admin.token)).toMatchObject({ current: { __typename: 'SideboardGuide', revision: 1, in: [{ name: 'Smash to Smithereens', quantity: 2 }] } });

    const plan = (baseRevision: number) => ({ projectId: room.id, matchups: [{ archetypeId: burn.id, opponentId: tron.id, targetMatches: 5 }], baseRevision });
    const saved = await t.gql(`mutation ($input: SaveTestPlanInput!) { saveTestPlan(input: $input) { ... on SaveTestPlanPayload { revision } } }`, { input: plan(0) }, w.member.token);
    expect(saved.data!.saveTestPlan).toEqual({ revision: 1 });
    expect(await mutate('saveTestPlan', plan(0), w.owner.token)).toMatchObject({ currentRevision: 1, current: { __typename: 'Project', testPlanRevision: 1, testPlan: [{ opponentId: tron.id }] } });

    const shares = (share: number, baseRevision: number) => ({ projectId: room.id, shares: [{ archetypeId: tron.id, share }], baseRevision });
    expect((await mutate('saveMetagame', shares(40, 0))).__typename).toBe('SaveMetagamePayload');
    expect(await mutate('saveMetagame', shares(60, 0), w.owner.token)).toMatchObject({ changes: ['+ Tron 100%'], current: { __typename: 'Project', metagame: { revision: 1 } } });
  });
});

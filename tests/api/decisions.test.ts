// Which deck to bring (deck-choice), what to test next (test-next) and the test plan, through REST and GraphQL:
// answers, reproducibility, validation (refused input changes nothing) and who may do what.
import { beforeAll, describe, expect, it } from 'vitest';
import { t, useAppWithWorld, w } from './helpers/app-with-world.ts';
import { archetype, logged, project } from './helpers/match-data.ts';

useAppWithWorld();

let room: { id: string };
let ours: { id: string };
let spare: { id: string };
let field: { id: string };
let rare: { id: string };
let foreign: { id: string };

/** `count` matches of winner over loser. */
async function wins(winner: { id: string }, loser: { id: string }, count: number) {
  for (let i = 0; i < count; i++) await logged({ project_id: room.id, winner_archetype_id: winner.id, loser_archetype_id: loser.id });
}

beforeAll(async () => {
  room = await project(w.privateTeam.id, 'Decision Room');
  [ours, spare, field, rare] = [await archetype(room.id, 'Ours'), await archetype(room.id, 'Spare'), await archetype(room.id, 'Field'), await archetype(room.id, 'Rare')];
  foreign = await archetype(w.privateProject.id, 'Elsewhere');
  await wins(ours, field, 6);
  await wins(field, ours, 2);
  await wins(spare, field, 1);
  await wins(field, spare, 1);
});

const get = (path: string, token: string | null = w.member.token) => t.rest('GET', `/projects/${room.id}/${path}`, { token: token ?? undefined });
const mark = (a: { id: string }, isCandidate: boolean) => t.rest('PUT', `/archetypes/${a.id}`, { token: w.member.token, body: { is_candidate: isCandidate } });

describe('candidates and the deck choice', () => {
  it('an archetype is ours once marked, and the choice lists it without estimates until a metagame is saved', async () => {
    expect((await mark(ours, true)).body).toMatchObject({ is_candidate: true });
    expect((await mark(spare, true)).body).toMatchObject({ is_candidate: true });
    expect((await get('deck-choice')).body).toEqual({
      metagame_as_of: null,
      seed: 1,
      metagame_sample_size: 100,
      candidates: [expect.objectContaining({ archetype_id: ours.id, expected_win_rate: null, probability_best: null }), expect.objectContaining({ archetype_id: spare.id, interval: null })],
    });
  });

  it('weighs each candidate against the saved metagame, most likely best first, the same on every ask', async () => {
    const saved = await t.rest('PUT', `/projects/${room.id}/metagame`, { token: w.member.token, body: { shares: [{ archetype_id: field.id, share: 90 }, { archetype_id: rare.id, share: 10 }], as_of: '2026-11-01' } });
    expect(saved.status).toBe(200);
    const answer = await get('deck-choice');
    expect(answer.status).toBe(200);
    expect(answer.body.metagame_as_of).toBe('2026-11-01T00:00:00.000Z');
    const [first, second] = answer.body.candidates;
    expect(first.archetype_id).toBe(ours.id);
    expect(first.probability_best).toBeGreaterThan(second.probability_best);
    expect(first.probability_best + second.probability_best).toBeCloseTo(1, 9);
    // 6–2 against 90% of the field, an unplayed 10%: about 0.9·0.7 + 0.1·0.5
    expect(first.expected_win_rate).toBeGreaterThan(0.6);
    expect(first.expected_win_rate).toBeLessThan(0.75);
    expect(first.interval.lower).toBeLessThan(first.expected_win_rate);
    expect(first.interval.upper).toBeGreaterThan(first.expected_win_rate);
    expect((await get('deck-choice')).body).toEqual(answer.body);
    expect((await get('deck-choice?seed=2')).body.candidates[0].probability_best).not.toBe(first.probability_best);
  });

  it.each([
    ['deck-choice?seed=-1', 'seed must be a whole number from 0 to 4294967295'],
    ['deck-choice?metagame_sample_size=many', 'metagame_sample_size must be a whole number from 0 to 100000'],
    ['test-next?matches=0', 'matches must be a whole number from 1 to 80'],
    ['deck-choice?samples=5', undefined],
  ])('refuses %s', async (path, message) => {
    const response = await get(path);
    expect(response.status).toBe(400);
    if (message) expect(response.body.message).toBe(message);
  });

  it('test-next puts the matchup that decides the choice first, with the matches that would settle it', async () => {
    const answer = await get('test-next?matches=10');
    expect(answer.status).toBe(200);
    expect(answer.body.matches).toBe(10);
    const pairs = answer.body.matchups.map((m: { archetype_id: string; opponent_id: string }) => [m.archetype_id, m.opponent_id]);
    expect(pairs).toHaveLength(4);
    // Spare's 1–1 against 90% of the field is what the choice hangs on.
    expect(answer.body.matchups[0]).toMatchObject({ archetype_id: spare.id, opponent_id: field.id, matches_played: 2 });
    expect(answer.body.matchups[0].reduction).toBeGreaterThan(0);
    expect(answer.body.matchups[0].matches_to_settle).toEqual(expect.any(Number));
    const reductions = answer.body.matchups.map((m: { reduction: number }) => m.reduction);
    expect(reductions).toEqual([...reductions].sort((a, b) => b - a));
  });

  it('is hidden from people who may not read the project', async () => {
    for (const path of ['deck-choice', 'test-next', 'test-plan']) {
      expect((await get(path, w.outsider.token)).status).toBe(404);
      expect((await get(path, null)).status).toBe(404);
    }
  });

  it('answers the same through GraphQL', async () => {
    const rest = (await get('deck-choice?seed=3&metagame_sample_size=0')).body;
    const gql = await t.gql(
      `query ($id: ID!) { project(id: $id) { deckChoice(seed: 3, metagameSampleSize: 0) { metagameAsOf seed metagameSampleSize candidates { archetypeId name expectedWinRate interval { lower upper } probabilityBest } }
        testNext(matches: 5) { matches matchups { archetypeId opponentId reduction matchesToSettle } }
        archetypes(first: 10) { edges { node { name isCandidate } } } } }`,
      { id: room.id },
      w.member.token,
    );
    const choice = gql.data!.project.deckChoice;
    expect(choice.candidates.map((c: Record<string, unknown>) => [c.archetypeId, c.expectedWinRate, c.probabilityBest])).toEqual(
      rest.candidates.map((c: Record<string, unknown>) => [c.archetype_id, c.expected_win_rate, c.probability_best]),
    );
    expect(gql.data!.project.testNext.matchups).toHaveLength(4);
    expect(gql.data!.project.archetypes.edges.filter((e: { node: { isCandidate: boolean } }) => e.node.isCandidate)).toHaveLength(2);
  });
});

describe('the test plan', () => {
  const put = (body: object, token = w.member.token) => t.rest('PUT', `/projects/${room.id}/test-plan`, { token, body });

  it('is empty at first, then keeps its matchups in order with targets, players and progress', async () => {
    expect((await get('test-plan')).body).toEqual({ revision: 0, matchups: [] });
    const saved = await put({
      matchups: [
        { archetype_id: field.id, opponent_id: ours.id, target_matches: 10, player_ids: [w.member.id, w.owner.id] },
        { archetype_id: spare.id, opponent_id: field.id, max_interval_width: 0.4 },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.revision).toBe(1);
    const [first, second] = saved.body.matchups;
    // Field is 2–6 against Ours: 8 of 10 played.
    expect(first).toMatchObject({ archetype_id: field.id, opponent_id: ours.id, target_matches: 10, max_interval_width: null, matches_played: 8, wins: 2, matches_needed: 2, progress: 0.8, done: false });
    expect(first.players.map((p: { username: string }) => p.username).sort()).toEqual([w.member.username, w.owner.username].sort());
    expect(second).toMatchObject({ target_matches: null, max_interval_width: 0.4, matches_played: 2, done: false });
    expect(second.matches_needed).toBeGreaterThan(0);
    expect(second.progress).toBeCloseTo(2 / (2 + second.matches_needed), 9);
    expect((await get('test-plan')).body).toEqual(saved.body);
  });

  // Checked before any archetype is looked up, so ids that name nothing serve.
  const some = '00000000-0000-7000-8000-000000000001';
  const other = '00000000-0000-7000-8000-000000000002';
  it.each([
    ['both targets', { matchups: [{ archetype_id: some, opponent_id: other, target_matches: 5, max_interval_width: 0.2 }] }, 'Give a matchup either target_matches or max_interval_width'],
    ['no target', { matchups: [{ archetype_id: some, opponent_id: other }] }, 'Give a matchup either target_matches or max_interval_width'],
    ['a pair twice, either way round', { matchups: [{ archetype_id: some, opponent_id: other, target_matches: 5 }, { archetype_id: other, opponent_id: some, target_matches: 5 }] }, 'Each matchup can be in the plan once'],
    ['one archetype against itself', { matchups: [{ archetype_id: some, opponent_id: some, target_matches: 5 }] }, 'A matchup needs two different archetypes'],
    ['a target of 0 matches', { matchups: [{ archetype_id: some, opponent_id: other, target_matches: 0 }] }, 'target_matches must be a whole number from 1 to 1000'],
    ['an interval width of 1', { matchups: [{ archetype_id: some, opponent_id: other, max_interval_width: 1 }] }, 'max_interval_width must be a number above 0.02 and below 1'],
  ])('refuses %s and changes nothing', async (_case, body, message) => {
    const before = await t.app.deps.db.testPlanMatchup.count();
    expect(await put(body)).toMatchObject({ status: 400, body: { message } });
    expect(await t.app.deps.db.testPlanMatchup.count()).toBe(before);
  });

  it('refuses an archetype of another project and a player outside the team, naming the field', async () => {
    const before = (await get('test-plan')).body;
    expect(await put({ matchups: [{ archetype_id: ours.id, opponent_id: foreign.id, target_matches: 3 }] })).toMatchObject({
      status: 400,
      body: { message: `Archetype ${foreign.id} is not in this project`, problems: [{ field: 'matchups.0.opponent_id' }] },
    });
    expect(await put({ matchups: [{ archetype_id: ours.id, opponent_id: rare.id, target_matches: 3, player_ids: [w.outsider.id] }] })).toMatchObject({
      status: 400,
      body: { message: `Player ${w.outsider.id} is not a member of this team`, problems: [{ field: 'matchups.0.player_ids.0' }] },
    });
    expect((await get('test-plan')).body).toEqual(before);
  });

  it('lets only team members change it', async () => {
    expect((await put({ matchups: [] }, w.outsider.token)).status).toBe(404);
    expect((await t.rest('PUT', `/projects/${room.id}/test-plan`, { body: { matchups: [] } })).status).toBe(401);
  });

  it('saves and reads through GraphQL', async () => {
    const saved = await t.gql(
      `mutation ($input: SaveTestPlanInput!) { saveTestPlan(input: $input) { __typename ... on SaveTestPlanPayload { testPlan { archetypeId opponentId targetMatches players { username } matchesPlayed progress done } } ... on Error { message } } }`,
      { input: { projectId: room.id, matchups: [{ archetypeId: ours.id, opponentId: field.id, targetMatches: 4, playerIds: [w.member.id] }] } },
      w.member.token,
    );
    expect(saved.data!.saveTestPlan.testPlan).toEqual([{ archetypeId: ours.id, opponentId: field.id, targetMatches: 4, players: [{ username: w.member.username }], matchesPlayed: 8, progress: 1, done: true }]);
    const read = await t.gql(`query ($id: ID!) { project(id: $id) { testPlan { matchesNeeded } } }`, { id: room.id }, w.member.token);
    expect(read.data!.project.testPlan).toEqual([{ matchesNeeded: 0 }]);
    const refused = await t.gql(`mutation ($input: SaveTestPlanInput!) { saveTestPlan(input: $input) { __typename } }`, { input: { projectId: room.id, matchups: [] } }, w.outsider.token);
    expect(refused.data!.saveTestPlan.__typename).toBe('NotFoundError');
  });
});

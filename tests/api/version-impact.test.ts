// Version impact through REST and GraphQL: an archetype's matchups split by its decklist's versions.
import { beforeAll, describe, expect, it } from 'vitest';
import { t, useAppWithWorld, w } from './helpers/app-with-world.ts';
import { archetype, decklist, logged, newVersion, project } from './helpers/match-data.ts';

useAppWithWorld();

let room: { id: string };
let burn: { id: string };
let tron: { id: string };
let jund: { id: string };
let list: { id: string };
beforeAll(async () => {
  room = await project(w.privateTeam.id, 'Impact Room');
  burn = await archetype(room.id, 'Burn');
  tron = await archetype(room.id, 'Tron');
  jund = await archetype(room.id, 'Jund');
  list = await decklist(burn.id, 'Burn list');
  const play = async (won: boolean, opponent: string, times: number, withList = true) => {
    for (let i = 0; i < times; i++) {
      const ours = { archetype_id: burn.id, decklist_id: withList ? list.id : null };
      const [winner, loser] = won ? [ours, { archetype_id: opponent, decklist_id: null }] : [{ archetype_id: opponent, decklist_id: null }, ours];
      await logged({ project_id: room.id, winner_archetype_id: winner.archetype_id, loser_archetype_id: loser.archetype_id, winner_decklist_id: winner.decklist_id, loser_decklist_id: loser.decklist_id });
    }
  };
  // v1: 3–5 against Tron, 1–0 against Jund; v2: nothing; v3 (since): 7–2 against Tron.
  await play(true, tron.id, 3);
  await play(false, tron.id, 5);
  await play(true, jund.id, 1);
  await newVersion(list.id);
  await newVersion(list.id);
  await play(true, tron.id, 7);
  await play(false, tron.id, 2);
  await play(true, tron.id, 2, false); // no decklist: not counted
  await logged({ project_id: room.id, winner_archetype_id: burn.id, loser_archetype_id: burn.id, winner_decklist_id: list.id }); // mirror: left out
});

describe('version impact', () => {
  it("splits each matchup at the decklist's newest version with matches and says whether the difference is noise", async () => {
    const response = await t.rest('GET', `/archetypes/${burn.id}/version-impact`, { token: w.member.token });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ archetype_id: burn.id, matches_without_version: 2, decklists: [{ decklist: { id: list.id, current_version: 3 }, since_version: 3 }] });
    const [againstJund, againstTron] = response.body.decklists[0].opponents;
    expect(againstTron).toMatchObject({
      opponent_archetype: { id: tron.id, name: 'Tron' },
      since: { wins: 7, losses: 2, matches: 9 },
      before: { wins: 3, losses: 5, matches: 8 },
      by_version: [{ version: 1, wins: 3, losses: 5 }, { version: 3, wins: 7, losses: 2 }],
      difference: 'could_be_noise',
      statement: "Since v3: 7–2, before: 3–5. The difference could be noise (Fisher's exact test, p = 0.15).",
    });
    expect(againstTron.p_value).toBeCloseTo(0.1534, 4);
    expect(againstTron.since.interval.lower).toBeCloseTo(0.4526, 3);
    expect(againstJund).toMatchObject({ since: { matches: 0 }, before: { wins: 1, losses: 0 }, difference: 'not_enough_data', p_value: null });
  });

  it('splits at ?since= when given (number or tag) and refuses a bad one', async () => {
    const response = await t.rest('GET', `/archetypes/${burn.id}/version-impact?since=v2`, { token: w.member.token });
    expect(response.body.decklists[0]).toMatchObject({ since_version: 2, opponents: [{}, { since: { wins: 7, losses: 2 }, before: { wins: 3, losses: 5 } }] });
    expect(await t.rest('GET', `/archetypes/${burn.id}/version-impact?since=soon`, { token: w.member.token })).toMatchObject({ status: 400, body: { message: 'Version must be a number or a tag like v2' } });
  });

  it('is read by readers of the project only', async () => {
    expect((await t.rest('GET', `/archetypes/${burn.id}/version-impact`, { token: w.outsider.token })).status).toBe(404);
    expect((await t.rest('GET', `/archetypes/${burn.id}/version-impact`)).status).toBe(404);
  });

  it('GraphQL answers the same through Archetype.versionImpact', async () => {
    const result = await t.gql(
      `query ($id: ID!) { archetype(id: $id) { versionImpact(since: 3) { matchesWithoutVersion decklists { sinceVersion opponents { opponentName since { wins losses } before { wins losses } pValue difference statement } } } } }`,
      { id: burn.id },
      w.member.token,
    );
    const impact = result.data!.archetype.versionImpact;
    expect(impact.matchesWithoutVersion).toBe(2);
    expect(impact.decklists[0].opponents[1]).toMatchObject({ opponentName: 'Tron', since: { wins: 7, losses: 2 }, before: { wins: 3, losses: 5 }, difference: 'could_be_noise' });
  });
});

// GET /api/projects/{id}/export: the project's archive for its team's owners and admins, every domain in its section,
// rows tied together by archive keys and people by username.
import { describe, expect, it } from 'vitest';
import { t, useAppWithWorld, w } from './helpers/app-with-world.ts';
import { comment, decklistOf } from './helpers/comment-data.ts';
import { archetype, logged, newVersion, project } from './helpers/match-data.ts';

useAppWithWorld();

describe('project export', () => {
  it('holds archetypes, every decklist version with cards and raw text, sideboard guides, matches and comment threads', async () => {
    const { id: projectId } = await project(w.privateTeam.id, 'Archived season');
    const burn = await archetype(projectId, 'Burn');
    const control = await archetype(projectId, 'Control');
    const list = await decklistOf({ type: 'archetype', id: burn.id });
    const guide = await t.rest('PUT', `/decklists/${list.id}/sideboard-guide/${control.id}`, { token: w.member.token, body: { in: [], out: [], notes: 'Race them' } });
    expect(guide.status).toBe(200);
    await newVersion(list.id);
    await logged({ project_id: projectId, winner_archetype_id: burn.id, loser_archetype_id: control.id, winner_decklist_id: list.id, went_first: true, notes: 'Close' });
    const top = await comment({ type: 'archetype', id: control.id }, 'Needs more counters');
    await comment({ type: 'archetype', id: control.id }, 'Agreed', w.owner.token, top.id);
    await comment(list, 'Nice list');

    const { status, body } = await t.rest('GET', `/projects/${projectId}/export`, { token: w.admin.token });
    expect(status).toBe(200);
    expect(body).toMatchObject({ format: 'sideboard.project-archive', version: 1, project: { name: 'Archived season', visibility: 'private' } });
    const { archetypes, decklists, matches, comments, sideboard_guides: guides } = body.sections;
    // The guide of version 1, and its copy carried to version 2.
    expect(guides).toEqual([
      { decklist: 'decklist:1', version: 1, opponent: 'archetype:2', in: [], out: [], on_the_draw: null, notes: 'Race them', carried_from_version: null, updated_by: w.member.username, updated_at: expect.any(String) },
      { decklist: 'decklist:1', version: 2, opponent: 'archetype:2', in: [], out: [], on_the_draw: null, notes: 'Race them', carried_from_version: 1, updated_by: w.member.username, updated_at: expect.any(String) },
    ]);
    expect(archetypes.map((a: { key: string; name: string }) => [a.key, a.name])).toEqual([['archetype:1', 'Burn'], ['archetype:2', 'Control']]);
    expect(decklists).toHaveLength(1);
    expect(decklists[0]).toMatchObject({ key: 'decklist:1', archetype: 'archetype:1', current_version: 2, raw_import_text: '4 Lightning Bolt\n4 Monastery Swiftspear\n20 Mountain', created_by: w.member.username });
    expect(decklists[0].versions.map((v: { number: number; cards: { name: string; quantity: number }[] }) => [v.number, v.cards.map((c) => `${c.quantity} ${c.name}`)])).toEqual([
      [1, ['4 Lightning Bolt', '4 Monastery Swiftspear', '20 Mountain']],
      [2, ['3 Lightning Bolt', '1 Shock']],
    ]);
    expect(matches).toEqual([
      expect.objectContaining({ winner_archetype: 'archetype:1', loser_archetype: 'archetype:2', winner_decklist: 'decklist:1', winner_decklist_version: 2, went_first: true, notes: 'Close', recorded_by: w.member.username }),
    ]);
    expect(comments.map((c: Record<string, unknown>) => [c.key, c.parent, c.on, c.content, c.author])).toEqual([
      ['comment:1', null, 'archetype:2', 'Needs more counters', w.member.username],
      ['comment:2', 'comment:1', 'archetype:2', 'Agreed', w.owner.username],
      ['comment:3', null, 'decklist:1', 'Nice list', w.member.username],
    ]);
    expect(JSON.stringify(body)).not.toContain(projectId);
  });

  it('carries which archetypes are ours and the test plan, by archive keys and usernames', async () => {
    const { id: projectId } = await project(w.privateTeam.id, 'Planned season');
    const ours = await archetype(projectId, 'Ours');
    const theirs = await archetype(projectId, 'Theirs');
    const third = await archetype(projectId, 'Third');
    await t.rest('PUT', `/archetypes/${ours.id}`, { token: w.member.token, body: { is_candidate: true } });
    const plan = { matchups: [{ archetype_id: theirs.id, opponent_id: ours.id, target_matches: 12, player_ids: [w.member.id] }, { archetype_id: ours.id, opponent_id: third.id, max_interval_width: 0.3 }] };
    expect((await t.rest('PUT', `/projects/${projectId}/test-plan`, { token: w.member.token, body: plan })).status).toBe(200);

    const { body } = await t.rest('GET', `/projects/${projectId}/export`, { token: w.owner.token });
    expect(body.sections.archetypes.map((a: { name: string; is_candidate: boolean }) => [a.name, a.is_candidate])).toEqual([['Ours', true], ['Theirs', false], ['Third', false]]);
    expect(body.sections.test_plan).toEqual([
      { archetype: 'archetype:2', opponent: 'archetype:1', target_matches: 12, max_interval_width: null, players: [w.member.username] },
      { archetype: 'archetype:1', opponent: 'archetype:3', target_matches: null, max_interval_width: 0.3, players: [] },
    ]);
  });

  it('is for owners and admins: a member is refused, an outsider does not see the private project', async () => {
    const path = `/projects/${w.privateProject.id}/export`;
    expect((await t.rest('GET', path, { token: w.owner.token })).status).toBe(200);
    expect(await t.rest('GET', path, { token: w.member.token })).toMatchObject({ status: 403, body: { message: 'Only team owners and admins can export a project' } });
    expect((await t.rest('GET', path, { token: w.outsider.token })).status).toBe(404);
    expect((await t.rest('GET', path)).status).toBe(401);
    expect((await t.rest('GET', '/projects/not-an-id/export', { token: w.owner.token })).status).toBe(404);
  });
});

// The project archive's round trip, for any app (the embedded database in tests/api, a PostgreSQL server in
// tests/scale): a project with every section filled in through the API, its export, that export imported into
// another team, and the import's export.
import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';
import type { World } from './world.ts';

const GAME = 'Magic: The Gathering';

async function created(t: TestApp, token: string, path: string, body: object, status = 201): Promise<Record<string, any>> {
  const response = await t.rest(path.startsWith('PUT ') ? 'PUT' : 'POST', path.replace(/^PUT /, ''), { token, body });
  expect(response.status, `${path}: ${JSON.stringify(response.body)}`).toBe(status);
  return response.body;
}

/**
 * A project of the private team with two archetypes (one inactive), a decklist imported from text with a second
 * version, a deck-less archetype's matches (best of three with games, a deleted one, one naming players) and a
 * comment thread three levels deep with a deleted reply, a metagame saved twice, and a sideboard guide carried to the
 * second version.
 */
export async function seedArchivedProject(t: TestApp, w: World, name = 'Season to archive'): Promise<string> {
  const { owner, admin, member } = w;
  const project = await created(t, owner.token, '/projects', { team_id: w.privateTeam.id, name, game: GAME, format: 'Modern', description: 'All of it', tags: ['rcq', 'spring'] });
  const burn = await created(t, member.token, '/archetypes', { project_id: project.id, name: 'Burn', game: GAME, format: 'Modern', description: 'Fast' });
  const control = await created(t, admin.token, '/archetypes', { project_id: project.id, name: 'Azorius Control', short_name: 'UW', game: GAME });
  const list = await created(t, member.token, '/decklists/import', { archetype_id: burn.id, name: 'Burn v1', raw_text: '4 Lightning Bolt\n4 Goblin Guide\n16 Mountain\n\nSideboard\n2 Smash to Smithereens' });
  // A sideboard guide on version 1, carried to version 2 (which lacks its cards) by the edit below.
  await created(t, member.token, `PUT /decklists/${list.id}/sideboard-guide/${control.id}`, { in: [{ name: 'Smash to Smithereens', quantity: 2 }], out: [{ name: 'Goblin Guide', quantity: 2 }], on_the_draw: { in: [{ name: 'Smash to Smithereens', quantity: 1 }], out: [{ name: 'Goblin Guide', quantity: 1 }] }, notes: 'Artifact hate in' }, 200);
  await created(t, admin.token, `PUT /decklists/${list.id}`, { cards: [{ name: 'Lightning Bolt', quantity: 4 }, { name: 'Skewer the Critics', quantity: 2, type: 'Sorcery' }], change_summary: 'Skewer in', notes: 'Faster' }, 200);
  const games = [
    { won_by: 'winner', on_the_play: 'winner', sideboarded: false },
    { won_by: 'loser', on_the_play: 'loser', sideboarded: true },
    { won_by: 'winner', on_the_play: 'winner', sideboarded: true },
  ];
  const base = { project_id: project.id, winner_archetype_id: burn.id, loser_archetype_id: control.id };
  await created(t, member.token, '/matches', { ...base, winner_decklist_id: list.id, best_of: 3, games, match_date: '2026-03-01T10:00:00.000Z', notes: 'Close one' });
  await created(t, member.token, '/matches', { ...base, winner_user_id: member.id, loser_user_id: owner.id, went_first: false, match_date: '2026-03-02T10:00:00.000Z' });
  const removed = await created(t, admin.token, '/matches', { ...base, winner_archetype_id: control.id, loser_archetype_id: burn.id, match_date: '2026-03-03T10:00:00.000Z' });
  expect([200, 204]).toContain((await t.rest('DELETE', `/matches/${removed.id}`, { token: admin.token })).status);
  await created(t, owner.token, `PUT /archetypes/${control.id}`, { is_active: false }, 200);
  const comment = async (token: string, target: { type: string; id: string }, content: string, parent?: string) =>
    (await created(t, token, '/comments', { commentable_type: target.type, commentable_id: target.id, content, ...(parent ? { parent_id: parent } : {}) })).data;
  const top = await comment(member.token, { type: 'archetype', id: burn.id }, 'Is **Burn** still good?');
  const reply = await comment(owner.token, { type: 'archetype', id: burn.id }, 'Yes', top.id);
  const deeper = await comment(admin.token, { type: 'archetype', id: burn.id }, 'Agreed', reply.id);
  expect([200, 204]).toContain((await t.rest('DELETE', `/comments/${deeper.id}`, { token: admin.token })).status);
  await comment(admin.token, { type: 'decklist', id: list.id }, 'Nice list');
  // A metagame saved twice: the current one and its history.
  await created(t, member.token, `PUT /projects/${project.id}/metagame`, { shares: [{ archetype_id: burn.id, share: 0.6 }, { archetype_id: control.id, share: 0.4 }], as_of: '2026-03-01' }, 200);
  await created(t, owner.token, `PUT /projects/${project.id}/metagame`, { shares: [{ archetype_id: burn.id, share: 0.7 }], as_of: '2026-03-15' }, 200);
  // Ours, and a test plan: the one matchup, to a number of matches, with two players.
  await created(t, owner.token, `PUT /archetypes/${burn.id}`, { is_candidate: true }, 200);
  await created(
    t,
    member.token,
    `PUT /projects/${project.id}/test-plan`,
    { matchups: [{ archetype_id: burn.id, opponent_id: control.id, target_matches: 20, player_ids: [member.id, admin.id] }] },
    200,
  );
  return project.id;
}

export const exportOf = async (t: TestApp, token: string, projectId: string) => {
  const response = await t.rest('GET', `/projects/${projectId}/export`, { token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};

/** The archive without what differs from one export to the next of the same data: when it was written. */
export const comparable = ({ exported_at: _, ...archive }: Record<string, any>) => archive;

/** Export → import into the public team → export; returns both exports and the imported project. */
export async function roundTrip(t: TestApp, w: World) {
  const projectId = await seedArchivedProject(t, w);
  const first = await exportOf(t, w.owner.token, projectId);
  const imported = await t.rest('POST', '/projects/import', { token: w.admin.token, body: { team_id: w.publicTeam.id, archive: first } });
  expect(imported.status, JSON.stringify(imported.body)).toBe(201);
  const second = await exportOf(t, w.admin.token, imported.body.id);
  return { first, second, imported: imported.body, projectId };
}

/** The smallest valid archive: a project with empty sections (for the authorization matrix). */
export const emptyArchive = (name: string) => ({
  format: 'sideboard.project-archive',
  version: 1,
  exported_at: '2026-01-01T00:00:00.000Z',
  project: { name, description: null, visibility: 'private', game: GAME, format: null, tags: [], is_active: true },
  sections: { archetypes: [], decklists: [], matches: [], sideboard_guides: [], comments: [], metagame: [], test_plan: [] },
});

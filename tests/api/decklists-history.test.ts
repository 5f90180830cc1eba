// A decklist's history through REST (compare, evolution, diffs), an archetype's decklists, and who may do what.
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLES, tokenOf, type Role } from './helpers/world.ts';
import { t, useAppWithWorld, w } from './helpers/app-with-world.ts';
import { BURN, newArchetype, newDecklist, put, importText } from './helpers/decklist-data.ts';

useAppWithWorld();

describe('compare, evolution and diffs', () => {
  let id: string;
  beforeAll(async () => {
    const archetypeId = await newArchetype(w.publicProjectOfPrivateTeam.id, 'History');
    id = (await newDecklist(archetypeId)).id;
    await put(id, { cards: [BURN[0], { ...BURN[1], quantity: 2 }, BURN[2], { name: 'Eidolon of the Great Revel', quantity: 2, type: 'Creature' }] });
    await put(id, { cards: [BURN[0], { ...BURN[1], quantity: 2 }, { ...BURN[2], quantity: 22 }] });
  });

  it('compares any two versions by number or tag', async () => {
    const byNumber = await t.rest('GET', `/decklists/${id}/compare?from_version=1&to_version=3`);
    expect(byNumber.status).toBe(200);
    expect(byNumber.body).toEqual({
      from_version_tag: 'v1',
      to_version_tag: 'v3',
      from_decklist_id: id,
      from_decklist_name: 'History',
      to_decklist_id: id,
      to_decklist_name: 'History',
      summary: { cards_added: 0, cards_removed: 0, cards_changed: 2, net_card_count: 0, total_changes: 4 },
      card_diffs: [
        { name: 'Goblin Guide', type: 'Creature', diff_type: 'changed', old_quantity: 4, new_quantity: 2, quantity_diff: -2 },
        { name: 'Mountain', type: 'Land', diff_type: 'changed', old_quantity: 20, new_quantity: 22, quantity_diff: 2 },
      ],
    });
    const byTag = await t.rest('GET', `/decklists/${id}/compare?from_version=v2&to_version=v3`);
    expect(byTag.body.summary).toEqual({ cards_added: 0, cards_removed: 1, cards_changed: 1, net_card_count: 0, total_changes: 4 });
    expect(byTag.body.card_diffs.map((d: { diff_type: string }) => d.diff_type)).toEqual(['removed', 'changed']);
  });

  it('refuses a comparison that does not name two existing versions', async () => {
    expect(await t.rest('GET', `/decklists/${id}/compare?from_version=1`)).toMatchObject({ status: 400, body: { message: 'Select two versions to compare' } });
    expect(await t.rest('GET', `/decklists/${id}/compare?from_version=one&to_version=2`)).toMatchObject({ status: 400, body: { message: 'Version must be a number or a tag like v2' } });
    expect(await t.rest('GET', `/decklists/${id}/compare?from_version=1&to_version=v7`)).toMatchObject({ status: 404, body: { message: 'Version v7 not found' } });
  });

  it('sums up the evolution and lists the consecutive diffs', async () => {
    const evolution = await t.rest('GET', `/decklists/${id}/evolution`);
    expect(evolution.body).toMatchObject({
      total_versions: 3,
      // Two transitions of 4 changes over 56 cards each: 1 - 4/56 = 0.929.
      stats: { version_count: 3, total_changes: 8, stability_score: 0.929, most_changed_card: { name: 'Eidolon of the Great Revel', total_change: 4 } },
    });
    expect(evolution.body.timeline.map((e: { from_version_tag: string; to_version_tag: string }) => `${e.from_version_tag}→${e.to_version_tag}`)).toEqual(['v1→v2', 'v2→v3']);
    expect(evolution.body.timeline[0]).toMatchObject({ summary: { cards_added: 1, cards_changed: 1, total_changes: 4, net_card_count: 0 } });
    expect(Object.keys(evolution.body.timeline[0]).sort()).toEqual(['card_diffs', 'from_timestamp', 'from_version_tag', 'summary', 'to_timestamp', 'to_version_tag']);

    const diffs = await t.rest('GET', `/decklists/${id}/diffs`);
    expect(diffs.body).toEqual(evolution.body.timeline);
  });

  it('gives a single version a stability of 1 and an empty timeline', async () => {
    const single = await newDecklist(await newArchetype(w.privateProject.id, 'Stable'));
    const evolution = await t.rest('GET', `/decklists/${single.id}/evolution`, { token: w.member.token });
    expect(evolution.body).toEqual({ total_versions: 1, stats: { version_count: 1, total_changes: 0, stability_score: 1, most_changed_card: null }, timeline: [] });
  });
});

describe('archetype detail', () => {
  it('lists the decklists at their current versions, oldest first', async () => {
    const archetypeId = await newArchetype(w.publicProject.id, 'Detailed');
    const first = await newDecklist(archetypeId);
    await put(first.id, { cards: BURN.slice(0, 1) });
    const second = await newDecklist(archetypeId, BURN, { name: 'Second' });
    const detail = await t.rest('GET', `/archetypes/${archetypeId}`);
    expect(detail.body).toMatchObject({ id: archetypeId, name: 'Detailed', project_name: 'Open Gauntlet' });
    expect(detail.body.decklists.map((d: { id: string; version_tag: string }) => [d.id, d.version_tag])).toEqual([
      [first.id, 'v2'],
      [second.id, 'v1'],
    ]);
    expect(Object.keys(detail.body.decklists[0])).toEqual(expect.arrayContaining(['id', 'name', 'archetype_id', 'version_tag', 'cards', 'notes', 'raw_import_text', 'created_by', 'created_at', 'updated_at']));
    expect((await t.rest('GET', `/archetypes/${archetypeId}/decklists`)).body).toEqual(detail.body.decklists);
    const empty = await newArchetype(w.publicProject.id, 'Empty');
    expect((await t.rest('GET', `/archetypes/${empty}`)).body.decklists).toEqual([]);
  });
});

describe('who may do what', () => {
  const READS = ['', '/versions', '/compare?from_version=1&to_version=1', '/evolution', '/diffs'];
  const expectedRead = (role: Role, isPublic: boolean) => (isPublic || role !== 'anonymous' && role !== 'outsider' ? 200 : 404);

  it.each([
    ['a private project', false],
    ['a public project of a private team', true],
  ])('reads in %s follow the project', async (_label, isPublic) => {
    const archetypeId = await newArchetype(isPublic ? w.publicProjectOfPrivateTeam.id : w.privateProject.id, 'Readable');
    const { id } = await newDecklist(archetypeId);
    for (const role of ROLES) {
      const token = tokenOf(w, role);
      const statuses = [
        ...(await Promise.all(READS.map((path) => t.rest('GET', `/decklists/${id}${path}`, { token })))),
        await t.rest('GET', `/archetypes/${archetypeId}`, { token }),
        await t.rest('GET', `/archetypes/${archetypeId}/decklists`, { token }),
      ].map((r) => r.status);
      expect(statuses, role).toEqual(statuses.map(() => expectedRead(role, isPublic)));
    }
  });

  it.each([
    ['a private project', false],
    ['a public project', true],
  ])('only team members write in %s', async (_label, isPublic) => {
    const projectId = isPublic ? w.publicProject.id : w.privateProject.id;
    const archetypeId = await newArchetype(projectId, 'Guarded');
    const refused = (role: Role) => (role === 'anonymous' ? 401 : role === 'outsider' && !isPublic ? 404 : 403);
    const isMember = (role: Role) => role === 'member' || role === 'admin' || role === 'owner';
    for (const role of ROLES) {
      const token = tokenOf(w, role) ?? null;
      const { id } = await newDecklist(archetypeId);
      const ok = isMember(role);
      expect((await importText({ archetype_id: archetypeId, raw_text: '4 Opt', preview: true }, token)).status, `${role} preview`).toBe(ok ? 200 : refused(role));
      expect((await importText({ archetype_id: archetypeId, raw_text: '4 Opt' }, token)).status, `${role} import`).toBe(ok ? 201 : refused(role));
      expect((await t.rest('POST', '/decklists', { token: token ?? undefined, body: { archetype_id: archetypeId, cards: BURN } })).status, `${role} create`).toBe(ok ? 201 : refused(role));
      expect((await put(id, { cards: BURN }, token)).status, `${role} update`).toBe(ok ? 200 : refused(role));
      const deleted = await t.rest('DELETE', `/decklists/${id}`, { token: token ?? undefined });
      expect(deleted.status, `${role} delete`).toBe(ok ? 200 : refused(role));
      if (ok) expect(deleted.body).toEqual({ message: 'Decklist deleted successfully' });
      expect(await t.app.deps.db.decklist.count({ where: { id } }), `${role} delete`).toBe(ok ? 0 : 1);
    }
  });

  it('answers not found for a decklist that is gone or not a uuid', async () => {
    expect(await t.rest('GET', '/decklists/not-a-uuid')).toMatchObject({ status: 404, body: { message: 'Decklist not found' } });
    expect(await t.rest('DELETE', '/decklists/00000000-0000-7000-8000-000000000000', { token: w.member.token })).toMatchObject({ status: 404 });
  });
});

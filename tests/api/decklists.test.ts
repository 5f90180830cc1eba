import { readFileSync } from 'node:fs';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { RequestContext } from '../../server/context.ts';
import { updateDecklist } from '../../server/services/decklists/update-decklist.ts';
import { Viewer } from '../../server/services/viewer.ts';
import { ROLES, tokenOf, type Role } from './helpers/world.ts';
import { t, useAppWithWorld, w } from './helpers/app-with-world.ts';

useAppWithWorld();

const fixture = (name: string) => readFileSync(new URL(`../unit/deck-import/fixtures/${name}`, import.meta.url), 'utf8');

const BURN = [
  { name: 'Lightning Bolt', quantity: 4, type: 'Instant', cost: 'R' },
  { name: 'Goblin Guide', quantity: 4, type: 'Creature', rarity: 'rare' },
  { name: 'Mountain', quantity: 20, type: 'Land' },
];

async function newArchetype(projectId: string, name = 'Burn', game = 'Magic: The Gathering'): Promise<string> {
  const response = await t.rest('POST', '/archetypes', { token: w.member.token, body: { project_id: projectId, name, game } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id;
}

async function newDecklist(archetypeId: string, cards: object[] = BURN, extra: object = {}): Promise<{ id: string; version_tag: string }> {
  const response = await t.rest('POST', '/decklists', { token: w.member.token, body: { archetype_id: archetypeId, cards, ...extra } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

/** As the team member unless a token is given (null calls anonymously). */
const put = (id: string, body: object, token: string | null = w.member.token) => t.rest('PUT', `/decklists/${id}`, { token: token ?? undefined, body });
const importText = (body: object, token: string | null = w.member.token) => t.rest('POST', '/decklists/import', { token: token ?? undefined, body });
const decklistCount = () => t.app.deps.db.decklist.count();

describe('importing deck text', () => {
  it.each([
    ['mtg-arena-standard.txt', 'Magic: The Gathering', 'mtg', 'MTG Arena', 75, 22, { 'Main Deck': 60, Sideboard: 15 }],
    ['mtgo-modern-burn.txt', 'Magic: The Gathering', 'mtg', 'MTGO', 75, 24, { 'Main Deck': 60, Sideboard: 15 }],
    ['pokemon-tcg-live.txt', 'Pokémon TCG', 'pokemon', 'Pokémon TCG Live', 60, 31, { Pokémon: 19, Trainer: 33, Energy: 8 }],
    ['yugioh-snake-eye.ydk.txt', 'Yu-Gi-Oh!', 'yugioh', 'YDK', 70, 44, { 'Main Deck': 40, 'Extra Deck': 15, 'Side Deck': 15 }],
    ['lorcana-ruby-amethyst.txt', 'Disney Lorcana', 'lorcana', 'Lorcana', 60, 15, { Other: 60 }],
    ['onepiece-zoro.txt', 'One Piece Card Game', 'onepiece', 'One Piece', 51, 14, { Leader: 1, 'Main Deck': 50 }],
    ['fabrary-dorinthea-cc.txt', 'Flesh and Blood', 'fab', 'Fabrary', 69, 29, { Hero: 1, Arena: 8, 'Deck': 60 }],
  ])('%s: previews without storing, then imports as version 1', async (file, gameName, game, format_name, total, rows, types) => {
    const archetypeId = await newArchetype(w.privateProject.id, `Deck from ${file}`, gameName);
    const raw_text = fixture(file);
    const before = await decklistCount();

    const preview = await importText({ archetype_id: archetypeId, raw_text, preview: true });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body).toMatchObject({ game, format_name, unmatched: [], stats: { total_cards: total, types } });
    expect(preview.body.decklist.cards).toHaveLength(rows);
    expect(await decklistCount()).toBe(before);

    const imported = await importText({ archetype_id: archetypeId, raw_text, notes: 'From the last RCQ' });
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    expect(imported.body).toMatchObject({ archetype_id: archetypeId, version_tag: 'v1', notes: 'From the last RCQ', raw_import_text: raw_text.trim(), unmatched: [] });
    expect(imported.body.cards).toEqual(preview.body.decklist.cards);
    expect(imported.body.created_by).toBe(w.member.id);
    expect(await decklistCount()).toBe(before + 1);
  });

  it('names the decklist as asked, else after the export, else after the archetype', async () => {
    const archetypeId = await newArchetype(w.privateProject.id, 'Mono-Red');
    const arena = fixture('mtg-arena-standard.txt');
    expect((await importText({ archetype_id: archetypeId, raw_text: arena })).body.name).toBe('Mono-Red Aggro');
    expect((await importText({ archetype_id: archetypeId, raw_text: arena, name: 'My List' })).body.name).toBe('My List');
    expect((await importText({ archetype_id: archetypeId, raw_text: '4 Lightning Bolt' })).body.name).toBe('Mono-Red');
  });

  it("reads an undetectable list as the archetype's game, and as the game the caller names", async () => {
    const archetypeId = await newArchetype(w.privateProject.id, 'Plain');
    const plain = await importText({ archetype_id: archetypeId, raw_text: '4 Lightning Bolt\n20 Mountain', preview: true });
    expect(plain.body).toMatchObject({ game: 'mtg', stats: { total_cards: 24 } });
    const asLorcana = await importText({ archetype_id: archetypeId, raw_text: '4 Lightning Bolt\n20 Mountain', preview: true, game: 'Disney Lorcana' });
    expect(asLorcana.body.game).toBe('lorcana');
  });

  it('reports the lines it could not read, in the preview and after the import', async () => {
    const archetypeId = await newArchetype(w.privateProject.id, 'Partial');
    const raw_text = '4 Lightning Bolt\nthis is not a card line at all!\n0 Mountain\n1000 Island\n20 Mountain';
    const preview = await importText({ archetype_id: archetypeId, raw_text, preview: true });
    expect(preview.status).toBe(200);
    expect(preview.body.stats.total_cards).toBe(24);
    expect(preview.body.unmatched.map((u: { line: number }) => u.line)).toEqual([2, 3, 4]);
    expect(preview.body.unmatched.filter((u: { reason: string }) => u.reason === 'Quantity must be between 1 and 999')).toHaveLength(2);
    const imported = await importText({ archetype_id: archetypeId, raw_text });
    expect(imported.status).toBe(201);
    expect(imported.body.unmatched).toEqual(preview.body.unmatched);
    expect(imported.body.cards.map((c: { name: string }) => c.name)).toEqual(['Lightning Bolt', 'Mountain']);
  });

  it('refuses empty, garbage, too long and oversized text with nothing stored', async () => {
    const archetypeId = await newArchetype(w.privateProject.id, 'Refusals');
    const before = await decklistCount();
    for (const preview of [true, false]) {
      expect(await importText({ archetype_id: archetypeId, raw_text: '', preview })).toMatchObject({ status: 400, body: { message: 'Deck text is required', code: 'VALIDATION' } });
      expect(await importText({ archetype_id: archetypeId, raw_text: '  \n\t ', preview })).toMatchObject({ status: 400, body: { message: 'Deck text is required' } });
      expect(await importText({ archetype_id: archetypeId, preview })).toMatchObject({ status: 400, body: { message: 'Deck text is required' } });

      const garbage = await importText({ archetype_id: archetypeId, raw_text: 'hello there\nwhat a lovely day\n0 Forest', preview });
      expect(garbage).toMatchObject({ status: 400, body: { message: 'No cards found in the deck text', code: 'VALIDATION' } });
      const problems = garbage.body.problems.map((p: { message: string }) => p.message).join('\n');
      expect(problems).toContain('hello there');
      expect(problems).toContain('what a lovely day');
      expect(problems).toContain('Quantity must be between 1 and 999');

      const long = await importText({ archetype_id: archetypeId, raw_text: '4 Lightning Bolt\n'.repeat(7000), preview });
      expect(long).toMatchObject({ status: 400, body: { message: 'Deck text is too long (max 100,000 characters)' } });
      const huge = await importText({ archetype_id: archetypeId, raw_text: 'x'.repeat(10 * 1024 * 1024), preview });
      expect(huge).toMatchObject({ status: 413, body: { code: 'PAYLOAD_TOO_LARGE' } });
    }
    expect(await importText({ archetype_id: archetypeId, raw_text: '4 Op\u0000t' })).toMatchObject({ status: 400, body: { message: 'Deck text contains a character that cannot be stored' } });
    expect(await importText({ raw_text: '4 Opt' })).toMatchObject({ status: 400, body: { message: 'Archetype ID is required' } });
    expect(await importText({ archetype_id: archetypeId, raw_text: '4 Opt', preview: 'yes' })).toMatchObject({ status: 400, body: { message: 'preview must be true or false' } });
    expect(await importText({ archetype_id: archetypeId, raw_text: '4 Opt', colour: 'red' })).toMatchObject({ status: 400 });
    expect(await importText({ archetype_id: '00000000-0000-7000-8000-000000000000', raw_text: '4 Opt' })).toMatchObject({ status: 404, body: { message: 'Archetype not found' } });
    expect(await decklistCount()).toBe(before);
  });
});

describe('creating decklists from card lines', () => {
  it('stores the cards in order with type defaulting to Other, named after the archetype', async () => {
    const archetypeId = await newArchetype(w.privateProject.id, 'Explicit');
    const created = await newDecklist(archetypeId, [...BURN, { name: ' Opt ', quantity: 1 }], { notes: 'First try' });
    expect(created).toMatchObject({ name: 'Explicit', version_tag: 'v1', notes: 'First try', raw_import_text: null });
    expect((created as unknown as { cards: object[] }).cards).toEqual([
      { name: 'Lightning Bolt', quantity: 4, type: 'Instant', cost: 'R', rarity: null, set: null, number: null },
      { name: 'Goblin Guide', quantity: 4, type: 'Creature', cost: null, rarity: 'rare', set: null, number: null },
      { name: 'Mountain', quantity: 20, type: 'Land', cost: null, rarity: null, set: null, number: null },
      { name: 'Opt', quantity: 1, type: 'Other', cost: null, rarity: null, set: null, number: null },
    ]);
  });

  it.each([
    [{ cards: [] }, 'At least one card is required'],
    [{ cards: undefined }, 'At least one card is required'],
    [{ cards: [{ name: 'Opt', quantity: 0 }] }, 'Quantity must be between 1 and 999'],
    [{ cards: [{ name: 'Opt', quantity: 1000 }] }, 'Quantity must be between 1 and 999'],
    [{ cards: [{ name: 'Opt', quantity: 1.5 }] }, 'Quantity must be between 1 and 999'],
    [{ cards: [{ name: '  ', quantity: 1 }] }, 'Card name is required'],
    [{ cards: [{ name: 'Op\u0000t', quantity: 1 }] }, 'Card name contains a character that cannot be stored'],
    [{ cards: [{ name: 'Opt', quantity: 1, set: 'M\u000021' }] }, 'Card set contains a character that cannot be stored'],
    [{ change_summary: 'x'.repeat(201) }, 'Change summary must be at most 200 characters'],
  ])('refuses %j with "%s"', async (body, message) => {
    const archetypeId = await newArchetype(w.privateProject.id, 'Refused');
    const before = await decklistCount();
    const response = await t.rest('POST', '/decklists', { token: w.member.token, body: { archetype_id: archetypeId, cards: BURN, ...body } });
    expect(response).toMatchObject({ status: 400, body: { message, code: 'VALIDATION' } });
    expect(await decklistCount()).toBe(before);
  });
});

describe('versions', () => {
  it('turns every edit into the next version and keeps the old ones readable', async () => {
    const archetypeId = await newArchetype(w.privateProject.id, 'Versioned');
    const { id } = await newDecklist(archetypeId);
    const v2 = await put(id, { cards: [...BURN, { name: 'Eidolon of the Great Revel', quantity: 2, type: 'Creature' }], change_summary: 'Add Eidolon', notes: 'v2 notes' });
    expect(v2).toMatchObject({ status: 200, body: { version_tag: 'v2', change_summary: 'Add Eidolon', notes: 'v2 notes' } });
    const v3 = await put(id, { cards: BURN.slice(0, 2), change_summary: 'No lands?', name: 'Renamed' }, w.owner.token);
    expect(v3.body).toMatchObject({ version_tag: 'v3', name: 'Renamed', notes: null });

    const versions = await t.rest('GET', `/decklists/${id}/versions`, { token: w.admin.token });
    expect(versions.body.map((v: { version_tag: string }) => v.version_tag)).toEqual(['v3', 'v2', 'v1']);
    expect(versions.body[1]).toMatchObject({ change_summary: 'Add Eidolon', notes: 'v2 notes', created_by: w.member.id });
    expect(versions.body[2].cards).toHaveLength(3);
    expect(Object.keys(versions.body[0]).sort()).toEqual(['cards', 'change_summary', 'created_at', 'created_by', 'id', 'notes', 'version_number', 'version_tag']);

    const current = await t.rest('GET', `/decklists/${id}`, { token: w.member.token });
    expect(current.body).toMatchObject({ version_tag: 'v3', current_version_tag: 'v3', name: 'Renamed' });
    expect(current.body.cards).toHaveLength(2);
    expect((await t.rest('GET', `/decklists/${id}?version=v1`, { token: w.member.token })).body).toMatchObject({ version_tag: 'v1', current_version_tag: 'v3' });
    expect((await t.rest('GET', `/decklists/${id}?version=2`, { token: w.member.token })).body.cards).toHaveLength(4);
    expect(await t.rest('GET', `/decklists/${id}?version=9`, { token: w.member.token })).toMatchObject({ status: 404, body: { message: 'Version v9 not found' } });
    expect(await t.rest('GET', `/decklists/${id}?version=latest`, { token: w.member.token })).toMatchObject({ status: 400 });
  });

  it('gives concurrent edits distinct versions and loses none', async () => {
    const archetypeId = await newArchetype(w.privateProject.id, 'Contested');
    const { id } = await newDecklist(archetypeId);
    const editors = [w.member, w.admin, w.owner, w.member, w.admin, w.owner];
    const responses = await Promise.all(editors.map((user, i) => put(id, { cards: [...BURN, { name: `Card ${i}`, quantity: 1 }], change_summary: `Edit ${i}` }, user.token)));
    expect(responses.map((r) => r.status)).toEqual(editors.map(() => 200));
    const tags = responses.map((r) => r.body.version_tag);
    expect(new Set(tags).size).toBe(editors.length);
    expect([...tags].sort()).toEqual(['v2', 'v3', 'v4', 'v5', 'v6', 'v7']);

    const versions = (await t.rest('GET', `/decklists/${id}/versions`, { token: w.member.token })).body as { version_tag: string; change_summary: string; cards: { name: string }[]; created_at: string }[];
    expect(versions).toHaveLength(7);
    for (let i = 0; i < editors.length; i++) {
      const holders = versions.filter((v) => v.cards.some((c) => c.name === `Card ${i}`));
      expect(holders.map((v) => v.change_summary)).toEqual([`Edit ${i}`]);
    }
    // Numbers and times agree in order, so the evolution timeline follows the version numbers.
    const times = [...versions].reverse().map((v) => Date.parse(v.created_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect((await t.rest('GET', `/decklists/${id}`)).status).toBe(404);
    expect((await t.rest('GET', `/decklists/${id}`, { token: w.member.token })).body.version_tag).toBe('v7');
  });

  it.each([
    [{ cards: [{ name: 'Opt', quantity: 1000 }] }, 'Quantity must be between 1 and 999'],
    [{ cards: [{ name: 'Opt', quantity: 0 }] }, 'Quantity must be between 1 and 999'],
    [{ cards: [] }, 'At least one card is required'],
    [{ cards: BURN, change_summary: 'x'.repeat(201) }, 'Change summary must be at most 200 characters'],
    [{ cards: BURN, colour: 'red' }, 'Unrecognized key: "colour"'],
  ])('leaves the current version intact when an edit is refused: %j', async (body, message) => {
    const archetypeId = await newArchetype(w.privateProject.id, 'Intact');
    const { id } = await newDecklist(archetypeId);
    expect(await put(id, body)).toMatchObject({ status: 400, body: { message } });
    const after = await t.rest('GET', `/decklists/${id}/versions`, { token: w.member.token });
    expect(after.body.map((v: { version_tag: string }) => v.version_tag)).toEqual(['v1']);
    expect((await t.rest('GET', `/decklists/${id}`, { token: w.member.token })).body).toMatchObject({ version_tag: 'v1', cards: expect.arrayContaining([expect.objectContaining({ name: 'Mountain', quantity: 20 })]) });
  });

  it('rolls the version number back when storing the new version fails', async () => {
    const archetypeId = await newArchetype(w.privateProject.id, 'Rollback');
    const { id } = await newDecklist(archetypeId);
    const db = t.app.deps.db;
    const user = await db.user.findUniqueOrThrow({ where: { id: w.member.id } });
    // A database whose transactions fail at the version insert, after the number was already taken.
    const failingDb = new Proxy(db, {
      get(target, key) {
        if (key !== '$transaction') return Reflect.get(target, key);
        return (fn: (tx: unknown) => Promise<unknown>) =>
          target.$transaction((tx) =>
            fn(new Proxy(tx, { get: (inner, k) => (k === 'decklistVersion' ? { create: () => Promise.reject(new Error('disk full')) } : Reflect.get(inner, k)) })),
          );
      },
    });
    const ctx = { ...t.app.deps, db: failingDb, viewer: new Viewer(user, failingDb) } as RequestContext;
    await expect(updateDecklist(ctx, id, { cards: [{ name: 'Opt', quantity: 4 }] })).rejects.toThrow('disk full');
    const decklist = await db.decklist.findUniqueOrThrow({ where: { id } });
    expect(decklist.currentVersion).toBe(1);
    expect(await db.decklistVersion.count({ where: { decklistId: id } })).toBe(1);
    expect((await put(id, { cards: [{ name: 'Opt', quantity: 4 }] })).body.version_tag).toBe('v2');
  });
});

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

describe('GraphQL', () => {
  const IMPORT = `mutation ($input: ImportDecklistInput!) { importDecklist(input: $input) {
    __typename ... on Error { message } ... on ImportDecklistPayload { decklist { id databaseId versionTag } unmatched { line reason } } } }`;
  const UPDATE = `mutation ($input: UpdateDecklistInput!) { updateDecklist(input: $input) {
    __typename ... on Error { message } ... on ValidationError { problems { field message } } ... on UpdateDecklistPayload { decklist { versionTag } version { number changeSummary } } } }`;
  const PREVIEW = `query ($a: ID!, $text: String!) { previewDecklistImport(archetypeId: $a, rawText: $text) {
    __typename ... on Error { message code } ... on ValidationError { problems { message } }
    ... on DecklistImportPreview { formatName game cards { name quantity type } stats { totalCards uniqueCards types { type count } } unmatched { line text reason } } } }`;

  it('previews, imports, edits, compares and deletes', async () => {
    const archetypeId = await newArchetype(w.privateProject.id, 'Graph');
    const text = fixture('mtgo-modern-burn.txt');
    const preview = await t.gql(PREVIEW, { a: encodeGlobalID('Archetype', archetypeId), text }, w.member.token);
    expect(preview.data?.previewDecklistImport).toMatchObject({ __typename: 'DecklistImportPreview', formatName: 'MTGO', game: 'mtg', stats: { totalCards: 75, uniqueCards: 24 }, unmatched: [] });
    expect(preview.data?.previewDecklistImport.stats.types).toEqual([{ type: 'Main Deck', count: 60 }, { type: 'Sideboard', count: 15 }]);

    const garbage = await t.gql(PREVIEW, { a: archetypeId, text: 'nothing to see here' }, w.member.token);
    expect(garbage.data?.previewDecklistImport).toMatchObject({ __typename: 'ValidationError', message: 'No cards found in the deck text' });
    expect(garbage.data?.previewDecklistImport.problems.map((p: { message: string }) => p.message).join()).toContain('nothing to see here');

    const imported = await t.gql(IMPORT, { input: { archetypeId, rawText: text, notes: 'gql' } }, w.member.token);
    const decklist = imported.data?.importDecklist.decklist;
    expect(decklist.versionTag).toBe('v1');
    for (const [i, cards] of [[{ name: 'Opt', quantity: 4 }], [{ name: 'Opt', quantity: 3, type: 'Instant' }]].entries()) {
      const updated = await t.gql(UPDATE, { input: { id: decklist.id, cards, changeSummary: `edit ${i}` } }, w.member.token);
      expect(updated.data?.updateDecklist).toMatchObject({ __typename: 'UpdateDecklistPayload', decklist: { versionTag: `v${i + 2}` }, version: { number: i + 2, changeSummary: `edit ${i}` } });
    }
    const refused = await t.gql(UPDATE, { input: { id: decklist.id, cards: [{ name: 'Opt', quantity: 1000 }] } }, w.member.token);
    expect(refused.data?.updateDecklist).toMatchObject({ __typename: 'ValidationError', message: 'Quantity must be between 1 and 999' });

    const read = await t.gql(
      `query ($id: ID!) { decklist(id: $id) { name versionTag currentVersionNumber viewerIsMember rawImportText
        current { versionTag notes cards { name quantity type } }
        v1: version(number: 1) { versionTag notes totalCards }
        missing: version(number: 9) { number }
        versions(first: 10) { totalCount edges { node { versionTag changeSummary } } }
        compare(from: "v1", to: "3") { fromVersionTag toVersionTag summary { cardsAdded cardsRemoved cardsChanged netCardCount totalChanges } cardDiffs { name diffType quantityDiff } }
        evolution { totalVersions stats { versionCount totalChanges stabilityScore mostChangedCard { name totalChange } } timeline { fromVersionTag toVersionTag cardDiffs { name } } }
        archetype { name decklists(first: 5) { totalCount } } } }`,
      { id: decklist.databaseId },
      w.member.token,
    );
    expect(read.errors).toBeUndefined();
    const d = read.data?.decklist;
    expect(d).toMatchObject({ versionTag: 'v3', currentVersionNumber: 3, viewerIsMember: true, rawImportText: text.trim(), missing: null });
    expect(d.current).toEqual({ versionTag: 'v3', notes: null, cards: [{ name: 'Opt', quantity: 3, type: 'Instant' }] });
    expect(d.v1).toEqual({ versionTag: 'v1', notes: 'gql', totalCards: 75 });
    expect(d.versions.totalCount).toBe(3);
    expect(d.versions.edges.map((e: { node: { versionTag: string } }) => e.node.versionTag)).toEqual(['v3', 'v2', 'v1']);
    expect(d.compare.summary).toEqual({ cardsAdded: 1, cardsRemoved: 24, cardsChanged: 0, netCardCount: -72, totalChanges: 78 });
    expect(d.evolution.stats).toMatchObject({ versionCount: 3, mostChangedCard: { name: 'Opt' } });
    expect(d.evolution.timeline.map((e: { toVersionTag: string }) => e.toVersionTag)).toEqual(['v2', 'v3']);
    expect(d.archetype).toEqual({ name: 'Graph', decklists: { totalCount: 1 } });

    const compareError = await t.gql(`query ($id: ID!) { decklist(id: $id) { compare(from: "1", to: "8") { fromVersionTag } } }`, { id: decklist.id }, w.member.token);
    expect(compareError.errors?.[0]).toMatchObject({ message: 'Version v8 not found', extensions: { code: 'NOT_FOUND' } });

    const created = await t.gql(
      `mutation ($input: CreateDecklistInput!) { createDecklist(input: $input) { __typename ... on CreateDecklistPayload { decklist { name current { cards { name type } } } } } }`,
      { input: { archetypeId, name: 'Typed in', cards: [{ name: 'Opt', quantity: 4 }] } },
      w.member.token,
    );
    expect(created.data?.createDecklist.decklist).toEqual({ name: 'Typed in', current: { cards: [{ name: 'Opt', type: 'Other' }] } });

    const deleted = await t.gql(`mutation ($input: DeleteDecklistInput!) { deleteDecklist(input: $input) { __typename } }`, { input: { id: decklist.id } }, w.member.token);
    expect(deleted.data?.deleteDecklist.__typename).toBe('DeleteDecklistPayload');
    expect((await t.gql(`query ($id: ID!) { decklist(id: $id) { id } }`, { id: decklist.id }, w.member.token)).data?.decklist).toBeNull();
  });

  it('keeps private decklists from outsiders and refuses their writes', async () => {
    const archetypeId = await newArchetype(w.privateProject.id, 'Secret');
    const { id } = await newDecklist(archetypeId);
    const global = encodeGlobalID('Decklist', id);
    const read = await t.gql(`query ($id: ID!, $g: ID!) { decklist(id: $id) { id } node(id: $g) { id } }`, { id, g: global }, w.outsider.token);
    expect(read.data).toEqual({ decklist: null, node: null });
    const versionId = (await t.app.deps.db.decklistVersion.findFirstOrThrow({ where: { decklistId: id } })).id;
    expect((await t.gql(`query ($g: ID!) { node(id: $g) { id } }`, { g: encodeGlobalID('DecklistVersion', versionId) }, w.outsider.token)).data?.node).toBeNull();
    expect((await t.gql(`query ($g: ID!) { node(id: $g) { id } }`, { g: encodeGlobalID('DecklistVersion', versionId) }, w.member.token)).data?.node).toEqual({ id: encodeGlobalID('DecklistVersion', versionId) });

    const update = await t.gql(UPDATE, { input: { id, cards: BURN } }, w.outsider.token);
    expect(update.data?.updateDecklist).toMatchObject({ __typename: 'NotFoundError' });
    const anonymous = await t.gql(UPDATE, { input: { id, cards: BURN } });
    expect(anonymous.data?.updateDecklist).toMatchObject({ __typename: 'AuthenticationError' });
    const preview = await t.gql(PREVIEW, { a: archetypeId, text: '4 Opt' }, w.siteAdmin.token);
    expect(preview.data?.previewDecklistImport).toMatchObject({ __typename: 'ForbiddenError' });
    const imported = await t.gql(IMPORT, { input: { archetypeId, rawText: '4 Opt' } }, w.outsider.token);
    expect(imported.data?.importDecklist.__typename).toBe('NotFoundError');
  });

  it('loads decklists with their cards in a bounded number of SQL statements', async () => {
    const archetypeId = await newArchetype(w.publicProject.id, 'Counted');
    const query = `query ($id: ID!) { archetype(id: $id) { decklists(first: 20) { totalCount edges { node {
      name versionTag viewerIsMember current { versionTag notes createdBy { name } cards { name quantity type } } } } } } }`;
    const statementsFor = async () => {
      const original = pg.Client.prototype.query;
      let count = 0;
      pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
        count++;
        return (original as (...a: unknown[]) => unknown).apply(this, args);
      } as typeof original;
      try {
        const result = await t.gql(query, { id: archetypeId }, w.member.token);
        expect(result.errors).toBeUndefined();
        return { count, decklists: result.data?.archetype.decklists.totalCount as number };
      } finally {
        pg.Client.prototype.query = original;
      }
    };
    await newDecklist(archetypeId);
    const one = await statementsFor();
    for (let i = 0; i < 4; i++) await newDecklist(archetypeId, BURN, { name: `List ${i}` });
    const five = await statementsFor();
    expect([one.decklists, five.decklists]).toEqual([1, 5]);
    expect(one.count).toBeGreaterThan(0);
    expect(five.count).toBe(one.count);
    expect(five.count).toBeLessThanOrEqual(12);
  });
});

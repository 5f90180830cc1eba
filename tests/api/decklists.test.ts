// Decklists through REST: importing deck text, creating from card lines, and versions. History and access:
// decklists-history.test.ts; GraphQL: decklists-graphql.test.ts.
import { describe, expect, it } from 'vitest';
import { viewerOf, type RequestContext } from '../../server/context.ts';
import { updateDecklist } from '../../server/services/decklists/update-decklist.ts';
import { t, useAppWithWorld, w } from './helpers/app-with-world.ts';
import { fixture, BURN, newArchetype, newDecklist, put, importText, decklistCount } from './helpers/decklist-data.ts';

useAppWithWorld();

describe('importing deck text', () => {
  it.each([
    ['mtg-arena-standard.txt', 'Magic: The Gathering', 'mtg', 'MTG Arena', 75, 23, { 'Main Deck': 60, Sideboard: 15 }],
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
    expect(await importText({ archetype_id: archetypeId, raw_text: '4 Op\u0000t' })).toMatchObject({ status: 400, body: { message: 'Text must not contain NUL characters (\\u0000)', problems: [{ field: 'raw_text' }] } });
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
    ].map((card) => ({ ...card, section: card.type, mana_value: null, type_line: null, image_url: null, resolved: false })));
    // Without a catalog for the game, nothing is known beyond the lines themselves and their count (Modern: 60 or more).
    expect(created).toMatchObject({ curve: null, legality_warnings: [{ code: 'deck_size', card: '', message: 'The main deck has 29 cards: at least 60 required in Modern' }] });
  });

  it.each([
    [{ cards: [] }, 'At least one card is required'],
    [{ cards: undefined }, 'At least one card is required'],
    [{ cards: [{ name: 'Opt', quantity: 0 }] }, 'Quantity must be between 1 and 999'],
    [{ cards: [{ name: 'Opt', quantity: 1000 }] }, 'Quantity must be between 1 and 999'],
    [{ cards: [{ name: 'Opt', quantity: 1.5 }] }, 'Quantity must be between 1 and 999'],
    [{ cards: [{ name: '  ', quantity: 1 }] }, 'Card name is required'],
    [{ cards: [{ name: 'Op\u0000t', quantity: 1 }] }, 'Text must not contain NUL characters (\\u0000)'],
    [{ cards: [{ name: 'Opt', quantity: 1, set: 'M\u000021' }] }, 'Text must not contain NUL characters (\\u0000)'],
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
    expect(Object.keys(versions.body[0]).sort()).toEqual([
      'cards',
      'change_summary',
      'created_at',
      'created_by',
      'curve',
      'id',
      'legality_warnings',
      'notes',
      'version_number',
      'version_tag',
    ]);

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
    const ctx = { ...t.app.deps, db: failingDb, viewer: (await viewerOf(t.app.deps, user.id))! } as RequestContext;
    await expect(updateDecklist(ctx, id, { cards: [{ name: 'Opt', quantity: 4 }] })).rejects.toThrow('disk full');
    const decklist = await db.decklist.findUniqueOrThrow({ where: { id } });
    expect(decklist.currentVersion).toBe(1);
    expect(await db.decklistVersion.count({ where: { decklistId: id } })).toBe(1);
    expect((await put(id, { cards: [{ name: 'Opt', quantity: 4 }] })).body.version_tag).toBe('v2');
  });
});

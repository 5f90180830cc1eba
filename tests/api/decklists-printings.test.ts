// Printings of one card stay separate lines through import, storage, edits, comparison and counts; repeated lines
// are merged with a note; the deck-size and copy rules warn without a card catalog (domain/cards/legality.ts).
import { describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { t, useAppWithWorld, w } from './helpers/app-with-world.ts';
import { importText, newArchetype, put } from './helpers/decklist-data.ts';

useAppWithWorld();

type Line = { name: string; quantity: number; set: string | null; number: string | null };
const printings = (cards: Line[]) => cards.map((c) => [c.name, c.quantity, c.set, c.number]);

const POKEMON = ['Pokémon: 9', '4 Charmander PAF 7', '3 Charmander MEW 4', '2 Charmander PAF 7', 'Energy: 4', '4 Basic {R} Energy'].join('\n');
const ARENA = ['Deck', '2 Lightning Bolt (M10) 146', '2 Lightning Bolt (2X2) 117', '1 Lightning Bolt (M10) 146', '20 Mountain (FDN) 279'].join('\n');

describe('printings and merged lines', () => {
  it('Pokémon TCG Live: two printings stay two lines, a repeated printing is merged with a note, and the deck size is checked', async () => {
    const archetypeId = await newArchetype(w.privateProject.id, 'Zard', 'Pokémon TCG');
    const preview = await importText({ archetype_id: archetypeId, raw_text: POKEMON, preview: true });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(printings(preview.body.decklist.cards)).toEqual([
      ['Charmander', 6, 'PAF', '7'],
      ['Charmander', 3, 'MEW', '4'],
      ['Basic {R} Energy', 4, null, null],
    ]);
    expect(preview.body.merged_lines).toEqual([{ name: 'Charmander', type: 'Pokémon', lines: 2, quantity: 6 }]);
    expect(preview.body.stats).toMatchObject({ total_cards: 13, unique_cards: 2 });
    // The project's format (Modern) names the archetype's format. Without a catalog: 9 Charmanders are counted by name, basic energy is exempt, and 13 cards is not a deck.
    expect(preview.body.legality_warnings.map((w: { code: string; message: string }) => [w.code, w.message])).toEqual([
      ['too_many_copies', '9 copies of Charmander: at most 4 allowed in Modern'],
      ['deck_size', 'The deck has 13 cards: exactly 60 required in Modern'],
    ]);

    const imported = await importText({ archetype_id: archetypeId, raw_text: POKEMON });
    expect(imported.status).toBe(201);
    expect(printings(imported.body.cards)).toEqual(printings(preview.body.decklist.cards));

    // Editing one printing's count is a change of that card; the other printing's line keeps its set code.
    const cards = imported.body.cards.map(({ name, quantity, set, number, section }: Line & { section: string }) => ({
      name,
      type: section,
      quantity: set === 'MEW' ? 1 : quantity,
      set,
      number,
    }));
    expect((await put(imported.body.id, { cards })).status).toBe(200);
    const v2 = await t.rest('GET', `/decklists/${imported.body.id}`, { token: w.member.token });
    expect(printings(v2.body.cards)).toEqual([
      ['Charmander', 6, 'PAF', '7'],
      ['Charmander', 1, 'MEW', '4'],
      ['Basic {R} Energy', 4, null, null],
    ]);
    const compared = await t.rest('GET', `/decklists/${imported.body.id}/compare?from_version=1&to_version=2`, { token: w.member.token });
    expect(compared.body.card_diffs).toEqual([
      { name: 'Charmander', type: 'Pokémon', diff_type: 'changed', old_quantity: 9, new_quantity: 7, quantity_diff: -2 },
    ]);
  });

  it('MTG Arena: printings by set and number, merged repeats, through REST and GraphQL alike', async () => {
    const archetypeId = await newArchetype(w.privateProject.id, 'Bolts');
    const preview = await importText({ archetype_id: archetypeId, raw_text: ARENA, preview: true });
    expect(printings(preview.body.decklist.cards)).toEqual([
      ['Lightning Bolt', 3, 'M10', '146'],
      ['Lightning Bolt', 2, '2X2', '117'],
      ['Mountain', 20, 'FDN', '279'],
    ]);
    expect(preview.body.merged_lines).toEqual([{ name: 'Lightning Bolt', type: 'Main Deck', lines: 2, quantity: 3 }]);
    // Copies are counted per card across its printings; basic lands are exempt; a Modern main deck has at least 60 cards.
    expect(preview.body.legality_warnings).toEqual([
      { code: 'too_many_copies', card: 'Lightning Bolt', message: '5 copies of Lightning Bolt: at most 4 allowed in Modern' },
      { code: 'deck_size', card: '', message: 'The main deck has 25 cards: at least 60 required in Modern' },
    ]);

    const PREVIEW = `query ($a: ID!, $text: String!) { previewDecklistImport(archetypeId: $a, rawText: $text) {
      __typename ... on DecklistImportPreview { cards { name quantity set number } mergedLines { name type lines quantity } legalityWarnings { code } } } }`;
    const graph = await t.gql(PREVIEW, { a: encodeGlobalID('Archetype', archetypeId), text: ARENA }, w.member.token);
    expect(graph.data?.previewDecklistImport).toEqual({
      __typename: 'DecklistImportPreview',
      cards: preview.body.decklist.cards.map(({ name, quantity, set, number }: Line) => ({ name, quantity, set, number })),
      mergedLines: [{ name: 'Lightning Bolt', type: 'Main Deck', lines: 2, quantity: 3 }],
      legalityWarnings: [{ code: 'too_many_copies' }, { code: 'deck_size' }],
    });
  });
});

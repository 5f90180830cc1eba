// A decklist must be of its archetype's game (issue 32, item 3): the preview warns and the import refuses a list
// whose export format belongs to another game, by REST and GraphQL alike; a short Modern main deck gets its format's
// deck-size warning.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { beforeAll, describe, expect, it } from 'vitest';
import { t, useAppWithWorld, w } from './helpers/app-with-world.ts';
import { decklistCount, fixture, importText, newArchetype } from './helpers/decklist-data.ts';

useAppWithWorld();

const PTCGL = fixture('pokemon-tcg-live.txt');
const MODERN_59 = ['4 Lightning Bolt', '4 Goblin Guide', '4 Monastery Swiftspear', '4 Lava Spike', '4 Rift Bolt', '4 Skewer the Critics', '4 Boros Charm', '4 Lightning Helix', '4 Searing Blaze', '4 Eidolon of the Great Revel', '19 Mountain', '', 'Sideboard', '3 Smash to Smithereens'].join('\n');

let modern: string;
let pokemon: string;
beforeAll(async () => {
  modern = await newArchetype(w.privateProject.id, 'Boros Burn');
  pokemon = await newArchetype(w.privateProject.id, 'Charizard ex', 'Pokémon TCG');
});

describe('a decklist of another game', () => {
  it('a Pokémon TCG Live list in a Modern archetype: the preview warns, the import refuses and stores nothing', async () => {
    const message = 'This is a Pokémon TCG Live list (Pokémon TCG), but the archetype Boros Burn is Magic: The Gathering, Modern: import it into an archetype of Pokémon TCG';
    const preview = await importText({ archetype_id: modern, raw_text: PTCGL, preview: true });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ game: 'pokemon', format_name: 'Pokémon TCG Live', game_warning: message });
    const before = await decklistCount();
    const refused = await importText({ archetype_id: modern, raw_text: PTCGL });
    expect(refused).toMatchObject({ status: 400, body: { code: 'VALIDATION', message, problems: [{ field: 'raw_text', message }] } });

    const gqlPreview = await t.gql(`query ($a: ID!, $text: String!) { previewDecklistImport(archetypeId: $a, rawText: $text) { ... on DecklistImportPreview { gameWarning } } }`, { a: encodeGlobalID('Archetype', modern), text: PTCGL }, w.member.token);
    expect(gqlPreview.data!.previewDecklistImport).toEqual({ gameWarning: message });
    const gqlImport = await t.gql(
      `mutation ($input: ImportDecklistInput!) { importDecklist(input: $input) { __typename ... on ValidationError { message } } }`,
      { input: { archetypeId: modern, rawText: PTCGL } },
      w.member.token,
    );
    expect(gqlImport.data!.importDecklist).toEqual({ __typename: 'ValidationError', message });
    expect(await decklistCount()).toBe(before);
  });

  it('refuses a list the caller says is of another game; takes the same list in an archetype of its game', async () => {
    const named = await importText({ archetype_id: modern, raw_text: '4 Ash Blossom & Joyous Spring', game: 'yugioh', preview: true });
    expect(named.body.game_warning).toBe('This is a Yu-Gi-Oh! list, but the archetype Boros Burn is Magic: The Gathering, Modern: import it into an archetype of Yu-Gi-Oh!');
    const own = await importText({ archetype_id: pokemon, raw_text: PTCGL });
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    // A plain list of counted names proves nothing: it is read as the archetype's game.
    const plain = await importText({ archetype_id: modern, raw_text: '4 Lightning Bolt\n20 Mountain', preview: true });
    expect(plain.body).toMatchObject({ game: 'mtg', game_warning: null });
  });
});

describe('the deck size of a Modern main deck', () => {
  it('warns of a 59-card main deck (the sideboard apart) in the preview and on the stored list', async () => {
    const warning = { code: 'deck_size', card: '', message: 'The main deck has 59 cards: at least 60 required in Modern' };
    const preview = await importText({ archetype_id: modern, raw_text: MODERN_59, preview: true });
    expect(preview.body.stats.total_cards).toBe(62);
    expect(preview.body.legality_warnings).toContainEqual(warning);
    const imported = await importText({ archetype_id: modern, raw_text: MODERN_59 });
    expect(imported.status).toBe(201);
    const stored = await t.rest('GET', `/decklists/${imported.body.id}`, { token: w.member.token });
    expect(stored.body.legality_warnings).toContainEqual(warning);
    const sixty = await importText({ archetype_id: modern, raw_text: MODERN_59.replace('19 Mountain', '20 Mountain'), preview: true });
    expect(sixty.body.legality_warnings.filter((w: { code: string }) => w.code === 'deck_size')).toEqual([]);
  });
});

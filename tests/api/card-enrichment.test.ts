// Decklists read against a loaded card catalog, through both APIs: card lines typed by the game's types with their
// section kept apart, cost, rarity and image; the cost curve of the main deck; legality warnings in the archetype's
// format, on stored lists and in the import preview; comparisons grouped by the same types.
import { beforeAll, describe, expect, it } from 'vitest';
import { importCatalog } from '../../server/services/cards/import-catalog.ts';
import { fixturePath } from '../unit/cards/helpers.ts';
import { countStatements } from './helpers/count-statements.ts';
import { t, useAppWithWorld, w } from './helpers/app-with-world.ts';
import { importText, put } from './helpers/decklist-data.ts';

useAppWithWorld();
const sql = countStatements();

const VINTAGE_LIST = `4 Lightning Bolt (M11) 146
2 Black Lotus
4 Bonecrusher Giant
3 Delver of Secrets
20 Mountain
1 Card Nobody Printed

Sideboard
1 Lightning Bolt
2 Fire // Ice`;

let archetypeId: string;
beforeAll(async () => {
  await importCatalog(t.app.deps.db, 'scryfall', [fixturePath('scryfall-default-cards.json')]);
  const response = await t.rest('POST', '/archetypes', {
    token: w.member.token,
    body: { project_id: w.privateProject.id, name: 'Vintage Burn', game: 'Magic: The Gathering', format: 'Vintage' },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  archetypeId = response.body.id;
});

type Line = { name: string; quantity: number; type: string; section: string; cost: string | null; rarity: string | null; set: string | null; resolved: boolean };
const summary = (card: Line) => `${card.quantity} ${card.name} | ${card.type} | ${card.section} | ${card.cost ?? '-'} | ${card.rarity ?? '-'} | ${card.set ?? '-'}${card.resolved ? '' : ' | unresolved'}`;

const EXPECTED_LINES = [
  '4 Lightning Bolt | Instant | Main Deck | {R} | Common | M11',
  '2 Black Lotus | Artifact | Main Deck | {0} | Rare | -',
  '4 Bonecrusher Giant | Creature | Main Deck | {2}{R} // {1}{R} | Rare | -',
  '3 Delver of Secrets | Creature | Main Deck | {U} | Uncommon | -',
  '20 Mountain | Land | Main Deck | - | Common | -',
  '1 Card Nobody Printed | Main Deck | Main Deck | - | - | - | unresolved',
  '1 Lightning Bolt | Instant | Sideboard | {R} | Uncommon | -',
  '2 Fire // Ice | Instant | Sideboard | {1}{R} // {1}{U} | Uncommon | -',
];
const EXPECTED_CURVE = [
  { label: '0', count: 2 },
  { label: '1', count: 7 },
  { label: '2', count: 0 },
  { label: '3', count: 4 },
  { label: '4', count: 0 },
  { label: '5', count: 0 },
  { label: '6', count: 0 },
  { label: '7+', count: 0 },
];
const EXPECTED_WARNINGS = [
  { code: 'too_many_copies', card: 'Lightning Bolt', message: '5 copies of Lightning Bolt: at most 4 allowed in Vintage' },
  { code: 'too_many_copies', card: 'Black Lotus', message: 'Black Lotus is restricted in Vintage: 2 copies, at most 1 allowed' },
  { code: 'deck_size', card: '', message: 'The main deck has 34 cards: at least 60 required in Vintage' },
];

describe('a decklist read against the catalog', () => {
  it('previews an import with types, badges, curve and the format’s warnings', async () => {
    const preview = await importText({ archetype_id: archetypeId, raw_text: VINTAGE_LIST, preview: true });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.decklist.cards.map(summary)).toEqual(EXPECTED_LINES);
    expect(preview.body.curve).toEqual(EXPECTED_CURVE);
    expect(preview.body.legality_warnings).toEqual(EXPECTED_WARNINGS);
    expect(preview.body.decklist.cards[0]).toMatchObject({ mana_value: 1, type_line: 'Instant', image_url: expect.stringMatching(/^https:\/\/cards\.scryfall\.io\//) });
  });

  it('answers the same on a stored list over REST and GraphQL, in a few statements for any number of versions', async () => {
    const imported = await importText({ archetype_id: archetypeId, raw_text: VINTAGE_LIST });
    expect(imported.status).toBe(201);
    expect(imported.body.cards.map(summary)).toEqual(EXPECTED_LINES);
    const id = imported.body.id;
    for (let i = 0; i < 4; i++) expect((await put(id, { cards: [{ name: 'Black Lotus', quantity: 1, type: 'Main Deck' }] })).status).toBe(200);

    const rest = await t.rest('GET', `/decklists/${id}?version=1`, { token: w.member.token });
    expect(rest.body).toMatchObject({ curve: EXPECTED_CURVE, legality_warnings: EXPECTED_WARNINGS });

    sql.reset();
    const gql = await t.gql(
      `query ($id: ID!) { decklist(id: $id) { versions(first: 10) { edges { node { number
        cards { name type section resolved } curve { label count } legalityWarnings { code message } } } } } }`,
      { id },
      w.member.token,
    );
    const versions = gql.data!.decklist.versions.edges.map((edge: { node: object }) => edge.node);
    // The decklist and its versions, then one read of the archetypes and two catalog lookups for all five versions.
    expect(sql.statements).toBeLessThanOrEqual(8);
    const first = versions.find((v: { number: number }) => v.number === 1);
    expect(first.cards.map((c: Line) => `${c.name} | ${c.type} | ${c.section}${c.resolved ? '' : ' | unresolved'}`)).toEqual(
      EXPECTED_LINES.map((line) => line.split(' | ').slice(0, 3).join(' | ').replace(/^\d+ /, '') + (line.endsWith('unresolved') ? ' | unresolved' : '')),
    );
    expect(first.curve).toEqual(EXPECTED_CURVE);
    expect(first.legalityWarnings.map((w: { message: string }) => w.message)).toEqual(EXPECTED_WARNINGS.map((w) => w.message));
    expect(versions.find((v: { number: number }) => v.number === 5).legalityWarnings).toEqual([{ code: 'deck_size', message: 'The main deck has 1 card: at least 60 required in Vintage' }]);
  });

  it('compares versions by the same types, the sideboard apart', async () => {
    const imported = await importText({ archetype_id: archetypeId, raw_text: VINTAGE_LIST });
    const edited = VINTAGE_LIST.replace('20 Mountain', '19 Mountain').replace('1 Lightning Bolt\n', '2 Lightning Bolt\n');
    const cards = (await importText({ archetype_id: archetypeId, raw_text: edited, preview: true })).body.decklist.cards;
    const lines = cards.map(({ name, quantity, section }: Line) => ({ name, quantity, type: section }));
    expect((await put(imported.body.id, { cards: lines })).status).toBe(200);
    const compared = await t.rest('GET', `/decklists/${imported.body.id}/compare?from_version=1&to_version=2`, { token: w.member.token });
    expect(compared.body.card_diffs.map((d: { name: string; type: string; quantity_diff: number }) => `${d.type}: ${d.name} ${d.quantity_diff}`)).toEqual([
      'Land: Mountain -1',
      'Sideboard: Lightning Bolt 1',
    ]);
  });

  it('leaves lists of a game without a loaded catalog as they are stored', async () => {
    const response = await t.rest('POST', '/archetypes', { token: w.member.token, body: { project_id: w.privateProject.id, name: 'Lorcana deck', game: 'Disney Lorcana' } });
    const preview = await importText({ archetype_id: response.body.id, raw_text: '4 Elsa - Snow Queen\n4 Be Prepared', preview: true });
    expect(preview.body).toMatchObject({ curve: null, legality_warnings: [] });
    expect(preview.body.decklist.cards.map(summary)).toEqual(['4 Elsa - Snow Queen | Other | Other | - | - | - | unresolved', '4 Be Prepared | Other | Other | - | - | - | unresolved']);
  });
});

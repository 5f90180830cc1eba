// Decklist lines resolved against a loaded catalog (by printing, then by name), in at most two statements per list;
// and the card-name search of the card editor over REST and GraphQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countStatements } from './helpers/count-statements.ts';
import type { CardQuery, ResolvedCard } from '../../server/domain/cards/resolution.ts';
import { importCatalog } from '../../server/services/cards/import-catalog.ts';
import { resolveCards } from '../../server/services/cards/resolve-cards.ts';
import { fixturePath } from '../unit/cards/helpers.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
const sql = countStatements();
beforeAll(async () => {
  t = await startTestApp();
  const db = t.app.deps.db;
  await importCatalog(db, 'scryfall', [fixturePath('scryfall-default-cards.json')]);
  await importCatalog(db, 'pokemontcg', [fixturePath('pokemontcg')]);
  await importCatalog(db, 'ygoprodeck', [fixturePath('ygoprodeck-cardinfo.json')]);
  await importCatalog(db, 'onepiece', [fixturePath('onepiece-cards-by-id.json')]);
});
afterAll(() => t.stop());

const resolve = (game: Parameters<typeof resolveCards>[1], lines: CardQuery[]) => resolveCards(t.app.deps.db, game, lines);
const summary = (r: Awaited<ReturnType<typeof resolve>>[number]) =>
  r.resolved ? `${r.name} | ${r.type} | ${r.cost} | ${r.rarity} | ${r.set ?? '-'} ${r.number ?? '-'} | ${r.matchedBy}` : 'unresolved';

describe('resolving decklist lines', () => {
  it('matches Magic lines by set and number first, else by name, split and double-faced names included', async () => {
    const lines: CardQuery[] = [
      { name: 'Lightning Bolt', set: 'M11', number: '0146' },
      { name: 'Lightning Bolt', set: '2xm', number: '129' },
      { name: 'Lightning Bolt', set: 'XXX', number: '1' },
      { name: 'Fire/Ice' },
      { name: 'Delver of Secrets' },
      { name: 'Bonecrusher Giant', set: 'ELD', number: null },
      { name: 'Lightning  Bolt' },
      { name: 'Nonexistent Card' },
    ];
    sql.reset();
    const resolved = await resolve('mtg', lines);
    expect(sql.statements).toBe(2);
    expect(resolved.map(summary)).toEqual([
      'Lightning Bolt | Instant | {R} | Common | M11 146 | printing',
      'Lightning Bolt | Instant | {R} | Uncommon | 2XM 129 | printing',
      'Lightning Bolt | Instant | {R} | Uncommon | - - | name',
      'Fire // Ice | Instant | {1}{R} // {1}{U} | Uncommon | - - | name',
      'Delver of Secrets // Insectile Aberration | Creature | {U} | Uncommon | - - | name',
      'Bonecrusher Giant // Stomp | Creature | {2}{R} // {1}{R} | Rare | - - | name',
      'Lightning Bolt | Instant | {R} | Uncommon | - - | name',
      'unresolved',
    ]);
    const bolt = resolved[0] as ResolvedCard;
    expect(bolt).toMatchObject({ manaValue: 1, colors: ['R'], imageUrl: expect.stringContaining('f29ba16f'), legalities: expect.objectContaining({ modern: 'legal' }) });
  });

  it('finds Pokémon printings by their PTCGL set code, and basic energy by either name', async () => {
    const resolved = await resolve('pokemon', [
      { name: 'Charizard ex', set: 'MEW', number: '6' },
      { name: 'Charizard ex', set: 'sv3pt5', number: '6' },
      { name: 'Basic Fire Energy', set: 'SVE', number: '2' },
      { name: 'Fire Energy' },
      { name: 'Rare Candy', set: 'SUM', number: '142' },
    ]);
    expect(resolved.map(summary)).toEqual([
      'Charizard ex | Pokémon | null | Double Rare | SV3PT5 6 | printing',
      'Charizard ex | Pokémon | null | Double Rare | SV3PT5 6 | printing',
      'Basic Fire Energy | Energy | null | Common | SVE 2 | printing',
      'Basic Fire Energy | Energy | null | Common | - - | name',
      'Rare Candy | Trainer | null | Uncommon | SM1 142 | printing',
    ]);
    // A reprint legal in Standard makes the card legal there, whichever printing the list names.
    expect((resolved[4] as ResolvedCard).legalities).toMatchObject({ standard: 'legal' });
  });

  it('finds Yu-Gi-Oh! cards by passcode (an alternate artwork too) and One Piece cards by id', async () => {
    const ygo = await resolve('yugioh', [{ name: '46986414', number: '46986414' }, { name: '36996508', number: '36996508' }, { name: '1' }]);
    expect(ygo.map(summary)).toEqual(['Dark Magician | Monster | Level 7 | Ultra Rare | - - | name', 'Dark Magician | Monster | Level 7 | Ultra Rare | - - | name', 'unresolved']);
    const op = await resolve('onepiece', [{ name: 'Nami', set: 'OP01', number: 'OP01-016_P1' }, { name: 'OP01-001', set: 'OP01', number: 'OP01-001' }, { name: 'Guard Point' }]);
    expect(op.map(summary)).toEqual(['Nami | Character | 1 | Rare | OP01 16_P1 | printing', 'Roronoa Zoro | Leader | null | Leader | OP01 1 | printing', 'Guard Point | Event | 1 | Common | - - | name']);
  });

  it('answers everything unresolved, without a statement, for a game no source fills; and quickly for one not loaded', async () => {
    sql.reset();
    expect(await resolve('digimon', [{ name: 'Agumon' }])).toEqual([{ resolved: false }]);
    expect(await resolve(null, [{ name: 'Agumon' }])).toEqual([{ resolved: false }]);
    expect(sql.statements).toBe(0);
    expect(await resolve('lorcana', [{ name: 'Elsa - Snow Queen', set: '1', number: '42' }])).toEqual([{ resolved: false }]);
    expect(sql.statements).toBe(2);
  });
});

describe('card-name search', () => {
  const rest = (query: string) => t.rest('GET', `/cards/search?${query}`);
  const gql = (game: string, query: string) => t.gql('query ($game: String!, $query: String!) { cardSearch(game: $game, query: $query) { name type typeLine cost manaValue rarity imageUrl } }', { game, query });

  it('suggests names starting with the text, then names containing it, for visitors too, by game id or name', async () => {
    const response = await rest('game=mtg&q=light');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([{ name: 'Lightning Bolt', type: 'Instant', type_line: 'Instant', cost: '{R}', mana_value: 1, rarity: 'Uncommon', image_url: expect.stringContaining('cards.scryfall.io') }]);
    expect((await rest(`game=${encodeURIComponent('Magic: The Gathering')}&q=bolt`)).body.map((c: { name: string }) => c.name)).toEqual(['Lightning Bolt']);
    expect((await rest('game=mtg&q=b')).body).toEqual([]);
    expect((await rest('game=mtg&q=fire/')).body.map((c: { name: string }) => c.name)).toEqual(['Fire // Ice']);
    const graphql = await gql('pokemon', 'char');
    expect(graphql.data?.cardSearch.map((c: { name: string }) => c.name)).toEqual(['Charizard ex', 'Charmander']);
  });

  it('finds nothing for a game without a catalog or unknown, and refuses a request without a game', async () => {
    expect((await rest('game=lorcana&q=elsa')).body).toEqual([]);
    expect((await rest('game=Secretgame&q=elsa')).body).toEqual([]);
    const missing = await rest('q=bolt');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Game is required');
    expect((await rest(`game=mtg&q=${'a'.repeat(101)}`)).status).toBe(400);
    expect((await gql('', 'bolt')).errors?.[0].message).toBe('Game is required');
  });

  it('treats LIKE wildcards in the text as text', async () => {
    expect((await rest('game=mtg&q=%25%25')).body).toEqual([]);
    expect((await rest('game=mtg&q=__')).body).toEqual([]);
  });
});

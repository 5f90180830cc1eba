// pokemon-tcg-data, YGOPRODeck, LorcanaJSON, One Piece and Flesh and Blood records, read from files in each source's
// real format (and, for FaB, from the package itself).
import { describe, expect, it } from 'vitest';
import { ANY_NUMBER_OF_COPIES } from '../../../server/domain/cards/catalog-rows.ts';
import { mapFabCard } from '../../../server/domain/cards/sources/fab.ts';
import { mergePokemonCards } from '../../../server/domain/cards/sources/pokemontcg.ts';
import { CATALOG_SOURCES } from '../../../server/domain/cards/sources/index.ts';
import { cardNamed, mappedFixture } from './helpers.ts';

describe('pokemon-tcg-data', async () => {
  const cards = await mappedFixture('pokemontcg', 'pokemontcg/cards/en/sv3pt5.json');
  const sets = await mappedFixture('pokemontcg', 'pokemontcg/sets/en.json');
  const energy = await mappedFixture('pokemontcg', 'pokemontcg/cards/en/sve.json');

  it('maps a card file: the set from the card id, the supertype as type, legality for every format', () => {
    expect(cardNamed(cards.cards, 'Charizard ex')).toMatchObject({
      key: 'charizard ex',
      primaryType: 'Pokémon',
      typeLine: 'Pokémon — Stage 2, ex',
      colors: ['Fire'],
      rarity: 'Double Rare',
      cost: null,
      legalities: { standard: 'legal', expanded: 'legal', unlimited: 'legal' },
    });
    expect(cards.printings).toContainEqual({ game: 'pokemon', set: 'SV3PT5', number: '6', cardKey: 'charizard ex', rarity: 'Double Rare', imageUrl: 'https://images.pokemontcg.io/sv3pt5/6.png' });
  });

  it('maps the sets file with each set’s PTCGL code', () => {
    expect(sets.cards).toEqual([]);
    expect(sets.sets).toContainEqual({ game: 'pokemon', code: 'SV3PT5', name: '151', altCode: 'MEW' });
  });

  it('answers to both names of basic energy, which any number of copies may be played of', () => {
    expect(energy.cards[0]).toMatchObject({ primaryType: 'Energy', matchKeys: ['pokemon:basic fire energy', 'pokemon:fire energy'], copyLimit: ANY_NUMBER_OF_COPIES });
  });

  it('merges reprints: legal wherever a printing is', async () => {
    const old = (await mappedFixture('pokemontcg', 'pokemontcg/cards/en/sm1.json')).cards[0];
    const current = (await mappedFixture('pokemontcg', 'pokemontcg/cards/en/sv1.json')).cards[0];
    expect(old.legalities).toEqual({ standard: 'not_legal', expanded: 'legal', unlimited: 'legal' });
    expect(mergePokemonCards(old, current).legalities).toEqual({ standard: 'legal', expanded: 'legal', unlimited: 'legal' });
  });
});

describe('YGOPRODeck cardinfo', async () => {
  const mapped = await mappedFixture('ygoprodeck', 'ygoprodeck-cardinfo.json');

  it('keys cards by passcode, answers to alternate-art passcodes, and skips tokens', () => {
    expect(cardNamed(mapped.cards, 'Dark Magician')).toMatchObject({ key: '46986414', matchKeys: ['yugioh:dark magician', 'yugioh:46986414', 'yugioh:36996508'], primaryType: 'Monster', cost: 'Level 7', manaValue: 7, colors: ['DARK'] });
    expect(mapped.cards.some((c) => c.name === 'Blackwing Token')).toBe(false);
  });

  it('groups by frame: spells, traps and the Extra Deck kinds; ranks and link ratings as the cost', () => {
    expect(cardNamed(mapped.cards, 'Pot of Greed')).toMatchObject({ primaryType: 'Spell', cost: null });
    expect(cardNamed(mapped.cards, 'Number 39: Utopia')).toMatchObject({ primaryType: 'Xyz', cost: 'Rank 4' });
    expect(cardNamed(mapped.cards, 'Accesscode Talker')).toMatchObject({ primaryType: 'Link', cost: 'Link-4', manaValue: 4 });
  });

  it('reads the banlists, a card on none being legal', () => {
    expect(cardNamed(mapped.cards, 'Pot of Greed').legalities).toEqual({ tcg: 'banned', ocg: 'banned', goat: 'limited' });
    expect(cardNamed(mapped.cards, 'Effect Veiler').legalities).toEqual({ tcg: 'semi_limited', ocg: 'legal', goat: 'legal' });
  });

  it('makes printings of set codes (the first rarity of a code is the one kept by the import)', () => {
    expect(mapped.printings.filter((p) => p.cardKey === '46986414').map((p) => `${p.set}-${p.number} ${p.rarity}`)).toEqual(['LOB-EN005 Ultra Rare', 'LOB-EN005 Secret Rare', 'SDY-6 Ultra Rare']);
  });
});

describe('LorcanaJSON allCards.json', async () => {
  const mapped = await mappedFixture('lorcana', 'lorcana-allCards.json');

  it('keys cards by "Name - Version", so an Enchanted printing is another printing of the card', () => {
    const elsas = mapped.cards.filter((c) => c.name === 'Elsa - Snow Queen');
    expect(new Set(elsas.map((c) => c.key))).toEqual(new Set(['elsa - snow queen']));
    expect(mapped.printings.filter((p) => p.cardKey === 'elsa - snow queen').map((p) => `${p.set} ${p.number} ${p.rarity}`)).toEqual(['1 42 Rare', '1 207 Enchanted']);
  });

  it('reads type, ink cost, colours and the formats', () => {
    expect(cardNamed(mapped.cards, 'Be Prepared')).toMatchObject({ primaryType: 'Action', typeLine: 'Action — Song', cost: '7', manaValue: 7, colors: ['Ruby'], legalities: { core: 'legal', infinity: 'legal' } });
    expect(cardNamed(mapped.cards, 'Dinglehopper').colors).toEqual(['Amber', 'Steel']);
    expect(cardNamed(mapped.cards, 'Hiram Flaversham - Toymaker').legalities).toEqual({ core: 'banned', infinity: 'banned' });
    expect(cardNamed(mapped.cards, 'Elsa - Snow Queen').legalities).toEqual({ core: 'not_legal', infinity: 'legal' });
  });
});

describe('One Piece card data', async () => {
  const keyed = await mappedFixture('onepiece', 'onepiece-cards-by-id.json');
  const perPack = await mappedFixture('onepiece', 'onepiece-vegapull-cards_569001.json');

  it('reads the object keyed by card id: category as type, alternate arts as printings of the base card', () => {
    expect(cardNamed(keyed.cards, 'Nami')).toMatchObject({ key: 'OP01-016', matchKeys: ['onepiece:nami', 'onepiece:op01-016'], primaryType: 'Character', cost: '1', colors: ['Red'] });
    expect(keyed.printings.filter((p) => p.cardKey === 'OP01-016').map((p) => `${p.set} ${p.number}`)).toEqual(['OP01 16', 'OP01 16_P1']);
    expect(cardNamed(keyed.cards, 'Thousand Sunny').primaryType).toBe('Stage');
  });

  it("does not take a leader's life for a cost, and decodes the names sites leave escaped", () => {
    expect(cardNamed(keyed.cards, 'Roronoa Zoro')).toMatchObject({ primaryType: 'Leader', cost: null, manaValue: null });
    expect(keyed.cards.some((c) => c.name === 'Kid & Killer')).toBe(true);
  });

  it('reads vegapull per-pack arrays too', () => {
    expect(perPack.cards).toEqual([expect.objectContaining({ key: 'ST01-012', name: 'Monkey.D.Luffy', cost: '5' })]);
    expect(perPack.printings[0].imageUrl).toBe('https://en.onepiece-cardgame.com/images/cardlist/card/ST01-012.png?250425');
  });
});

describe('Flesh and Blood from @flesh-and-blood/cards', async () => {
  const records = (await CATALOG_SOURCES.fab.bundled()) as Parameters<typeof mapFabCard>[0][];
  const mapped = records.filter((card) => ['Ironsong Response', 'Dorinthea Ironsong', 'Dawnblade, Resplendent'].includes(card.name)).map(mapFabCard);
  const cards = mapped.flatMap((m) => m.cards);

  it('names pitched cards with their colour, as Fabrary lists do, and answers to the bare name too', () => {
    expect(cardNamed(cards, 'Ironsong Response (red)')).toMatchObject({ key: 'ironsong-response-red', matchKeys: ['fab:ironsong response (red)', 'fab:ironsong response'], primaryType: 'Attack Reaction', cost: '0', colors: ['red'] });
    expect(cards.map((c) => c.name)).toEqual(expect.arrayContaining(['Ironsong Response (yellow)', 'Ironsong Response (blue)']));
  });

  it('reads heroes, weapons, printings and per-format legality', () => {
    expect(cardNamed(cards, 'Dorinthea Ironsong')).toMatchObject({ primaryType: 'Hero', cost: null });
    const dawnblade = cardNamed(cards, 'Dawnblade, Resplendent');
    expect(dawnblade).toMatchObject({ primaryType: 'Weapon', legalities: expect.objectContaining({ 'silver age': 'banned', 'classic constructed': 'legal', draft: 'not_legal' }) });
    const printing = mapped.flatMap((m) => m.printings).find((p) => p.cardKey === 'ironsong-response-red' && p.set === 'WTR');
    expect(printing).toMatchObject({ number: '132', imageUrl: expect.stringMatching(/\/WTR132\.width-450\.png$/) });
  });
});

// Scryfall bulk data, as a Default Cards file holds it: one object per printing.
import { describe, expect, it } from 'vitest';
import { ANY_NUMBER_OF_COPIES } from '../../../server/domain/cards/catalog-rows.ts';
import { cardNamed, mappedFixture } from './helpers.ts';

const mapped = await mappedFixture('scryfall', 'scryfall-default-cards.json');

describe('Scryfall cards', () => {
  it('keys every printing of a card by its oracle id, and skips tokens and printings in other languages', () => {
    const bolts = mapped.cards.filter((c) => c.name === 'Lightning Bolt');
    expect(bolts.map((c) => c.key)).toEqual(['4457ed35-7c10-48c8-9776-456485fdf070', '4457ed35-7c10-48c8-9776-456485fdf070']);
    expect(mapped.cards.some((c) => c.name === 'Goblin')).toBe(false);
    expect(mapped.printings.filter((p) => p.cardKey === bolts[0].key).map((p) => `${p.set} ${p.number} ${p.rarity}`)).toEqual(['2XM 129 Uncommon', 'M11 146 Common']);
  });

  it('reads an ordinary card: cost, mana value, type, colours, rarity, image and legality', () => {
    expect(cardNamed(mapped.cards, 'Lightning Bolt')).toMatchObject({
      game: 'mtg',
      nameKey: 'lightning bolt',
      matchKeys: ['mtg:lightning bolt'],
      typeLine: 'Instant',
      primaryType: 'Instant',
      cost: '{R}',
      manaValue: 1,
      colors: ['R'],
      rarity: 'Uncommon',
      imageUrl: expect.stringMatching(/^https:\/\/cards\.scryfall\.io\/normal\/front\//),
      copyLimit: null,
    });
    expect(cardNamed(mapped.cards, 'Black Lotus').legalities).toMatchObject({ vintage: 'restricted', legacy: 'banned', modern: 'not_legal' });
  });

  it('reads multi-face cards by their front face where the card has no top-level field', () => {
    const delver = cardNamed(mapped.cards, 'Delver of Secrets // Insectile Aberration');
    expect(delver).toMatchObject({ matchKeys: ['mtg:delver of secrets // insectile aberration', 'mtg:delver of secrets'], cost: '{U}', colors: ['U'], primaryType: 'Creature' });
    expect(delver.imageUrl).toContain('/normal/front/');
    expect(cardNamed(mapped.cards, 'Fire // Ice')).toMatchObject({ cost: '{1}{R} // {1}{U}', manaValue: 4, colors: ['R', 'U'], matchKeys: ['mtg:fire // ice', 'mtg:fire'] });
    expect(cardNamed(mapped.cards, 'Bonecrusher Giant // Stomp')).toMatchObject({ primaryType: 'Creature', matchKeys: ['mtg:bonecrusher giant // stomp', 'mtg:bonecrusher giant'] });
  });

  it('knows the cards a deck may hold any number of', () => {
    expect(cardNamed(mapped.cards, 'Mountain')).toMatchObject({ primaryType: 'Land', copyLimit: ANY_NUMBER_OF_COPIES });
    expect(cardNamed(mapped.cards, 'Relentless Rats').copyLimit).toBe(ANY_NUMBER_OF_COPIES);
  });

  it('takes the sets from the printings', () => {
    expect(mapped.sets).toContainEqual({ game: 'mtg', code: 'MH2', name: 'Modern Horizons 2', altCode: null });
  });
});

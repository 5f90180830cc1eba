// The pure rules around the catalog: name keys, type groups, cost curves, picking a card by name, legality.
import { describe, expect, it } from 'vitest';
import { mtgPrimaryType, typeRank } from '../../../server/domain/cards/card-types.ts';
import { costCurve } from '../../../server/domain/cards/curve.ts';
import { catalogNameKey, numberKey, setKey } from '../../../server/domain/cards/names.ts';
import { pickByName, printingKeyOf, type CardCandidate } from '../../../server/domain/cards/resolution.ts';

describe('name, set and number keys', () => {
  it.each([
    ['Æther Vial', 'aether vial'],
    ['Lim-Dûl’s Vault', "lim-dul's vault"],
    ['Fire/Ice', 'fire // ice'],
    ['Fire // Ice', 'fire // ice'],
    ['Elsa – Snow Queen', 'elsa - snow queen'],
    ['  Pokémon   Catcher ', 'pokemon catcher'],
  ])('%s -> %s', (name, key) => expect(catalogNameKey(name)).toBe(key));

  it('compares set codes without case and numbers without case or leading zeros, a set prefix dropped', () => {
    expect(setKey(' mh2 ')).toBe('MH2');
    expect([numberKey('007'), numberKey('tg12'), numberKey('0'), numberKey('OP01-016', 'OP01'), numberKey('OP01-016_p1', 'op01')]).toEqual(['7', 'TG12', '0', '16', '16_P1']);
    expect(printingKeyOf({ name: 'Nami', set: 'OP01', number: 'OP01-016' })).toEqual({ set: 'OP01', number: '16' });
    expect(printingKeyOf({ name: 'Opt', set: 'ELD', number: null })).toBeNull();
  });
});

describe('Magic type groups', () => {
  it.each([
    ['Creature — Human Wizard', 'Creature'],
    ['Artifact Creature — Golem', 'Creature'],
    ['Artifact Land', 'Land'],
    ['Land Creature — Forest Dryad', 'Land'],
    ['Legendary Planeswalker — Jace', 'Planeswalker'],
    ['Kindred Instant — Goblin', 'Instant'],
    ['Sorcery // Land', 'Sorcery'],
    ['Enchantment — Saga', 'Enchantment'],
    ['Battle — Siege', 'Battle'],
    ['Conspiracy', 'Other'],
  ])('%s -> %s', (typeLine, type) => expect(mtgPrimaryType(typeLine)).toBe(type));

  it('orders groups as the game lists them, unknown ones before Other', () => {
    const types = ['Land', 'Other', 'Instant', 'Creature', 'Scheme'];
    expect(types.sort((a, b) => typeRank('mtg', a) - typeRank('mtg', b))).toEqual(['Creature', 'Instant', 'Land', 'Scheme', 'Other']);
    expect(typeRank('pokemon', 'Trainer')).toBeLessThan(typeRank('pokemon', 'Energy'));
  });
});

describe('cost curve', () => {
  it('counts copies per mana value, lands left out, the top bucket holding the rest', () => {
    const curve = costCurve('mtg', [
      { quantity: 4, type: 'Instant', manaValue: 1 },
      { quantity: 2, type: 'Creature', manaValue: 3 },
      { quantity: 1, type: 'Creature', manaValue: 9 },
      { quantity: 1, type: 'Creature', manaValue: 7 },
      { quantity: 20, type: 'Land', manaValue: 0 },
      { quantity: 3, type: 'Other', manaValue: null },
    ]);
    expect(curve?.map((b) => `${b.label}:${b.count}`)).toEqual(['0:0', '1:4', '2:0', '3:2', '4:0', '5:0', '6:0', '7+:2']);
  });

  it('is null when nothing has a cost (Pokémon, or no catalog)', () => {
    expect(costCurve('pokemon', [{ quantity: 4, type: 'Trainer', manaValue: null }])).toBeNull();
  });
});

describe('picking a card by name', () => {
  const card = (key: string, name: string, matchKeys: string[]): CardCandidate => ({
    key,
    name,
    nameKey: catalogNameKey(name),
    matchKeys,
    typeLine: null,
    primaryType: 'Action',
    cost: null,
    manaValue: null,
    colors: [],
    rarity: null,
    imageUrl: null,
    legalities: null,
    copyLimit: null,
  });
  const red = card('pummel-red', 'Pummel (red)', ['fab:pummel (red)', 'fab:pummel']);
  const blue = card('pummel-blue', 'Pummel (blue)', ['fab:pummel (blue)', 'fab:pummel']);
  const named = card('pummel', 'Pummel', ['fab:pummel']);

  it("prefers the card whose own name it is, then the first by key; a key nobody answers to finds nothing", () => {
    expect(pickByName('fab:pummel (blue)', [red, blue])).toBe(blue);
    expect(pickByName('fab:pummel', [red, blue, named])).toBe(named);
    expect(pickByName('fab:pummel', [red, blue])).toBe(blue);
    expect(pickByName('fab:sink below', [red, blue])).toBeUndefined();
    expect(pickByName('mtg:pummel', [red, blue])).toBeUndefined();
  });
});

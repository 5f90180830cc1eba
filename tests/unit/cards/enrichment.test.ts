// How an enriched list is grouped for display: side sections apart, the game's types in its order, Other last.
import { describe, expect, it } from 'vitest';
import { compareDeckGroups, deckGroupOf } from '../../../server/domain/cards/card-types.ts';
import { enrichDeck } from '../../../server/domain/cards/enrichment.ts';
import { UNRESOLVED, type ResolvedCard } from '../../../server/domain/cards/resolution.ts';

const card = (name: string, type: string, manaValue: number | null): ResolvedCard => ({
  resolved: true,
  cardKey: name,
  name,
  type,
  typeLine: type,
  cost: null,
  manaValue,
  colors: [],
  rarity: 'Rare',
  set: null,
  number: null,
  imageUrl: null,
  legalities: null,
  copyLimit: null,
  matchedBy: 'name',
});
const line = (name: string, quantity: number, type = 'Main Deck') => ({ name, quantity, type, cost: null, rarity: null, set: null, number: null });

describe('display groups', () => {
  it('keeps commander and sideboard sections apart and orders the rest by the game', () => {
    const groups = ['Sideboard', 'Land', 'Other', 'Main Deck', 'Instant', 'Creature', 'Commander'];
    expect([...groups].sort((a, b) => compareDeckGroups('mtg', a, b))).toEqual(['Commander', 'Creature', 'Instant', 'Land', 'Main Deck', 'Other', 'Sideboard']);
    expect(deckGroupOf({ type: 'Instant', section: 'Sideboard' })).toBe('Sideboard');
    expect(deckGroupOf({ type: 'Creature', section: 'Commander' })).toBe('Commander');
    expect(deckGroupOf({ type: 'Fusion', section: 'Extra Deck' })).toBe('Fusion');
    expect(deckGroupOf({ type: '  ', section: 'Main Deck' })).toBe('Other');
  });

  it('orders Pokémon groups as the game lists them', () => {
    expect(['Energy', 'Trainer', 'Pokémon'].sort((a, b) => compareDeckGroups('pokemon', a, b))).toEqual(['Pokémon', 'Trainer', 'Energy']);
  });
});

describe('enrichDeck', () => {
  it('types resolved lines, keeps unresolved ones as stored and leaves the sideboard out of the curve', () => {
    const deck = enrichDeck(
      'mtg',
      null,
      [line('Bolt', 4), line('Giant', 2), line('Mystery', 1), line('Shock', 3, 'Sideboard')],
      [card('Bolt', 'Instant', 1), card('Giant', 'Creature', 3), UNRESOLVED, card('Shock', 'Instant', 1)],
    );
    expect(deck.cards.map((c) => [c.type, c.section, c.resolved])).toEqual([
      ['Instant', 'Main Deck', true],
      ['Creature', 'Main Deck', true],
      ['Main Deck', 'Main Deck', false],
      ['Instant', 'Sideboard', true],
    ]);
    expect(deck.curve?.map((b) => b.count)).toEqual([0, 4, 0, 2, 0, 0, 0, 0]);
  });

  it('has no curve when the catalog knows none of the cards', () => {
    expect(enrichDeck('mtg', null, [line('Mystery', 1)], [UNRESOLVED]).curve).toBeNull();
  });
});

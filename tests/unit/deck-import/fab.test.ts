import { describe, expect, it } from 'vitest';
import { parseDeckText } from '../../../server/domain/deck-import/index.ts';
import { findCard, fixture } from './helpers.ts';

describe('Flesh and Blood (Fabrary export)', () => {
  const deck = parseDeckText(fixture('fabrary-dorinthea-cc.txt'));

  it('adds the hero as a card and as metadata', () => {
    expect(deck.cards[0]).toEqual({
      name: 'Dorinthea Ironsong',
      quantity: 1,
      type: 'Hero',
      cost: null,
      rarity: null,
      set: null,
      number: null,
    });
    expect(deck.metadata.hero).toBe('Dorinthea Ironsong');
  });

  it('keeps the pitch colour in the name, so two pitches of one card stay two cards', () => {
    expect(findCard(deck, 'Ironsong Response (red)')).toMatchObject({ quantity: 3, type: 'Deck', rarity: null, cost: null });
    expect(findCard(deck, 'Ironsong Response (yellow)')).toMatchObject({ quantity: 3, type: 'Deck' });
  });

  it('reads arena cards, including names with commas and apostrophes', () => {
    expect(findCard(deck, 'Dawnblade, Resplendent')).toMatchObject({ quantity: 1, type: 'Arena' });
    expect(findCard(deck, "Fyendal's Spring Tunic")).toMatchObject({ quantity: 1, type: 'Arena' });
  });

  it('puts footer URLs in metadata and never in unmatched', () => {
    const parsed = parseDeckText(
      'Hero: Bravo\n\nDeck cards\n2x Crippling Crush (red)\n\nSee the full deck at: https://fabrary.net/decks/A\nhttps://fabrary.net/decks/B',
    );
    expect(parsed.metadata).toEqual({ hero: 'Bravo', url: 'https://fabrary.net/decks/A', url_2: 'https://fabrary.net/decks/B' });
    expect(parsed.unmatched).toEqual([]);
  });
});

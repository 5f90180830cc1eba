import { describe, expect, it } from 'vitest';
import { parseDeckText } from '../../../server/domain/deck-import/index.ts';
import { findCard, fixture } from './helpers.ts';

describe('Disney Lorcana list', () => {
  const deck = parseDeckText(fixture('lorcana-ruby-amethyst.txt'));

  it('keeps "Name - Version" as the card name and Unicode letters intact', () => {
    expect(findCard(deck, 'Mickey Mouse - Brave Little Tailor')).toEqual({
      name: 'Mickey Mouse - Brave Little Tailor',
      quantity: 4,
      type: 'Other',
      cost: null,
      rarity: null,
      set: null,
      number: null,
    });
    expect(findCard(deck, 'Te Kā - The Burning One')?.quantity).toBe(4);
    expect(findCard(deck, 'Be Prepared')?.quantity).toBe(4);
  });

  it('reads "4x" quantities and merges a card listed twice, whatever the apostrophe or case', () => {
    const parsed = parseDeckText(
      "4x Elsa - Snow Queen\n2X Maui - Hero to All\n2 Maui - Hero to All\n1 Hades’ Plan - Test\n1 hades' plan - test",
    );
    expect(parsed.format_name).toBe('Lorcana');
    expect(parsed.cards.map((c) => [c.name, c.quantity])).toEqual([
      ['Elsa - Snow Queen', 4],
      ['Maui - Hero to All', 4],
      ['Hades’ Plan - Test', 2],
    ]);
  });

  it('is not detected when versioned names are a minority', () => {
    const parsed = parseDeckText('4 Lightning Bolt\n4 Lava Spike\n4 Rift Bolt\n1 Bolas - Test');
    expect(parsed.format_name).toBe('Generic');
  });
});

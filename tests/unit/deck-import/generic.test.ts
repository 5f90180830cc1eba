import { describe, expect, it } from 'vitest';
import { parseDeckText } from '../../../server/domain/deck-import/index.ts';

describe('generic fallback', () => {
  it.each([
    ['4 Lightning Bolt', 4],
    ['4x Lightning Bolt', 4],
    ['4X Lightning Bolt', 4],
    ['x4 Lightning Bolt', 4],
    ['X4 Lightning Bolt', 4],
    ['4 x Lightning Bolt', 4],
    ['Lightning Bolt x4', 4],
    ['Lightning Bolt X 4', 4],
    ['12 Lightning Bolt', 12],
  ])('reads "%s"', (line, quantity) => {
    const deck = parseDeckText(line);
    expect(deck.format_name).toBe('Generic');
    expect(deck.game).toBeNull();
    expect(deck.cards).toEqual([
      { name: 'Lightning Bolt', quantity, type: 'Other', cost: null, rarity: null, set: null, number: null },
    ]);
  });

  it('keeps names that start with an x or a number', () => {
    const deck = parseDeckText('2 X-Men\n1 1996 World Champion\n3 Xenagos, the Reveler');
    expect(deck.cards.map((c) => [c.name, c.quantity])).toEqual([
      ['X-Men', 2],
      ['1996 World Champion', 1],
      ['Xenagos, the Reveler', 3],
    ]);
  });

  it('uses "Something:" and "// Something" headers as card types', () => {
    const deck = parseDeckText('Creatures: 8\n4 Goblin Guide\n4 Monastery Swiftspear\n// Spells (4)\n4 Lava Spike\nMaybe:\n2 Skullcrack');
    expect(deck.stats.types).toEqual({ Creatures: 8, Spells: 4, Maybe: 2 });
  });

  it('reports a name without a quantity, with its 1-based line number, and skips blank and # lines', () => {
    const deck = parseDeckText('# my deck\n\n4 Lightning Bolt\nLava Spike\n\n4 Rift Bolt');
    expect(deck.unmatched).toEqual([{ line: 4, text: 'Lava Spike', reason: expect.stringContaining('No quantity') }]);
    expect(deck.stats.total_cards).toBe(8);
  });

  it.each([
    ['0 Lightning Bolt'],
    ['1000 Lightning Bolt'],
    ['99999999999999999999 Lightning Bolt'],
    ['Lightning Bolt x0'],
  ])('reports the out-of-range quantity in "%s" rather than accepting it', (line) => {
    const deck = parseDeckText(`4 Rift Bolt\n${line}`);
    expect(deck.cards.map((c) => c.name)).toEqual(['Rift Bolt']);
    expect(deck.unmatched).toEqual([{ line: 2, text: line, reason: 'Quantity must be between 1 and 999' }]);
  });

  it('accepts 999 but refuses a merge that would exceed it', () => {
    const deck = parseDeckText('999 Relentless Rats\n1 Relentless Rats');
    expect(deck.cards).toEqual([expect.objectContaining({ name: 'Relentless Rats', quantity: 999 })]);
    expect(deck.unmatched).toEqual([{ line: 2, text: '1 Relentless Rats', reason: expect.stringContaining('exceed 999') }]);
  });

  it('merges duplicates within a type in order of first appearance, keeping Unicode spelling', () => {
    const deck = parseDeckText('2 Jötun Grunt\n1 Æther Vial\n2 jötun grunt\n1 Borrowing 100,000 Arrows — Promo');
    expect(deck.cards.map((c) => [c.name, c.quantity])).toEqual([
      ['Jötun Grunt', 4],
      ['Æther Vial', 1],
      ['Borrowing 100,000 Arrows — Promo', 1],
    ]);
  });

  it('uses the generic parser, with the given game, for games without an export format', () => {
    const deck = parseDeckText('4 Agumon\n4x Greymon', 'digimon');
    expect(deck).toMatchObject({ game: 'digimon', format_name: 'Generic' });
    expect(deck.stats.total_cards).toBe(8);
  });
});

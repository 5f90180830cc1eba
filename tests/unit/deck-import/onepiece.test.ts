import { describe, expect, it } from 'vitest';
import { parseDeckText } from '../../../server/domain/deck-import/index.ts';
import { findCard, fixture } from './helpers.ts';

describe('One Piece Card Game list', () => {
  const deck = parseDeckText(fixture('onepiece-zoro.txt'));

  it('reads the first single copy as the leader', () => {
    expect(deck.cards[0]).toEqual({
      name: 'OP01-001',
      quantity: 1,
      type: 'Leader',
      cost: null,
      rarity: null,
      set: 'OP01',
      number: 'OP01-001',
    });
  });

  it.each([
    ['OP01-016', 4, 'OP01'],
    ['ST01-012', 4, 'ST01'],
    ['EB01-009', 4, 'EB01'],
    ['PRB01-001', 4, 'PRB01'],
    ['P-006', 2, 'P'],
  ])('reads %s with its set prefix', (id, quantity, set) => {
    expect(findCard(deck, id)).toMatchObject({ quantity, type: 'Main Deck', set, number: id });
  });

  it('reads "4x OP01-016 Name" lines and an explicit Leader: line anywhere', () => {
    const parsed = parseDeckText(
      '4x OP01-016 Nami\n4 OP01-025 Roronoa Zoro\nLeader: OP01-001 Roronoa Zoro\n1x OP01-013 Sanji\n3 op01-016 Nami',
    );
    expect(parsed.format_name).toBe('One Piece');
    expect(parsed.metadata).toEqual({ leader: 'Roronoa Zoro' });
    expect(parsed.cards.map((c) => [c.name, c.quantity, c.type, c.number])).toEqual([
      ['Nami', 7, 'Main Deck', 'OP01-016'],
      ['Roronoa Zoro', 4, 'Main Deck', 'OP01-025'],
      ['Roronoa Zoro', 1, 'Leader', 'OP01-001'],
      ['Sanji', 1, 'Main Deck', 'OP01-013'],
    ]);
  });

  it('does not merge different cards that share a name', () => {
    const parsed = parseDeckText('1xOP01-001\n4x OP01-016 Nami\n4x OP03-040 Nami');
    expect(parsed.cards.filter((c) => c.name === 'Nami').map((c) => c.number)).toEqual(['OP01-016', 'OP03-040']);
  });

  it('reads a Leader header, then the deck after it', () => {
    const parsed = parseDeckText('Leader\n1xST10-001\n\n4xST10-002\n1xOP05-060');
    expect(parsed.stats.types).toEqual({ Leader: 1, 'Main Deck': 5 });
  });

  it('does not make a four-of the leader', () => {
    const parsed = parseDeckText('4xOP01-016\n1xOP01-013');
    expect(parsed.stats.types).toEqual({ 'Main Deck': 5 });
  });
});

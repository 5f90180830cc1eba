import { describe, expect, it } from 'vitest';
import { parseCardEditorText, type CardLine } from '../../../server/domain/deck-import/index.ts';
import { validationErrorOf } from './helpers.ts';

const previous: CardLine[] = [
  { name: 'Lightning Bolt', quantity: 4, type: 'Main Deck', cost: '{R}', rarity: 'Common', set: 'M11', number: '149' },
  { name: 'Abrade', quantity: 2, type: 'Sideboard', cost: '{1}{R}', rarity: 'Common', set: 'DMU', number: '114' },
];

describe('parseCardEditorText', () => {
  it('reads "4 Name" and "4x Name" lines and carries type and printing over from the edited decklist', () => {
    const { cards, unmatched } = parseCardEditorText('3 Lightning Bolt\n2x abrade\n1X Skullcrack', previous);
    expect(unmatched).toEqual([]);
    expect(cards).toEqual([
      { name: 'Lightning Bolt', quantity: 3, type: 'Main Deck', cost: '{R}', rarity: 'Common', set: 'M11', number: '149' },
      { name: 'abrade', quantity: 2, type: 'Sideboard', cost: '{1}{R}', rarity: 'Common', set: 'DMU', number: '114' },
      { name: 'Skullcrack', quantity: 1, type: 'Other', cost: null, rarity: null, set: null, number: null },
    ]);
  });

  it('merges duplicate names by summing quantities', () => {
    const { cards } = parseCardEditorText('2 Lightning Bolt\n1 Lava Spike\n2 lightning bolt');
    expect(cards.map((c) => [c.name, c.quantity])).toEqual([
      ['Lightning Bolt', 4],
      ['Lava Spike', 1],
    ]);
  });

  it('keeps printings apart: a line with a printing picks that printing, a line without one takes the first', () => {
    const charmanders: CardLine[] = [
      { name: 'Charmander', quantity: 4, type: 'Pokémon', cost: null, rarity: null, set: 'PAF', number: '7' },
      { name: 'Charmander', quantity: 3, type: 'Pokémon', cost: null, rarity: null, set: 'MEW', number: '4' },
    ];
    const edited = parseCardEditorText('2 Charmander PAF 7\n1 charmander mew 4', charmanders);
    expect(edited.cards.map((c) => [c.name, c.quantity, c.set, c.number])).toEqual([
      ['Charmander', 2, 'PAF', '7'],
      ['Charmander', 1, 'MEW', '4'],
    ]);
    expect(edited.merged).toEqual([]);
    const byName = parseCardEditorText('2 Charmander\n1 Charmander', charmanders);
    expect(byName.cards.map((c) => [c.name, c.quantity, c.set])).toEqual([['Charmander', 3, 'PAF']]);
    expect(byName.merged).toEqual([{ name: 'Charmander', type: 'Pokémon', lines: 2, quantity: 3 }]);
  });

  it('ignores lines that do not match but reports them, and refuses quantities out of range', () => {
    const { cards, unmatched } = parseCardEditorText('Creatures\n4 Goblin Guide\n0 Lava Spike\n\n1000 Mountain\r\nRift Bolt x4');
    expect(cards.map((c) => c.name)).toEqual(['Goblin Guide']);
    expect(unmatched).toEqual([
      { line: 1, text: 'Creatures', reason: expect.stringContaining('quantity') },
      { line: 3, text: '0 Lava Spike', reason: 'Quantity must be between 1 and 999' },
      { line: 5, text: '1000 Mountain', reason: 'Quantity must be between 1 and 999' },
      { line: 6, text: 'Rift Bolt x4', reason: expect.stringContaining('quantity') },
    ]);
  });

  it.each([[''], ['   \n'], ['Lightning Bolt\nLava Spike'], ['0 Lightning Bolt']])(
    'refuses text without a valid line (%j)',
    (text) => {
      const error = validationErrorOf(() => parseCardEditorText(text, previous));
      expect(error.message).toBe('No valid cards found. Please check the format.');
      expect(error.problems[0]).toEqual({ field: 'cards', message: 'No valid cards found. Please check the format.' });
    },
  );

  it('refuses a card list over 100,000 characters', () => {
    const error = validationErrorOf(() => parseCardEditorText('4 Lightning Bolt\n'.repeat(6000)));
    expect(error.message).toBe('Card list is too long (max 100,000 characters)');
  });
});

import { describe, expect, it } from 'vitest';
import { deckStats, MAX_DECK_TEXT_LENGTH, MAX_QUANTITY, parseDeckText } from '../../../server/domain/deck-import/index.ts';
import { validationErrorOf } from './helpers.ts';

describe('parseDeckText validation', () => {
  it.each([[''], ['   '], ['\n\r\n\t'], ['\uFEFF']])('requires deck text (%j)', (text) => {
    const error = validationErrorOf(() => parseDeckText(text));
    expect(error.message).toBe('Deck text is required');
    expect(error.problems).toEqual([{ field: 'raw_text', message: 'Deck text is required' }]);
  });

  it('accepts exactly the maximum length and refuses one character more', () => {
    expect(MAX_DECK_TEXT_LENGTH).toBe(100_000);
    const line = '4 Lightning Bolt\n';
    const atLimit = line.repeat(Math.floor(MAX_DECK_TEXT_LENGTH / line.length)).padEnd(MAX_DECK_TEXT_LENGTH, ' ');
    expect(parseDeckText(atLimit).cards).toHaveLength(1);
    const error = validationErrorOf(() => parseDeckText(`${atLimit}x`));
    expect(error.message).toBe('Deck text is too long (max 100,000 characters)');
  });

  it('refuses text with no card, listing the lines it could not read', () => {
    const error = validationErrorOf(() => parseDeckText('Lightning Bolt\n\nLava Spike'));
    expect(error.message).toBe('No cards found in the deck text');
    expect(error.problems).toEqual([
      { field: 'raw_text', message: 'No cards found in the deck text' },
      { field: 'raw_text', message: expect.stringMatching(/^Line 1: .*"Lightning Bolt"/) },
      { field: 'raw_text', message: expect.stringMatching(/^Line 3: .*"Lava Spike"/) },
    ]);
  });

  it('caps the problems listed for a long text without cards', () => {
    const error = validationErrorOf(() => parseDeckText('junk\n'.repeat(500)));
    expect(error.problems).toHaveLength(52);
    expect(error.problems.at(-1)?.message).toBe('…and 450 more lines that could not be read');
  });

  it('refuses text whose only card lines are out of range', () => {
    const error = validationErrorOf(() => parseDeckText(`0 Lightning Bolt\n${MAX_QUANTITY + 1} Lava Spike`));
    expect(error.problems.map((p) => p.message)).toEqual([
      'No cards found in the deck text',
      'Line 1: Quantity must be between 1 and 999 ("0 Lightning Bolt")',
      'Line 2: Quantity must be between 1 and 999 ("1000 Lava Spike")',
    ]);
  });

  it('shortens very long unmatched lines in reports', () => {
    const deck = parseDeckText(`4 Lightning Bolt\n${'y'.repeat(5000)}`);
    expect(deck.unmatched[0].text).toHaveLength(201);
  });

  it('ignores an unknown game id from an untyped caller', () => {
    expect(parseDeckText('4 Lightning Bolt', 'chess' as never)).toMatchObject({ game: null, format_name: 'Generic' });
  });
});

describe('deckStats', () => {
  it('sums quantities per type, counts distinct names once and groups untyped cards as Other', () => {
    const card = { cost: null, rarity: null, set: null, number: null };
    expect(
      deckStats([
        { ...card, name: 'Abrade', quantity: 2, type: 'Main Deck' },
        { ...card, name: 'abrade', quantity: 1, type: 'Sideboard' },
        { ...card, name: 'Mountain', quantity: 20, type: '' },
      ]),
    ).toEqual({ total_cards: 23, unique_cards: 2, types: { 'Main Deck': 2, Sideboard: 1, Other: 20 } });
    expect(deckStats([])).toEqual({ total_cards: 0, unique_cards: 0, types: {} });
  });
});

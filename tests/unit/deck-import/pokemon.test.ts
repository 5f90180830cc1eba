import { describe, expect, it } from 'vitest';
import { parseDeckText } from '../../../server/domain/deck-import/index.ts';
import { findCard, fixture } from './helpers.ts';

describe('Pokémon TCG Live export', () => {
  const deck = parseDeckText(fixture('pokemon-tcg-live.txt'));

  it.each([
    ['Charizard ex', 'Pokémon', 3, 'OBF', '125'],
    ['Lumineon V', 'Pokémon', 1, 'BRS', '40'],
    ["Boss's Orders", 'Trainer', 2, 'PAL', '172'],
    ['Pokémon League Headquarters', 'Trainer', 1, 'OBF', '192'],
    ['Basic {R} Energy', 'Energy', 6, 'SVE', '2'],
  ])('reads %s as %s with set and number', (name, type, quantity, set, number) => {
    expect(findCard(deck, name)).toEqual({ name, type, quantity, set, number, cost: null, rarity: null });
  });

  it('reads headers without the accent, basic energy without a set, promos and trainer-gallery numbers', () => {
    const parsed = parseDeckText(
      [
        'Pokemon: 2',
        '1 Pikachu PR-SV 27',
        '1 Mew V FST 113',
        'Trainer: 1',
        '1 Lost Vacuum CRZ TG12',
        'Energy: 12',
        '8 Basic Fire Energy',
        '4 Fire Energy SVE 2 PH',
      ].join('\n'),
    );
    expect(parsed.format_name).toBe('Pokémon TCG Live');
    expect(parsed.stats.types).toEqual({ Pokémon: 2, Trainer: 1, Energy: 12 });
    expect(findCard(parsed, 'Pikachu')).toMatchObject({ set: 'PR-SV', number: '27' });
    expect(findCard(parsed, 'Mew V')).toMatchObject({ set: 'FST', number: '113' });
    expect(findCard(parsed, 'Lost Vacuum')).toMatchObject({ set: 'CRZ', number: 'TG12' });
    expect(findCard(parsed, 'Basic Fire Energy')).toMatchObject({ quantity: 8, set: null, number: null });
    expect(findCard(parsed, 'Fire Energy')).toMatchObject({ quantity: 4, set: 'SVE', number: '2' });
  });

  it('keeps different printings of one card as separate lines, and merges a repeated printing with a note', () => {
    const parsed = parseDeckText('Pokémon: 9\n4 Charmander PAF 7\n3 Charmander MEW 4\n2 Charmander PAF 7\nEnergy: 4\n4 Basic {R} Energy');
    expect(parsed.cards.map((c) => [c.name, c.quantity, c.set, c.number])).toEqual([
      ['Charmander', 6, 'PAF', '7'],
      ['Charmander', 3, 'MEW', '4'],
      ['Basic {R} Energy', 4, null, null],
    ]);
    expect(parsed.stats).toMatchObject({ total_cards: 13, unique_cards: 2 });
    expect(parsed.merged).toEqual([{ name: 'Charmander', type: 'Pokémon', lines: 2, quantity: 6 }]);
  });

  it('warns when Total Cards disagrees with the cards read, and reports the line it could not read', () => {
    const text = fixture('pokemon-tcg-live.txt').replace('2 Iono PAL 185', 'Iono PAL 185');
    const parsed = parseDeckText(text);
    expect(parsed.stats.total_cards).toBe(58);
    expect(parsed.unmatched).toEqual([
      { line: 16, text: 'Iono PAL 185', reason: expect.stringContaining('quantity') },
      { line: 38, text: 'Total Cards: 60', reason: 'Total Cards says 60 but 58 cards were read' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { detectGame, parseDeckText } from '../../../server/domain/deck-import/index.ts';
import { findCard, fixture, validationErrorOf } from './helpers.ts';

const dek = (cards: string) => `<?xml version="1.0" encoding="utf-8"?>\n<Deck>\n${cards}\n</Deck>`;

describe('MTGO .dek files', () => {
  it('reads the main deck and the sideboard (Sideboard="true") of a file Magic Online saved, and matches the text export', () => {
    const fromDek = parseDeckText(fixture('mtgo-modern-burn.dek.txt'));
    const fromText = parseDeckText(fixture('mtgo-modern-burn.txt'));
    expect(fromDek.format_name).toBe('MTGO .dek');
    expect(fromDek.cards).toEqual(fromText.cards);
    expect(findCard(fromDek, 'Skullcrack', 'Sideboard')?.quantity).toBe(2);
  });

  it('is detected from its <Cards> elements even without the XML declaration or <Deck>', () => {
    expect(detectGame('<Cards CatID="1" Quantity="4" Sideboard="false" Name="Opt" />')).toEqual({ game: 'mtg', format_name: 'MTGO .dek' });
    expect(parseDeckText('<Cards Quantity="4" Sideboard="false" Name="Opt" />').cards).toEqual([
      { name: 'Opt', quantity: 4, type: 'Main Deck', cost: null, rarity: null, set: null, number: null },
    ]);
  });

  it('decodes entities and keeps names as text', () => {
    const deck = parseDeckText(dek('<Cards Quantity="1" Sideboard="false" Name="Kid &amp; Killer" />\n<Cards Quantity="2" Sideboard="false" Name="1996 World Champion" />'));
    expect(deck.cards.map((c) => c.name)).toEqual(['Kid & Killer', '1996 World Champion']);
  });

  it('merges repeated cards of one zone and reports unusable elements on their own line', () => {
    const deck = parseDeckText(
      dek(['<Cards Quantity="2" Sideboard="false" Name="Opt" />', '<Cards Quantity="2" Sideboard="false" Name="Opt" />', '<Cards Quantity="x" Sideboard="false" Name="Ponder" />', '<Cards Quantity="1" Sideboard="true" />'].join('\n')),
    );
    expect(deck.cards).toEqual([expect.objectContaining({ name: 'Opt', quantity: 4, type: 'Main Deck' })]);
    expect(deck.unmatched).toEqual([
      { line: 5, text: '<Cards Quantity="x" Sideboard="false" Name="Ponder" />', reason: 'Quantity must be between 1 and 999' },
      { line: 6, text: '<Cards Quantity="1" Sideboard="true" />', reason: 'A <Cards> element without a Name' },
    ]);
  });

  it('refuses XML past the parser limits with the reason instead of failing', () => {
    const nested = `<Cards Quantity="1" Name="Opt" />${'<a>'.repeat(500)}${'</a>'.repeat(500)}`;
    const error = validationErrorOf(() => parseDeckText(nested, 'mtg'));
    expect(error.problems.some((p) => /Not a readable \.dek file/.test(p.message))).toBe(true);
  });
});

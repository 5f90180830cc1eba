import { describe, expect, it } from 'vitest';
import { mergedLinesNote } from '../../../server/domain/deck-import/deck-builder.ts';
import { parseDeckText } from '../../../server/domain/deck-import/index.ts';
import { findCard, fixture } from './helpers.ts';

describe('MTG Arena export', () => {
  const deck = parseDeckText(fixture('mtg-arena-standard.txt'));

  it.each([
    ['Heartfire Hero', 'Main Deck', 4, 'BLB', '138'],
    ['Ticket Booth // Tunnel of Hate', 'Main Deck', 1, 'DSK', '158'],
    ['Abrade', 'Sideboard', 2, 'FDN', '188'],
    ["Urabrask's Forge", 'Sideboard', 2, 'ONE', '153'],
    ['Screaming Nemesis', 'Main Deck', 2, 'DSK', '157'],
    ['Screaming Nemesis', 'Sideboard', 2, 'DSK', '157'],
  ])('reads %s (%s) with quantity, set and collector number', (name, type, quantity, set, number) => {
    expect(findCard(deck, name, type)).toEqual({ name, type, quantity, set, number, cost: null, rarity: null });
  });

  it('keeps two printings of one card as two lines, each with its set and number', () => {
    const mountains = deck.cards.filter((c) => c.name === 'Mountain');
    expect(mountains).toEqual([
      expect.objectContaining({ quantity: 16, set: 'FDN', number: '279', type: 'Main Deck' }),
      expect.objectContaining({ quantity: 1, set: 'BLB', number: '374', type: 'Main Deck' }),
    ]);
    expect(deck.merged).toEqual([]);
    expect(deck.cards.map((c) => c.name).slice(0, 3)).toEqual(['Heartfire Hero', 'Emberheart Challenger', 'Manifold Mouse']);
  });

  it('merges lines of one printing, and says so', () => {
    const parsed = parseDeckText('Deck\n2 Lightning Bolt (M10) 146\n2 Lightning Bolt (m10) 146\n3 Opt\n1 Opt\n4 Shock');
    expect(parsed.cards.map((c) => [c.name, c.quantity, c.set])).toEqual([['Lightning Bolt', 4, 'M10'], ['Opt', 4, null], ['Shock', 4, null]]);
    expect(parsed.merged).toEqual([
      { name: 'Lightning Bolt', type: 'Main Deck', lines: 2, quantity: 4 },
      { name: 'Opt', type: 'Main Deck', lines: 2, quantity: 4 },
    ]);
    expect(mergedLinesNote(parsed.merged[0])).toBe('2 lines for Lightning Bolt merged (4 copies)');
  });

  it('reads Commander and Companion sections and collector numbers with letters', () => {
    const brawl = parseDeckText(
      [
        'Commander',
        '1 Alela, Cunning Conqueror (WOE) 192',
        '',
        'Companion',
        '1 Lurrus of the Dream-Den (IKO) 226',
        '',
        'Deck',
        '1 Sol Ring (CMR) 472',
        '1 Brazen Borrower (ELD) 39a',
        '1 Fire // Ice (MH2) 290 *F*',
        '1 Lightning Bolt (STA)',
      ].join('\n'),
    );
    expect(brawl.format_name).toBe('MTG Arena');
    expect(brawl.stats.types).toEqual({ Commander: 1, Companion: 1, 'Main Deck': 4 });
    expect(findCard(brawl, 'Brazen Borrower')).toMatchObject({ set: 'ELD', number: '39a' });
    expect(findCard(brawl, 'Fire // Ice')).toMatchObject({ set: 'MH2', number: '290' });
    expect(findCard(brawl, 'Lightning Bolt')).toMatchObject({ set: 'STA', number: null });
  });

  it('treats a blank line after the main deck as the start of an unlabelled sideboard', () => {
    const arena = parseDeckText('4 Play with Fire (MID) 154\n20 Mountain (MID) 381\n\n2 Abrade (DMU) 114\n\n1 Smash (DMU) 1');
    expect(arena.stats.types).toEqual({ 'Main Deck': 24, Sideboard: 3 });
  });

  it('reads a "Name" line without the About header', () => {
    const arena = parseDeckText('Name Izzet Prowess\nDeck\n4 Stormchaser\'s Talent (BLB) 75');
    expect(arena.metadata).toEqual({ name: 'Izzet Prowess' });
    expect(arena.unmatched).toEqual([]);
  });

  it('reports About lines that are not a deck name', () => {
    const arena = parseDeckText('About\nName Burn\nAuthor someone\n\nDeck\n4 Lightning Bolt (STA) 42');
    expect(arena.metadata).toEqual({ name: 'Burn' });
    expect(arena.unmatched).toEqual([{ line: 3, text: 'Author someone', reason: expect.stringContaining('About') }]);
  });
});

describe('MTGO text', () => {
  const deck = parseDeckText(fixture('mtgo-modern-burn.txt'));

  it('reads SB: lines as the sideboard', () => {
    expect(findCard(deck, 'Kor Firewalker')).toEqual({
      name: 'Kor Firewalker',
      quantity: 3,
      type: 'Sideboard',
      cost: null,
      rarity: null,
      set: null,
      number: null,
    });
    expect(findCard(deck, 'Lightning Helix')).toMatchObject({ quantity: 4, type: 'Main Deck', set: null });
  });

  it('reads a SIDEBOARD: header, and does not treat blank lines as a sideboard when one is present', () => {
    const text = '4 Lightning Bolt\n\n4 Mountain\n\nSIDEBOARD:\n2 Skullcrack\n3 Kor Firewalker';
    const parsed = parseDeckText(text);
    expect(parsed.format_name).toBe('MTGO');
    expect(parsed.stats.types).toEqual({ 'Main Deck': 8, Sideboard: 5 });
  });

  it('reads the MTGO client export, where a blank line alone separates the sideboard', () => {
    const parsed = parseDeckText('4 Lightning Bolt\n56 Mountain\n\n4 Skullcrack', 'mtg');
    expect(parsed).toMatchObject({ game: 'mtg', format_name: 'MTGO' });
    expect(parsed.stats.types).toEqual({ 'Main Deck': 60, Sideboard: 4 });
  });

  it('ignores comment lines and reports lines without a quantity', () => {
    const parsed = parseDeckText('// Burn by someone\n# tuned for the RCQ\n4 Lightning Bolt\nLava Spike\nSB: 2 Skullcrack', 'mtg');
    expect(parsed.cards.map((c) => [c.name, c.quantity, c.type])).toEqual([
      ['Lightning Bolt', 4, 'Main Deck'],
      ['Skullcrack', 2, 'Sideboard'],
    ]);
    expect(parsed.unmatched).toEqual([{ line: 4, text: 'Lava Spike', reason: expect.stringContaining('quantity') }]);
  });
});

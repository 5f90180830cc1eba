import { describe, expect, it } from 'vitest';
import { copyLimitIn, legalityWarnings, type LegalityLine } from '../../../server/domain/cards/legality.ts';
import { UNRESOLVED, type ResolvedCard } from '../../../server/domain/cards/resolution.ts';

function card(name: string, over: Partial<ResolvedCard> = {}): ResolvedCard {
  return {
    resolved: true,
    cardKey: name.toLowerCase(),
    name,
    type: 'Instant',
    typeLine: 'Instant',
    cost: null,
    manaValue: null,
    colors: [],
    rarity: null,
    set: null,
    number: null,
    imageUrl: null,
    legalities: { modern: 'legal', legacy: 'legal', vintage: 'legal', commander: 'legal' },
    copyLimit: null,
    matchedBy: 'name',
    ...over,
  };
}
const line = (quantity: number, resolved: ResolvedCard | typeof UNRESOLVED, name = 'Unknown Card', section = 'Main Deck'): LegalityLine => ({
  name: resolved.resolved ? resolved.name : name,
  section,
  quantity,
  card: resolved,
});
/** Lines that fill a deck to a size, so that a test of copies meets no deck-size warning. */
const filler = (count: number, section = 'Main Deck') => Array.from({ length: count }, (_, i) => line(1, UNRESOLVED, `Filler ${i}`, section));

/** Magic's warnings for `lines` in a deck filled up to its format's size (Commander's 100, else 60), so that only the copies show. */
const magic = (format: string, lines: LegalityLine[]) => legalityWarnings('mtg', format, [...lines, ...filler(format === 'Commander' ? 100 - lines.reduce((n, l) => n + l.quantity, 0) : 60)]);

describe('legality warnings', () => {
  it('warns of banned and not-legal cards in the format', () => {
    const lines = [line(1, card('Black Lotus', { legalities: { modern: 'not_legal', legacy: 'banned', vintage: 'restricted' } }))];
    expect(magic('Legacy', lines)).toEqual([{ code: 'banned', card: 'Black Lotus', message: 'Black Lotus is banned in Legacy' }]);
    expect(magic('Modern', lines)).toEqual([{ code: 'not_legal', card: 'Black Lotus', message: 'Black Lotus is not legal in Modern' }]);
    expect(magic('Vintage', lines)).toEqual([]);
  });

  it('counts copies across main deck and sideboard against the format limit', () => {
    const bolt = card('Lightning Bolt');
    expect(magic('Modern', [line(4, bolt), line(1, bolt)])).toEqual([
      { code: 'too_many_copies', card: 'Lightning Bolt', message: '5 copies of Lightning Bolt: at most 4 allowed in Modern' },
    ]);
    expect(magic('Commander', [line(2, bolt)])[0].message).toBe('2 copies of Lightning Bolt: at most 1 allowed in Commander');
    expect(magic('Limited', [line(9, bolt)])).toEqual([]);
  });

  it("lets a card's own limit stand (basic lands, any number of cards named), and lowers it for restricted and Limited cards", () => {
    expect(magic('Commander', [line(30, card('Mountain', { copyLimit: 999 }))])).toEqual([]);
    const lotus = card('Black Lotus', { legalities: { vintage: 'restricted' } });
    expect(magic('Vintage', [line(2, lotus)])[0].message).toBe('Black Lotus is restricted in Vintage: 2 copies, at most 1 allowed');
    const veiler = card('Effect Veiler', { legalities: { tcg: 'semi_limited' } });
    expect(legalityWarnings('yugioh', 'Advanced', [line(3, veiler)])[0].message).toBe('Effect Veiler is Semi-Limited in Advanced: 3 copies, at most 2 allowed');
  });

  it("applies the game's usual copy limit when the format is unknown or unset", () => {
    expect(copyLimitIn('pokemon', null)).toBe(4);
    expect(legalityWarnings('pokemon', null, [line(5, card('Rare Candy', { legalities: null })), ...filler(55)])).toEqual([
      { code: 'too_many_copies', card: 'Rare Candy', message: '5 copies of Rare Candy: at most 4 allowed' },
    ]);
  });

  it('counts unresolved lines by name in Magic, Pokémon and Yu-Gi-Oh!, except basic lands and basic energy', () => {
    const mtg = [line(3, UNRESOLVED, 'Lightning Bolt'), line(2, UNRESOLVED, 'lightning bolt', 'Sideboard'), line(20, UNRESOLVED, 'Mountain'), line(4, UNRESOLVED, 'Snow-Covered Island')];
    expect(magic('Modern', mtg)).toEqual([
      { code: 'too_many_copies', card: 'Lightning Bolt', message: '5 copies of Lightning Bolt: at most 4 allowed in Modern' },
    ]);
    const pokemon = [line(5, UNRESOLVED, 'Charmander', 'Pokémon'), line(12, UNRESOLVED, 'Basic Fire Energy', 'Energy'), line(33, UNRESOLVED, 'Fire Energy', 'Energy'), line(10, UNRESOLVED, 'Basic {R} Energy', 'Energy')];
    expect(legalityWarnings('pokemon', 'Standard', pokemon).map((w) => w.message)).toEqual(['5 copies of Charmander: at most 4 allowed in Standard']);
    // A game whose rules are not this simple gets no guess about cards nothing is known of.
    expect(legalityWarnings('lorcana', null, [line(9, UNRESOLVED, 'Elsa')])).toEqual([]);
  });

  it('warns of a deck of the wrong size where the rule is simple: Pokémon 60, Yu-Gi-Oh! main deck 40–60, Magic’s formats', () => {
    expect(legalityWarnings('pokemon', 'Standard', filler(59))).toEqual([
      { code: 'deck_size', card: '', message: 'The deck has 59 cards: exactly 60 required in Standard' },
    ]);
    expect(legalityWarnings('pokemon', 'Standard', filler(60))).toEqual([]);
    // The extra and side decks are not the main deck.
    expect(legalityWarnings('yugioh', 'Advanced', [...filler(40), ...filler(15, 'Extra Deck'), ...filler(15, 'Side Deck')])).toEqual([]);
    expect(legalityWarnings('yugioh', null, filler(61))[0].message).toBe('The main deck has 61 cards: 40–60 required');
    expect(legalityWarnings('yugioh', 'Speed Duel', filler(20))).toEqual([]);
    expect(legalityWarnings('yugioh', 'Speed Duel', filler(40))[0].message).toBe('The main deck has 40 cards: 20–30 required in Speed Duel');
    // Magic's constructed main deck: at least 60, the sideboard apart; Commander exactly 100; no rule without a format.
    expect(legalityWarnings('mtg', 'Modern', [...filler(59), ...filler(15, 'Sideboard')])).toEqual([
      { code: 'deck_size', card: '', message: 'The main deck has 59 cards: at least 60 required in Modern' },
    ]);
    expect(legalityWarnings('mtg', 'Modern', filler(61))).toEqual([]);
    expect(legalityWarnings('mtg', 'Commander', filler(99))[0].message).toBe('The main deck has 99 cards: exactly 100 required in Commander');
    expect(legalityWarnings('mtg', null, filler(12))).toEqual([]);
  });

  it("enforces Pokémon's one ACE SPEC per deck", () => {
    const ace = (name: string) => card(name, { type: 'Trainer', typeLine: 'Trainer — Item, ACE SPEC', legalities: null });
    expect(legalityWarnings('pokemon', 'Standard', [line(1, ace('Prime Catcher')), line(1, ace('Unfair Stamp')), ...filler(58)])).toEqual([
      { code: 'too_many_copies', card: 'Prime Catcher, Unfair Stamp', message: '2 ACE SPEC cards (Prime Catcher, Unfair Stamp): a deck may hold only 1' },
    ]);
  });
});

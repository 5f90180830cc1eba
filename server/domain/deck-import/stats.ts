import { cardNameKey } from './deck-builder.ts';
import type { CardLine, DeckStats } from './types.ts';

/** Cards without a type are counted as 'Other', the group the decklist view puts them in. */
const UNTYPED = 'Other';

/**
 * Totals for the preview and the decklist header. unique_cards counts distinct card names, so a card played in
 * both the main deck and the sideboard is one unique card.
 */
export function deckStats(cards: readonly CardLine[]): DeckStats {
  const types: Record<string, number> = {};
  const names = new Set<string>();
  let total = 0;
  for (const card of cards) {
    total += card.quantity;
    names.add(cardNameKey(card.name));
    const type = card.type.trim() || UNTYPED;
    const sum = (Object.hasOwn(types, type) ? types[type] : 0) + card.quantity;
    // defineProperty rather than assignment: a section named "__proto__" in pasted text must still be counted.
    Object.defineProperty(types, type, { value: sum, enumerable: true, writable: true, configurable: true });
  }
  return { total_cards: total, unique_cards: names.size, types };
}

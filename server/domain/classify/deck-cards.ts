// A deck as the classifier sees it: card names with counts, main deck and sideboard, compared by the catalog's name
// key (accents, apostrophes, split-card slashes and case do not matter: "Lórien Revealed" is "Lorien Revealed").
import { catalogNameKey } from '../cards/names.ts';

export interface CardCount {
  name: string;
  count: number;
}

export interface DeckCards {
  main: readonly CardCount[];
  side: readonly CardCount[];
  /**
   * Only the cards seen in games (a game log), not the whole list: missing cards may still be in the deck, so rules
   * that need a card's absence, and similarity by overlap, are weighed as partial evidence.
   */
  partial?: boolean;
}

/** Name key → total count, for one part of a deck. */
export function countsByKey(cards: readonly CardCount[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const card of cards) {
    if (!(card.count > 0)) continue;
    const key = catalogNameKey(card.name);
    counts.set(key, (counts.get(key) ?? 0) + card.count);
  }
  return counts;
}

/** The name key of an archetype label, for comparing names: "Mono-Green Landfall" and "mono green landfall" agree. */
export function labelKey(label: string): string {
  return catalogNameKey(label)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

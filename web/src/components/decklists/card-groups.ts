// How card lists read on screen: grouped by type (types alphabetical, 'Other' last, as in comparisons), names sorted
// within a group, with totals. Cards without a type are grouped as 'Other'.
import { OTHER_TYPE } from '../../../../server/domain/decklist-diff.ts';

export interface CardLike {
  readonly name: string;
  readonly quantity: number;
  readonly type: string;
  readonly cost?: string | null;
  readonly rarity?: string | null;
  readonly set?: string | null;
  readonly number?: string | null;
}

export interface CardGroup<C extends CardLike> {
  type: string;
  total: number;
  cards: C[];
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export function typeOf(card: CardLike): string {
  return card.type?.trim() || OTHER_TYPE;
}

export function groupCardsByType<C extends CardLike>(cards: readonly C[]): CardGroup<C>[] {
  const groups = new Map<string, C[]>();
  for (const card of cards) groups.set(typeOf(card), [...(groups.get(typeOf(card)) ?? []), card]);
  return [...groups.entries()]
    .sort(([a], [b]) => (a === OTHER_TYPE ? 1 : 0) - (b === OTHER_TYPE ? 1 : 0) || byName.compare(a, b))
    .map(([type, list]) => ({
      type,
      total: list.reduce((sum, card) => sum + card.quantity, 0),
      cards: [...list].sort((a, b) => byName.compare(a.name, b.name)),
    }));
}

export function totalCards(cards: readonly CardLike[]): number {
  return cards.reduce((sum, card) => sum + card.quantity, 0);
}

/** Distinct card names, however many types they appear under (as the server counts unique cards). */
export function uniqueCards(cards: readonly CardLike[]): number {
  return new Set(cards.map((card) => card.name.trim().toLowerCase())).size;
}

/** A version's tag, with the spec's fallbacks for a version that lacks one (section 9). */
export function versionLabel(tag: string | null | undefined, fallback: 'Previous' | 'Current' | string): string {
  return tag?.trim() || fallback;
}

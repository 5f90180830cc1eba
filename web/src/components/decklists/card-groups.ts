// How card lists read on screen: grouped by type in the game's order (Commander first, Sideboard last, 'Other' after
// the types), names sorted within a group, with totals. Cards without a type are grouped as 'Other'.
import { compareDeckGroups, deckGroupOf, standsApart, TYPE_ORDER } from '../../../../server/domain/cards/card-types.ts';
import { OTHER_TYPE } from '../../../../server/domain/decklist-diff.ts';
import type { GameId } from '../../../../server/domain/games.ts';

export interface CardLike {
  readonly name: string;
  readonly quantity: number;
  readonly type: string;
  readonly cost?: string | null;
  readonly rarity?: string | null;
  readonly set?: string | null;
  readonly number?: string | null;
  /** The line's own section (Main Deck, Sideboard, …) when the type is the catalog's. */
  readonly section?: string | null;
  readonly typeLine?: string | null;
  readonly imageUrl?: string | null;
  /** False when the card catalog of a game that has one does not know the card. */
  readonly resolved?: boolean;
}

/**
 * A card known by its id alone: the export named it by passcode or card id (a .ydk file, an OPTCGSim list) and no
 * card catalog gave it a name, so its name is the id.
 */
export function isIdOnly(card: CardLike): boolean {
  return card.resolved !== true && !!card.number && card.name === card.number;
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

/**
 * The groups of a list, in the game's order when the game is known. In a list the card catalog knows, a card it does
 * not know goes under Other rather than under its section's name ("Main Deck") among the types.
 */
export function groupCardsByType<C extends CardLike>(cards: readonly C[], game: GameId | null = null): CardGroup<C>[] {
  const gameTypes: readonly string[] = (game && TYPE_ORDER[game]) || [];
  const catalogued = cards.some((card) => card.resolved);
  const groupOf = (card: C) => {
    const group = deckGroupOf({ type: typeOf(card), section: card.section });
    const unknownAmongTypes = catalogued && card.resolved === false && !standsApart(group) && !gameTypes.includes(group);
    return unknownAmongTypes ? OTHER_TYPE : group;
  };
  const groups = new Map<string, C[]>();
  for (const card of cards) groups.set(groupOf(card), [...(groups.get(groupOf(card)) ?? []), card]);
  return [...groups.entries()]
    .sort(([a], [b]) => compareDeckGroups(game, a, b))
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

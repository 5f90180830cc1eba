// The rows a catalog source maps its records to: the shapes of the CatalogCard, CatalogPrinting and CatalogSet
// tables (prisma/schema.prisma) without their fingerprints, which the writer computes.
import type { GameId } from '../games.ts';

/** A card's standing in one format. limited / semi_limited are Yu-Gi-Oh!'s one and two copies. */
export type LegalityStatus = 'legal' | 'not_legal' | 'banned' | 'restricted' | 'limited' | 'semi_limited';

/** Format key (the source's own, e.g. "modern", "standard", "tcg", "core") -> status. */
export type Legalities = Record<string, LegalityStatus>;

export interface CardRow {
  game: GameId;
  key: string;
  name: string;
  nameKey: string;
  matchKeys: string[];
  typeLine: string | null;
  primaryType: string;
  cost: string | null;
  manaValue: number | null;
  colors: string[];
  rarity: string | null;
  imageUrl: string | null;
  legalities: Legalities | null;
  copyLimit: number | null;
}

export interface PrintingRow {
  game: GameId;
  /** setKey() of the set code. */
  set: string;
  /** numberKey() of the collector number. */
  number: string;
  cardKey: string;
  rarity: string | null;
  imageUrl: string | null;
}

export interface SetRow {
  game: GameId;
  code: string;
  name: string | null;
  altCode: string | null;
}

/** What one source record becomes: a card (with its printings), or sets, or nothing (a token, an art card). */
export interface MappedRecord {
  cards: CardRow[];
  printings: PrintingRow[];
  sets: SetRow[];
}

/** A card's copy limit when it may be played in any number (basic lands and energy): as many as a decklist line holds. */
export const ANY_NUMBER_OF_COPIES = 999;

export const NOTHING: MappedRecord = { cards: [], printings: [], sets: [] };

/**
 * The key a name or id is matched by within a game: "mtg:lightning bolt". Keys carry their game so that one index
 * lookup finds a game's cards, whatever the database knows of how the games are spread.
 */
export function matchKey(game: GameId, key: string): string {
  return `${game}:${key}`;
}

/** The distinct match keys of a card: its name's key first, then the others, empty ones dropped. */
export function matchKeysOf(game: GameId, nameKey: string, others: readonly (string | null | undefined)[] = []): string[] {
  return [...new Set([nameKey, ...others].filter((key): key is string => Boolean(key)).map((key) => matchKey(game, key)))];
}

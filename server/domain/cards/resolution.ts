// What the catalog says about one decklist line, and how a line picks its card among the candidates the database
// returned. The service (services/cards/resolve-cards.ts) runs the queries; the choices are made here.
import type { GameId } from '../games.ts';
import { matchKey, type Legalities } from './catalog-rows.ts';
import { catalogNameKey, numberKey, setKey } from './names.ts';

/** A decklist line as the resolver reads it. */
export interface CardQuery {
  name: string;
  set?: string | null;
  number?: string | null;
}

export interface ResolvedCard {
  resolved: true;
  /** The catalog card's identity within the game: copies are counted by it. */
  cardKey: string;
  /** The catalog's name (the line may spell it differently). */
  name: string;
  /** The game's type the card is grouped under. */
  type: string;
  typeLine: string | null;
  cost: string | null;
  manaValue: number | null;
  colors: string[];
  rarity: string | null;
  /** The printing's set and number when the line named a printing the catalog has; null otherwise. */
  set: string | null;
  number: string | null;
  imageUrl: string | null;
  legalities: Legalities | null;
  copyLimit: number | null;
  /** Whether the line matched by its set and number or by its name. */
  matchedBy: 'printing' | 'name';
}

export interface Unresolved {
  resolved: false;
}

export type Resolution = ResolvedCard | Unresolved;

export const UNRESOLVED: Unresolved = { resolved: false };

/** A catalog card as the queries return it. */
export interface CardCandidate {
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
  legalities: unknown;
  copyLimit: number | null;
}

export interface PrintingCandidate {
  set: string;
  number: string;
  rarity: string | null;
  imageUrl: string | null;
}

/** The set and number a line names, as catalog keys; null when it names no printing. */
export function printingKeyOf(line: CardQuery): { set: string; number: string } | null {
  if (!line.set || !line.number) return null;
  return { set: setKey(line.set), number: numberKey(line.number, line.set) };
}

/** The key a line's name is matched by (a Yu-Gi-Oh! passcode or One Piece id is its own key). */
export function nameKeyOf(game: GameId, line: CardQuery): string {
  return matchKey(game, catalogNameKey(line.name));
}

export function resolvedFrom(card: CardCandidate, printing?: PrintingCandidate): ResolvedCard {
  return {
    resolved: true,
    cardKey: card.key,
    name: card.name,
    type: card.primaryType,
    typeLine: card.typeLine,
    cost: card.cost,
    manaValue: card.manaValue,
    colors: card.colors,
    rarity: printing?.rarity ?? card.rarity,
    set: printing?.set ?? null,
    number: printing?.number ?? null,
    imageUrl: printing?.imageUrl ?? card.imageUrl,
    legalities: (card.legalities as Legalities | null) ?? null,
    copyLimit: card.copyLimit,
    matchedBy: printing ? 'printing' : 'name',
  };
}

/**
 * The card a name key stands for among the candidates: one whose own name has that key before one that only
 * answers to it (a face name, a bare FaB name shared by three pitches), then the first by key, so that the same
 * list always resolves the same way.
 */
export function pickByName(key: string, candidates: readonly CardCandidate[]): CardCandidate | undefined {
  const answering = candidates.filter((card) => card.matchKeys.includes(key));
  // A card's first match key is its own name's.
  const own = (card: CardCandidate) => Number(card.matchKeys[0] === key);
  answering.sort((a, b) => own(b) - own(a) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return answering[0];
}

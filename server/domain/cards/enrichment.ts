// A decklist's lines with what the card catalog knows about them, the deck's cost curve and its legality warnings.
// The stored line keeps its section (Main Deck, Sideboard, Extra Deck, …, or the type an export named); its type
// becomes the game's type of the resolved card, and stays the stored one when the catalog does not know the card,
// so that a list works as it did without a catalog.
import type { CardLine } from '../deck-import/types.ts';
import type { GameId } from '../games.ts';
import { costCurve, type CurveBucket } from './curve.ts';
import { legalityWarnings, type LegalityWarning } from './legality.ts';
import type { Resolution } from './resolution.ts';

export interface EnrichedCardLine extends CardLine {
  /** The line's section as imported or typed. */
  section: string;
  typeLine: string | null;
  manaValue: number | null;
  imageUrl: string | null;
  /** Whether the catalog knows the card. */
  resolved: boolean;
}

export interface EnrichedDeck {
  cards: EnrichedCardLine[];
  /** Copies per cost over the deck's main sections; null when nothing has a cost. */
  curve: CurveBucket[] | null;
  legalityWarnings: LegalityWarning[];
}

/** Sections that are not part of the deck played: they are left out of its curve and shown apart. */
export const SIDE_SECTIONS: ReadonlySet<string> = new Set(['Sideboard', 'Side Deck', 'Maybeboard']);

export function enrichLine(line: CardLine, card: Resolution): EnrichedCardLine {
  const section = line.type;
  if (!card.resolved) return { ...line, section, typeLine: null, manaValue: null, imageUrl: null, resolved: false };
  return {
    name: line.name,
    quantity: line.quantity,
    section,
    type: card.type,
    typeLine: card.typeLine,
    cost: card.cost ?? line.cost,
    manaValue: card.manaValue,
    rarity: card.rarity ?? line.rarity,
    // The printing the line names stays; a line naming none shows none.
    set: line.set ?? card.set,
    number: line.number ?? card.number,
    imageUrl: card.imageUrl,
    resolved: true,
  };
}

/** The lines with their resolutions (in the same order), the curve of the main sections and the format's warnings. */
export function enrichDeck(game: GameId | null, format: string | null, lines: readonly CardLine[], resolutions: readonly Resolution[]): EnrichedDeck {
  const cards = lines.map((line, i) => enrichLine(line, resolutions[i]));
  const played = cards.filter((card) => !SIDE_SECTIONS.has(card.section));
  return {
    cards,
    curve: cards.some((card) => card.resolved) ? costCurve(game, played) : null,
    legalityWarnings: game ? legalityWarnings(game, format, lines.map((line, i) => ({ name: line.name, section: line.type, quantity: line.quantity, card: resolutions[i] }))) : [],
  };
}

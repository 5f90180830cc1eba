// Shapes shared by every deck-text parser. They mirror the decklist card line and preview stats of the product spec
// (section 3) so the import preview and the stored decklist can use them without translation.
import type { GameId } from '../games.ts';

export interface CardLine {
  name: string;
  quantity: number;
  /** The section or kind of card ('Main Deck', 'Sideboard', 'Pokémon', 'Leader', ...); 'Other' when unknown. */
  type: string;
  cost: string | null;
  rarity: string | null;
  set: string | null;
  /** Collector number, passcode or card id, as the export writes it. */
  number: string | null;
}

/** A line the parser could not use, or a warning about the text (e.g. a total that does not add up). */
export interface UnmatchedLine {
  /** 1-based line number in the submitted text. */
  line: number;
  text: string;
  reason: string;
}

/** Several lines of the text that named one card (same printing, same section), stored as one line. */
export interface MergedLines {
  name: string;
  type: string;
  /** How many lines were merged. */
  lines: number;
  /** The merged line's quantity. */
  quantity: number;
}

export interface DeckStats {
  total_cards: number;
  unique_cards: number;
  /** Card type -> total quantity of that type. */
  types: Record<string, number>;
}

export interface ParsedDeck {
  /** The game detected from the text, or the one the caller gave; null when neither is known. */
  game: GameId | null;
  /** 'MTG Arena', 'MTGO', 'MTGO .dek', 'Pokémon TCG Live', 'YDK', 'YDKE', 'Lorcana', 'One Piece', 'Fabrary' or 'Generic'. */
  format_name: string;
  cards: CardLine[];
  unmatched: UnmatchedLine[];
  /** Cards written on several lines, merged into one ("2 lines for Lightning Bolt merged"). */
  merged: MergedLines[];
  stats: DeckStats;
  /** What the export says about the deck besides its cards: deck name, hero, leader, URL, author. */
  metadata: Record<string, string>;
}

/** What one format parser produces; parseDeckText adds game, format name and stats. */
export interface FormatResult {
  cards: CardLine[];
  unmatched: UnmatchedLine[];
  merged: MergedLines[];
  metadata: Record<string, string>;
}

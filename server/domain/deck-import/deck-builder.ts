// Collects the cards, unmatched lines and metadata of one parse. Merging lives here so that every format merges
// duplicates the same way: same card identity and same type -> quantities summed, first occurrence kept in place.
import { MAX_QUANTITY, quantityProblem, reportedText, type SourceLine } from './lines.ts';
import type { CardLine, FormatResult, UnmatchedLine } from './types.ts';

export type NewCard = Pick<CardLine, 'name' | 'quantity' | 'type'> & Partial<Omit<CardLine, 'name' | 'quantity' | 'type'>>;

/**
 * The key under which two spellings of one card name are the same card: case, Unicode normalisation form and curly
 * versus straight apostrophes differ between sites ("Urza’s Saga" / "urza's saga") but not between cards.
 */
export function cardNameKey(name: string): string {
  return name.normalize('NFC').toLowerCase().replace(/[’‘`´]/g, "'");
}

export class DeckBuilder {
  private readonly cards: CardLine[] = [];
  private readonly byIdentity = new Map<string, CardLine>();
  private readonly unmatched: UnmatchedLine[] = [];
  private readonly metadata: Record<string, string> = {};

  /**
   * Adds a card, merging it into an earlier card of the same identity and type. `identity` defaults to the name;
   * formats whose cards are identified by an id rather than a name (One Piece) pass the id. A quantity out of range,
   * or one that would push a merged card past MAX_QUANTITY, is reported instead of being accepted.
   */
  add(line: SourceLine, card: NewCard, identity: string = card.name): boolean {
    const problem = quantityProblem(card.quantity);
    if (problem) {
      this.reject(line, problem);
      return false;
    }
    const key = `${card.type}\u0000${cardNameKey(identity)}`;
    const existing = this.byIdentity.get(key);
    if (!existing) {
      const { name, quantity, type, cost = null, rarity = null, set = null, number = null } = card;
      const created: CardLine = { name, quantity, type, cost, rarity, set, number };
      this.cards.push(created);
      this.byIdentity.set(key, created);
      return true;
    }
    if (existing.quantity + card.quantity > MAX_QUANTITY) {
      this.reject(line, `Too many copies of ${existing.name}: the total would exceed ${MAX_QUANTITY}`);
      return false;
    }
    existing.quantity += card.quantity;
    return true;
  }

  /** Reports a line that could not be used, or a warning about it. */
  reject(line: SourceLine, reason: string): void {
    this.unmatched.push({ line: line.number, text: reportedText(line.text), reason });
  }

  /** Records what the export says about the deck; a repeated key gets a numbered suffix rather than overwriting. */
  setMetadata(key: string, value: string): void {
    let free = key;
    for (let n = 2; Object.hasOwn(this.metadata, free); n++) free = `${key}_${n}`;
    Object.defineProperty(this.metadata, free, { value, enumerable: true, writable: true, configurable: true });
  }

  get cardCount(): number {
    return this.cards.length;
  }

  get totalQuantity(): number {
    return this.cards.reduce((sum, card) => sum + card.quantity, 0);
  }

  result(): FormatResult {
    return { cards: this.cards, unmatched: this.unmatched, metadata: this.metadata };
  }
}

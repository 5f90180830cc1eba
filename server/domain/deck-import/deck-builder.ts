// Collects the cards, unmatched lines and metadata of one parse. Merging lives here so that every format merges
// duplicates the same way: same card, same printing (set and number, where the export gives them) and same type ->
// quantities summed, first occurrence kept in place, and the merge reported so that the reader sees it happened.
// Two printings of one card ("Charmander PAF 7", "Charmander MEW 4") stay two lines: each keeps its set code.
import { MAX_QUANTITY, quantityProblem, reportedText, type SourceLine } from './lines.ts';
import type { CardLine, FormatResult, MergedLines, UnmatchedLine } from './types.ts';

export type NewCard = Pick<CardLine, 'name' | 'quantity' | 'type'> & Partial<Omit<CardLine, 'name' | 'quantity' | 'type'>>;

/**
 * The key under which two spellings of one card name are the same card: case, Unicode normalisation form and curly
 * versus straight apostrophes differ between sites ("Urza’s Saga" / "urza's saga") but not between cards.
 */
export function cardNameKey(name: string): string {
  return name.normalize('NFC').toLowerCase().replace(/[’‘`´]/g, "'");
}

/** Set codes and numbers compare as the catalog compares them: "paf" is "PAF"; absent is its own value. */
function printingKey(part: string | null | undefined): string {
  return part?.trim().toUpperCase() ?? '';
}

export class DeckBuilder {
  private readonly cards: CardLine[] = [];
  private readonly byIdentity = new Map<string, CardLine>();
  private readonly unmatched: UnmatchedLine[] = [];
  private readonly metadata: Record<string, string> = {};
  /** Source lines per merged card line, for the cards written on more than one line. */
  private readonly linesPerCard = new Map<CardLine, number>();

  /**
   * `reportMerges: false` for formats where a repeated line is how copies are written (a .ydk file lists a passcode
   * once per copy), so that merging them is no news to the reader.
   */
  private readonly reportMerges: boolean;

  constructor(options: { reportMerges: boolean } = { reportMerges: true }) {
    this.reportMerges = options.reportMerges;
  }

  /**
   * Adds a card, merging it into an earlier card of the same identity, printing and type. `identity` defaults to the
   * name; formats whose cards are identified by an id rather than a name (One Piece) pass the id. A quantity out of range,
   * or one that would push a merged card past MAX_QUANTITY, is reported instead of being accepted.
   */
  add(line: SourceLine, card: NewCard, identity: string = card.name): boolean {
    const problem = quantityProblem(card.quantity);
    if (problem) {
      this.reject(line, problem);
      return false;
    }
    const key = [card.type, cardNameKey(identity), printingKey(card.set), printingKey(card.number)].join('\u0000');
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
    this.linesPerCard.set(existing, (this.linesPerCard.get(existing) ?? 1) + 1);
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
    const merged: MergedLines[] = this.reportMerges
      ? [...this.linesPerCard].map(([card, lines]) => ({ name: card.name, type: card.type, lines, quantity: card.quantity }))
      : [];
    return { cards: this.cards, unmatched: this.unmatched, metadata: this.metadata, merged };
  }
}

/** How a merge is told to the reader: "2 lines for Lightning Bolt merged (4 copies)". */
export function mergedLinesNote({ name, lines, quantity }: MergedLines): string {
  return `${lines} lines for ${name} merged (${quantity} ${quantity === 1 ? 'copy' : 'copies'})`;
}

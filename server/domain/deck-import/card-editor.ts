// The card editor of the Edit Decklist modal: one "4 Lightning Bolt" or "4x Lightning Bolt" line per card. The text
// carries no types, so those come from the decklist being edited, matched by name. A card the list holds in several
// printings is written with its printing ("4 Charmander PAF 7"), which picks that printing's line; a line naming
// only the card takes the first printing of that name.
import { ValidationError, type FieldProblem } from '../errors.ts';
import { cardNameKey, DeckBuilder } from './deck-builder.ts';
import { readLeadingQuantity, toSourceLines } from './lines.ts';
import { MAX_DECK_TEXT_LENGTH, problemsOf } from './limits.ts';
import type { CardLine, MergedLines, UnmatchedLine } from './types.ts';

const UNKNOWN_TYPE = 'Other';
const FIELD = 'cards';

/** How the editor writes a card's printing after its name: "PAF 7", or "" when the line names none. */
export function printingSuffix(card: Pick<CardLine, 'set' | 'number'>): string {
  return [card.set, card.number].filter(Boolean).join(' ');
}

/** The editor's line for a card: "4 Charmander", or "4 Charmander PAF 7" when its printing must be told apart. */
export function cardEditorLine(card: Pick<CardLine, 'name' | 'quantity' | 'set' | 'number'>, withPrinting: boolean): string {
  const printing = withPrinting ? printingSuffix(card) : '';
  return `${card.quantity} ${card.name}${printing ? ` ${printing}` : ''}`;
}

/** The list's cards by the texts a line may name them with: the name alone (first printing), and name with printing. */
function knownCards(previous: readonly CardLine[]): Map<string, CardLine> {
  const known = new Map<string, CardLine>();
  for (const card of previous) {
    const printing = printingSuffix(card);
    if (printing) known.set(cardNameKey(`${card.name} ${printing}`), card);
    if (!known.has(cardNameKey(card.name))) known.set(cardNameKey(card.name), card);
  }
  return known;
}

export function parseCardEditorText(
  text: string,
  previous: readonly CardLine[] = [],
): { cards: CardLine[]; unmatched: UnmatchedLine[]; merged: MergedLines[] } {
  if (typeof text === 'string' && text.length > MAX_DECK_TEXT_LENGTH) {
    const message = 'Card list is too long (max 100,000 characters)';
    throw new ValidationError(message, [{ field: FIELD, message }]);
  }
  const known = knownCards(previous);

  const deck = new DeckBuilder();
  for (const line of toSourceLines(typeof text === 'string' ? text : '')) {
    if (line.text === '') continue;
    const counted = readLeadingQuantity(line.text);
    if (!counted) {
      deck.reject(line, 'Expected "<quantity> <card name>", e.g. "4 Lightning Bolt"');
      continue;
    }
    const before = known.get(cardNameKey(counted.rest));
    const namedPrinting = before && cardNameKey(counted.rest) !== cardNameKey(before.name);
    deck.add(line, {
      name: namedPrinting ? before.name : counted.rest,
      quantity: counted.quantity,
      type: before?.type || UNKNOWN_TYPE,
      cost: before?.cost ?? null,
      rarity: before?.rarity ?? null,
      set: before?.set ?? null,
      number: before?.number ?? null,
    });
  }

  const { cards, unmatched, merged } = deck.result();
  if (cards.length === 0) {
    const message = 'No valid cards found. Please check the format.';
    const problems: FieldProblem[] = [{ field: FIELD, message }, ...problemsOf(FIELD, unmatched)];
    throw new ValidationError(message, problems);
  }
  return { cards, unmatched, merged };
}

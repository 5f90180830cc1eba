// The card editor of the Edit Decklist modal: one "4 Lightning Bolt" or "4x Lightning Bolt" line per card. The text
// carries no types or printings, so those come from the decklist being edited, matched by name.
import { ValidationError, type FieldProblem } from '../errors.ts';
import { cardNameKey, DeckBuilder } from './deck-builder.ts';
import { readLeadingQuantity, toSourceLines } from './lines.ts';
import { MAX_DECK_TEXT_LENGTH, problemsOf } from './limits.ts';
import type { CardLine, UnmatchedLine } from './types.ts';

const UNKNOWN_TYPE = 'Other';
const FIELD = 'cards';

export function parseCardEditorText(
  text: string,
  previous: readonly CardLine[] = [],
): { cards: CardLine[]; unmatched: UnmatchedLine[] } {
  if (typeof text === 'string' && text.length > MAX_DECK_TEXT_LENGTH) {
    const message = 'Card list is too long (max 100,000 characters)';
    throw new ValidationError(message, [{ field: FIELD, message }]);
  }
  const known = new Map<string, CardLine>();
  for (const card of previous) {
    const key = cardNameKey(card.name);
    if (!known.has(key)) known.set(key, card);
  }

  const deck = new DeckBuilder();
  for (const line of toSourceLines(typeof text === 'string' ? text : '')) {
    if (line.text === '') continue;
    const counted = readLeadingQuantity(line.text);
    if (!counted) {
      deck.reject(line, 'Expected "<quantity> <card name>", e.g. "4 Lightning Bolt"');
      continue;
    }
    const before = known.get(cardNameKey(counted.rest));
    deck.add(line, {
      name: counted.rest,
      quantity: counted.quantity,
      type: before?.type || UNKNOWN_TYPE,
      cost: before?.cost ?? null,
      rarity: before?.rarity ?? null,
      set: before?.set ?? null,
      number: before?.number ?? null,
    });
  }

  const { cards, unmatched } = deck.result();
  if (cards.length === 0) {
    const message = 'No valid cards found. Please check the format.';
    const problems: FieldProblem[] = [{ field: FIELD, message }, ...problemsOf(FIELD, unmatched)];
    throw new ValidationError(message, problems);
  }
  return { cards, unmatched };
}

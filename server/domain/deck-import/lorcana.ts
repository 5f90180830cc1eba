// Disney Lorcana lists ("4 Elsa - Snow Queen", "4x Be Prepared"): no sections, so every card is of type 'Other'.
import { DeckBuilder } from './deck-builder.ts';
import { isCommentLine, readCountedLine, type SourceLine } from './lines.ts';
import type { FormatResult } from './types.ts';

const TYPE = 'Other';
/** Characters are "Name - Version"; sites differ in the dash they print. */
const NAME_AND_VERSION = / [-–—] \S/;

/** A character card named with its version, the shape that tells a Lorcana list apart. */
export function isNameAndVersion(cardName: string): boolean {
  return NAME_AND_VERSION.test(cardName);
}

export function parseLorcana(lines: readonly SourceLine[]): FormatResult {
  const deck = new DeckBuilder();
  for (const line of lines) {
    const { text } = line;
    if (text === '' || isCommentLine(text)) continue;
    const counted = readCountedLine(text);
    if (counted) deck.add(line, { name: counted.rest, quantity: counted.quantity, type: TYPE });
    else deck.reject(line, 'Expected "<quantity> <card name>", e.g. "4 Elsa - Snow Queen"');
  }
  return deck.result();
}

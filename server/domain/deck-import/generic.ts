// The fallback for any game: "4 Name", "4x Name", "x4 Name" or "Name x4" lines, grouped by free-form section headers
// ("Creatures:", "Sideboard: 15", "// Spells") that become the type of the cards below them.
import { DeckBuilder } from './deck-builder.ts';
import { readCountedLine, type SourceLine } from './lines.ts';
import type { FormatResult } from './types.ts';

/** Cards listed before any header. */
const UNSECTIONED = 'Other';
/** Longer "//" lines are prose comments, not section names. */
const MAX_SECTION_NAME = 40;
const COLON_HEADER = /^([^:]{1,40}): ?\d*$/;
const SLASH_HEADER = /^\/\/ ?(.*)$/;

/** The section a header line names, '' for a "//" comment, or null when the line is not a header. */
function readGenericHeader(text: string): string | null {
  const slash = SLASH_HEADER.exec(text);
  if (slash) {
    const name = slash[1].replace(/ ?\(\d+\)$/, '');
    return name.length <= MAX_SECTION_NAME ? name : '';
  }
  const colon = COLON_HEADER.exec(text);
  return colon ? colon[1] : null;
}

export function parseGeneric(lines: readonly SourceLine[]): FormatResult {
  const deck = new DeckBuilder();
  let section = UNSECTIONED;
  for (const line of lines) {
    const { text } = line;
    if (text === '' || text.startsWith('#')) continue;
    const counted = readCountedLine(text);
    if (counted) {
      deck.add(line, { name: counted.rest, quantity: counted.quantity, type: section });
      continue;
    }
    const header = readGenericHeader(text);
    if (header === null) deck.reject(line, 'No quantity found: expected e.g. "4 Card Name", "4x Card Name" or "Card Name x4"');
    else if (header !== '') section = header;
  }
  return deck.result();
}

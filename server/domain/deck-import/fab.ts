// Flesh and Blood as Fabrary exports it: "Name:", "Hero:", "Format:" lines, then "Arena cards" (hero's weapons and
// equipment) and "Deck cards" blocks of "3x Ironsong Response (red)" lines, then a footer with the deck's URL.
// The pitch colour stays in the card name only: players name FaB cards with it, and it is not a cost or a rarity.
import { DeckBuilder } from './deck-builder.ts';
import { findUrl, isCommentLine, readCountedLine, readSectionHeader, type SourceLine } from './lines.ts';
import type { FormatResult } from './types.ts';

const HERO = 'Hero';
const ARENA = 'Arena';
const DECK = 'Deck';
const SECTIONS: Readonly<Record<string, string>> = {
  'arena cards': ARENA,
  'deck cards': DECK,
  arena: ARENA,
  deck: DECK,
  weapons: ARENA,
  equipment: ARENA,
};

const KEY_VALUE = /^([A-Za-z][A-Za-z ]{0,30}): ?(\S.*)$/;
const HERO_LINE = /^hero: ?\S/i;
const FABRARY_SIGNATURE = /^made with .*fabrary/i;
const PITCH_COLOUR = / \((?:red|yellow|blue)\)$/i;

export function isFabSignal(text: string): boolean {
  return HERO_LINE.test(text) || /^(?:arena|deck) cards:?$/i.test(text) || PITCH_COLOUR.test(text);
}

/** "Format", "Talents", "Deck Name" -> "format", "talents", "deck_name": metadata keys stay plain identifiers. */
function metadataKey(label: string): string {
  return (label.toLowerCase().match(/[a-z]+/g) ?? []).join('_');
}

export function parseFab(lines: readonly SourceLine[]): FormatResult {
  const deck = new DeckBuilder();
  let section = DECK;
  for (const line of lines) {
    const { text } = line;
    if (text === '' || isCommentLine(text) || FABRARY_SIGNATURE.test(text)) continue;
    const url = findUrl(text);
    if (url) {
      deck.setMetadata('url', url);
      continue;
    }
    const header = readSectionHeader(text, SECTIONS);
    if (header) {
      section = header;
      continue;
    }
    const counted = readCountedLine(text);
    if (counted) {
      deck.add(line, { name: counted.rest, quantity: counted.quantity, type: section });
      continue;
    }
    const keyValue = KEY_VALUE.exec(text);
    if (!keyValue) {
      deck.reject(line, 'Expected "<quantity>x <card name>", e.g. "3x Ironsong Response (red)", or "Hero: <hero>"');
      continue;
    }
    const [, label, value] = keyValue;
    const key = metadataKey(label);
    if (key === 'hero') deck.add(line, { name: value, quantity: 1, type: HERO });
    deck.setMetadata(key, value);
  }
  return deck.result();
}

// Magic Online's .dek files: XML with one <Cards CatID="…" Quantity="4" Sideboard="false" Name="Lightning Bolt" />
// element per card, Sideboard="true" for the sideboard. Read with fast-xml-parser, which decodes entities
// ("Kid &amp; Killer"), bounds entity expansion and nesting, and tolerates the loose XML of hand-edited files; the
// element's position gives the line a problem is reported on.
import { XMLParser } from 'fast-xml-parser';
import { DeckBuilder } from './deck-builder.ts';
import type { SourceLine } from './lines.ts';
import type { FormatResult } from './types.ts';

const MAIN = 'Main Deck';
const SIDEBOARD = 'Sideboard';

interface DekCard {
  Name?: string;
  Quantity?: string;
  Sideboard?: string;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  // Attribute values stay text: a card named "1996 World Champion" must not become a number.
  parseAttributeValue: false,
  captureMetaData: true,
  isArray: (tagName) => tagName === 'Cards',
});
const POSITION = XMLParser.getMetaDataSymbol() as unknown as symbol;

/** A .dek file shows itself by its <Cards …> elements (the XML declaration and <Deck> line may be missing). */
export function isMtgoDekSignal(text: string): boolean {
  return /^<Cards\s/i.test(text);
}

/** The <Cards> elements of the document, wherever they are (under <Deck>, or bare in a pasted fragment). */
function cardElements(document: unknown): DekCard[] {
  if (!document || typeof document !== 'object') return [];
  const node = document as Record<string, unknown>;
  const own = Array.isArray(node.Cards) ? (node.Cards as DekCard[]) : [];
  return [...own, ...Object.entries(node).flatMap(([tag, child]) => (tag === 'Cards' ? [] : cardElements(child)))];
}

export function parseMtgoDek(lines: readonly SourceLine[]): FormatResult {
  // A .dek file lists each printing (CatID) of a card as its own entry without naming the set: one card to a player.
  const deck = new DeckBuilder({ reportMerges: false });
  const text = lines.map((line) => line.text).join('\n');
  const lineAt = (index: number | undefined) => {
    const number = index === undefined ? 1 : text.slice(0, index).split('\n').length;
    return lines[number - 1] ?? lines[0];
  };
  let document: unknown;
  try {
    document = parser.parse(text);
  } catch (error) {
    // Past the parser's limits (nesting, entity expansion) or not XML at all.
    deck.reject(lines[0], `Not a readable .dek file: ${(error as Error).message}`);
    return deck.result();
  }
  for (const card of cardElements(document)) {
    const line = lineAt((card as Record<symbol, { startIndex?: number } | undefined>)[POSITION]?.startIndex);
    const name = card.Name?.trim();
    if (!name) {
      deck.reject(line, 'A <Cards> element without a Name');
      continue;
    }
    const type = card.Sideboard?.toLowerCase() === 'true' ? SIDEBOARD : MAIN;
    deck.add(line, { name, quantity: Number(card.Quantity ?? NaN), type });
  }
  return deck.result();
}

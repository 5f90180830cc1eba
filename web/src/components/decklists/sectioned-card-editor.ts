// The Edit Decklist card editor with the list's sections kept. The editor's line rules are the domain's
// (parseCardEditorText: "4 Lightning Bolt", duplicates merged, other lines ignored); this only lets a header line
// naming one of the list's card types ("Sideboard:") say which section the lines below it belong to, so that a card
// played in both the main deck and the sideboard does not collapse into one line when the list is edited.
import { cardEditorLine, parseCardEditorText } from '../../../../server/domain/deck-import/card-editor.ts';
import type { CardLine, MergedLines } from '../../../../server/domain/deck-import/types.ts';
import type { GameId } from '../../../../server/domain/games.ts';
import { groupCardsByType, typeOf, type CardLike } from './card-groups.ts';

export const NO_VALID_CARDS = 'No valid cards found. Please check the format.';

const asCardLine = (card: CardLike): CardLine => ({
  name: card.name,
  quantity: card.quantity,
  type: typeOf(card),
  cost: card.cost ?? null,
  rarity: card.rarity ?? null,
  set: card.set ?? null,
  number: card.number ?? null,
});

/**
 * One "4 Name" line per card, "4 Name SET 12" for a card held in several printings of a section; with more than one
 * type, each type's lines under a "Type:" header, in the game's order (Pokémon, Trainer, Energy).
 */
export function cardsAsSectionedText(cards: readonly CardLike[], game: GameId | null = null): string {
  const groups = groupCardsByType(cards, game);
  const lines = (list: readonly CardLike[]) => {
    const nameKey = (card: CardLike) => card.name.trim().toLowerCase();
    const printings = new Map<string, number>();
    for (const card of list) printings.set(nameKey(card), (printings.get(nameKey(card)) ?? 0) + 1);
    return list.map((card) => cardEditorLine(asCardLine(card), printings.get(nameKey(card))! > 1)).join('\n');
  };
  if (groups.length <= 1) return lines(cards);
  return groups.map((group) => `${group.type}:\n${lines(cards.filter((card) => typeOf(card) === group.type))}`).join('\n\n');
}

interface Section {
  /** The type the header named, or null for lines before any header. */
  type: string | null;
  lines: string[];
}

function splitSections(text: string, types: ReadonlyMap<string, string>): Section[] {
  const sections: Section[] = [{ type: null, lines: [] }];
  for (const line of text.split(/\r\n|\r|\n/)) {
    const header = types.get(line.trim().replace(/:$/, '').trim().toLowerCase());
    if (header) sections.push({ type: header, lines: [] });
    else sections[sections.length - 1].lines.push(line);
  }
  return sections.filter((section) => section.lines.some((line) => line.trim() !== ''));
}

/**
 * Reads the editor text against the cards being edited. Lines under a section header get that section's type; lines
 * before any header are typed as the domain parser does (from the card of that name, else 'Other'). Throws the
 * parser's 'No valid cards found' error when no line anywhere is a card.
 */
export function parseSectionedEditorText(
  text: string,
  previous: readonly CardLike[],
): { cards: CardLine[]; ignoredLines: number; merged: MergedLines[] } {
  const known = previous.map(asCardLine);
  const types = new Map(known.map((card) => [card.type.toLowerCase(), card.type]));
  const cards: CardLine[] = [];
  const merged: MergedLines[] = [];
  let ignoredLines = 0;
  for (const section of splitSections(text, types)) {
    const sectionText = section.lines.join('\n');
    try {
      const parsed = parseCardEditorText(sectionText, section.type ? known.filter((card) => card.type === section.type) : known);
      cards.push(...(section.type ? parsed.cards.map((card) => ({ ...card, type: section.type! })) : parsed.cards));
      ignoredLines += parsed.unmatched.length;
      merged.push(...parsed.merged);
    } catch (error) {
      if (!(error instanceof Error) || error.message !== NO_VALID_CARDS) throw error;
      ignoredLines += section.lines.filter((line) => line.trim() !== '').length;
    }
  }
  if (cards.length === 0) throw new Error(NO_VALID_CARDS);
  return { cards, ignoredLines, merged };
}

/** The editor's text with "1 <name>" as a new line after the line the cursor is on (so it joins that line's section). */
export function withCardLineAt(text: string, cursor: number, name: string): string {
  const lineEnd = text.indexOf('\n', Math.min(cursor, text.length));
  const at = lineEnd === -1 ? text.length : lineEnd;
  const before = text.slice(0, at);
  return `${before}${before === '' || before.endsWith('\n') ? '' : '\n'}1 ${name}${text.slice(at)}`;
}

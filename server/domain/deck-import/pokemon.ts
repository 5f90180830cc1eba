// Pokémon TCG Live export: "Pokémon: 12" / "Trainer: 34" / "Energy: 14" blocks of "4 Charmander PAF 7" lines, and a
// "Total Cards: 60" footer that is checked against what was read.
import { DeckBuilder } from './deck-builder.ts';
import { isCommentLine, readCountedLine, type SourceLine } from './lines.ts';
import type { FormatResult } from './types.ts';

/** Cards listed before any section header. */
const UNSECTIONED = 'Other';

const SECTION_HEADER = /^(pok[eé]mon|trainer|energy): ?(\d+)?$/i;
const TOTAL_FOOTER = /^total cards: ?(\d+)$/i;
/** Set codes: "PAF", "SVI", "PR-SV", "SVALT"; "Energy" is what older exports wrote as the set of basic energy. */
const SET_CODE = /^(?:(?=[A-Z0-9-]*[A-Z])[A-Z0-9]{2,6}(?:-[A-Z0-9]{1,4})?|Energy)$/;
/** Collector numbers: "7", "185", "TG12", "GG05", "SWSH284", "123a". */
const COLLECTOR_NUMBER = /^[A-Za-z]{0,5}\d{1,4}[a-z]?$/;
/** Limitless and TCG Live append "PH" to a parallel-holo printing. */
const PRINTING_MARK = 'PH';

export function isPokemonSectionHeader(text: string): boolean {
  return SECTION_HEADER.test(text);
}

function sectionType(headerWord: string): string {
  const word = headerWord.toLowerCase();
  if (word === 'trainer') return 'Trainer';
  if (word === 'energy') return 'Energy';
  return 'Pokémon';
}

/** "Charizard ex OBF 125" -> name, set, number. Basic energy is often written without them ("Basic Fire Energy"). */
function readPokemonCard(rest: string): { name: string; set: string | null; number: string | null } {
  const words = rest.split(' ');
  if (words.length > 1 && words[words.length - 1] === PRINTING_MARK) words.pop();
  const number = words[words.length - 1];
  const set = words[words.length - 2];
  if (words.length >= 3 && COLLECTOR_NUMBER.test(number) && SET_CODE.test(set)) {
    return { name: words.slice(0, -2).join(' '), set, number };
  }
  return { name: words.join(' '), set: null, number: null };
}

export function parsePokemon(lines: readonly SourceLine[]): FormatResult {
  const deck = new DeckBuilder();
  let section = UNSECTIONED;
  let declaredTotal: { line: SourceLine; total: number } | null = null;

  for (const line of lines) {
    const { text } = line;
    if (text === '' || isCommentLine(text)) continue;
    const header = SECTION_HEADER.exec(text);
    if (header) {
      section = sectionType(header[1]);
      continue;
    }
    const footer = TOTAL_FOOTER.exec(text);
    if (footer) {
      declaredTotal ??= { line, total: Number(footer[1]) };
      continue;
    }
    const counted = readCountedLine(text);
    if (!counted) {
      deck.reject(line, 'Expected "<quantity> <card name> <set> <number>", e.g. "4 Charmander PAF 7"');
      continue;
    }
    const { name, set, number } = readPokemonCard(counted.rest);
    deck.add(line, { name, quantity: counted.quantity, type: section, set, number });
  }

  if (declaredTotal && declaredTotal.total !== deck.totalQuantity) {
    deck.reject(
      declaredTotal.line,
      `Total Cards says ${declaredTotal.total} but ${deck.totalQuantity} cards were read`,
    );
  }
  return deck.result();
}

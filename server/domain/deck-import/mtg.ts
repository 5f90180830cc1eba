// Magic: The Gathering exports: MTG Arena ("Deck" / "Sideboard" / "Commander" / "Companion" blocks, lines like
// "4 Monastery Swiftspear (BRO) 144") and MTGO text ("4 Lightning Bolt", a "SIDEBOARD:" header or "SB: 2 Abrade").
import { DeckBuilder } from './deck-builder.ts';
import { isCommentLine, readCountedLine, readSectionHeader, type SourceLine } from './lines.ts';
import type { FormatResult } from './types.ts';

const MAIN = 'Main Deck';
const SIDEBOARD = 'Sideboard';
const COMMANDER = 'Commander';
const COMPANION = 'Companion';
/** Not a card type: the About block of an Arena export names the deck ("Name Mono-Red Aggro"). */
const ABOUT = 'About';

const SECTIONS: Readonly<Record<string, string>> = {
  deck: MAIN,
  main: MAIN,
  maindeck: MAIN,
  mainboard: MAIN,
  'main deck': MAIN,
  sideboard: SIDEBOARD,
  'side board': SIDEBOARD,
  commander: COMMANDER,
  companion: COMPANION,
  about: ABOUT,
};

/** The headers MTG Arena writes, exactly as it writes them (no colon, no count). */
const ARENA_HEADER = /^(?:deck|sideboard|commander|companion|about)$/i;
const MTGO_SIDEBOARD_HEADER = /^sideboard:$/i;
const SIDEBOARD_PREFIX = /^SB: ?/i;
/** Moxfield and others mark printings after the collector number: "*F*" foil, "*E*" etched. */
const PRINTING_MARK = / \*[A-Za-z]+\*$/;
/** "Fire // Ice (MH2) 290", "Island (PLST) ELD-254", "Lightning Bolt (STA)": the number is optional. */
const SET_AND_NUMBER = /^(.+) \(([A-Za-z0-9]{2,8})\)(?: (\S+))?$/;
const DECK_NAME = /^Name (.+)$/;

export function isArenaHeader(text: string): boolean {
  return ARENA_HEADER.test(text);
}

export function isMtgoSideboardMarker(text: string): boolean {
  return MTGO_SIDEBOARD_HEADER.test(text) || SIDEBOARD_PREFIX.test(text);
}

/** Whether the card part of a line carries an Arena set code and collector number ("Play with Fire (MID) 154"). */
export function hasArenaSetAndNumber(cardText: string): boolean {
  return SET_AND_NUMBER.test(cardText.replace(PRINTING_MARK, ''));
}

function readMtgCard(rest: string): { name: string; set: string | null; number: string | null } {
  const withoutMark = rest.replace(PRINTING_MARK, '');
  const match = SET_AND_NUMBER.exec(withoutMark);
  if (!match) return { name: withoutMark, set: null, number: null };
  return { name: match[1], set: match[2].toUpperCase(), number: match[3] ?? null };
}

/**
 * Without an explicit sideboard marker, a blank line after main-deck cards starts the sideboard (how Arena and MTGO
 * both write a sideboard they do not label), and a blank line after the commander or companion returns to the main
 * deck. With a marker anywhere in the text, blank lines are only spacing.
 */
function sectionAfterBlank(section: string, hasExplicitSideboard: boolean): string {
  if (section === MAIN) return hasExplicitSideboard ? MAIN : SIDEBOARD;
  if (section === COMMANDER || section === COMPANION) return MAIN;
  return section;
}

export function parseMtg(lines: readonly SourceLine[]): FormatResult {
  const deck = new DeckBuilder();
  const hasExplicitSideboard = lines.some(
    ({ text }) => SIDEBOARD_PREFIX.test(text) || readSectionHeader(text, SECTIONS) === SIDEBOARD,
  );
  let section = MAIN;
  let cardsInSection = 0;
  let blankAfterCards = false;

  for (const line of lines) {
    const { text } = line;
    if (text === '') {
      if (section === ABOUT) section = MAIN;
      blankAfterCards ||= cardsInSection > 0;
      continue;
    }
    const header = readSectionHeader(text, SECTIONS);
    if (header) {
      section = header;
      cardsInSection = 0;
      blankAfterCards = false;
      continue;
    }
    if (section === ABOUT) {
      const name = DECK_NAME.exec(text);
      if (name) deck.setMetadata('name', name[1]);
      else deck.reject(line, 'Expected "Name <deck name>" in the About section');
      continue;
    }
    if (isCommentLine(text)) continue;

    const sideboardPrefix = SIDEBOARD_PREFIX.exec(text);
    const cardText = sideboardPrefix ? text.slice(sideboardPrefix[0].length) : text;
    const counted = readCountedLine(cardText);
    if (!counted) {
      // Some tools copy Arena's "Name <deck name>" line without the About header above it.
      const deckName = sideboardPrefix ? null : DECK_NAME.exec(text);
      if (deckName) deck.setMetadata('name', deckName[1]);
      else deck.reject(line, 'Expected "<quantity> <card name>", e.g. "4 Lightning Bolt" or "4 Play with Fire (MID) 154"');
      continue;
    }
    if (blankAfterCards) {
      const next = sectionAfterBlank(section, hasExplicitSideboard);
      if (next !== section) cardsInSection = 0;
      section = next;
      blankAfterCards = false;
    }
    const { name, set, number } = readMtgCard(counted.rest);
    const type = sideboardPrefix ? SIDEBOARD : section;
    if (deck.add(line, { name, quantity: counted.quantity, type, set, number }) && !sideboardPrefix) cardsInSection++;
  }
  return deck.result();
}

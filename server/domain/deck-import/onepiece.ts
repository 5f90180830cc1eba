// One Piece Card Game lists as the simulators and deck builders export them: "4xOP01-016" (no space), or
// "4x OP01-016 Nami" / "4 OP01-016 Nami". The leader is either named ("Leader: OP01-001", a "Leader" header) or is
// the first line when it has quantity 1, which is how OPTCGSim and most builders write it.
import { DeckBuilder } from './deck-builder.ts';
import { isCommentLine, readLeadingQuantity, readSectionHeader, type SourceLine } from './lines.ts';
import type { FormatResult } from './types.ts';

const LEADER = 'Leader';
const MAIN = 'Main Deck';
const SECTIONS: Readonly<Record<string, string>> = { leader: LEADER, deck: MAIN, main: MAIN, 'main deck': MAIN };

/** "OP01-016", "ST10-003", "EB01-012", "PRB01-001", "P-001"; "_p1"/"_r1" mark alternate arts of the same card. */
const CARD_ID = /^((?:OP|ST|EB|PRB)\d{2}|P)-\d{3}(?:_[A-Za-z0-9]+)?$/i;
/** "4xOP01-016 [name]": the quantity glued to the id. */
const COMPACT_LINE = /^(\d+)[xX×](\S+)(?: (.+))?$/;
const LEADER_PREFIX = /^leader: ?/i;

interface IdLine {
  quantity: number;
  id: string;
  name: string | null;
}

function splitFirstWord(text: string): [string, string | null] {
  const space = text.indexOf(' ');
  return space === -1 ? [text, null] : [text.slice(0, space), text.slice(space + 1)];
}

/** A line naming a card by its id, with its quantity (1 when `quantityOptional` and none is written). */
function readIdLine(text: string, quantityOptional = false): IdLine | null {
  const compact = COMPACT_LINE.exec(text);
  if (compact && CARD_ID.test(compact[2])) return { quantity: Number(compact[1]), id: compact[2], name: compact[3] ?? null };
  const counted = readLeadingQuantity(text);
  const [first, rest] = splitFirstWord(counted ? counted.rest : text);
  if (!CARD_ID.test(first) || (!counted && !quantityOptional)) return null;
  return { quantity: counted ? counted.quantity : 1, id: first, name: rest };
}

export function hasOnePieceCardId(text: string): boolean {
  return readIdLine(text) !== null;
}

interface OnePieceCard {
  quantity: number;
  name: string;
  set: string | null;
  number: string | null;
  /** What makes two lines the same card: the id without its alternate-art suffix, else the name. */
  identity: string;
}

/** The card a line names: by id, or by name alone when the export gives none (kept rather than dropped). */
function readOnePieceCard(text: string, isLeaderLine: boolean): OnePieceCard | null {
  const idLine = readIdLine(text, isLeaderLine);
  if (idLine) {
    const number = idLine.id.toUpperCase();
    const identity = number.replace(/_.*$/, '');
    return { quantity: idLine.quantity, name: idLine.name ?? number, set: identity.split('-')[0], number, identity };
  }
  const counted = readLeadingQuantity(text);
  if (counted) return { quantity: counted.quantity, name: counted.rest, set: null, number: null, identity: counted.rest };
  if (isLeaderLine && text !== '') return { quantity: 1, name: text, set: null, number: null, identity: text };
  return null;
}

export function parseOnePiece(lines: readonly SourceLine[]): FormatResult {
  const deck = new DeckBuilder();
  const namesLeader = lines.some(({ text }) => LEADER_PREFIX.test(text) || readSectionHeader(text, SECTIONS) === LEADER);
  let section = MAIN;
  let firstCard = true;
  let leaderNamed = false;

  for (const line of lines) {
    const { text } = line;
    if (text === '' || isCommentLine(text)) continue;
    const header = readSectionHeader(text, SECTIONS);
    if (header) {
      section = header;
      continue;
    }
    const leaderPrefix = LEADER_PREFIX.exec(text);
    const found = readOnePieceCard(leaderPrefix ? text.slice(leaderPrefix[0].length) : text, leaderPrefix !== null);
    if (!found) {
      deck.reject(line, 'Expected "<quantity>x<card id>", e.g. "4xOP01-016", or "<quantity> <card name>"');
      continue;
    }
    const isLeader = leaderPrefix !== null || section === LEADER || (!namesLeader && firstCard && found.quantity === 1);
    firstCard = false;
    // A "Leader" header introduces the one leader card; what follows is the deck even without a "Deck" header.
    const type = isLeader ? LEADER : section;
    if (section === LEADER) section = MAIN;
    const { name, quantity, set, number, identity } = found;
    if (deck.add(line, { name, quantity, type, set, number }, identity) && isLeader && !leaderNamed) {
      leaderNamed = true;
      deck.setMetadata('leader', name);
    }
  }
  return deck.result();
}

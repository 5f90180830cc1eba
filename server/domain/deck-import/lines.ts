// Line and quantity helpers shared by every format parser, so that "4", "4x", "4X", "x4" and "Name x4" mean the same
// thing everywhere and no format module carries its own copy of these rules.
//
// Every pattern here runs on lines whose whitespace has been collapsed to single spaces (see toSourceLines), is
// anchored, and has no nested or adjacent overlapping quantifiers: a 100,000-character line must not make any of them
// backtrack catastrophically.

export const MAX_QUANTITY = 999;

/** Longest text kept in an unmatched-line report; the full line is in the submitted text anyway. */
const MAX_REPORTED_TEXT = 200;

/** Header candidates are short; longer lines are never treated as headers, which also bounds header matching cost. */
const MAX_HEADER_LENGTH = 40;

export interface SourceLine {
  /** 1-based line number in the submitted text. */
  number: number;
  /** The line trimmed, with every whitespace run (tabs, no-break spaces, a BOM) collapsed to one space. */
  text: string;
}

/** Splits text on CRLF, CR or LF. Collapsing whitespace lets exports that pad with tabs or double spaces parse alike. */
export function toSourceLines(text: string): SourceLine[] {
  return text.split(/\r\n|\r|\n/).map((raw, index) => ({ number: index + 1, text: raw.replace(/\s+/g, ' ').trim() }));
}

export function reportedText(text: string): string {
  return text.length > MAX_REPORTED_TEXT ? `${text.slice(0, MAX_REPORTED_TEXT)}…` : text;
}

export interface CountedText {
  quantity: number;
  /** What follows (or precedes) the quantity: the card name, possibly with set and number. */
  rest: string;
}

// "4 Name", "4x Name", "4 x Name", "x4 Name", "×4 Name". A name that starts with "X" ("4 X-Men") still parses because
// the x is only taken as the multiplier when a space follows it.
const LEADING_QUANTITY = /^(?:[xX×] ?(\d+)|(\d+) ?[xX×]?) (\S.*)$/;
// "Name x4", "Name x 4", "Name ×4".
const TRAILING_QUANTITY = / [xX×] ?(\d+)$/;

/** A quantity written before the card name. */
export function readLeadingQuantity(text: string): CountedText | null {
  const match = LEADING_QUANTITY.exec(text);
  if (!match) return null;
  return { quantity: Number(match[1] ?? match[2]), rest: match[3] };
}

/** A quantity before the card name, or after it as "Name x4". */
export function readCountedLine(text: string): CountedText | null {
  const leading = readLeadingQuantity(text);
  if (leading) return leading;
  const match = TRAILING_QUANTITY.exec(text);
  if (!match || match.index === 0) return null;
  return { quantity: Number(match[1]), rest: text.slice(0, match.index) };
}

/** Why a quantity cannot be accepted, or null when it can. */
export function quantityProblem(quantity: number): string | null {
  if (!Number.isSafeInteger(quantity) || quantity <= 0 || quantity > MAX_QUANTITY) {
    return `Quantity must be between 1 and ${MAX_QUANTITY}`;
  }
  return null;
}

export function isCommentLine(text: string): boolean {
  return text.startsWith('//') || text.startsWith('#');
}

/**
 * The section a short header line names, looked up in `sections` (keys in lower case), or null. Tolerates the
 * decorations exports add around a section name: "// Sideboard", "Sideboard:", "Sideboard (15)", "Sideboard: 15".
 */
export function readSectionHeader(text: string, sections: Readonly<Record<string, string>>): string | null {
  if (text.length > MAX_HEADER_LENGTH) return null;
  const name = text
    .replace(/^\/\/ ?/, '')
    .replace(/ ?(?:\(\d+\)|: ?\d+|:)$/, '')
    .toLowerCase();
  return Object.hasOwn(sections, name) ? sections[name] : null;
}

/** A URL anywhere in the line (deck sites append "See the full deck at: https://..."). */
export function findUrl(text: string): string | null {
  const match = /https?:\/\/\S+/i.exec(text);
  return match ? match[0] : null;
}

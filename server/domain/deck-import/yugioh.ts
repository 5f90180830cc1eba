// Yu-Gi-Oh! decks as .ydk files ("#main" / "#extra" / "!side" blocks, one passcode per line, a repeated passcode is
// another copy) and as ydke:// strings (three base64 blobs of little-endian uint32 passcodes). There is no card
// database offline, so a card's name is its passcode; the passcode is also kept in `number`.
import { DeckBuilder } from './deck-builder.ts';
import type { SourceLine } from './lines.ts';
import type { FormatResult } from './types.ts';

const MAIN = 'Main Deck';
const EXTRA = 'Extra Deck';
const SIDE = 'Side Deck';
const YDKE_SECTIONS = [MAIN, EXTRA, SIDE] as const;

const YDK_SECTIONS: Readonly<Record<string, string>> = { '#main': MAIN, '#extra': EXTRA, '!side': SIDE };
const CREATED_BY = /^#created by ?(.*)$/i;
const PASSCODE = /^\d{1,10}$/;
const MAX_PASSCODE = 0xffff_ffff;
const YDKE_PREFIX = /^ydke:\/\//i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export function isYdkSectionHeader(text: string): boolean {
  return Object.hasOwn(YDK_SECTIONS, text.toLowerCase());
}

export function isYdke(text: string): boolean {
  return YDKE_PREFIX.test(text);
}

/** Canonical passcode text: "05318639" and "5318639" are the same card. */
function passcodeText(passcode: number): string {
  return String(passcode);
}

function addPasscode(deck: DeckBuilder, line: SourceLine, passcode: number, type: string): void {
  const name = passcodeText(passcode);
  deck.add(line, { name, quantity: 1, type, number: name });
}

/** Decodes one base64 blob of a ydke:// string; returns the reason when it is not a list of passcodes. */
function decodePasscodes(blob: string): number[] | string {
  // ydke:// uses standard base64, but URL-safe copies of it circulate too.
  const base64 = blob.replace(/-/g, '+').replace(/_/g, '/');
  if (!BASE64.test(base64)) return 'contains characters that are not base64';
  let bytes: string;
  try {
    bytes = atob(base64);
  } catch {
    return 'is not valid base64';
  }
  if (bytes.length % 4 !== 0) return 'does not hold whole 4-byte passcodes';
  const passcodes: number[] = [];
  for (let i = 0; i < bytes.length; i += 4) {
    const passcode =
      (bytes.charCodeAt(i) | (bytes.charCodeAt(i + 1) << 8) | (bytes.charCodeAt(i + 2) << 16) | (bytes.charCodeAt(i + 3) << 24)) >>> 0;
    passcodes.push(passcode);
  }
  return passcodes;
}

function parseYdkeLine(deck: DeckBuilder, line: SourceLine): void {
  const blobs = line.text.replace(YDKE_PREFIX, '').split('!');
  // "ydke://main!extra!side!" splits into four parts, the last empty; anything beyond the side deck is not ydke.
  if (blobs.slice(YDKE_SECTIONS.length).some((extra) => extra !== '')) {
    deck.reject(line, 'A ydke:// string has at most three parts (main!extra!side!)');
    return;
  }
  const decoded = YDKE_SECTIONS.map((_, i) => decodePasscodes(blobs[i] ?? ''));
  const problem = decoded.findIndex((part) => typeof part === 'string');
  if (problem !== -1) {
    deck.reject(line, `The ${YDKE_SECTIONS[problem]} part of the ydke:// string ${decoded[problem] as string}`);
    return;
  }
  decoded.forEach((passcodes, i) => {
    for (const passcode of passcodes as number[]) {
      if (passcode === 0) deck.reject(line, `The ${YDKE_SECTIONS[i]} part of the ydke:// string holds passcode 0`);
      else addPasscode(deck, line, passcode, YDKE_SECTIONS[i]);
    }
  });
}

export function parseYugioh(lines: readonly SourceLine[]): FormatResult {
  // A .ydk file writes a passcode once per copy: merging its lines is how it is read, not news.
  const deck = new DeckBuilder({ reportMerges: false });
  let section = MAIN;
  for (const line of lines) {
    const { text } = line;
    if (text === '') continue;
    if (isYdke(text)) {
      parseYdkeLine(deck, line);
      continue;
    }
    if (isYdkSectionHeader(text)) {
      section = YDK_SECTIONS[text.toLowerCase()];
      continue;
    }
    const author = CREATED_BY.exec(text);
    if (author) {
      if (author[1]) deck.setMetadata('created_by', author[1]);
      continue;
    }
    if (text.startsWith('#')) continue; // other .ydk comments
    const passcode = PASSCODE.test(text) ? Number(text) : NaN;
    if (passcode > 0 && passcode <= MAX_PASSCODE) addPasscode(deck, line, passcode, section);
    else deck.reject(line, 'Expected a card passcode (digits only), a #main / #extra / !side header or a ydke:// string');
  }
  return deck.result();
}

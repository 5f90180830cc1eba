// A decklist written back in its game's export formats, so that a list kept here goes into MTG Arena, MTGO, Pokémon
// TCG Live, a Yu-Gi-Oh! simulator or a One Piece simulator as it came out of them. Each writer produces text that the
// importer (deck-import/) reads back to the same cards: tests/unit/deck-export.test.ts holds them to that. Pure, so
// the web client writes the text for Copy and Download without a request.
import type { GameId } from './games.ts';

/** The parts of a stored card line an export writes. `type` is the line's section as stored (Sideboard, Leader, …). */
export interface ExportCard {
  readonly name: string;
  readonly quantity: number;
  readonly type: string;
  readonly set?: string | null;
  readonly number?: string | null;
}

export type ExportFormatId = 'arena' | 'mtgo' | 'ptcgl' | 'ydk' | 'ydke' | 'optcgsim' | 'onepiece-names' | 'lorcana' | 'fabrary' | 'text';

export interface ExportFormat {
  id: ExportFormatId;
  /** What players call it, for the format chooser. */
  label: string;
  /** The file name's ending for Download. */
  extension: string;
}

export interface DeckExport {
  text: string;
  /** Cards the format cannot carry (a Yu-Gi-Oh! card known only by name has no passcode for a .ydk), left out. */
  omitted: string[];
}

const FORMATS: Record<ExportFormatId, ExportFormat> = {
  arena: { id: 'arena', label: 'MTG Arena', extension: 'txt' },
  mtgo: { id: 'mtgo', label: 'MTGO (.txt)', extension: 'txt' },
  ptcgl: { id: 'ptcgl', label: 'Pokémon TCG Live', extension: 'txt' },
  ydk: { id: 'ydk', label: 'YDK file', extension: 'ydk' },
  ydke: { id: 'ydke', label: 'ydke:// link', extension: 'txt' },
  optcgsim: { id: 'optcgsim', label: 'OPTCGSim (card ids)', extension: 'txt' },
  'onepiece-names': { id: 'onepiece-names', label: 'Card ids with names', extension: 'txt' },
  lorcana: { id: 'lorcana', label: 'Lorcana (Dreamborn, Inktable)', extension: 'txt' },
  fabrary: { id: 'fabrary', label: 'Fabrary', extension: 'txt' },
  text: { id: 'text', label: 'Plain text by section', extension: 'txt' },
};

const GAME_FORMATS: Partial<Record<GameId, ExportFormatId[]>> = {
  mtg: ['arena', 'mtgo'],
  pokemon: ['ptcgl'],
  yugioh: ['ydk', 'ydke'],
  onepiece: ['optcgsim', 'onepiece-names'],
  lorcana: ['lorcana'],
  fab: ['fabrary'],
};

/** The formats a game's lists can be exported in, the most used first; plain text for the games without an importer of their own. */
export function exportFormatsFor(game: GameId | null): ExportFormat[] {
  const ids: ExportFormatId[] = (game && GAME_FORMATS[game]) || ['text'];
  return ids.map((id) => FORMATS[id]);
}

const line = (card: ExportCard, separator = ' ') => `${card.quantity}${separator}${card.name}`;
const inSections = (cards: readonly ExportCard[], sections: readonly string[]) => cards.filter((card) => sections.includes(card.type));
const outside = (cards: readonly ExportCard[], sections: readonly string[]) => cards.filter((card) => !sections.includes(card.type));

/** Blocks of lines, each with an optional header, empty blocks dropped, separated by a blank line. */
function blocks(parts: readonly { header?: string; lines: readonly string[] }[]): string {
  return parts
    .filter((part) => part.lines.length > 0)
    .map((part) => [...(part.header === undefined ? [] : [part.header]), ...part.lines].join('\n'))
    .join('\n\n');
}

/** The sections in the order their first card appears: the order the list was imported or typed in. */
function sectionsInOrder(cards: readonly ExportCard[]): string[] {
  return [...new Set(cards.map((card) => card.type))];
}

// ---- Magic ----

const MTG_SIDES = ['Sideboard', 'Commander', 'Companion'];

/** "4 Heartfire Hero (BLB) 138": Arena's line, with the printing where it is known. */
function arenaLine(card: ExportCard): string {
  if (!card.set) return line(card);
  return `${line(card)} (${card.set})${card.number ? ` ${card.number}` : ''}`;
}

function arena(cards: readonly ExportCard[], name: string): string {
  return blocks([
    { header: 'About', lines: name ? [`Name ${name}`] : [] },
    { header: 'Commander', lines: inSections(cards, ['Commander']).map(arenaLine) },
    { header: 'Companion', lines: inSections(cards, ['Companion']).map(arenaLine) },
    { header: 'Deck', lines: outside(cards, MTG_SIDES).map(arenaLine) },
    { header: 'Sideboard', lines: inSections(cards, ['Sideboard']).map(arenaLine) },
  ]);
}

/** MTGO's text file: the main deck, a blank line, the sideboard. A commander or companion goes with the sideboard, as MTGO keeps it. */
function mtgo(cards: readonly ExportCard[]): string {
  const side = inSections(cards, MTG_SIDES);
  return [outside(cards, MTG_SIDES).map((card) => line(card)).join('\n'), ...(side.length ? [side.map((card) => line(card)).join('\n')] : [])].join('\n\n');
}

// ---- Pokémon ----

const POKEMON_SECTIONS = ['Pokémon', 'Trainer', 'Energy'];

function ptcgl(cards: readonly ExportCard[]): string {
  const ptcglLine = (card: ExportCard) => [line(card), card.set, card.number].filter(Boolean).join(' ');
  const total = cards.reduce((sum, card) => sum + card.quantity, 0);
  const section = (type: string) => {
    const of = inSections(cards, [type]);
    return { header: `${type}: ${of.reduce((sum, card) => sum + card.quantity, 0)}`, lines: of.map(ptcglLine) };
  };
  return `${blocks([{ lines: outside(cards, POKEMON_SECTIONS).map(ptcglLine) }, ...POKEMON_SECTIONS.map(section)])}\n\nTotal Cards: ${total}`;
}

// ---- Yu-Gi-Oh! ----

const YGO_SECTIONS = ['Main Deck', 'Extra Deck', 'Side Deck'] as const;
const PASSCODE = /^\d{1,10}$/;

/** A card's passcode: imported lists keep it in `number`, and a list typed by passcode has it as its name. */
function passcodeOf(card: ExportCard): number | null {
  const text = [card.number, card.name].find((value) => value && PASSCODE.test(value));
  const passcode = text ? Number(text) : 0;
  return passcode > 0 && passcode <= 0xffff_ffff ? passcode : null;
}

/** Passcodes per section (a card outside the three sections goes in the main deck), and the cards without one. */
function passcodes(cards: readonly ExportCard[]): { sections: number[][]; omitted: string[] } {
  const sections: number[][] = YGO_SECTIONS.map(() => []);
  const omitted: string[] = [];
  for (const card of cards) {
    const passcode = passcodeOf(card);
    if (passcode === null) {
      omitted.push(card.name);
      continue;
    }
    const index = Math.max(0, YGO_SECTIONS.indexOf(card.type as (typeof YGO_SECTIONS)[number]));
    for (let copy = 0; copy < card.quantity; copy++) sections[index].push(passcode);
  }
  return { sections, omitted };
}

function ydk(cards: readonly ExportCard[]): DeckExport {
  const { sections, omitted } = passcodes(cards);
  const [main, extra, side] = sections.map((codes) => codes.map(String));
  return { text: ['#created by Sideboard', '#main', ...main, '#extra', ...extra, '!side', ...side].join('\n'), omitted };
}

/** ydke://main!extra!side!: each part the base64 of its passcodes as little-endian 32-bit integers. */
function ydke(cards: readonly ExportCard[]): DeckExport {
  const { sections, omitted } = passcodes(cards);
  const part = (codes: number[]) => {
    const bytes = new Uint8Array(new Uint32Array(codes).buffer);
    return btoa(String.fromCharCode(...bytes));
  };
  return { text: `ydke://${sections.map(part).join('!')}!`, omitted };
}

// ---- One Piece ----

/** "1xOP01-001" with the leader first; `withNames` adds the name where the list knows more than the id. */
function onePiece(cards: readonly ExportCard[], withNames: boolean): DeckExport {
  const ordered = [...inSections(cards, ['Leader']), ...outside(cards, ['Leader'])];
  const omitted: string[] = [];
  const lines: string[] = [];
  for (const card of ordered) {
    if (!card.number) {
      if (withNames) lines.push(line(card));
      else omitted.push(card.name);
      continue;
    }
    const named = withNames && card.name !== card.number ? ` ${card.name}` : '';
    lines.push(`${card.quantity}x${card.number}${named}`);
  }
  return { text: lines.join('\n'), omitted };
}

// ---- Flesh and Blood, Lorcana, everything else ----

function fabrary(cards: readonly ExportCard[], name: string): string {
  const hero = inSections(cards, ['Hero'])[0];
  const header = [...(name ? [`Name: ${name}`] : []), ...(hero ? [`Hero: ${hero.name}`] : [])];
  return blocks([
    { lines: header },
    { header: 'Arena cards', lines: inSections(cards, ['Arena']).map((card) => line(card, 'x ')) },
    { header: 'Deck cards', lines: outside(cards, ['Hero', 'Arena']).map((card) => line(card, 'x ')) },
  ]);
}

/** "Section:" headers over "4 Name" lines, in the list's own order: what any game's importer here reads. */
function plainText(cards: readonly ExportCard[]): string {
  return blocks(sectionsInOrder(cards).map((type) => ({ header: `${type}:`, lines: inSections(cards, [type]).map((card) => line(card)) })));
}

/** The decklist in one export format. `name` is the decklist's, written where the format has a place for it. */
export function exportDeck(cards: readonly ExportCard[], format: ExportFormatId, name = ''): DeckExport {
  const complete = (text: string): DeckExport => ({ text, omitted: [] });
  switch (format) {
    case 'arena':
      return complete(arena(cards, name));
    case 'mtgo':
      return complete(mtgo(cards));
    case 'ptcgl':
      return complete(ptcgl(cards));
    case 'ydk':
      return ydk(cards);
    case 'ydke':
      return ydke(cards);
    case 'optcgsim':
      return onePiece(cards, false);
    case 'onepiece-names':
      return onePiece(cards, true);
    case 'lorcana':
      return complete(cards.map((card) => line(card)).join('\n'));
    case 'fabrary':
      return complete(fabrary(cards, name));
    case 'text':
      return complete(plainText(cards));
  }
}

// Complete exported lists, one per supported format, parsed with detection and with LF, CRLF and bare CR endings.
import { describe, expect, it } from 'vitest';
import { detectGame, parseDeckText } from '../../../server/domain/deck-import/index.ts';
import { fixture, quantityOfType, withLineEndings } from './helpers.ts';

interface FixtureCase {
  file: string;
  game: string;
  format_name: string;
  total: number;
  unique: number;
  rows: number;
  types: Record<string, number>;
  metadata: Record<string, string>;
}

const CASES: FixtureCase[] = [
  {
    file: 'mtg-arena-standard.txt',
    game: 'mtg',
    format_name: 'MTG Arena',
    total: 75,
    unique: 20,
    // Mountain in two printings (FDN 279, BLB 374) is two rows.
    rows: 23,
    types: { 'Main Deck': 60, Sideboard: 15 },
    metadata: { name: 'Mono-Red Aggro' },
  },
  {
    file: 'mtgo-modern-burn.txt',
    game: 'mtg',
    format_name: 'MTGO',
    total: 75,
    unique: 24,
    rows: 24,
    types: { 'Main Deck': 60, Sideboard: 15 },
    metadata: {},
  },
  {
    file: 'mtgo-modern-burn.dek.txt',
    game: 'mtg',
    format_name: 'MTGO .dek',
    total: 75,
    unique: 24,
    rows: 24,
    types: { 'Main Deck': 60, Sideboard: 15 },
    metadata: {},
  },
  {
    file: 'pokemon-tcg-live.txt',
    game: 'pokemon',
    format_name: 'Pokémon TCG Live',
    total: 60,
    unique: 31,
    rows: 31,
    types: { Pokémon: 19, Trainer: 33, Energy: 8 },
    metadata: {},
  },
  {
    file: 'yugioh-snake-eye.ydk.txt',
    game: 'yugioh',
    format_name: 'YDK',
    total: 70,
    unique: 44,
    rows: 44,
    types: { 'Main Deck': 40, 'Extra Deck': 15, 'Side Deck': 15 },
    metadata: { created_by: 'YGOPRODeck' },
  },
  {
    file: 'lorcana-ruby-amethyst.txt',
    game: 'lorcana',
    format_name: 'Lorcana',
    total: 60,
    unique: 15,
    rows: 15,
    types: { Other: 60 },
    metadata: {},
  },
  {
    file: 'onepiece-zoro.txt',
    game: 'onepiece',
    format_name: 'One Piece',
    total: 51,
    unique: 14,
    rows: 14,
    types: { Leader: 1, 'Main Deck': 50 },
    metadata: { leader: 'OP01-001' },
  },
  {
    file: 'fabrary-dorinthea-cc.txt',
    game: 'fab',
    format_name: 'Fabrary',
    total: 69,
    unique: 29,
    rows: 29,
    types: { Hero: 1, Arena: 8, Deck: 60 },
    metadata: {
      name: 'Dorinthea CC - Calling Winner',
      hero: 'Dorinthea Ironsong',
      format: 'Classic Constructed',
      url: 'https://fabrary.net/decks/01HQZ8R5JYC2N8Y6W7ZK3E4T9M',
    },
  },
];

describe.each([
  ['LF', '\n'],
  ['CRLF', '\r\n'],
  ['CR', '\r'],
])('complete exported lists with %s line endings', (_label, ending) => {
  it.each(CASES)('$file: detected as $format_name with every card read', (c) => {
    const text = withLineEndings(fixture(c.file), ending);
    expect(detectGame(text)).toEqual({ game: c.game, format_name: c.format_name });

    const deck = parseDeckText(text);
    expect(deck.game).toBe(c.game);
    expect(deck.format_name).toBe(c.format_name);
    expect(deck.unmatched).toEqual([]);
    expect(deck.cards).toHaveLength(c.rows);
    expect(deck.stats).toEqual({ total_cards: c.total, unique_cards: c.unique, types: c.types });
    for (const [type, quantity] of Object.entries(c.types)) expect(quantityOfType(deck, type)).toBe(quantity);
    expect(deck.metadata).toEqual(c.metadata);
  });
});

describe('the same lists when the caller names the game', () => {
  it.each(CASES)('$file parses identically with game $game', (c) => {
    const text = fixture(c.file);
    expect(parseDeckText(text, c.game as never)).toEqual(parseDeckText(text));
  });

  it('keeps a BOM, trailing spaces and tabs from changing anything', () => {
    const text = fixture('mtg-arena-standard.txt');
    const padded = `\uFEFF${text
      .split('\n')
      .map((line) => `  ${line.replace(' ', '\t')} \t`)
      .join('\r\n')}`;
    expect(parseDeckText(padded)).toEqual(parseDeckText(text));
  });
});

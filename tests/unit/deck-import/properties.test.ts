// Properties over arbitrary input: the parsers either return a consistent deck or throw a ValidationError, never
// anything else, and the stats always add up.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../../server/domain/errors.ts';
import { GAMES, type GameId } from '../../../server/domain/games.ts';
import {
  deckStats,
  MAX_QUANTITY,
  parseCardEditorText,
  parseDeckText,
  type CardLine,
  type ParsedDeck,
  type UnmatchedLine,
} from '../../../server/domain/deck-import/index.ts';
import { sumOfQuantities } from './helpers.ts';

/** The unit project keeps vitest's 5 s default; hundreds of runs can exceed it on a busy machine. */
const PROPERTY_TIMEOUT_MS = 60_000;

const DECK_TEXT_ERRORS = [
  'Deck text is required',
  'Deck text is too long (max 100,000 characters)',
  'No cards found in the deck text',
];
const EDITOR_ERRORS = ['No valid cards found. Please check the format.', 'Card list is too long (max 100,000 characters)'];

/** Any UTF-16 code unit, lone surrogates included: pasted text is not guaranteed to be well-formed. */
const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));
/** Characters that carry meaning to some parser, so random text hits headers, quantities and separators often. */
const meaningful = fc.constantFrom(...'0123456789xX× :/#!()-–—*\r\n\t\uFEFF\u00a0abcOPSTé’'.split(''), 'ydke://', 'SB: ', '#main', '!side', 'Pokémon: ', 'Hero: ', 'Deck', 'Sideboard', 'OP01-016', '(red)', ' - ', 'Total Cards: ');

const anyText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ unit: anyCodeUnit, maxLength: 300 }),
  fc.string({ unit: meaningful, maxLength: 120 }),
);
const anyGame = fc.option(fc.constantFrom(...(Object.keys(GAMES) as GameId[])), { nil: undefined });

/** A card name that no parser can mistake for something else. */
const cardName = fc
  .array(fc.constantFrom('Lightning', 'Bolt', 'Jötun', 'Grunt', 'Urza’s', 'Saga', 'Æther', 'Vial', 'of', 'the', 'Ka'), {
    minLength: 1,
    maxLength: 4,
  })
  .map((words) => words.join(' '));
const validQuantity = fc.integer({ min: 1, max: MAX_QUANTITY });
const validLine = fc
  .tuple(validQuantity, fc.constantFrom('', 'x', 'X', ' x'), cardName)
  .map(([quantity, x, name]) => `${quantity}${x} ${name}`);
const lineEnding = fc.constantFrom('\n', '\r\n', '\r');

function expectConsistentDeck(deck: ParsedDeck | { cards: CardLine[]; unmatched: UnmatchedLine[] }, lineCount: number): void {
  for (const card of deck.cards) {
    expect(Number.isInteger(card.quantity) && card.quantity >= 1 && card.quantity <= MAX_QUANTITY).toBe(true);
    expect(card.name.length).toBeGreaterThan(0);
    expect(card.name).toBe(card.name.trim());
    expect(card.type.length).toBeGreaterThan(0);
  }
  if ('stats' in deck) {
    expect(deck.stats.total_cards).toBe(sumOfQuantities(deck.cards));
    expect(deck.stats).toEqual(deckStats(deck.cards));
    expect(Object.values(deck.stats.types).reduce((a, b) => a + b, 0)).toBe(deck.stats.total_cards);
  }
  for (const { line } of deck.unmatched) expect(line >= 1 && line <= lineCount).toBe(true);
}

function lineCountOf(text: string): number {
  return text.split(/\r\n|\r|\n/).length;
}

/** Runs `parse`; a ValidationError with one of `messages` is an accepted outcome, anything else thrown fails. */
function parsedOrRefused<T>(parse: () => T, messages: string[]): T | null {
  try {
    return parse();
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    expect(messages).toContain((error as ValidationError).message);
    return null;
  }
}

describe('parseDeckText properties', () => {
  it('returns a consistent deck or throws a ValidationError, for any text and game', () => {
    fc.assert(
      fc.property(anyText, anyGame, (text, game) => {
        const deck = parsedOrRefused(() => parseDeckText(text, game), DECK_TEXT_ERRORS);
        if (deck) expectConsistentDeck(deck, lineCountOf(text));
      }),
      { numRuns: 1500 },
    );
  }, PROPERTY_TIMEOUT_MS);

  it('always finds the cards of valid lines mixed with junk, whatever the line endings', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(validLine, anyText), { minLength: 1, maxLength: 30 }),
        validLine,
        fc.nat(),
        lineEnding,
        anyGame,
        (mixed, valid, at, ending, game) => {
          const lines = [...mixed];
          lines.splice(at % (lines.length + 1), 0, valid);
          const text = lines.join(ending);
          const deck = parseDeckText(text, game);
          expect(deck.cards.length).toBeGreaterThan(0);
          expectConsistentDeck(deck, lineCountOf(text));
        },
      ),
      { numRuns: 500 },
    );
  }, PROPERTY_TIMEOUT_MS);

  it('reads back a generated list exactly, with duplicates merged', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(validQuantity, cardName), { minLength: 1, maxLength: 40 }),
        lineEnding,
        (entries, ending) => {
          const expected = new Map<string, number>();
          for (const [quantity, name] of entries) expected.set(name.toLowerCase(), (expected.get(name.toLowerCase()) ?? 0) + quantity);
          fc.pre([...expected.values()].every((total) => total <= MAX_QUANTITY));

          const deck = parseDeckText(entries.map(([quantity, name]) => `${quantity} ${name}`).join(ending), 'digimon');
          expect(deck.unmatched).toEqual([]);
          expect(new Map(deck.cards.map((c) => [c.name.toLowerCase(), c.quantity]))).toEqual(expected);
        },
      ),
    );
  }, PROPERTY_TIMEOUT_MS);

  it('reads any ydke:// deck to the passcode counts it encodes', () => {
    const passcodes = fc.array(fc.integer({ min: 1, max: 0xffff_ffff }), { maxLength: 60 });
    fc.assert(
      fc.property(passcodes, passcodes, passcodes, (main, extra, side) => {
        fc.pre(main.length + extra.length + side.length > 0);
        const base64 = (codes: number[]) => {
          const bytes = Buffer.alloc(codes.length * 4);
          codes.forEach((code, i) => bytes.writeUInt32LE(code, i * 4));
          return bytes.toString('base64');
        };
        const deck = parseDeckText(`ydke://${base64(main)}!${base64(extra)}!${base64(side)}!`);
        expect(deck.unmatched).toEqual([]);
        expect(deck.stats.types).toEqual({
          ...(main.length ? { 'Main Deck': main.length } : {}),
          ...(extra.length ? { 'Extra Deck': extra.length } : {}),
          ...(side.length ? { 'Side Deck': side.length } : {}),
        });
      }),
    );
  }, PROPERTY_TIMEOUT_MS);
});

describe('parseCardEditorText properties', () => {
  const previousCards = fc.array(
    fc.record({
      name: fc.oneof(cardName, fc.string({ unit: 'binary', maxLength: 20 })),
      quantity: validQuantity,
      type: fc.string({ maxLength: 10 }),
      cost: fc.option(fc.string({ maxLength: 5 }), { nil: null }),
      rarity: fc.option(fc.string({ maxLength: 5 }), { nil: null }),
      set: fc.option(fc.string({ maxLength: 5 }), { nil: null }),
      number: fc.option(fc.string({ maxLength: 5 }), { nil: null }),
    }),
    { maxLength: 10 },
  );

  it('returns consistent cards or throws a ValidationError, for any text and previous cards', () => {
    fc.assert(
      fc.property(anyText, previousCards, (text, previous) => {
        const result = parsedOrRefused(() => parseCardEditorText(text, previous), EDITOR_ERRORS);
        if (result) expectConsistentDeck(result, lineCountOf(text));
      }),
      { numRuns: 1500 },
    );
  }, PROPERTY_TIMEOUT_MS);

  it('keeps the quantities of valid lines and reports every junk line', () => {
    /** Junk without digits can never be a card line. */
    const junk = fc.string({ unit: 'binary', maxLength: 40 }).map((s) => s.replace(/\d/g, ''));
    fc.assert(
      fc.property(
        fc.array(fc.oneof(validLine.map((line) => ({ line, junk: false })), junk.map((line) => ({ line, junk: true }))), {
          maxLength: 30,
        }),
        lineEnding,
        (lines, ending) => {
          const validTotal = lines
            .filter((l) => !l.junk)
            .reduce((sum, l) => sum + Number(/^\d+/.exec(l.line)![0]), 0);
          const junkLines = lines
            .filter((l) => l.junk)
            .flatMap((l) => l.line.split(/\r\n|\r|\n/))
            .filter((l) => l.replace(/\s+/g, '') !== '').length;
          fc.pre(validTotal <= MAX_QUANTITY); // so no merge can overflow
          const text = lines.map((l) => l.line).join(ending);
          const result = parsedOrRefused(() => parseCardEditorText(text), EDITOR_ERRORS);
          if (validTotal === 0) expect(result).toBeNull();
          else {
            expect(sumOfQuantities(result!.cards)).toBe(validTotal);
            expect(result!.unmatched).toHaveLength(junkLines);
          }
        },
      ),
      { numRuns: 500 },
    );
  }, PROPERTY_TIMEOUT_MS);
});

// Whatever the bytes, an importer answers with its value or a typed error: random text, random bytes, real samples cut
// at any point or with text spliced in. None of them throws, and each answer keeps its own invariants.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyDeck, indexReferences, readFormatRules } from '../../../server/domain/classify/index.ts';
import { parseArenaLog, parseEventFile, parseMtgoGameLog, parsePtcglBattleLog, type ImportInput, type ImportResult } from '../../../server/domain/imports/index.ts';
import { realworldBytes } from '../realworld.ts';

const CODES = ['TOO_LARGE', 'EMPTY', 'WRONG_SOURCE', 'TRUNCATED', 'UNKNOWN_SHAPE', 'INVALID'];

function answered<T>(result: ImportResult<T>): ImportResult<T> {
  if (result.ok) expect(Array.isArray(result.warnings)).toBe(true);
  else {
    expect(CODES).toContain(result.error.code);
    expect(result.error.message.length).toBeGreaterThan(10);
  }
  return result;
}

/** Each importer with a real sample to cut, and how many cuts to try (fewer for the 1 MB Arena log: CPU is shared). */
const importers: [string, (input: ImportInput) => ImportResult<unknown>, Uint8Array, number][] = [
  ['Arena', parseArenaLog, realworldBytes('game-logs', 'mtga', 'mtga-play-by-play__sample-match.json.gz'), 10],
  ['MTGO', (input) => parseMtgoGameLog(input), realworldBytes('game-logs', 'mtgo', 'videre-mtgo-tracker__Match_GameLog_cd9cc466-0607-45f3-b7e2-d9dfd4d83bb3.dat'), 40],
  ['PTCGL', parsePtcglBattleLog, realworldBytes('game-logs', 'ptcgl', 'training-court__battleLogItalian.txt'), 40],
  ['event', parseEventFile, realworldBytes('tournament-results', 'mtg-decklistcache', 'mtgmelee__2025-pioneer-221972-2025-01-11.json'), 40],
];

/** Text that looks a little like each source, so random runs get past the first checks. */
const fragments = fc.constantFrom(
  '[UnityCrossThreadLogger]',
  '{ "greToClientEvent": { "greToClientMessages": [',
  '"matchGameRoomStateChangedEvent"',
  '@P',
  ' rolled a 4.',
  ' chooses to play first.',
  ' has conceded from the game.',
  'Setup\n',
  ' drew 7 cards for the opening hand.\n',
  ' wins.',
  '{"Tournament":{"Name":"x"},"Decks":[',
  '"Rounds":[{"RoundName":"1","Matches":[{"Player1":"a","Player2":"b","Result":"2-1-0"}]}]',
  '{',
  '}',
  '\n',
);
const messyText = fc.array(fc.oneof(fragments, fc.string({ maxLength: 20 }), fc.string({ unit: 'binary', maxLength: 10 })), { maxLength: 40 }).map((parts) => parts.join(''));

describe.each(importers)('%s importer on any input', (_name, parse, sample, cuts) => {
  it('answers random text and random bytes with a value or a typed error', () => {
    fc.assert(fc.property(fc.oneof(messyText, fc.string({ unit: 'binary', maxLength: 300 })), (text) => void answered(parse(text))), { numRuns: 300 });
    fc.assert(fc.property(fc.uint8Array({ maxLength: 2000 }), (bytes) => void answered(parse(bytes))), { numRuns: 200 });
  });

  it('answers a real sample cut at any point, or with text spliced in', () => {
    fc.assert(
      fc.property(fc.nat({ max: sample.length }), fc.nat({ max: sample.length }), messyText, (cut, at, spliced) => {
        answered(parse(sample.subarray(0, cut)));
        const encoded = new TextEncoder().encode(spliced);
        answered(parse(new Uint8Array([...sample.subarray(0, at), ...encoded, ...sample.subarray(at, Math.min(sample.length, at + 50_000))])));
      }),
      { numRuns: cuts },
    );
  });
});

describe('classifier and rule reader on any input', () => {
  const card = fc.record({ name: fc.string({ minLength: 1, maxLength: 12 }), count: fc.integer({ min: -2, max: 6 }) });
  const deck = fc.record({ main: fc.array(card, { maxLength: 12 }), side: fc.array(card, { maxLength: 4 }), partial: fc.boolean() });

  it('gives a confidence between 0 and 1 and only the project\'s archetypes', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c'), deck), { maxLength: 8 }), deck, fc.double({ min: 0, max: 1, noNaN: true }), (refs, target, threshold) => {
        const references = indexReferences(refs.map(([archetypeId, list]) => ({ archetypeId, ...list })));
        const result = classifyDeck(target, { archetypes: ['a', 'b', 'c'].map((id) => ({ id, name: id })), references, threshold });
        expect(result.confidence).toBeGreaterThanOrEqual(0);
        expect(result.confidence).toBeLessThanOrEqual(1);
        expect([null, 'a', 'b', 'c']).toContain(result.archetypeId);
        if (result.archetypeId !== null) expect(result.confidence).toBeGreaterThanOrEqual(threshold);
      }),
      { numRuns: 300 },
    );
  });

  it('reads any rule file text into rules or a typed error', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(messyText, fc.json()), { minLength: 1, maxLength: 5 }), (texts) => {
        answered(readFormatRules({ archetypes: texts.map((text, index) => ({ path: `${index}.json`, text })), fallbacks: [{ path: 'f.json', text: texts[0] }], cardColors: texts[0] }));
      }),
      { numRuns: 200 },
    );
  });
});

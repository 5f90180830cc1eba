import { describe, expect, it } from 'vitest';
import { logMatchSchema, matchFilterSchema, matrixFilterSchema, parseStrictDate, updateMatchSchema } from '../../../server/domain/validation/matches.ts';
import { parseInput } from '../../../server/domain/validation/parse-input.ts';

describe('parseStrictDate', () => {
  it.each([
    ['2024-05-01', '2024-05-01T00:00:00.000Z', true],
    ['2024-02-29', '2024-02-29T00:00:00.000Z', true],
    ['2024-05-01T18:30', '2024-05-01T18:30:00.000Z', false],
    ['2024-05-01 18:30:15', '2024-05-01T18:30:15.000Z', false],
    ['2024-05-01T18:30:15.25Z', '2024-05-01T18:30:15.250Z', false],
    ['2024-05-01T18:30:00+02:00', '2024-05-01T16:30:00.000Z', false],
    ['2024-05-01T18:30:00-0130', '2024-05-01T20:00:00.000Z', false],
    ['  2024-05-01T00:00:00z ', '2024-05-01T00:00:00.000Z', false],
  ])('reads %s as %s', (text, iso, dateOnly) => {
    expect(parseStrictDate(text)).toEqual({ date: new Date(iso), dateOnly });
  });

  it.each(['', 'yesterday', '2023-02-29', '2024-02-30', '2024-13-01', '2024-00-10', '2024-05-01T24:00', '2024-05-01T12:60', '01/05/2024', '2024-5-1', '2024-05-01T12:00+15:00', '1714579200'])(
    'refuses %j',
    (text) => {
      expect(parseStrictDate(text)).toBeNull();
    },
  );
});

describe('match rules', () => {
  it('defaults the date to now and went_first to unknown, trims notes and drops empty optional ids', () => {
    const before = Date.now();
    const input = parseInput(logMatchSchema, { projectId: 'p', winnerArchetypeId: 'a', loserArchetypeId: 'b', winnerUserId: '', notes: '  gg  ' });
    expect(input).toMatchObject({ wentFirst: null, winnerUserId: null, notes: 'gg' });
    expect(input.matchDate.getTime()).toBeGreaterThanOrEqual(before);
  });

  it("keeps an edited match's fields unless given: null clears optional ones, and leaves the archetypes and date as they are", () => {
    expect(parseInput(updateMatchSchema, { winnerArchetypeId: null, matchDate: null, notes: null, wentFirst: null, winnerUserId: null, isActive: null })).toEqual({
      winnerArchetypeId: undefined,
      matchDate: undefined,
      notes: null,
      wentFirst: null,
      winnerUserId: null,
      isActive: undefined,
    });
    expect(() => parseInput(updateMatchSchema, { winnerArchetypeId: ' ' })).toThrow('Winner archetype or user is required');
    expect(() => parseInput(updateMatchSchema, { is_active: true })).toThrow('Unrecognized key: "is_active"');
  });

  it('turns a date range into a half-open interval: a plain end date includes its whole day', () => {
    const plain = parseInput(matchFilterSchema, { dateFrom: '2024-05-01', dateTo: '2024-05-02' });
    expect(plain).toMatchObject({ dateFrom: new Date('2024-05-01T00:00:00Z'), dateBefore: new Date('2024-05-03T00:00:00Z'), limit: 20, offset: 0 });
    const exact = parseInput(matchFilterSchema, { dateTo: '2024-05-02T10:00:00Z' });
    expect(exact.dateBefore).toEqual(new Date('2024-05-02T10:00:00.001Z'));
    expect(() => parseInput(matchFilterSchema, { dateFrom: '2024-05-03', dateTo: '2024-05-02' })).toThrow('Start date must not be after end date');
  });

  it('reads query-string booleans and numbers, and decklist versions as a comma list or an array', () => {
    const id = '0190a0a0-0000-7000-8000-000000000000';
    const filter = parseInput(matrixFilterSchema, { projectId: 'p', minSampleSize: '3', wentFirst: 'false', decklistVersions: ` ${id.toUpperCase()}, ,${id}` });
    expect(filter).toMatchObject({ minSampleSize: 3, wentFirst: false, decklistVersions: [id] });
    expect(parseInput(matrixFilterSchema, { projectId: 'p', decklistVersions: [id] }).decklistVersions).toEqual([id]);
    expect(parseInput(matrixFilterSchema, { projectId: 'p' })).toMatchObject({ minSampleSize: 1, decklistVersions: [] });
    expect(parseInput(matrixFilterSchema, { projectId: 'p', minSampleSize: null, decklistVersions: null, dateFrom: null })).toMatchObject({ minSampleSize: 1, decklistVersions: [] });
    expect(() => parseInput(matrixFilterSchema, { projectId: 'p', minSampleSize: '1.5' })).toThrow('Minimum sample size must be at least 1');
  });
});

import { describe, expect, it } from 'vitest';
import { fullDateTime, relativeTime } from '../../web/src/components/comments/relative-time.ts';

const NOW = Date.UTC(2026, 4, 20, 12, 0, 0);
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('relativeTime', () => {
  it.each([
    [ago(0), 'just now'],
    [ago(59 * MINUTE), 'just now'],
    [ago(-5 * MINUTE), 'just now'],
    [ago(HOUR), '1h ago'],
    [ago(23 * HOUR + 59 * MINUTE), '23h ago'],
    [ago(24 * HOUR), '1d ago'],
    [ago(167 * HOUR), '6d ago'],
    [ago(168 * HOUR), 'May 13, 2026'],
    ['2025-01-02T10:00:00Z', 'Jan 2, 2025'],
    ['not a date', 'Invalid Date'],
    [null, 'Invalid Date'],
    [undefined, 'Invalid Date'],
  ])('%s → %s', (value, expected) => {
    expect(relativeTime(value, NOW)).toBe(expected);
  });

  it('accepts dates and timestamps', () => {
    expect(relativeTime(new Date(NOW - 3 * HOUR), NOW)).toBe('3h ago');
    expect(relativeTime(NOW - 2 * 24 * HOUR, NOW)).toBe('2d ago');
  });

  it('writes the full date for tooltips', () => {
    expect(fullDateTime('2026-05-20T12:05:00')).toBe('May 20, 2026, 12:05 PM');
    expect(fullDateTime('nope')).toBe('Invalid Date');
  });
});

import type { FieldProblem } from '../errors.ts';
import type { UnmatchedLine } from './types.ts';

export const MAX_DECK_TEXT_LENGTH = 100_000;

/**
 * Card lines a decklist may hold, however it is written (import, create, edit): more distinct lines than any real deck
 * (a Commander list with tokens is ~150), small enough to store in one go.
 */
export const CARD_LINES_MAX = 1000;
export const TOO_MANY_CARD_LINES = `A decklist can have at most ${CARD_LINES_MAX} card lines`;

/** A validation error lists at most this many lines, so a pasted novel does not become a megabyte of problems. */
const MAX_LISTED_PROBLEMS = 50;

/** Unmatched lines as validation problems of `field`, the first MAX_LISTED_PROBLEMS and a count of the rest. */
export function problemsOf(field: string, unmatched: readonly UnmatchedLine[]): FieldProblem[] {
  const listed = unmatched
    .slice(0, MAX_LISTED_PROBLEMS)
    .map(({ line, text, reason }) => ({ field, message: `Line ${line}: ${reason} ("${text}")` }));
  const rest = unmatched.length - listed.length;
  return rest > 0 ? [...listed, { field, message: `…and ${rest} more lines that could not be read` }] : listed;
}

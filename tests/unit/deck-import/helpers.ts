import { readFileSync } from 'node:fs';
import { ValidationError } from '../../../server/domain/errors.ts';
import type { CardLine, ParsedDeck } from '../../../server/domain/deck-import/index.ts';

export function fixture(name: string): string {
  return readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
}

/** The same text with every line ending replaced, to check CRLF and bare CR exports. */
export function withLineEndings(text: string, ending: string): string {
  return text.replace(/\r\n|\r|\n/g, ending);
}

export function quantityOfType(deck: { cards: CardLine[] }, type: string): number {
  return deck.cards.filter((c) => c.type === type).reduce((sum, c) => sum + c.quantity, 0);
}

export function findCard(deck: ParsedDeck | { cards: CardLine[] }, name: string, type?: string): CardLine | undefined {
  return deck.cards.find((c) => c.name === name && (type === undefined || c.type === type));
}

export function sumOfQuantities(cards: readonly CardLine[]): number {
  return cards.reduce((sum, c) => sum + c.quantity, 0);
}

/** Runs `fn` and returns the ValidationError it throws; fails the test when it throws nothing or something else. */
export function validationErrorOf(fn: () => unknown): ValidationError {
  try {
    fn();
  } catch (error) {
    if (error instanceof ValidationError) return error;
    throw error;
  }
  throw new Error('expected a ValidationError');
}

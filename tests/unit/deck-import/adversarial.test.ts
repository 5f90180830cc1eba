// Inputs built to make a careless regular expression backtrack: every parser answers each of them, with cards and
// the lines it could not read, or refuses it with a clear validation error. (A backtracking regular expression would
// not return at all on these 100,000-character texts; bench/adversarial-input.ts prints how long each one takes.)
import { describe, expect, it } from 'vitest';
import { MAX_DECK_TEXT_LENGTH, parseCardEditorText, parseDeckText } from '../../../server/domain/deck-import/index.ts';
import { ValidationError } from '../../../server/domain/errors.ts';
import { ADVERSARIAL_DECK_TEXTS } from '../adversarial-inputs.ts';

/** 'read' when the parser returned cards and unreadable lines whose quantities are sane, 'refused' on a ValidationError. */
function outcome(parse: () => { cards: { quantity: number }[]; unmatched: unknown[] }): 'read' | 'refused' {
  try {
    const { cards, unmatched } = parse();
    expect(Array.isArray(unmatched)).toBe(true);
    for (const card of cards) expect(Number.isInteger(card.quantity) && card.quantity > 0).toBe(true);
    return 'read';
  } catch (error) {
    if (error instanceof ValidationError) return 'refused';
    throw error;
  }
}

describe('adversarial deck texts', () => {
  it.each(ADVERSARIAL_DECK_TEXTS)('%s', (_label, text) => {
    expect(text.length).toBeLessThanOrEqual(MAX_DECK_TEXT_LENGTH);
    for (const parse of [() => parseDeckText(text), () => parseDeckText(text, 'pokemon'), () => parseDeckText(text, 'onepiece'), () => parseCardEditorText(text)]) {
      expect(['read', 'refused']).toContain(outcome(parse));
    }
  });
});

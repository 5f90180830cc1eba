// GET /api/cards/search and Query.cardSearch: card-name autocomplete for the card editor.
import { z } from 'zod';
import { requiredText } from './fields.ts';

/** Like the invite box's user search, suggestions start at two characters. */
export const CARD_SEARCH_MIN = 2;
export const CARD_SEARCH_LIMIT = 20;
export const CARD_SEARCH_QUERY_MAX = 100;

export const cardSearchSchema = z.object({
  /** A game id ("mtg") or name ("Magic: The Gathering"), as projects store it. */
  game: requiredText('Game is required', 100, 'Game is required'),
  q: z
    .string({ error: 'q is required' })
    .trim()
    .max(CARD_SEARCH_QUERY_MAX, `q must be at most ${CARD_SEARCH_QUERY_MAX} characters`),
});
export type CardSearchInput = z.input<typeof cardSearchSchema>;

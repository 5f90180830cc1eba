// Decklists: import requests, explicit card lists and edits. Card lines need a name and a
// whole quantity of 1–999 (the parser's MAX_QUANTITY); a missing type means 'Other'; an edit needs at least one card
// and a change summary of at most 200 characters. Text is trimmed and empty optional values become null.
import { z } from 'zod';
import { CARD_LINES_MAX, MAX_QUANTITY, TOO_MANY_CARD_LINES } from '../deck-import/index.ts';
import { baseRevision, optional, optionalId, optionalName, optionalText, requiredId } from './fields.ts';

export const DECKLIST_NAME_MAX = 200;
export const CHANGE_SUMMARY_MAX = 200;
export const NOTES_MAX = 10_000;
export const CARD_TEXT_MAX = 200;
export { CARD_LINES_MAX };

export const QUANTITY_MESSAGE = `Quantity must be between 1 and ${MAX_QUANTITY}`;
export const CARDS_REQUIRED_MESSAGE = 'At least one card is required';
export const DECK_TEXT_REQUIRED_MESSAGE = 'Deck text is required';
const UNTYPED = 'Other';

/** PostgreSQL text cannot hold NUL; such input is refused as invalid instead of failing at the database. */
const cardText = (label: string) => optionalText(CARD_TEXT_MAX, `${label} must be at most ${CARD_TEXT_MAX} characters`);

/** A card's name and number of copies, as every list of cards names them (decklists, sideboard guides). */
export const cardName = z
  .string({ error: 'Card name is required' })
  .trim()
  .min(1, 'Card name is required')
  .max(CARD_TEXT_MAX, `Card name must be at most ${CARD_TEXT_MAX} characters`);
export const cardQuantity = z.number({ error: QUANTITY_MESSAGE }).int(QUANTITY_MESSAGE).min(1, QUANTITY_MESSAGE).max(MAX_QUANTITY, QUANTITY_MESSAGE);

export const cardLineSchema = z
  .object({
    name: cardName,
    quantity: cardQuantity,
    type: cardText('Card type').transform((type) => type ?? UNTYPED),
    cost: cardText('Card cost'),
    rarity: cardText('Card rarity'),
    set: cardText('Card set'),
    number: cardText('Card number'),
  })
  .strict();

export type CardLineInput = z.input<typeof cardLineSchema>;

export const cardsSchema = z
  .array(cardLineSchema, { error: CARDS_REQUIRED_MESSAGE })
  .min(1, CARDS_REQUIRED_MESSAGE)
  .max(CARD_LINES_MAX, TOO_MANY_CARD_LINES);

const archetypeId = requiredId('Archetype ID is required');
const decklistName = optionalName(DECKLIST_NAME_MAX, `Decklist name must be at most ${DECKLIST_NAME_MAX} characters`);
const notes = optionalText(NOTES_MAX, `Notes must be at most ${NOTES_MAX} characters`);
const changeSummary = optionalText(CHANGE_SUMMARY_MAX, `Change summary must be at most ${CHANGE_SUMMARY_MAX} characters`);

/**
 * POST /decklists/import. The same call previews (`preview: true`: parse only, nothing stored) and imports. The
 * length limit of the text is the parser's (MAX_DECK_TEXT_LENGTH), checked there so that it has one home.
 */
export const importDecklistSchema = z
  .object({
    archetypeId,
    rawText: z.string({ error: DECK_TEXT_REQUIRED_MESSAGE }).trim().min(1, DECK_TEXT_REQUIRED_MESSAGE),
    notes,
    /** REST only (GraphQL has the previewDecklistImport query). */
    preview: optional(z.boolean({ error: 'preview must be true or false' })),
    /** A game id ('mtg') or name ('Magic: The Gathering'); otherwise detected from the text. */
    game: z.string({ error: 'Game must be text' }).trim().max(100, 'Game must be at most 100 characters').nullish(),
    name: decklistName,
  })
  .strict();

export type ImportDecklistInput = z.input<typeof importDecklistSchema>;

/** POST /decklists: a decklist from explicit card lines (version 1). */
export const createDecklistSchema = z
  .object({
    archetypeId,
    name: decklistName,
    notes,
    changeSummary,
    cards: cardsSchema,
  })
  .strict();

export type CreateDecklistInput = z.input<typeof createDecklistSchema>;

/** PUT /decklists/{id}: every edit stores the full card list as a new version; an absent or empty name is kept. */
export const updateDecklistSchema = z
  .object({
    name: decklistName.optional(),
    notes,
    changeSummary,
    cards: cardsSchema,
    /** The version the edit was made from (a decklist's revision is its current version number). */
    baseRevision,
  })
  .strict();

export type UpdateDecklistInput = z.input<typeof updateDecklistSchema>;

const VERSION_REF_MESSAGE = 'Version must be a number or a tag like v2';

/** A version named by number (2) or tag ('v2'); `missing` is the message when it is absent. */
const versionRef = (missing: string) =>
  z
    .union([z.number(), z.string()], { error: (issue) => (issue.input === undefined ? missing : VERSION_REF_MESSAGE) })
    .transform((ref) => String(ref).trim().replace(/^v/i, ''))
    .pipe(z.string().regex(/^[1-9]\d{0,8}$/, VERSION_REF_MESSAGE).transform(Number));

/** GET /decklists/{id}?version= (the current version when absent). */
export const getDecklistQuerySchema = z.object({ version: versionRef(VERSION_REF_MESSAGE).optional() });

export type GetDecklistQuery = z.input<typeof getDecklistQuerySchema>;

export const SELECT_TWO_VERSIONS_MESSAGE = 'Select two versions to compare';

/**
 * GET /decklists/{id}/compare?from_version=&to_version=: two versions of the decklist, or with to_decklist_id a
 * version of it against a version of another decklist (to_version then names the other decklist's version).
 */
export const compareQuerySchema = z.object({
  fromVersion: versionRef(SELECT_TWO_VERSIONS_MESSAGE),
  toVersion: versionRef(SELECT_TWO_VERSIONS_MESSAGE),
  toDecklistId: optionalId.meta({ description: 'Compare with a version of this decklist instead (of the same game, readable by the caller).' }),
});

export type CompareQuery = z.input<typeof compareQuerySchema>;

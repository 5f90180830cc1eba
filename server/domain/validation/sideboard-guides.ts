// A sideboard guide: how a decklist version changes against one opponent archetype. The shape is checked here; that
// the cards are in the version (out of its main deck, in from its sideboard) is domain/sideboard-guide.ts's check.
import { z } from 'zod';
import { cardName, cardQuantity, getDecklistQuerySchema, NOTES_MAX } from './decklists.ts';
import { baseRevision, optionalText } from './fields.ts';
import { LIST_ITEMS_MAX } from './lists.ts';

export const DUPLICATE_CARD_MESSAGE = 'Each card can be named once in a list';
export const UNEQUAL_COUNTS_MESSAGE = 'Cards in and out must add up to the same number';

const guideCard = z.object({ name: cardName, quantity: cardQuantity }).strict();

export type GuideCard = z.output<typeof guideCard>;

const cardList = (label: string) =>
  z
    .array(guideCard, { error: `${label} must be a list of { name, quantity }` })
    .max(LIST_ITEMS_MAX, `${label} can name at most ${LIST_ITEMS_MAX} cards`)
    .refine((cards) => new Set(cards.map((c) => c.name.toLowerCase())).size === cards.length, DUPLICATE_CARD_MESSAGE);

const total = (cards: readonly GuideCard[]) => cards.reduce((sum, c) => sum + c.quantity, 0);

/** A plan swaps as many cards in as out; the problem is reported on `in`. */
function equalCounts(p: { in: GuideCard[]; out: GuideCard[] }, ctx: z.RefinementCtx) {
  if (total(p.in) !== total(p.out)) ctx.addIssue({ code: 'custom', path: ['in'], message: `${UNEQUAL_COUNTS_MESSAGE} (${total(p.in)} in, ${total(p.out)} out)` });
}

/** In and out of one plan, in equal counts. */
const plan = z.object({ in: cardList('in'), out: cardList('out') }).strict().superRefine(equalCounts);

export type GuidePlan = z.output<typeof plan>;

/**
 * PUT /decklists/{id}/sideboard-guide/{opponentArchetypeId} and saveSideboardGuide: the plan (on the play, or for
 * both when onTheDraw is null or absent), the plan on the draw when it differs, and Markdown notes (null clears).
 */
export const saveSideboardGuideSchema = z
  .object({
    in: cardList('in'),
    out: cardList('out'),
    onTheDraw: plan.nullish().transform((p) => p ?? null),
    notes: optionalText(NOTES_MAX, `Notes must be at most ${NOTES_MAX} characters`),
    /** The guide revision the plan was edited from (0: none saved yet for this version and opponent). */
    baseRevision,
  })
  .strict()
  .superRefine(equalCounts);

export type SaveSideboardGuideInput = z.input<typeof saveSideboardGuideSchema>;
export type SideboardGuideFields = z.output<typeof saveSideboardGuideSchema>;

/** GET …/sideboard-guide(s): the decklist's current version, or the one ?version= names. */
export const sideboardGuideQuerySchema = getDecklistQuerySchema;
export type SideboardGuideQuery = z.input<typeof sideboardGuideQuerySchema>;

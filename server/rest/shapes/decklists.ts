// REST shapes of decklists, their versions and card lines (with what the card catalog knows), and of what the
// decklist services answer in their REST shape already (comparison, evolution): the schemas describe those answers
// and type them.
import { z } from 'zod';
import type { EnrichedCardLine, EnrichedDeck } from '../../domain/cards/enrichment.ts';
import type { ImportPreview } from '../../services/decklists/import-decklist.ts';
import type { CatalogView } from '../../services/decklists/decklist-catalog.ts';
import type { VersionWithCards } from '../../services/decklists/decklist-queries.ts';
import { versionTag } from '../../services/decklists/version-tags.ts';
import { archetypeSchema } from './archetypes.ts';
import { id, instant, optionalText } from './fields.ts';

export const cardLineSchema = z
  .object({
    name: z.string(),
    quantity: z.int().min(1),
    type: z.string().meta({ description: "The game's type of the card when the catalog knows it, else the line's own type (\"Other\" when unknown)." }),
    section: z.string().meta({ description: 'The section of the deck the line is in (Main Deck, Sideboard, Extra Deck, Commander, …).' }),
    cost: optionalText(),
    mana_value: z.number().nullable(),
    rarity: optionalText(),
    set: optionalText(),
    number: optionalText(),
    type_line: optionalText(),
    image_url: optionalText(),
    resolved: z.boolean().meta({ description: 'Whether the card catalog knows the card.' }),
  })
  .meta({ id: 'CardLine', description: 'A line of a decklist: a card and how many copies.' });


const curveSchema = z
  .array(z.object({ label: z.string().meta({ description: '"0", "1", … and the last one "7+" (per game).' }), count: z.int().min(0) }))
  .nullable()
  .meta({ id: 'CostCurve', description: 'Copies per cost over the main sections; null when nothing has a cost.' });

const legalityWarningSchema = z
  .object({
    code: z.enum(['banned', 'not_legal', 'too_many_copies', 'deck_size']),
    card: z.string().meta({ description: 'The card concerned; empty for a deck_size warning, which is about the whole deck.' }),
    message: z.string(),
  })
  .meta({ id: 'LegalityWarning', description: "A card the format's rules refuse, too many copies of it, or a deck of the wrong size." });

/** What the catalog says about a whole list, beside its cards. */
const deckFields = { cards: z.array(cardLineSchema), curve: curveSchema, legality_warnings: z.array(legalityWarningSchema) };

const versionTagSchema = z.string().regex(/^v\d+$/).meta({ description: 'The version as a tag: v1, v2, …' });

export const decklistSchema = z
  .object({
    id: id(),
    name: z.string(),
    archetype_id: id(),
    version_tag: versionTagSchema,
    version_number: z.int().min(1),
    current_version_tag: versionTagSchema,
    revision: z.int().min(1).meta({ description: "The current version's number; send it as base_revision with an edit (PUT) made from this answer." }),
    ...deckFields,
    notes: optionalText(),
    change_summary: optionalText(),
    raw_import_text: optionalText(),
    created_by: id().nullable(),
    created_at: instant(),
    updated_at: instant(),
  })
  .meta({ id: 'Decklist', description: 'A decklist at one version: version_tag, cards and notes are that version\'s.' });

export const decklistVersionSchema = z
  .object({
    id: id(),
    version_tag: versionTagSchema,
    version_number: z.int().min(1),
    created_at: instant(),
    created_by: id().nullable(),
    change_summary: optionalText(),
    notes: optionalText(),
    ...deckFields,
  })
  .meta({ id: 'DecklistVersion', description: 'One saved version of a decklist.' });

const unmatchedLineSchema = z
  .object({ line: z.int(), text: z.string(), reason: z.string() })
  .meta({ id: 'UnmatchedLine', description: 'A line of pasted deck text that was not read as a card.' });

const mergedLinesSchema = z
  .object({ name: z.string(), type: z.string(), lines: z.int().min(2), quantity: z.int().min(1) })
  .meta({ id: 'MergedLines', description: 'Several lines of pasted deck text naming one card (same printing and section), stored as one line.' });

export const importedDecklistSchema = decklistSchema
  .extend({ unmatched: z.array(unmatchedLineSchema) })
  .meta({ id: 'ImportedDecklist', description: 'A decklist created from pasted text, with the lines that matched nothing.' });

export const importPreviewSchema = z
  .object({
    decklist: z.object({ cards: z.array(cardLineSchema) }),
    curve: curveSchema,
    legality_warnings: z.array(legalityWarningSchema),
    stats: z.object({ total_cards: z.int(), unique_cards: z.int(), types: z.record(z.string(), z.int()) }),
    unmatched: z.array(unmatchedLineSchema),
    merged_lines: z.array(mergedLinesSchema),
    game: z.string().nullable().meta({ description: 'The game the text was read as; null when unknown.' }),
    format_name: z.string(),
    metadata: z.record(z.string(), z.string()),
    game_warning: z.string().nullable().meta({ description: "Why the list is not of the archetype's game (the import refuses it with this message); null when it is or cannot be told." }),
  })
  .meta({ id: 'ImportPreview', description: 'What pasted deck text reads as; nothing is stored.' });

const cardDiffSchema = z
  .object({
    name: z.string(),
    type: z.string(),
    diff_type: z.enum(['added', 'removed', 'changed']),
    old_quantity: z.int(),
    new_quantity: z.int(),
    quantity_diff: z.int(),
  })
  .meta({ id: 'CardDiff', description: "How one card's count changed between two versions." });

export const versionComparisonSchema = z
  .object({
    from_version_tag: versionTagSchema,
    to_version_tag: versionTagSchema,
    summary: z.object({ cards_added: z.int(), cards_removed: z.int(), cards_changed: z.int(), net_card_count: z.int(), total_changes: z.int() }),
    card_diffs: z.array(cardDiffSchema),
  })
  .meta({ id: 'VersionComparison', description: 'What changed between two versions of a decklist.' });

export const decklistComparisonSchema = versionComparisonSchema
  .extend({
    from_decklist_id: id(),
    from_decklist_name: z.string(),
    to_decklist_id: id(),
    to_decklist_name: z.string().meta({ description: 'The decklist of the newer version: this one, or the one named by to_decklist_id.' }),
  })
  .meta({ id: 'DecklistComparison', description: 'What changed between two versions of one decklist, or from a version of one decklist to a version of another.' });

export const timelineEntrySchema = versionComparisonSchema
  .extend({ from_timestamp: instant(), to_timestamp: instant() })
  .meta({ id: 'TimelineEntry', description: 'What changed from one version to the next.' });

export const deckEvolutionSchema = z
  .object({
    total_versions: z.int(),
    stats: z.object({
      version_count: z.int(),
      total_changes: z.int(),
      stability_score: z.number().min(0).max(1),
      most_changed_card: z.object({ name: z.string(), total_change: z.int() }).nullable(),
    }),
    timeline: z.array(timelineEntrySchema),
  })
  .meta({ id: 'DeckEvolution', description: "A decklist's history: its stability and every version-to-version change." });

export const archetypeWithDecklistsSchema = archetypeSchema
  .extend({ decklists: z.array(decklistSchema) })
  .meta({ id: 'ArchetypeWithDecklists', description: 'An archetype with its decklists at their current versions.' });

/** A card line: `type` is the game's type of the card when the catalog knows it, `section` the line's own. */
export function cardJson(card: EnrichedCardLine): z.infer<typeof cardLineSchema> {
  return {
    name: card.name,
    quantity: card.quantity,
    type: card.type,
    section: card.section,
    cost: card.cost,
    mana_value: card.manaValue,
    rarity: card.rarity,
    set: card.set,
    number: card.number,
    type_line: card.typeLine,
    image_url: card.imageUrl,
    resolved: card.resolved,
  };
}

/** What the catalog says about a whole list: its cost curve and legality warnings. */
export function deckJson(deck: EnrichedDeck) {
  return { cards: deck.cards.map(cardJson), curve: deck.curve, legality_warnings: deck.legalityWarnings };
}

/** A decklist at one version: version_tag, cards and notes are that version's; version_number says which it is. */
export function decklistJson({ decklist, version, deck }: CatalogView): z.infer<typeof decklistSchema> {
  return {
    id: decklist.id,
    name: decklist.name,
    archetype_id: decklist.archetypeId,
    version_tag: versionTag(version.number),
    version_number: version.number,
    current_version_tag: versionTag(decklist.currentVersion),
    revision: decklist.currentVersion,
    ...deckJson(deck),
    notes: version.notes,
    change_summary: version.changeSummary,
    raw_import_text: decklist.rawImportText,
    created_by: decklist.createdById,
    created_at: decklist.createdAt.toISOString(),
    updated_at: decklist.updatedAt.toISOString(),
  };
}

export function versionJson(version: VersionWithCards, deck: EnrichedDeck): z.infer<typeof decklistVersionSchema> {
  return {
    id: version.id,
    version_tag: versionTag(version.number),
    version_number: version.number,
    created_at: version.createdAt.toISOString(),
    created_by: version.createdById,
    change_summary: version.changeSummary,
    notes: version.notes,
    ...deckJson(deck),
  };
}

/** The import preview: { decklist: { cards }, curve, legality_warnings, stats, unmatched, merged_lines, game, format_name, metadata }. */
export function previewJson({ deck, merged, ...preview }: ImportPreview): z.infer<typeof importPreviewSchema> {
  const { cards, ...about } = deckJson(deck);
  return { decklist: { cards }, ...about, ...preview, merged_lines: merged };
}

// REST shapes of decklists, their versions and card lines, and of what the decklist services answer in their REST
// shape already (comparison, evolution, import preview): the schemas describe those answers and type them.
import { z } from 'zod';
import type { CardLine as CardRow } from '../../generated/prisma/client.ts';
import type { DecklistView, VersionWithCards } from '../../services/decklists/decklist-queries.ts';
import { versionTag } from '../../services/decklists/version-tags.ts';
import { archetypeSchema } from './archetypes.ts';
import { id, instant, optionalText } from './fields.ts';

export const cardLineSchema = z
  .object({
    name: z.string(),
    quantity: z.int().min(1),
    type: z.string().meta({ description: 'The card type it is grouped under ("Other" when unknown).' }),
    cost: optionalText(),
    rarity: optionalText(),
    set: optionalText(),
    number: optionalText(),
  })
  .meta({ id: 'CardLine', description: 'A line of a decklist: a card and how many copies.' });

const versionTagSchema = z.string().regex(/^v\d+$/).meta({ description: 'The version as a tag: v1, v2, …' });

export const decklistSchema = z
  .object({
    id: id(),
    name: z.string(),
    archetype_id: id(),
    version_tag: versionTagSchema,
    version_number: z.int().min(1),
    current_version_tag: versionTagSchema,
    cards: z.array(cardLineSchema),
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
    cards: z.array(cardLineSchema),
  })
  .meta({ id: 'DecklistVersion', description: 'One saved version of a decklist.' });

const unmatchedLineSchema = z
  .object({ line: z.int(), text: z.string(), reason: z.string() })
  .meta({ id: 'UnmatchedLine', description: 'A line of pasted deck text that was not read as a card.' });

export const importedDecklistSchema = decklistSchema
  .extend({ unmatched: z.array(unmatchedLineSchema) })
  .meta({ id: 'ImportedDecklist', description: 'A decklist created from pasted text, with the lines that matched nothing.' });

export const importPreviewSchema = z
  .object({
    decklist: z.object({ cards: z.array(cardLineSchema) }),
    stats: z.object({ total_cards: z.int(), unique_cards: z.int(), types: z.record(z.string(), z.int()) }),
    unmatched: z.array(unmatchedLineSchema),
    game: z.string().nullable().meta({ description: 'The game the text was read as; null when unknown.' }),
    format_name: z.string(),
    metadata: z.record(z.string(), z.string()),
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

export function cardJson(card: Pick<CardRow, 'name' | 'quantity' | 'type' | 'cost' | 'rarity' | 'set' | 'number'>): z.infer<typeof cardLineSchema> {
  return { name: card.name, quantity: card.quantity, type: card.type, cost: card.cost, rarity: card.rarity, set: card.set, number: card.number };
}

/** A decklist at one version: version_tag, cards and notes are that version's; version_number says which it is. */
export function decklistJson({ decklist, version }: DecklistView): z.infer<typeof decklistSchema> {
  return {
    id: decklist.id,
    name: decklist.name,
    archetype_id: decklist.archetypeId,
    version_tag: versionTag(version.number),
    version_number: version.number,
    current_version_tag: versionTag(decklist.currentVersion),
    cards: version.cards.map(cardJson),
    notes: version.notes,
    change_summary: version.changeSummary,
    raw_import_text: decklist.rawImportText,
    created_by: decklist.createdById,
    created_at: decklist.createdAt.toISOString(),
    updated_at: decklist.updatedAt.toISOString(),
  };
}

export function versionJson(version: VersionWithCards): z.infer<typeof decklistVersionSchema> {
  return {
    id: version.id,
    version_tag: versionTag(version.number),
    version_number: version.number,
    created_at: version.createdAt.toISOString(),
    created_by: version.createdById,
    change_summary: version.changeSummary,
    notes: version.notes,
    cards: version.cards.map(cardJson),
  };
}

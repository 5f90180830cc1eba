// REST shapes of decklists, their versions and card lines. Comparison, evolution and preview
// responses are already in their REST shape when the services return them.
import type { EnrichedCardLine, EnrichedDeck } from '../../domain/cards/enrichment.ts';
import type { ImportPreview } from '../../services/decklists/import-decklist.ts';
import type { CatalogView } from '../../services/decklists/decklist-catalog.ts';
import type { VersionWithCards } from '../../services/decklists/decklist-queries.ts';
import { versionTag } from '../../services/decklists/version-tags.ts';

/** A card line: `type` is the game's type of the card when the catalog knows it, `section` the line's own. */
export function cardJson(card: EnrichedCardLine) {
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
export function decklistJson({ decklist, version, deck }: CatalogView) {
  return {
    id: decklist.id,
    name: decklist.name,
    archetype_id: decklist.archetypeId,
    version_tag: versionTag(version.number),
    version_number: version.number,
    current_version_tag: versionTag(decklist.currentVersion),
    ...deckJson(deck),
    notes: version.notes,
    change_summary: version.changeSummary,
    raw_import_text: decklist.rawImportText,
    created_by: decklist.createdById,
    created_at: decklist.createdAt.toISOString(),
    updated_at: decklist.updatedAt.toISOString(),
  };
}

export function versionJson(version: VersionWithCards, deck: EnrichedDeck) {
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

/** The import preview: { decklist: { cards }, curve, legality_warnings, stats, unmatched, game, format_name, metadata }. */
export function previewJson({ deck, ...preview }: ImportPreview) {
  const { cards, ...about } = deckJson(deck);
  return { decklist: { cards }, ...about, ...preview };
}

// REST shapes of decklists, their versions and card lines. Comparison, evolution and preview
// responses are already in their REST shape when the services return them.
import type { CardLine as CardRow } from '../../generated/prisma/client.ts';
import type { DecklistView, VersionWithCards } from '../../services/decklists/decklist-queries.ts';
import { versionTag } from '../../services/decklists/version-tags.ts';

export function cardJson(card: Pick<CardRow, 'name' | 'quantity' | 'type' | 'cost' | 'rarity' | 'set' | 'number'>) {
  return { name: card.name, quantity: card.quantity, type: card.type, cost: card.cost, rarity: card.rarity, set: card.set, number: card.number };
}

/** A decklist at one version: version_tag, cards and notes are that version's; version_number says which it is. */
export function decklistJson({ decklist, version }: DecklistView) {
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

export function versionJson(version: VersionWithCards) {
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

// Decklist version comparison and deck evolution (Version Comparison and Deck Evolution panels;
// section 3: Comparison and Evolution responses). Pure functions over stored versions; the REST and GraphQL layers
// load the versions and return these objects as they are (snake_case is the REST shape).

import type { CardLine } from './deck-import/types.ts';
import { compareDeckGroups } from './cards/card-types.ts';
import { ValidationError } from './errors.ts';
import type { GameId } from './games.ts';

export type { CardLine };

export interface DeckVersion {
  version_tag: string;
  created_at: Date;
  cards: CardLine[];
}

export type DiffType = 'added' | 'removed' | 'changed';

export interface CardDiff {
  name: string;
  type: string;
  diff_type: DiffType;
  old_quantity: number;
  new_quantity: number;
  quantity_diff: number;
}

export interface DiffSummary {
  cards_added: number;
  cards_removed: number;
  cards_changed: number;
  net_card_count: number;
  total_changes: number;
}

export interface VersionComparison {
  from_version_tag: string;
  to_version_tag: string;
  summary: DiffSummary;
  card_diffs: CardDiff[];
}

export interface TimelineEntry extends VersionComparison {
  from_timestamp: string;
  to_timestamp: string;
}

export interface DeckEvolution {
  total_versions: number;
  stats: {
    version_count: number;
    total_changes: number;
    stability_score: number;
    most_changed_card: { name: string; total_change: number } | null;
  };
  timeline: TimelineEntry[];
}

/** Cards without a type are grouped under this name, and it sorts after every real type. */
export const OTHER_TYPE = 'Other';

const DIFF_TYPE_ORDER: Record<DiffType, number> = { added: 0, removed: 1, changed: 2 };

/** Locale-independent ordering so the same data always sorts the same way on every server. */
function compareText(a: string, b: string): number {
  return a.localeCompare(b, 'en', { sensitivity: 'base' }) || (a < b ? -1 : a > b ? 1 : 0);
}

/**
 * Type order used for sorting and grouping: the game's types in its order (the decklist viewer's), side sections
 * apart, other types alphabetical, the catch-all 'Other' last.
 */
function compareTypes(game: GameId | null, a: string, b: string): number {
  return compareDeckGroups(game, a, b) || compareText(a, b);
}

function displayType(type: string): string {
  const trimmed = type.trim();
  return trimmed === '' || trimmed.toLowerCase() === OTHER_TYPE.toLowerCase() ? OTHER_TYPE : trimmed;
}

/** Matching key: names and types compare trimmed and case-insensitively, so re-typed capitalisation is no change. */
function cardKey(name: string, type: string): string {
  return `${name.trim().toLowerCase()}\u0000${displayType(type).toLowerCase()}`;
}

interface Tally {
  name: string;
  type: string;
  quantity: number;
}

/** Quantities per card key. Duplicate lines are summed, matching how the editor merges duplicates. */
function tally(cards: readonly CardLine[]): Map<string, Tally> {
  const byKey = new Map<string, Tally>();
  cards.forEach((card, index) => {
    if (!Number.isInteger(card.quantity) || card.quantity < 0) {
      const message = 'Card quantity must be a whole number of at least 0';
      throw new ValidationError(message, [{ field: `cards[${index}].quantity`, message }]);
    }
    const key = cardKey(card.name, card.type);
    const seen = byKey.get(key);
    if (seen) seen.quantity += card.quantity;
    else byKey.set(key, { name: card.name.trim(), type: displayType(card.type), quantity: card.quantity });
  });
  return byKey;
}

function totalCards(cards: readonly CardLine[]): number {
  return cards.reduce((sum, card) => sum + card.quantity, 0);
}

export function compareVersions(from: DeckVersion, to: DeckVersion, game: GameId | null = null): VersionComparison {
  const before = tally(from.cards);
  const after = tally(to.cards);
  const card_diffs: CardDiff[] = [];
  for (const key of new Set([...before.keys(), ...after.keys()])) {
    const old_quantity = before.get(key)?.quantity ?? 0;
    const new_quantity = after.get(key)?.quantity ?? 0;
    if (old_quantity === new_quantity) continue;
    // The newer spelling wins, so a card shows as the user last wrote it.
    const { name, type } = (after.get(key) ?? before.get(key))!;
    const diff_type: DiffType = old_quantity === 0 ? 'added' : new_quantity === 0 ? 'removed' : 'changed';
    card_diffs.push({ name, type, diff_type, old_quantity, new_quantity, quantity_diff: new_quantity - old_quantity });
  }
  card_diffs.sort(
    (a, b) =>
      compareTypes(game, a.type, b.type) ||
      DIFF_TYPE_ORDER[a.diff_type] - DIFF_TYPE_ORDER[b.diff_type] ||
      compareText(a.name, b.name),
  );
  const count = (t: DiffType) => card_diffs.filter((d) => d.diff_type === t).length;
  return {
    from_version_tag: from.version_tag,
    to_version_tag: to.version_tag,
    summary: {
      cards_added: count('added'),
      cards_removed: count('removed'),
      cards_changed: count('changed'),
      net_card_count: totalCards(to.cards) - totalCards(from.cards),
      total_changes: card_diffs.reduce((sum, d) => sum + Math.abs(d.quantity_diff), 0),
    },
    card_diffs,
  };
}

/** Diffs grouped by card type for display, in the order the comparison sorted them; order inside a group is kept. */
export function groupDiffsByType(card_diffs: readonly CardDiff[]): Array<{ type: string; diffs: CardDiff[] }> {
  const groups = new Map<string, CardDiff[]>();
  for (const diff of card_diffs) {
    const type = displayType(diff.type);
    groups.set(type, [...(groups.get(type) ?? []), diff]);
  }
  return [...groups.entries()].map(([type, diffs]) => ({ type, diffs }));
}

/** 'v12' → 12; tags without a number sort after numbered ones at the same instant. */
function tagNumber(tag: string): number {
  const match = /(\d+)/.exec(tag);
  return match ? Number(match[1]) : Number.POSITIVE_INFINITY;
}

function chronological(versions: readonly DeckVersion[]): DeckVersion[] {
  versions.forEach((v, index) => {
    if (!(v.created_at instanceof Date) || Number.isNaN(v.created_at.getTime())) {
      const message = 'Version date is not a valid date';
      throw new ValidationError(message, [{ field: `versions[${index}].created_at`, message }]);
    }
  });
  return [...versions].sort(
    (a, b) =>
      a.created_at.getTime() - b.created_at.getTime() ||
      tagNumber(a.version_tag) - tagNumber(b.version_tag) ||
      compareText(a.version_tag, b.version_tag),
  );
}

/**
 * Share of the deck a transition changed, in [0, 1]. The denominator is the card count of both versions together,
 * which makes this the Bray–Curtis dissimilarity: swapping 4 cards of a 60-card deck (8 changes over 120 cards) is
 * 0.067, and replacing the whole deck is exactly 1. The clamp only guards the empty-deck case.
 */
function changeShare(from: DeckVersion, to: DeckVersion, totalChanges: number): number {
  return Math.min(1, totalChanges / Math.max(totalCards(from.cards) + totalCards(to.cards), 1));
}

function mostChangedCard(timeline: readonly TimelineEntry[]): DeckEvolution['stats']['most_changed_card'] {
  // Keyed by name alone: a card moved from main deck to sideboard is one card that changed twice.
  const byName = new Map<string, { name: string; total_change: number }>();
  for (const entry of timeline) {
    for (const diff of entry.card_diffs) {
      const key = diff.name.trim().toLowerCase();
      const total_change = (byName.get(key)?.total_change ?? 0) + Math.abs(diff.quantity_diff);
      byName.set(key, { name: diff.name, total_change });
    }
  }
  const ranked = [...byName.values()].sort((a, b) => b.total_change - a.total_change || compareText(a.name, b.name));
  return ranked[0] ?? null;
}

export function deckEvolution(versions: readonly DeckVersion[], game: GameId | null = null): DeckEvolution {
  const ordered = chronological(versions);
  const timeline: TimelineEntry[] = [];
  const shares: number[] = [];
  for (let i = 1; i < ordered.length; i++) {
    const from = ordered[i - 1];
    const to = ordered[i];
    const comparison = compareVersions(from, to, game);
    timeline.push({
      from_version_tag: comparison.from_version_tag,
      to_version_tag: comparison.to_version_tag,
      from_timestamp: from.created_at.toISOString(),
      to_timestamp: to.created_at.toISOString(),
      summary: comparison.summary,
      card_diffs: comparison.card_diffs,
    });
    shares.push(changeShare(from, to, comparison.summary.total_changes));
  }
  const meanShare = shares.length === 0 ? 0 : shares.reduce((a, b) => a + b, 0) / shares.length;
  return {
    total_versions: ordered.length,
    stats: {
      version_count: ordered.length,
      total_changes: timeline.reduce((sum, t) => sum + t.summary.total_changes, 0),
      stability_score: Math.round((1 - meanShare) * 1000) / 1000,
      most_changed_card: mostChangedCard(timeline),
    },
    timeline,
  };
}

export type StabilityBand = 'stable' | 'moderate' | 'volatile';

/** Colours of the bands, for clients that want the band's colour rather than its name. */
export const STABILITY_BAND_COLOUR: Record<StabilityBand, 'green' | 'orange' | 'red'> = {
  stable: 'green',
  moderate: 'orange',
  volatile: 'red',
};

export function stabilityBand(score: number): StabilityBand {
  if (score >= 0.8) return 'stable';
  if (score >= 0.6) return 'moderate';
  return 'volatile';
}

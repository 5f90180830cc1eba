// Decklists in GraphQL, their history: what changed between two versions (of one decklist, or of two of the same
// game) and over all of a decklist's versions, as the Decklist's compare and evolution fields. The services in
// services/decklists/decklist-history.ts answer both, as they do for REST.
import type { CardDiff, DeckEvolution, DiffSummary, TimelineEntry } from '../../domain/decklist-diff.ts';
import { compareDecklistVersions, decklistEvolution, type DecklistComparison } from '../../services/decklists/decklist-history.ts';
import { builder } from '../builder.ts';
import { databaseId } from '../ids.ts';

const CardDiffRef = builder.objectRef<CardDiff>('CardDiff').implement({
  description: 'How one card changed between two versions.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'Card name.' }),
    type: t.exposeString('type', { description: 'Card type.' }),
    diffType: t.exposeString('diff_type', { description: "'added', 'removed' or 'changed'." }),
    oldQuantity: t.exposeInt('old_quantity', { description: 'Copies in the older version.' }),
    newQuantity: t.exposeInt('new_quantity', { description: 'Copies in the newer version.' }),
    quantityDiff: t.exposeInt('quantity_diff', { description: 'The new quantity minus the old one (newQuantity - oldQuantity).' }),
  }),
});

const DiffSummaryRef = builder.objectRef<DiffSummary>('DiffSummary').implement({
  description: 'Counts of what changed between two versions.',
  fields: (t) => ({
    cardsAdded: t.exposeInt('cards_added', { description: 'Cards that are new.' }),
    cardsRemoved: t.exposeInt('cards_removed', { description: 'Cards that are gone.' }),
    cardsChanged: t.exposeInt('cards_changed', { description: 'Cards whose quantity changed.' }),
    netCardCount: t.exposeInt('net_card_count', { description: 'Change in the total number of cards.' }),
    totalChanges: t.exposeInt('total_changes', { description: 'Sum of all quantity changes (each copy counts).' }),
  }),
});

const VersionComparisonRef = builder.objectRef<DecklistComparison>('VersionComparison').implement({
  description: 'What changed from one version of a decklist to another, or from a version of one decklist to a version of another.',
  fields: (t) => ({
    fromVersionTag: t.exposeString('from_version_tag', { description: 'The older version, e.g. v1.' }),
    toVersionTag: t.exposeString('to_version_tag', { description: 'The newer version, e.g. v2.' }),
    fromDecklistId: t.exposeString('from_decklist_id', { description: "The older version's decklist (database id)." }),
    fromDecklistName: t.exposeString('from_decklist_name', { description: 'The decklist of the older version.' }),
    toDecklistId: t.exposeString('to_decklist_id', { description: "The newer version's decklist (database id)." }),
    toDecklistName: t.exposeString('to_decklist_name', { description: 'The decklist of the newer version: the same one, or the one named by toDecklist.' }),
    summary: t.field({ type: DiffSummaryRef, description: 'Counts of the changes.', resolve: (c) => c.summary }),
    cardDiffs: t.field({ type: [CardDiffRef], description: 'Changed cards, by type, then added/removed/changed, then name.', resolve: (c) => c.card_diffs }),
  }),
});

const TimelineEntryRef = builder.objectRef<TimelineEntry>('DecklistTimelineEntry').implement({
  description: 'The change from one version to the next.',
  fields: (t) => ({
    fromVersionTag: t.exposeString('from_version_tag', { description: 'The earlier version.' }),
    toVersionTag: t.exposeString('to_version_tag', { description: 'The next version.' }),
    fromTimestamp: t.exposeString('from_timestamp', { description: 'When the earlier version was saved (ISO-8601).' }),
    toTimestamp: t.exposeString('to_timestamp', { description: 'When the next version was saved (ISO-8601).' }),
    summary: t.field({ type: DiffSummaryRef, description: 'Counts of the changes.', resolve: (e) => e.summary }),
    cardDiffs: t.field({ type: [CardDiffRef], description: 'Changed cards.', resolve: (e) => e.card_diffs }),
  }),
});

type EvolutionStats = DeckEvolution['stats'];
const MostChangedCardRef = builder.objectRef<NonNullable<EvolutionStats['most_changed_card']>>('MostChangedCard').implement({
  description: 'The card whose quantity changed most over the versions.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'Card name.' }),
    totalChange: t.exposeInt('total_change', { description: 'Sum of its quantity changes.' }),
  }),
});

const EvolutionStatsRef = builder.objectRef<EvolutionStats>('DeckEvolutionStats').implement({
  description: 'Figures of a deck evolution.',
  fields: (t) => ({
    versionCount: t.exposeInt('version_count', { description: 'Number of versions.' }),
    totalChanges: t.exposeInt('total_changes', { description: 'Sum of the changes of every transition.' }),
    stabilityScore: t.exposeFloat('stability_score', { description: '1 means never changed, 0 means replaced every time (0 to 1).' }),
    mostChangedCard: t.field({ type: MostChangedCardRef, nullable: true, description: 'Null when nothing changed.', resolve: (s) => s.most_changed_card }),
  }),
});

const DeckEvolutionRef = builder.objectRef<DeckEvolution>('DeckEvolution').implement({
  description: 'How a decklist changed over its versions.',
  fields: (t) => ({
    totalVersions: t.exposeInt('total_versions', { description: 'Number of versions.' }),
    stats: t.field({ type: EvolutionStatsRef, description: 'Summary figures.', resolve: (e) => e.stats }),
    timeline: t.field({ type: [TimelineEntryRef], description: 'One entry per transition, oldest first.', resolve: (e) => e.timeline }),
  }),
});

builder.prismaObjectFields('Decklist', (t) => ({
  compare: t.field({
    type: VersionComparisonRef,
    description: 'What changed between two versions, named by number or tag (2 or "v2"); with toDecklist, from a version of this decklist to a version of another one of the same game.',
    args: {
      from: t.arg.string({ required: true, description: 'The older version (of this decklist).' }),
      to: t.arg.string({ required: true, description: 'The newer version (of toDecklist when given).' }),
      toDecklist: t.arg.id({ description: 'Global ID or database id of another decklist to compare with; versions are then tagged with their decklist\'s name.' }),
    },
    resolve: (d, args, ctx) => compareDecklistVersions(ctx, d.id, { fromVersion: args.from, toVersion: args.to, toDecklistId: args.toDecklist ? databaseId(args.toDecklist, 'Decklist') : undefined }),
  }),
  evolution: t.field({
    type: DeckEvolutionRef,
    description: 'How the list changed over all its versions.',
    resolve: (d, _args, ctx) => decklistEvolution(ctx, d.id),
  }),
}));

// Decklists in GraphQL, their import from pasted deck text: the preview (what the text reads as, nothing stored) and
// the importDecklist mutation. Both call services/decklists/import-decklist.ts, as REST does.
import type { ImportDecklistInput } from '../../domain/validation/decklists.ts';
import { importDecklist, previewDecklistImport, type ImportPreview } from '../../services/decklists/import-decklist.ts';
import { builder } from '../builder.ts';
import { WRITE_ERRORS } from '../errors.ts';
import { withDatabaseIds } from '../ids.ts';
import type { FieldsOf } from '../inputs.ts';
import { CardLineRef, CurveBucketRef, deckDescriptions, DecklistRef, LegalityWarningRef } from './decklists.ts';

const TypeCountRef = builder.objectRef<{ type: string; count: number }>('CardTypeCount').implement({
  description: 'How many cards of one type a list has.',
  fields: (t) => ({
    type: t.exposeString('type', { description: "Card type ('Other' for cards without one)." }),
    count: t.exposeInt('count', { description: 'Total quantity of that type.' }),
  }),
});

const DeckStatsRef = builder.objectRef<ImportPreview['stats']>('DeckStats').implement({
  description: 'Totals of a card list.',
  fields: (t) => ({
    totalCards: t.exposeInt('total_cards', { description: 'Sum of all quantities.' }),
    uniqueCards: t.exposeInt('unique_cards', { description: 'Number of distinct card names.' }),
    types: t.field({
      type: [TypeCountRef],
      description: 'Total quantity per card type.',
      resolve: (stats) => Object.entries(stats.types).map(([type, count]) => ({ type, count })),
    }),
  }),
});

const UnmatchedLineRef = builder.objectRef<ImportPreview['unmatched'][number]>('UnmatchedLine').implement({
  description: 'A line of pasted deck text that could not be read as a card.',
  fields: (t) => ({
    line: t.exposeInt('line', { description: '1-based line number in the pasted text.' }),
    text: t.exposeString('text', { description: 'The line as pasted (shortened when very long).' }),
    reason: t.exposeString('reason', { description: 'Why it was not used.' }),
  }),
});

const MergedLinesRef = builder.objectRef<ImportPreview['merged'][number]>('MergedLines').implement({
  description: 'Several lines of pasted deck text naming one card (same printing and section), stored as one line.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The card.' }),
    type: t.exposeString('type', { description: 'The section or type of the merged line.' }),
    lines: t.exposeInt('lines', { description: 'How many lines were merged.' }),
    quantity: t.exposeInt('quantity', { description: "The merged line's quantity." }),
  }),
});

const DecklistImportPreviewRef = builder.objectRef<ImportPreview>('DecklistImportPreview').implement({
  description: 'What an import would store: the parsed cards, their totals and the lines that matched nothing.',
  fields: (t) => ({
    cards: t.field({ type: [CardLineRef], description: 'The cards read from the text, in order.', resolve: (p) => p.deck.cards }),
    curve: t.field({ type: [CurveBucketRef], nullable: true, description: deckDescriptions.curve, resolve: (p) => p.deck.curve }),
    legalityWarnings: t.field({ type: [LegalityWarningRef], description: deckDescriptions.legalityWarnings, resolve: (p) => p.deck.legalityWarnings }),
    stats: t.field({ type: DeckStatsRef, description: 'Totals of the parsed cards.', resolve: (p) => p.stats }),
    unmatched: t.field({ type: [UnmatchedLineRef], description: 'Lines that were not used, with the reason.', resolve: (p) => p.unmatched }),
    mergedLines: t.field({ type: [MergedLinesRef], description: 'Cards written on several lines, merged into one.', resolve: (p) => p.merged }),
    game: t.exposeString('game', { nullable: true, description: "The game the text was read as ('mtg', 'pokemon', …), null when unknown." }),
    formatName: t.exposeString('format_name', { description: "The export format recognised, e.g. 'MTG Arena' or 'Generic'." }),
    metadata: t.field({ type: 'JSON', description: 'What the export says besides its cards (deck name, hero, leader, URL).', resolve: (p) => p.metadata }),
    gameWarning: t.exposeString('game_warning', { nullable: true, description: "Why the list is not of the archetype's game (importDecklist refuses it with this message); null when it is or cannot be told." }),
  }),
});

builder.queryFields((t) => ({
  previewDecklistImport: t.field({
    type: DecklistImportPreviewRef,
    description: 'Parses pasted deck text for an archetype without storing anything (team members only).',
    errors: { types: WRITE_ERRORS },
    args: {
      archetypeId: t.arg.id({ required: true, description: 'Global ID or database id of the archetype.' }),
      rawText: t.arg.string({ required: true, description: 'The pasted deck text (at most 100,000 characters).' }),
      game: t.arg.string({ description: "Read the text as this game ('mtg' or 'Magic: The Gathering'); detected when absent." }),
    },
    resolve: (_root, args, ctx) => previewDecklistImport(ctx, withDatabaseIds(args, { archetypeId: 'Archetype' })),
  }),
}));

builder.relayMutationField(
  'importDecklist',
  {
    description: 'Pasted deck text to store as a new decklist.',
    inputFields: (t) => ({
      archetypeId: t.id({ required: true, description: 'Global ID or database id of the archetype.' }),
      rawText: t.string({ required: true, description: 'The pasted deck text (at most 100,000 characters).' }),
      notes: t.string({ description: 'Notes for version 1.' }),
      game: t.string({ description: 'Read the text as this game; detected when absent.' }),
      name: t.string({ description: "Decklist name; the export's deck name or the archetype's name when absent." }),
    }) satisfies FieldsOf<ImportDecklistInput, 'preview'>,
  },
  {
    description: 'Imports deck text as a new decklist whose version 1 holds the parsed cards (team members only).',
    errors: { types: WRITE_ERRORS },
    resolve: async (_root, { input }, ctx) => importDecklist(ctx, withDatabaseIds(input, { archetypeId: 'Archetype' })),
  },
  {
    description: 'The imported decklist.',
    outputFields: (t) => ({
      decklist: t.field({ type: DecklistRef, description: 'The new decklist.', resolve: (p) => p.decklist }),
      unmatched: t.field({ type: [UnmatchedLineRef], description: 'Lines of the text that were not used.', resolve: (p) => p.unmatched }),
    }),
  },
);

// Decklists in GraphQL: Decklist and DecklistVersion nodes, card lines, and the create/update/delete mutations. Their
// history (compare, evolution) is in decklists-history.ts, their import from deck text in decklists-import.ts. Every
// resolver calls the services in services/decklists, so GraphQL and REST allow and refuse exactly the same things.
import type { CurveBucket } from '../../domain/cards/curve.ts';
import type { EnrichedCardLine } from '../../domain/cards/enrichment.ts';
import type { LegalityWarning } from '../../domain/cards/legality.ts';
import type { CardLineInput, CreateDecklistInput, UpdateDecklistInput } from '../../domain/validation/decklists.ts';
import { CARD_LINES_MAX } from '../../domain/validation/decklists.ts';
import { readableDecklists, readableVersions } from '../../services/access/read-scope.ts';
import { createDecklist } from '../../services/decklists/create-decklist.ts';
import { deleteDecklist } from '../../services/decklists/delete-decklist.ts';
import { DECKLIST_ORDER } from '../../services/decklists/decklist-queries.ts';
import { updateDecklist } from '../../services/decklists/update-decklist.ts';
import { versionTag } from '../../services/decklists/version-tags.ts';
import { builder } from '../builder.ts';
import { versionDeck } from '../version-decks.ts';
import { DELETE_ERRORS, EDIT_ERRORS, WRITE_ERRORS } from '../errors.ts';
import { databaseId, lookupId, withDatabaseIds } from '../ids.ts';
import type { FieldsOf } from '../inputs.ts';

// ---- Plain objects: card lines and the catalog's reading of a list ----

export const CardLineRef = builder.objectRef<EnrichedCardLine>('CardLine').implement({
  description: 'One line of a decklist: a card and how many copies, with what the card catalog knows about the card.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'Card name.' }),
    quantity: t.exposeInt('quantity', { description: 'Number of copies, 1 to 999.' }),
    type: t.exposeString('type', {
      description: "The game's type of the card when the catalog knows it (Creature, Land, Pokémon, Trainer, …); else the line's section ('Other' when unknown).",
    }),
    section: t.exposeString('section', { description: "The line's section as imported or typed (Main Deck, Sideboard, Extra Deck, Commander, …)." }),
    cost: t.exposeString('cost', { nullable: true, description: 'Mana, ink or resource cost, when known.' }),
    manaValue: t.exposeFloat('manaValue', { nullable: true, description: 'Mana value, ink cost or level the cost curve counts; null when unknown.' }),
    rarity: t.exposeString('rarity', { nullable: true, description: 'Rarity, when known.' }),
    set: t.exposeString('set', { nullable: true, description: 'Set code, when known.' }),
    number: t.exposeString('number', { nullable: true, description: 'Collector number, passcode or card id, when known.' }),
    typeLine: t.exposeString('typeLine', { nullable: true, description: 'The full type line, e.g. "Creature — Human Wizard", when known.' }),
    imageUrl: t.exposeString('imageUrl', { nullable: true, description: "URL of the card's image on its source's site, when known." }),
    resolved: t.exposeBoolean('resolved', { description: 'Whether the card catalog knows the card.' }),
  }),
});

export const CurveBucketRef = builder.objectRef<CurveBucket>('CurveBucket').implement({
  description: 'Copies of one cost in a cost curve.',
  fields: (t) => ({
    label: t.exposeString('label', { description: 'The cost: "0", "1", … and the last bucket "7+" (everything at or above it).' }),
    count: t.exposeInt('count', { description: 'Copies with that cost.' }),
  }),
});

export const LegalityWarningRef = builder.objectRef<LegalityWarning>('LegalityWarning').implement({
  description: 'A card the format does not allow or allows fewer copies of, or a deck of the wrong size.',
  fields: (t) => ({
    code: t.exposeString('code', { description: "'banned', 'not_legal', 'too_many_copies' or 'deck_size'." }),
    card: t.exposeString('card', { description: 'The catalog name of the card (or cards) concerned; empty for deck_size.' }),
    message: t.exposeString('message', { description: 'What is wrong, e.g. "Mental Misstep is banned in Modern".' }),
  }),
});

/** The catalog's reading of a list: fields shared by versions and the import preview. */
export const deckDescriptions = {
  curve: 'Copies per cost over the main deck (lands and side sections left out); null when the catalog knows no cost.',
  legalityWarnings: "Banned or not legal cards and copy limits in the archetype's format, where the catalog has them.",
};

// ---- Nodes ----

/** What a version's catalog reading needs: its cards, and its decklist for the archetype's game and format. */
const DECK_SELECTION = { id: true, decklistId: true, cards: { orderBy: { position: 'asc' as const } } };

export const DecklistVersionRef = builder.prismaNode('DecklistVersion', {
  description: 'An immutable snapshot of a decklist: its cards, notes and change summary at one version.',
  id: { field: 'id' },
  nullable: true,
  findUnique: async (id, ctx) => ({ ...(await readableVersions(ctx.viewer)), id }),
  fields: (t) => ({
    databaseId: t.exposeString('id', { description: 'The id used by the REST API (/api).' }),
    number: t.exposeInt('number', { description: 'Version number, from 1.' }),
    versionTag: t.string({ description: "The version's tag, 'v{number}'.", select: { number: true }, resolve: (v) => versionTag(v.number) }),
    changeSummary: t.exposeString('changeSummary', { nullable: true, description: 'What changed, in the editor\'s words (at most 200 characters).' }),
    notes: t.exposeString('notes', { nullable: true, description: 'Notes saved with this version.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When this version was saved.' }),
    createdBy: t.relation('createdBy', { nullable: true, description: 'Who saved it (null if that account is gone).' }),
    decklist: t.relation('decklist', { description: 'The decklist it is a version of.' }),
    cards: t.field({
      type: [CardLineRef],
      description: 'The cards, in the order they were imported or typed.',
      select: DECK_SELECTION,
      resolve: async (v, _args, ctx) => (await versionDeck(ctx, v)).cards,
    }),
    curve: t.field({
      type: [CurveBucketRef],
      nullable: true,
      description: deckDescriptions.curve,
      select: DECK_SELECTION,
      resolve: async (v, _args, ctx) => (await versionDeck(ctx, v)).curve,
    }),
    legalityWarnings: t.field({
      type: [LegalityWarningRef],
      description: deckDescriptions.legalityWarnings,
      select: DECK_SELECTION,
      resolve: async (v, _args, ctx) => (await versionDeck(ctx, v)).legalityWarnings,
    }),
    totalCards: t.int({
      description: 'Sum of all quantities.',
      select: { cards: { orderBy: { position: 'asc' } } },
      resolve: (v) => v.cards.reduce((sum, card) => sum + card.quantity, 0),
    }),
  }),
});

/** The newest version is the current one: numbers only grow and versions are never removed one by one. */
const CURRENT_VERSION = { orderBy: { number: 'desc' as const }, take: 1 };

export const DecklistRef = builder.prismaNode('Decklist', {
  description: 'A named, versioned card list of an archetype. Every edit adds a version; old versions never change.',
  id: { field: 'id' },
  nullable: true,
  findUnique: async (id, ctx) => ({ ...(await readableDecklists(ctx.viewer)), id }),
  fields: (t) => ({
    databaseId: t.exposeString('id', { description: 'The id used by the REST API (/api).' }),
    name: t.exposeString('name', { description: 'Decklist name (at most 200 characters).' }),
    archetype: t.relation('archetype', { description: 'The archetype it belongs to.' }),
    archetypeDatabaseId: t.exposeString('archetypeId', { description: "The archetype's database id." }),
    currentVersionNumber: t.exposeInt('currentVersion', { description: 'Number of the current (newest) version.' }),
    revision: t.exposeInt('currentVersion', { description: 'The current version number, which updateDecklist names as baseRevision.' }),
    versionTag: t.string({ description: "Tag of the current version, 'v{number}'.", select: { currentVersion: true }, resolve: (d) => versionTag(d.currentVersion) }),
    current: t.field({
      type: DecklistVersionRef,
      description: 'The current version: its cards, notes and change summary.',
      select: (_args, _ctx, nestedSelection) => ({ versions: nestedSelection(CURRENT_VERSION) }),
      resolve: (d) => d.versions[0],
    }),
    version: t.prismaField({
      type: 'DecklistVersion',
      nullable: true,
      description: 'One version by number; null when there is no such version.',
      args: { number: t.arg.int({ required: true, description: 'Version number (1 is the first).' }) },
      resolve: (query, decklist, args, ctx) =>
        ctx.db.decklistVersion.findUnique({ ...query, where: { decklistId_number: { decklistId: decklist.id, number: args.number } } }),
    }),
    versions: t.relatedConnection('versions', {
      cursor: 'id',
      totalCount: true,
      description: 'Every version, newest first.',
      query: { orderBy: { number: 'desc' } },
    }),
    rawImportText: t.exposeString('rawImportText', { nullable: true, description: 'The text it was imported from, if it was imported.' }),
    createdBy: t.relation('createdBy', { nullable: true, description: 'Who created it (null if that account is gone).' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was created.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When its latest version was saved.' }),
    viewerIsMember: t.boolean({
      description: "Whether the viewer belongs to the archetype's team and so may edit or delete this decklist.",
      select: { archetype: { select: { project: { select: { teamId: true } } } } },
      resolve: async (d, _args, ctx) => (await ctx.viewer.roleIn(d.archetype.project.teamId)) !== null,
    }),
  }),
});

builder.prismaObjectField('Archetype', 'decklists', (t) =>
  t.relatedConnection('decklists', {
    cursor: 'id',
    totalCount: true,
    description: "The archetype's decklists, oldest first: the first is the one the screens show.",
    query: { orderBy: DECKLIST_ORDER },
  }),
);

// ---- Queries ----

builder.queryFields((t) => ({
  decklist: t.prismaField({
    type: 'Decklist',
    nullable: true,
    description: 'A decklist by global ID or database id; null when it does not exist or the viewer may not read it.',
    args: { id: t.arg.id({ required: true, description: 'Global ID or database id.' }) },
    resolve: async (query, _root, args, ctx) => {
      const id = lookupId(args.id, 'Decklist');
      return id ? ctx.db.decklist.findFirst({ ...query, where: { ...(await readableDecklists(ctx.viewer)), id } }) : null;
    },
  }),
}));

// ---- Mutations ----

const CardLineInputRef = builder.inputType('CardLineInput', {
  description: 'One card line of a decklist.',
  fields: (t) => ({
    name: t.string({ required: true, description: 'Card name (required).' }),
    quantity: t.int({ required: true, description: 'Copies, 1 to 999.' }),
    type: t.string({ description: "Card type; 'Other' when absent." }),
    cost: t.string({ description: 'Cost.' }),
    rarity: t.string({ description: 'Rarity.' }),
    set: t.string({ description: 'Set code.' }),
    number: t.string({ description: 'Collector number.' }),
  }) satisfies FieldsOf<CardLineInput>,
});

builder.relayMutationField(
  'createDecklist',
  {
    description: 'A decklist from explicit card lines.',
    inputFields: (t) => ({
      archetypeId: t.id({ required: true, description: 'Global ID or database id of the archetype.' }),
      name: t.string({ description: "Decklist name; the archetype's name when absent." }),
      notes: t.string({ description: 'Notes for version 1.' }),
      changeSummary: t.string({ description: 'Change summary of version 1 (at most 200 characters).' }),
      cards: t.field({ type: [CardLineInputRef], required: true, description: 'At least one card line.', extensions: { maxItems: CARD_LINES_MAX } }),
    }) satisfies FieldsOf<CreateDecklistInput>,
  },
  {
    description: 'Creates a decklist whose version 1 holds the given cards (team members only).',
    errors: { types: WRITE_ERRORS },
    resolve: async (_root, { input }, ctx) => createDecklist(ctx, withDatabaseIds(input, { archetypeId: 'Archetype' })),
  },
  {
    description: 'The created decklist.',
    outputFields: (t) => ({ decklist: t.field({ type: DecklistRef, description: 'The new decklist.', resolve: (p) => p.decklist }) }),
  },
);

builder.relayMutationField(
  'updateDecklist',
  {
    description: 'The new state of a decklist; it becomes a new version.',
    inputFields: (t) => ({
      id: t.id({ required: true, description: 'Global ID or database id of the decklist.' }),
      cards: t.field({ type: [CardLineInputRef], required: true, description: 'The full card list (at least one line).', extensions: { maxItems: CARD_LINES_MAX } }),
      changeSummary: t.string({ description: 'What changed (at most 200 characters).' }),
      notes: t.string({ description: 'Notes for the new version.' }),
      name: t.string({ description: 'A new name; unchanged when absent.' }),
      baseRevision: t.int({ description: "The version the edit was made from: refused with an EditConflictError (saying what changed) when a newer version was saved since. Absent: a blind write of the whole list." }),
    }) satisfies FieldsOf<UpdateDecklistInput, never, 'id'>,
  },
  {
    description: 'Saves an edit as the next version (team members only). Of concurrent edits of the same version (baseRevision), one is saved and the others refused.',
    errors: { types: EDIT_ERRORS },
    resolve: async (_root, { input: { id, ...edit } }, ctx) => updateDecklist(ctx, databaseId(id, 'Decklist'), edit),
  },
  {
    description: 'The decklist and the version the edit created.',
    outputFields: (t) => ({
      decklist: t.field({ type: DecklistRef, description: 'The decklist at its new current version.', resolve: (p) => p.decklist }),
      version: t.field({ type: DecklistVersionRef, description: 'The version just created.', resolve: (p) => p.version }),
    }),
  },
);

builder.relayMutationField(
  'deleteDecklist',
  { description: 'The decklist to delete.', inputFields: (t) => ({ id: t.id({ required: true, description: 'Global ID or database id.' }) }) },
  {
    description: 'Deletes a decklist with its versions and comments (team members only).',
    errors: { types: DELETE_ERRORS },
    resolve: async (_root, { input }, ctx) => {
      await deleteDecklist(ctx, databaseId(input.id, 'Decklist'));
      return { deletedId: input.id };
    },
  },
  {
    description: 'What was deleted.',
    outputFields: (t) => ({ deletedId: t.id({ description: 'The ID that was given.', resolve: (p) => p.deletedId }) }),
  },
);


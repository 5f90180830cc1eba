// Sideboard guides and version impact in GraphQL: Decklist.sideboardGuide / sideboardGuides, DecklistVersion's
// guides, the saveSideboardGuide mutation and Archetype.versionImpact. Every resolver calls the services that REST
// calls (services/sideboard-guides, services/matches/version-impact.ts).
import { renderMarkdown } from '../../domain/markdown.ts';
import type { GuideWarning } from '../../domain/sideboard-guide.ts';
import type { RecordWithRate } from '../../domain/matchup/version-impact.ts';
import type { GuideCard, SaveSideboardGuideInput } from '../../domain/validation/sideboard-guides.ts';
import { getVersionImpact, type DecklistImpact, type OpponentImpact } from '../../services/matches/version-impact.ts';
import { saveSideboardGuide } from '../../services/sideboard-guides/save-sideboard-guide.ts';
import { getSideboardGuide, listSideboardGuides, type SideboardGuideView } from '../../services/sideboard-guides/sideboard-guide-queries.ts';
import { builder } from '../builder.ts';
import { EDIT_ERRORS } from '../errors.ts';
import { databaseId } from '../ids.ts';
import type { FieldsOf } from '../inputs.ts';
import { IntervalRef } from './matches-statistics.ts';
import { UserRef } from './users.ts';

const GuideCardRef = builder.objectRef<GuideCard>('SideboardGuideCard').implement({
  description: 'A card and how many copies come in or go out.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'Card name, as the decklist version spells it.' }),
    quantity: t.exposeInt('quantity', { description: 'Copies.' }),
  }),
});

const GuidePlanRef = builder.objectRef<{ in: GuideCard[]; out: GuideCard[] }>('SideboardPlan').implement({
  description: 'Cards in from the sideboard and out of the main deck, in equal counts.',
  fields: (t) => ({
    in: t.field({ type: [GuideCardRef], description: 'Cards brought in from the sideboard.', resolve: (p) => p.in }),
    out: t.field({ type: [GuideCardRef], description: 'Cards taken out of the main deck.', resolve: (p) => p.out }),
  }),
});

const GuideWarningRef = builder.objectRef<GuideWarning>('SideboardGuideWarning').implement({
  description: 'A card of a guide that its decklist version cannot supply (a carried guide whose card left the list).',
  fields: (t) => ({
    plan: t.exposeString('plan', { description: "'play' (the plan on the play, or for both) or 'draw'." }),
    direction: t.exposeString('direction', { description: "'in' or 'out'." }),
    name: t.exposeString('name', { description: 'Card name.' }),
    quantity: t.exposeInt('quantity', { description: 'Copies the guide moves.' }),
    available: t.exposeInt('available', { description: 'Copies the version has in the main deck (out) or sideboard (in).' }),
    message: t.exposeString('message', { description: 'What is wrong, for people.' }),
  }),
});

export const SideboardGuideRef = builder.objectRef<SideboardGuideView>('SideboardGuide').implement({
  description: 'How a decklist version sideboards against one opponent archetype.',
  fields: (t) => ({
    id: t.id({
      description: 'Unique per decklist version and opponent (also for the empty guide of a matchup without one).',
      resolve: (g) => `SideboardGuide:${g.versionId}:${g.opponent.id}`,
    }),
    databaseId: t.exposeString('id', { nullable: true, description: 'The id used by the REST API; null while no guide is saved for this matchup.' }),
    decklistDatabaseId: t.exposeString('decklistId', { description: "The decklist's database id." }),
    versionNumber: t.exposeInt('versionNumber', { description: 'The decklist version the guide belongs to.' }),
    opponentArchetypeId: t.string({ description: "The opponent archetype's database id.", resolve: (g) => g.opponent.id }),
    opponentName: t.string({ description: "The opponent archetype's name.", resolve: (g) => g.opponent.name }),
    in: t.field({ type: [GuideCardRef], description: 'Cards brought in (on the play, and on the draw unless onTheDraw says otherwise).', resolve: (g) => g.in }),
    out: t.field({ type: [GuideCardRef], description: 'Cards taken out, as many as come in.', resolve: (g) => g.out }),
    onTheDraw: t.field({ type: GuidePlanRef, nullable: true, description: 'The plan on the draw when it differs; null when in and out hold for both.', resolve: (g) => g.onTheDraw }),
    notes: t.exposeString('notes', { nullable: true, description: 'Notes as written (Markdown).' }),
    notesHtml: t.string({ description: 'The notes rendered and sanitised like comments ("" without notes).', resolve: (g) => (g.notes ? renderMarkdown(g.notes) : '') }),
    carriedFromVersion: t.exposeInt('carriedFromVersion', { nullable: true, description: 'The version it was written for, when an edit of the decklist copied it to this one.' }),
    revision: t.exposeInt('revision', { description: 'Counts its saves (0 while none is saved; a carried copy keeps its original\'s); saveSideboardGuide names it as baseRevision.' }),
    warnings: t.field({ type: [GuideWarningRef], description: 'Cards this version cannot supply.', resolve: (g) => g.warnings }),
    updatedBy: t.field({
      type: UserRef,
      nullable: true,
      description: 'Who saved it last (null if that account is gone or nothing is saved).',
      resolve: (g, _args, ctx) => (g.updatedBy ? ctx.db.user.findUnique({ where: { id: g.updatedBy.id } }) : null),
    }),
    updatedAt: t.field({ type: 'DateTime', nullable: true, description: 'When it was saved last; null while nothing is saved.', resolve: (g) => g.updatedAt }),
  }),
});


builder.prismaObjectFields('Decklist', (t) => ({
  sideboardGuide: t.field({
    type: SideboardGuideRef,
    description: "The guide of the current version (or `version`) against an archetype of the decklist's project; an empty guide (databaseId null) when none is saved.",
    args: {
      opponentArchetypeId: t.arg.id({ required: true, description: 'Global ID or database id of the opponent archetype.' }),
      version: t.arg.int({ description: 'A version number; the current version when absent.' }),
    },
    select: { id: true },
    resolve: (d, args, ctx) => getSideboardGuide(ctx, d.id, databaseId(args.opponentArchetypeId, 'Archetype'), { version: args.version ?? undefined }),
  }),
  sideboardGuides: t.field({
    type: [SideboardGuideRef],
    description: 'Every saved guide of the current version (or `version`), by opponent name.',
    args: { version: t.arg.int({ description: 'A version number; the current version when absent.' }) },
    select: { id: true },
    resolve: (d, args, ctx) => listSideboardGuides(ctx, d.id, { version: args.version ?? undefined }),
  }),
}));

const GuideCardInputRef = builder.inputType('SideboardGuideCardInput', {
  description: 'A card and how many copies.',
  fields: (t) => ({
    name: t.string({ required: true, description: 'Card name (matched without regard to case).' }),
    quantity: t.int({ required: true, description: 'Copies, 1 to 999.' }),
  }),
});

const GuidePlanInputRef = builder.inputType('SideboardPlanInput', {
  description: 'The plan on the draw: cards in from the sideboard and out of the main deck, in equal counts.',
  fields: (t) => ({
    in: t.field({ type: [GuideCardInputRef], required: true, description: 'Cards brought in.' }),
    out: t.field({ type: [GuideCardInputRef], required: true, description: 'Cards taken out.' }),
  }),
});

builder.relayMutationField(
  'saveSideboardGuide',
  {
    description: "The guide of a decklist's current version against one opponent archetype.",
    inputFields: (t) =>
      ({
        decklistId: t.id({ required: true, description: 'Global ID or database id of the decklist.' }),
        opponentArchetypeId: t.id({ required: true, description: 'Global ID or database id of an archetype of the same project.' }),
        in: t.field({ type: [GuideCardInputRef], required: true, description: 'Cards brought in from the sideboard.' }),
        out: t.field({ type: [GuideCardInputRef], required: true, description: 'Cards taken out of the main deck (as many as come in).' }),
        onTheDraw: t.field({ type: GuidePlanInputRef, description: 'The plan on the draw when it differs; null or absent: the same plan.' }),
        notes: t.string({ description: 'Notes (Markdown); null or empty clears them.' }),
        baseRevision: t.int({ description: "The guide revision the plan was edited from (0: none saved yet): refused with an EditConflictError when the guide was saved since. Absent: replace whatever is there." }),
      }) satisfies FieldsOf<SaveSideboardGuideInput, never, 'decklistId' | 'opponentArchetypeId'>,
  },
  {
    description: "Saves a decklist's sideboard guide against an archetype (team members).",
    errors: { types: EDIT_ERRORS },
    resolve: async (_root, { input: { decklistId, opponentArchetypeId, ...guide } }, ctx) => ({
      sideboardGuide: await saveSideboardGuide(ctx, databaseId(decklistId, 'Decklist'), databaseId(opponentArchetypeId, 'Archetype'), guide),
    }),
  },
  {
    description: 'The saved guide.',
    outputFields: (t) => ({ sideboardGuide: t.field({ type: SideboardGuideRef, description: 'The guide as saved.', resolve: (p) => p.sideboardGuide }) }),
  },
);

// ---- Version impact ----

const RecordRef = builder.objectRef<RecordWithRate>('VersionRecord').implement({
  description: 'Matches won and lost over some versions, with the rate and its interval.',
  fields: (t) => ({
    wins: t.exposeInt('wins', { description: 'Matches won.' }),
    losses: t.exposeInt('losses', { description: 'Matches lost.' }),
    matches: t.exposeInt('matches', { description: 'Matches played.' }),
    winRate: t.exposeFloat('win_rate', { nullable: true, description: 'Wins / matches; null with no matches.' }),
    interval: t.field({ type: IntervalRef, description: '95% Wilson interval ([0, 1] with no matches).', resolve: (r) => r.interval }),
  }),
});

const VersionRowRef = builder.objectRef<OpponentImpact['byVersion'][number]>('VersionImpactRow').implement({
  description: 'The record of one version in a matchup.',
  fields: (t) => ({
    version: t.exposeInt('version', { description: 'Version number.' }),
    wins: t.exposeInt('wins', { description: 'Matches won.' }),
    losses: t.exposeInt('losses', { description: 'Matches lost.' }),
  }),
});

const OpponentImpactRef = builder.objectRef<OpponentImpact>('OpponentVersionImpact').implement({
  description: 'One matchup split by decklist version.',
  fields: (t) => ({
    opponentArchetypeId: t.string({ description: "The opponent's database id.", resolve: (o) => o.opponent.id }),
    opponentName: t.string({ description: "The opponent's name.", resolve: (o) => o.opponent.name }),
    since: t.field({ type: RecordRef, description: 'The record with the versions since the split.', resolve: (o) => o.since }),
    before: t.field({ type: RecordRef, description: 'The record with the versions before it.', resolve: (o) => o.before }),
    byVersion: t.field({ type: [VersionRowRef], description: 'The record per version, oldest first.', resolve: (o) => o.byVersion }),
    pValue: t.exposeFloat('p_value', { nullable: true, description: "Fisher's exact test, two-sided; null when one side has no matches." }),
    difference: t.exposeString('difference', { description: "'more_than_noise' (p < 0.05), 'could_be_noise' or 'not_enough_data'." }),
    statement: t.exposeString('statement', { description: 'One plain sentence about the split.' }),
  }),
});

const DecklistImpactRef = builder.objectRef<DecklistImpact>('DecklistVersionImpact').implement({
  description: "One decklist's matchups split by its versions.",
  fields: (t) => ({
    decklistId: t.string({ description: "The decklist's database id.", resolve: (d) => d.decklist.id }),
    decklistName: t.string({ description: "The decklist's name.", resolve: (d) => d.decklist.name }),
    currentVersion: t.int({ description: 'Its current version number.', resolve: (d) => d.decklist.currentVersion }),
    sinceVersion: t.exposeInt('sinceVersion', { nullable: true, description: 'The first version counted as "since"; null when no match recorded a version.' }),
    opponents: t.field({ type: [OpponentImpactRef], description: 'Per opponent, by name.', resolve: (d) => d.opponents }),
  }),
});

const VersionImpactRef = builder.objectRef<Awaited<ReturnType<typeof getVersionImpact>>>('VersionImpact').implement({
  description: "An archetype's results per opponent split by decklist version.",
  fields: (t) => ({
    decklists: t.field({ type: [DecklistImpactRef], description: "The archetype's decklists, oldest first.", resolve: (v) => v.decklists }),
    matchesWithoutVersion: t.exposeInt('matchesWithoutVersion', { description: 'Matches (mirrors left out) that did not record a version of the decklist; not counted.' }),
  }),
});

builder.prismaObjectField('Archetype', 'versionImpact', (t) =>
  t.field({
    type: VersionImpactRef,
    description: "Results against each opponent since a version and before it (Fisher's exact test; more than noise when p < 0.05).",
    args: { since: t.arg.int({ description: "The first version counted as since; each decklist's newest version with matches when absent." }) },
    select: { id: true },
    resolve: (a, args, ctx) => getVersionImpact(ctx, a.id, { since: args.since ?? undefined }),
  }),
);

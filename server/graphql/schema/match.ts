// Matches, statistics and the matchup matrix: the Match node, Project.matches / matchupMatrix / matchesCsv,
// matchStats, the match mutations and the matchLogged subscription. Resolvers convert ids and camelCase inputs and
// call services/matches; the statistics themselves come from domain/matchup.
import { AuthenticationError, ForbiddenError, NotFoundError, ValidationError } from '../../domain/errors.ts';
import {
  gamesNeeded,
  matrixCellBand,
  winRatePercent,
  type ExpectedWinRate,
  type Interval,
  type MatchStats,
  type MatrixArchetype,
  type MatrixCell,
  type MatrixCountRow,
} from '../../domain/matchup/index.ts';
import { readableMatches } from '../../services/access/read-scope.ts';
import { deleteMatch } from '../../services/matches/delete-match.ts';
import { exportMatchesCsv } from '../../services/matches/export-matches-csv.ts';
import { getMatchStats } from '../../services/matches/get-match-stats.ts';
import { compactMatrixRows, fieldExpectations, projectMatchupMatrix, type ProjectMatrix } from '../../services/matches/get-matchup-matrix.ts';
import { importMatchesCsv, type ImportReport } from '../../services/matches/import-matches-csv.ts';
import { logMatch } from '../../services/matches/log-match.ts';
import { decklistChoices } from '../../services/matches/match-choices.ts';
import { subscribeToMatches } from '../../services/matches/match-events.ts';
import { MATCH_ORDER, matchFilterWhere, parseMatchFilter } from '../../services/matches/match-queries.ts';
import { updateMatch } from '../../services/matches/update-match.ts';
import type { RequestContext } from '../../context.ts';
import { builder } from '../builder.ts';
import { databaseIdOf } from '../ids.ts';

/** A database id from a global ID of `typename` or a plain id; anything else is passed on for the service to refuse. */
const idOf = (value: unknown, typename: string): string | undefined =>
  value === null || value === undefined || value === '' ? undefined : (databaseIdOf(String(value), typename) ?? String(value));

export const MatchRef = builder.prismaNode('Match', {
  description: 'One game between two archetypes of a project: who won, with which decklists, who went first.',
  id: { field: 'id' },
  nullable: true,
  findUnique: async (id, ctx) => ({ ...(await readableMatches(ctx.viewer)), id }),
  fields: (t) => ({
    databaseId: t.exposeString('id', { description: 'The id used by the REST API (/api).' }),
    project: t.relation('project', { description: 'The project the match belongs to.' }),
    winnerArchetype: t.relation('winnerArchetype', { description: 'The archetype that won.' }),
    loserArchetype: t.relation('loserArchetype', { description: 'The archetype that lost.' }),
    winnerDecklist: t.relation('winnerDecklist', { nullable: true, description: "The winner's decklist, if recorded." }),
    loserDecklist: t.relation('loserDecklist', { nullable: true, description: "The loser's decklist, if recorded." }),
    winnerDecklistVersion: t.exposeInt('winnerDecklistVersion', { nullable: true, description: "The winner's decklist version number when the match was logged." }),
    loserDecklistVersion: t.exposeInt('loserDecklistVersion', { nullable: true, description: "The loser's decklist version number when the match was logged." }),
    winnerUser: t.relation('winnerUser', { nullable: true, description: 'The player who won, if recorded.' }),
    loserUser: t.relation('loserUser', { nullable: true, description: 'The player who lost, if recorded.' }),
    wentFirst: t.exposeBoolean('wentFirst', { nullable: true, description: 'True when the winner went first, false when the loser did, null when not recorded.' }),
    matchDate: t.expose('matchDate', { type: 'DateTime', description: 'When the match was played.' }),
    notes: t.exposeString('notes', { nullable: true, description: 'Notes on the match (at most 2000 characters).' }),
    isActive: t.exposeBoolean('isActive', { description: 'False once the match was deleted: it no longer counts in statistics.' }),
    recordedBy: t.relation('recordedBy', { nullable: true, description: 'Who logged the match (null if that account is gone).' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the match was logged.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When it last changed.' }),
    viewerIsMember: t.boolean({
      description: "Whether the viewer belongs to the project's team and so may edit or delete this match.",
      select: { project: { select: { teamId: true } } },
      resolve: async (match, _args, ctx) => (await ctx.viewer.roleIn(match.project.teamId)) !== null,
    }),
  }),
});

// ---- Match lists ----

const MatchFilter = builder.inputType('MatchFilter', {
  description: 'Narrows a match list (spec section 3 match filters). Id filters match either side of a match.',
  fields: (t) => ({
    userId: t.id({ description: 'Matches this player won or lost (global ID or database id).' }),
    archetypeId: t.id({ description: 'Matches this archetype won or lost.' }),
    decklistId: t.id({ description: 'Matches this decklist won or lost.' }),
    dateFrom: t.string({ description: 'Played at or after this ISO date or date-time (a plain date is midnight UTC).' }),
    dateTo: t.string({ description: 'Played at or before this ISO date-time; a plain date includes that whole day (UTC).' }),
    wentFirst: t.boolean({ description: 'Only matches where the winner went first (true) or the loser did (false).' }),
    includeInactive: t.boolean({ description: 'Include deleted (inactive) matches.' }),
  }),
});

type MatchFilterArgs = {
  userId?: string | number | null;
  archetypeId?: string | number | null;
  decklistId?: string | number | null;
  dateFrom?: string | null;
  dateTo?: string | null;
  wentFirst?: boolean | null;
  includeInactive?: boolean | null;
};

/** The GraphQL filter as the services' snake_case filter (absent values left out). */
function matchFilterInput(filter: MatchFilterArgs | null | undefined, projectId?: string) {
  const f = filter ?? {};
  const entries = {
    project_id: projectId,
    user_id: idOf(f.userId, 'User'),
    archetype_id: idOf(f.archetypeId, 'Archetype'),
    decklist_id: idOf(f.decklistId, 'Decklist'),
    date_from: f.dateFrom ?? undefined,
    date_to: f.dateTo ?? undefined,
    went_first: f.wentFirst ?? undefined,
    include_inactive: f.includeInactive ?? undefined,
  };
  return Object.fromEntries(Object.entries(entries).filter(([, v]) => v !== undefined && v !== ''));
}

async function projectMatchesWhere(ctx: RequestContext, filter: MatchFilterArgs | null | undefined) {
  const { limit: _limit, offset: _offset, ...parsed } = parseMatchFilter(matchFilterInput(filter));
  return matchFilterWhere(ctx, parsed);
}

builder.prismaObjectField('Project', 'matches', (t) =>
  t.relatedConnection('matches', {
    cursor: 'id',
    totalCount: true,
    description: "The project's matches, newest game first, narrowed by the filter (pages of 20 by default).",
    args: { filter: t.arg({ type: MatchFilter, description: 'Optional filters.' }) },
    query: async (args, ctx) => ({ where: await projectMatchesWhere(ctx, args.filter), orderBy: MATCH_ORDER }),
  }),
);

builder.prismaObjectField('Project', 'matchCount', (t) =>
  t.relationCount('matches', { where: { isActive: true }, description: 'How many (active) matches the project has.' }),
);

const MatchesCsvRef = builder.objectRef<{ filename: string; rows: number; csv: string }>('MatchesCsv').implement({
  description: 'A match list as CSV text, in the format the CSV import reads.',
  fields: (t) => ({
    filename: t.exposeString('filename', { description: 'A file name to save it under.' }),
    rows: t.exposeInt('rows', { description: 'How many matches it holds.' }),
    csv: t.exposeString('csv', { description: 'The CSV text, with a header line.' }),
  }),
});

builder.prismaObjectField('Project', 'matchesCsv', (t) =>
  t.field({
    type: MatchesCsvRef,
    description: "The project's matches under the filter as CSV (no paging).",
    args: { filter: t.arg({ type: MatchFilter, description: 'Optional filters.' }) },
    select: { id: true },
    resolve: (project, args, ctx) => exportMatchesCsv(ctx, matchFilterInput(args.filter, project.id)),
  }),
);

type DecklistChoice = Awaited<ReturnType<typeof decklistChoices>>[number];

const DecklistVersionChoiceRef = builder.objectRef<DecklistChoice['versions'][number]>('DecklistVersionChoice').implement({
  description: 'A version of a decklist, as a choice for the matrix filter.',
  fields: (t) => ({
    versionId: t.exposeString('id', { description: "The version's database id (for decklistVersions filters)." }),
    number: t.exposeInt('number', { description: 'Version number.' }),
  }),
});

const DecklistChoiceRef = builder.objectRef<DecklistChoice>('DecklistChoice').implement({
  description: 'A decklist of the project, as a choice in the match forms.',
  fields: (t) => ({
    decklistId: t.exposeString('id', { description: "The decklist's database id." }),
    archetypeId: t.exposeString('archetypeId', { description: "Its archetype's database id." }),
    name: t.exposeString('name', { description: 'Decklist name.' }),
    currentVersion: t.exposeInt('currentVersion', { description: 'Its current version number (recorded with a match logged now).' }),
    versions: t.field({ type: [DecklistVersionChoiceRef], description: 'Its versions, newest first.', resolve: (d) => d.versions }),
  }),
});

builder.prismaObjectField('Project', 'decklistChoices', (t) =>
  t.field({
    type: [DecklistChoiceRef],
    description: "Every decklist of the project's archetypes with its versions: one flat list for the match forms and the matrix filter.",
    select: { id: true, teamId: true, visibility: true },
    resolve: (project, _args, ctx) => decklistChoices(ctx, project),
  }),
);

// ---- Statistics ----

const MatchStatsRef = builder.objectRef<MatchStats>('MatchStats').implement({
  description: 'Wins and losses from one perspective (a player, an archetype and/or a decklist), and who-went-first numbers.',
  fields: (t) => ({
    totalMatches: t.exposeInt('total_matches', { description: 'Matches counted (mirrors of the perspective are left out).' }),
    wins: t.exposeInt('wins', { description: 'Matches the perspective won.' }),
    losses: t.exposeInt('losses', { description: 'Matches the perspective lost.' }),
    winRate: t.exposeFloat('win_rate', { description: 'wins / totalMatches, 0 to 1 (0 without matches).' }),
    firstPlayerWins: t.exposeInt('first_player_wins', { description: 'Matches won by the player who went first.' }),
    firstPlayerRate: t.exposeFloat('first_player_rate', { description: 'firstPlayerWins over the matches where who went first is known, 0 to 1.' }),
  }),
});

builder.queryField('matchStats', (t) =>
  t.field({
    type: MatchStatsRef,
    description:
      'Match statistics for a player, archetype and/or decklist (one side matching all given), optionally within one project. With a project alone every match counts from its winner\'s side.',
    args: {
      projectId: t.arg.id({ description: 'Only matches of this project.' }),
      userId: t.arg.id({ description: 'The player.' }),
      archetypeId: t.arg.id({ description: 'The archetype.' }),
      decklistId: t.arg.id({ description: 'The decklist.' }),
    },
    resolve: (_root, args, ctx) =>
      getMatchStats(
        ctx,
        Object.fromEntries(
          Object.entries({
            project_id: idOf(args.projectId, 'Project'),
            user_id: idOf(args.userId, 'User'),
            archetype_id: idOf(args.archetypeId, 'Archetype'),
            decklist_id: idOf(args.decklistId, 'Decklist'),
          }).filter(([, v]) => v !== undefined),
        ),
      ),
  }),
);

// ---- The matchup matrix ----

const BAND_VALUES = {
  EXCELLENT: 'excellent',
  VERY_GOOD: 'very-good',
  GOOD: 'good',
  NEUTRAL: 'neutral',
  BAD: 'bad',
  VERY_BAD: 'very-bad',
  TERRIBLE: 'terrible',
  NONE: 'none',
} as const;
const BAND_NAMES = Object.fromEntries(Object.entries(BAND_VALUES).map(([name, band]) => [band, name])) as Record<string, keyof typeof BAND_VALUES>;

const MatrixCellBandEnum = builder.enumType('MatrixCellBand', {
  description: 'Colour band of a significant cell by its shown percentage (spec section 4); NONE when not significant or empty.',
  values: {
    EXCELLENT: { description: '75% and above.' },
    VERY_GOOD: { description: '65-74%.' },
    GOOD: { description: '55-64%.' },
    NEUTRAL: { description: '45-54%.' },
    BAD: { description: '35-44%.' },
    VERY_BAD: { description: '25-34%.' },
    TERRIBLE: { description: 'Below 25%.' },
    NONE: { description: 'No colour: not significant, or no games.' },
  } as const,
});

const IntervalRef = builder.objectRef<Interval>('ConfidenceInterval').implement({
  description: 'A 95% confidence interval of a win rate (Wilson score for cells).',
  fields: (t) => ({
    lower: t.exposeFloat('lower', { description: 'Lower bound, 0 to 1.' }),
    upper: t.exposeFloat('upper', { description: 'Upper bound, 0 to 1.' }),
  }),
});

const MatrixCellRef = builder.objectRef<MatrixCell>('MatrixCell').implement({
  description: 'How one archetype (the row) did against another (the column). The cell B-vs-A is always its mirror.',
  fields: (t) => ({
    archetypeId: t.exposeString('archetype_id', { description: "The row archetype's database id." }),
    opponentId: t.exposeString('opponent_id', { description: "The column archetype's database id." }),
    wins: t.exposeInt('wins', { description: 'Games the row archetype won against the column archetype.' }),
    losses: t.exposeInt('losses', { description: 'Games it lost.' }),
    sampleSize: t.exposeInt('sample_size', { description: 'wins + losses.' }),
    winRate: t.exposeFloat('win_rate', { nullable: true, description: 'wins / sampleSize, 0 to 1; null without games.' }),
    winRatePercent: t.int({
      nullable: true,
      description: 'The win rate as the whole percent to show (halves rounded up); null without games.',
      resolve: (cell) => (cell.win_rate === null ? null : winRatePercent(cell.win_rate)),
    }),
    firstWinRate: t.exposeFloat('first_win_rate', { nullable: true, description: 'Win rate in the games where the row archetype went first; null without such games.' }),
    firstSampleSize: t.exposeInt('first_sample_size', { description: 'Games where the row archetype went first.' }),
    isSignificant: t.exposeBoolean('is_significant', { description: 'Whether the sample reaches the minimum sample size (only then the cell is coloured).' }),
    confidenceInterval: t.field({ type: IntervalRef, description: '95% Wilson interval of the win rate ([0, 1] without games).', resolve: (cell) => cell.confidence_interval }),
    band: t.field({ type: MatrixCellBandEnum, description: 'Colour band (NONE unless significant).', resolve: (cell) => BAND_NAMES[matrixCellBand(cell.win_rate, cell.is_significant)] }),
    gamesNeeded: t.int({
      description: 'How many more games until the 95% interval is at most ± halfWidth, if they go at the observed rate.',
      args: { halfWidth: t.arg.float({ required: true, description: 'Target half-width, greater than 0 and less than 0.5 (0.1 means ±10 points).' }) },
      resolve: (cell, args) => gamesNeeded(cell.wins, cell.sample_size, args.halfWidth),
    }),
  }),
});

const MatrixCountRowRef = builder.objectRef<MatrixCountRow>('MatrixCountRow').implement({
  description:
    "One row of the matrix in compact form: the row archetype's counts against each column, in the order of MatchupMatrix.archetypes (the diagonal is 0). The row's losses against column j are row j's wins against it; rates, bands and intervals follow from the counts as in MatrixCell.",
  fields: (t) => ({
    archetypeId: t.exposeString('archetype_id', { description: "The row archetype's database id." }),
    wins: t.exposeIntList('wins', { description: 'Games won against each column.' }),
    firstWins: t.exposeIntList('first_wins', { description: 'Games won against each column having gone first.' }),
    firstGames: t.exposeIntList('first_games', { description: 'Games against each column where the row archetype went first.' }),
  }),
});

const MatrixArchetypeRef = builder.objectRef<MatrixArchetype>('MatrixArchetype').implement({
  description: 'A row (and column) of the matrix with its totals over non-mirror games.',
  fields: (t) => ({
    archetypeId: t.exposeString('id', { description: "The archetype's database id." }),
    name: t.exposeString('name', { description: 'Archetype name.' }),
    shortName: t.exposeString('short_name', { description: 'Short label: the short name, or the first 8 characters of the name.' }),
    totalMatches: t.exposeInt('total_matches', { description: 'Non-mirror games it played.' }),
    totalWins: t.exposeInt('total_wins', { description: 'Of those, games it won.' }),
    winRate: t.exposeFloat('win_rate', { nullable: true, description: 'totalWins / totalMatches; null without games.' }),
  }),
});

const ExpectedWinRateRef = builder.objectRef<ExpectedWinRate>('ExpectedWinRate').implement({
  description: "An archetype's win rate expected against a metagame field, weighted by the field's shares.",
  fields: (t) => ({
    archetypeId: t.exposeString('archetype_id', { description: "The archetype's database id." }),
    expectedWinRate: t.exposeFloat('expected_win_rate', { nullable: true, description: 'Expected win rate, 0 to 1; null when no part of the field has games.' }),
    standardError: t.exposeFloat('standard_error', { nullable: true, description: 'Its standard error.' }),
    interval: t.field({ type: IntervalRef, nullable: true, description: '95% interval (rate ± 1.96 standard errors).', resolve: (e) => e.interval }),
    coverage: t.exposeFloat('coverage', { description: 'Share of the field with games against this archetype (0 to 1); the rest is left out.' }),
  }),
});

const MetagameShareInput = builder.inputType('MetagameShareInput', {
  description: 'The share of one archetype in the expected field. Shares need not add up to 1: they are normalised.',
  fields: (t) => ({
    archetypeId: t.id({ required: true, description: 'Global ID or database id of an archetype of the matrix.' }),
    share: t.float({ required: true, description: 'Its share (a percentage, a count or a fraction; at least 0).' }),
  }),
});

const MatchupMatrixRef = builder.objectRef<ProjectMatrix>('MatchupMatrix').implement({
  description: 'Win rates of every archetype against every other in a project, from one aggregate of its matches.',
  fields: (t) => ({
    projectName: t.string({ description: 'The project name.', resolve: (m) => m.project.name }),
    totalMatches: t.exposeInt('total_matches', { description: 'Matches counted, mirrors included.' }),
    generatedAt: t.expose('generated_at', { type: 'DateTime', description: 'When the matrix was computed.' }),
    minSampleSize: t.exposeInt('min_sample_size', { description: 'The minimum sample size a cell needs to be significant.' }),
    archetypes: t.field({ type: [MatrixArchetypeRef], description: 'Rows and columns, in name order, with their totals.', resolve: (m) => m.archetypes }),
    cells: t.field({ type: [MatrixCellRef], description: 'One cell per ordered pair of different archetypes.', resolve: (m) => m.matrix }),
    rows: t.field({
      type: [MatrixCountRowRef],
      description: 'The same counts as cells, compactly: one row per archetype with a count per column (about a tenth of the size of cells).',
      resolve: (m) => compactMatrixRows(m),
    }),
    expectedWinRates: t.field({
      type: [ExpectedWinRateRef],
      description: 'Each archetype\'s expected win rate against a field with these shares (sent with the query, not stored).',
      args: { field: t.arg({ type: [MetagameShareInput], required: true, description: 'Shares of the field per archetype.' }) },
      resolve: (m, args) => fieldExpectations(m, Object.fromEntries(args.field.map((s) => [idOf(s.archetypeId, 'Archetype') ?? '', s.share]))),
    }),
  }),
});

const MatchupMatrixFilter = builder.inputType('MatchupMatrixFilter', {
  description: 'Narrows the matches the matrix counts, and sets when a cell is significant.',
  fields: (t) => ({
    dateFrom: t.string({ description: 'Played at or after this ISO date or date-time.' }),
    dateTo: t.string({ description: 'Played at or before this ISO date-time; a plain date includes that whole day (UTC).' }),
    userId: t.id({ description: 'Only matches this player won or lost.' }),
    minSampleSize: t.int({ description: 'Games a cell needs to be significant; at least 1 (default 1).' }),
    includeInactive: t.boolean({ description: 'Count deleted matches and show inactive archetypes too.' }),
    wentFirst: t.boolean({ description: 'Only matches where the winner went first (true) or the loser did (false).' }),
    decklistVersions: t.idList({
      description: 'Decklist version ids (global or database): an archetype with chosen versions counts only games played with one of them.',
    }),
  }),
});

builder.prismaObjectField('Project', 'matchupMatrix', (t) =>
  t.field({
    type: MatchupMatrixRef,
    description: 'The matchup matrix of this project under the filter.',
    args: { filter: t.arg({ type: MatchupMatrixFilter, description: 'Optional filters.' }) },
    select: { id: true, name: true, teamId: true, visibility: true, matrixVersion: true },
    resolve: (project, args, ctx) => {
      const f = args.filter ?? {};
      const input = {
        date_from: f.dateFrom ?? undefined,
        date_to: f.dateTo ?? undefined,
        user_id: idOf(f.userId, 'User'),
        min_sample_size: f.minSampleSize ?? undefined,
        include_inactive: f.includeInactive ?? undefined,
        went_first: f.wentFirst ?? undefined,
        decklist_versions: f.decklistVersions?.map((id) => idOf(id, 'DecklistVersion') ?? ''),
      };
      return projectMatchupMatrix(ctx, project, Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined && v !== '')));
    },
  }),
);

// ---- One match ----

builder.queryField('match', (t) =>
  t.prismaField({
    type: 'Match',
    nullable: true,
    description: 'A match by global ID or database id; null when it does not exist or the viewer may not read it.',
    args: { id: t.arg.id({ required: true, description: 'Global ID or database id.' }) },
    resolve: async (query, _root, args, ctx) => {
      const id = databaseIdOf(String(args.id), 'Match');
      return id ? ctx.db.match.findFirst({ ...query, where: { ...(await readableMatches(ctx.viewer)), id } }) : null;
    },
  }),
);

// ---- Mutations ----

const WRITE_ERRORS = [ValidationError, AuthenticationError, ForbiddenError, NotFoundError];

type SideArgs = {
  winnerArchetypeId?: string | number | null;
  loserArchetypeId?: string | number | null;
  winnerDecklistId?: string | number | null;
  loserDecklistId?: string | number | null;
  winnerUserId?: string | number | null;
  loserUserId?: string | number | null;
  wentFirst?: boolean | null;
  matchDate?: string | null;
  notes?: string | null;
};

/**
 * The sides as the services' input. `keepAbsent` (updates) leaves out fields that were not given, while a given
 * null clears them; for a new match absent and null both mean "none".
 */
function sidesInput(input: SideArgs, keepAbsent: boolean) {
  const ids = (value: string | number | null | undefined, typename: string) =>
    value === undefined ? undefined : value === null ? null : (idOf(value, typename) ?? '');
  const entries = {
    winner_archetype_id: ids(input.winnerArchetypeId, 'Archetype'),
    loser_archetype_id: ids(input.loserArchetypeId, 'Archetype'),
    winner_decklist_id: ids(input.winnerDecklistId, 'Decklist'),
    loser_decklist_id: ids(input.loserDecklistId, 'Decklist'),
    winner_user_id: ids(input.winnerUserId, 'User'),
    loser_user_id: ids(input.loserUserId, 'User'),
    went_first: input.wentFirst,
    match_date: input.matchDate,
    notes: input.notes,
  };
  return Object.fromEntries(Object.entries(entries).filter(([, v]) => v !== undefined && (keepAbsent || v !== null)));
}

builder.relayMutationField(
  'logMatch',
  {
    description: 'A new match. Winner and loser archetypes are required; the rest is optional.',
    inputFields: (t) => ({
      projectId: t.id({ required: true, description: 'Global ID or database id of the project.' }),
      winnerArchetypeId: t.id({ description: 'The archetype that won (required).' }),
      loserArchetypeId: t.id({ description: 'The archetype that lost (required).' }),
      winnerDecklistId: t.id({ description: "The winner's decklist (of the winner archetype)." }),
      loserDecklistId: t.id({ description: "The loser's decklist (of the loser archetype)." }),
      winnerUserId: t.id({ description: 'The player who won (a member of the team).' }),
      loserUserId: t.id({ description: 'The player who lost (a member of the team).' }),
      wentFirst: t.boolean({ description: 'True when the winner went first, false when the loser did; absent when unknown.' }),
      matchDate: t.string({ description: 'When it was played, as an ISO date-time; defaults to now.' }),
      notes: t.string({ description: 'Notes, at most 2000 characters.' }),
    }),
  },
  {
    description: "Logs a match in a project of the viewer's team.",
    errors: { types: WRITE_ERRORS },
    resolve: async (_root, { input }, ctx) => ({
      match: await logMatch(ctx, { ...sidesInput(input, false), project_id: idOf(input.projectId, 'Project') ?? '' }),
    }),
  },
  {
    description: 'The match after the change.',
    outputFields: (t) => ({ match: t.field({ type: MatchRef, description: 'The match.', resolve: (p) => p.match }) }),
  },
);

builder.relayMutationField(
  'updateMatch',
  {
    description: 'Fields to change; absent fields stay as they are, null clears an optional one.',
    inputFields: (t) => ({
      id: t.id({ required: true, description: 'Global ID or database id of the match.' }),
      winnerArchetypeId: t.id({ description: 'The archetype that won.' }),
      loserArchetypeId: t.id({ description: 'The archetype that lost.' }),
      winnerDecklistId: t.id({ description: "The winner's decklist; null for none." }),
      loserDecklistId: t.id({ description: "The loser's decklist; null for none." }),
      winnerUserId: t.id({ description: 'The player who won; null for none.' }),
      loserUserId: t.id({ description: 'The player who lost; null for none.' }),
      wentFirst: t.boolean({ description: 'True when the winner went first, false when the loser did, null for unknown.' }),
      matchDate: t.string({ description: 'When it was played, as an ISO date-time.' }),
      notes: t.string({ description: 'Notes; null or empty clears them.' }),
      isActive: t.boolean({ description: 'True restores a deleted match.' }),
    }),
  },
  {
    description: 'Changes a match (team members).',
    errors: { types: WRITE_ERRORS },
    resolve: async (_root, { input }, ctx) => {
      const changes = { ...sidesInput(input, true), ...(input.isActive === undefined || input.isActive === null ? {} : { is_active: input.isActive }) };
      return { match: await updateMatch(ctx, databaseIdOf(String(input.id), 'Match'), changes) };
    },
  },
  {
    description: 'The match after the change.',
    outputFields: (t) => ({ match: t.field({ type: MatchRef, description: 'The match.', resolve: (p) => p.match }) }),
  },
);

builder.relayMutationField(
  'deleteMatch',
  { description: 'The match to delete.', inputFields: (t) => ({ id: t.id({ required: true, description: 'Global ID or database id.' }) }) },
  {
    description: 'Removes a match from the statistics (team members); it stays in history as inactive.',
    errors: { types: [AuthenticationError, ForbiddenError, NotFoundError] },
    resolve: async (_root, { input }, ctx) => {
      await deleteMatch(ctx, databaseIdOf(String(input.id), 'Match'));
      return { deletedId: String(input.id) };
    },
  },
  {
    description: 'What was deleted.',
    outputFields: (t) => ({ deletedId: t.id({ description: 'The ID that was given.', resolve: (p) => p.deletedId }) }),
  },
);

const ImportErrorRef = builder.objectRef<ImportReport['errors'][number]>('MatchImportRowError').implement({
  description: 'A CSV row that cannot be imported.',
  fields: (t) => ({
    line: t.exposeInt('line', { description: 'Its line in the file (the header is line 1).' }),
    message: t.exposeString('message', { description: 'What is wrong with it.' }),
  }),
});

builder.relayMutationField(
  'importMatchesCsv',
  {
    description: 'CSV text in the export format, for one project.',
    inputFields: (t) => ({
      projectId: t.id({ required: true, description: 'Global ID or database id of the project.' }),
      csv: t.string({ required: true, description: 'The CSV text with a header line (winner_archetype and loser_archetype are required columns).' }),
      dryRun: t.boolean({ description: 'Only check the rows and report; write nothing.' }),
    }),
  },
  {
    description:
      'Imports matches (team members). A dry run reports the rows that fail; a real import writes every row or, when any row fails, nothing (a ValidationError listing the lines).',
    errors: { types: WRITE_ERRORS },
    resolve: async (_root, { input }, ctx) =>
      importMatchesCsv(ctx, { project_id: idOf(input.projectId, 'Project') ?? '', csv: input.csv, dry_run: input.dryRun ?? false }),
  },
  {
    description: 'What the import found and did.',
    outputFields: (t) => ({
      dryRun: t.boolean({ description: 'Whether this was a dry run.', resolve: (r) => r.dry_run }),
      totalRows: t.int({ description: 'Data rows in the file.', resolve: (r) => r.total_rows }),
      validRows: t.int({ description: 'Rows that can be imported.', resolve: (r) => r.valid_rows }),
      imported: t.int({ description: 'Matches written (0 for a dry run).', resolve: (r) => r.imported }),
      errors: t.field({ type: [ImportErrorRef], description: 'Rows that cannot be imported.', resolve: (r) => r.errors }),
    }),
  },
);

// ---- Live ----

builder.subscriptionField('matchLogged', (t) =>
  t.prismaField({
    type: 'Match',
    nullable: true,
    description:
      'A match of the project was logged, imported, edited or deleted (live views refetch). Needs read access to the project (NOT_FOUND otherwise); null if the match is gone.',
    args: { projectId: t.arg.id({ required: true, description: 'Global ID or database id of the project.' }) },
    subscribe: (_root, args, ctx) => subscribeToMatches(ctx, idOf(args.projectId, 'Project')),
    resolve: async (query, event: { matchId: string }, _args, ctx) =>
      ctx.db.match.findFirst({ ...query, where: { ...(await readableMatches(ctx.viewer)), id: event.matchId } }),
  }),
);

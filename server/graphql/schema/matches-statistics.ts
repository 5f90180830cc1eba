// Match statistics and the matchup matrix: matchStats, Project.matchupMatrix and their cells, bands and expected
// win rates. The figures come from domain/matchup through services/matches; resolvers only decode ids.
import {
  gamesNeeded,
  leastTestedMatchups,
  matrixCellBand,
  wilsonInterval,
  winRatePercent,
  type ExpectedWinRate,
  type GameRate,
  type GameStats,
  type Interval,
  type MatchStats,
  type MatrixArchetype,
  type MatrixCell,
  type MatrixCountRow,
  type TestedMatchup,
  countListsOf,
} from '../../domain/matchup/index.ts';
import type { MatrixFilterInput } from '../../domain/validation/matches.ts';
import { getMatchStats } from '../../services/matches/get-match-stats.ts';
import { savedFieldExpectations } from '../../services/metagames/saved-field-expectations.ts';
import { compactMatrixRows, fieldExpectations, projectMatchupMatrix, type ProjectMatrix } from '../../services/matches/get-matchup-matrix.ts';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import { databaseId, withDatabaseIds } from '../ids.ts';
import type { FieldsOf } from '../inputs.ts';

const MatchStatsRef = builder.objectRef<MatchStats>('MatchStats').implement({
  description: 'Wins and losses from one perspective (a player, an archetype and/or a decklist), and who-went-first numbers.',
  fields: (t) => ({
    totalMatches: t.exposeInt('total_matches', { description: 'Matches counted (mirrors of the perspective are left out).' }),
    wins: t.exposeInt('wins', { description: 'Matches the perspective won.' }),
    losses: t.exposeInt('losses', { description: 'Matches the perspective lost.' }),
    winRate: t.exposeFloat('win_rate', { description: 'Wins / totalMatches, 0 to 1 (0 without matches).' }),
    firstPlayerWins: t.exposeInt('first_player_wins', { description: 'Matches won by the player who went first.' }),
    firstPlayerRate: t.exposeFloat('first_player_rate', { description: 'The share of firstPlayerWins over the matches where who went first is known, 0 to 1.' }),
    games: t.field({ type: GameStatsRef, description: "The perspective's games (with a project alone, the winners' games).", resolve: (stats) => stats.games }),
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
      getMatchStats(ctx, withDatabaseIds(args, { projectId: 'Project', userId: 'User', archetypeId: 'Archetype', decklistId: 'Decklist' })),
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
  description: 'Colour band of a significant cell by its shown percentage; NONE when not significant or empty.',
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

export const IntervalRef = builder.objectRef<Interval>('ConfidenceInterval').implement({
  description: 'A 95% confidence interval of a win rate (Wilson score for cells).',
  fields: (t) => ({
    lower: t.exposeFloat('lower', { description: 'Lower bound, 0 to 1.' }),
    upper: t.exposeFloat('upper', { description: 'Upper bound, 0 to 1.' }),
  }),
});

const GameRateRef = builder.objectRef<GameRate>('GameRate').implement({
  description: 'Games won out of games played in some situation, with the rate and its 95% Wilson interval.',
  fields: (t) => ({
    wins: t.exposeInt('wins', { description: 'Games won.' }),
    games: t.exposeInt('games', { description: 'Games played.' }),
    winRate: t.exposeFloat('win_rate', { nullable: true, description: 'Wins / games, 0 to 1; null without games.' }),
    confidenceInterval: t.field({ type: IntervalRef, description: '95% Wilson interval ([0, 1] without games).', resolve: (rate) => rate.confidence_interval }),
  }),
});

export const GameStatsRef = builder.objectRef<GameStats>('GameStats').implement({
  description: 'Game-level results: a match without recorded games counts as one game its winner won, before sideboarding.',
  fields: (t) => ({
    wins: t.exposeInt('wins', { description: 'Games won.' }),
    losses: t.exposeInt('losses', { description: 'Games lost.' }),
    winRate: t.exposeFloat('win_rate', { nullable: true, description: 'Game win rate, 0 to 1; null without games.' }),
    confidenceInterval: t.field({ type: IntervalRef, description: '95% Wilson interval of the game win rate.', resolve: (stats) => stats.confidence_interval }),
    onThePlay: t.field({ type: GameRateRef, description: 'Games on the play (where recorded).', resolve: (stats) => stats.on_the_play }),
    onTheDraw: t.field({ type: GameRateRef, description: 'Games on the draw (where recorded).', resolve: (stats) => stats.on_the_draw }),
    preSideboard: t.field({ type: GameRateRef, description: 'Games before sideboarding (game 1s).', resolve: (stats) => stats.pre_sideboard }),
    postSideboard: t.field({ type: GameRateRef, description: 'Games after sideboarding.', resolve: (stats) => stats.post_sideboard }),
  }),
});

const MatrixCellRef = builder.objectRef<MatrixCell>('MatrixCell').implement({
  description: 'How one archetype (the row) did against another (the column). The cell B-vs-A is always its mirror.',
  fields: (t) => ({
    archetypeId: t.exposeString('archetype_id', { description: "The row archetype's database id." }),
    archetypeGlobalId: t.id({ description: "The row archetype's global id (for node(id:) and every ID argument).", resolve: (item) => encodeGlobalID('Archetype', item.archetype_id) }),
    opponentId: t.exposeString('opponent_id', { description: "The column archetype's database id." }),
    opponentGlobalId: t.id({ description: "The column archetype's global id (for node(id:) and every ID argument).", resolve: (item) => encodeGlobalID('Archetype', item.opponent_id) }),
    wins: t.exposeInt('wins', { description: 'Games the row archetype won against the column archetype.' }),
    losses: t.exposeInt('losses', { description: 'Games it lost.' }),
    sampleSize: t.exposeInt('sample_size', { description: 'Wins + losses.' }),
    winRate: t.exposeFloat('win_rate', { nullable: true, description: 'Wins / sampleSize, 0 to 1; null without games.' }),
    winRatePercent: t.int({
      nullable: true,
      description: 'The win rate as the whole percent to show (halves rounded up); null without games.',
      resolve: (cell) => (cell.win_rate === null ? null : winRatePercent(cell.win_rate)),
    }),
    firstWinRate: t.exposeFloat('first_win_rate', { nullable: true, description: 'Win rate in the games where the row archetype went first; null without such games.' }),
    firstSampleSize: t.exposeInt('first_sample_size', { description: 'Games where the row archetype went first.' }),
    isSignificant: t.exposeBoolean('is_significant', { description: 'Whether the sample reaches the minimum sample size (only then the cell is coloured).' }),
    games: t.field({ type: GameStatsRef, description: "The row archetype's games against the column, whatever unit the matrix counts.", resolve: (cell) => cell.games }),
    confidenceInterval: t.field({ type: IntervalRef, description: '95% Wilson interval of the win rate ([0, 1] without games).', resolve: (cell) => cell.confidence_interval }),
    band: t.field({ type: MatrixCellBandEnum, description: 'Colour band (NONE unless significant).', resolve: (cell) => BAND_NAMES[matrixCellBand(cell.win_rate, cell.is_significant)] }),
    gamesNeeded: t.int({
      description: 'How many more games until the 95% interval is at most ± halfWidth, if they go at the observed rate.',
      args: { halfWidth: t.arg.float({ required: true, description: 'Target half-width, greater than 0 and less than 0.5 (0.1 means ±10 points).' }) },
      resolve: (cell, args) => gamesNeeded(cell.wins, cell.sample_size, args.halfWidth),
    }),
  }),
});

/**
 * A matrix's row or archetype with its id in that matrix. Rows and totals are per project and filter: ids that say so
 * let a client merge a change into what it holds.
 */
type InMatrix<T> = T & { globalId: string };

const inMatrix = new WeakMap<object, Map<string, unknown[]>>();

/**
 * The rows or archetypes of a matrix, with their ids under the matrix's key: made once per kept matrix (whose lists
 * stay the same objects while it is kept) rather than on every request, and filtered to some archetypes for a change.
 */
function keyedIn<T extends object>(typename: string, list: readonly T[], key: string, archetypeOf: (item: T) => string, archetypeIds?: readonly string[]): Array<InMatrix<T>> {
  let byKey = inMatrix.get(list);
  if (!byKey) inMatrix.set(list, (byKey = new Map()));
  let items = byKey.get(key) as Array<InMatrix<T>> | undefined;
  if (!items) byKey.set(key, (items = list.map((item) => ({ ...item, globalId: encodeGlobalID(typename, `${key}:${archetypeOf(item)}`) }))));
  return archetypeIds ? items.filter((item) => archetypeIds.includes(archetypeOf(item))) : items;
}

export const MatrixCountRowRef = builder.objectRef<InMatrix<MatrixCountRow>>('MatrixCountRow').implement({
  description:
    "One row of the matrix in compact form: the row archetype's counts against each column, in the order of MatchupMatrix.archetypes (the diagonal is 0). The row's losses against column j are row j's wins against it; rates, bands and intervals follow from the counts as in MatrixCell.",
  fields: (t) => ({
    id: t.id({
      description: 'Names this row of this matrix (project and filter): the same row in a matrixChanged event has the same id. Not a node: it cannot be looked up.',
      resolve: (row) => row.globalId,
    }),
    archetypeId: t.exposeString('archetype_id', { description: "The row archetype's database id." }),
    archetypeGlobalId: t.id({ description: "The row archetype's global id (for node(id:) and every ID argument).", resolve: (item) => encodeGlobalID('Archetype', item.archetype_id) }),
    wins: t.exposeIntList('wins', { description: 'Games won against each column.' }),
    firstWins: t.exposeIntList('first_wins', { description: 'Games won against each column having gone first.' }),
    firstGames: t.exposeIntList('first_games', { description: 'Games against each column where the row archetype went first.' }),
    gameWins: t.exposeIntList('game_wins', { description: "Games (not matches) won against each column; the losses are the column's game wins against the row." }),
    playGames: t.exposeIntList('play_games', { description: 'Games against each column with the row archetype on the play.' }),
    playWins: t.exposeIntList('play_wins', { description: 'Of those, games it won.' }),
    preWins: t.exposeIntList('pre_wins', { description: "Games won before sideboarding; the losses are the column's." }),
    counts: t.field({
      type: 'MatrixRowCounts',
      description:
        "The row's seven count lists (wins, firstWins, firstGames, gameWins, playGames, playWins, preWins) in one value, for clients that take the whole grid: one value per row instead of seven lists of a number per column.",
      resolve: (row) => countListsOf(row),
    }),
  }),
});

builder.scalarType('MatrixRowCounts', {
  description:
    'A matrix row\'s counts as one JSON object: {"wins", "firstWins", "firstGames", "gameWins", "playGames", "playWins", "preWins"}, each a list of whole numbers with one entry per column, the same lists as the MatrixCountRow fields of those names. Output only.',
  serialize: (counts) => counts,
  parseValue: () => {
    throw new TypeError('MatrixRowCounts is output only');
  },
});

export const MatrixArchetypeRef = builder.objectRef<InMatrix<MatrixArchetype>>('MatrixArchetype').implement({
  description: 'A row (and column) of the matrix with its totals over non-mirror games.',
  fields: (t) => ({
    id: t.id({
      description: "Names this archetype's totals in this matrix (project and filter), as MatrixCountRow.id does its row. Not a node.",
      resolve: (a) => a.globalId,
    }),
    archetypeId: t.exposeString('id', { description: "The archetype's database id." }),
    archetypeGlobalId: t.id({ description: "The archetype's global id (for node(id:) and every ID argument).", resolve: (item) => encodeGlobalID('Archetype', item.id) }),
    name: t.exposeString('name', { description: 'Archetype name.' }),
    shortName: t.exposeString('short_name', { description: 'Short label: the short name, or the first 8 characters of the name.' }),
    totalMatches: t.exposeInt('total_matches', { description: 'Non-mirror games it played.' }),
    totalWins: t.exposeInt('total_wins', { description: 'Of those, games it won.' }),
    winRate: t.exposeFloat('win_rate', { nullable: true, description: 'TotalWins / totalMatches; null without games.' }),
    confidenceInterval: t.field({
      type: IntervalRef,
      description: '95% Wilson interval of the win rate over its non-mirror games ([0, 1] without games).',
      resolve: (a) => wilsonInterval(a.total_wins, a.total_matches),
    }),
  }),
});

const TestedMatchupRef = builder.objectRef<TestedMatchup>('TestedMatchup').implement({
  description: 'A pair of archetypes with how much it has been tested, either way round.',
  fields: (t) => ({
    archetypeId: t.exposeString('archetype_id', { description: "The first archetype's database id (first in the matrix's order)." }),
    archetypeName: t.exposeString('archetype_name', { description: 'Its name.' }),
    opponentId: t.exposeString('opponent_id', { description: "The other archetype's database id." }),
    opponentName: t.exposeString('opponent_name', { description: 'Its name.' }),
    sampleSize: t.exposeInt('sample_size', { description: 'Matches between the two (or games, when the matrix counts games), either way round: the order is by this.' }),
    gameCount: t.exposeInt('game_count', { description: 'Games between the two, either way round (a match whose games were not recorded counts as one).' }),
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

/** The rows of a matrix (all, or those of some archetypes) as GraphQL serves them. */
export const keyedRows = (m: ProjectMatrix, archetypeIds?: readonly string[]): Array<InMatrix<MatrixCountRow>> =>
  keyedIn('MatrixCountRow', compactMatrixRows(m), m.key, (row) => row.archetype_id, archetypeIds);

/** The archetypes of a matrix (all, or some) as GraphQL serves them. */
export const keyedArchetypes = (m: ProjectMatrix, archetypeIds?: readonly string[]): Array<InMatrix<MatrixArchetype>> =>
  keyedIn('MatrixArchetype', m.archetypes, m.key, (a) => a.id, archetypeIds);

export const MatchupMatrixRef = builder.objectRef<ProjectMatrix>('MatchupMatrix').implement({
  description: 'Win rates of every archetype against every other in a project, from one aggregate of its matches.',
  fields: (t) => ({
    id: t.id({
      description: 'Names the matrix of this project under this filter, whatever its data. Not a node: it cannot be looked up.',
      resolve: (m) => encodeGlobalID('MatchupMatrix', m.key),
    }),
    projectName: t.string({ description: 'The project name.', resolve: (m) => m.project.name }),
    totalMatches: t.exposeInt('total_matches', { description: 'Matches counted, mirrors included.' }),
    generatedAt: t.expose('generated_at', { type: 'DateTime', description: 'When the matrix was computed.' }),
    minSampleSize: t.exposeInt('min_sample_size', { description: 'The minimum sample size a cell needs to be significant.' }),
    unit: t.field({ type: MatrixUnitEnum, description: 'What the cells count.', resolve: (m) => m.unit }),
    archetypes: t.field({ type: [MatrixArchetypeRef], description: 'Rows and columns, in name order, with their totals.', resolve: (m) => keyedArchetypes(m) }),
    cells: t.field({ type: [MatrixCellRef], description: 'One cell per ordered pair of different archetypes.', resolve: (m) => m.matrix }),
    leastTestedMatchups: t.field({
      type: [TestedMatchupRef],
      description: 'The pairs of archetypes with the fewest games, fewest first: where testing is needed most.',
      args: { first: t.arg.int({ required: true, description: 'How many pairs; at most 50 are given.' }) },
      resolve: (m, args) => leastTestedMatchups(m, Math.min(args.first, 50)),
    }),
    rows: t.field({
      type: [MatrixCountRowRef],
      description: 'The same counts as cells, compactly: one row per archetype with a count per column (about a tenth of the size of cells).',
      resolve: (m) => keyedRows(m),
    }),
    expectedWinRates: t.field({
      type: [ExpectedWinRateRef],
      description: "Each archetype's expected win rate against a field: the shares sent, or without them the project's saved metagame (none saved: an empty list).",
      args: { field: t.arg({ type: [MetagameShareInput], required: false, description: 'Shares of the field per archetype; absent: the saved metagame.' }) },
      resolve: (m, args, ctx) =>
        args.field
          ? fieldExpectations(m, Object.fromEntries(args.field.map((s) => [databaseId(s.archetypeId, 'Archetype'), s.share])))
          : savedFieldExpectations(ctx, m.project.id, m),
    }),
  }),
});

const MatrixUnitEnum = builder.enumType('MatrixUnit', {
  description: 'What the cells of a matrix count.',
  values: { MATCHES: { value: 'matches', description: 'Matches (each counts once, whatever its games).' }, GAMES: { value: 'games', description: 'Games (a match without recorded games counts as one).' } } as const,
});

export const MatchupMatrixFilter = builder.inputType('MatchupMatrixFilter', {
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
    unit: t.field({ type: MatrixUnitEnum, description: 'What cells count: MATCHES (default) or GAMES (their first-player figures are then games on the play).' }),
  }) satisfies FieldsOf<MatrixFilterInput, 'projectId'>,
});

builder.prismaObjectField('Project', 'matchupMatrix', (t) =>
  t.field({
    type: MatchupMatrixRef,
    description: 'The matchup matrix of this project under the filter.',
    args: { filter: t.arg({ type: MatchupMatrixFilter, description: 'Optional filters.' }) },
    select: { id: true, name: true, teamId: true, visibility: true, matrixVersion: true },
    resolve: (project, args, ctx) =>
      projectMatchupMatrix(ctx, project, withDatabaseIds(args.filter ?? {}, { userId: 'User', decklistVersions: 'DecklistVersion' })),
  }),
);

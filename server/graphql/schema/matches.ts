// Matches: the Match node, Project.matches / matchesCsv / decklistChoices, match(id:), the log/update/delete/import
// mutations and the matchLogged subscription. Inputs go to services/matches as they are, their ids decoded;
// statistics and the matrix are in matches-statistics.ts.
import type { ImportMatchesInput, LogMatchInput, MatchFilterInput, UpdateMatchInput } from '../../domain/validation/matches.ts';
import { readableMatches } from '../../services/access/read-scope.ts';
import { deleteMatch } from '../../services/matches/delete-match.ts';
import { exportMatchesCsv } from '../../services/matches/export-matches-csv.ts';
import { importMatchesCsv, type ImportReport } from '../../services/matches/import-matches-csv.ts';
import { logMatch } from '../../services/matches/log-match.ts';
import { decklistChoices } from '../../services/matches/match-choices.ts';
import { subscribeToImports, subscribeToMatches } from '../../services/matches/match-events.ts';
import { MATCH_ORDER, matchListWhere } from '../../services/matches/match-queries.ts';
import { updateMatch } from '../../services/matches/update-match.ts';
import { storedGames, type MatchGame } from '../../domain/matchup/games.ts';
import type { MatchEvent } from '../../pubsub.ts';
import { builder, type InputFieldsBuilder } from '../builder.ts';
import { DELETE_ERRORS, EDIT_ERRORS, WRITE_ERRORS } from '../errors.ts';
import { databaseId, lookupId, withDatabaseIds } from '../ids.ts';
import type { FieldsOf } from '../inputs.ts';

export const MatchSideEnum = builder.enumType('MatchSide', {
  description: "A side of a match: its winner or its loser (a game's result and who was on the play are told from the match winner's side).",
  values: { WINNER: { value: 'winner', description: 'The match winner.' }, LOSER: { value: 'loser', description: 'The match loser.' } } as const,
});

const MatchGameRef = builder.objectRef<MatchGame>('MatchGame').implement({
  description: 'One game of a match, told from the match winner\'s side.',
  fields: (t) => ({
    wonBy: t.field({ type: MatchSideEnum, description: 'Who won the game.', resolve: (game) => game.wonBy }),
    onThePlay: t.field({ type: MatchSideEnum, description: 'Who went first in the game.', resolve: (game) => game.onThePlay }),
    sideboarded: t.exposeBoolean('sideboarded', { description: 'Whether the game was played after sideboarding (never game 1).' }),
  }),
});

const MatchGameInput = builder.inputType('MatchGameInput', {
  description: 'One game of a match, from the match winner\'s side.',
  fields: (t) => ({
    wonBy: t.field({ type: MatchSideEnum, required: true, description: 'Who won the game.' }),
    onThePlay: t.field({ type: MatchSideEnum, required: true, description: 'Who went first in the game.' }),
    sideboarded: t.boolean({ required: true, description: 'Whether it was played after sideboarding (game 1 never is).' }),
  }),
});

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
    wentFirst: t.exposeBoolean('wentFirst', { nullable: true, description: "True when the winner went first (in game 1 when games are recorded), false when the loser did, null when not recorded." }),
    bestOf: t.exposeInt('bestOf', { description: 'Best of 1, 3 or 5.' }),
    games: t.field({ type: [MatchGameRef], description: 'The games in order; empty when they were not recorded (the match then counts as one game).', resolve: (match) => storedGames(match.games) }),
    matchDate: t.expose('matchDate', { type: 'DateTime', description: 'When the match was played.' }),
    notes: t.exposeString('notes', { nullable: true, description: 'Notes on the match (at most 2000 characters).' }),
    isActive: t.exposeBoolean('isActive', { description: 'False once the match was deleted: it no longer counts in statistics.' }),
    revision: t.exposeInt('revision', { description: 'Counts its changes; updateMatch names it as baseRevision.' }),
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

const MatchFilterRef = builder.inputType('MatchFilter', {
  description: 'Narrows a match list (match filters). Id filters match either side of a match.',
  fields: (t) => ({
    userId: t.id({ description: 'Matches this player won or lost (global ID or database id).' }),
    archetypeId: t.id({ description: 'Matches this archetype won or lost.' }),
    opponentArchetypeId: t.id({ description: 'Matches this archetype won or lost; with archetypeId, the games between the two (either way).' }),
    decklistId: t.id({ description: 'Matches this decklist won or lost.' }),
    dateFrom: t.string({ description: 'Played at or after this ISO date or date-time (a plain date is midnight UTC).' }),
    dateTo: t.string({ description: 'Played at or before this ISO date-time; a plain date includes that whole day (UTC).' }),
    wentFirst: t.boolean({ description: 'Only matches where the winner went first (true) or the loser did (false).' }),
    includeInactive: t.boolean({ description: 'Include deleted (inactive) matches.' }),
  }) satisfies FieldsOf<MatchFilterInput, 'projectId' | 'limit' | 'offset'>,
});

/** A project's filter with its ids decoded (the project itself is the field's parent; pages are by cursor). */
const projectFilter = (filter: Omit<MatchFilterInput, 'projectId' | 'limit' | 'offset'> | null | undefined) =>
  withDatabaseIds(filter ?? {}, { userId: 'User', archetypeId: 'Archetype', opponentArchetypeId: 'Archetype', decklistId: 'Decklist' });

builder.prismaObjectField('Project', 'matches', (t) =>
  t.relatedConnection('matches', {
    cursor: 'id',
    totalCount: true,
    description: "The project's matches, newest game first, narrowed by the filter (pages of 20 by default).",
    args: { filter: t.arg({ type: MatchFilterRef, description: 'Optional filters.' }) },
    query: async (args, ctx) => ({ where: await matchListWhere(ctx, projectFilter(args.filter)), orderBy: MATCH_ORDER }),
  }),
);

builder.prismaObjectField('Project', 'matchCount', (t) =>
  t.exposeInt('activeMatches', { description: 'How many (active) matches the project has.' }),
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
    args: { filter: t.arg({ type: MatchFilterRef, description: 'Optional filters.' }) },
    select: { id: true },
    resolve: (project, args, ctx) => exportMatchesCsv(ctx, { ...projectFilter(args.filter), projectId: project.id }),
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

// ---- One match ----

builder.queryField('match', (t) =>
  t.prismaField({
    type: 'Match',
    nullable: true,
    description: 'A match by global ID or database id; null when it does not exist or the viewer may not read it.',
    args: { id: t.arg.id({ required: true, description: 'Global ID or database id.' }) },
    resolve: async (query, _root, args, ctx) => {
      const id = lookupId(args.id, 'Match');
      return id ? ctx.db.match.findFirst({ ...query, where: { ...(await readableMatches(ctx.viewer)), id } }) : null;
    },
  }),
);

// ---- Mutations ----

/** The fields a match records, shared by logMatch and updateMatch (whose inputs FieldsOf checks against the schemas). */
const matchInputFields = (t: InputFieldsBuilder) => ({
  winnerArchetypeId: t.id({ description: 'The archetype that won (required for a new match).' }),
  loserArchetypeId: t.id({ description: 'The archetype that lost (required for a new match).' }),
  winnerDecklistId: t.id({ description: "The winner's decklist (of the winner archetype); null for none." }),
  loserDecklistId: t.id({ description: "The loser's decklist (of the loser archetype); null for none." }),
  winnerUserId: t.id({ description: 'The player who won (a member of the team); null for none.' }),
  loserUserId: t.id({ description: 'The player who lost (a member of the team); null for none.' }),
  wentFirst: t.boolean({ description: "True when the winner went first, false when the loser did, null for unknown; with games, it must agree with game 1." }),
  bestOf: t.int({ description: 'Best of 1, 3 or 5 (a new match defaults to 1).' }),
  games: t.field({ type: [MatchGameInput], description: 'The games in order: the winner took the majority, none after the deciding game, game 1 not sideboarded. Empty for not recorded.' }),
  matchDate: t.string({ description: 'When it was played, as an ISO date-time; a new match defaults to now.' }),
  notes: t.string({ description: 'Notes, at most 2000 characters; null or empty clears them.' }),
});

/** The node type of each id a match's input carries. */
const MATCH_IDS = {
  winnerArchetypeId: 'Archetype',
  loserArchetypeId: 'Archetype',
  winnerDecklistId: 'Decklist',
  loserDecklistId: 'Decklist',
  winnerUserId: 'User',
  loserUserId: 'User',
} as const;

builder.relayMutationField(
  'logMatch',
  {
    description: 'A new match. Winner and loser archetypes are required; the rest is optional.',
    inputFields: (t) =>
      ({ projectId: t.id({ required: true, description: 'Global ID or database id of the project.' }), ...matchInputFields(t) }) satisfies FieldsOf<LogMatchInput>,
  },
  {
    description: "Logs a match in a project of the viewer's team.",
    errors: { types: WRITE_ERRORS },
    resolve: async (_root, { input }, ctx) => ({ match: await logMatch(ctx, withDatabaseIds(input, { ...MATCH_IDS, projectId: 'Project' })) }),
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
    inputFields: (t) =>
      ({
        id: t.id({ required: true, description: 'Global ID or database id of the match.' }),
        ...matchInputFields(t),
        isActive: t.boolean({ description: 'True restores a deleted match.' }),
        baseRevision: t.int({ description: "The revision the change was made from: refused with an EditConflictError when the match changed since. Absent: the revision read when the request runs." }),
      }) satisfies FieldsOf<UpdateMatchInput, never, 'id'>,
  },
  {
    description: 'Changes a match (team members).',
    errors: { types: EDIT_ERRORS },
    resolve: async (_root, { input: { id, ...changes } }, ctx) => ({ match: await updateMatch(ctx, databaseId(id, 'Match'), withDatabaseIds(changes, MATCH_IDS)) }),
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
    errors: { types: DELETE_ERRORS },
    resolve: async (_root, { input }, ctx) => {
      await deleteMatch(ctx, databaseId(input.id, 'Match'));
      return { deletedId: input.id };
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
    }) satisfies FieldsOf<ImportMatchesInput>,
  },
  {
    description:
      'Imports matches (team members). A dry run reports the rows that fail; a real import writes every row or, when any row fails, nothing (a ValidationError listing the lines).',
    errors: { types: WRITE_ERRORS },
    resolve: async (_root, { input }, ctx) => importMatchesCsv(ctx, withDatabaseIds(input, { projectId: 'Project' })),
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
    subscribe: (_root, args, ctx) => subscribeToMatches(ctx, databaseId(args.projectId, 'Project')),
    resolve: async (query, event: { matchId: string }, _args, ctx) =>
      ctx.db.match.findFirst({ ...query, where: { ...(await readableMatches(ctx.viewer)), id: event.matchId } }),
  }),
);

builder.subscriptionField('matchesImported', (t) =>
  t.int({
    description:
      "A CSV import wrote matches into the project: how many. matchLogged names only the import's last match, so a live match list asks for its page again. Needs read access to the project (NOT_FOUND otherwise).",
    args: { projectId: t.arg.id({ required: true, description: 'Global ID or database id of the project.' }) },
    subscribe: (_root, args, ctx) => subscribeToImports(ctx, databaseId(args.projectId, 'Project')),
    resolve: (event: MatchEvent) => event.imported ?? 0,
  }),
);

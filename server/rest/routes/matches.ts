import { parseInput } from '../../domain/validation/parse-input.ts';
import {
  importMatchesSchema,
  logMatchSchema,
  matchFilterSchema,
  matchStatsSchema,
  matrixExtrasSchema,
  matrixQuerySchema,
  updateMatchSchema,
} from '../../domain/validation/matches.ts';
import { deleteMatch } from '../../services/matches/delete-match.ts';
import { exportMatchesCsv } from '../../services/matches/export-matches-csv.ts';
import { getMatchStats } from '../../services/matches/get-match-stats.ts';
import { fieldExpectations, getMatchupMatrix } from '../../services/matches/get-matchup-matrix.ts';
import { importMatchesCsv } from '../../services/matches/import-matches-csv.ts';
import { logMatch } from '../../services/matches/log-match.ts';
import { listMatches, readableMatch } from '../../services/matches/match-queries.ts';
import { updateMatch } from '../../services/matches/update-match.ts';
import { FileResult, route } from '../route.ts';
import { z } from 'zod';
import { messageSchema } from '../shapes/fields.ts';
import { importReportSchema, matchJson, matchPageSchema, matchSchema, matchStatsJson, matchStatsSchema as matchStatsResponse, matchupMatrixSchema, matrixJson } from '../shapes/matches.ts';

const tag = 'Matches';

export const matchRoutes = [
  route({
    method: 'POST',
    path: '/matches',
    tag,
    auth: 'required',
    status: 201,
    summary: "Log a match in a project of the caller's team; match_date defaults to now; decklist versions are recorded.",
    body: logMatchSchema,
    response: matchSchema,
    handler: async (ctx, { body }) => matchJson(await logMatch(ctx, body)),
  }),
  route({
    method: 'GET',
    path: '/matches',
    tag,
    auth: 'optional',
    summary:
      'Matches the caller can read, newest first: { matches, total, limit, offset }. Filters: project_id, user_id, archetype_id, decklist_id (either side), date_from, date_to (a plain date includes that day), went_first, include_inactive; limit (default 20, max 100), offset.',
    query: matchFilterSchema,
    response: matchPageSchema,
    handler: async (ctx, { query }) => {
      const page = await listMatches(ctx, query);
      return { ...page, matches: page.matches.map(matchJson) };
    },
  }),
  route({
    method: 'GET',
    path: '/matches/stats',
    tag,
    auth: 'optional',
    summary: 'total_matches, wins, losses, win_rate, first_player_wins, first_player_rate for a user, archetype and/or decklist, optionally in one project_id.',
    query: matchStatsSchema,
    response: matchStatsResponse,
    handler: async (ctx, { query }) => matchStatsJson(await getMatchStats(ctx, query)),
  }),
  route({
    method: 'GET',
    path: '/matches/matrix',
    tag,
    auth: 'optional',
    summary:
      'The matchup matrix of project_id: { matrix: { project_name, total_matches, generated_at, archetypes, matrix } }. Filters: date_from, date_to, user_id, min_sample_size (≥ 1, default 1), include_inactive, went_first, decklist_versions (comma list of decklist version ids); unit=games makes cells count games instead of matches (every cell also carries its game statistics under games). Extras: target_half_width adds games_needed per cell; field=archetype_id:share,… adds expected_win_rates.',
    query: matrixQuerySchema,
    response: matchupMatrixSchema,
    handler: async (ctx, { query }) => {
      const { targetHalfWidth, field, ...filter } = query;
      const extras = parseInput(matrixExtrasSchema, { targetHalfWidth, field });
      const matrix = await getMatchupMatrix(ctx, filter);
      return matrixJson(matrix, { targetHalfWidth: extras.targetHalfWidth, expected: extras.field ? fieldExpectations(matrix, extras.field) : undefined });
    },
  }),
  route({
    method: 'GET',
    path: '/matches/export',
    tag,
    auth: 'optional',
    summary: "A project's match list as a CSV file (text/csv, UTF-8), with the list's filters and no paging.",
    query: matchFilterSchema,
    response: z.string().meta({ description: 'CSV text with a header row, as a file download.' }),
    mediaType: 'text/csv',
    handler: async (ctx, { query }) => {
      const { filename, csv } = await exportMatchesCsv(ctx, query);
      return new FileResult(csv, 'text/csv; charset=utf-8', filename);
    },
  }),
  route({
    method: 'POST',
    path: '/matches/import',
    tag,
    auth: 'required',
    summary:
      'Import matches from CSV text (the export format; archetypes, decklists and players by name or id). dry_run: true reports without writing; otherwise every row is written, or none when any row is wrong (400 listing the lines).',
    body: importMatchesSchema,
    response: importReportSchema,
    handler: async (ctx, { body }) => importMatchesCsv(ctx, body),
  }),
  route({
    method: 'GET',
    path: '/matches/:id',
    tag,
    auth: 'optional',
    summary: 'One match with its archetypes, decklists, players, match_result and recorded_by_user.',
    response: matchSchema,
    handler: async (ctx, { params }) => matchJson(await readableMatch(ctx, params.id)),
  }),
  route({
    method: 'PUT',
    path: '/matches/:id',
    tag,
    auth: 'required',
    summary: 'Change a match (team members); absent fields stay, null clears an optional one; is_active: true restores a deleted match. Name the revision the change was made from as base_revision: a match changed since answers 409 EDIT_CONFLICT and nothing is saved.',
    body: updateMatchSchema,
    errors: [409],
    response: matchSchema,
    handler: async (ctx, { params, body }) => matchJson(await updateMatch(ctx, params.id, body)),
  }),
  route({
    method: 'DELETE',
    path: '/matches/:id',
    tag,
    auth: 'required',
    summary: 'Remove a match from the statistics (team members); it stays in history with is_active false.',
    response: messageSchema,
    handler: async (ctx, { params }) => {
      await deleteMatch(ctx, params.id);
      return { message: 'Match deleted successfully' };
    },
  }),
];

// CSV export of a project's match list with the list's filters (no paging: the whole filtered list).
import type { RequestContext } from '../../context.ts';
import { ValidationError } from '../../domain/errors.ts';
import { storedGames } from '../../domain/matchup/games.ts';
import { gamesCell, writeMatchCsv, type ExportRow } from '../../domain/matchup/match-csv.ts';
import { matchFilterSchema, type MatchFilterInput } from '../../domain/validation/matches.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { MATCH_DETAIL_INCLUDE, MATCH_ORDER, matchFilterWhere, type MatchDetail } from './match-queries.ts';

/** More rows than anyone opens in a spreadsheet; keeps one request from holding the database for long. */
export const CSV_EXPORT_MAX_ROWS = 100_000;

function exportRow(match: MatchDetail): ExportRow {
  return {
    id: match.id,
    match_date: match.matchDate.toISOString(),
    winner_archetype: match.winnerArchetype.name,
    winner_decklist: match.winnerDecklist?.name ?? null,
    winner_decklist_version: match.winnerDecklistVersion,
    winner_user: match.winnerUser?.username ?? null,
    loser_archetype: match.loserArchetype.name,
    loser_decklist: match.loserDecklist?.name ?? null,
    loser_decklist_version: match.loserDecklistVersion,
    loser_user: match.loserUser?.username ?? null,
    went_first: match.wentFirst === null ? null : match.wentFirst ? 'winner' : 'loser',
    best_of: match.bestOf,
    games: gamesCell(storedGames(match.games)),
    notes: match.notes,
    recorded_by: match.recordedBy?.username ?? null,
    is_active: match.isActive,
  };
}

/** The whole filtered list of one project (limit and offset are checked but not used). */
export async function exportMatchesCsv(ctx: RequestContext, filterInput: MatchFilterInput) {
  const { limit: _limit, offset: _offset, ...filter } = parseInput(matchFilterSchema, filterInput);
  if (!filter.projectId) throw new ValidationError('Project ID is required', [{ field: 'projectId', message: 'Project ID is required' }]);
  const where = await matchFilterWhere(ctx, filter);
  const matches = await ctx.db.match.findMany({ where, orderBy: MATCH_ORDER, take: CSV_EXPORT_MAX_ROWS, include: MATCH_DETAIL_INCLUDE });
  const project = await ctx.db.project.findUniqueOrThrow({ where: { id: filter.projectId }, select: { name: true } });
  const slug = project.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'project';
  return { filename: `${slug}-matches.csv`, rows: matches.length, csv: writeMatchCsv(matches.map(exportRow)) };
}

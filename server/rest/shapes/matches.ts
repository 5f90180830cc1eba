// REST shapes of matches: the plain Match fields plus the detail view's sides, match_result and
// recorded_by_user; the stats; and the matchup matrix with the section 3 field names.
import { gamesNeeded, matrixCellBand, winRatePercent, type ExpectedWinRate, type MatchStats, type MatrixCell } from '../../domain/matchup/index.ts';
import { storedGames } from '../../domain/matchup/games.ts';
import type { MatchDetail } from '../../services/matches/match-queries.ts';
import type { ProjectMatrix } from '../../services/matches/get-matchup-matrix.ts';
import { publicUserJson } from './users.ts';

const archetypeSide = (archetype: MatchDetail['winnerArchetype']) => ({ id: archetype.id, name: archetype.name, short_name: archetype.shortName });
const decklistSide = (decklist: MatchDetail['winnerDecklist'], version: number | null) =>
  decklist ? { id: decklist.id, name: decklist.name, version } : null;
const person = (user: MatchDetail['winnerUser']) => (user ? publicUserJson(user) : null);

export function matchJson(match: MatchDetail) {
  return {
    id: match.id,
    project_id: match.projectId,
    winner_user_id: match.winnerUserId,
    loser_user_id: match.loserUserId,
    winner_archetype_id: match.winnerArchetypeId,
    loser_archetype_id: match.loserArchetypeId,
    winner_decklist_id: match.winnerDecklistId,
    loser_decklist_id: match.loserDecklistId,
    winner_decklist_version: match.winnerDecklistVersion,
    loser_decklist_version: match.loserDecklistVersion,
    went_first: match.wentFirst,
    best_of: match.bestOf,
    games: storedGames(match.games).map((game) => ({ won_by: game.wonBy, on_the_play: game.onThePlay, sideboarded: game.sideboarded })),
    match_date: match.matchDate.toISOString(),
    notes: match.notes,
    is_active: match.isActive,
    recorded_by: match.recordedById,
    created_at: match.createdAt.toISOString(),
    updated_at: match.updatedAt.toISOString(),
    winner_archetype: archetypeSide(match.winnerArchetype),
    winner_decklist: decklistSide(match.winnerDecklist, match.winnerDecklistVersion),
    winner_user: person(match.winnerUser),
    loser_archetype: archetypeSide(match.loserArchetype),
    loser_decklist: decklistSide(match.loserDecklist, match.loserDecklistVersion),
    loser_user: person(match.loserUser),
    match_result: { went_first: match.wentFirst, match_date: match.matchDate.toISOString(), notes: match.notes },
    recorded_by_user: person(match.recordedBy),
  };
}

export function matchStatsJson(stats: MatchStats) {
  return stats;
}

function cellJson(cell: MatrixCell, targetHalfWidth: number | undefined) {
  return {
    archetype_id: cell.archetype_id,
    opponent_id: cell.opponent_id,
    win_rate: cell.win_rate,
    win_rate_percent: cell.win_rate === null ? null : winRatePercent(cell.win_rate),
    sample_size: cell.sample_size,
    wins: cell.wins,
    losses: cell.losses,
    is_significant: cell.is_significant,
    first_win_rate: cell.first_win_rate,
    first_sample_size: cell.first_sample_size,
    confidence_interval: cell.confidence_interval,
    games: cell.games,
    band: matrixCellBand(cell.win_rate, cell.is_significant),
    ...(targetHalfWidth === undefined ? {} : { games_needed: gamesNeeded(cell.wins, cell.sample_size, targetHalfWidth) }),
  };
}

export function matrixJson(matrix: ProjectMatrix, extras: { targetHalfWidth?: number; expected?: ExpectedWinRate[] }) {
  return {
    matrix: {
      project_id: matrix.project.id,
      project_name: matrix.project.name,
      total_matches: matrix.total_matches,
      generated_at: matrix.generated_at.toISOString(),
      min_sample_size: matrix.min_sample_size,
      unit: matrix.unit,
      archetypes: matrix.archetypes,
      matrix: matrix.matrix.map((cell) => cellJson(cell, extras.targetHalfWidth)),
      ...(extras.expected ? { expected_win_rates: extras.expected } : {}),
    },
  };
}

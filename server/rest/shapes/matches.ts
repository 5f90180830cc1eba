// REST shapes of matches: the plain Match fields plus the detail view's sides, match_result and recorded_by_user;
// the stats; and the matchup matrix.
import { z } from 'zod';
import { gamesNeeded, matrixCellBand, winRatePercent, type ExpectedWinRate, type MatchStats, type MatrixCell } from '../../domain/matchup/index.ts';
import { gamesOnTheWire } from '../../domain/matchup/games.ts';
import type { MatchDetail } from '../../services/matches/match-queries.ts';
import type { ProjectMatrix } from '../../services/matches/get-matchup-matrix.ts';
import { id, instant, optionalText } from './fields.ts';
import { publicUserJson, publicUserSchema } from './users.ts';

const rate = () => z.number().min(0).max(1);

const archetypeSideSchema = z.object({ id: id(), name: z.string(), short_name: z.string() }).meta({ id: 'MatchArchetype', description: 'The archetype one side played.' });
const decklistSideSchema = z
  .object({ id: id(), name: z.string(), version: z.int().nullable().meta({ description: 'The version played, when recorded.' }) })
  .meta({ id: 'MatchDecklist', description: 'The decklist one side played.' });

const side = () => z.enum(['winner', 'loser']);
const matchGameSchema = z
  .object({ won_by: side(), on_the_play: side(), sideboarded: z.boolean() })
  .meta({ id: 'MatchGame', description: "One game of a match, from the match winner's side." });

export const matchSchema = z
  .object({
    id: id(),
    project_id: id(),
    winner_user_id: id().nullable(),
    loser_user_id: id().nullable(),
    winner_archetype_id: id(),
    loser_archetype_id: id(),
    winner_decklist_id: id().nullable(),
    loser_decklist_id: id().nullable(),
    winner_decklist_version: z.int().nullable(),
    loser_decklist_version: z.int().nullable(),
    went_first: z.boolean().nullable().meta({ description: "Whether the winner went first (game 1's on_the_play when games are given); null when unknown." }),
    best_of: z.int().min(1).max(5).meta({ description: '1, 3 or 5.' }),
    games: z.array(matchGameSchema).meta({ description: "The games in order, from the match winner's side; empty when not recorded." }),
    match_date: instant(),
    notes: optionalText(),
    is_active: z.boolean(),
    revision: z.int().meta({ description: 'Counts its changes; send it as base_revision with an edit (PUT) made from this answer.' }),
    recorded_by: id().nullable(),
    created_at: instant(),
    updated_at: instant(),
    winner_archetype: archetypeSideSchema,
    winner_decklist: decklistSideSchema.nullable(),
    winner_user: publicUserSchema.nullable(),
    loser_archetype: archetypeSideSchema,
    loser_decklist: decklistSideSchema.nullable(),
    loser_user: publicUserSchema.nullable(),
    match_result: z.object({ went_first: z.boolean().nullable(), match_date: instant(), notes: optionalText() }),
    recorded_by_user: publicUserSchema.nullable(),
  })
  .meta({ id: 'Match', description: 'A logged match: who won with what against whom.' });

export const matchPageSchema = z
  .object({ matches: z.array(matchSchema), total: z.int(), limit: z.int(), offset: z.int() })
  .meta({ id: 'MatchPage', description: 'One page of a match list, with the total of the filtered list.' });

export const intervalSchema = z.object({ lower: rate(), upper: rate() }).meta({ id: 'Interval', description: 'A 95% Wilson confidence interval of a win rate.' });

const gameRateSchema = z
  .object({ wins: z.int(), games: z.int(), win_rate: rate().nullable(), confidence_interval: intervalSchema })
  .meta({ id: 'GameRate', description: 'Games won of a kind of game, with the rate and its 95% Wilson interval.' });

const gameStatsSchema = z
  .object({
    wins: z.int(),
    losses: z.int(),
    win_rate: rate().nullable(),
    confidence_interval: intervalSchema,
    on_the_play: gameRateSchema,
    on_the_draw: gameRateSchema,
    pre_sideboard: gameRateSchema,
    post_sideboard: gameRateSchema,
  })
  .meta({ id: 'GameStats', description: 'Game-level results (a match without recorded games counts as one game).' });

export const matchStatsSchema = z
  .object({
    total_matches: z.int(),
    wins: z.int(),
    losses: z.int(),
    win_rate: rate().meta({ description: '0 when there are no matches.' }),
    first_player_wins: z.int(),
    first_player_rate: rate().meta({ description: 'Wins going first over the matches where who went first is known.' }),
    games: gameStatsSchema,
  })
  .meta({ id: 'MatchStats', description: 'Win and first-player statistics.' });

const matrixCellSchema = z
  .object({
    archetype_id: id(),
    opponent_id: id(),
    win_rate: rate().nullable(),
    win_rate_percent: z.number().nullable(),
    sample_size: z.int(),
    wins: z.int(),
    losses: z.int(),
    is_significant: z.boolean(),
    first_win_rate: rate().nullable(),
    first_sample_size: z.int(),
    confidence_interval: intervalSchema,
    games: gameStatsSchema,
    band: z.enum(['excellent', 'very-good', 'good', 'neutral', 'bad', 'very-bad', 'terrible', 'none']),
    games_needed: z.int().optional().meta({ description: 'With target_half_width: games still needed to reach it.' }),
  })
  .meta({ id: 'MatrixCell', description: "One archetype's results against one opponent." });

export const matchupMatrixSchema = z
  .object({
    matrix: z.object({
      project_id: id(),
      project_name: z.string(),
      total_matches: z.int(),
      generated_at: instant(),
      min_sample_size: z.int(),
      unit: z.enum(['matches', 'games']).meta({ description: 'What the cells count.' }),
      archetypes: z.array(
        z.object({ id: id(), name: z.string(), short_name: z.string(), total_matches: z.int(), total_wins: z.int(), win_rate: rate().nullable() }),
      ),
      matrix: z.array(matrixCellSchema),
      expected_win_rates: z
        .array(z.object({ archetype_id: id(), expected_win_rate: rate().nullable(), standard_error: z.number().nullable(), interval: intervalSchema.nullable(), coverage: rate() }))
        .optional()
        .meta({ description: 'With field: each archetype\'s expected win rate against that field.' }),
    }),
  })
  .meta({ id: 'MatchupMatrix', description: "A project's matchup matrix." });

export const importReportSchema = z
  .object({
    dry_run: z.boolean(),
    total_rows: z.int(),
    valid_rows: z.int(),
    imported: z.int(),
    errors: z.array(z.object({ line: z.int(), message: z.string() })),
  })
  .meta({ id: 'MatchImportReport', description: 'What a CSV import read, and wrote unless dry_run.' });

const archetypeSide = (archetype: MatchDetail['winnerArchetype']) => ({ id: archetype.id, name: archetype.name, short_name: archetype.shortName });
const decklistSide = (decklist: MatchDetail['winnerDecklist'], version: number | null) =>
  decklist ? { id: decklist.id, name: decklist.name, version } : null;
const person = (user: MatchDetail['winnerUser']) => (user ? publicUserJson(user) : null);

export function matchJson(match: MatchDetail): z.infer<typeof matchSchema> {
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
    games: gamesOnTheWire(match.games),
    match_date: match.matchDate.toISOString(),
    notes: match.notes,
    is_active: match.isActive,
    revision: match.revision,
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

export function matchStatsJson(stats: MatchStats): z.infer<typeof matchStatsSchema> {
  return stats;
}

function cellJson(cell: MatrixCell, targetHalfWidth: number | undefined): z.infer<typeof matrixCellSchema> {
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

export function matrixJson(matrix: ProjectMatrix, extras: { targetHalfWidth?: number; expected?: ExpectedWinRate[] }): z.infer<typeof matchupMatrixSchema> {
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

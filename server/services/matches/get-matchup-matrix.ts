// The matchup matrix (GET /matches/matrix, Project.matchupMatrix): ONE SQL query for the match counts per (winner,
// loser, went_first) under the filters, turned into cells by domain/matchup. Without date, player or decklist-version
// filters it reads "MatchTally", one row per archetype pair kept by triggers on "Match" (at most 870 rows for 30
// archetypes, however many matches), instead of grouping every match; with them it groups the matching rows of
// "Match" itself. A built matrix is served again while the project's data is unchanged (matrix-cache.ts).
import { createHash } from 'node:crypto';
import type { RequestContext } from '../../context.ts';
import type { MatchEvent } from '../../pubsub.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { NotFoundError, ValidationError } from '../../domain/errors.ts';
import { buildMatrix, expectedWinRates, matrixCountRows, noGames, type FieldShares, type MatchRow, type MatchupMatrix, type MatrixCountRow, type MatrixUnit } from '../../domain/matchup/index.ts';
import { GAME_COUNT_KEYS, gameCountsOf, type GameCounts } from '../../domain/matchup/games.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { matrixFilterSchema, type MatrixFilter, type MatrixFilterInput } from '../../domain/validation/matches.ts';
import { PROJECT_NOT_FOUND, readableProject } from '../access/permissions.ts';
import { canReadProject } from '../access/read-scope.ts';
import { cachedMatrix } from './matrix-cache.ts';

/** Decklist versions chosen per archetype: an archetype with chosen versions counts only games played with them. */
interface VersionChoice {
  archetypeIds: string[];
  /** "decklistId:number" of each chosen version. */
  versions: string[];
}

async function versionChoiceOf(ctx: RequestContext, projectId: string, ids: string[]): Promise<VersionChoice | null> {
  if (ids.length === 0) return null;
  const found = await ctx.db.decklistVersion.findMany({
    where: { id: { in: ids }, decklist: { archetype: { projectId } } },
    select: { id: true, number: true, decklistId: true, decklist: { select: { archetypeId: true } } },
  });
  const missing = ids.find((id) => !found.some((version) => version.id === id));
  if (missing) {
    const message = `Decklist version ${missing} not found in this project`;
    throw new ValidationError(message, [{ field: 'decklistVersions', message }]);
  }
  return {
    archetypeIds: [...new Set(found.map((version) => version.decklist.archetypeId))],
    versions: found.map((version) => `${version.decklistId}:${version.number}`),
  };
}

/** The game columns kept per match and summed per pair by the tally, as SQL sums named like the columns. */
const GAME_SUMS = Prisma.raw(GAME_COUNT_KEYS.map((key) => `sum("${key}")::int AS "${key}"`).join(', '));

type CountedRow = Omit<MatchRow, 'games'> & GameCounts;

/** Rows with their game columns gathered into MatchRow.games. */
const withGames = (rows: CountedRow[]): MatchRow[] =>
  rows.map((row) => {
    const { winner_archetype_id, loser_archetype_id, went_first, count } = row;
    return { winner_archetype_id, loser_archetype_id, went_first, count, games: gameCountsOf(row) };
  });

interface PairTally extends GameCounts {
  winner_archetype_id: string;
  loser_archetype_id: string;
  matches: number;
  winner_first: number;
  loser_first: number;
}

/**
 * One tally row per pair as the MatchRows buildMatrix takes: one per went_first value (true, false, unknown), the
 * pair's games with the first of them.
 */
function splitByFirstPlayer(pairs: PairTally[]): MatchRow[] {
  return pairs.flatMap((pair) => {
    const { winner_archetype_id, loser_archetype_id, matches, winner_first, loser_first } = pair;
    const counts: Array<[boolean | null, number]> = [[true, winner_first], [false, loser_first], [null, matches - winner_first - loser_first]];
    const games = gameCountsOf(pair);
    return counts
      .filter(([, count]) => count > 0)
      .map(([went_first, count], index) => ({ winner_archetype_id, loser_archetype_id, went_first, count, games: index === 0 ? games : noGames() }));
  });
}

/** Active matches are one tally row per pair, read as they are; with inactive ones two rows per pair are summed. */
async function tallyRows(ctx: RequestContext, projectId: string, filter: MatrixFilter): Promise<MatchRow[]> {
  const pairs = filter.includeInactive
    ? await ctx.db.$queryRaw<PairTally[]>`
        SELECT "winnerArchetypeId"::text AS winner_archetype_id, "loserArchetypeId"::text AS loser_archetype_id,
               sum("matches")::int AS matches, sum("winnerFirst")::int AS winner_first, sum("loserFirst")::int AS loser_first, ${GAME_SUMS}
        FROM "MatchTally" WHERE "projectId" = ${projectId}::uuid
        GROUP BY 1, 2`
    : await ctx.db.$queryRaw<PairTally[]>`
        SELECT "winnerArchetypeId"::text AS winner_archetype_id, "loserArchetypeId"::text AS loser_archetype_id,
               "matches", "winnerFirst" AS winner_first, "loserFirst" AS loser_first, ${Prisma.raw(GAME_COUNT_KEYS.map((key) => `"${key}"`).join(', '))}
        FROM "MatchTally" WHERE "projectId" = ${projectId}::uuid AND "isActive"`;
  return splitByFirstPlayer(pairs);
}

/** An archetype with chosen versions must have played one of them on this side. */
const versionCondition = (side: 'winner' | 'loser', choice: VersionChoice) => {
  const archetype = Prisma.raw(`"${side}ArchetypeId"`);
  const decklist = Prisma.raw(`"${side}DecklistId"`);
  const version = Prisma.raw(`"${side}DecklistVersion"`);
  return Prisma.sql`AND (NOT (${archetype} = ANY(${choice.archetypeIds}::uuid[])) OR (${decklist}::text || ':' || ${version}::text) = ANY(${choice.versions}::text[]))`;
};

function matchRows(ctx: RequestContext, projectId: string, filter: MatrixFilter, choice: VersionChoice | null): Promise<MatchRow[]> {
  const user = filter.userId?.toLowerCase();
  return ctx.db.$queryRaw<CountedRow[]>`
    SELECT "winnerArchetypeId"::text AS winner_archetype_id, "loserArchetypeId"::text AS loser_archetype_id,
           "wentFirst" AS went_first, count(*)::int AS count, ${GAME_SUMS}
    FROM "Match"
    WHERE "projectId" = ${projectId}::uuid
      ${filter.includeInactive ? Prisma.empty : Prisma.sql`AND "isActive"`}
      ${filter.wentFirst === undefined ? Prisma.empty : Prisma.sql`AND "wentFirst" = ${filter.wentFirst}`}
      ${filter.dateFrom ? Prisma.sql`AND "matchDate" >= ${filter.dateFrom}` : Prisma.empty}
      ${filter.dateBefore ? Prisma.sql`AND "matchDate" < ${filter.dateBefore}` : Prisma.empty}
      ${user ? Prisma.sql`AND ("winnerUserId" = ${user}::uuid OR "loserUserId" = ${user}::uuid)` : Prisma.empty}
      ${choice ? versionCondition('winner', choice) : Prisma.empty}
      ${choice ? versionCondition('loser', choice) : Prisma.empty}
    GROUP BY 1, 2, 3`.then(withGames);
}

export interface ProjectMatrix extends MatchupMatrix {
  project: MatrixProject;
  /** Names this project's matrix under this filter, whatever the data: the same filter gives the same key. */
  key: string;
  generated_at: Date;
  min_sample_size: number;
  unit: MatrixUnit;
}

type MatrixProject = { id: string; name: string; teamId: string; visibility: string; matrixVersion: number };

/**
 * The matrix of a project the viewer may read. Active archetypes are its rows and columns (inactive ones too with
 * include_inactive, which also counts removed matches). Archetypes are in name order.
 */
export async function getMatchupMatrix(ctx: RequestContext, filterInput: MatrixFilterInput): Promise<ProjectMatrix> {
  const filter = parseInput(matrixFilterSchema, filterInput);
  return matrixOf(ctx, await readableProject(ctx, filter.projectId), filter);
}

/** The same for a project row the caller already holds (GraphQL's Project.matchupMatrix); access is checked again. */
export async function projectMatchupMatrix(ctx: RequestContext, project: MatrixProject, filter: Omit<MatrixFilterInput, 'projectId'> = {}): Promise<ProjectMatrix> {
  if (!(await canReadProject(ctx.viewer, project))) throw new NotFoundError(PROJECT_NOT_FOUND);
  return matrixOf(ctx, project, parseInput(matrixFilterSchema, { ...filter, projectId: project.id }));
}

async function matrixOf(ctx: RequestContext, project: MatrixProject, filter: MatrixFilter): Promise<ProjectMatrix> {
  const matrix = await cachedMatrix(ctx.db, project, filter, () => buildProjectMatrix(ctx, project.id, filter));
  return { ...matrix, project, key: matrixKey(filter), generated_at: new Date(), min_sample_size: filter.minSampleSize, unit: filter.unit };
}

/** Short, stable and opaque: the filter's parsed form (the project included) hashed. */
function matrixKey(filter: MatrixFilter): string {
  return createHash('sha256').update(JSON.stringify(filter)).digest('base64url').slice(0, 22);
}

/**
 * What a change to the project's matches changed in its matrix under `filter`: the rows (and totals) of the
 * archetypes the event names, or everything when it names none (an import).
 */
export interface MatrixChange {
  matrix: ProjectMatrix;
  /** Archetypes whose rows changed; null when any may have (ask for the whole matrix again). */
  archetypeIds: string[] | null;
}

/** The change an event brings to the matrix a subscriber watches (who may read the project: checked again here). */
export async function matrixChange(ctx: RequestContext, filterInput: MatrixFilterInput, event: MatchEvent): Promise<MatrixChange> {
  const matrix = await getMatchupMatrix(ctx, filterInput);
  const shown = new Set(matrix.archetypes.map((a) => a.id));
  return { matrix, archetypeIds: event.archetypeIds ? event.archetypeIds.filter((id) => shown.has(id)) : null };
}

async function buildProjectMatrix(ctx: RequestContext, projectId: string, filter: MatrixFilter): Promise<MatchupMatrix> {
  // The archetypes and the counts are independent reads: sent together, one is decoded while the other runs.
  const [archetypes, rows] = await Promise.all([
    ctx.db.archetype.findMany({
      where: { projectId, ...(filter.includeInactive ? {} : { isActive: true }) },
      select: { id: true, name: true, shortName: true },
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
    }),
    countRows(ctx, projectId, filter),
  ]);
  return buildMatrix(
    archetypes.map((a) => ({ id: a.id, name: a.name, short_name: a.shortName })),
    rows,
    { min_sample_size: filter.minSampleSize, unit: filter.unit },
  );
}

/** Match counts under the filter: from the tally unless a filter needs the matches themselves. */
async function countRows(ctx: RequestContext, projectId: string, filter: MatrixFilter): Promise<MatchRow[]> {
  const choice = await versionChoiceOf(ctx, projectId, filter.decklistVersions);
  // The tally sums games per pair, not per who went first: a went_first filter reads the matches too.
  const narrowed = choice !== null || filter.userId !== undefined || filter.dateFrom !== undefined || filter.dateBefore !== undefined || filter.wentFirst !== undefined;
  return narrowed ? matchRows(ctx, projectId, filter, choice) : tallyRows(ctx, projectId, filter);
}

/**
 * Expected win rates against a metagame field whose shares are sent with the request (they are not stored: each
 * person tries their own guesses). Every share must name an archetype of the matrix.
 */
export function fieldExpectations(matrix: Pick<MatchupMatrix, 'archetypes' | 'matrix'>, field: FieldShares) {
  const known = new Set(matrix.archetypes.map((a) => a.id));
  const unknown = Object.keys(field).find((id) => !known.has(id.toLowerCase()));
  if (unknown) {
    const message = `Metagame share given for an archetype that is not in the matrix: ${unknown}`;
    throw new ValidationError(message, [{ field: 'field', message }]);
  }
  return expectedWinRates(matrix, Object.fromEntries(Object.entries(field).map(([id, share]) => [id.toLowerCase(), share])));
}

const compactRows = new WeakMap<object, MatrixCountRow[]>();

/** The matrix in compact rows, made once per kept matrix (keyed by its cells, which stay the same while kept). */
export function compactMatrixRows(matrix: Pick<MatchupMatrix, 'archetypes' | 'matrix'>): MatrixCountRow[] {
  let rows = compactRows.get(matrix.matrix);
  if (!rows) compactRows.set(matrix.matrix, (rows = matrixCountRows(matrix)));
  return rows;
}

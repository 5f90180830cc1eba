// The match counts a matrix is built from (ONE SQL query per matrix). Without date, player or decklist-version
// filters they come from "MatchTally", one row per archetype pair kept by triggers on "Match" (at most 870 rows for
// 30 archetypes, however many matches), instead of grouping every match; with them from the matching rows of "Match"
// itself. A kept matrix catches up with later writes from "MatchChange", the log of what each statement did to the
// matches, under the same filter conditions (matrix-cache.ts).
import type { RequestContext } from '../../context.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { ValidationError } from '../../domain/errors.ts';
import { noGames, type MatchRow } from '../../domain/matchup/index.ts';
import { GAME_COUNT_KEYS, gameCountsOf, type GameCounts } from '../../domain/matchup/games.ts';
import type { MatrixFilter } from '../../domain/validation/matches.ts';
import { changedRowsUnder } from './announced-changes.ts';

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

/** The filter's conditions on a row of "Match" or of "MatchChange", which has the same columns. */
function filterConditions(filter: MatrixFilter, choice: VersionChoice | null): Prisma.Sql {
  const user = filter.userId?.toLowerCase();
  return Prisma.sql`
      ${filter.includeInactive ? Prisma.empty : Prisma.sql`AND "isActive"`}
      ${filter.wentFirst === undefined ? Prisma.empty : Prisma.sql`AND "wentFirst" = ${filter.wentFirst}`}
      ${filter.dateFrom ? Prisma.sql`AND "matchDate" >= ${filter.dateFrom}` : Prisma.empty}
      ${filter.dateBefore ? Prisma.sql`AND "matchDate" < ${filter.dateBefore}` : Prisma.empty}
      ${user ? Prisma.sql`AND ("winnerUserId" = ${user}::uuid OR "loserUserId" = ${user}::uuid)` : Prisma.empty}
      ${choice ? versionCondition('winner', choice) : Prisma.empty}
      ${choice ? versionCondition('loser', choice) : Prisma.empty}`;
}

function matchRows(ctx: RequestContext, projectId: string, filter: MatrixFilter, choice: VersionChoice | null): Promise<MatchRow[]> {
  return ctx.db.$queryRaw<CountedRow[]>`
    SELECT "winnerArchetypeId"::text AS winner_archetype_id, "loserArchetypeId"::text AS loser_archetype_id,
           "wentFirst" AS went_first, count(*)::int AS count, ${GAME_SUMS}
    FROM "Match"
    WHERE "projectId" = ${projectId}::uuid ${filterConditions(filter, choice)}
    GROUP BY 1, 2, 3`.then(withGames);
}

/** The game columns of the logged changes, summed with their signs. */
const SIGNED_GAME_SUMS = Prisma.raw(GAME_COUNT_KEYS.map((key) => `sum("sign" * "${key}")::int AS "${key}"`).join(', '));
const NO_GAMES = Prisma.raw(GAME_COUNT_KEYS.map((key) => `NULL::int AS "${key}"`).join(', '));

/**
 * What the project's matches under `filter` gained and lost from version `from` (exclusive) to `to`, as signed match
 * rows; null when the log cannot tell: some version in between changed archetypes (which logs no match change) or has
 * been pruned from the log. From memory when every version in between was announced (announced-changes.ts), else one
 * statement: the changes grouped, and one more row with the number of versions logged. Filters on decklist versions
 * are not kept, so they never catch up.
 */
export async function countChanges(ctx: RequestContext, projectId: string, filter: MatrixFilter, from: number, to: number): Promise<MatchRow[] | null> {
  if (to <= from) return null;
  const announced = ctx.announcedChanges.between(projectId, from, to);
  if (announced) return changedRowsUnder(filter, announced);
  const inRange = Prisma.sql`"projectId" = ${projectId}::uuid AND "version" > ${from} AND "version" <= ${to}`;
  const rows = await ctx.db.$queryRaw<Array<CountedRow & { versions: number | null }>>`
    SELECT "winnerArchetypeId"::text AS winner_archetype_id, "loserArchetypeId"::text AS loser_archetype_id,
           "wentFirst" AS went_first, sum("sign")::int AS count, ${SIGNED_GAME_SUMS}, NULL::int AS versions
    FROM "MatchChange" WHERE ${inRange} ${filterConditions(filter, null)}
    GROUP BY 1, 2, 3
    UNION ALL
    SELECT NULL, NULL, NULL, NULL, ${NO_GAMES}, count(DISTINCT "version")::int FROM "MatchChange" WHERE ${inRange}`;
  const logged = rows.find((row) => row.versions !== null)!;
  return logged.versions === to - from ? withGames(rows.filter((row) => row !== logged)) : null;
}

/** Match counts under the filter: from the tally unless a filter needs the matches themselves. */
export async function countRows(ctx: RequestContext, projectId: string, filter: MatrixFilter): Promise<MatchRow[]> {
  const choice = await versionChoiceOf(ctx, projectId, filter.decklistVersions);
  // The tally sums games per pair, not per who went first: a went_first filter reads the matches too.
  const narrowed = choice !== null || filter.userId !== undefined || filter.dateFrom !== undefined || filter.dateBefore !== undefined || filter.wentFirst !== undefined;
  return narrowed ? matchRows(ctx, projectId, filter, choice) : tallyRows(ctx, projectId, filter);
}

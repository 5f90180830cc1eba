// GET /matches/stats: totals, wins, losses and first-player numbers for a perspective. The perspective is one side of
// a match described by any of user_id, archetype_id and decklist_id together ("alice playing Burn"); project_id
// narrows to one project. A match where both sides fit the perspective (a mirror) is no win and no loss for it and
// is left out, as in the matrix. With project_id alone there is no side to take: every match counts once from its
// winner's side (wins = total_matches), and the first-player numbers are the informative part.
import type { RequestContext } from '../../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { matchStats, type MatchStats, type PerspectiveRow } from '../../domain/matchup/index.ts';
import { GAME_COUNT_KEYS, type GameCounts } from '../../domain/matchup/games.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { matchStatsSchema, type MatchStatsFilter, type MatchStatsInput } from '../../domain/validation/matches.ts';
import { readableProject } from '../access/permissions.ts';
import { readableMatches } from '../access/read-scope.ts';

type Side = 'winner' | 'loser';
const COLUMNS = { userId: 'UserId', archetypeId: 'ArchetypeId', decklistId: 'DecklistId' } as const;
type PerspectiveKey = keyof typeof COLUMNS;
type MatchColumn = `${Side}${(typeof COLUMNS)[PerspectiveKey]}`;

function perspectiveOf(filter: MatchStatsFilter): Array<[column: (typeof COLUMNS)[PerspectiveKey], id: string]> {
  return (Object.keys(COLUMNS) as PerspectiveKey[]).flatMap((key) => (filter[key] ? [[COLUMNS[key], filter[key]!.toLowerCase()]] : []));
}

const sideWhere = (side: Side, perspective: ReturnType<typeof perspectiveOf>): Prisma.MatchWhereInput =>
  Object.fromEntries(perspective.map(([column, id]) => [`${side}${column}`, id]));

/** The game columns each group sums (a match's games from its winner's side). */
const GAME_SUMS = Object.fromEntries(GAME_COUNT_KEYS.map((key) => [key, true])) as Record<(typeof GAME_COUNT_KEYS)[number], true>;
const summedGames = (sums: Partial<Record<(typeof GAME_COUNT_KEYS)[number], number | null>>): GameCounts =>
  Object.fromEntries(GAME_COUNT_KEYS.map((key) => [key, sums[key] ?? 0])) as unknown as GameCounts;

export async function getMatchStats(ctx: RequestContext, filterInput: MatchStatsInput): Promise<MatchStats> {
  const filter = parseInput(matchStatsSchema, filterInput);
  const conditions: Prisma.MatchWhereInput[] = [await readableMatches(ctx.viewer), { isActive: true }];
  if (filter.projectId) conditions.push({ projectId: (await readableProject(ctx, filter.projectId)).id });
  const perspective = perspectiveOf(filter);
  if (perspective.length === 0) {
    const groups = await ctx.db.match.groupBy({ by: ['wentFirst'], where: { AND: conditions }, _count: { _all: true }, _sum: GAME_SUMS });
    return matchStats(groups.map((g) => ({ won: true, went_first: g.wentFirst, count: g._count._all, games: summedGames(g._sum) })));
  }
  conditions.push({ OR: [sideWhere('winner', perspective), sideWhere('loser', perspective)] });
  const columns = perspective.flatMap(([column]) => [`winner${column}`, `loser${column}`] as MatchColumn[]);
  const groups = await ctx.db.match.groupBy({ by: [...columns, 'wentFirst'], where: { AND: conditions }, _count: { _all: true }, _sum: GAME_SUMS });
  const fits = (group: Record<string, unknown>, side: Side) => perspective.every(([column, id]) => group[`${side}${column}`] === id);
  const rows: PerspectiveRow[] = groups
    .filter((group) => fits(group, 'winner') !== fits(group, 'loser'))
    .map((group) => ({ won: fits(group, 'winner'), went_first: group.wentFirst, count: group._count._all, games: summedGames(group._sum) }));
  return matchStats(rows);
}

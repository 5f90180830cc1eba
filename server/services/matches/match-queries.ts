// Reading matches: one match, and the filtered, paged list (match filters) shared by REST, the GraphQL
// connection and the CSV export. A match is readable exactly when its project is.
import type { RequestContext } from '../../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { ForbiddenError, NotFoundError } from '../../domain/errors.ts';
import { requireId } from '../../domain/validation/ids.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { matchFilterSchema, type MatchFilter, type MatchFilterInput } from '../../domain/validation/matches.ts';
import { readableProject } from '../access/permissions.ts';
import { readableMatches } from '../access/read-scope.ts';

export const MATCH_NOT_FOUND = 'Match not found';
/** Newest games first; the id breaks ties so pages never overlap. */
export const MATCH_ORDER = [{ matchDate: 'desc' as const }, { id: 'desc' as const }];

const PERSON = { select: { id: true, username: true, displayName: true } } as const;
const ARCHETYPE = { select: { id: true, name: true, shortName: true } } as const;
const DECKLIST = { select: { id: true, name: true } } as const;

/** What the detail shape (REST) and the CSV export show of a match's sides. */
export const MATCH_DETAIL_INCLUDE = {
  winnerArchetype: ARCHETYPE,
  loserArchetype: ARCHETYPE,
  winnerDecklist: DECKLIST,
  loserDecklist: DECKLIST,
  winnerUser: PERSON,
  loserUser: PERSON,
  recordedBy: PERSON,
} satisfies Prisma.MatchInclude;

export type MatchDetail = Prisma.MatchGetPayload<{ include: typeof MATCH_DETAIL_INCLUDE }>;

/** The match, if the viewer may read it (inactive ones included: they are still history). */
export async function readableMatch(ctx: RequestContext, matchId: string): Promise<MatchDetail> {
  const match = await ctx.db.match.findFirst({
    where: { id: requireId(matchId, MATCH_NOT_FOUND), ...(await readableMatches(ctx.viewer)) },
    include: MATCH_DETAIL_INCLUDE,
  });
  if (!match) throw new NotFoundError(MATCH_NOT_FOUND);
  return match;
}

/** The match with its project, when the signed-in viewer belongs to the project's team (needed to change it). */
export async function matchForMember(ctx: RequestContext, matchId: string) {
  ctx.viewer.requireUser();
  const match = await readableMatch(ctx, matchId);
  const project = await ctx.db.project.findUniqueOrThrow({ where: { id: match.projectId } });
  if (!(await ctx.viewer.roleIn(project.teamId))) throw new ForbiddenError('Only members of this team can change its matches');
  return { match, project };
}

/** Either side of a match: the filter "archetype X" means X won or X lost. */
const eitherSide = (winner: Prisma.MatchWhereInput, loser: Prisma.MatchWhereInput): Prisma.MatchWhereInput => ({ OR: [winner, loser] });

/** The where-clause of a parsed filter, inside what the viewer may read. A named project must be readable. */
export async function matchFilterWhere(ctx: RequestContext, filter: Omit<MatchFilter, 'limit' | 'offset'>): Promise<Prisma.MatchWhereInput> {
  const conditions: Prisma.MatchWhereInput[] = [await readableMatches(ctx.viewer)];
  if (filter.projectId) conditions.push({ projectId: (await readableProject(ctx, filter.projectId)).id });
  if (!filter.includeInactive) conditions.push({ isActive: true });
  if (filter.userId) conditions.push(eitherSide({ winnerUserId: filter.userId }, { loserUserId: filter.userId }));
  if (filter.archetypeId) conditions.push(eitherSide({ winnerArchetypeId: filter.archetypeId }, { loserArchetypeId: filter.archetypeId }));
  if (filter.opponentArchetypeId) conditions.push(eitherSide({ winnerArchetypeId: filter.opponentArchetypeId }, { loserArchetypeId: filter.opponentArchetypeId }));
  if (filter.decklistId) conditions.push(eitherSide({ winnerDecklistId: filter.decklistId }, { loserDecklistId: filter.decklistId }));
  if (filter.dateFrom || filter.dateBefore) conditions.push({ matchDate: { gte: filter.dateFrom, lt: filter.dateBefore } });
  if (filter.wentFirst !== undefined) conditions.push({ wentFirst: filter.wentFirst });
  return { AND: conditions };
}

/** The where-clause of a filter as given (Project.matches, which pages by cursor: limit and offset are not used). */
export async function matchListWhere(ctx: RequestContext, filterInput: MatchFilterInput = {}): Promise<Prisma.MatchWhereInput> {
  return matchFilterWhere(ctx, parseInput(matchFilterSchema, filterInput));
}

/** GET /matches: one page of matches with the total that match the filter. */
export async function listMatches(ctx: RequestContext, filterInput: MatchFilterInput = {}) {
  const filter = parseInput(matchFilterSchema, filterInput);
  const where = await matchFilterWhere(ctx, filter);
  const [matches, total] = await Promise.all([
    ctx.db.match.findMany({ where, orderBy: MATCH_ORDER, take: filter.limit, skip: filter.offset, include: MATCH_DETAIL_INCLUDE }),
    ctx.db.match.count({ where }),
  ]);
  return { matches, total, limit: filter.limit, offset: filter.offset };
}

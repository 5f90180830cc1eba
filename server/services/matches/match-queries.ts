// Reading matches: one match, and the filtered, paged list (spec section 3 match filters) shared by REST, the GraphQL
// connection and the CSV export. A match is readable exactly when its project is.
import type { RequestContext } from '../../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { ForbiddenError, NotFoundError } from '../../domain/errors.ts';
import { requireId } from '../../domain/validation/ids.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { matchFilterSchema, type MatchFilter } from '../../domain/validation/match-rules.ts';
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
export async function readableMatch(ctx: RequestContext, matchId: unknown): Promise<MatchDetail> {
  const match = await ctx.db.match.findFirst({
    where: { id: requireId(matchId, MATCH_NOT_FOUND), ...(await readableMatches(ctx.viewer)) },
    include: MATCH_DETAIL_INCLUDE,
  });
  if (!match) throw new NotFoundError(MATCH_NOT_FOUND);
  return match;
}

/** The match with its project, when the signed-in viewer belongs to the project's team (needed to change it). */
export async function matchForMember(ctx: RequestContext, matchId: unknown) {
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
  if (filter.project_id) conditions.push({ projectId: (await readableProject(ctx, filter.project_id)).id });
  if (!filter.include_inactive) conditions.push({ isActive: true });
  if (filter.user_id) conditions.push(eitherSide({ winnerUserId: filter.user_id }, { loserUserId: filter.user_id }));
  if (filter.archetype_id) conditions.push(eitherSide({ winnerArchetypeId: filter.archetype_id }, { loserArchetypeId: filter.archetype_id }));
  if (filter.decklist_id) conditions.push(eitherSide({ winnerDecklistId: filter.decklist_id }, { loserDecklistId: filter.decklist_id }));
  if (filter.date_from || filter.date_before) conditions.push({ matchDate: { gte: filter.date_from, lt: filter.date_before } });
  if (filter.went_first !== undefined) conditions.push({ wentFirst: filter.went_first });
  return { AND: conditions };
}

export function parseMatchFilter(rawFilter: unknown): MatchFilter {
  return parseInput(matchFilterSchema, rawFilter ?? {});
}

/** GET /matches: one page of matches with the total that match the filter. */
export async function listMatches(ctx: RequestContext, rawFilter: unknown) {
  const filter = parseMatchFilter(rawFilter);
  const where = await matchFilterWhere(ctx, filter);
  const [matches, total] = await Promise.all([
    ctx.db.match.findMany({ where, orderBy: MATCH_ORDER, take: filter.limit, skip: filter.offset, include: MATCH_DETAIL_INCLUDE }),
    ctx.db.match.count({ where }),
  ]);
  return { matches, total, limit: filter.limit, offset: filter.offset };
}

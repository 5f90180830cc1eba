// What the admin panel lists and counts: site admins only. The lists are authorised here, once, for both APIs: REST
// pages them by limit and offset, GraphQL by cursor, both through adminListing.
import type { RequestContext } from '../../context.ts';
import { adminPageSchema, type AdminPageInput } from '../../domain/validation/admin.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';

const NEWEST = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

/** The Prisma arguments of every admin list (all rows, newest first), for a site admin only. */
export function adminListing(ctx: RequestContext) {
  ctx.viewer.requireAdmin();
  return { where: {}, orderBy: NEWEST };
}

/** One page of an admin list; the page is checked before the viewer, as for every REST query. */
function page(ctx: RequestContext, input: AdminPageInput) {
  const { limit, offset } = parseInput(adminPageSchema, input);
  return { ...adminListing(ctx), take: limit, skip: offset };
}

export async function adminStats(ctx: RequestContext) {
  ctx.viewer.requireAdmin();
  const [users, teams, projects, archetypes, decklists, matches] = await Promise.all([
    ctx.db.user.count(),
    ctx.db.team.count(),
    ctx.db.project.count(),
    ctx.db.archetype.count(),
    ctx.db.decklist.count(),
    // Summed from the projects' kept counts (Project.activeMatches) rather than counting every match on the site.
    ctx.db.project.aggregate({ _sum: { activeMatches: true } }).then((sum) => sum._sum.activeMatches ?? 0),
  ]);
  return { total_users: users, total_teams: teams, total_projects: projects, total_archetypes: archetypes, total_decklists: decklists, total_matches: matches };
}

export async function adminUsers(ctx: RequestContext, input: AdminPageInput = {}) {
  return ctx.db.user.findMany({ ...page(ctx, input), include: { _count: { select: { memberships: true } } } });
}

export async function adminTeams(ctx: RequestContext, input: AdminPageInput = {}) {
  return ctx.db.team.findMany({
    ...page(ctx, input),
    include: { owner: { select: { username: true } }, _count: { select: { members: true, projects: true } } },
  });
}

export async function adminProjects(ctx: RequestContext, input: AdminPageInput = {}) {
  return ctx.db.project.findMany({ ...page(ctx, input), include: { team: { select: { name: true } }, _count: { select: { archetypes: true } } } });
}

export async function adminArchetypes(ctx: RequestContext, input: AdminPageInput = {}) {
  return ctx.db.archetype.findMany({ ...page(ctx, input), include: { project: { select: { name: true } }, _count: { select: { decklists: true } } } });
}

export async function adminDecklists(ctx: RequestContext, input: AdminPageInput = {}) {
  return ctx.db.decklist.findMany({
    ...page(ctx, input),
    include: { archetype: { select: { name: true, project: { select: { name: true } } } }, createdBy: { select: { username: true } } },
  });
}

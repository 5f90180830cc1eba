// What the admin panel lists and counts. Site admins only; each list is paged (newest first).
import { z } from 'zod';
import type { RequestContext } from '../../context.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';

export const ADMIN_PAGE_MAX = 500;

export const adminPageSchema = z.object({
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1, 'limit must be at least 1').max(ADMIN_PAGE_MAX, `limit must be at most ${ADMIN_PAGE_MAX}`).default(100),
  offset: z.coerce.number({ error: 'offset must be a number' }).int().min(0, 'offset must be at least 0').default(0),
});

const NEWEST = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

function page(ctx: RequestContext, input: unknown) {
  ctx.viewer.requireAdmin();
  const { limit, offset } = parseInput(adminPageSchema, input ?? {});
  return { take: limit, skip: offset, orderBy: NEWEST };
}

export async function adminStats(ctx: RequestContext) {
  ctx.viewer.requireAdmin();
  const [users, teams, projects, archetypes, decklists, matches] = await Promise.all([
    ctx.db.user.count(),
    ctx.db.team.count(),
    ctx.db.project.count(),
    ctx.db.archetype.count(),
    ctx.db.decklist.count(),
    ctx.db.match.count({ where: { isActive: true } }),
  ]);
  return { total_users: users, total_teams: teams, total_projects: projects, total_archetypes: archetypes, total_decklists: decklists, total_matches: matches };
}

export async function adminUsers(ctx: RequestContext, input?: unknown) {
  return ctx.db.user.findMany({ ...page(ctx, input), include: { _count: { select: { memberships: true } } } });
}

export async function adminTeams(ctx: RequestContext, input?: unknown) {
  return ctx.db.team.findMany({
    ...page(ctx, input),
    include: { owner: { select: { username: true } }, _count: { select: { members: true, projects: true } } },
  });
}

export async function adminProjects(ctx: RequestContext, input?: unknown) {
  return ctx.db.project.findMany({ ...page(ctx, input), include: { team: { select: { name: true } }, _count: { select: { archetypes: true } } } });
}

export async function adminArchetypes(ctx: RequestContext, input?: unknown) {
  return ctx.db.archetype.findMany({ ...page(ctx, input), include: { project: { select: { name: true } }, _count: { select: { decklists: true } } } });
}

export async function adminDecklists(ctx: RequestContext, input?: unknown) {
  return ctx.db.decklist.findMany({
    ...page(ctx, input),
    include: { archetype: { select: { name: true, project: { select: { name: true } } } }, createdBy: { select: { username: true } } },
  });
}

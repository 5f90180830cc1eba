// Reading projects: the lists (public, signed-in, per team) with their filters, and one project's detail.
import type { RequestContext } from '../../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { projectFilterSchema, type ProjectFilter, type ProjectFilterInput } from '../../domain/validation/projects.ts';
import { readableProject, readableTeam } from '../access/permissions.ts';
import { canReadTeam, readableProjects } from '../access/read-scope.ts';

export const PROJECT_ORDER = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

/** Which list: everyone's public projects, everything the signed-in viewer can see, or one team's. */
export type ProjectScope = { kind: 'public' } | { kind: 'signed-in' } | { kind: 'team'; teamId: string };

function filterWhere(filter: ProjectFilter): Prisma.ProjectWhereInput {
  return {
    ...(filter.visibility ? { visibility: filter.visibility } : {}),
    ...(filter.game ? { game: { equals: filter.game, mode: 'insensitive' } } : {}),
    ...(filter.format ? { format: { equals: filter.format, mode: 'insensitive' } } : {}),
    ...(filter.tags.length ? { tags: { hasEvery: filter.tags } } : {}),
  };
}

export async function projectListWhere(ctx: RequestContext, scope: ProjectScope, filterInput: ProjectFilterInput = {}): Promise<Prisma.ProjectWhereInput> {
  const filter = parseInput(projectFilterSchema, filterInput);
  const conditions: Prisma.ProjectWhereInput[] = [filterWhere(filter)];
  if (scope.kind === 'public') conditions.push({ visibility: 'public' });
  if (scope.kind === 'signed-in') {
    const user = ctx.viewer.requireUser();
    // "My private projects" are the private projects of my teams, even for a site admin who could read all.
    conditions.push(filter.visibility === 'private' ? { team: { members: { some: { userId: user.id } } } } : await readableProjects(ctx.viewer));
  }
  if (scope.kind === 'team') {
    const team = await readableTeam(ctx, scope.teamId);
    conditions.push({ teamId: team.id }, await readableProjects(ctx.viewer));
  }
  return { AND: conditions };
}

export async function listProjects(ctx: RequestContext, scope: ProjectScope, filter: ProjectFilterInput = {}) {
  return ctx.db.project.findMany({ where: await projectListWhere(ctx, scope, filter), orderBy: PROJECT_ORDER });
}

/**
 * One project with what its page shows: team name, counts, and whether the viewer may change it. The team's name is
 * null when the viewer may not read the team (a public project of a private team): the team itself stays private.
 */
export async function getProject(ctx: RequestContext, projectId: string) {
  const { team, ...project } = await readableProject(ctx, projectId);
  const teamName = (await canReadTeam(ctx.viewer, { id: project.teamId, visibility: team.visibility })) ? team.name : null;
  const role = await ctx.viewer.roleIn(project.teamId);
  return { project: { ...project, team: { ...team, name: teamName } }, archetypeCount: project._count.archetypes, matchCount: project.activeMatches, role };
}

// Write permissions. Anything a viewer may not read is "not found" (its existence is not revealed); something they
// may read but not change is "forbidden".
import type { RequestContext } from '../../context.ts';
import type { TeamRole } from '../../generated/prisma/enums.ts';
import { ForbiddenError, NotFoundError } from '../../domain/errors.ts';
import { requireId } from '../../domain/validation/ids.ts';
import { canReadProject, canReadTeam } from './read-scope.ts';

export const TEAM_NOT_FOUND = 'Team not found';
export const PROJECT_NOT_FOUND = 'Project not found';

/** The team, if the viewer may read it; NotFoundError otherwise. */
export async function readableTeam(ctx: RequestContext, teamId: string) {
  const team = await ctx.db.team.findUnique({ where: { id: requireId(teamId, TEAM_NOT_FOUND) } });
  if (!team || !(await canReadTeam(ctx.viewer, team))) throw new NotFoundError(TEAM_NOT_FOUND);
  return team;
}

/** The project (its kept row: kept-projects.ts), if the viewer may read it; NotFoundError otherwise. */
export async function readableProject(ctx: RequestContext, projectId: string) {
  return readable(ctx, await ctx.keptProjects.get(requireId(projectId, PROJECT_NOT_FOUND)));
}

/** The same, read from the database: what a write checks, so that it never goes into a project just deleted. */
async function currentProject(ctx: RequestContext, projectId: string) {
  return readable(ctx, await ctx.db.project.findUnique({ where: { id: requireId(projectId, PROJECT_NOT_FOUND) } }));
}

async function readable<P extends { visibility: string; teamId: string }>(ctx: RequestContext, project: P | null): Promise<P> {
  if (!project || !(await canReadProject(ctx.viewer, project))) throw new NotFoundError(PROJECT_NOT_FOUND);
  return project;
}

/**
 * The team, when the signed-in viewer holds one of `roles` in it. Readable but not allowed → ForbiddenError with
 * `message`; not readable → NotFoundError.
 */
export async function teamWithRole(ctx: RequestContext, teamId: string, roles: readonly TeamRole[], message: string) {
  ctx.viewer.requireUser();
  const team = await readableTeam(ctx, teamId);
  const role = await ctx.viewer.roleIn(team.id);
  if (!role || !roles.includes(role)) throw new ForbiddenError(message);
  return { team, role };
}

export const ANY_MEMBER: readonly TeamRole[] = ['owner', 'admin', 'member'];
export const TEAM_MANAGERS: readonly TeamRole[] = ['owner', 'admin'];

/** The project, when the signed-in viewer is a member of its team (what every write inside a project needs). */
export async function projectForMember(ctx: RequestContext, projectId: string, message = 'Only members of this team can change this project') {
  ctx.viewer.requireUser();
  const project = await currentProject(ctx, projectId);
  if (!(await ctx.viewer.roleIn(project.teamId))) throw new ForbiddenError(message);
  return project;
}

export const OWNER_ONLY: readonly TeamRole[] = ['owner'];

/** The project, when the signed-in viewer holds one of `roles` in its team (as teamWithRole). */
export async function projectWithRole(ctx: RequestContext, projectId: string, roles: readonly TeamRole[], message: string) {
  ctx.viewer.requireUser();
  const project = await currentProject(ctx, projectId);
  const role = await ctx.viewer.roleIn(project.teamId);
  if (!role || !roles.includes(role)) throw new ForbiddenError(message);
  return project;
}

import type { RequestContext } from '../../context.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { createProjectSchema, type CreateProjectInput } from '../../domain/validation/projects.ts';
import { ANY_MEMBER, teamWithRole } from '../access/permissions.ts';

/** Creates a project inside a team the viewer belongs to. */
export async function createProject(ctx: RequestContext, input: CreateProjectInput) {
  const { teamId, ...data } = parseInput(createProjectSchema, input);
  const { team } = await teamWithRole(ctx, teamId, ANY_MEMBER, 'Only members of this team can create projects in it');
  return ctx.db.project.create({ data: { ...data, teamId: team.id, createdById: ctx.viewer.user!.id } });
}

import type { RequestContext } from '../../context.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { createProjectSchema } from '../../domain/validation/project-rules.ts';
import { ANY_MEMBER, teamWithRole } from '../access/permissions.ts';

/** Creates a project inside a team the viewer belongs to. */
export async function createProject(ctx: RequestContext, input: unknown) {
  const { team_id, ...data } = parseInput(createProjectSchema, input);
  const { team } = await teamWithRole(ctx, team_id, ANY_MEMBER, 'Only members of this team can create projects in it');
  return ctx.db.project.create({ data: { ...data, teamId: team.id, createdById: ctx.viewer.user!.id } });
}

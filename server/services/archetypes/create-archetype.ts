import type { RequestContext } from '../../context.ts';
import { generateShortName } from '../../domain/short-name.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { createArchetypeSchema, type CreateArchetypeInput } from '../../domain/validation/archetypes.ts';
import { projectForMember } from '../access/permissions.ts';
import { announceArchetypeChange } from '../projects/project-events.ts';

/** Creates an archetype in a project of the viewer's team; an empty short name is generated from the name. */
export async function createArchetype(ctx: RequestContext, input: CreateArchetypeInput) {
  const { projectId, shortName, ...data } = parseInput(createArchetypeSchema, input);
  const project = await projectForMember(ctx, projectId, 'Only members of this team can create archetypes');
  const archetype = await ctx.db.archetype.create({
    data: { ...data, shortName: shortName ?? generateShortName(data.name), projectId: project.id, createdById: ctx.viewer.user!.id },
  });
  announceArchetypeChange(ctx, project.id);
  return archetype;
}

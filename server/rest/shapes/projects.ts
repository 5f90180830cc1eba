// REST shapes of projects.
import { z } from 'zod';
import type { Project } from '../../generated/prisma/client.ts';
import { id, instant, optionalText } from './fields.ts';
import { teamRoleSchema, visibilitySchema } from './teams.ts';

export const projectSchema = z
  .object({
    id: id(),
    team_id: id(),
    name: z.string(),
    description: optionalText(),
    visibility: visibilitySchema,
    game: z.string(),
    format: optionalText(),
    tags: z.array(z.string()),
    is_active: z.boolean(),
    created_at: instant(),
  })
  .meta({ id: 'Project', description: "A team's project: the archetypes, decklists and matches of one game and format." });

export const projectDetailSchema = projectSchema
  .extend({
    team_name: optionalText().meta({ description: "null when the caller may not read the team (a public project of a private team)." }),
    archetype_count: z.int(),
    match_count: z.int(),
    role: teamRoleSchema.nullable().meta({ description: "The caller's role in the project's team; null when not a member." }),
  })
  .meta({ id: 'ProjectDetail', description: "A project with its team's name, its counts and the caller's role." });

export function projectJson(project: Project): z.infer<typeof projectSchema> {
  return {
    id: project.id,
    team_id: project.teamId,
    name: project.name,
    description: project.description,
    visibility: project.visibility,
    game: project.game,
    format: project.format,
    tags: project.tags,
    is_active: project.isActive,
    created_at: project.createdAt.toISOString(),
  };
}

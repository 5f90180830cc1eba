// REST shapes of projects.
import { z } from 'zod';
import { rulesOf, SIDEBOARDING } from '../../domain/games.ts';
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
    game_rules: z
      .object({
        sideboarding: z.enum(SIDEBOARDING).meta({ description: "What a player may change between games: a sideboard, Yu-Gi-Oh!'s side deck, or nothing (no game is sideboarded)." }),
        best_of: z.int().meta({ description: "The best-of of a match at the game's competitive events; a match logged without best_of is best of 1." }),
      })
      .meta({ description: "The rules of a match in the project's game, which the API's checks and the statistics follow." }),
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

export function gameRulesJson(game: string) {
  const { sideboarding, bestOf } = rulesOf(game);
  return { sideboarding, best_of: bestOf };
}

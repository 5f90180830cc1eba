// REST rows of the admin panel's tables: the entity's own shape plus the counts and names the tables show.
import { z } from 'zod';
import type { adminArchetypes, adminDecklists, adminProjects, adminTeams, adminUsers } from '../../services/admin/admin-queries.ts';
import { archetypeJson, archetypeSchema } from './archetypes.ts';
import { id, instant } from './fields.ts';
import { projectJson, projectSchema } from './projects.ts';
import { teamJson, teamSchema } from './teams.ts';
import { userJson, userSchema } from './users.ts';

type Row<F extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<F>>[number];

export const adminStatsSchema = z
  .object({ total_users: z.int(), total_teams: z.int(), total_projects: z.int(), total_archetypes: z.int(), total_decklists: z.int(), total_matches: z.int() })
  .meta({ id: 'AdminStats', description: 'Site totals (total_matches counts active matches).' });
export const adminUserSchema = userSchema.extend({ team_count: z.int() }).meta({ id: 'AdminUser', description: 'A user row of the admin panel.' });
export const adminTeamSchema = teamSchema
  .extend({ owner_username: z.string(), member_count: z.int(), project_count: z.int() })
  .meta({ id: 'AdminTeam', description: 'A team row of the admin panel.' });
export const adminProjectSchema = projectSchema
  .extend({ team_name: z.string(), archetype_count: z.int() })
  .meta({ id: 'AdminProject', description: 'A project row of the admin panel.' });
export const adminArchetypeSchema = archetypeSchema.extend({ decklist_count: z.int() }).meta({ id: 'AdminArchetype', description: 'An archetype row of the admin panel.' });
export const adminDecklistSchema = z
  .object({
    id: id(),
    name: z.string(),
    archetype_id: id(),
    archetype_name: z.string(),
    project_name: z.string(),
    version_tag: z.string(),
    created_by: id().nullable(),
    created_by_username: z.string().nullable(),
    created_at: instant(),
    updated_at: instant(),
  })
  .meta({ id: 'AdminDecklist', description: 'A decklist row of the admin panel.' });

export const adminUserJson = (user: Row<typeof adminUsers>): z.infer<typeof adminUserSchema> => ({ ...userJson(user), team_count: user._count.memberships });

export const adminTeamJson = (team: Row<typeof adminTeams>): z.infer<typeof adminTeamSchema> => ({
  ...teamJson(team),
  owner_username: team.owner.username,
  member_count: team._count.members,
  project_count: team._count.projects,
});

export const adminProjectJson = (project: Row<typeof adminProjects>): z.infer<typeof adminProjectSchema> => ({
  ...projectJson(project),
  team_name: project.team.name,
  archetype_count: project._count.archetypes,
});

export const adminArchetypeJson = (archetype: Row<typeof adminArchetypes>): z.infer<typeof adminArchetypeSchema> => ({
  ...archetypeJson(archetype),
  decklist_count: archetype._count.decklists,
});

export const adminDecklistJson = (decklist: Row<typeof adminDecklists>): z.infer<typeof adminDecklistSchema> => ({
  id: decklist.id,
  name: decklist.name,
  archetype_id: decklist.archetypeId,
  archetype_name: decklist.archetype.name,
  project_name: decklist.archetype.project.name,
  version_tag: `v${decklist.currentVersion}`,
  created_by: decklist.createdById,
  created_by_username: decklist.createdBy?.username ?? null,
  created_at: decklist.createdAt.toISOString(),
  updated_at: decklist.updatedAt.toISOString(),
});

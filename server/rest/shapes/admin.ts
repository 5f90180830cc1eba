// REST rows of the admin panel's tables: the entity's own shape plus the counts and names the tables show.
import type { adminArchetypes, adminDecklists, adminProjects, adminTeams, adminUsers } from '../../services/admin/admin-queries.ts';
import { archetypeJson } from './archetypes.ts';
import { projectJson } from './projects.ts';
import { teamJson } from './teams.ts';
import { userJson } from './users.ts';

type Row<F extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<F>>[number];

export const adminUserJson = (user: Row<typeof adminUsers>) => ({ ...userJson(user), team_count: user._count.memberships });

export const adminTeamJson = (team: Row<typeof adminTeams>) => ({
  ...teamJson(team),
  owner_username: team.owner.username,
  member_count: team._count.members,
  project_count: team._count.projects,
});

export const adminProjectJson = (project: Row<typeof adminProjects>) => ({
  ...projectJson(project),
  team_name: project.team.name,
  archetype_count: project._count.archetypes,
});

export const adminArchetypeJson = (archetype: Row<typeof adminArchetypes>) => ({
  ...archetypeJson(archetype),
  decklist_count: archetype._count.decklists,
});

export const adminDecklistJson = (decklist: Row<typeof adminDecklists>) => ({
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

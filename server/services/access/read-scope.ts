// Who may read what, as Prisma where-clauses. Public teams and projects are readable by everyone; private ones by
// their team's members; everything inside a project (archetypes, decklists, matches, comments) is readable exactly
// when the project is. Site admins read everything (they moderate it). Every query, connection, node lookup and
// subscription filters through these, so a private team's data has no path to a non-member.
import type { Prisma } from '../../generated/prisma/client.ts';
import type { Viewer } from '../viewer.ts';

export async function readableTeams(viewer: Viewer): Promise<Prisma.TeamWhereInput> {
  if (viewer.isAdmin) return {};
  const teamIds = await viewer.teamIds();
  return teamIds.length ? { OR: [{ visibility: 'public' }, { id: { in: teamIds } }] } : { visibility: 'public' };
}

export async function readableProjects(viewer: Viewer): Promise<Prisma.ProjectWhereInput> {
  if (viewer.isAdmin) return {};
  const teamIds = await viewer.teamIds();
  return teamIds.length ? { OR: [{ visibility: 'public' }, { teamId: { in: teamIds } }] } : { visibility: 'public' };
}

export async function readableArchetypes(viewer: Viewer): Promise<Prisma.ArchetypeWhereInput> {
  return viewer.isAdmin ? {} : { project: await readableProjects(viewer) };
}

export async function readableDecklists(viewer: Viewer): Promise<Prisma.DecklistWhereInput> {
  return viewer.isAdmin ? {} : { archetype: { project: await readableProjects(viewer) } };
}

export async function readableVersions(viewer: Viewer): Promise<Prisma.DecklistVersionWhereInput> {
  return viewer.isAdmin ? {} : { decklist: { archetype: { project: await readableProjects(viewer) } } };
}

export async function readableMatches(viewer: Viewer): Promise<Prisma.MatchWhereInput> {
  return viewer.isAdmin ? {} : { project: await readableProjects(viewer) };
}

export async function readableComments(viewer: Viewer): Promise<Prisma.CommentWhereInput> {
  return viewer.isAdmin ? {} : { project: await readableProjects(viewer) };
}

/** Whether the viewer may read a project with this visibility and team (for rows already loaded). */
export async function canReadProject(viewer: Viewer, project: { visibility: string; teamId: string }): Promise<boolean> {
  return viewer.isAdmin || project.visibility === 'public' || (await viewer.roleIn(project.teamId)) !== null;
}

export async function canReadTeam(viewer: Viewer, team: { visibility: string; id: string }): Promise<boolean> {
  return viewer.isAdmin || team.visibility === 'public' || (await viewer.roleIn(team.id)) !== null;
}

/**
 * Members of a team are listed only to fellow members (and site admins); others see no rows. No clause here may be
 * on `id`: node lookups spread it next to their own `id`, which would replace it.
 */
export function visibleMemberships(viewer: Viewer): Prisma.TeamMemberWhereInput {
  if (viewer.isAdmin) return {};
  if (!viewer.user) return { teamId: { in: [] } };
  return { team: { members: { some: { userId: viewer.user.id } } } };
}

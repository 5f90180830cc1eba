// Reading teams: which teams a list shows, a team's detail with the viewer's role, and its members.
import type { RequestContext } from '../../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { ForbiddenError } from '../../domain/errors.ts';
import { readableTeam } from '../access/permissions.ts';

export const NEWEST_FIRST = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

export const publicTeamsWhere: Prisma.TeamWhereInput = { visibility: 'public' };

export function myTeamsWhere(ctx: RequestContext): Prisma.TeamWhereInput {
  return { members: { some: { userId: ctx.viewer.requireUser().id } } };
}

export async function listPublicTeams(ctx: RequestContext) {
  return ctx.db.team.findMany({ where: publicTeamsWhere, orderBy: NEWEST_FIRST });
}

/** The viewer's teams with their role in each. */
export async function listMyTeams(ctx: RequestContext) {
  const teams = await ctx.db.team.findMany({ where: myTeamsWhere(ctx), orderBy: NEWEST_FIRST });
  const roles = await ctx.viewer.teamRoles();
  return teams.map((team) => ({ team, role: roles.get(team.id) ?? null }));
}

export async function getTeam(ctx: RequestContext, teamId: string) {
  const team = await readableTeam(ctx, teamId);
  return { team, role: await ctx.viewer.roleIn(team.id) };
}

/** Which members a viewer may list: only fellow members (and site admins) see who is in a team. */
export async function teamMembersWhere(ctx: RequestContext, teamId: string): Promise<Prisma.TeamMemberWhereInput> {
  ctx.viewer.requireUser();
  const team = await readableTeam(ctx, teamId);
  if (!ctx.viewer.isAdmin && !(await ctx.viewer.roleIn(team.id))) throw new ForbiddenError('Only team members can see the member list');
  return { teamId: team.id };
}

export const MEMBER_ORDER = [{ joinedAt: 'asc' as const }, { id: 'asc' as const }];

export async function listTeamMembers(ctx: RequestContext, teamId: string) {
  return ctx.db.teamMember.findMany({ where: await teamMembersWhere(ctx, teamId), orderBy: MEMBER_ORDER, include: { user: true } });
}

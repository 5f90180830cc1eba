import type { RequestContext } from '../../context.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { updateTeamSchema, type UpdateTeamInput } from '../../domain/validation/teams.ts';
import { OWNER_ONLY, teamWithRole } from '../access/permissions.ts';
import { announceProjectChange } from '../projects/kept-projects.ts';

/** Changes the team's name, description or visibility (its owner). */
export async function updateTeam(ctx: RequestContext, teamId: string, input: UpdateTeamInput) {
  const { team, role } = await teamWithRole(ctx, teamId, OWNER_ONLY, 'Only the team owner can change the team');
  const changes = parseInput(updateTeamSchema, input);
  const updated = await ctx.db.team.update({ where: { id: team.id }, data: changes });
  announceProjectChange(ctx, 'all'); // kept project rows hold their team
  return { team: updated, role };
}

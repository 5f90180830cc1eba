import type { RequestContext } from '../../context.ts';
import { OWNER_ONLY, teamWithRole } from '../access/permissions.ts';
import { removeTeam } from './team-deletion.ts';

/** Deletes the team with all its projects (its owner; see team-deletion.ts). */
export async function deleteTeam(ctx: RequestContext, teamId: string): Promise<void> {
  const { team } = await teamWithRole(ctx, teamId, OWNER_ONLY, 'Only the team owner can delete the team');
  await removeTeam(ctx, team.id);
}

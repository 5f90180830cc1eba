import type { RequestContext } from '../../context.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { createTeamSchema, type CreateTeamInput } from '../../domain/validation/teams.ts';
import { announceRightsChange } from '../access/viewer-rights.ts';

/** Creates a team with the viewer as its owner. */
export async function createTeam(ctx: RequestContext, input: CreateTeamInput) {
  const user = ctx.viewer.requireUser();
  const data = parseInput(createTeamSchema, input);
  const team = await ctx.db.team.create({
    data: { ...data, ownerId: user.id, members: { create: { userId: user.id, role: 'owner' } } },
  });
  announceRightsChange(ctx, [user.id]);
  await ctx.viewer.refresh();
  return { team, role: 'owner' as const };
}

import type { RequestContext } from '../../context.ts';
import { ValidationError } from '../../domain/errors.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { saveTestPlanSchema, type SaveTestPlanInput } from '../../domain/validation/decisions.ts';
import { projectForMember } from '../access/permissions.ts';
import { projectTestPlan } from './test-plan-queries.ts';

/** The first id of `ids` that `found` lacks, as a validation problem at `field(index)`. */
function refuseMissing(ids: string[], found: Set<string>, message: (id: string) => string, field: (index: number) => string) {
  const index = ids.findIndex((id) => !found.has(id));
  if (index < 0) return;
  const text = message(ids[index]);
  throw new ValidationError(text, [{ field: field(index), message: text }]);
}

/**
 * Replaces a project's test plan (team members). Every matchup names two archetypes of the project and every player
 * is a member of its team; the plan keeps the order it was given in.
 */
export async function saveTestPlan(ctx: RequestContext, projectId: string, input: SaveTestPlanInput) {
  const { matchups } = parseInput(saveTestPlanSchema, input);
  const project = await projectForMember(ctx, projectId, 'Only members of this team can change its test plan');
  const archetypeIds = [...new Set(matchups.flatMap((m) => [m.archetypeId, m.opponentId]))];
  const playerIds = [...new Set(matchups.flatMap((m) => m.playerIds))];
  const [archetypes, members] = await Promise.all([
    ctx.db.archetype.findMany({ where: { projectId: project.id, id: { in: archetypeIds } }, select: { id: true } }),
    ctx.db.teamMember.findMany({ where: { teamId: project.teamId, userId: { in: playerIds } }, select: { userId: true } }),
  ]);
  const inProject = new Set(archetypes.map((a) => a.id));
  const inTeam = new Set(members.map((m) => m.userId));
  const notInProject = (id: string) => `Archetype ${id} is not in this project`;
  refuseMissing(matchups.map((m) => m.archetypeId), inProject, notInProject, (i) => `matchups.${i}.archetypeId`);
  refuseMissing(matchups.map((m) => m.opponentId), inProject, notInProject, (i) => `matchups.${i}.opponentId`);
  matchups.forEach((m, i) => refuseMissing(m.playerIds, inTeam, (id) => `Player ${id} is not a member of this team`, (p) => `matchups.${i}.playerIds.${p}`));

  await ctx.db.$transaction(async (tx) => {
    await tx.testPlanMatchup.deleteMany({ where: { projectId: project.id } });
    for (const [position, { playerIds: players, ...matchup }] of matchups.entries()) {
      await tx.testPlanMatchup.create({ data: { ...matchup, projectId: project.id, position, players: { connect: players.map((id) => ({ id })) } } });
    }
  });
  return projectTestPlan(ctx, project);
}

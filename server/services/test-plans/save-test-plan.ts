import type { RequestContext } from '../../context.ts';
import { NotFoundError, ValidationError } from '../../domain/errors.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { saveTestPlanSchema, type SaveTestPlanInput } from '../../domain/validation/decisions.ts';
import { projectForMember } from '../access/permissions.ts';
import { projectTestPlan } from './test-plan-queries.ts';
import { announceProjectChange } from '../projects/kept-projects.ts';
import { countProjectSave, editConflict } from '../revisions.ts';

/** The first id of `ids` that `found` lacks, as a validation problem at `field(index)`. */
function refuseMissing(ids: string[], found: Set<string>, message: (id: string) => string, field: (index: number) => string) {
  const index = ids.findIndex((id) => !found.has(id));
  if (index < 0) return;
  const text = message(ids[index]);
  throw new ValidationError(text, [{ field: field(index), message: text }]);
}

/**
 * Replaces a project's test plan (team members). Every matchup names two archetypes of the project and every player
 * is a member of its team; the plan keeps the order it was given in. Each save counts up the project's
 * testPlanRevision; a save that names the revision it was made from (`baseRevision`) is written only while the plan
 * is still at it, checked in the UPDATE's WHERE (services/revisions.ts).
 */
export async function saveTestPlan(ctx: RequestContext, projectId: string, input: SaveTestPlanInput) {
  const { matchups, baseRevision } = parseInput(saveTestPlanSchema, input);
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

  const base = baseRevision ?? null;
  const saved = await ctx.db.$transaction(async (tx) => {
    const revision = await countProjectSave(tx, project.id, 'testPlanRevision', base);
    if (revision === null) return null;
    await tx.testPlanMatchup.deleteMany({ where: { projectId: project.id } });
    for (const [position, { playerIds: players, ...matchup }] of matchups.entries()) {
      await tx.testPlanMatchup.create({ data: { ...matchup, projectId: project.id, position, players: { connect: players.map((id) => ({ id })) } } });
    }
    return { revision };
  });
  if (!saved) {
    if (base === null) throw new NotFoundError('Project not found');
    const [now, newest] = await Promise.all([
      ctx.db.project.findUniqueOrThrow({ where: { id: project.id }, select: { testPlanRevision: true } }),
      ctx.db.testPlanMatchup.findFirst({ where: { projectId: project.id }, orderBy: { updatedAt: 'desc' }, select: { updatedAt: true } }),
    ]);
    throw await editConflict(ctx, { record: 'testPlan', id: project.id, baseRevision: base, currentRevision: now.testPlanRevision, changedAt: newest?.updatedAt ?? null, changedById: null, changes: [] });
  }
  // The revision is a column of the project's row, which instances keep in memory.
  announceProjectChange(ctx, [project.id]);
  return { revision: saved.revision, matchups: await projectTestPlan(ctx, project) };
}

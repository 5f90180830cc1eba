// A project's test plan with each matchup's progress, for viewers who may read the project.
import type { RequestContext } from '../../context.ts';
import { matchupProgress, type MatchupProgress } from '../../domain/decision/test-plan-progress.ts';
import { readableProject } from '../access/permissions.ts';
import { projectMatchupMatrix } from '../matches/get-matchup-matrix.ts';

type PlanProject = Parameters<typeof projectMatchupMatrix>[1];

export const PLAN_INCLUDE = {
  players: { select: { id: true, username: true, displayName: true }, orderBy: { username: 'asc' } },
} as const;

export function planRows(ctx: RequestContext, projectId: string) {
  return ctx.db.testPlanMatchup.findMany({ where: { projectId }, orderBy: [{ position: 'asc' }, { id: 'asc' }], include: PLAN_INCLUDE });
}

export type TestPlanRow = Awaited<ReturnType<typeof planRows>>[number];
export type PlannedMatchup = TestPlanRow & { progress: MatchupProgress };

/** The plan's matchups in order, each with its progress from the project's matchup matrix (active matches). */
export async function projectTestPlan(ctx: RequestContext, project: PlanProject): Promise<PlannedMatchup[]> {
  const [rows, matrix] = await Promise.all([planRows(ctx, project.id), projectMatchupMatrix(ctx, project)]);
  return withProgress(rows, matrix.matrix);
}

/** The matchups' progress; a pair without a cell (no matches) has played none. */
export function withProgress(rows: TestPlanRow[], cells: ReadonlyArray<{ archetype_id: string; opponent_id: string; wins: number; losses: number }>): PlannedMatchup[] {
  const byPair = new Map(cells.map((c) => [`${c.archetype_id}>${c.opponent_id}`, c]));
  return rows.map((row) => ({ ...row, progress: matchupProgress(row, byPair.get(`${row.archetypeId}>${row.opponentId}`) ?? { wins: 0, losses: 0 }) }));
}

/** The plan with its revision (the number of its saves, which an edit names: services/revisions.ts). */
export interface TestPlan {
  revision: number;
  matchups: PlannedMatchup[];
}

export async function getTestPlan(ctx: RequestContext, projectId: string): Promise<TestPlan> {
  const project = await readableProject(ctx, projectId);
  return { revision: project.testPlanRevision, matchups: await projectTestPlan(ctx, project) };
}

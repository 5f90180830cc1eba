// What the deck choice is computed from, read once for a project the viewer may read: the candidate archetypes
// ("ours", active ones), the saved metagame restricted to the active archetypes, and the match record of each pair
// from the project's matchup matrix (active matches, counted in matches).
import type { RequestContext } from '../../context.ts';
import type { DeckChoiceInput, PairRecord } from '../../domain/decision/deck-choice.ts';
import { projectMatchupMatrix, type ProjectMatrix } from '../matches/get-matchup-matrix.ts';
import { projectSnapshots, sharesOf } from '../metagames/metagame-queries.ts';

type DecisionProject = Parameters<typeof projectMatchupMatrix>[1];

export interface DecisionInputs extends DeckChoiceInput {
  matrix: ProjectMatrix;
  candidateRows: Array<{ id: string; name: string }>;
  /** The date of the saved metagame used; null when none is saved. */
  metagameAsOf: Date | null;
}

export async function decisionInputs(ctx: RequestContext, project: DecisionProject): Promise<DecisionInputs> {
  const [matrix, snapshots, candidateRows] = await Promise.all([
    projectMatchupMatrix(ctx, project),
    projectSnapshots(ctx, project.id),
    ctx.db.archetype.findMany({ where: { projectId: project.id, isCandidate: true, isActive: true }, orderBy: [{ name: 'asc' }, { id: 'asc' }], select: { id: true, name: true } }),
  ]);
  const active = new Set(matrix.archetypes.map((a) => a.id));
  const snapshot = snapshots[0] ?? null;
  const cells = new Map(matrix.matrix.map((c) => [`${c.archetype_id}>${c.opponent_id}`, c]));
  return {
    matrix,
    candidateRows,
    candidates: candidateRows.map((a) => a.id),
    field: snapshot ? sharesOf(snapshot.shares).filter((s) => active.has(s.archetypeId)).map((s) => ({ id: s.archetypeId, share: s.share })) : [],
    record: (x: string, y: string): PairRecord | undefined => cells.get(`${x}>${y}`),
    metagameAsOf: snapshot?.asOf ?? null,
  };
}

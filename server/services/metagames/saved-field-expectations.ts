// Expected win rates against the project's saved metagame (MatchupMatrix.expectedWinRates without a field): the web's
// expected-win-rate panel shows what the team saved rather than shares typed into each browser.
import type { RequestContext } from '../../context.ts';
import type { MatchupMatrix } from '../../domain/matchup/index.ts';
import { fieldExpectations } from '../matches/get-matchup-matrix.ts';
import { projectSnapshots, sharesOf } from './metagame-queries.ts';

/** Shares of archetypes the matrix does not show (inactive ones) are left out; none saved, or none left: no rates. */
export async function savedFieldExpectations(ctx: RequestContext, projectId: string, matrix: Pick<MatchupMatrix, 'archetypes' | 'matrix'>) {
  const [snapshot] = await projectSnapshots(ctx, projectId);
  const shown = new Set(matrix.archetypes.map((a) => a.id));
  const field = sharesOf(snapshot?.shares).filter((s) => shown.has(s.archetypeId) && s.share > 0);
  return field.length === 0 ? [] : fieldExpectations(matrix, Object.fromEntries(field.map((s) => [s.archetypeId, s.share])));
}

// The matchup matrix (GET /matches/matrix, Project.matchupMatrix): the match counts per (winner, loser, went_first)
// under the filters (matrix-counts.ts) turned into cells by domain/matchup. A built matrix is served again while the
// project's data is unchanged, and caught up with the matches changed since when it is not (matrix-cache.ts).
import { createHash } from 'node:crypto';
import type { RequestContext } from '../../context.ts';
import type { MatchEvent } from '../../pubsub.ts';
import { NotFoundError, ValidationError } from '../../domain/errors.ts';
import {
  buildMatrix,
  expectedWinRates,
  matrixCountRows,
  updateCountRows,
  updateMatrix,
  type FieldShares,
  type MatchupMatrix,
  type MatrixCell,
  type MatrixCountRow,
  type MatrixUnit,
} from '../../domain/matchup/index.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { matrixFilterSchema, type MatrixFilter, type MatrixFilterInput } from '../../domain/validation/matches.ts';
import { PROJECT_NOT_FOUND, readableProject } from '../access/permissions.ts';
import { canReadProject } from '../access/read-scope.ts';
import { cachedMatrix, type MatrixBuilder } from './matrix-cache.ts';
import { countChanges, countRows } from './matrix-counts.ts';

export interface ProjectMatrix extends MatchupMatrix {
  project: MatrixProject;
  /** Names this project's matrix under this filter, whatever the data: the same filter gives the same key. */
  key: string;
  generated_at: Date;
  min_sample_size: number;
  unit: MatrixUnit;
}

type MatrixProject = { id: string; name: string; teamId: string; visibility: string; matrixVersion: number };

/**
 * The matrix of a project the viewer may read. Active archetypes are its rows and columns (inactive ones too with
 * include_inactive, which also counts removed matches). Archetypes are in name order.
 */
export async function getMatchupMatrix(ctx: RequestContext, filterInput: MatrixFilterInput): Promise<ProjectMatrix> {
  const filter = parseInput(matrixFilterSchema, filterInput);
  return matrixOf(ctx, await readableProject(ctx, filter.projectId), filter);
}

/** The same for a project row the caller already holds (GraphQL's Project.matchupMatrix); access is checked again. */
export async function projectMatchupMatrix(ctx: RequestContext, project: MatrixProject, filter: Omit<MatrixFilterInput, 'projectId'> = {}): Promise<ProjectMatrix> {
  if (!(await canReadProject(ctx.viewer, project))) throw new NotFoundError(PROJECT_NOT_FOUND);
  return matrixOf(ctx, project, parseInput(matrixFilterSchema, { ...filter, projectId: project.id }));
}

async function matrixOf(ctx: RequestContext, project: MatrixProject, filter: MatrixFilter): Promise<ProjectMatrix> {
  const matrix = await cachedMatrix(ctx.db, project, filter, matrixBuilder(ctx, project.id, filter));
  return { ...matrix, project, key: matrixKey(filter), generated_at: new Date(), min_sample_size: filter.minSampleSize, unit: filter.unit };
}

/** Short, stable and opaque: the filter's parsed form (the project included) hashed. */
function matrixKey(filter: MatrixFilter): string {
  return createHash('sha256').update(JSON.stringify(filter)).digest('base64url').slice(0, 22);
}

/**
 * What a change to the project's matches changed in its matrix under `filter`: the rows (and totals) of the
 * archetypes the event names, or everything when it names none (an import).
 */
export interface MatrixChange {
  matrix: ProjectMatrix;
  /** Archetypes whose rows changed; null when any may have (ask for the whole matrix again). */
  archetypeIds: string[] | null;
}

/** The change an event brings to the matrix a subscriber watches (who may read the project: checked again here). */
export async function matrixChange(ctx: RequestContext, filterInput: MatrixFilterInput, event: MatchEvent): Promise<MatrixChange> {
  const matrix = await getMatchupMatrix(ctx, filterInput);
  const shown = new Set(matrix.archetypes.map((a) => a.id));
  return { matrix, archetypeIds: event.archetypeIds ? event.archetypeIds.filter((id) => shown.has(id)) : null };
}

/** How this project's matrix under `filter` is read, caught up with later writes and built. */
function matrixBuilder(ctx: RequestContext, projectId: string, filter: MatrixFilter): MatrixBuilder {
  return {
    async read() {
      // The archetypes and the counts are independent reads: sent together, one is decoded while the other runs.
      const [archetypes, rows] = await Promise.all([
        ctx.db.archetype.findMany({
          where: { projectId, ...(filter.includeInactive ? {} : { isActive: true }) },
          select: { id: true, name: true, shortName: true },
          orderBy: [{ name: 'asc' }, { id: 'asc' }],
        }),
        countRows(ctx, projectId, filter),
      ]);
      return { archetypes: archetypes.map((a) => ({ id: a.id, name: a.name, short_name: a.shortName })), rows };
    },
    changes: (from, to) => countChanges(ctx, projectId, filter, from, to),
    build({ archetypes, rows }, since) {
      const options = { min_sample_size: filter.minSampleSize, unit: filter.unit };
      if (!since) return buildMatrix(archetypes, rows, options);
      const matrix = updateMatrix(since.matrix, rows, since.changes, options);
      caughtUpFrom.set(matrix.matrix, since.matrix.matrix);
      return matrix;
    },
  };
}

/**
 * Expected win rates against a metagame field whose shares are sent with the request (they are not stored: each
 * person tries their own guesses). Every share must name an archetype of the matrix.
 */
export function fieldExpectations(matrix: Pick<MatchupMatrix, 'archetypes' | 'matrix'>, field: FieldShares) {
  const known = new Set(matrix.archetypes.map((a) => a.id));
  const unknown = Object.keys(field).find((id) => !known.has(id.toLowerCase()));
  if (unknown) {
    const message = `Metagame share given for an archetype that is not in the matrix: ${unknown}`;
    throw new ValidationError(message, [{ field: 'field', message }]);
  }
  return expectedWinRates(matrix, Object.fromEntries(Object.entries(field).map(([id, share]) => [id.toLowerCase(), share])));
}

const compactRows = new WeakMap<object, MatrixCountRow[]>();
/** A caught-up matrix's cells → the cells of the matrix it was caught up from. */
const caughtUpFrom = new WeakMap<readonly MatrixCell[], readonly MatrixCell[]>();

/**
 * The matrix in compact rows, made once per kept matrix (keyed by its cells, which stay the same while kept); for a
 * matrix caught up from one whose rows were made, from those rows, only its changed rows again.
 */
export function compactMatrixRows(matrix: Pick<MatchupMatrix, 'archetypes' | 'matrix'>): MatrixCountRow[] {
  let rows = compactRows.get(matrix.matrix);
  if (!rows) {
    const previous = caughtUpFrom.get(matrix.matrix);
    const previousRows = previous && compactRows.get(previous);
    rows = previous && previousRows ? updateCountRows(previousRows, previous, matrix) : matrixCountRows(matrix);
    compactRows.set(matrix.matrix, rows);
  }
  return rows;
}

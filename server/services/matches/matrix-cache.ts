// Built matchup matrices, kept per project and filter. Every statement that writes a match or an archetype changes
// its project's "matrixVersion" (database triggers, see the matrix_version migration), which every request reads with
// the project row it checks access on (kept in memory and told of every change: kept-projects.ts), so a matrix built
// at one version is served again for as long as the project has the same version, on any instance. When the version
// has moved on, the kept counts catch up by adding the match changes since (announced by the writes, else logged in
// "MatchChange": matrix-counts.ts) under the same filter, and only the cells of the pairs they name are built again:
// a few changes added instead of every matching match counted, a few cells built instead of all. Reading the counts
// and archetypes after the project row can only see the same or newer data, never older; the changes are taken up to
// the version the request saw.
import { applyRowChanges, type ArchetypeInput, type MatchRow, type MatchupMatrix } from '../../domain/matchup/index.ts';
import type { MatrixFilter } from '../../domain/validation/matches.ts';

/** What a matrix is built from. */
export interface MatrixSource {
  archetypes: ArchetypeInput[];
  rows: MatchRow[];
}

/** How the matrix of one project and filter is read, caught up and built. */
export interface MatrixBuilder {
  /** The archetypes and counts, read afresh. */
  read(): Promise<MatrixSource>;
  /** The counts' changes after version `from` up to `to`, or null when only a fresh read can tell. */
  changes(from: number, to: number): Promise<MatchRow[] | null>;
  /** The matrix of `source`; with `since`, by bringing that matrix (of the same archetypes) up to date with `changes`. */
  build(source: MatrixSource, since?: { matrix: MatchupMatrix; changes: MatchRow[] }): MatchupMatrix;
}

interface Kept {
  version: number;
  source: MatrixSource;
  matrix: MatchupMatrix;
}

/** Whole matrices of 30 archetypes are ~0.2 MB each: a few dozen cover the projects and filters in use. */
const ENTRIES = 50;

/**
 * One cache per database client, that is per app instance (the tests run several in one process). It keeps the
 * promise of a matrix, so the watchers of a project asking at once after a change wait for one build.
 */
const caches = new WeakMap<object, Map<string, Promise<Kept>>>();

/**
 * The matrix of `project` under `filter` at the project's version: the kept one, the kept one caught up, or a new one.
 * Filters on decklist versions are never kept, as they also depend on the decklists the versions belong to.
 */
export async function cachedMatrix(
  db: object,
  project: { id: string; matrixVersion: number },
  filter: MatrixFilter,
  builder: MatrixBuilder,
): Promise<MatchupMatrix> {
  const version = project.matrixVersion;
  if (filter.decklistVersions.length > 0) return (await fresh(builder, version)).matrix;
  const cache = caches.get(db) ?? new Map<string, Promise<Kept>>();
  caches.set(db, cache);
  const key = `${project.id} ${JSON.stringify(filter)}`;
  const kept = cache.get(key);
  cache.delete(key); // most recently used goes last, so the least recently used is evicted first
  const next = kept ? kept.then((old) => (old.version === version ? old : caughtUp(builder, old, version)), () => fresh(builder, version)) : fresh(builder, version);
  if (cache.size >= ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(key, next);
  next.catch(() => {
    if (cache.get(key) === next) cache.delete(key); // a failed build is not kept
  });
  return (await next).matrix;
}

async function fresh(builder: MatrixBuilder, version: number): Promise<Kept> {
  const source = await builder.read();
  return { version, source, matrix: builder.build(source) };
}

/** A kept matrix brought to `version`: by its logged changes when they tell, else afresh. */
async function caughtUp(builder: MatrixBuilder, old: Kept, version: number): Promise<Kept> {
  const changes = await builder.changes(old.version, version);
  if (!changes) return fresh(builder, version);
  const source = { archetypes: old.source.archetypes, rows: applyRowChanges(old.source.rows, changes) };
  return { version, source, matrix: builder.build(source, { matrix: old.matrix, changes }) };
}

// Built matchup matrices, kept while nothing they were built from has changed. Every statement that writes a match
// or an archetype changes its project's "matrixVersion" (database triggers, see the matrix_version migration), and
// the project row is read on every request anyway (to check access), so a matrix built at one version is served
// again for as long as the project reads the same version — on any instance, as the version lives in the database.
// Reading the counts and archetypes after the project row can only see the same or newer data, never older.
import type { MatchupMatrix } from '../../domain/matchup/index.ts';
import type { MatrixFilter } from '../../domain/validation/matches.ts';

/** Whole matrices of 30 archetypes are ~0.2 MB each: a few dozen cover the projects and filters in use. */
const ENTRIES = 50;

/**
 * One cache per database client, that is per app instance (the tests run several in one process). It keeps the
 * promise of a matrix, so the watchers of a project asking at once after a change wait for one build.
 */
const caches = new WeakMap<object, Map<string, Promise<MatchupMatrix>>>();

/**
 * The matrix of `project` under `filter`: the kept one while the project's version is unchanged, else `build()`.
 * Filters on decklist versions are never kept, as they also depend on the decklists the versions belong to.
 */
export async function cachedMatrix(
  db: object,
  project: { id: string; matrixVersion: number },
  filter: MatrixFilter,
  build: () => Promise<MatchupMatrix>,
): Promise<MatchupMatrix> {
  if (filter.decklistVersions.length > 0) return build();
  const cache = caches.get(db) ?? new Map<string, Promise<MatchupMatrix>>();
  caches.set(db, cache);
  const key = `${project.id} ${project.matrixVersion} ${JSON.stringify(filter)}`;
  const kept = cache.get(key);
  if (kept) {
    cache.delete(key); // most recently used goes last, so the least recently used is evicted first
    cache.set(key, kept);
    return kept;
  }
  const built = build();
  if (cache.size >= ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(key, built);
  built.catch(() => cache.delete(key)); // a failed build is not kept
  return built;
}

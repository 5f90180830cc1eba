// Live match events (subscription matchLogged), followed as every project event is (projects/project-events.ts).
// Payloads carry ids only: the resolver re-reads the match, or the matrix rows.
import type { RequestContext } from '../../context.ts';
import { filterEvents } from '../filter-events.ts';
import { followProject } from '../projects/project-events.ts';
import { announceMatchState } from './match-state.ts';

/**
 * A match of the project was logged, edited or removed, changing the matrix rows of `archetypeIds` (both sides, before
 * and after); or many were imported (no archetypeIds). Live views refresh what changed.
 */
export async function announceMatchChange(ctx: RequestContext, projectId: string, matchId: string, archetypeIds?: string[]): Promise<void> {
  await announceMatchState(ctx, projectId); // first: another instance has the new version before its watchers read
  ctx.events.publish('matchLogged', projectId, archetypeIds ? { matchId, archetypeIds: [...new Set(archetypeIds)] } : { matchId });
}

/**
 * A CSV import wrote `count` matches, the last being `lastId`: one event for all of them, so that live views ask for
 * their list or matrix once rather than once per row (matchLogged names the last match; matchesImported the count).
 */
export async function announceMatchesImported(ctx: RequestContext, projectId: string, lastId: string, count: number): Promise<void> {
  await announceMatchState(ctx, projectId);
  ctx.events.publish('matchLogged', projectId, { matchId: lastId, imported: count });
}

/** The project's match events, for a viewer who may read the project (NotFoundError otherwise). */
export function subscribeToMatches(ctx: RequestContext, projectId: string) {
  return followProject(ctx, 'matchLogged', projectId);
}

/** The project's CSV imports, as their match events, for a viewer who may read the project (NotFoundError otherwise). */
export async function subscribeToImports(ctx: RequestContext, projectId: string) {
  return filterEvents(await subscribeToMatches(ctx, projectId), (event) => event.imported !== undefined);
}

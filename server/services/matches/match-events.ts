// Live match events (subscription matchLogged). Services announce a change after it is committed; subscribers are
// checked when they subscribe and again for every event, because membership or a project's visibility can change
// while a subscription is open. Payloads carry ids only: the resolver re-reads the match, or the matrix rows.
import type { RequestContext } from '../../context.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { readableProject } from '../access/permissions.ts';
import { filterEvents } from '../filter-events.ts';
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

async function stillReadable(ctx: RequestContext, projectId: string): Promise<boolean> {
  await ctx.viewer.refresh();
  try {
    await readableProject(ctx, projectId);
    return true;
  } catch (error) {
    if (error instanceof NotFoundError) return false;
    throw error;
  }
}

/** The project's match events, for a viewer who may read the project (NotFoundError otherwise). */
export async function subscribeToMatches(ctx: RequestContext, projectId: string) {
  const project = await readableProject(ctx, projectId);
  return filterEvents(ctx.events.subscribe('matchLogged', project.id), () => stillReadable(ctx, project.id));
}

/** The project's CSV imports, as their match events, for a viewer who may read the project (NotFoundError otherwise). */
export async function subscribeToImports(ctx: RequestContext, projectId: string) {
  return filterEvents(await subscribeToMatches(ctx, projectId), (event) => event.imported !== undefined);
}

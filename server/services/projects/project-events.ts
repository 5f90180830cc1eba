// A project's live events: its matches (matchLogged) and the rest of what it holds (projectContentChanged: comments,
// decklists, archetypes), for views that sum up the whole project, like the dashboard. Services announce a change
// after it is committed; subscribers are checked when they subscribe and again for every event, because membership
// or a project's visibility can change while a subscription is open. Payloads carry ids or kinds only.
import type { RequestContext } from '../../context.ts';
import { NotFoundError } from '../../domain/errors.ts';
import type { EventMap } from '../../pubsub.ts';
import { readableProject } from '../access/permissions.ts';
import { filterEvents } from '../filter-events.ts';
import { announceProjectChange } from './kept-projects.ts';

/** What changed in a project besides its matches. */
export type ProjectContent = 'comments' | 'decklists' | 'archetypes';

/** Tells the project's followers that its comments, decklists or archetypes changed. Call after the commit. */
export function announceContentChange(ctx: Pick<RequestContext, 'events'>, projectId: string, content: ProjectContent): void {
  ctx.events.publish('projectContentChanged', projectId, { content });
}

/**
 * An archetype of the project was created, changed or deleted: kept project rows (which hold the archetypes) are
 * read again on every instance, and the project's followers are told. Call after the commit.
 */
export function announceArchetypeChange(ctx: Pick<RequestContext, 'events' | 'keptProjects'>, projectId: string): void {
  announceProjectChange(ctx, [projectId]);
  announceContentChange(ctx, projectId, 'archetypes');
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

type ProjectTopic = 'matchLogged' | 'projectContentChanged';

/** The project's events on `topic`, for a viewer who may read the project (NotFoundError otherwise). */
export async function followProject<K extends ProjectTopic>(ctx: RequestContext, topic: K, projectId: string): Promise<AsyncIterableIterator<EventMap[K][1]>> {
  const project = await readableProject(ctx, projectId);
  return filterEvents(ctx.events.subscribe(topic, project.id), () => stillReadable(ctx, project.id));
}

// Live comment events for GraphQL subscriptions. Subscribing needs read access to the commentable (checked once,
// up front: a refused subscriber gets an error and never an event). Each event is then checked again for each
// subscriber against the comment's project as it is now, so a viewer who lost access stops receiving events.
//
// One event reaches every subscriber of a thread, possibly a thousand sockets. The event names the comment's project
// and author, so who may read it is decided with no read at all: against the kept project row (looked up once per
// event) and each subscriber's kept rights, both forgotten by the writes that change them. The comment row for a given
// selection is loaded once per event and shared, keyed by the event object the pub/sub hands to every subscriber of
// this process.
import type { RequestContext } from '../../context.ts';
import type { CommentEvent } from '../../pubsub.ts';
import type { CommentableType } from '../../domain/validation/comments.ts';
import { canReadProject } from '../access/read-scope.ts';
import type { KeptProject } from '../projects/kept-projects.ts';
import { readableCommentable } from './commentables.ts';
import { filterEvents } from '../filter-events.ts';
import { announceContentChange } from '../projects/project-events.ts';

export type CommentTopic = 'commentAdded' | 'commentUpdated' | 'commentDeleted';

/** What a subscriber's right to an event's comment, and its answer, depend on: the comment's project and author. */
interface EventFacts {
  project: KeptProject;
  authorId: string | null;
}

const facts = new WeakMap<CommentEvent, Promise<EventFacts | null>>();
const sharedRows = new WeakMap<CommentEvent, Map<string, Promise<unknown>>>();

/** The event for a change to this comment. */
export function commentEventOf(comment: { id: string; projectId: string; authorId: string | null }): CommentEvent {
  return { commentId: comment.id, projectId: comment.projectId, authorId: comment.authorId };
}

/**
 * Tells the thread's followers about a change to a comment, and the project's (its dashboard) that its comments
 * changed. Call after the commit.
 */
export function announceComment(ctx: Pick<RequestContext, 'events'>, topic: CommentTopic, commentableId: string, event: CommentEvent): void {
  ctx.events.publish(topic, commentableId, event);
  announceContentChange(ctx, event.projectId, 'comments');
}

/**
 * The event's comment's author and project (the project as kept: kept-projects.ts; null when it is gone), looked up
 * once per event and shared by all subscribers. Who may read it is then decided per subscriber by the same rule as
 * every read (canReadProject: public, a member by the viewer's kept rights, a site admin), with no statement.
 */
export function commentEventFacts(deps: Pick<RequestContext, 'keptProjects'>, event: CommentEvent): Promise<EventFacts | null> {
  let known = facts.get(event);
  if (!known) {
    known = deps.keptProjects.get(event.projectId).then((project) => project && { project, authorId: event.authorId });
    facts.set(event, known);
  }
  return known;
}

/**
 * The events of one commentable that the viewer may read. Throws NotFoundError when the viewer may not read the
 * commentable at all (anonymous viewers may follow public threads).
 */
export async function subscribeToComments(ctx: RequestContext, topic: CommentTopic, type: CommentableType, commentableId: string): Promise<AsyncIterable<CommentEvent>> {
  const target = await readableCommentable(ctx, type, commentableId);
  return filterEvents(ctx.events.subscribe(topic, target.id), async (event) => {
    // The subscription outlives the request: the viewer's rights (admin flag) are read again for each event.
    await ctx.viewer.refresh();
    const known = await commentEventFacts(ctx, event);
    return known !== null && (await canReadProject(ctx.viewer, known.project));
  });
}

/**
 * The event's comment loaded with a resolver's Prisma selection. Subscribers asking for the same selection share one
 * query; the selection is the whole key, so anything viewer-specific in it gets its own read.
 */
export function sharedEventRead<T>(event: CommentEvent, query: object, load: () => Promise<T>): Promise<T> {
  let rows = sharedRows.get(event);
  if (!rows) {
    rows = new Map();
    sharedRows.set(event, rows);
  }
  const key = JSON.stringify(query);
  let row = rows.get(key) as Promise<T> | undefined;
  if (!row) {
    row = load();
    rows.set(key, row);
  }
  return row;
}

// Live comment events for GraphQL subscriptions. Subscribing needs read access to the commentable (checked once,
// up front: a refused subscriber gets an error and never an event). Each event is then checked again for each
// subscriber against the comment's project as it is now, so a viewer who lost access stops receiving events.
//
// One event reaches every subscriber of a thread, possibly a thousand sockets. What all of them need (who may read
// the comment's project; the comment row for a given selection) is loaded once per event and shared, keyed by the
// event object the pub/sub hands to every subscriber of this process; per subscriber only the check itself runs.
import type { RequestContext } from '../../context.ts';
import type { Db } from '../../db/connect.ts';
import type { CommentEvent } from '../../pubsub.ts';
import type { CommentableType } from '../../domain/validation/comments.ts';
import type { Viewer } from '../viewer.ts';
import { readableCommentable } from './commentables.ts';
import { filterEvents } from '../filter-events.ts';

export type CommentTopic = 'commentAdded' | 'commentUpdated' | 'commentDeleted';

/** Who may read an event's comment, as of the event. */
interface Audience {
  isPublic: boolean;
  memberIds: ReadonlySet<string>;
  /** The comment's author and its project's team: what a subscriber's answer can depend on. */
  authorId: string | null;
  teamId: string;
}

const audiences = new WeakMap<CommentEvent, Promise<Audience | null>>();
const sharedRows = new WeakMap<CommentEvent, Map<string, Promise<unknown>>>();

function audienceOf(db: Db, event: CommentEvent): Promise<Audience | null> {
  let audience = audiences.get(event);
  if (!audience) {
    audience = db.comment
      .findUnique({ where: { id: event.commentId }, select: { authorId: true, project: { select: { visibility: true, teamId: true } } } })
      .then(async (comment) => {
        if (!comment) return null;
        const isPublic = comment.project.visibility === 'public';
        // Plain SQL: a big team's member list through Prisma's row mapping cost more than the rest of the event.
        const members = isPublic ? [] : await db.$queryRaw<{ userId: string }[]>`SELECT "userId" FROM "TeamMember" WHERE "teamId" = ${comment.project.teamId}::uuid`;
        return { isPublic, memberIds: new Set(members.map((m) => m.userId)), authorId: comment.authorId, teamId: comment.project.teamId };
      });
    audiences.set(event, audience);
  }
  return audience;
}

/** Who may read an event's comment, its author and its team (loaded once per event, shared by all subscribers). */
export function commentEventFacts(db: Db, event: CommentEvent): Promise<Audience | null> {
  return audienceOf(db, event);
}

/** The read rule of read-scope.ts (public, team member, site admin) against the event's fresh membership list. */
function mayRead(viewer: Viewer, audience: Audience | null): boolean {
  if (!audience) return false;
  return audience.isPublic || viewer.isAdmin || (viewer.user !== null && audience.memberIds.has(viewer.user.id));
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
    return mayRead(ctx.viewer, await audienceOf(ctx.db, event));
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

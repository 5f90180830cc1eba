// Keeping a thread in the Relay store current when a comment arrives or goes, whether from the viewer's own mutation
// or from a live subscription. Both may report the same comment (the author's own post comes back over the socket),
// so every change here is idempotent: an insert checks for the comment first, and the count is an absolute value the
// server sent, never an increment.
import { ConnectionHandler, type RecordProxy, type RecordSourceSelectorProxy } from 'relay-runtime';

/** The thread a panel shows: which commentable, in which order, and its connection in the store. */
export interface ThreadRef {
  commentableType: 'archetype' | 'decklist';
  commentableId: string;
  order: 'NEWEST_FIRST' | 'OLDEST_FIRST';
  connectionId: string;
}

const EDGE_TYPE = 'QueryCommentThreadsConnectionEdge';

function countArgs(thread: ThreadRef) {
  return { commentableId: thread.commentableId, commentableType: thread.commentableType };
}

/** Sets the panel's "N comments" from the count the server sent with the comment. */
function syncCount(store: RecordSourceSelectorProxy, thread: ThreadRef, comment: RecordProxy): void {
  const count = comment.getValue('commentableCommentCount');
  if (typeof count === 'number') store.getRoot().setValue(count, 'commentCount', countArgs(thread));
}

const containsId = (records: ReadonlyArray<RecordProxy | null | undefined> | null | undefined, id: string) =>
  (records ?? []).some((record) => record?.getDataID() === id);

/** Adds a new comment where it belongs: a top-level one into the thread list, a reply below its parent. */
export function insertComment(store: RecordSourceSelectorProxy, thread: ThreadRef, comment: RecordProxy): void {
  syncCount(store, thread, comment);
  const id = comment.getDataID();
  const parent = comment.getLinkedRecord('parent');
  if (parent) {
    const replies = parent.getLinkedRecords('replies');
    // A parent that is not on screen (an unloaded page) has no replies list: nothing to show the reply in.
    if (replies && !containsId(replies, id)) parent.setLinkedRecords([...replies, comment], 'replies');
    return;
  }
  const connection = store.get(thread.connectionId);
  if (!connection) return;
  const edges = connection.getLinkedRecords('edges');
  if (containsId(edges?.map((edge) => edge?.getLinkedRecord('node')), id)) return;
  const edge = ConnectionHandler.createEdge(store, connection, comment, EDGE_TYPE);
  if (thread.order === 'NEWEST_FIRST') ConnectionHandler.insertEdgeBefore(connection, edge);
  else ConnectionHandler.insertEdgeAfter(connection, edge);
}

/**
 * A deleted comment stays (shown as deleted) while replies below it are shown, like the server's threads; one with
 * nothing below it leaves the thread, and so does a deleted parent left without replies.
 */
export function removeDeletedComment(store: RecordSourceSelectorProxy, thread: ThreadRef, comment: RecordProxy): void {
  syncCount(store, thread, comment);
  let current: RecordProxy | null | undefined = comment;
  while (current && current.getValue('isActive') === false && (current.getLinkedRecords('replies') ?? []).length === 0) {
    const id = current.getDataID();
    const parent: RecordProxy | null | undefined = current.getLinkedRecord('parent');
    if (parent) {
      const replies = parent.getLinkedRecords('replies') ?? [];
      parent.setLinkedRecords(
        replies.filter((reply) => reply?.getDataID() !== id),
        'replies',
      );
      parent.setValue(Math.max(0, replies.length - 1), 'replyCount');
    } else {
      const connection = store.get(thread.connectionId);
      if (connection) ConnectionHandler.deleteNode(connection, id);
    }
    current = parent;
  }
}

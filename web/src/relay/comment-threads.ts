// Keeping a thread in the Relay store current when a comment arrives or goes, whether from the viewer's own mutation
// or from a live subscription. Both may report the same comment (the author's own post comes back over the socket),
// so every change here is idempotent: an insert checks for the comment first, and the count is an absolute value the
// server sent, never an increment.
import { ConnectionHandler, type RecordProxy, type RecordSourceSelectorProxy } from 'relay-runtime';
import { guessId, guessUntilCopied, present } from './guesses.ts';

/** The thread a panel shows: which commentable, in which order, and its connection in the store. */
export interface ThreadRef {
  commentableType: 'archetype' | 'decklist';
  commentableId: string;
  order: 'NEWEST_FIRST' | 'OLDEST_FIRST';
  connectionId: string;
}

const EDGE_TYPE = 'QueryCommentThreadsConnectionEdge';

/** The deepest level a reply can have (the server's rule: a top-level comment is 0, replies stop at 2). */
const MAX_DEPTH = 2;

function countArgs(thread: ThreadRef) {
  return { commentableId: thread.commentableId, commentableType: thread.commentableType };
}

/** Sets the panel's "N comments" from the count the server sent with the comment. */
function syncCount(store: RecordSourceSelectorProxy, thread: ThreadRef, comment: RecordProxy): void {
  const count = comment.getValue('commentableCommentCount');
  if (typeof count === 'number') store.getRoot().setValue(count, 'commentCount', countArgs(thread));
}

/** The comment the viewer is posting, as the thread shows it until the server's copy replaces it. */
export interface CommentDraft {
  content: string;
  /** The comment replied to (its Relay ID and level), if any. */
  parent: { id: string; depth: number } | null;
  author: { username: string; name: string };
}

/** Plain text as HTML that shows it as typed (the server's Markdown rendering replaces it a moment later). */
function plainHtml(text: string): string {
  const escaped = text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<p>${escaped.replace(/\n/g, '<br>')}</p>`;
}

/**
 * Creates, in an optimistic update, the record of a comment being posted with every field the thread reads, and
 * counts it. Relay removes it, and everything this did, when the server answers.
 */
function createDraftComment(store: RecordSourceSelectorProxy, thread: ThreadRef, id: string, draft: CommentDraft): RecordProxy {
  const parent = draft.parent ? store.get(draft.parent.id) : null;
  const depth = draft.parent ? draft.parent.depth + 1 : 0;
  const count = store.getRoot().getValue('commentCount', countArgs(thread));
  const comment = store.create(id, 'Comment');
  const author = store.create(`${id}:author`, 'User');
  author.setValue(`${id}:author`, 'id');
  author.setValue(draft.author.username, 'username');
  author.setValue(draft.author.name, 'name');
  const values: Record<string, unknown> = {
    id,
    content: draft.content,
    contentHtml: plainHtml(draft.content),
    isActive: true,
    isEdited: false,
    depth,
    viewerCanEdit: true,
    viewerCanReply: depth < MAX_DEPTH,
    createdAt: new Date().toISOString(),
    replyCount: 0,
    commentableCommentCount: typeof count === 'number' ? count + 1 : 1,
  };
  for (const [field, value] of Object.entries(values)) comment.setValue(value, field);
  comment.setLinkedRecord(author, 'author');
  comment.setLinkedRecords([], 'replies');
  if (parent) {
    comment.setLinkedRecord(parent, 'parent');
    parent.setValue(Number(parent.getValue('replyCount') ?? 0) + 1, 'replyCount');
  } else {
    comment.setValue(null, 'parent');
  }
  return comment;
}

/**
 * The optimistic update of a post: shows the draft until the server's copy (the same words by the same author) is
 * where it goes, which can happen before the answer when the copy comes over the socket first.
 */
export function draftCommentUpdater(thread: ThreadRef, draft: CommentDraft): (store: RecordSourceSelectorProxy) => void {
  const id = guessId('draft-comment');
  const content = draft.content.trim();
  return guessUntilCopied({
    places: (store) => commentsBeside(store, thread, draft.parent?.id),
    isCopy: (comment) => comment.getValue('content') === content && comment.getLinkedRecord('author')?.getValue('username') === draft.author.username,
    show: (store) => insertComment(store, thread, createDraftComment(store, thread, id, draft)),
  });
}

/** The comments a new one goes beside: the thread's top-level list, or the replies of its parent. */
function commentsBeside(store: RecordSourceSelectorProxy, thread: ThreadRef, parentId: string | undefined): RecordProxy[] {
  if (parentId) return present(store.get(parentId)?.getLinkedRecords('replies'));
  return present(
    store
      .get(thread.connectionId)
      ?.getLinkedRecords('edges')
      ?.map((edge) => edge?.getLinkedRecord('node')),
  );
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

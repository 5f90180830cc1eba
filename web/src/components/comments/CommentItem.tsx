import { useEffect, useRef, useState, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { CommentItem_comment$key } from '../../__generated__/CommentItem_comment.graphql';
import { useDeleteCommentMutation } from '../../mutations/useDeleteCommentMutation.ts';
import { usePostCommentMutation } from '../../mutations/usePostCommentMutation.ts';
import { useUpdateCommentMutation } from '../../mutations/useUpdateCommentMutation.ts';
import { isGuess } from '../../relay/guesses.ts';
import { messageOf } from '../../relay/mutation.ts';
import { Icon } from '../ui/Icon.tsx';
import { Modal } from '../ui/Modal.tsx';
import { Alert } from '../ui/States.tsx';
import { useNow } from './clock.ts';
import { CommentForm } from './CommentForm.tsx';
import { useDraftAuthor } from './useDraftAuthor.ts';
import { commentAnchor, useFocusedComment } from './focused-comment.ts';
import { fullDateTime, relativeTime } from './relative-time.ts';
import type { ThreadRef } from '../../relay/comment-threads.ts';

export const POST_FAILED = 'Failed to post comment. Please try again.';
const UPDATE_FAILED = 'Failed to update comment. Please try again.';
const DELETE_FAILED = 'Failed to delete comment. Please try again.';

const CommentFragment = graphql`
  fragment CommentItem_comment on Comment {
    id
    databaseId
    content
    contentHtml
    isActive
    isEdited
    depth
    viewerCanEdit
    viewerCanReply
    createdAt
    author {
      name
      username
    }
  }
`;

type Mode = 'view' | 'edit' | 'reply';

/**
 * One comment: who and when, '(edited)', the rendered Markdown (sanitised by the server), Reply for signed-in
 * readers below level 3, Edit and Delete for its author, and its replies below it, collapsible and expanded at first.
 */
export function CommentItem({ comment, thread, replies = [] }: { comment: CommentItem_comment$key; thread: ThreadRef; replies?: ReactNode[] }) {
  const data = useFragment(CommentFragment, comment);
  const pending = isGuess(data.id);
  const now = useNow();
  const [mode, setMode] = useState<Mode>('view');
  const [repliesShown, setRepliesShown] = useState(true);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [update] = useUpdateCommentMutation();
  const [post] = usePostCommentMutation(thread);
  const author = useDraftAuthor();
  const [remove, deleting] = useDeleteCommentMutation(thread);
  const focused = useFocusedComment() === data.databaseId;
  const article = useRef<HTMLElement>(null);
  // The comment a link points at comes into view and takes the focus when it is first shown.
  useEffect(() => {
    if (!focused) return;
    article.current?.scrollIntoView({ block: 'center' });
    article.current?.focus({ preventScroll: true });
  }, [focused]);

  const authorName = data.isActive ? (data.author?.name ?? 'Deleted user') : 'Deleted comment';
  const confirmDelete = async () => {
    setDeleteError(null);
    try {
      await remove(data.id);
      setConfirmingDelete(false);
    } catch {
      setConfirmingDelete(false);
      setDeleteError(DELETE_FAILED);
    }
  };

  return (
    // tabIndex -1: a link to this comment moves the focus here (focused-comment.ts).
    <article
      ref={article}
      // A comment still being posted (relay/guesses.ts) has no address yet and offers no actions.
      id={pending ? undefined : commentAnchor(data.databaseId)}
      tabIndex={-1}
      aria-busy={pending || undefined}
      className={`comment${data.isActive ? '' : ' comment-deleted'}${pending ? ' comment-pending' : ''}${focused ? ' comment-focused' : ''}`}
      aria-label={`Comment by ${authorName}`}
    >
      <div className="comment-avatar" aria-hidden="true">
        {data.isActive ? authorName.slice(0, 1).toUpperCase() : ''}
      </div>
      <div className="comment-main">
        <header className="comment-header">
          <span className="comment-author" title={data.isActive && data.author ? `@${data.author.username}` : undefined}>
            {authorName}
          </span>
          <time className="comment-time" dateTime={data.createdAt} title={fullDateTime(data.createdAt)}>
            {relativeTime(data.createdAt, now)}
          </time>
          {data.isActive && data.isEdited && <span className="comment-edited">(edited)</span>}
        </header>

        {mode === 'edit' ? (
          <CommentForm
            initial={data.content}
            submitLabel="Save"
            busyLabel="Saving..."
            placeholder="Edit your comment"
            autoFocus
            target={thread}
            onSubmit={async (content) => {
              await update(data.id, content);
              setMode('view');
            }}
            errorMessage={() => UPDATE_FAILED}
            onCancel={() => setMode('view')}
          />
        ) : data.isActive ? (
          <div className="comment-body markdown" dangerouslySetInnerHTML={{ __html: data.contentHtml }} />
        ) : (
          <p className="comment-body muted">This comment was deleted.</p>
        )}

        {deleteError && <Alert tone="error">{deleteError}</Alert>}

        {mode === 'view' && !pending && (data.viewerCanReply || data.viewerCanEdit) && (
          <div className="comment-actions">
            {data.viewerCanReply && (
              <button type="button" className="comment-action" onClick={() => setMode('reply')}>
                <Icon name="reply" size={14} /> Reply
              </button>
            )}
            {data.viewerCanEdit && (
              <>
                <button type="button" className="comment-action" onClick={() => setMode('edit')}>
                  <Icon name="edit" size={14} /> Edit
                </button>
                <button type="button" className="comment-action comment-action-danger" onClick={() => setConfirmingDelete(true)}>
                  <Icon name="trash" size={14} /> Delete
                </button>
              </>
            )}
          </div>
        )}

        {mode === 'reply' && (
          <div className="comment-reply-form">
            <CommentForm
              submitLabel="Reply"
              busyLabel="Posting..."
              placeholder={`Reply to ${authorName}`}
              autoFocus
              target={thread}
              onSubmit={async (content) => {
                await post(content, author, { id: data.id, depth: data.depth });
                setMode('view');
                setRepliesShown(true);
              }}
              errorMessage={(error) => messageOf(error, POST_FAILED)}
              onCancel={() => setMode('view')}
            />
          </div>
        )}

        {replies.length > 0 && (
          <div className="comment-replies">
            <button type="button" className="comment-toggle" aria-expanded={repliesShown} onClick={() => setRepliesShown((shown) => !shown)}>
              <Icon name={repliesShown ? 'chevronDown' : 'chevronRight'} size={14} />
              {repliesShown ? 'Hide replies' : `Show ${replies.length} ${replies.length === 1 ? 'reply' : 'replies'}`}
            </button>
            {repliesShown && <div className="comment-reply-list">{replies}</div>}
          </div>
        )}
      </div>

      {confirmingDelete && (
        <Modal
          title="Delete comment"
          onClose={() => setConfirmingDelete(false)}
          footer={
            <>
              <button type="button" className="btn btn-secondary" onClick={() => setConfirmingDelete(false)} disabled={deleting}>
                Cancel
              </button>
              <button type="button" className="btn btn-danger" onClick={() => void confirmDelete()} disabled={deleting}>
                {deleting ? 'Deleting...' : 'Delete'}
              </button>
            </>
          }
        >
          <p>Are you sure you want to delete this comment?</p>
        </Modal>
      )}
    </article>
  );
}

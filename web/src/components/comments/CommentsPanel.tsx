import { Suspense, useState, useTransition } from 'react';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { CommentsPanelQuery, CommentOrder } from '../../__generated__/CommentsPanelQuery.graphql';
import type { CommentsPanel_threads$key } from '../../__generated__/CommentsPanel_threads.graphql';
import { usePostCommentMutation } from '../../mutations/usePostCommentMutation.ts';
import { messageOf } from '../../relay/mutation.ts';
import { useSession } from '../../session/useSession.ts';
import { QueryErrorBoundary } from '../ui/QueryErrorBoundary.tsx';
import { LoadingIndicator } from '../ui/LoadingIndicator.tsx';
import { Alert } from '../ui/States.tsx';
import { NowContext, useMinuteClock } from './clock.ts';
import { CommentForm } from './CommentForm.tsx';
import { POST_FAILED } from './CommentItem.tsx';
import { CommentThread } from './CommentThread.tsx';
import type { ThreadRef } from './thread-store.ts';
import { useLiveComments } from './useLiveComments.ts';
import './comments.css';

const THREADS_PER_PAGE = 20;

const PanelQuery = graphql`
  query CommentsPanelQuery($commentableType: CommentableType!, $commentableId: ID!, $order: CommentOrder!) {
    commentCount(commentableType: $commentableType, commentableId: $commentableId)
    viewerCanComment(commentableType: $commentableType, commentableId: $commentableId)
    ...CommentsPanel_threads
  }
`;

const ThreadsFragment = graphql`
  fragment CommentsPanel_threads on Query
  @refetchable(queryName: "CommentsPanelThreadsPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
    commentThreads(commentableType: $commentableType, commentableId: $commentableId, order: $order, first: $count, after: $cursor)
      @connection(key: "CommentsPanel_commentThreads") {
      __id
      edges {
        node {
          id
          ...CommentThread_comment
        }
      }
    }
  }
`;

export interface CommentsPanelProps {
  commentableType: 'archetype' | 'decklist';
  /** Database id of the archetype or decklist. */
  commentableId: string;
  /** Accepted from screens that know it; the server derives the project from the commentable itself. */
  projectId?: string;
  /** Defaults to 'Archetype Discussion' or 'Decklist Comments'. */
  title?: string;
}

/**
 * The comment thread of an archetype or decklist, mounted inside another screen (so it runs its own query): the
 * form, the threads newest or oldest first, and live updates from everyone else reading it.
 */
export function CommentsPanel({ commentableType, commentableId, title }: CommentsPanelProps) {
  const [fetchKey, setFetchKey] = useState(0);
  const heading = title ?? (commentableType === 'archetype' ? 'Archetype Discussion' : 'Decklist Comments');
  return (
    <section className="comments-panel card" aria-label={heading}>
      <QueryErrorBoundary
        resetKey={fetchKey}
        fallback={() => (
          <>
            <h3 className="comments-title">{heading}</h3>
            <Alert tone="error">
              Failed to load comments. Please try again.
              <div className="actions">
                <button type="button" className="btn btn-secondary btn-sm" onClick={() => setFetchKey((key) => key + 1)}>
                  Retry
                </button>
              </div>
            </Alert>
          </>
        )}
      >
        <Suspense fallback={<LoadingIndicator size="small" message="Loading comments..." />}>
          <PanelContent commentableType={commentableType} commentableId={commentableId} heading={heading} fetchKey={fetchKey} />
        </Suspense>
      </QueryErrorBoundary>
    </section>
  );
}

function PanelContent({ commentableType, commentableId, heading, fetchKey }: { commentableType: 'archetype' | 'decklist'; commentableId: string; heading: string; fetchKey: number }) {
  const [order, setOrder] = useState<CommentOrder>('NEWEST_FIRST');
  const [sorting, startSorting] = useTransition();
  const now = useMinuteClock();
  const data = useLazyLoadQuery<CommentsPanelQuery>(PanelQuery, { commentableType, commentableId, order }, { fetchPolicy: 'store-and-network', fetchKey });
  return (
    <NowContext.Provider value={now}>
      <div className="comments-header">
        <h3 className="comments-title">
          {heading} <span className="comments-count">({data.commentCount})</span>
        </h3>
        <label className="comments-sort">
          <span>Sort</span>
          <select className="select" value={order} disabled={sorting} onChange={(event) => startSorting(() => setOrder(event.target.value as CommentOrder))}>
            <option value="NEWEST_FIRST">Newest first</option>
            <option value="OLDEST_FIRST">Oldest first</option>
          </select>
        </label>
      </div>
      <Threads query={data} canComment={data.viewerCanComment} commentableType={commentableType} commentableId={commentableId} order={order} />
    </NowContext.Provider>
  );
}

interface ThreadsProps {
  query: CommentsPanel_threads$key;
  /** From the server: signed in, and a member of the team when the project is private. */
  canComment: boolean;
  commentableType: 'archetype' | 'decklist';
  commentableId: string;
  order: CommentOrder;
}

function Threads({ query, canComment, commentableType, commentableId, order }: ThreadsProps) {
  const session = useSession();
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(ThreadsFragment, query);
  const thread: ThreadRef = { commentableType, commentableId, order, connectionId: data.commentThreads.__id };
  const [post] = usePostCommentMutation(thread);
  useLiveComments(thread);
  const threads = data.commentThreads.edges;

  return (
    <>
      {canComment ? (
        <CommentForm
          submitLabel="Post Comment"
          busyLabel="Posting..."
          placeholder="Share your thoughts on this deck..."
          clearOnSuccess
          onSubmit={(content) => post(content)}
          errorMessage={(error) => messageOf(error, POST_FAILED)}
        />
      ) : session ? (
        <p className="comments-signin muted">Only members of this team can comment on its private projects.</p>
      ) : (
        <p className="comments-signin">
          Please sign in to post comments.{' '}
          <Link to="/auth" className="btn btn-primary btn-sm">
            Sign In
          </Link>
        </p>
      )}

      {threads.length === 0 ? (
        <p className="comments-empty muted">{canComment ? 'No comments yet. Start the conversation!' : session ? 'No comments yet.' : 'Sign in to start the conversation.'}</p>
      ) : (
        <div className="comment-list">
          {threads.map((edge) => (
            <CommentThread key={edge.node.id} comment={edge.node} thread={thread} />
          ))}
        </div>
      )}

      {hasNext && (
        <div className="comments-more">
          <button type="button" className="btn btn-secondary btn-sm" disabled={isLoadingNext} onClick={() => loadNext(THREADS_PER_PAGE)}>
            {isLoadingNext ? 'Loading...' : 'Show more comments'}
          </button>
        </div>
      )}
    </>
  );
}

import { Suspense, useState, useTransition } from 'react';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { CommentsPanelQuery, CommentableType, CommentOrder } from '../../__generated__/CommentsPanelQuery.graphql';
import type { CommentsPanel_threads$key } from '../../__generated__/CommentsPanel_threads.graphql';
import type { CommentsPanelThreadsPaginationQuery } from '../../__generated__/CommentsPanelThreadsPaginationQuery.graphql';
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
import type { ThreadRef } from '../../relay/comment-threads.ts';
import { useDraftAuthor } from './useDraftAuthor.ts';
import { useLiveComments } from './useLiveComments.ts';
import { MentionCandidatesProvider } from './MentionCandidates.tsx';
import { FocusedCommentContext, useLoadUntilShown } from './focused-comment.ts';
import './comments.css';

const THREADS_PER_PAGE = 20;

/**
 * A thread's own query. It is started by whatever opens the panel (the discussion toggles, on a click), so the panel
 * only reads it.
 */
export const CommentsQuery = graphql`
  query CommentsPanelQuery($commentableType: CommentableType!, $commentableId: ID!, $order: CommentOrder!) {
    commentCount(commentableType: $commentableType, commentableId: $commentableId)
    viewerCanComment(commentableType: $commentableType, commentableId: $commentableId)
    ...CommentsPanel_threads
    ...MentionCandidates_query
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
  queryRef: PreloadedQuery<CommentsPanelQuery>;
  /** Starts the query again after it failed. */
  onRetry: () => void;
  /** Defaults to 'Archetype Discussion' or 'Decklist Comments'. */
  title?: string;
  /** A comment to scroll to and highlight (database id): the one a notification or the dashboard links to. */
  focusCommentId?: string | null;
}

/**
 * The comment thread of an archetype or decklist: the form, the threads newest or oldest first, and live updates from
 * everyone else reading it.
 */
export function CommentsPanel({ queryRef, onRetry, title, focusCommentId = null }: CommentsPanelProps) {
  const { commentableType } = queryRef.variables;
  const heading = title ?? (commentableType === 'archetype' ? 'Archetype Discussion' : 'Decklist Comments');
  return (
    <section className="comments-panel card" aria-label={heading}>
      <QueryErrorBoundary
        resetKey={queryRef}
        fallback={() => (
          <>
            <h3 className="comments-title">{heading}</h3>
            <Alert tone="error">
              Failed to load comments. Please try again.
              <div className="actions">
                <button type="button" className="btn btn-secondary btn-sm" onClick={onRetry}>
                  Retry
                </button>
              </div>
            </Alert>
          </>
        )}
      >
        <Suspense fallback={<LoadingIndicator size="small" message="Loading comments..." />}>
          <PanelContent queryRef={queryRef} heading={heading} focusCommentId={focusCommentId} />
        </Suspense>
      </QueryErrorBoundary>
    </section>
  );
}

function PanelContent({ queryRef, heading, focusCommentId }: { queryRef: PreloadedQuery<CommentsPanelQuery>; heading: string; focusCommentId: string | null }) {
  const now = useMinuteClock();
  const data = usePreloadedQuery<CommentsPanelQuery>(CommentsQuery, queryRef);
  const { commentableType, commentableId } = queryRef.variables;
  return (
    <NowContext.Provider value={now}>
      <MentionCandidatesProvider query={data}>
        <Threads
          query={data}
          heading={heading}
          commentCount={data.commentCount ?? 0}
          canComment={data.viewerCanComment ?? false}
          commentableType={commentableType}
          commentableId={commentableId}
          focusCommentId={focusCommentId}
        />
      </MentionCandidatesProvider>
    </NowContext.Provider>
  );
}

interface ThreadsProps {
  query: CommentsPanel_threads$key;
  heading: string;
  commentCount: number;
  /** From the server: signed in, and a member of the team when the project is private. */
  canComment: boolean;
  commentableType: CommentableType;
  commentableId: string;
  focusCommentId: string | null;
}

/** The count, the sort order, the form and the threads; another order asks for the threads again. */
function Threads({ query, heading, commentCount, canComment, commentableType, commentableId, focusCommentId }: ThreadsProps) {
  const session = useSession();
  const author = useDraftAuthor();
  const [order, setOrder] = useState<CommentOrder>('NEWEST_FIRST');
  const [sorting, startSorting] = useTransition();
  const { data, refetch, hasNext, loadNext, isLoadingNext } = usePaginationFragment<CommentsPanelThreadsPaginationQuery, CommentsPanel_threads$key>(ThreadsFragment, query);
  const thread: ThreadRef = { commentableType, commentableId, order, connectionId: data.commentThreads.__id };
  const [post] = usePostCommentMutation(thread);
  useLiveComments(thread);
  const threads = data.commentThreads.edges;
  useLoadUntilShown(focusCommentId, { shown: threads.length, hasNext, isLoadingNext, loadNext: () => loadNext(THREADS_PER_PAGE) });
  const sort = (next: CommentOrder) =>
    startSorting(() => {
      setOrder(next);
      refetch({ order: next });
    });

  return (
    <>
      <div className="comments-header">
        <h3 className="comments-title">
          {heading} <span className="comments-count">({commentCount})</span>
        </h3>
        <label className="comments-sort">
          <span>Sort</span>
          <select className="select" value={order} disabled={sorting} onChange={(event) => sort(event.target.value as CommentOrder)}>
            <option value="NEWEST_FIRST">Newest first</option>
            <option value="OLDEST_FIRST">Oldest first</option>
          </select>
        </label>
      </div>
      {canComment ? (
        <CommentForm
          submitLabel="Post Comment"
          busyLabel="Posting..."
          placeholder="Share your thoughts on this deck..."
          clearOnSuccess
          target={thread}
          onSubmit={(content) => post(content, author)}
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
        <FocusedCommentContext.Provider value={focusCommentId}>
          <div className="comment-list">
            {threads.map((edge) => (
              <CommentThread key={edge.node.id} comment={edge.node} thread={thread} />
            ))}
          </div>
        </FocusedCommentContext.Provider>
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

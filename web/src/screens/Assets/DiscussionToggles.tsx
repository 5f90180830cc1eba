import { lazy, Suspense, useEffect } from 'react';
import { useQueryLoader } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import { commentInUrl } from '../../components/comments/comment-link.ts';
import CommentsQuery, { type CommentsPanelQuery } from '../../__generated__/CommentsPanelQuery.graphql';
import { Icon } from '../../components/ui/Icon.tsx';
import { LoadingIndicator } from '../../components/ui/LoadingIndicator.tsx';

type Panel = 'archetype' | 'decklist';

// The comment panel's code loads when a discussion is first opened; its query (the compiled artifact, so that the
// panel's code is not needed to start it) goes out on the same click.
const CommentsPanel = lazy(() => import('../../components/comments/CommentsPanel.tsx').then((m) => ({ default: m.CommentsPanel })));

/**
 * The 'Archetype Discussion' and 'Decklist Comments' toggles under the selected archetype; the decklist toggle only
 * appears when the archetype has a decklist. A toggle starts the query of that thread and opens it; the open
 * thread is the loaded query itself. Give this a `key` per archetype, so a thread never outlives its selection.
 * A link to a comment (?comment=&thread=, from a notification or the dashboard) opens its thread on arrival, and the
 * panel scrolls to the comment.
 */
export function DiscussionToggles({ archetypeId, decklistId }: { archetypeId: string; decklistId: string | null }) {
  const [queryRef, loadThread, closeThread] = useQueryLoader<CommentsPanelQuery>(CommentsQuery);
  const idOf = (panel: Panel) => (panel === 'decklist' ? decklistId : archetypeId);
  const open = (panel: Panel, fetchPolicy: 'store-and-network' | 'network-only') => {
    const commentableId = idOf(panel);
    if (commentableId) loadThread({ commentableType: panel, commentableId, order: 'NEWEST_FIRST' }, { fetchPolicy });
  };
  // A thread whose decklist went away (deleted) is no longer shown.
  const shownRef = queryRef && queryRef.variables.commentableId === idOf(queryRef.variables.commentableType) ? queryRef : null;
  const shown = shownRef?.variables.commentableType ?? null;
  const toggle = (panel: Panel) => (shown === panel ? closeThread() : open(panel, 'store-and-network'));
  const [params] = useSearchParams();
  const linked = commentInUrl(params);
  const linkedThread = linked?.thread ?? null;
  // The link is the interaction that opens this thread: once per archetype shown (this component's key) and link.
  const linkedCommentable = linkedThread === 'decklist' ? decklistId : linkedThread && archetypeId;
  useEffect(() => {
    if (linkedThread && linkedCommentable) loadThread({ commentableType: linkedThread, commentableId: linkedCommentable, order: 'NEWEST_FIRST' }, { fetchPolicy: 'store-and-network' });
  }, [linkedThread, linkedCommentable, loadThread, linked?.commentId]);
  return (
    <section className="discussion" aria-label="Discussion">
      <div className="row discussion-toggles">
        <button type="button" className={`btn ${shown === 'archetype' ? 'btn-primary' : 'btn-secondary'}`} aria-expanded={shown === 'archetype'} onClick={() => toggle('archetype')}>
          <Icon name="chat" size={16} /> Archetype Discussion
        </button>
        {decklistId && (
          <button type="button" className={`btn ${shown === 'decklist' ? 'btn-primary' : 'btn-secondary'}`} aria-expanded={shown === 'decklist'} onClick={() => toggle('decklist')}>
            <Icon name="chat" size={16} /> Decklist Comments
          </button>
        )}
      </div>
      {shownRef && shown && (
        <div className="discussion-panel">
          <Suspense fallback={<LoadingIndicator size="small" message="Loading comments..." />}>
            <CommentsPanel queryRef={shownRef} onRetry={() => open(shown, 'network-only')} focusCommentId={linked?.thread === shown ? linked.commentId : null} />
          </Suspense>
        </div>
      )}
    </section>
  );
}

/// <reference types="vite/client" />
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Icon } from '../../components/ui/Icon.tsx';
import { LoadingIndicator } from '../../components/ui/LoadingIndicator.tsx';

type Panel = 'archetype' | 'decklist';

interface CommentsPanelProps {
  commentableType: Panel;
  /** Database id of the archetype or decklist. */
  commentableId: string;
  projectId: string;
}

// The comment panels are their own feature, built alongside this screen. Vite resolves the glob at build time: the
// toggles appear in every build that contains components/comments/CommentsPanel.tsx, and the panel's code loads only
// when a discussion is first opened.
const panelModules = import.meta.glob<{ CommentsPanel: ComponentType<CommentsPanelProps> }>('../../components/comments/CommentsPanel.tsx');
const loadPanelModule = Object.values(panelModules)[0];
const CommentsPanel = loadPanelModule ? lazy(async () => ({ default: (await loadPanelModule()).CommentsPanel })) : null;

/**
 * The 'Archetype Discussion' and 'Decklist Comments' toggles under the selected archetype; the decklist toggle only
 * appears when the archetype has a decklist. Each opens the comment thread of that archetype or decklist.
 */
export function DiscussionToggles({ projectId, archetypeId, decklistId }: { projectId: string; archetypeId: string; decklistId: string | null }) {
  const [open, setOpen] = useState<Panel | null>(null);
  if (!CommentsPanel) return null;
  const toggle = (panel: Panel) => setOpen((current) => (current === panel ? null : panel));
  const shown = open === 'decklist' && !decklistId ? null : open;
  const commentableId = shown === 'decklist' ? decklistId : archetypeId;
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
      {shown && commentableId && (
        <div className="discussion-panel">
          <Suspense fallback={<LoadingIndicator size="small" message="Loading comments..." />}>
            <CommentsPanel key={`${shown}:${commentableId}`} commentableType={shown} commentableId={commentableId} projectId={projectId} />
          </Suspense>
        </div>
      )}
    </section>
  );
}

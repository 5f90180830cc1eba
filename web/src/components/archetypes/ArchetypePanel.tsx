import { Suspense, useState, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ArchetypePanelQuery } from '../../__generated__/ArchetypePanelQuery.graphql';
import { DecklistViewer } from '../decklists/DecklistViewer.tsx';
import { ImportDecklistModal } from '../decklists/ImportDecklistModal.tsx';
import { QueryErrorBoundary } from '../ui/QueryErrorBoundary.tsx';
import { Badge } from '../ui/Badge.tsx';
import { LoadingIndicator } from '../ui/LoadingIndicator.tsx';
import { EmptyState, ErrorState } from '../ui/States.tsx';
import { useToast } from '../ui/Toasts.tsx';
import { archetypeNameOf } from './display.ts';
import './archetypes.css';

const ArchetypeQuery = graphql`
  query ArchetypePanelQuery($id: ID!) {
    archetype(id: $id) {
      id
      databaseId
      name
      game
      format
      description
      isActive
      viewerIsMember
      decklists(first: 1) {
        totalCount
        edges {
          node {
            id
            databaseId
            current { notes }
            ...DecklistViewer_decklist
          }
        }
      }
    }
  }
`;

export interface ArchetypeExtrasProps {
  archetypeId: string;
  decklistId: string | null;
}

/**
 * The selected archetype on the right of the assets and decks screens: its name, game and format, its first decklist
 * (the one shown), and Import / Update Decklist for team members where changes are allowed. `extras` renders
 * below it (the assets screen's discussion toggles).
 */
export function ArchetypePanel({
  archetypeId,
  allowChanges,
  extras,
}: {
  archetypeId: string;
  /** False on read-only views (the public decks tab): no import or update buttons even for members. */
  allowChanges: boolean;
  extras?: (props: ArchetypeExtrasProps) => ReactNode;
}) {
  const [fetchKey, setFetchKey] = useState(0);
  const reload = () => setFetchKey((key) => key + 1);
  return (
    <QueryErrorBoundary
      resetKey={`${archetypeId}:${fetchKey}`}
      fallback={() => (
        <ErrorState
          title="Failed to load decklist"
          actions={
            <button type="button" className="btn btn-primary" onClick={reload}>
              Retry
            </button>
          }
        />
      )}
    >
      <Suspense fallback={<LoadingIndicator message="Loading archetype..." />}>
        <PanelContent archetypeId={archetypeId} allowChanges={allowChanges} fetchKey={fetchKey} reload={reload} extras={extras} />
      </Suspense>
    </QueryErrorBoundary>
  );
}

function PanelContent({
  archetypeId,
  allowChanges,
  fetchKey,
  reload,
  extras,
}: {
  archetypeId: string;
  allowChanges: boolean;
  fetchKey: number;
  reload: () => void;
  extras?: (props: ArchetypeExtrasProps) => ReactNode;
}) {
  const { archetype } = useLazyLoadQuery<ArchetypePanelQuery>(ArchetypeQuery, { id: archetypeId }, { fetchKey, fetchPolicy: 'store-and-network' });
  const [importing, setImporting] = useState(false);
  const toast = useToast();
  if (!archetype) return <EmptyState icon="alert" title="Archetype not found" message="It may have been deleted, or it belongs to a private project." />;

  const decklist = archetype.decklists.edges[0]?.node ?? null;
  const canChange = allowChanges && archetype.viewerIsMember;
  const openImport = () => setImporting(true);

  return (
    <section className="archetype-panel" aria-label={archetypeNameOf(archetype.name)}>
      <header className="archetype-panel-header">
        <div>
          <h2>{archetypeNameOf(archetype.name)}</h2>
          <div className="row archetype-panel-badges">
            <Badge tone="primary">{archetype.game}</Badge>
            {archetype.format && <Badge tone="info">{archetype.format}</Badge>}
            <Badge tone={archetype.isActive ? 'public' : 'default'}>{archetype.isActive ? 'Active' : 'Inactive'}</Badge>
          </div>
          {archetype.description && <p className="archetype-panel-description">{archetype.description}</p>}
        </div>
        {canChange && (
          <button type="button" className="btn btn-primary" onClick={openImport}>
            {decklist ? '+ Update Decklist' : '+ Import Decklist'}
          </button>
        )}
      </header>

      {decklist ? (
        <DecklistViewer decklist={decklist} onDeleted={reload} />
      ) : (
        <EmptyState
          icon="file"
          title="No Decklist Yet"
          message={canChange ? 'Import a decklist to start tracking its versions.' : "This archetype doesn't have a decklist available."}
          action={
            canChange && (
              <button type="button" className="btn btn-primary" onClick={openImport}>
                Import Decklist
              </button>
            )
          }
        />
      )}

      {extras?.({ archetypeId: archetype.databaseId, decklistId: decklist?.databaseId ?? null })}

      {importing && (
        <ImportDecklistModal
          archetype={{ databaseId: archetype.databaseId, name: archetypeNameOf(archetype.name) }}
          update={decklist ? { decklistId: decklist.id, notes: decklist.current.notes } : undefined}
          onClose={() => setImporting(false)}
          onDone={() => {
            setImporting(false);
            toast(decklist ? 'Decklist updated' : 'Decklist imported', 'success');
            reload();
          }}
        />
      )}
    </section>
  );
}

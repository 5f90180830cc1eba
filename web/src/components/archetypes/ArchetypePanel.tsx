import { Suspense, useState, type ReactNode } from 'react';
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { ArchetypePanel_archetype$key } from '../../__generated__/ArchetypePanel_archetype.graphql';
import type { ArchetypePanelQuery } from '../../__generated__/ArchetypePanelQuery.graphql';
import { DecklistViewer } from '../decklists/DecklistViewer.tsx';
import { ImportDecklistModal } from '../decklists/ImportDecklistModal.tsx';
import { QueryErrorBoundary } from '../ui/QueryErrorBoundary.tsx';
import { Badge } from '../ui/Badge.tsx';
import { LoadingIndicator } from '../ui/LoadingIndicator.tsx';
import { EmptyState, ErrorState } from '../ui/States.tsx';
import { useToast } from '../ui/Toasts.tsx';
import { archetypeNameOf } from './display.ts';
import { VersionImpactToggle } from './VersionImpactPanel.tsx';
import { EditArchetypeModal } from './EditArchetypeModal.tsx';
import './archetypes.css';

/**
 * The selected archetype's own query: started by the assets route loader (the selection is in the URL) or by a
 * click on the decks screen, never while this panel renders.
 */
export const ArchetypeQuery = graphql`
  query ArchetypePanelQuery($id: ID!) {
    archetype(id: $id) {
      ...ArchetypePanel_archetype
    }
  }
`;

export interface ArchetypeExtrasProps {
  /** Relay IDs of the archetype and of its shown decklist. */
  archetypeId: string;
  decklistId: string | null;
}

interface Props {
  queryRef: PreloadedQuery<ArchetypePanelQuery>;
  /** False on read-only views (the public decks tab): no import or update buttons even for members. */
  allowChanges: boolean;
  /** Starts the query again after it failed. */
  onRetry: () => void;
  extras?: (props: ArchetypeExtrasProps) => ReactNode;
}

/**
 * The selected archetype on the right of the assets and decks screens: its name, game and format, its first decklist
 * (the one shown), and Import / Update Decklist for team members where changes are allowed. `extras` renders
 * below it (the assets screen's discussion toggles).
 */
export function ArchetypePanel({ queryRef, allowChanges, onRetry, extras }: Props) {
  return (
    <QueryErrorBoundary
      resetKey={queryRef}
      fallback={() => (
        <ErrorState
          title="Failed to load decklist"
          actions={
            <button type="button" className="btn btn-primary" onClick={onRetry}>
              Retry
            </button>
          }
        />
      )}
    >
      <Suspense fallback={<LoadingIndicator message="Loading archetype..." />}>
        <PanelContent queryRef={queryRef} allowChanges={allowChanges} extras={extras} />
      </Suspense>
    </QueryErrorBoundary>
  );
}

function PanelContent({ queryRef, allowChanges, extras }: Omit<Props, 'onRetry'>) {
  const { archetype } = usePreloadedQuery<ArchetypePanelQuery>(ArchetypeQuery, queryRef);
  if (!archetype) return <EmptyState icon="alert" title="Archetype not found" message="It may have been deleted, or it belongs to a private project." />;
  return <ArchetypeDetail archetype={archetype} allowChanges={allowChanges} extras={extras} />;
}

function ArchetypeDetail({ archetype: key, allowChanges, extras }: { archetype: ArchetypePanel_archetype$key; allowChanges: boolean; extras?: Props['extras'] }) {
  const archetype = useFragment(
    graphql`
      fragment ArchetypePanel_archetype on Archetype {
        id
        name
        game
        format
        description
        isActive
        viewerIsMember
        ...EditArchetypeModal_archetype
        decklists(first: 1) @connection(key: "ArchetypePanel_decklists") {
          __id
          edges {
            node {
              id
              databaseId
              current {
                notes
              }
              ...DecklistViewer_decklist
            }
          }
        }
      }
    `,
    key,
  );
  const [importing, setImporting] = useState(false);
  const [editing, setEditing] = useState(false);
  const toast = useToast();
  const decklist = archetype.decklists.edges[0]?.node ?? null;
  const canChange = allowChanges && archetype.viewerIsMember;
  const openImport = () => setImporting(true);
  const decklists = archetype.decklists.__id;

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
          <div className="row">
            <button type="button" className="btn btn-secondary" onClick={() => setEditing(true)}>
              Edit Archetype
            </button>
            <button type="button" className="btn btn-primary" onClick={openImport}>
              {decklist ? '+ Update Decklist' : '+ Import Decklist'}
            </button>
          </div>
        )}
      </header>

      {decklist ? (
        <>
          <DecklistViewer decklist={decklist} connectionId={decklists} />
          <div className="row archetype-panel-tools">
            <Link to={`/decklists/${decklist.databaseId}/guides`} className="btn btn-secondary">
              Sideboard Guides
            </Link>
            <Link to={`/decklists/${decklist.databaseId}/guides/print`} className="btn btn-secondary">
              Printable Guide
            </Link>
          </div>
          <VersionImpactToggle key={archetype.id} archetypeId={archetype.id} />
        </>
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

      {extras?.({ archetypeId: archetype.id, decklistId: decklist?.id ?? null })}

      {editing && (
        <EditArchetypeModal
          archetype={archetype}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            toast('Archetype updated', 'success');
          }}
        />
      )}
      {importing && (
        <ImportDecklistModal
          archetype={{ id: archetype.id, name: archetypeNameOf(archetype.name) }}
          decklists={decklists}
          update={decklist ? { decklistId: decklist.id, notes: decklist.current.notes } : undefined}
          onClose={() => setImporting(false)}
          onDone={() => {
            setImporting(false);
            toast(decklist ? 'Decklist updated' : 'Decklist imported', 'success');
          }}
        />
      )}
    </section>
  );
}

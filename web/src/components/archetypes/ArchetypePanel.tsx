import { Suspense, useId, useState, type ReactNode } from 'react';
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { ArchetypePanel_archetype$key } from '../../__generated__/ArchetypePanel_archetype.graphql';
import type { ArchetypePanel_decklist$key } from '../../__generated__/ArchetypePanel_decklist.graphql';
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
 * click on the decks screen, never while this panel renders. With a chosen decklist (a link to one of its comments, or
 * the Decklist choice of an archetype that has several) that decklist comes with it.
 */
export const ArchetypeQuery = graphql`
  query ArchetypePanelQuery($id: ID!, $decklistId: ID!, $chosen: Boolean!) {
    archetype(id: $id) {
      ...ArchetypePanel_archetype
    }
    decklist(id: $decklistId) @include(if: $chosen) {
      ...ArchetypePanel_decklist
    }
  }
`;

/** The query's variables for an archetype and, when one is chosen, one of its decklists (database or Relay ids). */
export function archetypeQueryVariables(archetypeId: string, decklistId?: string | null): ArchetypePanelQuery['variables'] {
  return { id: archetypeId, decklistId: decklistId ?? '', chosen: Boolean(decklistId) };
}

/** What the panel shows of a decklist. */
const DecklistFragment = graphql`
  fragment ArchetypePanel_decklist on Decklist {
    id
    databaseId
    current {
      notes
    }
    ...DecklistViewer_decklist
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
  /** Shows another of the archetype's decklists (by database id): offered when it has more than one. */
  onChooseDecklist: (decklistDatabaseId: string) => void;
}

/**
 * The selected archetype on the right of the assets and decks screens: its name, game and format, its first decklist
 * (the one shown unless another is chosen; an archetype with several offers the choice), and Import / Update Decklist
 * for team members where changes are allowed. `extras` renders below it (the assets screen's discussion toggles).
 */
export function ArchetypePanel({ queryRef, allowChanges, onRetry, extras, onChooseDecklist }: Props) {
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
        <PanelContent queryRef={queryRef} allowChanges={allowChanges} extras={extras} onChooseDecklist={onChooseDecklist} />
      </Suspense>
    </QueryErrorBoundary>
  );
}

function PanelContent({ queryRef, ...props }: Omit<Props, 'onRetry'>) {
  const { archetype, decklist } = usePreloadedQuery<ArchetypePanelQuery>(ArchetypeQuery, queryRef);
  if (!archetype) return <EmptyState icon="alert" title="Archetype not found" message="It may have been deleted, or it belongs to a private project." />;
  return <ArchetypeDetail archetype={archetype} chosen={decklist ?? null} {...props} />;
}

function ArchetypeDetail({
  archetype: key,
  chosen: chosenKey,
  allowChanges,
  extras,
  onChooseDecklist,
}: Omit<Props, 'onRetry' | 'queryRef'> & { archetype: ArchetypePanel_archetype$key; chosen: ArchetypePanel_decklist$key | null }) {
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
              ...ArchetypePanel_decklist
            }
          }
        }
        # The names to choose from, when there are several (a deleted one leaves this connection too).
        choices: decklists(first: 50) @connection(key: "ArchetypePanel_choices") {
          __id
          edges {
            node {
              databaseId
              name
            }
          }
        }
      }
    `,
    key,
  );
  const first = useFragment<ArchetypePanel_decklist$key>(DecklistFragment, archetype.decklists.edges[0]?.node ?? null);
  const chosen = useFragment<ArchetypePanel_decklist$key>(DecklistFragment, chosenKey);
  const choices = archetype.choices.edges.map((edge) => edge.node);
  const choiceId = useId();
  const [importing, setImporting] = useState(false);
  const [editing, setEditing] = useState(false);
  const toast = useToast();
  // A chosen decklist of another archetype, or one deleted since, is not shown.
  const decklist = (chosen && choices.some((choice) => choice.databaseId === chosen.databaseId) ? chosen : null) ?? first;
  const canChange = allowChanges && archetype.viewerIsMember;
  const openImport = () => setImporting(true);
  // The connections a decklist joins or leaves.
  const decklists = [archetype.decklists.__id, archetype.choices.__id];

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

      {choices.length > 1 && decklist && (
        <div className="field archetype-panel-choice">
          <label htmlFor={choiceId}>Decklist</label>
          <select id={choiceId} className="select" value={decklist.databaseId} onChange={(event) => onChooseDecklist(event.target.value)}>
            {choices.map((choice) => (
              <option key={choice.databaseId} value={choice.databaseId}>
                {choice.name}
              </option>
            ))}
          </select>
        </div>
      )}

      {decklist ? (
        <>
          <DecklistViewer decklist={decklist} connections={decklists} />
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

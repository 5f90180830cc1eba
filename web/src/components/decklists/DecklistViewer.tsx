import { useRef, useState } from 'react';
import { graphql, usePaginationFragment, useQueryLoader } from 'react-relay';
import { Link } from 'react-router-dom';
import { asGameId } from '../../../../server/domain/games.ts';
import type { DeckEvolutionPanelQuery } from '../../__generated__/DeckEvolutionPanelQuery.graphql';
import type { DecklistViewer_decklist$key } from '../../__generated__/DecklistViewer_decklist.graphql';
import type { DecklistViewerVersionsPaginationQuery } from '../../__generated__/DecklistViewerVersionsPaginationQuery.graphql';
import type { VersionComparisonPanelQuery } from '../../__generated__/VersionComparisonPanelQuery.graphql';
import { useDeleteDecklistMutation } from '../../mutations/useDeleteDecklistMutation.ts';
import { messageOf } from '../../relay/mutation.ts';
import { useSession } from '../../session/useSession.ts';
import { Badge } from '../ui/Badge.tsx';
import { formatDateTime } from '../ui/format-date.ts';
import { Icon } from '../ui/Icon.tsx';
import { Modal } from '../ui/Modal.tsx';
import { Alert } from '../ui/States.tsx';
import { useToast } from '../ui/Toasts.tsx';
import { totalCards, uniqueCards, versionLabel, type CardLike } from './card-groups.ts';
import { TypeCounts } from './CardGroups.tsx';
import { CatalogCardGroups } from './CatalogCardGroups.tsx';
import { LegalityWarnings } from './LegalityWarnings.tsx';
import { ManaCurve } from './ManaCurve.tsx';
import { DeckEvolutionPanel, EvolutionQuery } from './DeckEvolutionPanel.tsx';
import { EditDecklistModal } from './EditDecklistModal.tsx';
import { ExportDecklistModal } from './ExportDecklistModal.tsx';
import { RestoreVersionDialog } from './RestoreVersionDialog.tsx';
import { CompareQuery, preselectedPair, VersionComparisonPanel } from './VersionComparisonPanel.tsx';
import { VersionHistory } from './VersionHistory.tsx';
import './decklists.css';
import { counted } from '../ui/plural.ts';
import { personName } from '../matches/match-display.ts';

type Dialog = 'edit' | 'delete' | 'export' | 'restore' | null;

/** Card lines as plain values (the shape the card components share). */
const asCards = (cards: readonly CardLike[]): CardLike[] => cards.map(({ name, quantity, type, section, resolved }) => ({ name, quantity, type, section, resolved }));

/** Lines as the editor writes them back: each under its own section, as it was stored. */
const asStoredLines = (cards: readonly CardLike[]): CardLike[] =>
  cards.map(({ name, quantity, type, section, cost, rarity, set, number }) => ({ name, quantity, type: section ?? type, cost, rarity, set, number }));

/**
 * The decklist detail view: header with totals and dates, History / Evolution / Compare, Edit and Delete for team
 * members, the cards of the current or a chosen past version, the original import text, and the version list.
 */
export function DecklistViewer({ decklist: key, connections }: { decklist: DecklistViewer_decklist$key; /** The decklist connections it is shown from: a deleted decklist leaves them. */ connections: readonly string[] }) {
  const { data: decklist, ...versionPaging } = usePaginationFragment<DecklistViewerVersionsPaginationQuery, DecklistViewer_decklist$key>(
    graphql`
      fragment DecklistViewer_decklist on Decklist
      @refetchable(queryName: "DecklistViewerVersionsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" }) {
        id
        databaseId
        name
        revision
        createdAt
        updatedAt
        viewerIsMember
        rawImportText
        archetype {
          game
          # Every decklist of the project: the Compare dialog offers the others of the same game.
          project { decklistChoices { decklistId name versions { number } } }
        }
        current {
          id
          versionTag
          notes
          changeSummary
          cards { name quantity type section cost rarity set number resolved ...CatalogCardGroups_cards }
          curve { label count }
          legalityWarnings { code message }
        }
        versions(first: $count, after: $cursor) @connection(key: "DecklistViewer_versions") {
          totalCount
          edges {
            node {
              id
              number
              versionTag
              createdAt
              createdBy { username displayName }
              changeSummary
              notes
              cards { name quantity type section cost rarity set number resolved ...CatalogCardGroups_cards }
              curve { label count }
              legalityWarnings { code message }
            }
          }
        }
      }
    `,
    key,
  );
  const session = useSession();
  const toast = useToast();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [showHistory, setShowHistory] = useState(false);
  const [selectedVersionId, setSelectedVersionId] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [remove, deleting] = useDeleteDecklistMutation();
  const deleteStarted = useRef(false);
  // The Evolution and Compare dialogs are open while their query is loaded: the buttons start it.
  const [evolutionRef, loadEvolution, closeEvolution] = useQueryLoader<DeckEvolutionPanelQuery>(EvolutionQuery);
  const [compareRef, loadCompare, closeCompare] = useQueryLoader<VersionComparisonPanelQuery>(CompareQuery);
  const openEvolution = (fetchPolicy: 'store-and-network' | 'network-only' = 'store-and-network') => loadEvolution({ id: decklist.id }, { fetchPolicy });

  // Who saved each version, by the name they show (the history lists it).
  const versions = decklist.versions.edges.map(({ node }) => ({ ...node, author: node.createdBy ? personName({ username: node.createdBy.username, displayName: node.createdBy.displayName }) : null }));
  const selected = versions.find((v) => v.id === selectedVersionId && v.id !== decklist.current.id) ?? null;
  const shown = selected ?? decklist.current;
  const shownCards = asCards(shown.cards);
  const game = asGameId(decklist.archetype.game) ?? null;
  const others = decklist.archetype.project.decklistChoices
    .filter((choice) => choice.decklistId !== decklist.databaseId)
    .map((choice) => ({ decklistId: choice.decklistId, name: choice.name, versions: choice.versions.map((v) => v.number) }));
  const canEdit = decklist.viewerIsMember;
  const close = () => {
    setDeleteError(null);
    setDialog(null);
  };

  const confirmDelete = async () => {
    if (deleteStarted.current) return;
    deleteStarted.current = true;
    setDeleteError(null);
    try {
      await remove(decklist.id, connections);
      toast('Decklist deleted successfully', 'success');
    } catch (error) {
      setDeleteError(messageOf(error, 'Failed to delete decklist'));
    } finally {
      deleteStarted.current = false;
    }
  };

  return (
    <article className="decklist-viewer" aria-label={`Decklist ${decklist.name}`}>
      <header className="decklist-header">
        <div className="decklist-title">
          <h3>
            {decklist.name} <Badge tone="primary">{versionLabel(shown.versionTag, selected ? 'Previous' : 'Current')}</Badge>
            {selected && <Badge tone="info">Past version</Badge>}
          </h3>
          <p className="muted small decklist-meta">
            <span>
              <strong>{totalCards(shownCards)}</strong> cards
            </span>
            <span>
              <strong>{uniqueCards(shownCards)}</strong> unique
            </span>
            <span>Created {formatDateTime(decklist.createdAt)}</span>
            {/* A past version's header dates that version, not the decklist's latest change. */}
            {selected ? (
              <span>
                {versionLabel(selected.versionTag, 'Previous')} saved {formatDateTime(selected.createdAt)}
              </span>
            ) : (
              <span>Updated {formatDateTime(decklist.updatedAt)}</span>
            )}
          </p>
        </div>
        <div className="row decklist-actions">
          <button type="button" className="btn btn-secondary btn-sm" aria-pressed={showHistory} onClick={() => setShowHistory((open) => !open)}>
            <Icon name="clock" size={14} /> History ({decklist.versions.totalCount})
          </button>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => setDialog('export')}>
            <Icon name="download" size={14} /> Export
          </button>
          {versions.length > 0 && (
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => openEvolution()}>
              <Icon name="activity" size={14} /> Evolution
            </button>
          )}
          {(versions.length > 1 || others.length > 0) && (
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => loadCompare({ id: decklist.id, ...preselectedPair(versions, others) }, { fetchPolicy: 'store-or-network' })}>
              <Icon name="sliders" size={14} /> Compare
            </button>
          )}
          {canEdit && (
            <>
              <button type="button" className="btn btn-primary btn-sm" onClick={() => setDialog('edit')}>
                Edit
              </button>
              <button type="button" className="btn btn-danger btn-sm" onClick={() => setDialog('delete')}>
                Delete
              </button>
            </>
          )}
        </div>
      </header>

      {!canEdit && (
        <div className="decklist-readonly" role="note">
          <Badge>
            <Icon name="lock" size={12} /> Read-only Mode
          </Badge>
          {!session && (
            <span className="muted small">
              <Link to="/auth">Login to delete</Link> or edit this decklist.
            </span>
          )}
        </div>
      )}

      <div className={`decklist-body${showHistory ? ' with-history' : ''}`}>
        <div className="decklist-main">
          {selected && (
            <Alert tone="info">
              Showing {versionLabel(selected.versionTag, 'Previous')} from {formatDateTime(selected.createdAt)}.{' '}
              <button type="button" className="link-button" onClick={() => setSelectedVersionId(null)}>
                Back to current
              </button>
              {canEdit && (
                <>
                  {' · '}
                  <button type="button" className="link-button" onClick={() => setDialog('restore')}>
                    Restore as newest version
                  </button>
                </>
              )}
            </Alert>
          )}
          {shown.changeSummary && (
            <p className="decklist-summary">
              <strong>Change summary:</strong> {shown.changeSummary}
            </p>
          )}
          {shown.notes && (
            <div className="decklist-notes">
              <strong>Notes</strong>
              <p>{shown.notes}</p>
            </div>
          )}
          <TypeCounts cards={shownCards} game={game} />
          <LegalityWarnings warnings={shown.legalityWarnings.map(({ code, message }) => ({ code, message }))} />
          <ManaCurve curve={shown.curve?.map(({ label, count }) => ({ label, count })) ?? null} />
          <CatalogCardGroups cards={shown.cards} game={game} />
          {decklist.rawImportText && (
            <details className="raw-import">
              <summary>Original Import Text</summary>
              <pre tabIndex={0} aria-label="Original import text">{decklist.rawImportText}</pre>
            </details>
          )}
        </div>
        {showHistory && (
          <VersionHistory
            versions={versions}
            currentId={decklist.current.id}
            selectedId={selected?.id ?? null}
            onSelect={(id) => setSelectedVersionId(id === decklist.current.id ? null : id)}
            paging={versionPaging}
            total={decklist.versions.totalCount}
          />
        )}
      </div>

      {dialog === 'export' && (
        <ExportDecklistModal decklistName={decklist.name} versionTag={shown.versionTag} cards={asStoredLines(shown.cards)} game={game} onClose={close} />
      )}
      {dialog === 'restore' && selected && (
        <RestoreVersionDialog
          decklistId={decklist.id}
          revision={decklist.revision}
          version={{ number: selected.number, versionTag: selected.versionTag, notes: selected.notes, cards: asStoredLines(selected.cards) }}
          onClose={close}
          onRestored={(tag) => {
            setSelectedVersionId(null);
            toast(`${versionLabel(selected.versionTag, 'The version')} restored as ${tag}`, 'success');
            close();
          }}
        />
      )}
      {dialog === 'edit' && (
        <EditDecklistModal
          decklistId={decklist.id}
          name={decklist.name}
          revision={decklist.revision}
          cards={asStoredLines(decklist.current.cards)}
          game={game}
          notes={decklist.current.notes}
          onClose={close}
          onSaved={(tag) => {
            setSelectedVersionId(null);
            toast(`Decklist updated to ${tag}`, 'success');
            close();
          }}
        />
      )}
      {compareRef && <VersionComparisonPanel decklistId={decklist.id} versions={versions} others={others} initialQueryRef={compareRef} onClose={closeCompare} />}
      {evolutionRef && <DeckEvolutionPanel queryRef={evolutionRef} onRetry={() => openEvolution('network-only')} onClose={closeEvolution} />}
      {dialog === 'delete' && (
        <Modal
          title="Delete Decklist"
          onClose={close}
          footer={
            <>
              <button type="button" className="btn btn-secondary" onClick={close} disabled={deleting}>
                Cancel
              </button>
              <button type="button" className="btn btn-danger" onClick={confirmDelete} disabled={deleting}>
                {deleting ? 'Deleting…' : 'Delete'}
              </button>
            </>
          }
        >
          {deleteError && <Alert tone="error">{deleteError}</Alert>}
          <p>
            Are you sure you want to delete decklist "{decklist.name}" with {decklist.versions.totalCount === 1 ? 'its only version' : `all its ${counted(decklist.versions.totalCount, 'version')}`}? This action cannot be undone.
          </p>
        </Modal>
      )}
    </article>
  );
}

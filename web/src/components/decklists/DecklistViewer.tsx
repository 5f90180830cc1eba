import { useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { DecklistViewer_decklist$key } from '../../__generated__/DecklistViewer_decklist.graphql';
import { useDeleteDecklistMutation } from '../../mutations/useDeleteDecklistMutation.ts';
import { messageOf } from '../../relay/mutation.ts';
import { useSession } from '../../session/useSession.ts';
import { Badge } from '../ui/Badge.tsx';
import { formatDateTime } from '../ui/format-date.ts';
import { Icon } from '../ui/Icon.tsx';
import { Modal } from '../ui/Modal.tsx';
import { Alert } from '../ui/States.tsx';
import { useToast } from '../ui/Toasts.tsx';
import { totalCards, uniqueCards, versionLabel } from './card-groups.ts';
import { CardGroups, TypeCounts } from './CardGroups.tsx';
import { DeckEvolutionPanel } from './DeckEvolutionPanel.tsx';
import { EditDecklistModal } from './EditDecklistModal.tsx';
import { VersionComparisonPanel } from './VersionComparisonPanel.tsx';
import { VersionHistory } from './VersionHistory.tsx';
import './decklists.css';

type Dialog = 'edit' | 'compare' | 'evolution' | 'delete' | null;

/**
 * The decklist detail view: header with totals and dates, History / Evolution / Compare, Edit and Delete for team
 * members, the cards of the current or a chosen past version, the original import text, and the version list.
 */
export function DecklistViewer({ decklist: key, connectionId }: { decklist: DecklistViewer_decklist$key; /** The decklist connection it is shown from: a deleted decklist leaves it. */ connectionId: string }) {
  const decklist = useFragment(
    graphql`
      fragment DecklistViewer_decklist on Decklist {
        id
        name
        versionTag
        createdAt
        updatedAt
        viewerIsMember
        rawImportText
        current {
          id
          versionTag
          notes
          changeSummary
          cards { name quantity type cost rarity set number }
        }
        versions(first: 100) {
          totalCount
          edges {
            node {
              id
              number
              versionTag
              createdAt
              changeSummary
              notes
              totalCards
              cards { name quantity type cost rarity set number }
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

  const versions = decklist.versions.edges.map((edge) => edge.node);
  const selected = versions.find((v) => v.id === selectedVersionId && v.id !== decklist.current.id) ?? null;
  const shown = selected ?? decklist.current;
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
      await remove(decklist.id, [connectionId]);
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
              <strong>{totalCards(shown.cards)}</strong> cards
            </span>
            <span>
              <strong>{uniqueCards(shown.cards)}</strong> unique
            </span>
            <span>Created {formatDateTime(decklist.createdAt)}</span>
            <span>Updated {formatDateTime(decklist.updatedAt)}</span>
          </p>
        </div>
        <div className="row decklist-actions">
          <button type="button" className="btn btn-secondary btn-sm" aria-pressed={showHistory} onClick={() => setShowHistory((open) => !open)}>
            <Icon name="clock" size={14} /> History ({decklist.versions.totalCount})
          </button>
          {versions.length > 0 && (
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => setDialog('evolution')}>
              <Icon name="activity" size={14} /> Evolution
            </button>
          )}
          {versions.length > 1 && (
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => setDialog('compare')}>
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
          <TypeCounts cards={shown.cards} />
          <CardGroups cards={shown.cards} />
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
          />
        )}
      </div>

      {dialog === 'edit' && (
        <EditDecklistModal
          decklistId={decklist.id}
          name={decklist.name}
          versionTag={decklist.versionTag}
          cards={decklist.current.cards}
          notes={decklist.current.notes}
          onClose={close}
          onSaved={(tag) => {
            setSelectedVersionId(null);
            toast(`Decklist updated to ${tag}`, 'success');
            close();
          }}
        />
      )}
      {dialog === 'compare' && <VersionComparisonPanel decklistId={decklist.id} versions={versions} onClose={close} />}
      {dialog === 'evolution' && <DeckEvolutionPanel decklistId={decklist.id} onClose={close} />}
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
            Are you sure you want to delete decklist "{decklist.name}" with all its {decklist.versions.totalCount} versions? This action cannot be undone.
          </p>
        </Modal>
      )}
    </article>
  );
}

import { useState } from 'react';
import { useUpdateDecklistMutation } from '../../mutations/useUpdateDecklistMutation.ts';
import { messageOf, MutationError } from '../../relay/mutation.ts';
import { Modal } from '../ui/Modal.tsx';
import { Alert } from '../ui/States.tsx';
import type { CardLike } from './card-groups.ts';
import { useSingleFlight } from './useSingleFlight.ts';

/**
 * Restore a past version: its cards and notes are saved as the newest version, so nothing in between is lost and the
 * history says what happened ("Restored v2"). It is an edit like any other (updateDecklist, named as made from the
 * current version), so a teammate's save in the meantime is refused rather than overwritten; the dialog then says
 * so, and a second click restores on top of their version.
 */
export function RestoreVersionDialog({
  decklistId,
  revision,
  version,
  onClose,
  onRestored,
}: {
  decklistId: string;
  /** The decklist's current version number, as the store has it now. */
  revision: number;
  version: { number: number; versionTag: string; notes: string | null | undefined; cards: readonly CardLike[] };
  onClose: () => void;
  onRestored: (newVersionTag: string) => void;
}) {
  const [update] = useUpdateDecklistMutation();
  const [once, busy] = useSingleFlight();
  const [error, setError] = useState<string | null>(null);

  const restore = () =>
    once(async () => {
      setError(null);
      try {
        const result = await update({
          id: decklistId,
          baseRevision: revision,
          cards: version.cards.map(({ name, quantity, type, cost, rarity, set, number }) => ({ name, quantity, type, cost, rarity, set, number })),
          notes: version.notes ?? undefined,
          changeSummary: `Restored ${version.versionTag}`,
        });
        onRestored(result.version.versionTag);
      } catch (problem) {
        const conflict = problem instanceof MutationError && problem.conflict;
        setError(conflict ? `Someone saved v${conflict.currentRevision} meanwhile. Restore again to make ${version.versionTag} the newest version after theirs.` : messageOf(problem, 'Failed to restore the version'));
      }
    });

  return (
    <Modal
      title={`Restore ${version.versionTag}`}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="button" className="btn btn-primary" onClick={() => void restore()} disabled={busy}>
            {busy ? 'Restoring…' : `Restore ${version.versionTag}`}
          </button>
        </>
      }
    >
      {error && <Alert tone="error">{error}</Alert>}
      <p>
        The cards and notes of {version.versionTag} are saved as a new version (v{revision + 1}). The versions in between stay in the history.
      </p>
    </Modal>
  );
}

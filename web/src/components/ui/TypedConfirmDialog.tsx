import { useId, useState } from 'react';
import { Modal } from './Modal.tsx';
import { Alert } from './States.tsx';

/**
 * Asks before deleting something big (a team, a project): the Delete button unlocks only once the exact name has
 * been typed, so that a wrong click or a wrong tab cannot delete it.
 */
export function TypedConfirmDialog({
  title,
  message,
  name,
  confirmLabel,
  busy = false,
  error = null,
  onConfirm,
  onCancel,
}: {
  title: string;
  message: string;
  /** What must be typed. */
  name: string;
  confirmLabel: string;
  busy?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const matches = typed.trim() === name.trim();
  return (
    <Modal
      title={title}
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
          <button type="submit" form={`${id}-form`} className="btn btn-danger" disabled={busy || !matches}>
            {busy ? 'Working…' : confirmLabel}
          </button>
        </>
      }
    >
      <form
        id={`${id}-form`}
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          if (matches && !busy) onConfirm();
        }}
      >
        {error && <Alert tone="error">{error}</Alert>}
        <p>{message}</p>
        <div className="field">
          <label htmlFor={`${id}-name`}>
            Type <strong>{name}</strong> to confirm
          </label>
          <input id={`${id}-name`} className="input" value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" spellCheck={false} />
        </div>
      </form>
    </Modal>
  );
}

import { useId, type FormEvent, type ReactNode } from 'react';
import { Modal } from './Modal.tsx';
import { Alert } from './States.tsx';

/**
 * The frame of a settings dialog (a team's, a project's): its form with Cancel and Save, an error above the fields,
 * and a danger zone below them whose button starts deleting what the dialog edits.
 */
export function SettingsDialog({
  title,
  busy,
  error,
  onSubmit,
  onClose,
  danger,
  children,
}: {
  title: string;
  busy: boolean;
  error: string | null;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  /** What deleting takes along, and the button's label. */
  danger: { text: string; label: string; onClick: () => void };
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Modal
      title={title}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form={`${id}-form`} className="btn btn-primary" disabled={busy}>
            {busy ? 'Saving…' : 'Save'}
          </button>
        </>
      }
    >
      <form id={`${id}-form`} className="form" onSubmit={onSubmit} noValidate>
        {error && <Alert tone="error">{error}</Alert>}
        {children}
      </form>
      <section className="danger-zone" aria-labelledby={`${id}-danger`}>
        <h3 id={`${id}-danger`}>Danger zone</h3>
        <p className="muted small">{danger.text}</p>
        <button type="button" className="btn btn-danger" onClick={danger.onClick}>
          {danger.label}
        </button>
      </section>
    </Modal>
  );
}

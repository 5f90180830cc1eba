import { useEffect, useRef, type ReactNode } from 'react';
import type { Refusal } from '../../relay/edited-revision.ts';

export interface ConflictAction {
  label: string;
  onClick: () => void;
  primary?: boolean;
}

/**
 * A save refused because someone saved the same record meanwhile: the server's account of it (who, which revisions,
 * what changed where it keeps the history), the fields that now differ from what this editor opened, and the choices.
 * Nothing is saved until the person picks one. It comes into view with the focus on its first choice: the save
 * button that caused it is usually at the other end of a long form.
 */
export function EditConflictNotice({ refusal, differences = [], actions, children }: { refusal: Refusal; differences?: readonly string[]; actions: readonly ConflictAction[]; children?: ReactNode }) {
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    notice.current?.scrollIntoView({ block: 'nearest' });
    notice.current?.querySelector('button')?.focus();
  }, [refusal]);
  return (
    <div ref={notice} className="alert alert-warning edit-conflict" role="alert">
      <p>{refusal.message}</p>
      {differences.length > 0 && <p>Changed since you opened it: {differences.join(', ')}.</p>}
      {children}
      <div className="actions">
        {actions.map((action) => (
          <button key={action.label} type="button" className={`btn btn-sm ${action.primary ? 'btn-primary' : 'btn-secondary'}`} onClick={action.onClick}>
            {action.label}
          </button>
        ))}
      </div>
    </div>
  );
}

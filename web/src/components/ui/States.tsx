import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon.tsx';

/** What a list looks like with nothing in it, and what to do next. */
export function EmptyState({ icon = 'inbox', title, message, action }: { icon?: IconName; title: string; message?: ReactNode; action?: ReactNode }) {
  return (
    <div className="empty-state">
      <div className="icon">
        <Icon name={icon} size={40} />
      </div>
      <h3>{title}</h3>
      {message && <p>{message}</p>}
      {action && <div className="empty-state-actions">{action}</div>}
    </div>
  );
}

/** A failed load: the title, the reason, and ways out (Retry, Go Home, …). */
export function ErrorState({ title, message, actions }: { title: string; message?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="error-state" role="alert">
      <div className="empty-state">
        <div className="icon icon-danger">
          <Icon name="alert" size={40} />
        </div>
        <h3>{title}</h3>
        {message && <p>{message}</p>}
        {actions && <div className="actions">{actions}</div>}
      </div>
    </div>
  );
}

export function Alert({ tone, children }: { tone: 'error' | 'success' | 'warning' | 'info'; children: ReactNode }) {
  return (
    <div className={`alert alert-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

/** The notice visitors see on pages they may read but not change. */
export function ReadOnlyBanner({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="banner" role="note">
      <span>{children}</span>
      {action}
    </div>
  );
}

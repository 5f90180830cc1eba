import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon, type IconName } from '../../../components/ui/Icon.tsx';

/** One panel of the dashboard: a titled card with an optional "see all" link and its content. */
export function DashboardCard({ icon, title, more, children, className = '' }: { icon: IconName; title: string; more?: { to: string; label: string }; children: ReactNode; className?: string }) {
  const titleId = useId();
  return (
    <section className={`card dashboard-card ${className}`} aria-labelledby={titleId}>
      <header className="dashboard-card-header">
        <h2 id={titleId}>
          <Icon name={icon} size={18} /> {title}
        </h2>
        {more && (
          <Link to={more.to} className="small">
            {more.label}
          </Link>
        )}
      </header>
      {children}
    </section>
  );
}

/** What a panel says while it has nothing to show, with the next step for a new team. */
export function DashboardEmpty({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="dashboard-empty">
      <p className="muted">{children}</p>
      {action}
    </div>
  );
}

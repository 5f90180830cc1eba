import type { ReactNode } from 'react';

/** One section of /settings: a card with a heading that the section list links to. */
export function SettingsSection({ id, title, description, tone, children }: { id: string; title: string; description?: ReactNode; tone?: 'danger'; children: ReactNode }) {
  return (
    <section id={id} className={`card settings-section${tone ? ` settings-section-${tone}` : ''}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {description && <p className="muted small">{description}</p>}
      {children}
    </section>
  );
}

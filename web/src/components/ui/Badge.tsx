import type { ReactNode } from 'react';
import { Icon } from './Icon.tsx';

export type BadgeTone = 'default' | 'public' | 'private' | 'info' | 'primary' | 'danger';

export function Badge({ tone = 'default', children, title }: { tone?: BadgeTone; children: ReactNode; title?: string }) {
  return (
    <span className={`badge${tone === 'default' ? '' : ` badge-${tone}`}`} title={title}>
      {children}
    </span>
  );
}

export function VisibilityBadge({ visibility }: { visibility: 'public' | 'private' | string }) {
  return visibility === 'public' ? (
    <Badge tone="public">
      <Icon name="globe" size={12} /> Public
    </Badge>
  ) : (
    <Badge tone="private">
      <Icon name="lock" size={12} /> Private
    </Badge>
  );
}

/** The first `shown` tags, then '+N more'. */
export function TagList({ tags, shown = 2 }: { tags: readonly string[]; shown?: number }) {
  if (tags.length === 0) return null;
  return (
    <span className="row" style={{ gap: 4 }}>
      {tags.slice(0, shown).map((tag) => (
        <span key={tag} className="tag">
          {tag}
        </span>
      ))}
      {tags.length > shown && <span className="muted small">+{tags.length - shown} more</span>}
    </span>
  );
}

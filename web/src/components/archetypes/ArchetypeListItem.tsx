import { graphql, useFragment } from 'react-relay';
import type { ArchetypeListItem_archetype$key } from '../../__generated__/ArchetypeListItem_archetype.graphql';
import { Badge } from '../ui/Badge.tsx';
import { formatDate } from '../ui/format-date.ts';
import { archetypeNameOf } from './display.ts';
import './archetypes.css';

/** One archetype in a left-hand list: name, (project), description, game and format, date, Active/Inactive. */
export function ArchetypeListItem({
  archetype: key,
  selected,
  showProject = false,
  onSelect,
}: {
  archetype: ArchetypeListItem_archetype$key;
  selected: boolean;
  showProject?: boolean;
  onSelect: () => void;
}) {
  const archetype = useFragment(
    graphql`
      fragment ArchetypeListItem_archetype on Archetype {
        name
        shortName
        description
        game
        format
        isActive
        createdAt
        project { name }
      }
    `,
    key,
  );
  return (
    <li>
      <button type="button" className={`archetype-item${selected ? ' selected' : ''}`} aria-current={selected ? 'true' : undefined} onClick={onSelect}>
        <span className="archetype-item-head">
          <span className="archetype-short" aria-hidden="true">
            {archetype.shortName}
          </span>
          <span className="archetype-item-name">{archetypeNameOf(archetype.name)}</span>
          <Badge tone={archetype.isActive ? 'public' : 'default'}>{archetype.isActive ? 'Active' : 'Inactive'}</Badge>
        </span>
        {showProject && <span className="archetype-item-project small">{archetype.project?.name?.trim() || 'Unknown Project'}</span>}
        {archetype.description && <span className="archetype-item-description small">{archetype.description}</span>}
        <span className="archetype-item-meta">
          <span className="tag">{archetype.game}</span>
          {archetype.format && <span className="tag">{archetype.format}</span>}
          <span className="muted small">{formatDate(archetype.createdAt)}</span>
        </span>
      </button>
    </li>
  );
}

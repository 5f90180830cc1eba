import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { TeamCard_team$key } from '../../__generated__/TeamCard_team.graphql';
import { Badge, VisibilityBadge } from '../ui/Badge.tsx';
import { Icon } from '../ui/Icon.tsx';
import { formatDate } from '../ui/format-date.ts';
import { teamNameOf } from '../projects/display.ts';
import { roleLabel } from './display.ts';
import './teams.css';

/**
 * One team in a list. On the landing page (`browsing`) it carries the public and view-only badges; in the
 * viewer's own list it shows the visibility and the viewer's role.
 */
export function TeamCard({ team: key, browsing = false }: { team: TeamCard_team$key; browsing?: boolean }) {
  const team = useFragment(
    graphql`
      fragment TeamCard_team on Team {
        databaseId
        name
        description
        visibility
        createdAt
        viewerRole
      }
    `,
    key,
  );
  return (
    <Link to={`/teams/${team.databaseId}`} className="card team-card">
      <div className="team-card-top">
        <span className="team-avatar" aria-hidden="true">
          <Icon name="users" size={18} />
        </span>
        <h3>{teamNameOf(team.name)}</h3>
      </div>
      <div className="row team-card-badges">
        <VisibilityBadge visibility={team.visibility} />
        {team.viewerRole ? <Badge tone="primary">{roleLabel(team.viewerRole)}</Badge> : browsing && <Badge tone="info">View only</Badge>}
      </div>
      {team.description && <p className="card-summary">{team.description}</p>}
      <div className="card-created muted small">
        <Icon name="calendar" size={14} /> Created {formatDate(team.createdAt)}
      </div>
    </Link>
  );
}

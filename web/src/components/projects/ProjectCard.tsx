import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { ProjectCard_project$key } from '../../__generated__/ProjectCard_project.graphql';
import { Badge, TagList, VisibilityBadge } from '../ui/Badge.tsx';
import { Icon } from '../ui/Icon.tsx';
import { formatDate } from '../ui/format-date.ts';
import { gameNameOf, projectNameOf, projectPath } from './display.ts';
import './projects.css';

/**
 * One project in a list: name, visibility, description, game, format, the first two tags and the created date.
 * `viewOnly` adds the view-only badge the landing page shows on projects the viewer cannot change.
 */
export function ProjectCard({ project: key, viewOnly = false }: { project: ProjectCard_project$key; viewOnly?: boolean }) {
  const project = useFragment(
    graphql`
      fragment ProjectCard_project on Project {
        databaseId
        teamDatabaseId
        name
        description
        visibility
        game
        format
        tags
        createdAt
        viewerIsMember
      }
    `,
    key,
  );
  return (
    <Link to={projectPath(project.teamDatabaseId, project.databaseId)} className="card project-card">
      <h3>{projectNameOf(project.name)}</h3>
      <div className="row project-card-badges">
        <VisibilityBadge visibility={project.visibility} />
        {viewOnly && !project.viewerIsMember && <Badge tone="info">View only</Badge>}
      </div>
      {project.description && <p className="card-summary">{project.description}</p>}
      <div className="card-meta">
        <Badge tone="primary">{gameNameOf(project.game)}</Badge>
        {project.format && <Badge>{project.format}</Badge>}
        <TagList tags={project.tags} />
      </div>
      <div className="card-created muted small">
        <Icon name="calendar" size={14} /> Created {formatDate(project.createdAt)}
      </div>
    </Link>
  );
}

import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { RecentCommentsPanel_project$key } from '../../../__generated__/RecentCommentsPanel_project.graphql';
import { commentPath } from '../../../components/comments/comment-link.ts';
import { formatDate } from '../../../components/ui/format-date.ts';
import { DashboardCard, DashboardEmpty } from './DashboardCard.tsx';

/** The latest comments anywhere in the project, as plain-text excerpts; each opens its thread at the comment. */
export function RecentCommentsPanel({ project: key }: { project: RecentCommentsPanel_project$key }) {
  const project = useFragment(
    graphql`
      fragment RecentCommentsPanel_project on Project {
        databaseId
        teamDatabaseId
        recentComments(first: 5) {
          edges {
            node {
              id
              databaseId
              excerpt
              commentableType
              commentableDatabaseId
              archetypeDatabaseId
              createdAt
              author {
                name
              }
              archetype {
                name
              }
              decklist {
                name
              }
            }
          }
        }
      }
    `,
    key,
  );
  const comments = project.recentComments.edges;
  return (
    <DashboardCard icon="chat" title="Recent Comments">
      {comments.length === 0 ? (
        <DashboardEmpty>No comments yet. Discuss a deck under its archetype in Assets: mention a teammate with @username.</DashboardEmpty>
      ) : (
        <ul className="dashboard-list dashboard-list-stacked">
          {comments.map(({ node }) => {
            const place = {
              teamId: project.teamDatabaseId,
              projectId: project.databaseId,
              archetypeId: node.archetypeDatabaseId,
              commentableId: node.commentableDatabaseId,
              commentId: node.databaseId,
              thread: node.commentableType,
            };
            return (
              <li key={node.id}>
                <Link to={commentPath(place)} className="dashboard-excerpt">
                  {node.excerpt}
                </Link>
                <span className="muted small">
                  {node.author?.name ?? 'Former member'} on {node.archetype?.name ?? node.decklist?.name} · {formatDate(node.createdAt)}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </DashboardCard>
  );
}

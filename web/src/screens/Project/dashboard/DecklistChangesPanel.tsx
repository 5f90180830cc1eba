import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { DecklistChangesPanel_project$key } from '../../../__generated__/DecklistChangesPanel_project.graphql';
import { formatDate } from '../../../components/ui/format-date.ts';
import { DashboardCard, DashboardEmpty } from './DashboardCard.tsx';

/** The latest decklist versions saved in the project, with their change summaries; each opens its decklist. */
export function DecklistChangesPanel({ project: key, assetsPath }: { project: DecklistChangesPanel_project$key; assetsPath: string }) {
  const project = useFragment(
    graphql`
      fragment DecklistChangesPanel_project on Project {
        viewerIsMember
        recentDecklistVersions(first: 5) {
          edges {
            node {
              id
              number
              changeSummary
              createdAt
              createdBy {
                name
              }
              decklist {
                name
                archetypeDatabaseId
              }
            }
          }
        }
      }
    `,
    key,
  );
  const versions = project.recentDecklistVersions.edges;
  return (
    <DashboardCard icon="file" title="Decklist Changes">
      {versions.length === 0 ? (
        <DashboardEmpty
          action={
            project.viewerIsMember && (
              <Link to={assetsPath} className="btn btn-secondary btn-sm">
                Import a Decklist
              </Link>
            )
          }
        >
          {project.viewerIsMember ? 'No decklists yet. Import one under its archetype in Assets: every edit is kept as a version.' : 'No decklists yet.'}
        </DashboardEmpty>
      ) : (
        <ul className="dashboard-list dashboard-list-stacked">
          {versions.map(({ node }) => (
            <li key={node.id}>
              <span>
                <Link to={`${assetsPath}?archetype=${node.decklist.archetypeDatabaseId}`}>{node.decklist.name}</Link>{' '}
                <span className="badge">{node.number === 1 ? 'new' : `v${node.number}`}</span>
              </span>
              <span className="muted small">
                {node.changeSummary ? `${node.changeSummary} · ` : ''}
                {node.createdBy?.name ?? 'Former member'} · {formatDate(node.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}

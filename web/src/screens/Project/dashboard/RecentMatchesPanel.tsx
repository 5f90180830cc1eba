import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { RecentMatchesPanel_project$key } from '../../../__generated__/RecentMatchesPanel_project.graphql';
import { formatDate } from '../../../components/ui/format-date.ts';
import { projectPath } from '../../../components/projects/display.ts';
import { tabSearch } from '../project-tabs.ts';
import { DashboardCard, DashboardEmpty } from './DashboardCard.tsx';

/** The project's latest matches, newest game first, with the way to the whole list. */
export function RecentMatchesPanel({ project: key }: { project: RecentMatchesPanel_project$key }) {
  const project = useFragment(
    graphql`
      fragment RecentMatchesPanel_project on Project {
        databaseId
        teamDatabaseId
        viewerIsMember
        archetypeCount
        matchCount
        matches(first: 5) {
          edges {
            node {
              id
              matchDate
              winnerArchetype {
                name
              }
              loserArchetype {
                name
              }
              winnerUser {
                name
              }
              loserUser {
                name
              }
            }
          }
        }
      }
    `,
    key,
  );
  const base = projectPath(project.teamDatabaseId, project.databaseId);
  const matchesPath = `${base}${tabSearch('matches')}`;
  const matches = project.matches.edges;
  return (
    <DashboardCard icon="chart" title="Recent Matches" more={matches.length ? { to: matchesPath, label: project.matchCount === 1 ? '1 match' : `All ${project.matchCount} matches` } : undefined}>
      {matches.length === 0 ? (
        <DashboardEmpty
          action={
            project.viewerIsMember &&
            (project.archetypeCount < 2 ? (
              <Link to={`${base}/assets`} className="btn btn-primary btn-sm">
                Create Archetypes
              </Link>
            ) : (
              <Link to={matchesPath} className="btn btn-primary btn-sm">
                Log the First Match
              </Link>
            ))
          }
        >
          {!project.viewerIsMember
            ? 'No matches logged yet.'
            : project.archetypeCount < 2
              ? 'No matches yet. A match is played between two archetypes: create them in Assets first.'
              : 'No matches yet. Log the first one from the Matches tab.'}
        </DashboardEmpty>
      ) : (
        <ul className="dashboard-list dashboard-list-stacked">
          {matches.map(({ node }) => {
            const players = [node.winnerUser?.name, node.loserUser?.name];
            return (
              <li key={node.id}>
                <span>
                  <strong>{node.winnerArchetype.name}</strong> <span className="muted">beat</span> <strong>{node.loserArchetype.name}</strong>
                </span>
                <span className="muted small">
                  {formatDate(node.matchDate)}
                  {players.some(Boolean) && ` · ${players.map((p) => p ?? '?').join(' vs ')}`}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </DashboardCard>
  );
}

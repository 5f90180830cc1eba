import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { DashboardPanelsQuery } from '../../../__generated__/DashboardPanelsQuery.graphql';
import { LoadingIndicator } from '../../../components/ui/LoadingIndicator.tsx';
import { QueryErrorBoundary } from '../../../components/ui/QueryErrorBoundary.tsx';
import { Alert } from '../../../components/ui/States.tsx';
import { projectPath } from '../../../components/projects/display.ts';
import { DeckChoicePanel } from '../../../components/decisions/DeckChoicePanel.tsx';
import { ArchetypeRecordsPanel } from './ArchetypeRecordsPanel.tsx';
import { DecklistChangesPanel } from './DecklistChangesPanel.tsx';
import { LeastTestedPanel } from './LeastTestedPanel.tsx';
import { RecentCommentsPanel } from './RecentCommentsPanel.tsx';
import { RecentMatchesPanel } from './RecentMatchesPanel.tsx';
import { WeeklyActivityPanel } from './WeeklyActivityPanel.tsx';
import { useLiveDashboard } from './useLiveDashboard.ts';
import './dashboard.css';

/** The dashboard's one query, started by the route loader with the Dashboard tab; each panel reads its fragment. */
export const DashboardQuery = graphql`
  query DashboardPanelsQuery($projectId: ID!) {
    project(id: $projectId) {
      databaseId
      teamDatabaseId
      viewerIsMember
      ...RecentMatchesPanel_project
      ...WeeklyActivityPanel_project
      ...RecentCommentsPanel_project
      ...DecklistChangesPanel_project
      ...DeckChoicePanel_project
      matchupMatrix {
        ...ArchetypeRecordsPanel_matrix
        ...LeastTestedPanel_matrix
      }
    }
  }
`;

interface Props {
  queryRef: PreloadedQuery<DashboardPanelsQuery>;
  onRetry: () => void;
}

/**
 * The dashboard's panels: which deck to bring (across the top), what happened lately, how each archetype does, and
 * what to test next; live, as teammates log matches.
 */
export function DashboardPanels({ queryRef, onRetry }: Props) {
  return (
    <QueryErrorBoundary
      resetKey={queryRef}
      fallback={() => (
        <Alert tone="error">
          The dashboard could not be loaded.{' '}
          <button type="button" className="btn btn-secondary btn-sm" onClick={onRetry}>
            Retry
          </button>
        </Alert>
      )}
    >
      <Suspense fallback={<LoadingIndicator message="Loading dashboard..." />}>
        <Panels queryRef={queryRef} />
      </Suspense>
    </QueryErrorBoundary>
  );
}

function Panels({ queryRef }: Omit<Props, 'onRetry'>) {
  const { project } = usePreloadedQuery<DashboardPanelsQuery>(DashboardQuery, queryRef);
  useLiveDashboard(queryRef.variables);
  if (!project) return null;
  const base = projectPath(project.teamDatabaseId, project.databaseId);
  const assetsPath = `${base}/assets`;
  return (
    <div className="dashboard-grid">
      <div className="dashboard-wide">
        <DeckChoicePanel project={project} />
      </div>
      <RecentMatchesPanel project={project} />
      <ArchetypeRecordsPanel matrix={project.matchupMatrix} assetsPath={assetsPath} canEdit={project.viewerIsMember} />
      <LeastTestedPanel matrix={project.matchupMatrix} base={base} />
      <WeeklyActivityPanel project={project} />
      <RecentCommentsPanel project={project} />
      <DecklistChangesPanel project={project} assetsPath={assetsPath} />
    </div>
  );
}

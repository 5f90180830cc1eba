import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useParams, useRevalidator } from 'react-router-dom';
import type { ProjectScreenQuery } from '../../__generated__/ProjectScreenQuery.graphql';
import type { ProjectRouteData } from './route.tsx';
import { QueryErrorBoundary } from '../../components/ui/QueryErrorBoundary.tsx';
import { LoadingIndicator } from '../../components/ui/LoadingIndicator.tsx';
import { ErrorState } from '../../components/ui/States.tsx';
import { ProjectDetail, type TabQueries } from './ProjectDetail.tsx';

export const ProjectQuery = graphql`
  query ProjectScreenQuery($projectId: ID!) {
    project(id: $projectId) {
      ...ProjectDetail_project
    }
  }
`;

/** /teams/{teamId}/projects/{projectId}: a project's dashboard, matches and matchup matrix. */
export function ProjectScreen() {
  const { project: queryRef, ...tabs } = useLoaderData() as ProjectRouteData;
  const { teamId } = useParams();
  const { revalidate } = useRevalidator();
  const failed = <ProjectLoadError teamId={teamId ?? ''} onRetry={() => revalidate()} />;
  return (
    <div className="container">
      <QueryErrorBoundary resetKey={queryRef} fallback={() => failed}>
        <Suspense fallback={<LoadingIndicator message="Loading project..." />}>
          <ProjectContent queryRef={queryRef} tabs={tabs} notFound={failed} />
        </Suspense>
      </QueryErrorBoundary>
    </div>
  );
}

function ProjectContent({ queryRef, tabs, notFound }: { queryRef: PreloadedQuery<ProjectScreenQuery>; tabs: TabQueries; notFound: React.ReactNode }) {
  const { project } = usePreloadedQuery<ProjectScreenQuery>(ProjectQuery, queryRef);
  return project ? <ProjectDetail project={project} tabs={tabs} /> : <>{notFound}</>;
}

function ProjectLoadError({ teamId, onRetry }: { teamId: string; onRetry: () => void }) {
  return (
    <ErrorState
      title="Error Loading Project"
      message="Failed to load project data. The project may not exist, or it may be private."
      actions={
        <>
          <Link to={`/teams/${teamId}`} className="btn btn-secondary">
            Back to Team
          </Link>
          <button type="button" className="btn btn-primary" onClick={onRetry}>
            Retry
          </button>
        </>
      }
    />
  );
}

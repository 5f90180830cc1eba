import { Suspense } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { MatrixTab_project$key } from '../../../__generated__/MatrixTab_project.graphql';
import { projectPath } from '../../../components/projects/display.ts';
import { QueryErrorBoundary } from '../../../components/projects/QueryErrorBoundary.tsx';
import { useRetryKey } from '../../../components/matches/useRetryKey.ts';
import { LoadingIndicator } from '../../../components/ui/LoadingIndicator.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/States.tsx';
import { MatrixPanel } from './MatrixPanel.tsx';

/** A matchup needs two archetypes (spec section 9). */
const MIN_ARCHETYPES = 2;

/** The Matchup Matrix tab: the live matrix with its filters, totals, expected win rates and games still needed. */
export function MatrixTab({ project: key }: { project: MatrixTab_project$key }) {
  const project = useFragment(
    graphql`
      fragment MatrixTab_project on Project {
        archetypeCount
        databaseId
        teamDatabaseId
        viewerIsMember
      }
    `,
    key,
  );
  const [retryKey, retry] = useRetryKey();
  if (project.archetypeCount < MIN_ARCHETYPES) {
    return (
      <EmptyState
        icon="grid"
        title="No Matrix Available"
        message={
          project.viewerIsMember
            ? 'The matchup matrix needs at least 2 archetypes in this project: create them in Assets, then log matches.'
            : 'The matchup matrix needs at least 2 archetypes in this project.'
        }
        action={
          <Link to={`${projectPath(project)}/assets`} className="btn btn-primary">
            {project.viewerIsMember ? 'Go to Assets' : 'View Assets'}
          </Link>
        }
      />
    );
  }
  return (
    <QueryErrorBoundary
      resetKey={retryKey}
      fallback={() => (
        <ErrorState
          title="Failed to load matchup matrix"
          message="The numbers could not be loaded. Check your connection and try again."
          actions={
            <button type="button" className="btn btn-primary" onClick={retry}>
              Try Again
            </button>
          }
        />
      )}
    >
      <Suspense fallback={<LoadingIndicator message="Loading matchup matrix..." />}>
        <MatrixPanel key={retryKey} retryKey={retryKey} projectId={project.databaseId} />
      </Suspense>
    </QueryErrorBoundary>
  );
}

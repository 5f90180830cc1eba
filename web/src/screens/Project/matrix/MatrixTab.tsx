import { Suspense } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { MatrixTab_project$key } from '../../../__generated__/MatrixTab_project.graphql';
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
      }
    `,
    key,
  );
  const [retryKey, retry] = useRetryKey();
  if (project.archetypeCount < MIN_ARCHETYPES) {
    return <EmptyState icon="grid" title="No Matrix Available" message="The matchup matrix needs at least 2 archetypes in this project." />;
  }
  return (
    <QueryErrorBoundary
      resetKey={retryKey}
      fallback={() => (
        <ErrorState
          title="Failed to load matchup matrix"
          actions={
            <button type="button" className="btn btn-primary" onClick={retry}>
              Try Again
            </button>
          }
        />
      )}
    >
      <Suspense fallback={<LoadingIndicator message="Loading matchup matrix..." />}>
        <MatrixPanel key={retryKey} projectId={project.databaseId} />
      </Suspense>
    </QueryErrorBoundary>
  );
}

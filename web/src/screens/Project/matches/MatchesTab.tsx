import { Suspense } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { MatchesTab_project$key } from '../../../__generated__/MatchesTab_project.graphql';
import { projectPath } from '../../../components/projects/display.ts';
import { QueryErrorBoundary } from '../../../components/projects/QueryErrorBoundary.tsx';
import { LoadingIndicator } from '../../../components/ui/LoadingIndicator.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/States.tsx';
import { useRetryKey } from '../../../components/matches/useRetryKey.ts';
import { MatchesPanel } from './MatchesPanel.tsx';

/** Logging matches needs two archetypes to play against each other (spec section 9). */
const MIN_ARCHETYPES = 2;

/** The Matches tab: the match list with its filters, Log New Match and CSV for members. */
export function MatchesTab({ project: key }: { project: MatchesTab_project$key }) {
  const project = useFragment(
    graphql`
      fragment MatchesTab_project on Project {
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
        icon="layers"
        title="No Matches Available"
        message={
          project.viewerIsMember
            ? 'Create at least 2 archetypes in Assets before logging matches.'
            : 'This project needs at least 2 archetypes before matches can be logged.'
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
          title="Failed to load matches"
          message="The match list could not be loaded. Check your connection and try again."
          actions={
            <button type="button" className="btn btn-primary" onClick={retry}>
              Try Again
            </button>
          }
        />
      )}
    >
      <Suspense fallback={<LoadingIndicator message="Loading matches..." />}>
        <MatchesPanel key={retryKey} retryKey={retryKey} projectId={project.databaseId} canEdit={project.viewerIsMember} />
      </Suspense>
    </QueryErrorBoundary>
  );
}

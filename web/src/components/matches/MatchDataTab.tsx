import { Suspense, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link, useRevalidator } from 'react-router-dom';
import type { MatchDataTab_project$key } from '../../__generated__/MatchDataTab_project.graphql';
import { projectPath } from '../projects/display.ts';
import { QueryErrorBoundary } from '../ui/QueryErrorBoundary.tsx';
import type { IconName } from '../ui/Icon.tsx';
import { LoadingIndicator } from '../ui/LoadingIndicator.tsx';
import { EmptyState, ErrorState } from '../ui/States.tsx';

/** A matchup needs two archetypes to play against each other. */
const MIN_ARCHETYPES = 2;

interface Props {
  project: MatchDataTab_project$key;
  /** Shown while the project has fewer than two archetypes; members and visitors get their own message. */
  empty: { icon: IconName; title: string; memberMessage: string; visitorMessage: string };
  /** Shown when the panel's query fails, with Try Again. */
  failure: { title: string; message: string };
  loadingMessage: string;
  /** The panel's preloaded query: a new one (after Try Again) clears the error state. */
  queryRef: unknown;
  children: ReactNode;
}

/**
 * The frame the Matches, Matchup Matrix and Test Plan tabs share: the two-archetype empty state with a way to the
 * project's Assets, then the panel under its own loading indicator and error state. Try Again runs the route loader
 * again, which starts the tab's query afresh.
 */
export function MatchDataTab({ project: key, empty, failure, loadingMessage, queryRef, children }: Props) {
  const project = useFragment(
    graphql`
      fragment MatchDataTab_project on Project {
        archetypeCount
        databaseId
        teamDatabaseId
        viewerIsMember
      }
    `,
    key,
  );
  const { revalidate } = useRevalidator();
  if (project.archetypeCount < MIN_ARCHETYPES) {
    return (
      <EmptyState
        icon={empty.icon}
        title={empty.title}
        message={project.viewerIsMember ? empty.memberMessage : empty.visitorMessage}
        action={
          <Link to={`${projectPath(project.teamDatabaseId, project.databaseId)}/assets`} className="btn btn-primary">
            {project.viewerIsMember ? 'Go to Assets' : 'View Assets'}
          </Link>
        }
      />
    );
  }
  return (
    <QueryErrorBoundary
      resetKey={queryRef}
      fallback={() => (
        <ErrorState
          title={failure.title}
          message={failure.message}
          actions={
            <button type="button" className="btn btn-primary" onClick={() => void revalidate()}>
              Try Again
            </button>
          }
        />
      )}
    >
      <Suspense fallback={<LoadingIndicator message={loadingMessage} />}>{children}</Suspense>
    </QueryErrorBoundary>
  );
}

import { Suspense, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { projectPath } from '../projects/display.ts';
import { QueryErrorBoundary } from '../ui/QueryErrorBoundary.tsx';
import type { IconName } from '../ui/Icon.tsx';
import { LoadingIndicator } from '../ui/LoadingIndicator.tsx';
import { EmptyState, ErrorState } from '../ui/States.tsx';
import { useRetryKey } from './useRetryKey.ts';

/** A matchup needs two archetypes to play against each other (spec section 9). */
const MIN_ARCHETYPES = 2;

interface Props {
  project: { archetypeCount: number; databaseId: string; teamDatabaseId: string; viewerIsMember: boolean };
  /** Shown while the project has fewer than two archetypes; members and visitors get their own message. */
  empty: { icon: IconName; title: string; memberMessage: string; visitorMessage: string };
  /** Shown when the panel's query fails, with Try Again. */
  failure: { title: string; message: string };
  loadingMessage: string;
  /** The panel, given a key that changes on Try Again so it loads afresh. */
  children: (retryKey: number) => ReactNode;
}

/**
 * The frame the Matches and Matchup Matrix tabs share: the two-archetype empty state with a way to Assets, then
 * the panel under its own loading indicator and error state.
 */
export function MatchDataTab({ project, empty, failure, loadingMessage, children }: Props) {
  const [retryKey, retry] = useRetryKey();
  if (project.archetypeCount < MIN_ARCHETYPES) {
    return (
      <EmptyState
        icon={empty.icon}
        title={empty.title}
        message={project.viewerIsMember ? empty.memberMessage : empty.visitorMessage}
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
          title={failure.title}
          message={failure.message}
          actions={
            <button type="button" className="btn btn-primary" onClick={retry}>
              Try Again
            </button>
          }
        />
      )}
    >
      <Suspense fallback={<LoadingIndicator message={loadingMessage} />}>{children(retryKey)}</Suspense>
    </QueryErrorBoundary>
  );
}

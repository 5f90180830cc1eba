import { Suspense, type ReactNode } from 'react';
import { Link, useRevalidator } from 'react-router-dom';
import { QueryErrorBoundary } from '../ui/QueryErrorBoundary.tsx';
import type { IconName } from '../ui/Icon.tsx';
import { LoadingIndicator } from '../ui/LoadingIndicator.tsx';
import { EmptyState, ErrorState } from '../ui/States.tsx';

/** A matchup needs two archetypes to play against each other. */
const MIN_ARCHETYPES = 2;

interface Props {
  archetypeCount: number;
  /** The project's assets screen, where archetypes are created. */
  assetsPath: string;
  viewerIsMember: boolean;
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
 * The frame the Matches and Matchup Matrix tabs share: the two-archetype empty state with a way to Assets, then
 * the panel under its own loading indicator and error state. Try Again runs the route loader again, which starts
 * the tab's query afresh.
 */
export function MatchDataTab({ archetypeCount, assetsPath, viewerIsMember, empty, failure, loadingMessage, queryRef, children }: Props) {
  const { revalidate } = useRevalidator();
  if (archetypeCount < MIN_ARCHETYPES) {
    return (
      <EmptyState
        icon={empty.icon}
        title={empty.title}
        message={viewerIsMember ? empty.memberMessage : empty.visitorMessage}
        action={
          <Link to={assetsPath} className="btn btn-primary">
            {viewerIsMember ? 'Go to Assets' : 'View Assets'}
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

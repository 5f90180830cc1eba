import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useRevalidator } from 'react-router-dom';
import type { TeamScreenQuery } from '../../__generated__/TeamScreenQuery.graphql';
import { QueryErrorBoundary } from '../../components/ui/QueryErrorBoundary.tsx';
import { LoadingIndicator } from '../../components/ui/LoadingIndicator.tsx';
import { ErrorState } from '../../components/ui/States.tsx';
import { TeamDetail } from './TeamDetail.tsx';

export const TeamQuery = graphql`
  query TeamScreenQuery($teamId: ID!) {
    team(id: $teamId) {
      ...TeamDetail_team
    }
  }
`;

/** /teams/{teamId}: one team with its projects and, for members, its members. */
export function TeamScreen() {
  const queryRef = useLoaderData() as PreloadedQuery<TeamScreenQuery>;
  const { revalidate } = useRevalidator();
  const failed = <TeamLoadError onRetry={() => revalidate()} />;
  return (
    <div className="container">
      <QueryErrorBoundary resetKey={queryRef} fallback={() => failed}>
        <Suspense fallback={<LoadingIndicator message="Loading team..." />}>
          <TeamContent queryRef={queryRef} notFound={failed} />
        </Suspense>
      </QueryErrorBoundary>
    </div>
  );
}

function TeamContent({ queryRef, notFound }: { queryRef: PreloadedQuery<TeamScreenQuery>; notFound: React.ReactNode }) {
  const { team } = usePreloadedQuery<TeamScreenQuery>(TeamQuery, queryRef);
  // Unknown and private-to-others teams look the same, so that a private team's existence is not revealed.
  return team ? <TeamDetail team={team} /> : <>{notFound}</>;
}

function TeamLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <ErrorState
      title="Error Loading Team"
      message="Failed to load team data. The team may not exist, or it may be private."
      actions={
        <>
          <Link to="/" className="btn btn-secondary">
            Go Home
          </Link>
          <button type="button" className="btn btn-primary" onClick={onRetry}>
            Retry
          </button>
        </>
      }
    />
  );
}

import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useRevalidator } from 'react-router-dom';
import type { ProjectListScreenQuery } from '../../__generated__/ProjectListScreenQuery.graphql';
import type { FilteredMode } from '../../components/projects/FilterableProjectList.tsx';
import { MemberProjectList } from '../../components/projects/MemberProjectList.tsx';
import { PublicProjectList } from '../../components/projects/PublicProjectList.tsx';
import { errorCodeOf, QueryErrorBoundary } from '../../components/ui/QueryErrorBoundary.tsx';
import { LoadingIndicator } from '../../components/ui/LoadingIndicator.tsx';
import { Alert } from '../../components/ui/States.tsx';

export const ProjectListQuery = graphql`
  query ProjectListScreenQuery($publicOnly: Boolean!, $filter: ProjectFilter) {
    ...PublicProjectList_query @include(if: $publicOnly) @arguments(filter: $filter) @alias(as: "publicList")
    ...MemberProjectList_query @skip(if: $publicOnly) @arguments(filter: $filter) @alias(as: "memberList")
  }
`;

/** /projects/public, /projects/private and /projects/all: one filtered project list each. */
export function ProjectListScreen({ mode }: { mode: FilteredMode }) {
  const queryRef = useLoaderData() as PreloadedQuery<ProjectListScreenQuery>;
  const { revalidate } = useRevalidator();
  return (
    <div className="container">
      <QueryErrorBoundary resetKey={queryRef} fallback={(error) => <ListLoadError mode={mode} error={error} onRetry={() => revalidate()} />}>
        <Suspense fallback={<LoadingIndicator message="Loading projects..." />}>
          <ProjectListContent mode={mode} queryRef={queryRef} />
        </Suspense>
      </QueryErrorBoundary>
    </div>
  );
}

function ProjectListContent({ mode, queryRef }: { mode: FilteredMode; queryRef: PreloadedQuery<ProjectListScreenQuery> }) {
  const { publicList, memberList } = usePreloadedQuery<ProjectListScreenQuery>(ProjectListQuery, queryRef);
  if (mode === 'public') return publicList ? <PublicProjectList query={publicList} /> : null;
  return memberList ? <MemberProjectList mode={mode} query={memberList} /> : null;
}

/** A 401 outside the public list means the session ended: say so as a warning and offer the ways on. */
function ListLoadError({ mode, error, onRetry }: { mode: FilteredMode; error: Error; onRetry: () => void }) {
  if (mode !== 'public' && errorCodeOf(error) === 'UNAUTHENTICATED') {
    return (
      <Alert tone="warning">
        Authentication required to view projects. Please login or view public content instead.
        <div className="actions">
          <Link to="/auth" className="btn btn-primary btn-sm">
            Sign In
          </Link>
          <Link to="/projects/public" className="btn btn-secondary btn-sm">
            Public Projects
          </Link>
        </div>
      </Alert>
    );
  }
  return (
    <Alert tone="error">
      Failed to fetch projects
      <div className="actions">
        <button type="button" className="btn btn-secondary btn-sm" onClick={onRetry}>
          Retry
        </button>
      </div>
    </Alert>
  );
}

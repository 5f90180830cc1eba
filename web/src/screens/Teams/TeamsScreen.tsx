import { Suspense, useState } from 'react';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Navigate, useLoaderData, useNavigation, useRevalidator, useSearchParams } from 'react-router-dom';
import type { TeamsScreenQuery } from '../../__generated__/TeamsScreenQuery.graphql';
import type { TeamsScreen_query$key } from '../../__generated__/TeamsScreen_query.graphql';
import type { TeamsScreenPaginationQuery } from '../../__generated__/TeamsScreenPaginationQuery.graphql';
import { LoadMore } from '../../components/ui/LoadMore.tsx';
import { QueryErrorBoundary } from '../../components/ui/QueryErrorBoundary.tsx';
import { CreateTeamForm } from '../../components/teams/CreateTeamForm.tsx';
import { PendingInvitations } from '../../components/teams/PendingInvitations.tsx';
import { TeamCard } from '../../components/teams/TeamCard.tsx';
import { LoadingIndicator } from '../../components/ui/LoadingIndicator.tsx';
import { EmptyState, ErrorState } from '../../components/ui/States.tsx';
import { useToast } from '../../components/ui/Toasts.tsx';
import './teams-screen.css';

export const TeamsQuery = graphql`
  query TeamsScreenQuery {
    ...TeamsScreen_query
  }
`;

/** /teams: the signed-in user's open invitations and teams, with an inline form to create a team. */
export function TeamsScreen() {
  const queryRef = useLoaderData() as PreloadedQuery<TeamsScreenQuery>;
  const { revalidate } = useRevalidator();
  return (
    <div className="container">
      <QueryErrorBoundary
        resetKey={queryRef}
        fallback={() => (
          <ErrorState
            title="Failed to load teams"
            message="Your teams could not be loaded. Check your connection and try again."
            actions={
              <button type="button" className="btn btn-primary" onClick={() => revalidate()}>
                Retry
              </button>
            }
          />
        )}
      >
        <Suspense fallback={<LoadingIndicator message="Loading teams..." />}>
          <MyTeams queryRef={queryRef} />
        </Suspense>
      </QueryErrorBoundary>
    </div>
  );
}

function MyTeams({ queryRef }: { queryRef: PreloadedQuery<TeamsScreenQuery> }) {
  const query = usePreloadedQuery<TeamsScreenQuery>(TeamsQuery, queryRef);
  const { data, ...paging } = usePaginationFragment<TeamsScreenPaginationQuery, TeamsScreen_query$key>(
    graphql`
      fragment TeamsScreen_query on Query
      @refetchable(queryName: "TeamsScreenPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 24 }, cursor: { type: "String" }) {
        ...PendingInvitations_query
        openInvitations: invitations(first: 1) {
          totalCount
        }
        myTeams(first: $count, after: $cursor) @connection(key: "TeamsScreen_myTeams") {
          __id
          totalCount
          edges {
            node {
              id
              databaseId
              ...TeamCard_team
            }
          }
        }
      }
    `,
    query,
  );
  const { myTeams, openInvitations } = data;
  // /teams?create=1 opens the form straight away, and is how a member of a single team reaches it at all.
  const [params] = useSearchParams();
  const [creating, setCreating] = useState(params.has('create'));
  const toast = useToast();

  // A single team is where the user wants to be (spec: /teams redirects to it), unless invitations wait for an answer.
  // Not while the user is already on the way elsewhere (say, from a notification opened as this list loaded): this
  // redirect would replace that navigation.
  const leaving = useNavigation().state !== 'idle';
  if (!leaving && myTeams.totalCount === 1 && myTeams.edges.length === 1 && openInvitations.totalCount === 0 && !params.has('create')) return <Navigate to={`/teams/${myTeams.edges[0].node.databaseId}`} replace />;

  const created = () => {
    setCreating(false);
    toast('Team created', 'success');
  };

  return (
    <>
      <div className="page-header">
        <div>
          <h1>My Teams</h1>
          <p className="muted">Teams you belong to. Each team owns its testing projects.</p>
        </div>
        {!creating && (
          <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
            Create Team
          </button>
        )}
      </div>
      <PendingInvitations query={data} teamsConnection={myTeams.__id} />
      {creating && <CreateTeamForm connections={[myTeams.__id]} onCancel={() => setCreating(false)} onCreated={created} />}
      <div className="teams-list">
        {myTeams.edges.length === 0 ? (
          <EmptyState
            icon="users"
            title="No Teams Yet"
            message="Create a team to start testing decks with your friends, or ask a team owner to invite you."
            action={
              !creating && (
                <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
                  Create Your First Team
                </button>
              )
            }
          />
        ) : (
          <div className="grid-cards">
            {myTeams.edges.map(({ node }) => (
              <TeamCard key={node.id} team={node} />
            ))}
          </div>
        )}
        <LoadMore paging={paging} shown={myTeams.edges.length} total={myTeams.totalCount} noun="teams" />
      </div>
    </>
  );
}

import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useRevalidator, useSearchParams } from 'react-router-dom';
import type { DecksScreenQuery } from '../../__generated__/DecksScreenQuery.graphql';
import { QueryErrorBoundary } from '../../components/ui/QueryErrorBoundary.tsx';
import { LoadingIndicator } from '../../components/ui/LoadingIndicator.tsx';
import { ErrorState, ReadOnlyBanner } from '../../components/ui/States.tsx';
import { onTabListKeyDown, tabStop } from '../../components/ui/tabs.ts';
import { useSession } from '../../session/useSession.ts';
import { DECK_VIEWS, defaultView, isDeckView, type DeckView } from './deck-views.ts';
import { DecksBrowser } from './DecksBrowser.tsx';
import './decks.css';

export const DecksQuery = graphql`
  query DecksScreenQuery($scope: ArchetypeListScope!, $signedIn: Boolean!) {
    ...DecksBrowser_query @arguments(scope: $scope)
    games
    formats
    myTeams(first: 20) @include(if: $signedIn) {
      edges {
        node {
          projects(first: 1) {
            edges { node { id name game format } }
          }
        }
      }
    }
  }
`;

/** /decks: archetypes and their decklists across projects, in the public, private or all view. */
export function DecksScreen() {
  const queryRef = useLoaderData() as PreloadedQuery<DecksScreenQuery>;
  const session = useSession();
  const [params] = useSearchParams();
  const { revalidate } = useRevalidator();
  const requested = params.get('view');
  const view: DeckView = isDeckView(requested) ? requested : defaultView(Boolean(session));
  const current = DECK_VIEWS.find((v) => v.id === view)!;

  return (
    <div className="container container-wide decks-page">
      <header className="page-header decks-header">
        <div>
          <h1>Decks</h1>
          <p className="muted">{current.subtitle}</p>
        </div>
      </header>
      <div className="tabs" role="tablist" aria-label="Deck views" onKeyDown={onTabListKeyDown}>
        {DECK_VIEWS.filter((v) => session || !v.signedInOnly).map((v) => (
          <Link key={v.id} to={`/decks?view=${v.id}`} role="tab" aria-selected={v.id === view} tabIndex={tabStop(v.id === view)} className="tab">
            {v.label}
          </Link>
        ))}
      </div>
      {!session && (
        <ReadOnlyBanner
          action={
            <Link to="/auth" className="btn btn-primary btn-sm">
              Sign In
            </Link>
          }
        >
          You are browsing public decks read-only. Sign in to create archetypes and import your own decklists.
        </ReadOnlyBanner>
      )}
      <QueryErrorBoundary
        resetKey={queryRef}
        fallback={() => (
          <ErrorState
            title="Error Loading Decks"
            message="Failed to load decks data"
            actions={
              <button type="button" className="btn btn-primary" onClick={() => revalidate()}>
                Retry
              </button>
            }
          />
        )}
      >
        <Suspense fallback={<LoadingIndicator message="Loading decks..." />}>
          <DecksContent key={view} queryRef={queryRef} view={view} />
        </Suspense>
      </QueryErrorBoundary>
    </div>
  );
}

function DecksContent({ queryRef, view }: { queryRef: PreloadedQuery<DecksScreenQuery>; view: DeckView }) {
  const data = usePreloadedQuery<DecksScreenQuery>(DecksQuery, queryRef);
  const first = data.myTeams?.edges.flatMap((edge) => edge.node.projects.edges.map((p) => p.node))[0];
  const firstProject = first ? { id: first.id, name: first.name, game: first.game, format: first.format } : null;
  return <DecksBrowser query={data} view={view} games={data.games} formats={data.formats} firstProject={firstProject} />;
}

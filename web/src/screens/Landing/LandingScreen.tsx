import { Suspense, useState } from 'react';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useRevalidator } from 'react-router-dom';
import type { LandingScreenQuery } from '../../__generated__/LandingScreenQuery.graphql';
import type { LandingScreenProjects_query$key } from '../../__generated__/LandingScreenProjects_query.graphql';
import type { LandingScreenProjectsPaginationQuery } from '../../__generated__/LandingScreenProjectsPaginationQuery.graphql';
import type { LandingScreenTeams_query$key } from '../../__generated__/LandingScreenTeams_query.graphql';
import type { LandingScreenTeamsPaginationQuery } from '../../__generated__/LandingScreenTeamsPaginationQuery.graphql';
import { LoadMore } from '../../components/ui/LoadMore.tsx';
import { ProjectCard } from '../../components/projects/ProjectCard.tsx';
import { QueryErrorBoundary } from '../../components/ui/QueryErrorBoundary.tsx';
import { TeamCard } from '../../components/teams/TeamCard.tsx';
import { LoadingIndicator } from '../../components/ui/LoadingIndicator.tsx';
import { Alert, EmptyState } from '../../components/ui/States.tsx';
import { onTabListKeyDown, tabStop } from '../../components/ui/tabs.ts';
import { useSession } from '../../session/useSession.ts';
import { LandingHero } from './LandingHero.tsx';
import './landing.css';

export const LandingQuery = graphql`
  query LandingScreenQuery($signedIn: Boolean!) {
    ...LandingHero_query @arguments(signedIn: $signedIn)
    ...LandingScreenProjects_query
    ...LandingScreenTeams_query
  }
`;

type Tab = 'projects' | 'teams';

/** / : the public home: the greeting, then public projects and public teams in two tabs. */
export function LandingScreen() {
  const queryRef = useLoaderData() as PreloadedQuery<LandingScreenQuery>;
  const { revalidate } = useRevalidator();
  return (
    <div className="container">
      {/* The greeting shows at once and learns whether the user has a team when the query answers. */}
      <QueryErrorBoundary resetKey={queryRef} fallback={() => <LandingHero query={null} />}>
        <Suspense fallback={<LandingHero query={null} />}>
          <GreetingFromQuery queryRef={queryRef} />
        </Suspense>
      </QueryErrorBoundary>
      <QueryErrorBoundary
        resetKey={queryRef}
        fallback={() => (
          <Alert tone="error">
            Failed to load public content
            <div className="actions">
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => revalidate()}>
                Retry
              </button>
            </div>
          </Alert>
        )}
      >
        <Suspense fallback={<LoadingIndicator />}>
          <PublicContent queryRef={queryRef} />
        </Suspense>
      </QueryErrorBoundary>
    </div>
  );
}

function GreetingFromQuery({ queryRef }: { queryRef: PreloadedQuery<LandingScreenQuery> }) {
  return <LandingHero query={usePreloadedQuery<LandingScreenQuery>(LandingQuery, queryRef)} />;
}

function PublicContent({ queryRef }: { queryRef: PreloadedQuery<LandingScreenQuery> }) {
  const query = usePreloadedQuery<LandingScreenQuery>(LandingQuery, queryRef);
  const { data: projects, ...projectPaging } = usePaginationFragment<LandingScreenProjectsPaginationQuery, LandingScreenProjects_query$key>(
    graphql`
      fragment LandingScreenProjects_query on Query
      @refetchable(queryName: "LandingScreenProjectsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 24 }, cursor: { type: "String" }) {
        publicProjects(first: $count, after: $cursor) @connection(key: "LandingScreen_publicProjects") {
          totalCount
          edges {
            node {
              id
              ...ProjectCard_project
            }
          }
        }
      }
    `,
    query,
  );
  const { data: teams, ...teamPaging } = usePaginationFragment<LandingScreenTeamsPaginationQuery, LandingScreenTeams_query$key>(
    graphql`
      fragment LandingScreenTeams_query on Query
      @refetchable(queryName: "LandingScreenTeamsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 24 }, cursor: { type: "String" }) {
        publicTeams(first: $count, after: $cursor) @connection(key: "LandingScreen_publicTeams") {
          totalCount
          edges {
            node {
              id
              ...TeamCard_team
            }
          }
        }
      }
    `,
    query,
  );
  const { publicProjects } = projects;
  const { publicTeams } = teams;
  const [tab, setTab] = useState<Tab>('projects');
  // With nothing public to browse yet, the next step is to start one's own.
  const startYourOwn = useSession() ? (
    <Link to="/teams" className="btn btn-primary">
      Go to My Teams
    </Link>
  ) : (
    <Link to="/auth?mode=register" className="btn btn-primary">
      Create an Account
    </Link>
  );
  const tabButton = (value: Tab, label: string, count: number) => (
    <button type="button" role="tab" id={`landing-tab-${value}`} aria-controls={`landing-panel-${value}`} aria-selected={tab === value} tabIndex={tabStop(tab === value)} className="tab" onClick={() => setTab(value)}>
      {label} ({count})
    </button>
  );
  return (
    <section className="landing-browse" aria-labelledby="landing-browse-heading">
      {/* The level between the greeting's <h1> and the cards' <h3>s: the outline reads in order, the tabs name the rest. */}
      <h2 id="landing-browse-heading" className="sr-only">
        Browse public content
      </h2>
      <div className="tabs" role="tablist" aria-label="Public content" onKeyDown={onTabListKeyDown}>
        {tabButton('projects', 'Public Projects', publicProjects.totalCount)}
        {tabButton('teams', 'Public Teams', publicTeams.totalCount)}
      </div>
      {tab === 'projects' ? (
        <div role="tabpanel" id="landing-panel-projects" aria-labelledby="landing-tab-projects">
          {publicProjects.edges.length === 0 ? (
            <EmptyState icon="folder" title="No Public Projects" message="When teams share their testing projects publicly, they will show up here." action={startYourOwn} />
          ) : (
            <div className="grid-cards">
              {publicProjects.edges.map(({ node }) => (
                <ProjectCard key={node.id} project={node} viewOnly />
              ))}
            </div>
          )}
          <LoadMore paging={projectPaging} shown={publicProjects.edges.length} total={publicProjects.totalCount} noun="projects" />
        </div>
      ) : (
        <div role="tabpanel" id="landing-panel-teams" aria-labelledby="landing-tab-teams">
          {publicTeams.edges.length === 0 ? (
            <EmptyState icon="users" title="No Public Teams" message="Public teams will show up here once someone opens their testing to everyone." action={startYourOwn} />
          ) : (
            <div className="grid-cards">
              {publicTeams.edges.map(({ node }) => (
                <TeamCard key={node.id} team={node} browsing />
              ))}
            </div>
          )}
          <LoadMore paging={teamPaging} shown={publicTeams.edges.length} total={publicTeams.totalCount} noun="teams" />
        </div>
      )}
    </section>
  );
}

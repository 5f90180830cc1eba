import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { LandingHero_query$key } from '../../__generated__/LandingHero_query.graphql';
import { displayNameOf } from '../../session/session-store.ts';
import { useSession } from '../../session/useSession.ts';

/**
 * The landing greeting. A signed-in user with a team is welcomed back to it; one without a team yet is welcomed and
 * pointed at making or joining one; while their teams are not known (loading, or the query failed) the greeting
 * says neither. A visitor is invited to explore and sign in.
 */
export function LandingHero({ query: key }: { query: LandingHero_query$key | null }) {
  const session = useSession();
  const query = useFragment(
    graphql`
      fragment LandingHero_query on Query @argumentDefinitions(signedIn: { type: "Boolean!" }) {
        myTeams(first: 1) @include(if: $signedIn) {
          totalCount
        }
      }
    `,
    key,
  );
  const teamCount = query?.myTeams?.totalCount ?? null;
  return (
    <section className="hero">
      {session ? (
        <>
          {teamCount === 0 ? (
            <>
              <h1>Welcome to Sideboard, {displayNameOf(session.user)}!</h1>
              <p>Create a team, or accept an invitation to one, to start logging matches and building your matchup matrix.</p>
            </>
          ) : (
            <>
              <h1>
                {teamCount === null ? 'Hello' : 'Welcome back'}, {displayNameOf(session.user)}!
              </h1>
              <p>Pick up where your team left off: log matches, refine decklists and check the matchup matrix before the next event.</p>
            </>
          )}
          <div className="row">
            <Link to="/teams" className="btn btn-light btn-lg">
              {teamCount === 0 ? 'Create or Join a Team' : 'My Teams'}
            </Link>
          </div>
        </>
      ) : (
        <>
          <h1>Test decks together. Bring the right one.</h1>
          <p>Discover public projects, decks and archetypes from teams around the world. Sign in to create your own, log matches and read your matchup matrix.</p>
          <div className="row">
            <Link to="/auth?mode=register" className="btn btn-light btn-lg">
              Get Started
            </Link>
            <Link to="/auth" className="btn btn-ghost btn-lg" style={{ color: '#fff' }}>
              Sign In
            </Link>
          </div>
        </>
      )}
    </section>
  );
}

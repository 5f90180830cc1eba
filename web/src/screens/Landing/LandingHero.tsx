import { Link } from 'react-router-dom';
import { displayNameOf } from '../../session/session-store.ts';
import { useSession } from '../../session/useSession.ts';

/** The landing greeting: the signed-in user by name with My Teams, or an invitation to explore and sign in. */
export function LandingHero() {
  const session = useSession();
  return (
    <section className="hero">
      {session ? (
        <>
          <h1>Welcome back, {displayNameOf(session.user)}!</h1>
          <p>Pick up where your team left off: log matches, refine decklists and check the matchup matrix before the next event.</p>
          <div className="row">
            <Link to="/teams" className="btn btn-light btn-lg">
              My Teams
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

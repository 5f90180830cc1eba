import { LandingHero } from './LandingHero.tsx';

/** / : the public home. */
export function LandingScreen() {
  return (
    <div className="container">
      <LandingHero />
    </div>
  );
}

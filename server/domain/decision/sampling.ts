// Seeded random draws for the Monte Carlo of the deck choice: the same seed gives the same answer, so a page shows
// the same numbers on every reload and tests can pin them. pure-rand gives the uniform stream (xoroshiro128+); the
// shaped distributions below are the textbook constructions on top of it.
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

export interface Sampler {
  /** Uniform on (0, 1): never exactly 0, so logarithms stay finite. */
  uniform(): number;
  normal(): number;
  gamma(shape: number): number;
  beta(alpha: number, beta: number): number;
  /** One draw of a Dirichlet with these concentrations (all > 0); the parts add up to 1. */
  dirichlet(alphas: readonly number[]): number[];
}

export function seededSampler(seed: number): Sampler {
  const rng = xoroshiro128plus(seed);
  const uniform = () => {
    let u = 0;
    while (u === 0) u = uniformFloat64(rng);
    return u;
  };
  // Box–Muller; the second value of each pair is dropped for simplicity (draws are cheap next to the gamma's loop).
  const normal = () => Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
  // Marsaglia & Tsang (2000); shapes below 1 use the boost Γ(a) = Γ(a+1)·U^(1/a).
  const gamma = (shape: number): number => {
    if (shape < 1) return gamma(shape + 1) * uniform() ** (1 / shape);
    const d = shape - 1 / 3;
    const c = 1 / Math.sqrt(9 * d);
    for (;;) {
      let x: number;
      let v: number;
      do {
        x = normal();
        v = 1 + c * x;
      } while (v <= 0);
      v = v * v * v;
      const u = uniform();
      if (u < 1 - 0.0331 * x ** 4 || Math.log(u) < 0.5 * x * x + d * (1 - v + Math.log(v))) return d * v;
    }
  };
  const beta = (a: number, b: number) => {
    const x = gamma(a);
    return x / (x + gamma(b));
  };
  const dirichlet = (alphas: readonly number[]) => {
    const draws = alphas.map((a) => gamma(a));
    const total = draws.reduce((sum, x) => sum + x, 0);
    return draws.map((x) => x / total);
  };
  return { uniform, normal, gamma, beta, dirichlet };
}

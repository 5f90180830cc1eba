// Reference values for the Monte Carlo tests, by numeric integration (Simpson's rule) rather than sampling.
const STEPS = 4000;

function logBeta(a: number, b: number): number {
  return logGamma(a) + logGamma(b) - logGamma(a + b);
}

/** Lanczos approximation (g = 7), accurate to ~1e-13 for positive arguments. */
function logGamma(x: number): number {
  const c = [0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = c[0];
  for (let i = 1; i < 9; i++) sum += c[i] / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

export const betaPdf = (a: number, b: number) => (x: number) => (x <= 0 || x >= 1 ? 0 : Math.exp((a - 1) * Math.log(x) + (b - 1) * Math.log1p(-x) - logBeta(a, b)));

export function integrate(f: (x: number) => number, from = 0, to = 1, steps = STEPS): number {
  const h = (to - from) / steps;
  let sum = f(from) + f(to);
  for (let i = 1; i < steps; i++) sum += f(from + i * h) * (i % 2 ? 4 : 2);
  return (sum * h) / 3;
}

export const betaCdf = (a: number, b: number, x: number) => integrate(betaPdf(a, b), 0, x);

export function betaQuantile(a: number, b: number, q: number): number {
  let [low, high] = [0, 1];
  for (let i = 0; i < 40; i++) {
    const mid = (low + high) / 2;
    if (betaCdf(a, b, mid) < q) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/** P(X > Y) for independent X ~ Beta(a1, b1), Y ~ Beta(a2, b2): ∫ f_X(x) F_Y(x) dx. */
export function probabilityGreater(a1: number, b1: number, a2: number, b2: number): number {
  // F_Y on a grid, accumulated once, so the outer integral stays cheap.
  const n = 2000;
  const fy = betaPdf(a2, b2);
  const fx = betaPdf(a1, b1);
  let cdf = 0;
  let total = 0;
  const h = 1 / n;
  for (let i = 1; i <= n; i++) {
    const x = i * h;
    cdf += ((fy(x - h) + fy(x)) / 2) * h;
    total += fx(x - h / 2) * cdf * h;
  }
  return total;
}

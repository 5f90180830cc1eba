// The Nash equilibrium of a matchup game, exactly, by linear programming (yalps' simplex). The game is constant-sum:
// the row deck's payoff is its match win rate (draws count half), the column deck's the rest. The row player's
// equilibrium mix x maximises the worst win rate v over the columns:
//
//   maximise v  subject to  Σ_i x_i·M_ij ≥ v for every column j,  Σ x = 1,  x ≥ 0.
//
// With every M_ij > 0 (shifted when not), substituting u = x / v gives the textbook form: minimise Σ u subject to
// Mᵀu ≥ 1, u ≥ 0; then v = 1 / Σ u and x = u·v. The column player's mix is the same problem for 1 − Mᵀ.
// For the symmetric game of a matrix (rows and columns the same archetypes, M_ji = 1 − M_ij) v is ½ and x is a
// mix no archetype beats: the field no opponent can exploit.
import { solve } from 'yalps';

export interface MatrixGameSolution {
  /** The row player's equilibrium mix (adds up to 1). */
  row: number[];
  /** The column player's equilibrium mix. */
  column: number[];
  /** The row player's win rate at equilibrium. */
  value: number;
}

/** Weights below this are rounding of the simplex (yalps' precision is 1e-8): they are no part of the support. */
export const SUPPORT_TOLERANCE = 1e-7;

const OBJECTIVE = -1;

/** The row player's maximin mix of a game whose payoffs (rows × columns) are the row's win rates. */
export function maximinMix(payoff: readonly (readonly number[])[]): { mix: number[]; value: number } {
  const rows = payoff.length;
  const columns = payoff[0]?.length ?? 0;
  if (rows === 0 || columns === 0) throw new Error('A matrix game needs at least one row and one column');
  let least = Infinity;
  for (const row of payoff) for (const x of row) least = Math.min(least, x);
  // Shift every payoff to at least 1 so that the value is positive and u = x / v is defined.
  const shift = 1 - least;
  // Constraint keys are the column indices; OBJECTIVE is the key of Σ u.
  const variables = payoff.map((row, i) => [i, [[OBJECTIVE, 1], ...row.map((x, j) => [j, x + shift] as const)]] as const);
  const constraints = Array.from({ length: columns }, (_, j) => [j, { min: 1 }] as const);
  const solution = solve<number, number>({ direction: 'minimize', objective: OBJECTIVE, constraints, variables }, { includeZeroVariables: true });
  if (solution.status !== 'optimal') throw new Error(`The equilibrium program ended ${solution.status}`);
  const u = new Array<number>(rows).fill(0);
  for (const [i, value] of solution.variables) u[i] = value;
  const total = u.reduce((sum, x) => sum + x, 0);
  const mix = u.map((x) => (x / total < SUPPORT_TOLERANCE ? 0 : x / total));
  const kept = mix.reduce((sum, x) => sum + x, 0);
  return { mix: mix.map((x) => x / kept), value: 1 / total - shift };
}

/** Both players' equilibrium mixes of a constant-sum matchup game (payoff[i][j]: row deck i's rate against column j). */
export function solveMatrixGame(payoff: readonly (readonly number[])[]): MatrixGameSolution {
  const row = maximinMix(payoff);
  const transposed = (payoff[0] ?? []).map((_, j) => payoff.map((r) => 1 - r[j]));
  return { row: row.mix, column: maximinMix(transposed).mix, value: row.value };
}

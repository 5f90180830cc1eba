// Statistics beyond the independent matchups of decision/: partial pooling, best-of-N from games, public priors, the
// equilibrium of the matchup game and play/draw and sideboarding effects. Pure functions over plain data (inputs and
// outputs are structured-clone-able), so a worker can run any of them. docs/statistics.md states each model.

export { DRAW_CREDIT, rateOf, summariseDraws } from './records.ts';
export type { Estimate, MatchupRecord, Record3 } from './records.ts';
export { fitPooledModel, pooledMatchup, HYPER_PRIOR_RATE } from './pooled-matchups.ts';
export type { PooledInput, PooledMatchup, PooledModel, PooledOptions } from './pooled-matchups.ts';
export type { Hyper } from './pooled-fit.ts';
export { drawPooledRates, POOLED_DRAW_DEFAULTS } from './pooled-draws.ts';
export type { PairDraws } from './pooled-draws.ts';
export { betaParameters, publicPrior } from './public-prior.ts';
export type { PublicPrior } from './public-prior.ts';
export { matchOutcome } from './best-of.ts';
export type { BestOfRules, GameRates, MatchOutcome, PlayDrawRates } from './best-of.ts';
export { addMatchGames, bestOfEstimate, noGameRecords, BEST_OF_DEFAULTS } from './best-of-posterior.ts';
export type { BestOfEstimate, BestOfInput, GameRecords } from './best-of-posterior.ts';
export { betaInterval, posteriorOf, rateDifference } from './rate-difference.ts';
export type { BetaParameters, RateDifference } from './rate-difference.ts';
export { matchupEffects } from './play-draw-effects.ts';
export type { MatchupEffects } from './play-draw-effects.ts';
export { maximinMix, solveMatrixGame, SUPPORT_TOLERANCE } from './equilibrium.ts';
export type { MatrixGameSolution } from './equilibrium.ts';
export { equilibriumOfDraws, EQUILIBRIUM_SAMPLES } from './equilibrium-draws.ts';
export type { EquilibriumArchetype, EquilibriumInput, EquilibriumSummary } from './equilibrium-draws.ts';

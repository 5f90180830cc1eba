// Matchup statistics: pure functions over match counts aggregated by SQL.

export type { MatchRow, Interval } from './types.ts';
export { wilsonInterval, gamesNeeded, DEFAULT_Z } from './wilson.ts';
export { buildMatrix, cellFromCountRows, countListsOf, countRowOf, matrixCell, matrixCountRows, shortLabel, updateCountRows, updateMatrix } from './matrix.ts';
export type { ArchetypeInput, CellCounts, CountLists, MatrixArchetype, MatrixCell, MatrixCountRow, MatchupMatrix, MatrixOptions, MatrixUnit } from './matrix.ts';
export { applyRowChanges } from './row-changes.ts';
export { addCounts, flipCounts, gameStats, noGames, unrecordedGames } from './game-stats.ts';
export type { GameRate, GameStats } from './game-stats.ts';
export { matrixCellBand, winRatePercent } from './bands.ts';
export type { MatrixCellBand } from './bands.ts';
export { matchStats, archetypePerspective } from './match-stats.ts';
export type { MatchStats, PerspectiveRow } from './match-stats.ts';
export { expectedWinRates } from './expected-win-rate.ts';
export { leastTestedMatchups } from './least-tested.ts';
export type { TestedMatchup } from './least-tested.ts';
export type { ExpectedWinRate, FieldShares } from './expected-win-rate.ts';

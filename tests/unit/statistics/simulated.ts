// Simulated matrices for the statistics tests and bench/statistics.ts: archetypes with strengths and matchup
// deviations drawn from the pooled model's own prior, and matches drawn from the resulting rates.
import { seededSampler } from '../../../server/domain/decision/sampling.ts';
import type { MatchupRecord } from '../../../server/domain/statistics/records.ts';

export interface SimulatedMatrix {
  archetypes: string[];
  /** truth[i][j]: i's true match win rate against j. */
  truth: number[][];
  records: MatchupRecord[];
}

export function simulatedMatrix(count: number, options: { seed?: number; matchesPerPair?: [number, number]; strengthSd?: number; deviationSd?: number } = {}): SimulatedMatrix {
  const sampler = seededSampler(options.seed ?? 1);
  const [fewest, most] = options.matchesPerPair ?? [0, 30];
  const archetypes = Array.from({ length: count }, (_, i) => `a${String(i).padStart(2, '0')}`);
  const theta = archetypes.map(() => (options.strengthSd ?? 0.3) * sampler.normal());
  const truth = archetypes.map(() => archetypes.map(() => 0.5));
  const records: MatchupRecord[] = [];
  for (let i = 0; i < count; i++) {
    for (let j = i + 1; j < count; j++) {
      const p = 1 / (1 + Math.exp(-(theta[i] - theta[j] + (options.deviationSd ?? 0.5) * sampler.normal())));
      truth[i][j] = p;
      truth[j][i] = 1 - p;
      const n = fewest + Math.floor(sampler.uniform() * (most - fewest + 1));
      let wins = 0;
      for (let m = 0; m < n; m++) if (sampler.uniform() < p) wins += 1;
      if (n > 0) records.push({ archetypeId: archetypes[i], opponentId: archetypes[j], wins, losses: n - wins });
    }
  }
  return { archetypes, truth, records };
}

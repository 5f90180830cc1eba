// The statistics run in worker threads: their inputs and answers must cross postMessage, which copies by the
// structured clone algorithm. Each answer is cloned and must come back equal.
import { describe, expect, it } from 'vitest';
import { bestOfEstimate, drawPooledRates, equilibriumOfDraws, fitPooledModel, matchupEffects, noGameRecords, solveMatrixGame } from '../../../server/domain/statistics/index.ts';
import { simulatedMatrix } from './simulated.ts';

describe('answers survive structuredClone', () => {
  it('the pooled model, its draws, the equilibrium, best-of and effects', () => {
    const sim = simulatedMatrix(5, { seed: 2 });
    const input = { archetypes: sim.archetypes, records: sim.records };
    const model = fitPooledModel(structuredClone(input));
    const draws = drawPooledRates(structuredClone(model), { samples: 30 });
    const games = noGameRecords();
    games.preBoard.onThePlay.wins = 3;
    const answers = [
      model,
      draws,
      equilibriumOfDraws({ archetypes: sim.archetypes, draws: structuredClone(draws), metagame: [{ id: sim.archetypes[0], share: 1 }] }),
      bestOfEstimate({ games, matches: { wins: 2, losses: 1 }, rules: { bestOf: 3 } }, { samples: 50 }),
      matchupEffects(games),
      solveMatrixGame([
        [0.5, 0.7],
        [0.3, 0.5],
      ]),
    ];
    for (const answer of answers) expect(structuredClone(answer)).toEqual(answer);
    // A model that went through a clone gives the same draws as the original.
    expect(drawPooledRates(structuredClone(model), { samples: 30 })).toEqual(draws);
  });
});

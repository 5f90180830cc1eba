// Times the statistics of server/domain/statistics/ at 30 archetypes: the pooled model's fit (σ and τ chosen from
// the data, then the mode and the Laplace approximation), its 4,000 posterior draws, the equilibrium over 1,000 of
// them, and per pair the best-of-three from its games and the play/draw effects. Pure domain code, no database; a
// worker runs it in the app. The first fit in the process is timed apart (a worker's first job pays for compiling).
// The anchor, in the same run: today's deck-choice model doing the same kind of work, 4,000 independent Beta draws
// for each of the 435 pairs.
//   node bench/statistics.ts [runs]
import { seededSampler } from '../server/domain/decision/sampling.ts';
import { bestOfEstimate, drawPooledRates, equilibriumOfDraws, fitPooledModel, matchupEffects, type GameRecords } from '../server/domain/statistics/index.ts';
import { simulatedMatrix } from '../tests/unit/statistics/simulated.ts';
import { machine, timeSync } from './support.ts';

const RUNS = Number(process.argv[2] ?? 20);
const ARCHETYPES = 30;
const sim = simulatedMatrix(ARCHETYPES, { seed: 1, matchesPerPair: [0, 30] });
const input = { archetypes: sim.archetypes, records: sim.records };
const matches = sim.records.reduce((sum, r) => sum + r.wins + r.losses, 0);

const time = (label: string, fn: () => unknown, runs = RUNS) => timeSync(label, fn, runs);

function anchor(): void {
  const sampler = seededSampler(1);
  const out = new Float64Array(4000);
  for (const r of sim.records) for (let s = 0; s < out.length; s++) out[s] = sampler.beta(1 + r.wins, 1 + r.losses);
  // The unplayed pairs are Beta(1, 1) draws too.
  for (let k = sim.records.length; k < (ARCHETYPES * (ARCHETYPES - 1)) / 2; k++) for (let s = 0; s < out.length; s++) out[s] = sampler.beta(1, 1);
}

const games: GameRecords = {
  preBoard: { onThePlay: { wins: 9, losses: 6, draws: 0 }, onTheDraw: { wins: 7, losses: 8, draws: 0 } },
  postBoard: { onThePlay: { wins: 10, losses: 8, draws: 0 }, onTheDraw: { wins: 8, losses: 9, draws: 0 } },
};

console.log(`${RUNS} runs each; ${ARCHETYPES} archetypes, ${sim.records.length} played pairs, ${matches} matches; ${machine()}`);
let start = process.hrtime.bigint();
const model = fitPooledModel(input);
console.log(`first pooled fit in this process: ${(Number(process.hrtime.bigint() - start) / 1e6).toFixed(1)} ms (σ ${model.hyper.strengthSd.toFixed(3)}, τ ${model.hyper.deviationSd.toFixed(3)})`);
time('anchor: independent Beta draws, 435 pairs × 4000', anchor);
time('pooled fit (σ, τ chosen, mode, Laplace)', () => fitPooledModel(input));
time('pooled fit with σ, τ given', () => fitPooledModel(input, { hyper: model.hyper }));
time('pooled draws, 435 pairs × 4000', () => drawPooledRates(model));
const draws = drawPooledRates(model);
start = process.hrtime.bigint();
equilibriumOfDraws({ archetypes: sim.archetypes, draws, metagame: sim.archetypes.map((id) => ({ id, share: 1 })) });
console.log(`first equilibrium in this process: ${(Number(process.hrtime.bigint() - start) / 1e6).toFixed(1)} ms`);
time('equilibrium over 1000 draws (a metagame measured)', () => equilibriumOfDraws({ archetypes: sim.archetypes, draws, metagame: sim.archetypes.map((id) => ({ id, share: 1 })) }), Math.max(3, Math.ceil(RUNS / 4)));
time('best-of-three from games, one pair, 4000 draws', () => bestOfEstimate({ games, matches: { wins: 12, losses: 10 }, rules: { bestOf: 3 } }));
time('play/draw and sideboarding effects, one pair', () => matchupEffects(games));

// GET /projects/{id}/deck-choice and /test-next, Project.deckChoice and Project.testNext: which of the team's
// candidate archetypes to bring against the saved metagame, and which matchups' next matches would most change that.
import type { RequestContext } from '../../context.ts';
import { deckChoice, drawDeckChoice, type CandidateEstimate } from '../../domain/decision/deck-choice.ts';
import { matchupValues, type MatchupValue } from '../../domain/decision/value-of-information.ts';
import { deckChoiceOptionsSchema, testNextOptionsSchema, type DeckChoiceOptionsInput, type TestNextOptionsInput } from '../../domain/validation/decisions.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { readableProject } from '../access/permissions.ts';
import { decisionInputs } from './decision-inputs.ts';

type DecisionProject = Parameters<typeof decisionInputs>[1];

export interface DeckChoiceAnswer {
  metagameAsOf: Date | null;
  seed: number;
  metagameSampleSize: number;
  /** Every candidate, most likely best first; estimates are null without a saved metagame. */
  candidates: Array<{ archetypeId: string; name: string; estimate: CandidateEstimate | null }>;
}

const options = (seed: number, metagameSampleSize: number) => ({ seed, metagameSampleSize: metagameSampleSize || null });

/** For a project row the caller has read with the viewer's rights (GraphQL), or by id (REST). */
export async function projectDeckChoice(ctx: RequestContext, project: DecisionProject, input: DeckChoiceOptionsInput = {}): Promise<DeckChoiceAnswer> {
  const { seed, metagameSampleSize } = parseInput(deckChoiceOptionsSchema, input);
  const inputs = await decisionInputs(ctx, project);
  const estimates = new Map(deckChoice(inputs, options(seed, metagameSampleSize)).map((e) => [e.archetype_id, e]));
  const candidates = inputs.candidateRows
    .map((a) => ({ archetypeId: a.id, name: a.name, estimate: estimates.get(a.id) ?? null }))
    .sort((a, b) => (b.estimate?.probability_best ?? 0) - (a.estimate?.probability_best ?? 0));
  return { metagameAsOf: inputs.metagameAsOf, seed, metagameSampleSize, candidates };
}

export async function getDeckChoice(ctx: RequestContext, projectId: string, input: DeckChoiceOptionsInput = {}) {
  return projectDeckChoice(ctx, await readableProject(ctx, projectId), input);
}

/** The draws a test-next answer weighs: fewer than the deck choice's, since every pair is weighed over a ladder of batches. */
const TEST_NEXT_SAMPLES = 2000;

export interface TestNextAnswer {
  metagameAsOf: Date | null;
  matches: number;
  /** Every pair of a candidate and an archetype of the field, the most valuable first; empty without a choice to make. */
  matchups: Array<MatchupValue & { matches_played: number }>;
}

export async function projectTestNext(ctx: RequestContext, project: DecisionProject, input: TestNextOptionsInput = {}): Promise<TestNextAnswer> {
  const { seed, metagameSampleSize, matches } = parseInput(testNextOptionsSchema, input);
  const inputs = await decisionInputs(ctx, project);
  const field = inputs.field.filter((f) => f.share > 0);
  if (inputs.candidates.length === 0 || field.length === 0) return { metagameAsOf: inputs.metagameAsOf, matches, matchups: [] };
  const draws = drawDeckChoice(inputs, { ...options(seed, metagameSampleSize), samples: TEST_NEXT_SAMPLES });
  // Each unordered pair once: a pair of two candidates is reported from the first candidate's side.
  const seen = new Set<string>();
  const pairs: Array<[string, string]> = [];
  for (const c of inputs.candidates) {
    for (const { id } of field) {
      const key = [c, id].sort().join('|');
      if (id === c || seen.has(key)) continue;
      seen.add(key);
      pairs.push([c, id]);
    }
  }
  const played = (x: string, y: string) => inputs.record(x, y);
  return {
    metagameAsOf: inputs.metagameAsOf,
    matches,
    matchups: matchupValues(draws, pairs, matches).map((v) => {
      const record = played(v.archetype_id, v.opponent_id);
      return { ...v, matches_played: record ? record.wins + record.losses : 0 };
    }),
  };
}

export async function getTestNext(ctx: RequestContext, projectId: string, input: TestNextOptionsInput = {}) {
  return projectTestNext(ctx, await readableProject(ctx, projectId), input);
}

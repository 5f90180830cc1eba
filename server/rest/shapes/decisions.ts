// REST shapes of the deck choice, "test next" and the test plan.
import { z } from 'zod';
import type { DeckChoiceAnswer, TestNextAnswer } from '../../services/decisions/deck-choice-queries.ts';
import type { TestPlan } from '../../services/test-plans/test-plan-queries.ts';
import { id, instant } from './fields.ts';
import { publicUserJson, publicUserSchema } from './users.ts';

const probability = () => z.number().min(0).max(1);

const credibleIntervalSchema = z
  .object({ lower: probability(), upper: probability() })
  .meta({ id: 'CredibleInterval', description: 'The 2.5% and 97.5% quantiles of the simulated win rates (a 95% credible interval).' });

export const deckChoiceSchema = z
  .object({
    metagame_as_of: instant().nullable().meta({ description: 'The date of the saved metagame used; null when none is saved (no estimates then).' }),
    seed: z.int().meta({ description: 'The seed of the simulation: the same seed and data give the same answer.' }),
    metagame_sample_size: z.int().meta({ description: 'How many decks the shares are treated as counted from (Dirichlet concentration); 0 takes them as exact.' }),
    candidates: z.array(
      z.object({
        archetype_id: id(),
        name: z.string(),
        expected_win_rate: probability().nullable().meta({ description: 'Expected match win rate against the field (posterior mean).' }),
        interval: credibleIntervalSchema.nullable(),
        probability_best: probability().nullable().meta({ description: 'Probability that this candidate has the highest expected win rate.' }),
      }),
    ),
  })
  .meta({ id: 'DeckChoice', description: "Each of the team's candidate archetypes against the saved metagame, most likely best first." });

export function deckChoiceJson(answer: DeckChoiceAnswer): z.infer<typeof deckChoiceSchema> {
  return {
    metagame_as_of: answer.metagameAsOf?.toISOString() ?? null,
    seed: answer.seed,
    metagame_sample_size: answer.metagameSampleSize,
    candidates: answer.candidates.map(({ archetypeId, name, estimate }) => ({
      archetype_id: archetypeId,
      name,
      expected_win_rate: estimate?.expected_win_rate ?? null,
      interval: estimate?.interval ?? null,
      probability_best: estimate?.probability_best ?? null,
    })),
  };
}

export const testNextSchema = z
  .object({
    metagame_as_of: instant().nullable(),
    matches: z.int().meta({ description: 'The batch of matches weighed for each matchup.' }),
    matchups: z.array(
      z.object({
        archetype_id: id().meta({ description: 'The candidate.' }),
        opponent_id: id(),
        matches_played: z.int(),
        probability_wrong_now: probability().meta({ description: 'Probability that the deck chosen now is not the best.' }),
        probability_wrong_after: probability().meta({ description: 'Expected probability of choosing wrong after `matches` more matches of this matchup.' }),
        reduction: probability().meta({ description: 'probability_wrong_now − probability_wrong_after: the value of those matches.' }),
        matches_to_settle: z.int().nullable().meta({ description: 'The fewest matches (5, 10, 20, 40 or 80) that bring 90% of what 80 would; null when even 80 change the choice little.' }),
      }),
    ),
  })
  .meta({ id: 'TestNext', description: 'The matchups whose next matches would most change the deck choice, most valuable first.' });

export function testNextJson(answer: TestNextAnswer): z.infer<typeof testNextSchema> {
  return {
    metagame_as_of: answer.metagameAsOf?.toISOString() ?? null,
    matches: answer.matches,
    matchups: answer.matchups.map(({ archetype_id, opponent_id, matches_played, probability_wrong_now, probability_wrong_after, reduction, matches_to_settle }) => ({
      archetype_id,
      opponent_id,
      matches_played,
      probability_wrong_now,
      probability_wrong_after: Math.max(0, probability_wrong_after),
      reduction,
      matches_to_settle,
    })),
  };
}

export const testPlanSchema = z
  .object({
    revision: z.int().meta({ description: 'How many times the plan was saved (0: never); name it as base_revision when saving an edit of this plan.' }),
    matchups: z.array(
      z.object({
        archetype_id: id(),
        opponent_id: id(),
        target_matches: z.int().nullable(),
        max_interval_width: z.number().nullable(),
        players: z.array(publicUserSchema),
        matches_played: z.int(),
        wins: z.int().meta({ description: "The first archetype's wins of matches_played." }),
        interval_width: probability().meta({ description: "Width of the 95% Wilson interval of the first archetype's win rate." }),
        matches_needed: z.int().meta({ description: 'More matches to reach the target (0 once reached).' }),
        progress: probability(),
        done: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'TestPlan', description: "A project's test plan: a target per matchup, its players and its progress." });

export function testPlanJson(plan: TestPlan): z.infer<typeof testPlanSchema> {
  return {
    revision: plan.revision,
    matchups: plan.matchups.map((m) => ({
      archetype_id: m.archetypeId,
      opponent_id: m.opponentId,
      target_matches: m.targetMatches,
      max_interval_width: m.maxIntervalWidth,
      players: m.players.map(publicUserJson),
      matches_played: m.progress.matches_played,
      wins: m.progress.wins,
      interval_width: m.progress.interval_width,
      matches_needed: m.progress.matches_needed,
      progress: m.progress.progress,
      done: m.progress.done,
    })),
  };
}

import { deckChoiceOptionsSchema, saveTestPlanSchema, testNextOptionsSchema } from '../../domain/validation/decisions.ts';
import { getDeckChoice, getTestNext } from '../../services/decisions/deck-choice-queries.ts';
import { saveTestPlan } from '../../services/test-plans/save-test-plan.ts';
import { getTestPlan } from '../../services/test-plans/test-plan-queries.ts';
import { route } from '../route.ts';
import { deckChoiceJson, deckChoiceSchema, testNextJson, testNextSchema, testPlanJson, testPlanSchema } from '../shapes/decisions.ts';

const tag = 'Deck choice';

export const decisionRoutes = [
  route({
    method: 'GET',
    path: '/projects/:id/deck-choice',
    tag,
    auth: 'optional',
    summary:
      "Which deck to bring: for each archetype marked as ours (is_candidate), its expected match win rate against the saved metagame with a 95% interval and the probability that it is the best choice, by seeded Monte Carlo (docs/statistics.md). seed (default 1) and metagame_sample_size (default 100; 0 takes the shares as exact).",
    query: deckChoiceOptionsSchema,
    response: deckChoiceSchema,
    handler: async (ctx, { params, query }) => deckChoiceJson(await getDeckChoice(ctx, params.id, query)),
  }),
  route({
    method: 'GET',
    path: '/projects/:id/test-next',
    tag,
    auth: 'optional',
    summary:
      'Which matchups to test next: for each pair of a candidate and an archetype of the saved metagame, how much `matches` more matches (default 10) would reduce the probability of choosing the wrong deck, and how many would settle it; most valuable first. Takes the deck choice\'s seed and metagame_sample_size.',
    query: testNextOptionsSchema,
    response: testNextSchema,
    handler: async (ctx, { params, query }) => testNextJson(await getTestNext(ctx, params.id, query)),
  }),
  route({
    method: 'GET',
    path: '/projects/:id/test-plan',
    tag,
    auth: 'optional',
    summary: "A project's test plan: its matchups in order with their target (target_matches or max_interval_width), players and progress.",
    response: testPlanSchema,
    handler: async (ctx, { params }) => testPlanJson(await getTestPlan(ctx, params.id)),
  }),
  route({
    method: 'PUT',
    path: '/projects/:id/test-plan',
    tag,
    auth: 'required',
    summary:
      "Replaces the project's test plan (team members): matchups of two archetypes of the project, each pair once, each with exactly one of target_matches (1–1000) or max_interval_width (above 0.02, below 1), and player_ids of team members. Name the plan's revision the matchups were made from as base_revision (0 before the first save): a plan saved since answers 409 EDIT_CONFLICT.",
    body: saveTestPlanSchema,
    errors: [409],
    response: testPlanSchema,
    handler: async (ctx, { params, body }) => testPlanJson(await saveTestPlan(ctx, params.id, body)),
  }),
];

// The deck choice and its test plan: the options of GET /projects/{id}/deck-choice and /test-next, and the plan a
// team saves (PUT /projects/{id}/test-plan).
import { z } from 'zod';
import { DECK_CHOICE_DEFAULTS } from '../decision/deck-choice.ts';
import { MATCH_LADDER } from '../decision/value-of-information.ts';
import { baseRevision, optional, requiredId, withDefault } from './fields.ts';
import { isUuid } from './ids.ts';
import { wholeNumber } from './matches.ts';

const SEED_MESSAGE = 'seed must be a whole number from 0 to 4294967295';
const KAPPA_MESSAGE = 'metagame_sample_size must be a whole number from 0 to 100000';

/** GET /projects/{id}/deck-choice and Project.deckChoice (the project is named apart). */
export const deckChoiceOptionsSchema = z
  .object({
    seed: withDefault(wholeNumber(SEED_MESSAGE, 0, 2 ** 32 - 1), DECK_CHOICE_DEFAULTS.seed),
    // 0 takes the saved shares as exact
    metagameSampleSize: withDefault(wholeNumber(KAPPA_MESSAGE, 0, 100_000), DECK_CHOICE_DEFAULTS.metagameSampleSize),
  })
  .strict();

export type DeckChoiceOptionsInput = z.input<typeof deckChoiceOptionsSchema>;

export const TEST_NEXT_DEFAULT_MATCHES = 10;
const BATCH_MAX = MATCH_LADDER[MATCH_LADDER.length - 1];

/** GET /projects/{id}/test-next and Project.testNext: the deck choice's options and the batch of matches weighed. */
export const testNextOptionsSchema = deckChoiceOptionsSchema
  .extend({ matches: withDefault(wholeNumber(`matches must be a whole number from 1 to ${BATCH_MAX}`, 1, BATCH_MAX), TEST_NEXT_DEFAULT_MATCHES) })
  .strict();

export type TestNextOptionsInput = z.input<typeof testNextOptionsSchema>;

export const TEST_PLAN_MATCHUPS_MAX = 200;
export const TEST_PLAN_PLAYERS_MAX = 20;
export const TARGET_MATCHES_MAX = 1000;
export const ONE_TARGET_MESSAGE = 'Give a matchup either target_matches or max_interval_width';
export const SAME_PAIR_MESSAGE = 'Each matchup can be in the plan once';
const WIDTH_MESSAGE = 'max_interval_width must be a number above 0.02 and below 1';

const id = (message: string) => requiredId(message).refine(isUuid, `${message.replace(' is required', '')} is not a valid id`).transform((s) => s.toLowerCase());

const testPlanMatchup = z
  .object({
    archetypeId: id('Archetype ID is required'),
    opponentId: id('Opponent ID is required'),
    targetMatches: optional(wholeNumber(`target_matches must be a whole number from 1 to ${TARGET_MATCHES_MAX}`, 1, TARGET_MATCHES_MAX)),
    maxIntervalWidth: optional(z.number({ error: WIDTH_MESSAGE }).gt(0.02, WIDTH_MESSAGE).lt(1, WIDTH_MESSAGE)),
    playerIds: withDefault(z.array(id('Player ID is required')).max(TEST_PLAN_PLAYERS_MAX, `A matchup can have at most ${TEST_PLAN_PLAYERS_MAX} players`), []),
  })
  .strict()
  .refine((m) => m.archetypeId !== m.opponentId, { message: 'A matchup needs two different archetypes', path: ['opponentId'] })
  .refine((m) => (m.targetMatches === undefined) !== (m.maxIntervalWidth === undefined), { message: ONE_TARGET_MESSAGE, path: ['targetMatches'] })
  .transform((m) => ({ ...m, playerIds: [...new Set(m.playerIds)] }));

const unorderedPair = (m: { archetypeId: string; opponentId: string }) => [m.archetypeId, m.opponentId].sort().join('|');

/** PUT /projects/{id}/test-plan and saveTestPlan: the whole plan, replacing the one before; its order is kept. */
export const saveTestPlanSchema = z
  .object({
    matchups: z
      .array(testPlanMatchup, { error: 'matchups must be a list of { archetype_id, opponent_id, target_matches | max_interval_width, player_ids }' })
      .max(TEST_PLAN_MATCHUPS_MAX, `A test plan can have at most ${TEST_PLAN_MATCHUPS_MAX} matchups`)
      .refine((list) => new Set(list.map(unorderedPair)).size === list.length, SAME_PAIR_MESSAGE),
    /** The test plan revision the matchups were edited from (0: none saved yet). */
    baseRevision,
  })
  .strict();

export type SaveTestPlanInput = z.input<typeof saveTestPlanSchema>;

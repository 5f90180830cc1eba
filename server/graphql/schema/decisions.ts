// Which deck to bring and how to test for it: Project.deckChoice, Project.testNext and Project.testPlan, and the
// saveTestPlan mutation. Reads go through services/decisions and services/test-plans on a project the viewer has
// already read; the candidates are archetypes with isCandidate (changed by updateArchetype).
import type { CandidateEstimate } from '../../domain/decision/deck-choice.ts';
import type { SaveTestPlanInput } from '../../domain/validation/decisions.ts';
import { projectDeckChoice, projectTestNext, type DeckChoiceAnswer, type TestNextAnswer } from '../../services/decisions/deck-choice-queries.ts';
import { saveTestPlan } from '../../services/test-plans/save-test-plan.ts';
import { projectTestPlan, type PlannedMatchup } from '../../services/test-plans/test-plan-queries.ts';
import { builder } from '../builder.ts';
import { EDIT_ERRORS } from '../errors.ts';
import { databaseId } from '../ids.ts';
import type { FieldsOf } from '../inputs.ts';

const PROJECT_SELECT = { id: true, name: true, teamId: true, visibility: true, matrixVersion: true } as const;

const CredibleIntervalRef = builder.objectRef<CandidateEstimate['interval']>('CredibleInterval').implement({
  description: 'The 2.5% and 97.5% quantiles of simulated win rates (a 95% credible interval).',
  fields: (t) => ({
    lower: t.exposeFloat('lower', { description: 'Lower bound, 0 to 1.' }),
    upper: t.exposeFloat('upper', { description: 'Upper bound, 0 to 1.' }),
  }),
});

const CandidateRef = builder.objectRef<DeckChoiceAnswer['candidates'][number]>('DeckChoiceCandidate').implement({
  description: 'One of the archetypes the team may bring, against the saved metagame.',
  fields: (t) => ({
    archetypeId: t.exposeString('archetypeId', { description: "The archetype's database id." }),
    name: t.exposeString('name', { description: "The archetype's name." }),
    expectedWinRate: t.float({ nullable: true, description: 'Expected match win rate (posterior mean); null without a saved metagame.', resolve: (c) => c.estimate?.expected_win_rate ?? null }),
    interval: t.field({ type: CredibleIntervalRef, nullable: true, description: '95% credible interval of that rate.', resolve: (c) => c.estimate?.interval ?? null }),
    probabilityBest: t.float({ nullable: true, description: 'Probability that it has the highest expected win rate of the candidates.', resolve: (c) => c.estimate?.probability_best ?? null }),
  }),
});

const DeckChoiceRef = builder.objectRef<DeckChoiceAnswer>('DeckChoice').implement({
  description: "Which deck to bring: each candidate archetype against the saved metagame, most likely best first (seeded Monte Carlo; see docs/statistics.md).",
  fields: (t) => ({
    metagameAsOf: t.field({ type: 'DateTime', nullable: true, description: 'The date of the saved metagame used; null when none is saved.', resolve: (d) => d.metagameAsOf }),
    seed: t.exposeInt('seed', { description: 'The seed of the simulation.' }),
    metagameSampleSize: t.exposeInt('metagameSampleSize', { description: 'How many decks the shares count as (Dirichlet concentration); 0 = exact shares.' }),
    candidates: t.field({ type: [CandidateRef], description: 'The candidates, most likely best first.', resolve: (d) => d.candidates }),
  }),
});

const MatchupValueRef = builder.objectRef<TestNextAnswer['matchups'][number]>('MatchupValue').implement({
  description: "What more matches of one matchup would do to the deck choice.",
  fields: (t) => ({
    archetypeId: t.exposeString('archetype_id', { description: "The candidate's database id." }),
    opponentId: t.exposeString('opponent_id', { description: "The opponent's database id." }),
    matchesPlayed: t.exposeInt('matches_played', { description: 'Matches of the pair so far.' }),
    probabilityWrongNow: t.exposeFloat('probability_wrong_now', { description: 'Probability that the deck chosen now is not the best.' }),
    probabilityWrongAfter: t.float({ description: 'Expected probability of choosing wrong after the batch of matches.', resolve: (v) => Math.max(0, v.probability_wrong_after) }),
    reduction: t.exposeFloat('reduction', { description: 'The expected reduction in the probability of choosing wrong.' }),
    matchesToSettle: t.exposeInt('matches_to_settle', { nullable: true, description: 'The fewest matches (5 to 80) that bring 90% of what 80 would; null when even 80 change little.' }),
  }),
});

const TestNextRef = builder.objectRef<TestNextAnswer>('TestNext').implement({
  description: 'The matchups whose next matches would most change the deck choice, most valuable first.',
  fields: (t) => ({
    metagameAsOf: t.field({ type: 'DateTime', nullable: true, description: 'The date of the saved metagame used.', resolve: (d) => d.metagameAsOf }),
    matches: t.exposeInt('matches', { description: 'The batch of matches weighed.' }),
    matchups: t.field({ type: [MatchupValueRef], description: 'Most valuable first.', resolve: (d) => d.matchups }),
  }),
});

const TestPlanPlayerRef = builder.objectRef<PlannedMatchup['players'][number]>('TestPlanPlayer').implement({
  description: 'A team member assigned to a matchup of the test plan.',
  fields: (t) => ({
    databaseId: t.exposeString('id', { description: "The user's database id." }),
    username: t.exposeString('username', { description: 'Username.' }),
    displayName: t.exposeString('displayName', { nullable: true, description: 'Display name.' }),
  }),
});

const TestPlanMatchupRef = builder.objectRef<PlannedMatchup>('TestPlanMatchup').implement({
  description: 'A matchup of the test plan with its target and progress.',
  fields: (t) => ({
    archetypeId: t.exposeString('archetypeId', { description: "The first archetype's database id." }),
    opponentId: t.exposeString('opponentId', { description: "The opponent's database id." }),
    targetMatches: t.exposeInt('targetMatches', { nullable: true, description: 'Target number of matches, or null.' }),
    maxIntervalWidth: t.exposeFloat('maxIntervalWidth', { nullable: true, description: 'Target largest width of the 95% interval, or null.' }),
    players: t.field({ type: [TestPlanPlayerRef], description: 'Assigned players.', resolve: (m) => m.players }),
    matchesPlayed: t.int({ description: 'Matches of the pair so far.', resolve: (m) => m.progress.matches_played }),
    wins: t.int({ description: "The first archetype's wins.", resolve: (m) => m.progress.wins }),
    intervalWidth: t.float({ description: 'Width of the 95% Wilson interval of its win rate.', resolve: (m) => m.progress.interval_width }),
    matchesNeeded: t.int({ description: 'More matches to reach the target.', resolve: (m) => m.progress.matches_needed }),
    progress: t.float({ description: '0 to 1.', resolve: (m) => m.progress.progress }),
    done: t.boolean({ description: 'Whether the target is reached.', resolve: (m) => m.progress.done }),
  }),
});

builder.prismaObjectField('Project', 'deckChoice', (t) =>
  t.field({
    type: DeckChoiceRef,
    description: "Which of the team's candidate archetypes to bring against the saved metagame.",
    args: {
      seed: t.arg.int({ description: 'Seed of the simulation (default 1).' }),
      metagameSampleSize: t.arg.int({ description: 'Dirichlet concentration of the shares (default 100; 0 = exact).' }),
    },
    select: PROJECT_SELECT,
    resolve: (project, args, ctx) => projectDeckChoice(ctx, project, args),
  }),
);

builder.prismaObjectField('Project', 'testNext', (t) =>
  t.field({
    type: TestNextRef,
    description: 'The matchups whose next matches would most change the deck choice.',
    args: {
      matches: t.arg.int({ description: 'The batch of matches to weigh (1 to 80, default 10).' }),
      seed: t.arg.int({ description: 'Seed of the simulation (default 1).' }),
      metagameSampleSize: t.arg.int({ description: 'Dirichlet concentration of the shares (default 100; 0 = exact).' }),
    },
    select: PROJECT_SELECT,
    resolve: (project, args, ctx) => projectTestNext(ctx, project, args),
  }),
);

builder.prismaObjectField('Project', 'testPlanRevision', (t) =>
  t.exposeInt('testPlanRevision', { description: 'How many times the test plan was saved (0: never); saveTestPlan names it as baseRevision.' }),
);

builder.prismaObjectField('Project', 'testPlan', (t) =>
  t.field({
    type: [TestPlanMatchupRef],
    description: "The project's test plan: its matchups in order with targets, players and progress.",
    select: PROJECT_SELECT,
    resolve: (project, _args, ctx) => projectTestPlan(ctx, project),
  }),
);

const TestPlanMatchupInputRef = builder.inputType('TestPlanMatchupInput', {
  description: 'One matchup of a test plan: two archetypes of the project and exactly one target.',
  fields: (t) => ({
    archetypeId: t.id({ required: true, description: 'Global ID or database id of an archetype of the project.' }),
    opponentId: t.id({ required: true, description: 'Global ID or database id of another archetype of the project.' }),
    targetMatches: t.int({ description: 'Target number of matches (1 to 1000).' }),
    maxIntervalWidth: t.float({ description: 'Target largest width of the 95% interval (above 0.02, below 1).' }),
    playerIds: t.idList({ description: 'Global IDs or database ids of team members assigned to it.' }),
  }),
});

builder.relayMutationField(
  'saveTestPlan',
  {
    description: "A project's whole test plan; it replaces the one before.",
    inputFields: (t) =>
      ({
        projectId: t.id({ required: true, description: 'Global ID or database id of the project.' }),
        matchups: t.field({ type: [TestPlanMatchupInputRef], required: true, description: 'The matchups in order (each pair once).' }),
        baseRevision: t.int({ description: "The plan's testPlanRevision the matchups were edited from: the save is refused with an EditConflictError when the plan was saved since. Absent: replace whatever is there." }),
      }) satisfies FieldsOf<SaveTestPlanInput, never, 'projectId'>,
  },
  {
    description: "Replaces a project's test plan (team members).",
    errors: { types: EDIT_ERRORS },
    resolve: async (_root, { input: { projectId, matchups, baseRevision } }, ctx) => ({
      ...(await saveTestPlan(ctx, databaseId(projectId, 'Project'), {
        baseRevision,
        matchups: matchups.map((m) => ({
          ...m,
          archetypeId: databaseId(m.archetypeId, 'Archetype'),
          opponentId: databaseId(m.opponentId, 'Archetype'),
          playerIds: m.playerIds?.map((id) => databaseId(id, 'User')),
        })),
      })),
    }),
  },
  {
    description: 'The saved test plan.',
    outputFields: (t) => ({
      testPlan: t.field({ type: [TestPlanMatchupRef], description: 'The plan with its progress.', resolve: (p) => p.matchups }),
      revision: t.int({ description: "The plan's new testPlanRevision.", resolve: (p) => p.revision }),
    }),
  },
);

// Parity cases for the deck choice, test-next and the test plan: each REST call next to its GraphQL field or mutation.
import { call, gid, lab, mutate, query, twins, type Env, type Row } from './decks-support.ts';
import type { ParityCases } from './cases.ts';

/** The lab with Alpha and Beta marked ours and a saved metagame of Beta and Gamma. */
async function decided(env: Env) {
  const l = await lab(env);
  for (const id of [l.A, l.B]) await call(env, 'PUT', `/archetypes/${id}`, { is_candidate: true });
  await call(env, 'PUT', `/projects/${l.projectId}/metagame`, { shares: [{ archetype_id: l.B, share: 60 }, { archetype_id: l.C, share: 40 }], as_of: '2026-11-01' });
  return l;
}

const PLAN = 'archetypeId opponentId targetMatches maxIntervalWidth players { username } matchesPlayed wins intervalWidth matchesNeeded progress done';
/** A plan's matchups with archetype names for ids (each side has its own twin project). */
const restPlan = (plan: Row, names: Record<string, string>) =>
  plan.matchups.map((m: Row) => ({ ...m, archetype_id: names[m.archetype_id], opponent_id: names[m.opponent_id], players: m.players.map((p: Row) => p.username) }));
const gqlPlan = (plan: Row[], names: Record<string, string>) =>
  plan.map((m) => ({
    archetype_id: names[m.archetypeId],
    opponent_id: names[m.opponentId],
    target_matches: m.targetMatches,
    max_interval_width: m.maxIntervalWidth,
    players: m.players.map((p: Row) => p.username),
    matches_played: m.matchesPlayed,
    wins: m.wins,
    interval_width: m.intervalWidth,
    matches_needed: m.matchesNeeded,
    progress: m.progress,
    done: m.done,
  }));
const namesOf = (l: Awaited<ReturnType<typeof lab>>) => ({ [l.A]: 'Alpha', [l.B]: 'Beta', [l.C]: 'Gamma' });

export const decisionCases: ParityCases = {
  'GET /projects/:id/deck-choice': async (env) => {
    const { projectId } = await decided(env);
    const rest = await call(env, 'GET', `/projects/${projectId}/deck-choice?seed=5&metagame_sample_size=50`);
    const gql = await query(env, `query ($id: ID!) { project(id: $id) { deckChoice(seed: 5, metagameSampleSize: 50) {
      metagameAsOf seed metagameSampleSize candidates { archetypeId name expectedWinRate interval { lower upper } probabilityBest } } } }`, { id: gid('Project', projectId) });
    const choice = gql.project.deckChoice;
    return [
      rest,
      {
        metagame_as_of: choice.metagameAsOf,
        seed: choice.seed,
        metagame_sample_size: choice.metagameSampleSize,
        candidates: choice.candidates.map((c: Row) => ({ archetype_id: c.archetypeId, name: c.name, expected_win_rate: c.expectedWinRate, interval: c.interval, probability_best: c.probabilityBest })),
      },
    ];
  },

  'GET /projects/:id/test-next': async (env) => {
    const { projectId } = await decided(env);
    const rest = await call(env, 'GET', `/projects/${projectId}/test-next?matches=20`);
    const gql = await query(env, `query ($id: ID!) { project(id: $id) { testNext(matches: 20) {
      metagameAsOf matches matchups { archetypeId opponentId matchesPlayed probabilityWrongNow probabilityWrongAfter reduction matchesToSettle } } } }`, { id: gid('Project', projectId) });
    const next = gql.project.testNext;
    return [
      rest,
      {
        metagame_as_of: next.metagameAsOf,
        matches: next.matches,
        matchups: next.matchups.map((m: Row) => ({
          archetype_id: m.archetypeId,
          opponent_id: m.opponentId,
          matches_played: m.matchesPlayed,
          probability_wrong_now: m.probabilityWrongNow,
          probability_wrong_after: m.probabilityWrongAfter,
          reduction: m.reduction,
          matches_to_settle: m.matchesToSettle,
        })),
      },
    ];
  },

  'PUT /projects/:id/test-plan': async (env) => {
    const [r, g] = await twins(() => lab(env));
    const rest = await call(env, 'PUT', `/projects/${r.projectId}/test-plan`, {
      matchups: [{ archetype_id: r.A, opponent_id: r.B, target_matches: 6, player_ids: [env.w.member.id] }, { archetype_id: r.C, opponent_id: r.A, max_interval_width: 0.5 }],
    });
    const gql = await mutate(env, 'saveTestPlan', {
      projectId: gid('Project', g.projectId),
      matchups: [{ archetypeId: gid('Archetype', g.A), opponentId: g.B, targetMatches: 6, playerIds: [gid('User', env.w.member.id)] }, { archetypeId: g.C, opponentId: g.A, maxIntervalWidth: 0.5 }],
    }, `testPlan { ${PLAN} }`);
    return [restPlan(rest, namesOf(r)), gqlPlan(gql.testPlan, namesOf(g))];
  },

  'GET /projects/:id/test-plan': async (env) => {
    const l = await lab(env);
    await call(env, 'PUT', `/projects/${l.projectId}/test-plan`, { matchups: [{ archetype_id: l.B, opponent_id: l.A, target_matches: 2, player_ids: [env.w.admin.id, env.w.member.id] }] });
    const rest = await call(env, 'GET', `/projects/${l.projectId}/test-plan`);
    const gql = await query(env, `query ($id: ID!) { project(id: $id) { testPlan { ${PLAN} } } }`, { id: gid('Project', l.projectId) });
    return [restPlan(rest, namesOf(l)), gqlPlan(gql.project.testPlan, namesOf(l))];
  },
};

// The archive's test plan, in its order: each matchup with its one target and the players who are members of the
// team (others are left out, as a plan only assigns members).
import { archiveProblem, orderedIds, type ArchiveSectionImporter } from './import-context.ts';

export const testPlanSection: ArchiveSectionImporter = {
  section: 'test_plan',
  async write(ctx) {
    const plan = ctx.archive.sections.test_plan;
    const ids = orderedIds(plan.length);
    const pairs = new Set<string>();
    for (const [position, m] of plan.entries()) {
      const at = `sections.test_plan.${position}`;
      const archetypeId = ctx.idOf(m.archetype, `${at}.archetype`);
      const opponentId = ctx.idOf(m.opponent, `${at}.opponent`);
      // The rules a saved plan keeps: two different archetypes, each pair once, exactly one target.
      if (archetypeId === opponentId) throw archiveProblem(`${at}.opponent`, 'a matchup is between two archetypes');
      const pair = [archetypeId, opponentId].sort().join(' ');
      if (pairs.has(pair)) throw archiveProblem(at, `${m.archetype} against ${m.opponent} is in the plan already`);
      pairs.add(pair);
      if ((m.target_matches === null) === (m.max_interval_width === null)) throw archiveProblem(at, 'a matchup has one target: target_matches or max_interval_width');
      const players = m.players.map((username) => ctx.userOf(username)).filter((id) => id !== null);
      await ctx.tx.testPlanMatchup.create({
        data: {
          id: ids[position],
          projectId: ctx.projectId,
          archetypeId,
          opponentId,
          targetMatches: m.target_matches,
          maxIntervalWidth: m.max_interval_width,
          position,
          players: { connect: players.map((id) => ({ id })) },
        },
      });
    }
  },
};

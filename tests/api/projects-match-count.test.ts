// A project's match count is a column the match triggers keep rather than a count of the matches: it follows every
// way a match comes and goes (helpers/match-count-scenario.ts), and asking for it, for one project or a list, sends
// no statement of its own.
import { describe, expect, it } from 'vitest';
import { t, useAppWithWorld, w } from './helpers/app-with-world.ts';
import { countStatements } from './helpers/count-statements.ts';
import { archetype, logged, project } from './helpers/match-data.ts';
import { matchCountFollowsEveryWrite } from './helpers/match-count-scenario.ts';

useAppWithWorld();
const sql = countStatements();

describe('a project match count', () => {
  it('follows logs, mirrors, edits, removals, restores and CSV imports, and leaves other projects alone', matchCountFollowsEveryWrite);

  it('costs no statement of its own, for one project or a list', async () => {
    for (const name of ['List One', 'List Two', 'List Three']) {
      const { id } = await project(w.privateTeam.id, name);
      const a = await archetype(id, 'Solo');
      await logged({ project_id: id, winner_archetype_id: a.id, loser_archetype_id: a.id });
    }
    const list = (fields: string) => `query ($teamId: ID!) { teamProjects(teamId: $teamId, first: 50) { edges { node { ${fields} } } } }`;
    const statements = async (fields: string) => {
      sql.reset();
      const response = await t.gql(list(fields), { teamId: w.privateTeam.id }, w.member.token);
      expect(response.errors).toBeUndefined();
      return { statements: sql.statements, nodes: response.data!.teamProjects.edges.map((e: any) => e.node) };
    };
    const withCounts = await statements('name matchCount');
    expect(withCounts.nodes.filter((p: any) => p.name.startsWith('List ')).map((p: any) => p.matchCount)).toEqual([1, 1, 1]);
    expect(withCounts.nodes.length).toBeGreaterThan(3);
    expect(withCounts.statements).toBe((await statements('name')).statements);
  });
});

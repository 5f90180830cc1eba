// A project's match count (Project.matchCount, match_count of GET /projects/{id}) is a column the match triggers keep
// (the project_active_matches migration): this drives every way a match comes and goes and compares both APIs'
// answers with a real count each time. Run on the embedded database (tests/api/projects-match-count.test.ts) and on
// a PostgreSQL server (tests/scale/project-match-count.test.ts).
import { expect } from 'vitest';
import { t, w } from './app-with-world.ts';
import { archetype, logged, project } from './match-data.ts';

async function counts(projectId: string): Promise<number> {
  const graphql = await t.gql(`query ($id: ID!) { project(id: $id) { matchCount } }`, { id: projectId }, w.member.token);
  expect(graphql.errors).toBeUndefined();
  const rest = await t.rest('GET', `/projects/${projectId}`, { token: w.member.token });
  expect(rest.status).toBe(200);
  const counted = await t.app.deps.db.match.count({ where: { projectId, isActive: true } });
  expect(graphql.data!.project.matchCount).toBe(counted);
  expect(rest.body.match_count).toBe(counted);
  return counted;
}

export async function matchCountFollowsEveryWrite(): Promise<void> {
  const { id: projectId } = await project(w.privateTeam.id, 'Counted Lab');
  const { id: otherId } = await project(w.privateTeam.id, 'Other Lab');
  const [a, b] = [await archetype(projectId, 'Alpha'), await archetype(projectId, 'Beta')];
  const other = await archetype(otherId, 'Gamma');
  expect(await counts(projectId)).toBe(0);

  const first = await logged({ project_id: projectId, winner_archetype_id: a.id, loser_archetype_id: b.id });
  await logged({ project_id: projectId, winner_archetype_id: a.id, loser_archetype_id: a.id });
  await logged({ project_id: otherId, winner_archetype_id: other.id, loser_archetype_id: other.id });
  expect(await counts(projectId)).toBe(2);

  // An edit that swaps the sides changes the row, not the count.
  expect((await t.rest('PUT', `/matches/${first.id}`, { token: w.member.token, body: { winner_archetype_id: b.id, loser_archetype_id: a.id } })).status).toBe(200);
  expect(await counts(projectId)).toBe(2);
  expect((await t.rest('DELETE', `/matches/${first.id}`, { token: w.member.token })).status).toBe(200);
  expect(await counts(projectId)).toBe(1);
  expect((await t.rest('PUT', `/matches/${first.id}`, { token: w.member.token, body: { is_active: true } })).status).toBe(200);
  expect(await counts(projectId)).toBe(2);

  const csv = ['winner_archetype,loser_archetype', 'Alpha,Beta', 'Beta,Alpha', 'Alpha,Beta'].join('\n');
  const imported = await t.rest('POST', '/matches/import', { token: w.member.token, body: { project_id: projectId, csv } });
  expect(imported.status, JSON.stringify(imported.body)).toBe(200);
  expect(await counts(projectId)).toBe(5);
  expect(await counts(otherId)).toBe(1);
}

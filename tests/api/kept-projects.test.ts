// Project rows are kept in memory (services/projects/kept-projects.ts): a kept project page or matrix sends no
// statement, and what the kept rows answer is what a fresh read answers after every kind of write made through the
// app (the project, its team, its archetypes, its matches, a removed account), for members and for outsiders.
import { describe, expect, it } from 'vitest';
import { t, useAppWithWorld, w } from './helpers/app-with-world.ts';
import { countStatements } from './helpers/count-statements.ts';
import { archetype, logged, project } from './helpers/match-data.ts';
import { signedInUser, joinTeam } from './helpers/users.ts';

useAppWithWorld();
const sql = countStatements();

const PAGE = `query ($id: ID!, $filter: MatchupMatrixFilter) {
  project(id: $id) {
    name description visibility isActive matchCount archetypeCount viewerIsMember
    team { name visibility viewerRole }
    matchupMatrix(filter: $filter) { totalMatches archetypes { name totalMatches totalWins } rows { archetypeId wins } }
  }
}`;

/** The project page and its REST twin as `token` sees them, with the statements they sent. */
async function page(projectId: string, token: string | undefined, filter: object = {}) {
  sql.reset();
  const graphql = await t.gql(PAGE, { id: projectId, filter }, token);
  expect(graphql.errors).toBeUndefined();
  const rest = await t.rest('GET', `/projects/${projectId}`, { token });
  const { updated_at: _updatedAt, ...restBody } = rest.body;
  return { answer: { graphql: graphql.data!.project, rest: { status: rest.status, body: restBody } }, statements: sql.statements };
}

/** What the kept rows answer equals a fresh read's answer, for a member, an outsider and a visitor. */
async function expectFresh(projectId: string, filter: object = {}) {
  for (const token of [w.member.token, w.outsider.token, undefined]) {
    const kept = (await page(projectId, token, filter)).answer;
    t.app.deps.keptProjects.forget('all');
    expect(kept, `as ${token === undefined ? 'a visitor' : token === w.member.token ? 'a member' : 'an outsider'}`).toEqual((await page(projectId, token, filter)).answer);
  }
}

describe('kept project rows', () => {
  it('answer the project page, its REST twin and a kept matrix without a statement', async () => {
    const { id } = await project(w.privateTeam.id, 'Quiet Lab');
    const [a, b] = [await archetype(id, 'Alpha'), await archetype(id, 'Beta')];
    await logged({ project_id: id, winner_archetype_id: a.id, loser_archetype_id: b.id });
    await page(id, w.member.token);
    const again = await page(id, w.member.token);
    expect(again.answer.graphql.matchCount).toBe(1);
    expect(again.statements).toBe(0);
  });

  it('follow every write to the project, its team, its archetypes and its matches', async () => {
    const team = (await t.rest('POST', '/teams', { token: w.owner.token, body: { name: 'Kept Squad', visibility: 'private' } })).body;
    await joinTeam(t, w.owner.token, team.id, w.member);
    const { id } = await project(team.id, 'Kept Lab');
    const owner = { token: w.owner.token };
    const member = { token: w.member.token };
    const steps: Array<[string, () => Promise<{ status: number }>]> = [];
    const step = (name: string, write: () => Promise<{ status: number }>) => steps.push([name, write]);
    let alpha = { id: '' };
    let beta = { id: '' };
    let match = { id: '' };
    step('an archetype created', async () => {
      alpha = await archetype(id, 'Alpha');
      beta = await archetype(id, 'Beta');
      return { status: 201 };
    });
    step('a match logged', async () => {
      match = { id: (await logged({ project_id: id, winner_archetype_id: alpha.id, loser_archetype_id: beta.id })).id };
      return { status: 201 };
    });
    step('a match edited', () => t.rest('PUT', `/matches/${match.id}`, { ...member, body: { winner_archetype_id: beta.id, loser_archetype_id: alpha.id } }));
    step('a match removed', () => t.rest('DELETE', `/matches/${match.id}`, member));
    step('a match restored', () => t.rest('PUT', `/matches/${match.id}`, { ...member, body: { is_active: true } }));
    step('matches imported', () => t.rest('POST', '/matches/import', { ...member, body: { project_id: id, csv: 'winner_archetype,loser_archetype\nAlpha,Beta\nAlpha,Beta' } }));
    step('an archetype renamed', () => t.rest('PUT', `/archetypes/${alpha.id}`, { ...member, body: { name: 'Alpha Prime' } }));
    step('an archetype retired', () => t.rest('PUT', `/archetypes/${beta.id}`, { ...member, body: { is_active: false } }));
    step('the project changed', () => t.rest('PUT', `/projects/${id}`, { ...owner, body: { name: 'Kept Lab II', description: 'Now described', is_active: false } }));
    step('the project made public', () => t.rest('PUT', `/projects/${id}`, { ...owner, body: { visibility: 'public' } }));
    step('the team renamed and made public', () => t.rest('PUT', `/teams/${team.id}`, { ...owner, body: { name: 'Kept Guild', visibility: 'public' } }));
    step('the project made private again', () => t.rest('PUT', `/projects/${id}`, { ...owner, body: { visibility: 'private' } }));
    step('an archetype deleted', () => t.rest('DELETE', `/archetypes/${beta.id}`, member));
    step('an archetype deleted from the admin panel', () => t.rest('DELETE', `/admin/archetypes/${alpha.id}`, { token: w.siteAdmin.token }));
    for (const [name, write] of steps) {
      const response = await write();
      expect(response.status, name).toBeLessThan(300);
      await expectFresh(id);
      // Kept again (the fresh read above is kept): the next write must still show.
      await page(id, w.member.token);
    }
    expect((await page(id, w.member.token)).answer.graphql).toMatchObject({ name: 'Kept Lab II', visibility: 'private', archetypeCount: 0, team: { name: 'Kept Guild' } });
  });

  it('follow a removed account: its matches lose their player in the matrix by player', async () => {
    const { id } = await project(w.privateTeam.id, 'Departures');
    const [a, b] = [await archetype(id, 'Alpha'), await archetype(id, 'Beta')];
    const leaving = await signedInUser(t);
    await joinTeam(t, w.owner.token, w.privateTeam.id, leaving);
    await logged({ project_id: id, winner_archetype_id: a.id, loser_archetype_id: b.id, winner_user_id: leaving.id });
    const byPlayer = { userId: leaving.id };
    expect((await page(id, w.member.token, byPlayer)).answer.graphql.matchupMatrix.totalMatches).toBe(1);
    const removed = await t.rest('DELETE', `/admin/users/${leaving.id}`, { token: w.siteAdmin.token });
    expect(removed.status).toBeLessThan(300);
    expect((await page(id, w.member.token, byPlayer)).answer.graphql.matchupMatrix.totalMatches).toBe(0);
    await expectFresh(id, byPlayer);
  });

  it('follow a deleted project and a deleted team: nobody reads them any more', async () => {
    const team = (await t.rest('POST', '/teams', { token: w.owner.token, body: { name: 'Short Lived', visibility: 'public' } })).body;
    const { id: first } = await project(team.id, 'First', 'public');
    const { id: second } = await project(team.id, 'Second', 'public');
    for (const id of [first, second]) expect((await page(id, undefined)).answer.graphql).not.toBeNull();
    expect((await t.rest('DELETE', `/projects/${first}`, { token: w.owner.token })).status).toBeLessThan(300);
    expect((await page(first, undefined)).answer).toEqual({ graphql: null, rest: { status: 404, body: expect.objectContaining({ message: 'Project not found' }) } });
    expect((await t.rest('DELETE', `/teams/${team.id}`, { token: w.owner.token })).status).toBeLessThan(300);
    expect((await page(second, undefined)).answer.graphql).toBeNull();
  });
});

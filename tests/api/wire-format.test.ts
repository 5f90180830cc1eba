// One command, two wire formats: REST names fields in snake_case (bodies, query strings, validation problems, the
// OpenAPI document), GraphQL in camelCase, and both reach the same camelCase command. Null in a field that cannot be
// cleared means "not given" on both.
import { beforeAll, describe, expect, it } from 'vitest';
import { t, useAppWithWorld, w } from './helpers/app-with-world.ts';
import { archetype, logged } from './helpers/match-data.ts';

useAppWithWorld();

let burn: { id: string };
let control: { id: string };
let foreign: { id: string };
beforeAll(async () => {
  burn = await archetype(w.privateProject.id, 'Wire Burn');
  control = await archetype(w.privateProject.id, 'Wire Control');
  foreign = await archetype(w.publicProjectOfPrivateTeam.id, 'Wire Foreign');
});

const LOG = `mutation ($input: LogMatchInput!) { logMatch(input: $input) { __typename ... on ValidationError { message problems { field message } } } }`;

describe('validation problems', () => {
  it('name the field as REST sent it, whether the schema or the service found the problem', async () => {
    const base = { project_id: w.privateProject.id, winner_archetype_id: burn.id, loser_archetype_id: control.id };
    const badFlag = await t.rest('POST', '/matches', { token: w.member.token, body: { ...base, went_first: 'sometimes' } });
    expect(badFlag).toMatchObject({ status: 400, body: { problems: [{ field: 'went_first', message: 'went_first must be true, false or null' }] } });
    const foreignSide = await t.rest('POST', '/matches', { token: w.member.token, body: { ...base, winner_archetype_id: foreign.id } });
    expect(foreignSide).toMatchObject({ status: 400, body: { problems: [{ field: 'winner_archetype_id', message: 'Winner archetype not found in this project' }] } });
  });

  it('name the field as GraphQL sent it', async () => {
    const input = { projectId: w.privateProject.id, winnerArchetypeId: foreign.id, loserArchetypeId: control.id };
    const answer = await t.gql(LOG, { input }, w.member.token);
    expect(answer.data?.logMatch).toEqual({
      __typename: 'ValidationError',
      message: 'Winner archetype not found in this project',
      problems: [{ field: 'winnerArchetypeId', message: 'Winner archetype not found in this project' }],
    });
  });
});

describe('REST field names', () => {
  it('refuses a body field under its camelCase name, and changes nothing', async () => {
    const match = await logged({ project_id: w.privateProject.id, winner_archetype_id: burn.id, loser_archetype_id: control.id });
    const refused = await t.rest('PUT', `/matches/${match.id}`, { token: w.member.token, body: { isActive: false } });
    expect(refused).toMatchObject({ status: 400, body: { message: 'Unrecognized key: "isActive"' } });
    expect((await t.rest('GET', `/matches/${match.id}`, { token: w.member.token })).body.is_active).toBe(true);
  });

  it('refuses a query parameter under its camelCase name, like any unknown one', async () => {
    await t.rest('PUT', `/archetypes/${control.id}`, { token: w.member.token, body: { is_active: false } });
    const camel = await t.rest('GET', '/archetypes?includeInactive=true', { token: w.member.token });
    expect(camel).toMatchObject({ status: 400, body: { code: 'VALIDATION', message: expect.stringMatching(/^Unknown query parameter includeInactive/) } });
    const names = (await t.rest('GET', '/archetypes?include_inactive=true', { token: w.member.token })).body.map((a: { name: string }) => a.name);
    expect(names).toContain('Wire Control');
    await t.rest('PUT', `/archetypes/${control.id}`, { token: w.member.token, body: { is_active: true } });
  });

  it('are the names the OpenAPI document gives', async () => {
    const { body: doc } = await t.rest('GET', '/openapi.json');
    const logBody = doc.paths['/api/matches'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(logBody.properties)).toEqual(expect.arrayContaining(['project_id', 'winner_archetype_id', 'went_first', 'match_date']));
    expect(logBody.required).toEqual(expect.arrayContaining(['project_id']));
    const matrixParameters = doc.paths['/api/matches/matrix'].get.parameters.map((p: { name: string }) => p.name);
    expect(matrixParameters).toEqual(expect.arrayContaining(['project_id', 'min_sample_size', 'decklist_versions', 'target_half_width', 'field']));
    expect(JSON.stringify(doc.paths)).not.toMatch(/"(projectId|winnerArchetypeId|minSampleSize|targetHalfWidth)"/);
  });
});

describe('null in a field that cannot be cleared', () => {
  it('leaves it as it is through REST, while null clears an optional one', async () => {
    const created = await t.rest('POST', '/archetypes', { token: w.member.token, body: { project_id: w.privateProject.id, name: 'Null Burn', game: 'Magic', format: 'Modern' } });
    const updated = await t.rest('PUT', `/archetypes/${created.body.id}`, { token: w.member.token, body: { name: null, is_active: null, format: null } });
    expect(updated).toMatchObject({ status: 200, body: { name: 'Null Burn', is_active: true, format: null } });
  });

  it('leaves it as it is through GraphQL too', async () => {
    const created = await t.rest('POST', '/archetypes', { token: w.member.token, body: { project_id: w.privateProject.id, name: 'Null Control', game: 'Magic', format: 'Modern' } });
    const answer = await t.gql(
      `mutation ($input: UpdateArchetypeInput!) { updateArchetype(input: $input) { __typename ... on UpdateArchetypePayload { archetype { name isActive format } } } }`,
      { input: { id: created.body.id, name: null, isActive: null, format: null } },
      w.member.token,
    );
    expect(answer.data?.updateArchetype).toEqual({ __typename: 'UpdateArchetypePayload', archetype: { name: 'Null Control', isActive: true, format: null } });
  });
});

// Input that used to reach the database or escape validation answers 400 with a clear message and changes nothing:
// NUL characters anywhere, an invitation to something that is neither a username nor an email, and names made of
// invisible characters.
import { describe, expect, it } from 'vitest';
import { t, useAppWithWorld, w } from './helpers/app-with-world.ts';

useAppWithWorld();

const NUL = 'Text must not contain NUL characters (\\u0000)';

describe('NUL characters', () => {
  it.each([
    ['POST', '/auth/login', { email: 'a\u0000@example.test', password: 'whatever1' }],
    ['POST', '/auth/register', { username: 'nul\u0000user', email: 'nul@example.test', password: 'plum kettle 44' }],
    ['POST', '/auth/resend-verification', { email: 'x\u0000@example.test' }],
    ['POST', '/teams', { name: 'Team\u0000' }],
    ['POST', '/projects', { name: 'P\u0000', team_id: 'x', game: 'Magic: The Gathering' }],
    ['POST', '/archetypes', { name: 'A\u0000', project_id: 'x', game: 'Magic: The Gathering' }],
    ['POST', '/comments', { content: 'hi\u0000', commentable_type: 'archetype', commentable_id: 'x' }],
  ])('in the body of %s %s: 400', async (method, path, body) => {
    const response = await t.rest(method, path, { token: w.member.token, body });
    expect(response).toMatchObject({ status: 400, body: { message: NUL, code: 'VALIDATION' } });
  });

  it.each(['/projects/public?game=Magic%00', '/archetypes/public?search=x%00', '/archetypes?search=%00', `/matches?project_id=x%00`])('in the query string of GET %s: 400', async (path) => {
    expect(await t.rest('GET', path, { token: w.member.token })).toMatchObject({ status: 400, body: { message: NUL } });
  });

  it('in a GraphQL variable or literal: 400, nothing run', async () => {
    const variable = await t.gql('query ($s: String) { archetypes(filter: { search: $s }) { totalCount } }', { s: 'x\u0000' }, w.member.token);
    expect(variable.status).toBe(400);
    expect(variable.errors?.[0].message).toBe(NUL);
    // A literal is a validation error: 400 for GraphQL-over-HTTP clients, 200 for legacy application/json ones (as the
    // GraphQL over HTTP specification has it), and nothing runs either way.
    const query = '{ archetypes(filter: { search: "x\\u0000" }) { totalCount } }';
    const literal = await t.gql(query, {}, w.member.token);
    expect(literal).toMatchObject({ errors: [{ message: NUL }] });
    expect(literal.data).toBeUndefined();
    const modern = await t.app.fetch(
      new Request('http://sideboard.test/graphql', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' }, body: JSON.stringify({ query }) }),
    );
    expect(modern.status).toBe(400);
    const created = await t.gql('mutation ($n: String!) { createTeam(input: { name: $n }) { __typename } }', { n: 'T\u0000' }, w.member.token);
    expect(created.status).toBe(400);
    expect(await t.app.deps.db.team.count({ where: { name: { startsWith: 'T' }, ownerId: w.member.id } })).toBe(0);
  });
});

describe('invitations', () => {
  it('refuse an identifier with @ that is not an email address', async () => {
    const response = await t.rest('POST', `/teams/${w.privateTeam.id}/invite`, { token: w.owner.token, body: { identifier: 'a@b', role: 'member' } });
    expect(response).toMatchObject({ status: 400, body: { message: 'Please enter a valid email address', code: 'VALIDATION' } });
  });
});

describe('names', () => {
  it('made only of zero-width, bidi-control or blank characters are empty', async () => {
    for (const name of ['\u200B\u200C\u200D', '\u202E\u202D', ' \u2060\uFEFF\u00AD ', '\u200F']) {
      expect(await t.rest('POST', '/teams', { token: w.member.token, body: { name } })).toMatchObject({ status: 400, body: { message: 'Team name is required' } });
      expect(await t.rest('POST', '/projects', { token: w.owner.token, body: { name, team_id: w.privateTeam.id, game: 'Magic: The Gathering' } })).toMatchObject({
        status: 400,
        body: { message: 'Project name is required' },
      });
      expect(await t.rest('POST', '/archetypes', { token: w.member.token, body: { name, project_id: w.privateProject.id, game: 'Magic: The Gathering' } })).toMatchObject({
        status: 400,
        body: { message: 'Archetype name is required' },
      });
    }
  });

  it('lose bidi controls and invisible ends, keep what people see', async () => {
    const team = await t.rest('POST', '/teams', { token: w.member.token, body: { name: '\u200B Copper\u202E Sky \uFEFF' } });
    expect(team).toMatchObject({ status: 201, body: { name: 'Copper Sky' } });
  });
});

describe('passwords', () => {
  it('that are very guessable are refused on registration by both APIs, with the reason', async () => {
    const rest = await t.rest('POST', '/auth/register', { body: { username: 'guessable1', email: 'guessable1@example.test', password: 'password1' } });
    expect(rest).toMatchObject({ status: 400, body: { code: 'VALIDATION', problems: [{ field: 'password' }] } });
    expect(rest.body.message).toMatch(/^This password is too easy to guess: this is a commonly used password\./);
    const gql = await t.gql('mutation { register(input: { username: "guessable2", email: "guessable2@example.test", password: "qwerty123" }) { __typename ... on ValidationError { message } } }');
    expect(gql.data?.register).toMatchObject({ __typename: 'ValidationError', message: expect.stringMatching(/^This password is too easy to guess/) });
    // The spec's minimum keeps its own message.
    expect((await t.rest('POST', '/auth/register', { body: { username: 'guessable3', email: 'guessable3@example.test', password: '12345' } })).body.message).toBe(
      'Password must be at least 6 characters long',
    );
    expect(await t.app.deps.db.user.count({ where: { username: { startsWith: 'guessable' } } })).toBe(0);
  });
});

// GraphQL as a public API: GraphQL over HTTP conformance (graphql-http's server audit) and the graphql-ws protocol
// behaviour on raw frames (close codes for a bad connection_init, a repeated init, unauthorised use).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditServer } from 'graphql-http';
import { execute, parse } from 'graphql';
import WebSocket from 'ws';
import { createRequestContext } from '../../server/context.ts';
import { buildSchema } from '../../server/graphql/schema/index.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { signedInUser } from './helpers/users.ts';

let t: TestApp;
let httpUrl: string;
let wsUrl: string;
beforeAll(async () => {
  t = await startTestApp();
  httpUrl = `${await t.app.start()}/graphql`;
  wsUrl = httpUrl.replace(/^http/, 'ws');
});
afterAll(() => t.stop());

describe('GraphQL over HTTP', () => {
  it('passes every MUST and SHOULD of the graphql-http audit', async () => {
    const results = await auditServer({ url: 'http://sideboard.test/graphql', fetchFn: (input: RequestInfo | URL, init?: RequestInit) => t.app.fetch(new Request(input, init)) });
    const failures = results.filter((r) => r.status !== 'ok' && !r.name.startsWith('MAY'));
    expect(failures.map((f) => `${f.name}: ${'reason' in f ? f.reason : ''}`)).toEqual([]);
  });
});

describe('variables', () => {
  it("answer a missing or wrong variable with GraphQL's own message and status 400, nothing masked", async () => {
    const query = 'query ($id: ID!, $first: Int) { node(id: $id) { id } publicTeams(first: $first) { totalCount } }';
    for (const [variables, message] of [
      [{}, /"\$id" of required type "ID!" was not provided/],
      [{ id: 'x', first: 'many' }, /"\$first".*Int cannot represent/],
    ] as const) {
      const response = await t.app.fetch(
        new Request('http://sideboard.test/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
          body: JSON.stringify({ query, variables }),
        }),
      );
      expect(response.status).toBe(400);
      const body = (await response.json()) as { errors: { message: string; extensions?: { code?: string } }[] };
      expect(body.errors[0].message).toMatch(message);
      expect(body.errors[0].extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
    }
  });
});

describe('every document answers as graphql-js answers it', () => {
  /** POST to the listening server, as any client would. */
  const overHttp = async (query: string, operationName?: string) => {
    const response = await fetch(httpUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, operationName }) });
    return response.json();
  };
  /** graphql-js's own execution of the same document on the same schema, as the reference. */
  const reference = async (query: string, operationName?: string) => {
    const result = await execute({ schema: buildSchema(), document: parse(query), operationName, contextValue: await createRequestContext(t.app.deps, null) });
    return JSON.parse(JSON.stringify(result));
  };

  it('keeps a fragment that a sibling field spreads under @skip', async () => {
    const query = '{ x: publicTeams(first: 1) { ...F @skip(if: true) } y: publicTeams(first: 1) { ...F } } fragment F on QueryPublicTeamsConnection { totalCount }';
    const answer = await overHttp(query);
    expect(answer).toEqual({ data: { x: {}, y: { totalCount: expect.any(Number) } } });
    expect(answer).toEqual(await reference(query));
  });

  it('answers each operation of a shared document in full, whichever ran first', async () => {
    const query = 'query A { publicTeams(first: 1) { totalCount } } query B { publicTeams(first: 1) { totalCount pageInfo { hasNextPage } } }';
    for (const operationName of ['A', 'B', 'A', 'B']) {
      const answer = await overHttp(query, operationName);
      expect(answer).toEqual(await reference(query, operationName));
    }
    expect((await overHttp(query, 'B')).data.publicTeams).toEqual({ totalCount: expect.any(Number), pageInfo: { hasNextPage: expect.any(Boolean) } });
  });

  it('keeps an alias named __proto__', async () => {
    const query = '{ __proto__: __typename other: __typename }';
    const answer = await overHttp(query);
    expect(Object.keys(answer.data)).toEqual(['__proto__', 'other']);
    expect(answer).toEqual(await reference(query));
  });
});

describe('global IDs', () => {
  it('answers null, not an error, for IDs that name nothing', async () => {
    const encode = (text: string) => Buffer.from(text).toString('base64');
    for (const id of ['garbage', encode('Team:1'), encode('Nope:01a200c7-453a-73f9-8f53-ad017c59220a'), encode('User:01a200c7-453a-73f9-8f53-ad017c59220a'), '']) {
      const result = await t.gql('query ($id: ID!) { node(id: $id) { id } nodes(ids: [$id, $id]) { id } }', { id });
      expect(result.errors, id).toBeUndefined();
      expect(result.data).toEqual({ node: null, nodes: [null, null] });
    }
  });
});

/** Opens a graphql-ws socket and collects frames and the close event. */
function socket() {
  const ws = new WebSocket(wsUrl, 'graphql-transport-ws');
  const frames: Record<string, unknown>[] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  ws.on('message', (data) => frames.push(JSON.parse(data.toString())));
  const opened = new Promise<void>((resolve) => ws.on('open', () => resolve()));
  const send = async (frame: object) => {
    await opened;
    ws.send(JSON.stringify(frame));
  };
  const next = async (type: string) => {
    for (let i = 0; i < 100; i++) {
      const frame = frames.find((f) => f.type === type);
      if (frame) return frame;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no ${type} frame; got ${JSON.stringify(frames)}`);
  };
  return { ws, frames, closed, send, next };
}

describe('graphql-ws protocol', () => {
  it('acknowledges a connection_init with a valid token, and with none', async () => {
    const user = await signedInUser(t);
    for (const payload of [{ authorization: `Bearer ${user.token}` }, {}]) {
      const s = socket();
      await s.send({ type: 'connection_init', payload });
      await s.next('connection_ack');
      s.ws.close();
    }
  });

  it('closes with 4403 Forbidden when connection_init carries a bad token', async () => {
    const s = socket();
    await s.send({ type: 'connection_init', payload: { authorization: 'Bearer not-a-token' } });
    expect((await s.closed).code).toBe(4403);
  });

  it('closes with 4400 on a malformed message and 4401 on a subscribe before the init', async () => {
    const bad = socket();
    await bad.send({ type: 'no-such-type' });
    expect((await bad.closed).code).toBe(4400);
    const early = socket();
    await early.send({ id: '1', type: 'subscribe', payload: { query: '{ __typename }' } });
    expect((await early.closed).code).toBe(4401);
  });

  it('closes with 4429 on a second connection_init', async () => {
    const twice = socket();
    await twice.send({ type: 'connection_init' });
    await twice.next('connection_ack');
    await twice.send({ type: 'connection_init' });
    expect((await twice.closed).code).toBe(4429);
  });

  it('runs queries over the socket with the connection viewer', async () => {
    const user = await signedInUser(t);
    const s = socket();
    await s.send({ type: 'connection_init', payload: { authorization: `Bearer ${user.token}` } });
    await s.next('connection_ack');
    await s.send({ id: 'q1', type: 'subscribe', payload: { query: '{ viewer { username } }' } });
    expect(await s.next('next')).toMatchObject({ id: 'q1', payload: { data: { viewer: { username: user.username } } } });
    await s.send({ id: 'q2', type: 'subscribe', payload: { query: '{ nope }' } });
    expect(await s.next('error')).toMatchObject({ id: 'q2' });
    s.ws.close();
  });
});

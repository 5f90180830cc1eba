// Caps and throttles in front of costly work (issue 33, item 1): registrations refused before the password is hashed
// and throttled per client address, WebSocket messages capped before and after sign-in, subscriptions per socket
// capped, a CSV header's columns counted before it is parsed. Over real HTTP and WebSockets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { MESSAGE_MAX_BYTES, MESSAGE_MAX_BYTES_BEFORE_SIGN_IN, SUBSCRIPTIONS_PER_SOCKET } from '../../server/graphql/websocket.ts';
import { CSV_COLUMNS_MAX } from '../../server/domain/matchup/match-csv.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { signedInUser, uniqueName, type TestUser } from './helpers/users.ts';

let t: TestApp;
let base = '';
let user: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  base = await t.app.start();
  user = await signedInUser(t);
});
afterAll(() => t.stop());

const post = (path: string, body: unknown) => fetch(`${base}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('registrations with taken addresses', () => {
  it('are refused before the password is hashed, counted per client address, and then throttled', async () => {
    const taken = await signedInUser(t);
    const statuses = await Promise.all(
      Array.from({ length: 60 }, (_, i) => post('/auth/register', { username: uniqueName('taken'), email: taken.email, password: `plum kettle ${i} lantern` }).then((r) => r.status)),
    );
    // Refusals count when they happen: a burst passes the check largely together, costing a lookup each and no hashing.
    expect(statuses.every((s) => s === 409 || s === 429)).toBe(true);
    expect(statuses.filter((s) => s === 409).length).toBeGreaterThanOrEqual(20);
    const next = await post('/auth/register', { username: uniqueName('fresh'), email: `${uniqueName('fresh')}@example.test`, password: 'plum kettle lantern 7' });
    expect(next.status).toBe(429);
  });
});

describe('WebSocket messages', () => {
  /** Opens a raw graphql-transport-ws socket and answers the code it closes with. */
  const closedWith = (send: (socket: WebSocket) => void) =>
    new Promise<number>((resolve, reject) => {
      const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
      socket.once('open', () => send(socket));
      socket.once('close', (code) => resolve(code));
      socket.once('error', reject);
    });

  it(`over ${MESSAGE_MAX_BYTES_BEFORE_SIGN_IN / 1024} kB before sign-in, or ${MESSAGE_MAX_BYTES / 1024} kB after, end their socket (1009)`, async () => {
    const init = (pad: number) => JSON.stringify({ type: 'connection_init', payload: { pad: 'x'.repeat(pad) } });
    const codes = await Promise.all(Array.from({ length: 8 }, () => closedWith((socket) => socket.send(init(4 * 1024 * 1024)))));
    expect(codes).toEqual(Array(8).fill(1009));
    expect(await closedWith((socket) => socket.send(init(MESSAGE_MAX_BYTES_BEFORE_SIGN_IN)))).toBe(1009);
    // Acknowledged: a message up to the larger cap is read (a query padded with a comment), one over it is not.
    const signedIn = (pad: number) => (socket: WebSocket) => {
      socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${user.token}` } }));
      socket.on('message', (data) => {
        const message = JSON.parse(String(data));
        if (message.type === 'connection_ack') socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: `{ __typename } #${'x'.repeat(pad)}` } }));
        if (message.type === 'complete') socket.close(1000);
      });
    };
    expect(await closedWith(signedIn(MESSAGE_MAX_BYTES_BEFORE_SIGN_IN * 4))).toBe(1000);
    expect(await closedWith(signedIn(MESSAGE_MAX_BYTES))).toBe(1009);
  });

  it(`hold at most ${SUBSCRIPTIONS_PER_SOCKET} subscriptions per socket; the next is refused, the socket kept`, async () => {
    const team = await t.rest('POST', '/teams', { token: user.token, body: { name: 'Listeners', visibility: 'public' } });
    const project = await t.rest('POST', '/projects', { token: user.token, body: { team_id: team.body.id, name: 'Listened', game: 'Magic: The Gathering', visibility: 'public' } });
    expect(project.status).toBe(201);
    const client = createClient({ url: `${base.replace(/^http/, 'ws')}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0, lazy: false });
    try {
      let firstEvent = () => {};
      const firstHeard = new Promise<void>((resolve) => (firstEvent = resolve));
      const outcomes: Promise<string>[] = [];
      const ends: (() => void)[] = [];
      for (let i = 0; i < SUBSCRIPTIONS_PER_SOCKET + 20; i++) {
        outcomes.push(
          new Promise((resolve) => {
            ends.push(
              client.subscribe(
                { query: 'subscription ($id: ID!) { matchLogged(projectId: $id) { id } }', variables: { id: project.body.id } },
                { next: () => i === 0 && firstEvent(), error: (error) => resolve(JSON.stringify(error)), complete: () => resolve('complete') },
              ),
            );
          }),
        );
      }
      // The refused ones answer at once; the held ones stay open until ended.
      const refused = await Promise.all(outcomes.slice(SUBSCRIPTIONS_PER_SOCKET));
      for (const answer of refused) expect(answer).toContain(`At most ${SUBSCRIPTIONS_PER_SOCKET} subscriptions per connection`);
      // A match logged reaches the first subscription: it is running, so ending it frees its slot.
      const archetypes = await Promise.all(['Burn', 'Control'].map((name) => t.rest('POST', '/archetypes', { token: user.token, body: { project_id: project.body.id, name, game: 'Magic: The Gathering' } })));
      await t.rest('POST', '/matches', { token: user.token, body: { project_id: project.body.id, winner_archetype_id: archetypes[0].body.id, loser_archetype_id: archetypes[1].body.id } });
      await firstHeard;
      ends[0]();
      // The server frees the slot once it has ended that subscription; until then a query is refused like the rest.
      const query = () =>
        new Promise<string>((resolve) => {
          client.subscribe({ query: '{ __typename }' }, { next: () => {}, error: (error) => resolve(JSON.stringify(error)), complete: () => resolve('complete') });
        });
      let again = await query();
      for (let tries = 0; again !== 'complete' && tries < 50; tries++) again = await query();
      expect(again).toBe('complete');
    } finally {
      await client.dispose();
    }
  });
});

describe('a CSV header of many columns', () => {
  it(`is refused by its count (over ${CSV_COLUMNS_MAX}) before it is parsed`, async () => {
    const team = await t.rest('POST', '/teams', { token: user.token, body: { name: 'CSV team' } });
    const project = await t.rest('POST', '/projects', { token: user.token, body: { team_id: team.body.id, name: 'CSV', game: 'Magic: The Gathering' } });
    const csv = `${Array.from({ length: 200_000 }, (_, i) => `c${i}`).join(',')}\n`;
    const answer = await t.rest('POST', '/matches/import', { token: user.token, body: { project_id: project.body.id, csv } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(`The CSV header has 200,000 columns; at most ${CSV_COLUMNS_MAX} are read`);
  });
});

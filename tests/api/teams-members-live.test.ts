// A member removed from a team (or leaving it) stops receiving its private events at once, on subscriptions already
// open over graphql-ws and over SSE: subscriptions check the viewer's rights again for each event, and removing a
// member announces the change of rights (services/teams/remove-member.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t, useAppWithWorld } from './helpers/app-with-world.ts';
import { liveSubscriptions, until, type Subscription } from './helpers/live.ts';
import { addToTeam, signedInUser, type TestUser } from './helpers/users.ts';

useAppWithWorld();

let baseUrl = '';
const live = liveSubscriptions(() => baseUrl);
beforeAll(async () => {
  baseUrl = await t.app.start();
});
afterAll(() => live.closeAll());

const COMMENTS = 'subscription ($id: ID!) { commentAdded(commentableType: archetype, commentableId: $id) { content } }';
const MATCHES = 'subscription ($id: ID!) { matchLogged(projectId: $id) { databaseId } }';

async function privateSetup() {
  const [owner, watcher, removed] = await Promise.all([signedInUser(t), signedInUser(t), signedInUser(t)]);
  const team = (await t.rest('POST', '/teams', { token: owner.token, body: { name: 'Live Squad', visibility: 'private' } })).body;
  await addToTeam(t, team.id, [
    [watcher, 'member'],
    [removed, 'member'],
  ]);
  const project = (await t.rest('POST', '/projects', { token: owner.token, body: { name: 'Live Secret', team_id: team.id, game: 'Magic: The Gathering' } })).body;
  const archetype = async (name: string) => (await t.rest('POST', '/archetypes', { token: owner.token, body: { name, project_id: project.id, game: 'Magic: The Gathering' } })).body.id as string;
  const [a, b] = [await archetype('Alpha'), await archetype('Beta')];
  const comment = (content: string) => t.rest('POST', '/comments', { token: owner.token, body: { content, commentable_type: 'archetype', commentable_id: a } });
  const match = async () => (await t.rest('POST', '/matches', { token: owner.token, body: { project_id: project.id, winner_archetype_id: a, loser_archetype_id: b } })).body.id as string;
  return { owner, watcher, removed, team, project, archetype: a, comment, match };
}

/** Makes events until every subscription has received one: then they are live. */
async function untilLive(subscriptions: Array<{ events: unknown[] }>, makeEvent: (attempt: number) => Promise<unknown>) {
  for (let attempt = 0; attempt < 50 && subscriptions.some((s) => s.events.length === 0); attempt += 1) {
    await makeEvent(attempt);
    await until(() => subscriptions.every((s) => s.events.length > 0), 200).catch(() => {});
  }
  for (const s of subscriptions) expect(s.events.length).toBeGreaterThan(0);
}

/** An SSE subscription read into `events` (each `data:` line's payload). */
function sseSubscribe(token: string, query: string, variables: object): Subscription & { events: any[] } {
  const controller = new AbortController();
  const subscription = { events: [] as any[], errors: [] as unknown[], close: async () => controller.abort() };
  void (async () => {
    const response = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
      signal: controller.signal,
    });
    const reader = response.body!.getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += new TextDecoder().decode(value);
      const lines = buffer.split('\n');
      buffer = lines.pop()!;
      for (const line of lines) if (line.startsWith('data:') && line.length > 6) subscription.events.push(JSON.parse(line.slice(5)).data);
    }
  })().catch(() => {});
  return subscription;
}

describe("a removed member's open subscriptions", () => {
  it('over graphql-ws stop receiving the next private comment and match at once', async () => {
    const s = await privateSetup();
    const removedComments = live.subscribe<{ commentAdded: { content: string } }>(s.removed.token, COMMENTS, { id: s.archetype });
    const watcherComments = live.subscribe<{ commentAdded: { content: string } }>(s.watcher.token, COMMENTS, { id: s.archetype });
    const removedMatches = live.subscribe<{ matchLogged: { databaseId: string } }>(s.removed.token, MATCHES, { id: s.project.id });
    await untilLive([removedComments, watcherComments], (n) => s.comment(`probe ${n}`));
    await untilLive([removedMatches], () => s.match());
    const matchesBefore = removedMatches.events.length;

    expect((await t.rest('DELETE', `/teams/${s.team.id}/members/${s.removed.id}`, { token: s.owner.token })).status).toBe(200);
    await s.comment('after the removal');
    const secretMatch = await s.match();
    // The watcher, still a member, receives the comment: it was published and delivered.
    await until(() => watcherComments.events.some((e) => e.commentAdded.content === 'after the removal'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(removedComments.events.map((e) => e.commentAdded.content)).not.toContain('after the removal');
    expect(removedMatches.events.slice(matchesBefore).map((e) => e.matchLogged?.databaseId)).not.toContain(secretMatch);
    expect(removedMatches.events.length).toBe(matchesBefore);
  });

  it('over SSE stop receiving the next private comment when the member leaves', async () => {
    const s = await privateSetup();
    const leaving = sseSubscribe(s.removed.token, COMMENTS, { id: s.archetype });
    const watcher = live.subscribe<{ commentAdded: { content: string } }>(s.watcher.token, COMMENTS, { id: s.archetype });
    try {
      await untilLive([leaving, watcher], (n) => s.comment(`probe ${n}`));
      expect((await t.rest('POST', `/teams/${s.team.id}/leave`, { token: s.removed.token })).status).toBe(200);
      await s.comment('after leaving');
      await until(() => watcher.events.some((e) => e.commentAdded.content === 'after leaving'));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(leaving.events.map((e) => e?.commentAdded?.content)).not.toContain('after leaving');
    } finally {
      await leaving.close();
    }
  });

  it('stop receiving events of a team that was deleted, and keep the socket open for the rest', async () => {
    const s = await privateSetup();
    const other = (await t.rest('POST', '/teams', { token: s.watcher.token, body: { name: 'Second home' } })).body;
    const project = (await t.rest('POST', '/projects', { token: s.watcher.token, body: { name: 'Elsewhere', team_id: other.id, game: 'Magic: The Gathering' } })).body;
    await addToTeam(t, other.id, [[s.removed as TestUser, 'member']]);
    const elsewhere = live.subscribe<{ matchLogged: { databaseId: string } }>(s.removed.token, MATCHES, { id: project.id });
    const archetype = async (name: string) => (await t.rest('POST', '/archetypes', { token: s.watcher.token, body: { name, project_id: project.id, game: 'Magic: The Gathering' } })).body.id as string;
    const [a, b] = [await archetype('A'), await archetype('B')];
    const match = () => t.rest('POST', '/matches', { token: s.watcher.token, body: { project_id: project.id, winner_archetype_id: a, loser_archetype_id: b } });
    await untilLive([elsewhere], () => match());
    expect((await t.rest('DELETE', `/teams/${s.team.id}`, { token: s.owner.token })).status).toBe(200);
    const count = elsewhere.events.length;
    await match();
    await until(() => elsewhere.events.length > count);
  });
});

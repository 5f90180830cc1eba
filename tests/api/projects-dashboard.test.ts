// The fields a project's dashboard reads: recent comments and decklist versions of the whole project, who did what
// this week, each archetype's record with its interval and the least-tested matchups; and projectContentChanged,
// which keeps a dashboard live for what matchLogged does not cover.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { t, useAppWithWorld, w } from './helpers/app-with-world.ts';
import { liveSubscriptions, until, type Subscription } from './helpers/live.ts';
import { comment, type Target } from './helpers/comment-data.ts';
import { archetype, decklist, logged, newVersion, project } from './helpers/match-data.ts';

useAppWithWorld();

const DASHBOARD = `query ($id: ID!) {
  project(id: $id) {
    recentComments(first: 2) { totalCount edges { node { databaseId excerpt author { username } } } }
    recentDecklistVersions(first: 2) { totalCount edges { node { number changeSummary decklist { databaseId name } createdBy { username } } } }
    weeklyActivity { userDatabaseId username matchesLogged decklistVersions comments }
    matchupMatrix {
      archetypes { archetypeId totalMatches totalWins confidenceInterval { lower upper } }
      leastTestedMatchups(first: 2) { archetypeName opponentName sampleSize gameCount }
    }
  }
}`;

const dashboard = async (projectId: string, token?: string) => {
  const response = await t.gql(DASHBOARD, { id: projectId }, token);
  expect(response.errors).toBeUndefined();
  return response.data!.project;
};

describe('the project dashboard fields', () => {
  it('give the latest comments and versions of the whole project, who did what, records and the least-tested pairs', async () => {
    const { id: projectId } = await project(w.privateTeam.id, 'Dashboard Lab');
    const [azorius, boros, cobra] = [await archetype(projectId, 'Azorius'), await archetype(projectId, 'Boros'), await archetype(projectId, 'Cobra')];
    const deck = await decklist(azorius.id, 'Azorius main');
    await newVersion(deck.id);
    const target: Target = { type: 'archetype', id: boros.id };
    await comment(target, 'First **thought**');
    const deleted = await comment(target, 'Gone soon');
    await t.rest('DELETE', `/comments/${deleted.id}`, { token: w.member.token });
    await comment({ type: 'decklist', id: deck.id }, 'Cut a *Bolt*', w.owner.token);
    for (let i = 0; i < 3; i++) await logged({ project_id: projectId, winner_archetype_id: azorius.id, loser_archetype_id: boros.id });
    await logged({ project_id: projectId, winner_archetype_id: boros.id, loser_archetype_id: cobra.id }, w.owner.token);

    const data = await dashboard(projectId, w.member.token);
    // Newest first, deleted comments left out, plain-text excerpts.
    expect(data.recentComments.totalCount).toBe(2);
    expect(data.recentComments.edges.map((e: any) => [e.node.excerpt, e.node.author.username])).toEqual([
      ['Cut a Bolt', w.owner.username],
      ['First thought', w.member.username],
    ]);
    expect(data.recentDecklistVersions.totalCount).toBe(2);
    expect(data.recentDecklistVersions.edges.map((e: any) => [e.node.number, e.node.decklist.name, e.node.createdBy.username])).toEqual([
      [2, 'Azorius main', w.member.username],
      [1, 'Azorius main', w.member.username],
    ]);
    expect(data.weeklyActivity).toEqual([
      { userDatabaseId: w.member.id, username: w.member.username, matchesLogged: 3, decklistVersions: 2, comments: 1 },
      { userDatabaseId: w.owner.id, username: w.owner.username, matchesLogged: 1, decklistVersions: 0, comments: 1 },
    ]);

    const records = Object.fromEntries(data.matchupMatrix.archetypes.map((a: any) => [a.archetypeId, a]));
    expect(records[azorius.id]).toMatchObject({ totalMatches: 3, totalWins: 3 });
    // Wilson 95% for 3 of 3: [0.4385, 1].
    expect(records[azorius.id].confidenceInterval.lower).toBeCloseTo(0.4385, 3);
    expect(records[azorius.id].confidenceInterval.upper).toBe(1);
    // 0 of 1: [0, 0.7935].
    expect(records[cobra.id].confidenceInterval.lower).toBe(0);
    expect(records[cobra.id].confidenceInterval.upper).toBeCloseTo(0.7935, 3);
    // Azorius–Cobra was never played; Boros–Cobra once; Azorius–Boros three times.
    expect(data.matchupMatrix.leastTestedMatchups).toEqual([
      { archetypeName: 'Azorius', opponentName: 'Cobra', sampleSize: 0, gameCount: 0 },
      { archetypeName: 'Boros', opponentName: 'Cobra', sampleSize: 1, gameCount: 1 },
    ]);
  });

  it('show a public project to visitors, and a private one to nobody outside its team', async () => {
    const { id: publicId } = await project(w.privateTeam.id, 'Open Lab', 'public');
    const pub = await archetype(publicId, 'Visible');
    await comment({ type: 'archetype', id: pub.id }, 'Hello world');
    expect((await dashboard(publicId)).recentComments.edges).toHaveLength(1);
    const { id: privateId } = await project(w.privateTeam.id, 'Closed Lab');
    expect(await dashboard(privateId, w.outsider.token)).toBeNull();
  });

  it('leave a week-old contribution out of this week', async () => {
    const { id: projectId } = await project(w.privateTeam.id, 'Old Lab');
    const [a, b] = [await archetype(projectId, 'Old A'), await archetype(projectId, 'Old B')];
    const match = await logged({ project_id: projectId, winner_archetype_id: a.id, loser_archetype_id: b.id });
    await t.app.deps.db.match.update({ where: { id: match.id }, data: { createdAt: new Date(Date.now() - 8 * 24 * 3600 * 1000) } });
    expect((await dashboard(projectId, w.member.token)).weeklyActivity).toEqual([]);
  });
});

describe('mentions in rendered comments', () => {
  it('are highlighted only where they name a reader of the thread, the author included', async () => {
    const target: Target = { type: 'archetype', id: (await archetype(w.privateProject.id, 'Mentioned')).id };
    const text = `@${w.owner.username}, @${w.outsider.username}, @nobody_here and me @${w.member.username}. \`@${w.owner.username}\``;
    const posted = await comment(target, text);
    const mention = (name: string) => `<span class="mention">@${name}</span>`;
    expect(posted.content_html).toBe(
      `<p>${mention(w.owner.username)}, @${w.outsider.username}, @nobody_here and me ${mention(w.member.username)}. <code>@${w.owner.username}</code></p>`,
    );
    const gql = await t.gql(`query ($id: ID!) { comment(id: $id) { contentHtml } }`, { id: posted.id }, w.member.token);
    expect(gql.data?.comment.contentHtml).toBe(posted.content_html);
    // The preview, given the thread, highlights as the posted comment does; without it, nothing.
    const preview = await t.gql(`query ($md: String!, $id: ID!) { on: renderMarkdown(content: $md, commentableType: archetype, commentableId: $id) plain: renderMarkdown(content: $md) }`, { md: text, id: target.id }, w.member.token);
    expect(preview.data?.on).toBe(posted.content_html);
    expect(preview.data?.plain).not.toContain('mention');
    // A raw span in the source is text, never a highlight.
    const forged = await comment(target, '<span class="mention">@x</span>');
    expect(forged.content_html).not.toContain('<span');
  });

  it('suggests the team to whoever may post, and nobody else', async () => {
    const target = await archetype(w.privateProject.id, 'Suggest');
    const candidates = async (token?: string) => t.gql(`query ($id: ID!) { mentionCandidates(commentableType: archetype, commentableId: $id) { username } }`, { id: target.id }, token);
    const names = (await candidates(w.member.token)).data?.mentionCandidates.map((u: { username: string }) => u.username);
    expect(names).toEqual(expect.arrayContaining([w.owner.username, w.admin.username, w.member.username]));
    expect(names).not.toContain(w.outsider.username);
    expect((await candidates(w.siteAdmin.token)).data?.mentionCandidates).toEqual([]);
    // A thread the viewer cannot read is not found: null, as every lookup answers it.
    expect(await candidates(w.outsider.token)).toEqual({ status: 200, data: { mentionCandidates: null } });
  });
});

describe('live projectContentChanged subscription', () => {
  let baseUrl: string;
  beforeAll(async () => {
    baseUrl = await t.app.start();
  });
  const live = liveSubscriptions(() => baseUrl);
  afterAll(() => live.closeAll());
  const follow = (token: string | undefined, projectId: string) =>
    live.subscribe<{ projectContentChanged: string }>(token, 'subscription ($id: ID!) { projectContentChanged(projectId: $id) }', { id: projectId });
  const kinds = (subscription: Subscription<{ projectContentChanged: string }>) => subscription.events.map((event) => event.projectContentChanged);

  /** Comments until the subscription is live (subscribing is asynchronous); then forgets what the probes brought. */
  async function untilLive(subscription: Subscription<{ projectContentChanged: string }>, target: Target) {
    for (let attempt = 0; attempt < 50 && subscription.events.length === 0; attempt += 1) {
      await comment(target, 'probe');
      await until(() => subscription.events.length > 0, 200).catch(() => {});
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    subscription.events.length = 0;
  }

  it('tells members of a private project what kind of thing changed; a non-member gets an error and nothing', async () => {
    const { id: projectId } = await project(w.privateTeam.id, 'Live Dashboard');
    const azorius = await archetype(projectId, 'Azorius');
    const member = follow(w.admin.token, encodeGlobalID('Project', projectId));
    const outsider = follow(w.outsider.token, projectId);
    const visitor = follow(undefined, projectId);
    const garbled = follow(w.admin.token, 'not-a-project');
    await until(() => outsider.errors.length > 0 && visitor.errors.length > 0 && garbled.errors.length > 0);
    expect(JSON.stringify(outsider.errors)).toContain('Project not found');
    expect(JSON.stringify(visitor.errors)).toContain('Project not found');
    expect(JSON.stringify(garbled.errors)).toContain('Project not found');
    const thread: Target = { type: 'archetype', id: azorius.id };
    await untilLive(member, thread);

    // Each write, in turn: one event of its kind once it is committed.
    const expectNext = async (kind: string, write: () => Promise<unknown>) => {
      const before = member.events.length;
      await write();
      await until(() => member.events.length > before);
      expect(kinds(member).slice(before)).toEqual([kind]);
    };
    const ok = async (response: Promise<{ status: number }>) => expect((await response).status).toBeLessThan(300);
    let posted = { id: '' };
    await expectNext('COMMENTS', async () => (posted = await comment(thread, 'Side in the Rest in Peace')));
    await expectNext('COMMENTS', () => ok(t.rest('PUT', `/comments/${posted.id}`, { token: w.member.token, body: { content: 'Side in two Rest in Peace' } })));
    await expectNext('COMMENTS', () => ok(t.rest('DELETE', `/comments/${posted.id}`, { token: w.member.token })));
    let deck = { id: '' };
    await expectNext('DECKLISTS', async () => (deck = await decklist(azorius.id, 'Azorius main')));
    await expectNext('DECKLISTS', () => newVersion(deck.id));
    await expectNext('DECKLISTS', () => ok(t.rest('DELETE', `/decklists/${deck.id}`, { token: w.member.token })));
    await expectNext('DECKLISTS', async () => (deck = await decklist(azorius.id, 'Azorius spare')));
    await expectNext('DECKLISTS', () => ok(t.rest('DELETE', `/admin/decklists/${deck.id}`, { token: w.siteAdmin.token })));
    let other = { id: '' };
    await expectNext('ARCHETYPES', async () => (other = await archetype(projectId, 'Boros')));
    await expectNext('ARCHETYPES', () => ok(t.rest('PUT', `/archetypes/${other.id}`, { token: w.member.token, body: { name: 'Boros Burn' } })));
    await expectNext('ARCHETYPES', () => ok(t.rest('DELETE', `/archetypes/${other.id}`, { token: w.member.token })));
    await expectNext('ARCHETYPES', async () => (other = await archetype(projectId, 'Cobra')));
    await expectNext('ARCHETYPES', () => ok(t.rest('DELETE', `/admin/archetypes/${other.id}`, { token: w.siteAdmin.token })));

    // A match is matchLogged's to tell, not this subscription's: the next event is the comment after it.
    await expectNext('ARCHETYPES', async () => (other = await archetype(projectId, 'Dimir')));
    await expectNext('COMMENTS', async () => {
      await logged({ project_id: projectId, winner_archetype_id: azorius.id, loser_archetype_id: other.id });
      await comment(thread, 'Dimir is beatable');
    });
    expect(outsider.events).toEqual([]);
    expect(visitor.events).toEqual([]);
    expect(garbled.events).toEqual([]);
  });

  it('reaches visitors of a public project until it is made private', async () => {
    const { id: projectId } = await project(w.publicTeam.id, 'Open Dashboard', 'public');
    const thread: Target = { type: 'archetype', id: (await archetype(projectId, 'Elves')).id };
    const visitor = follow(undefined, projectId);
    const member = follow(w.member.token, projectId);
    await untilLive(visitor, thread);
    await untilLive(member, thread);
    await comment(thread, 'Open to all');
    await until(() => visitor.events.length > 0 && member.events.length > 0);
    expect(kinds(visitor)).toEqual(['COMMENTS']);

    expect((await t.rest('PUT', `/projects/${projectId}`, { token: w.owner.token, body: { visibility: 'private' } })).status).toBe(200);
    await comment(thread, 'Members only now');
    await until(() => member.events.length > 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(kinds(member)).toEqual(['COMMENTS', 'COMMENTS']);
    expect(kinds(visitor)).toEqual(['COMMENTS']);
  });
});

// Signed-in requests read the viewer's rights from memory, not the database; every change of rights made through
// the app applies to the very next request and to subscriptions already open.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { liveSubscriptions, until } from './helpers/live.ts';
import { joinTeam, signedInUser, type TestUser } from './helpers/users.ts';

let t: TestApp;
let baseUrl = '';
const live = liveSubscriptions(() => baseUrl);
beforeAll(async () => {
  t = await startTestApp();
  baseUrl = await t.app.start();
});
afterAll(async () => {
  await live.closeAll();
  await t.stop();
});

const adminStats = (user: TestUser) => t.rest('GET', '/admin/stats', { token: user.token });

async function privateProjectOf(owner: TestUser) {
  const team = await t.rest('POST', '/teams', { token: owner.token, body: { name: 'Rights Team', visibility: 'private' } });
  const project = await t.rest('POST', '/projects', { token: owner.token, body: { name: 'Hidden', team_id: team.body.id, game: 'Magic: The Gathering' } });
  return { team: team.body as { id: string }, project: project.body as { id: string } };
}

describe('kept viewer rights', () => {
  it('are read once: a change made behind the app’s back (SQL) does not reach a kept viewer', async () => {
    const user = await signedInUser(t);
    expect((await adminStats(user)).status).toBe(403);
    await t.app.deps.db.user.update({ where: { id: user.id }, data: { isAdmin: true } });
    expect((await adminStats(user)).status).toBe(403);
    // The same change announced, as the app's own services do after their commit, applies at once.
    t.app.deps.viewerRights.forget([user.id]);
    expect((await adminStats(user)).status).toBe(200);
  });

  it('apply at once when an admin revokes another admin', async () => {
    const [granting, revoked] = await Promise.all([signedInUser(t, { admin: true }), signedInUser(t, { admin: true })]);
    expect((await adminStats(revoked)).status).toBe(200);
    expect((await t.rest('PUT', `/admin/users/${revoked.id}/admin`, { token: granting.token, body: { is_admin: false } })).status).toBe(200);
    expect((await adminStats(revoked)).status).toBe(403);
    expect((await t.gql('{ adminStats { totalUsers } }', {}, revoked.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('apply at once when a user joins a team', async () => {
    const [owner, joiner] = await Promise.all([signedInUser(t), signedInUser(t)]);
    const { team, project } = await privateProjectOf(owner);
    expect((await t.rest('GET', `/projects/${project.id}`, { token: joiner.token })).status).toBe(404);
    expect((await t.rest('POST', `/teams/${team.id}/invite`, { token: owner.token, body: { identifier: joiner.username, role: 'member' } })).status).toBe(201);
    expect((await t.rest('GET', `/projects/${project.id}`, { token: joiner.token })).status).toBe(404); // invited, not yet a member
    const [invitation] = (await t.rest('GET', '/invitations', { token: joiner.token })).body;
    expect((await t.rest('POST', `/invitations/${invitation.id}/accept`, { token: joiner.token })).status).toBe(200);
    expect((await t.rest('GET', `/projects/${project.id}`, { token: joiner.token })).status).toBe(200);
  });

  it('end at once when the user is deleted, and when the team is', async () => {
    const [siteAdmin, owner, member] = await Promise.all([signedInUser(t, { admin: true }), signedInUser(t), signedInUser(t)]);
    const { team, project } = await privateProjectOf(owner);
    await joinTeam(t, owner.token, team.id, member);
    expect((await t.rest('GET', '/teams', { token: member.token })).body.map((x: { id: string }) => x.id)).toContain(team.id);
    expect((await t.rest('DELETE', `/admin/teams/${team.id}`, { token: siteAdmin.token })).status).toBe(200);
    expect((await t.rest('GET', '/teams', { token: member.token })).body).toEqual([]);
    expect((await t.rest('GET', `/projects/${project.id}`, { token: member.token })).status).toBe(404);

    expect((await t.rest('GET', '/teams', { token: owner.token })).status).toBe(200);
    expect((await t.rest('DELETE', `/admin/users/${owner.id}`, { token: siteAdmin.token })).status).toBe(200);
    expect((await t.rest('GET', '/teams', { token: owner.token })).status).toBe(401);
  });

  it('are checked again for every event of an open subscription: a revoked site admin stops receiving private comments', async () => {
    const [granting, siteAdmin, owner] = await Promise.all([signedInUser(t, { admin: true }), signedInUser(t, { admin: true }), signedInUser(t)]);
    const { project } = await privateProjectOf(owner);
    const archetype = await t.rest('POST', '/archetypes', { token: owner.token, body: { name: 'Watched', project_id: project.id, game: 'Magic: The Gathering' } });
    const comment = (content: string) =>
      t.rest('POST', '/comments', { token: owner.token, body: { content, commentable_type: 'archetype', commentable_id: archetype.body.id } });
    const watching = live.subscribe<{ commentAdded: { content: string } }>(
      siteAdmin.token,
      'subscription ($id: ID!) { commentAdded(commentableType: archetype, commentableId: $id) { content } }',
      { id: archetype.body.id },
    );
    // The subscription is live once a probe comment arrives.
    for (let attempt = 0; attempt < 50 && watching.events.length === 0; attempt += 1) {
      await comment(`probe ${attempt}`);
      await until(() => watching.events.length > 0, 200).catch(() => {});
    }
    expect(watching.events.length).toBeGreaterThan(0);

    await t.rest('PUT', `/admin/users/${siteAdmin.id}/admin`, { token: granting.token, body: { is_admin: false } });
    await comment('after the revocation');
    // A member following the same thread gets the comment, so it was published and delivered.
    const member = live.subscribe<{ commentAdded: { content: string } }>(owner.token, 'subscription ($id: ID!) { commentAdded(commentableType: archetype, commentableId: $id) { content } }', {
      id: archetype.body.id,
    });
    for (let attempt = 0; attempt < 50 && member.events.length === 0; attempt += 1) {
      await comment(`member probe ${attempt}`);
      await until(() => member.events.length > 0, 200).catch(() => {});
    }
    expect(watching.events.map((e) => e.commentAdded.content).filter((c) => !c.includes('probe'))).toEqual([]);
  });
});

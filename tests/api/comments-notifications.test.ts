// Mentions and notifications through REST: who is notified of a comment or reply, reading them, and their lists.
import { describe, expect, it } from 'vitest';
import { t, useAppWithWorld, w } from './helpers/app-with-world.ts';
import { archetypeIn, comment } from './helpers/comment-data.ts';

useAppWithWorld();

describe('mentions and notifications', () => {
  const notifications = async (token: string, query = '') => (await t.rest('GET', `/notifications${query}`, { token })).body;
  const mentions = async (token: string, query = '') => (await t.rest('GET', `/mentions${query}`, { token })).body;
  const unread = async (token: string) => (await t.rest('GET', '/notifications/unread-count', { token })).body;

  it('notifies mentioned readers once, never the author or someone who cannot read the thread', async () => {
    const target = await archetypeIn(w.privateProject.id, 'Mention Me');
    const before = { member: await unread(w.member.token), outsider: await unread(w.outsider.token), owner: await unread(w.owner.token) };
    const posted = await comment(target, `@${w.member.username}, @${w.member.username.toUpperCase()} and @${w.outsider.username}: look at **v4**. Also @${w.owner.username}.`, w.owner.token);

    expect(await unread(w.outsider.token)).toEqual(before.outsider);
    expect(await unread(w.owner.token)).toEqual(before.owner);
    expect(await unread(w.member.token)).toEqual({ unread_notifications: before.member.unread_notifications + 1, unread_mentions: before.member.unread_mentions + 1 });

    const [notification] = await notifications(w.member.token, '?type=mention&is_read=false&limit=1');
    expect(notification).toEqual({
      id: expect.any(String),
      type: 'mention',
      is_read: false,
      created_at: expect.any(String),
      actor_id: w.owner.id,
      actor_name: w.owner.username,
      actor_display_name: 'Olivia Owner',
      comment_id: posted.id,
      comment: {
        id: posted.id,
        // Plain text: the Markdown's markup is left out.
        excerpt: posted.content.replace('**v4**', 'v4'),
        commentable_type: 'archetype',
        commentable_id: target.id,
        archetype_id: target.id,
        project_id: w.privateProject.id,
        team_id: w.privateTeam.id,
        author_id: w.owner.id,
        author_name: w.owner.username,
        author_display_name: 'Olivia Owner',
      },
      team_id: null,
      team_name: null,
    });
    const [mention] = await mentions(w.member.token, '?is_read=false&limit=1');
    expect(mention).toMatchObject({ comment_id: posted.id, mentioned_user_id: w.member.id, is_read: false, comment: { id: posted.id } });
  });

  it('notifies the parent\'s author of a reply, unless they are mentioned in it or replied themselves', async () => {
    const target = await archetypeIn(w.publicProject.id, 'Replies');
    const parent = await comment(target, 'What do we side in?', w.admin.token);
    const replies = async () => (await notifications(w.admin.token, '?type=reply')).filter((n: { comment: { commentable_id: string } | null }) => n.comment?.commentable_id === target.id);

    const answer = await comment(target, 'Two Negates', w.outsider.token, parent.id);
    expect((await replies()).map((n: { comment_id: string; actor_id: string }) => [n.comment_id, n.actor_id])).toEqual([[answer.id, w.outsider.id]]);
    await comment(target, 'Thanks!', w.admin.token, answer.id);
    await comment(target, `@${w.admin.username} and three Dovins`, w.member.token, parent.id);
    expect(await replies()).toHaveLength(1);
    // The outsider was replied to by the admin: a public thread, so they are told.
    expect((await notifications(w.outsider.token, '?type=reply')).map((n: { actor_id: string }) => n.actor_id)).toContain(w.admin.id);
  });

  it('reads one, reads all, filters and pages; only the recipient may touch them', async () => {
    const target = await archetypeIn(w.publicProject.id, 'Inbox');
    for (let i = 0; i < 3; i += 1) await comment(target, `@${w.siteAdmin.username} note ${i}`, w.member.token);
    const all = await notifications(w.siteAdmin.token, '?type=mention');
    expect(all.length).toBeGreaterThanOrEqual(3);
    expect((await notifications(w.siteAdmin.token, '?type=mention&limit=2')).map((n: { id: string }) => n.id)).toEqual(all.slice(0, 2).map((n: { id: string }) => n.id));
    expect((await notifications(w.siteAdmin.token, '?type=mention&limit=2&offset=2'))[0].id).toBe(all[2].id);
    expect((await t.rest('GET', '/notifications?type=shout', { token: w.siteAdmin.token })).body.message).toBe('type must be "mention", "reply", "team_invite" or "invitation_failed"');

    expect((await t.rest('PUT', `/notifications/${all[0].id}/read`, { token: w.member.token })).status).toBe(404);
    expect((await t.rest('PUT', `/notifications/${all[0].id}/read`)).status).toBe(401);
    expect((await t.rest('GET', '/notifications')).status).toBe(401);
    const read = await t.rest('PUT', `/notifications/${all[0].id}/read`, { token: w.siteAdmin.token });
    expect(read.body).toMatchObject({ id: all[0].id, is_read: true });
    const mentionOfRead = (await mentions(w.siteAdmin.token)).find((m: { comment_id: string }) => m.comment_id === all[0].comment_id);
    expect(mentionOfRead.is_read).toBe(true);

    const unreadMention = (await mentions(w.siteAdmin.token, '?is_read=false'))[0];
    expect((await t.rest('PUT', `/mentions/${unreadMention.id}/read`, { token: w.outsider.token })).status).toBe(404);
    expect((await t.rest('PUT', `/mentions/${unreadMention.id}/read`, { token: w.siteAdmin.token })).body).toMatchObject({ is_read: true });
    expect((await notifications(w.siteAdmin.token)).find((n: { comment_id: string }) => n.comment_id === unreadMention.comment_id).is_read).toBe(true);

    const readAll = await t.rest('PUT', '/notifications/read-all', { token: w.siteAdmin.token });
    expect(readAll.body).toEqual({ message: 'All notifications marked as read', updated: 1 });
    expect(await unread(w.siteAdmin.token)).toEqual({ unread_notifications: 0, unread_mentions: 0 });
    expect(await notifications(w.siteAdmin.token, '?is_read=false')).toEqual([]);
  });

  it('edits add and withdraw mentions; deleting a comment withdraws its notifications', async () => {
    const target = await archetypeIn(w.publicProject.id, 'Edits');
    const posted = await comment(target, `Ask @${w.admin.username}`, w.owner.token);
    const mentionsOf = async (token: string) => (await mentions(token)).filter((m: { comment_id: string }) => m.comment_id === posted.id);
    expect(await mentionsOf(w.admin.token)).toHaveLength(1);
    await t.rest('PUT', `/comments/${posted.id}`, { token: w.owner.token, body: { content: `Ask @${w.outsider.username} instead` } });
    expect(await mentionsOf(w.admin.token)).toHaveLength(0);
    expect(await mentionsOf(w.outsider.token)).toHaveLength(1);
    expect((await notifications(w.admin.token)).some((n: { comment_id: string }) => n.comment_id === posted.id)).toBe(false);
    await t.rest('DELETE', `/comments/${posted.id}`, { token: w.owner.token });
    expect(await mentionsOf(w.outsider.token)).toHaveLength(0);
    expect((await notifications(w.outsider.token)).some((n: { comment_id: string }) => n.comment_id === posted.id)).toBe(false);
  });

  it('lists pending team invitations; accepted ones have left the bell', async () => {
    // The member accepted both teams' invitations when the world was built (docs/adr/0412).
    expect(await notifications(w.member.token, '?type=team_invite')).toEqual([]);
    const team = (await t.rest('POST', '/teams', { token: w.owner.token, body: { name: 'Bell Team' } })).body;
    expect((await t.rest('POST', `/teams/${team.id}/invite`, { token: w.owner.token, body: { identifier: w.outsider.username, role: 'member' } })).status).toBe(201);
    const invites = await notifications(w.outsider.token, '?type=team_invite');
    expect(invites.find((n: { team_id: string }) => n.team_id === team.id)).toMatchObject({ actor_id: w.owner.id, comment: null });
  });
});

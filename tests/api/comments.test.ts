// Comments, mentions and notifications through REST, GraphQL and live subscriptions (graphql-ws and SSE).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { ROLES, tokenOf, type Role } from './helpers/world.ts';
import { signedInUser } from './helpers/users.ts';
import { liveSubscriptions, until, type Subscription } from './helpers/live.ts';
import { unsafeParts } from '../unit/unsafe-html.ts';
import { t, w } from './helpers/app-with-world.ts';

let baseUrl: string;
beforeAll(async () => {
  baseUrl = await t.app.start();
});

type Target = { type: 'archetype' | 'decklist'; id: string };

/** A new archetype (created by the team member) so that each test counts its own comments. */
async function archetypeIn(projectId: string, name = 'Izzet Phoenix'): Promise<Target> {
  const response = await t.rest('POST', '/archetypes', { token: w.member.token, body: { project_id: projectId, name, game: 'Magic: The Gathering' } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { type: 'archetype', id: response.body.id };
}

async function decklistOf(archetype: Target): Promise<Target> {
  const response = await t.rest('POST', '/decklists/import', {
    token: w.member.token,
    body: { archetype_id: archetype.id, raw_text: '4 Lightning Bolt\n4 Monastery Swiftspear\n20 Mountain' },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { type: 'decklist', id: response.body.id };
}

const post = (token: string | undefined, body: object) => t.rest('POST', '/comments', { token, body });

/** Posts as `token` (the member by default) and returns the new comment. */
async function comment(target: Target, content: string, token: string = w.member.token, parentId?: string) {
  const response = await post(token, { content, commentable_type: target.type, commentable_id: target.id, ...(parentId ? { parent_id: parentId } : {}) });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data;
}

const threadsOf = (target: Target, token?: string, extra = '') =>
  t.rest('GET', `/comments/threads?commentable_type=${target.type}&commentable_id=${target.id}${extra}`, { token });

const commentCount = async () => t.app.deps.db.comment.count();

describe('posting and reading', () => {
  it('posts a trimmed comment and answers { data: comment } with the documented shape', async () => {
    const target = await archetypeIn(w.privateProject.id);
    const response = await post(w.owner.token, { content: '  Bring **3** Negates.  ', commentable_type: 'archetype', commentable_id: target.id });
    expect(response.status).toBe(201);
    const created = response.body.data;
    expect(created).toEqual({
      id: expect.any(String),
      content: 'Bring **3** Negates.',
      content_html: '<p>Bring <strong>3</strong> Negates.</p>',
      author_id: w.owner.id,
      author_name: w.owner.username,
      author_display_name: 'Olivia Owner',
      created_at: expect.any(String),
      updated_at: created.created_at,
      is_edited: false,
      parent_id: null,
      depth: 0,
      commentable_type: 'archetype',
      commentable_id: target.id,
      project_id: w.privateProject.id,
      is_active: true,
      reply_count: 0,
      replies: [],
    });
    expect((await t.rest('GET', `/comments/${created.id}`, { token: w.member.token })).body).toEqual(created);
  });

  it.each([
    [{ content: '' }, 400, 'Comment cannot be empty'],
    [{ content: ' \n\t ' }, 400, 'Comment cannot be empty'],
    [{ content: 'x'.repeat(100 * 1024) }, 400, 'Comment must be at most 10,000 characters'],
    [{ content: 'x'.repeat(10_001) }, 400, 'Comment must be at most 10,000 characters'],
    [{ commentable_type: 'match' }, 400, 'Commentable type must be "archetype" or "decklist"'],
    [{ commentable_id: '' }, 400, 'Commentable ID is required'],
    [{ colour: 'red' }, 400, undefined],
    [{ commentable_id: 'not-a-uuid' }, 404, 'Archetype not found'],
    [{ parent_id: '00000000-0000-4000-8000-000000000000' }, 404, 'Parent comment not found'],
  ])('refuses %# with %i "%s" and stores nothing', async (change, status, message) => {
    const target = await archetypeIn(w.publicProject.id);
    const before = await commentCount();
    const response = await post(w.member.token, { content: 'fine', commentable_type: 'archetype', commentable_id: target.id, ...change });
    expect(response.status).toBe(status);
    if (message) expect(response.body.message).toBe(message);
    expect(await commentCount()).toBe(before);
  });

  it('accepts exactly 10,000 characters', async () => {
    const target = await archetypeIn(w.publicProject.id);
    expect((await comment(target, 'y'.repeat(10_000))).content).toHaveLength(10_000);
  });

  it('comments on decklists as well, with their own threads', async () => {
    const archetype = await archetypeIn(w.publicProject.id, 'Burn');
    const decklist = await decklistOf(archetype);
    const onDeck = await comment(decklist, 'Cut a Mountain?');
    expect(onDeck).toMatchObject({ commentable_type: 'decklist', commentable_id: decklist.id, project_id: w.publicProject.id });
    expect((await threadsOf(decklist)).body.threads.map((c: { id: string }) => c.id)).toEqual([onDeck.id]);
    expect((await threadsOf(archetype)).body.threads).toEqual([]);
    const missing = await post(w.member.token, { content: 'x', commentable_type: 'decklist', commentable_id: archetype.id });
    expect(missing).toMatchObject({ status: 404, body: { message: 'Decklist not found' } });
  });
});

describe('threads', () => {
  it('nests replies three levels deep, newest threads first by default, replies oldest first', async () => {
    const target = await archetypeIn(w.publicProject.id);
    const first = await comment(target, 'First thread');
    const second = await comment(target, 'Second thread', w.owner.token);
    const reply = await comment(target, 'Reply', w.owner.token, first.id);
    await comment(target, 'Later reply', w.admin.token, first.id);
    const deepest = await comment(target, 'Deepest', w.member.token, reply.id);
    expect([reply.depth, deepest.depth]).toEqual([1, 2]);

    const tooDeep = await post(w.owner.token, { content: 'Deeper', commentable_type: 'archetype', commentable_id: target.id, parent_id: deepest.id });
    expect(tooDeep).toMatchObject({ status: 400, body: { message: 'Replies can only be nested 3 levels deep' } });

    const other = await archetypeIn(w.publicProject.id, 'Elsewhere');
    const crossed = await post(w.owner.token, { content: 'Wrong place', commentable_type: 'archetype', commentable_id: other.id, parent_id: first.id });
    expect(crossed).toMatchObject({ status: 400, body: { message: 'A reply must be on the same archetype or decklist as the comment it answers' } });

    const newest = (await threadsOf(target)).body;
    expect(newest.total_comments).toBe(5);
    expect(newest.threads.map((c: { content: string }) => c.content)).toEqual(['Second thread', 'First thread']);
    const thread = newest.threads[1];
    expect(thread.reply_count).toBe(2);
    expect(thread.replies.map((c: { content: string }) => c.content)).toEqual(['Reply', 'Later reply']);
    expect(thread.replies[0]).toMatchObject({ parent_id: first.id, reply_count: 1, replies: [{ id: deepest.id, depth: 2, reply_count: 0, replies: [] }] });

    const oldest = (await threadsOf(target, undefined, '&sort_by=created_at&sort_order=asc')).body;
    expect(oldest.threads.map((c: { id: string }) => c.id)).toEqual([first.id, second.id]);
    expect((await threadsOf(target, undefined, '&sort_order=sideways')).status).toBe(400);
    expect((await t.rest('GET', '/comments/threads')).body.message).toBe('Give commentable_type and commentable_id, or project_id');
  });

  it('lists a whole project\'s threads and filters the flat list', async () => {
    const a = await archetypeIn(w.privateProject.id, 'Alpha');
    const b = await archetypeIn(w.privateProject.id, 'Beta');
    const onA = await comment(a, 'On alpha', w.owner.token);
    await comment(a, 'Reply on alpha', w.member.token, onA.id);
    await comment(b, 'On beta', w.member.token);
    const projectThreads = (await t.rest('GET', `/comments/threads?project_id=${w.privateProject.id}&sort_order=asc`, { token: w.admin.token })).body.threads;
    expect(projectThreads.map((c: { content: string }) => c.content)).toEqual(expect.arrayContaining(['On alpha', 'On beta']));

    const list = async (query: string, token = w.member.token) => (await t.rest('GET', `/comments?${query}`, { token })).body;
    expect((await list(`commentable_id=${a.id}`)).map((c: { content: string }) => c.content)).toEqual(['Reply on alpha', 'On alpha']);
    expect((await list(`commentable_id=${a.id}&sort_order=asc&limit=1`)).map((c: { content: string }) => c.content)).toEqual(['On alpha']);
    expect((await list(`commentable_id=${a.id}&sort_order=asc&limit=1&offset=1`)).map((c: { content: string }) => c.content)).toEqual(['Reply on alpha']);
    expect((await list(`commentable_id=${a.id}&parent_id=null`)).map((c: { content: string; reply_count: number }) => [c.content, c.reply_count])).toEqual([['On alpha', 1]]);
    expect((await list(`parent_id=${onA.id}`)).map((c: { content: string }) => c.content)).toEqual(['Reply on alpha']);
    expect((await list(`project_id=${w.privateProject.id}&author_id=${w.owner.id}&commentable_type=archetype`)).map((c: { content: string }) => c.content)).toContain('On alpha');
    expect((await list(`project_id=${w.privateProject.id}&author_id=${w.owner.id}`)).every((c: { author_id: string }) => c.author_id === w.owner.id)).toBe(true);
    expect((await list(`commentable_id=${a.id}`, w.outsider.token))).toEqual([]);
    expect((await t.rest('GET', '/comments?limit=500')).body.message).toBe('limit must be at most 100');
    expect((await t.rest('GET', '/comments?author_id=bob')).body.message).toBe('author_id must be a valid id');
  });
});

describe('editing and deleting', () => {
  it('lets only the author edit; (edited) follows from updated_at', async () => {
    const target = await archetypeIn(w.privateProject.id);
    const original = await comment(target, 'Play four copies');
    const edit = (token: string | undefined, content: string) => t.rest('PUT', `/comments/${original.id}`, { token, body: { content } });

    expect(await edit(w.owner.token, 'Hijacked')).toMatchObject({ status: 403, body: { message: 'You can only edit your own comments' } });
    expect(await edit(w.siteAdmin.token, 'Moderated')).toMatchObject({ status: 403 });
    expect(await edit(w.outsider.token, 'Hijacked')).toMatchObject({ status: 404, body: { message: 'Comment not found' } });
    expect((await edit(undefined, 'Hijacked')).status).toBe(401);
    expect(await edit(w.member.token, '   ')).toMatchObject({ status: 400, body: { message: 'Comment cannot be empty' } });
    expect((await t.rest('GET', `/comments/${original.id}`, { token: w.member.token })).body).toMatchObject({ content: 'Play four copies', is_edited: false });

    await new Promise((resolve) => setTimeout(resolve, 5));
    const edited = await edit(w.member.token, ' Play *three* copies ');
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ content: 'Play *three* copies', content_html: '<p>Play <em>three</em> copies</p>', is_edited: true });
    expect(edited.body.updated_at).not.toBe(edited.body.created_at);
  });

  it('soft-deletes: content and author hidden, replies stay; a deleted leaf leaves the thread', async () => {
    const target = await archetypeIn(w.publicProject.id);
    const parent = await comment(target, 'Parent text');
    const reply = await comment(target, 'A reply', w.owner.token, parent.id);
    const leaf = await comment(target, 'Lonely leaf', w.member.token);

    expect(await t.rest('DELETE', `/comments/${parent.id}`, { token: w.owner.token })).toMatchObject({ status: 403, body: { message: 'You can only delete your own comments' } });
    expect((await t.rest('DELETE', `/comments/${parent.id}`)).status).toBe(401);
    expect(await t.rest('DELETE', `/comments/${parent.id}`, { token: w.member.token })).toMatchObject({ status: 200, body: { message: 'Comment deleted successfully' } });
    expect((await t.rest('DELETE', `/comments/${leaf.id}`, { token: w.member.token })).status).toBe(200);
    expect((await t.rest('DELETE', `/comments/${leaf.id}`, { token: w.member.token })).status).toBe(404);
    expect((await t.rest('PUT', `/comments/${parent.id}`, { token: w.member.token, body: { content: 'Back' } })).status).toBe(404);

    const { threads, total_comments } = (await threadsOf(target)).body;
    expect(total_comments).toBe(1);
    expect(threads).toHaveLength(1);
    expect(threads[0]).toMatchObject({ id: parent.id, is_active: false, content: '', content_html: '', author_id: null, author_name: null, reply_count: 1 });
    expect(threads[0].replies[0]).toMatchObject({ id: reply.id, content: 'A reply', is_active: true });

    const replyToDeleted = await post(w.owner.token, { content: 'Hello?', commentable_type: 'archetype', commentable_id: target.id, parent_id: parent.id });
    expect(replyToDeleted).toMatchObject({ status: 400, body: { message: 'Cannot reply to a deleted comment' } });

    const listed = async (extra: string) => (await t.rest('GET', `/comments?commentable_id=${target.id}${extra}`)).body.map((c: { id: string }) => c.id);
    expect(await listed('')).toEqual([reply.id]);
    expect(await listed('&include_inactive=true')).toEqual([leaf.id, reply.id, parent.id]);
    const stored = await t.app.deps.db.comment.findUniqueOrThrow({ where: { id: parent.id } });
    expect(stored).toMatchObject({ isActive: false, content: 'Parent text' });
  });
});

describe('Markdown safety through the API', () => {
  const attacks = [
    '<script>alert(document.cookie)</script>',
    '<img src=x onerror=alert(1)>',
    '[click](javascript:alert(1))',
    '[click](JAVASCRIPT:alert(1))',
    '[click](&#x6A;avascript:alert(1))',
    '<a href="javascript:alert(1)" onclick="alert(2)">x</a>',
    '<iframe src="https://evil.example"></iframe><style>*{display:none}</style>',
    '[x](https://ok.example "\\" onmouseover=\\"alert(1)")',
    '<svg/onload=alert(1)>',
    '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  ];

  it('stores the source and renders nothing that runs, in REST and GraphQL, on post and on edit', async () => {
    const target = await archetypeIn(w.publicProject.id);
    for (const attack of attacks) {
      const posted = await comment(target, attack);
      expect(posted.content).toBe(attack);
      expect(unsafeParts(posted.content_html)).toEqual([]);
      const edited = await t.rest('PUT', `/comments/${posted.id}`, { token: w.member.token, body: { content: `${attack} edited` } });
      expect(unsafeParts(edited.body.content_html)).toEqual([]);
      const gql = await t.gql(`query ($id: ID!, $md: String!) { comment(id: $id) { contentHtml } renderMarkdown(content: $md) }`, { id: posted.id, md: `${attack} edited` });
      expect(gql.data?.comment.contentHtml).toBe(edited.body.content_html);
      expect(gql.data?.renderMarkdown).toBe(edited.body.content_html);
    }
  });

  it('refuses to preview more than 10,000 characters', async () => {
    const response = await t.gql(`query ($md: String!) { renderMarkdown(content: $md) }`, { md: 'z'.repeat(10_001) });
    expect(response.errors?.[0]).toMatchObject({ message: 'Comment must be at most 10,000 characters', extensions: { code: 'VALIDATION' } });
    expect((await t.gql(`{ renderMarkdown(content: "   ") }`)).data?.renderMarkdown).toBe('');
  });
});

describe('who may read and post', () => {
  it.each([
    ['a private project', () => w.privateProject.id, { anonymous: [404, 401], outsider: [404, 404], member: [200, 201], admin: [200, 201], owner: [200, 201], siteAdmin: [200, 403] }],
    ['a public project', () => w.publicProject.id, { anonymous: [200, 401], outsider: [200, 201], member: [200, 201], admin: [200, 201], owner: [200, 201], siteAdmin: [200, 201] }],
  ])('on %s', async (_label, projectOf, expected) => {
    const target = await archetypeIn(projectOf());
    const seed = await comment(target, 'Seed', w.owner.token);
    const statuses: Record<string, number[]> = {};
    for (const role of ROLES) {
      const token = tokenOf(w, role as Role);
      const read = await threadsOf(target, token);
      const one = await t.rest('GET', `/comments/${seed.id}`, { token });
      expect(one.status).toBe(read.status);
      const written = await post(token, { content: `By ${role}`, commentable_type: 'archetype', commentable_id: target.id });
      statuses[role] = [read.status, written.status];
    }
    expect(statuses).toEqual(expected);
  });

  it('keeps private comments out of GraphQL for outsiders and visitors', async () => {
    const target = await archetypeIn(w.privateProject.id);
    const secret = await comment(target, 'Secret tech');
    const query = `query ($g: ID!, $id: ID!, $a: ID!) {
      node(id: $g) { id }
      comment(id: $id) { content }
      commentThreads(commentableType: archetype, commentableId: $a) { totalCount }
    }`;
    const variables = { g: encodeGlobalID('Comment', secret.id), id: secret.id, a: target.id };
    for (const token of [w.outsider.token, undefined]) {
      const response = await t.gql(query, variables, token);
      expect(response.data?.node ?? null).toBeNull();
      expect(response.errors?.[0]).toMatchObject({ message: 'Archetype not found', extensions: { code: 'NOT_FOUND' } });
    }
    const member = await t.gql(query, variables, w.member.token);
    expect(member.data).toEqual({ node: { id: variables.g }, comment: { content: 'Secret tech' }, commentThreads: { totalCount: 1 } });
  });
});

describe('mentions and notifications', () => {
  const notifications = async (token: string, query = '') => (await t.rest('GET', `/notifications${query}`, { token })).body;
  const mentions = async (token: string, query = '') => (await t.rest('GET', `/mentions${query}`, { token })).body;
  const unread = async (token: string) => (await t.rest('GET', '/notifications/unread-count', { token })).body;

  it('notifies mentioned readers once, never the author or someone who cannot read the thread', async () => {
    const target = await archetypeIn(w.privateProject.id, 'Mention Me');
    const before = { member: await unread(w.member.token), outsider: await unread(w.outsider.token), owner: await unread(w.owner.token) };
    const posted = await comment(target, `@${w.member.username}, @${w.member.username.toUpperCase()} and @${w.outsider.username}: look. Also @${w.owner.username}.`, w.owner.token);

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
        excerpt: posted.content,
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

  it('lists team invitations with the team', async () => {
    const invites = await notifications(w.member.token, '?type=team_invite');
    expect(invites.map((n: { team_name: string }) => n.team_name).sort()).toEqual(['Open Guild', 'Private Squad']);
    expect(invites[0]).toMatchObject({ actor_id: w.owner.id, comment: null });
  });
});

describe('GraphQL', () => {
  const COMMENT_FIELDS = `id databaseId content contentHtml isEdited isActive depth replyCount viewerCanEdit viewerCanReply author { username }`;

  it('posts, replies, edits and deletes with typed errors', async () => {
    const target = await archetypeIn(w.privateProject.id);
    const postMutation = `mutation ($input: PostCommentInput!) { postComment(input: $input) { __typename ... on Error { message code }
      ... on PostCommentPayload { comment { ${COMMENT_FIELDS} parent { replyCount } } } } }`;
    const posted = await t.gql(postMutation, { input: { commentableType: 'archetype', commentableId: encodeGlobalID('Archetype', target.id), content: ' **Hi** ' } }, w.member.token);
    const top = posted.data?.postComment.comment;
    expect(top).toMatchObject({ content: '**Hi**', contentHtml: '<p><strong>Hi</strong></p>', depth: 0, viewerCanEdit: true, viewerCanReply: true, author: { username: w.member.username }, parent: null });

    const reply = await t.gql(postMutation, { input: { commentableType: 'archetype', commentableId: target.id, parentId: top.id, content: 'Hello back' } }, w.owner.token);
    expect(reply.data?.postComment.comment).toMatchObject({ depth: 1, parent: { replyCount: 1 } });

    const empty = await t.gql(postMutation, { input: { commentableType: 'archetype', commentableId: target.id, content: '   ' } }, w.member.token);
    expect(empty.data?.postComment).toEqual({ __typename: 'ValidationError', message: 'Comment cannot be empty', code: 'VALIDATION' });
    const visitor = await t.gql(postMutation, { input: { commentableType: 'archetype', commentableId: target.id, content: 'Hi' } });
    expect(visitor.data?.postComment.__typename).toBe('AuthenticationError');

    const update = `mutation ($input: UpdateCommentInput!) { updateComment(input: $input) { __typename ... on Error { message }
      ... on UpdateCommentPayload { comment { content isEdited } } } }`;
    expect((await t.gql(update, { input: { id: top.id, content: 'Nope' } }, w.owner.token)).data?.updateComment).toEqual({ __typename: 'ForbiddenError', message: 'You can only edit your own comments' });
    expect((await t.gql(update, { input: { id: top.databaseId, content: 'Edited' } }, w.member.token)).data?.updateComment).toEqual({ __typename: 'UpdateCommentPayload', comment: { content: 'Edited', isEdited: true } });

    const remove = `mutation ($input: DeleteCommentInput!) { deleteComment(input: $input) { __typename ... on DeleteCommentPayload { comment { isActive content author { id } viewerCanEdit } } } }`;
    expect((await t.gql(remove, { input: { id: top.id } }, w.member.token)).data?.deleteComment).toEqual({
      __typename: 'DeleteCommentPayload',
      comment: { isActive: false, content: '', author: null, viewerCanEdit: false },
    });

    const threads = await t.gql(
      `query ($id: ID!) { archetype(id: $id) { commentCount comments(order: OLDEST_FIRST) { totalCount edges { node { isActive replies { content viewerCanEdit } } } } } }`,
      { id: target.id },
      w.owner.token,
    );
    expect(threads.data?.archetype).toEqual({
      commentCount: 1,
      comments: { totalCount: 1, edges: [{ node: { isActive: false, replies: [{ content: 'Hello back', viewerCanEdit: true }] } }] },
    });
  });

  it('sorts threads and shows decklist comments', async () => {
    const archetype = await archetypeIn(w.publicProject.id, 'Mono Red');
    const decklist = await decklistOf(archetype);
    await comment(decklist, 'older');
    await comment(decklist, 'newer');
    const query = `query ($id: ID!, $order: CommentOrder) {
      commentThreads(commentableType: decklist, commentableId: $id, order: $order) { edges { node { content commentableType commentableDatabaseId archetypeDatabaseId } } }
      commentCount(commentableType: decklist, commentableId: $id)
    }`;
    const newest = await t.gql(query, { id: decklist.id });
    expect(newest.data?.commentThreads.edges.map((e: { node: { content: string } }) => e.node.content)).toEqual(['newer', 'older']);
    expect(newest.data?.commentThreads.edges[0].node).toMatchObject({ commentableType: 'decklist', commentableDatabaseId: decklist.id, archetypeDatabaseId: archetype.id });
    expect(newest.data?.commentCount).toBe(2);
    const oldest = await t.gql(query, { id: encodeGlobalID('Decklist', decklist.id), order: 'OLDEST_FIRST' });
    expect(oldest.data?.commentThreads.edges.map((e: { node: { content: string } }) => e.node.content)).toEqual(['older', 'newer']);
  });

  it("shows the viewer's notifications and counts, only to the viewer, and marks them read", async () => {
    const target = await archetypeIn(w.publicProject.id, 'GraphQL inbox');
    const posted = await comment(target, `@${w.admin.username} ping`, w.member.token);
    const query = `query ($id: ID!) {
      viewer { unreadNotificationCount unreadMentionCount notifications(first: 1, type: mention) { totalCount edges { node { id type isRead actor { username } comment { databaseId } } } } mentions(first: 1) { edges { node { id comment { databaseId } } } } }
      other: node(id: $id) { ... on User { unreadNotificationCount notifications(first: 5) { totalCount } } }
    }`;
    const mine = await t.gql(query, { id: encodeGlobalID('User', w.member.id) }, w.admin.token);
    const viewer = mine.data?.viewer;
    expect(viewer.unreadNotificationCount).toBeGreaterThan(0);
    expect(viewer.notifications.edges[0].node).toMatchObject({ type: 'mention', isRead: false, actor: { username: w.member.username }, comment: { databaseId: posted.id } });
    expect(viewer.mentions.edges[0].node.comment.databaseId).toBe(posted.id);
    expect(mine.data?.other).toEqual({ unreadNotificationCount: null, notifications: { totalCount: 0 } });

    const notificationId = viewer.notifications.edges[0].node.id;
    expect((await t.gql(`query ($id: ID!) { node(id: $id) { id } }`, { id: notificationId }, w.member.token)).data?.node).toBeNull();
    const markOne = await t.gql(
      `mutation ($input: MarkNotificationReadInput!) { markNotificationRead(input: $input) { __typename ... on MarkNotificationReadPayload { notification { isRead } viewer { unreadMentionCount } } } }`,
      { input: { id: notificationId } },
      w.admin.token,
    );
    expect(markOne.data?.markNotificationRead.notification.isRead).toBe(true);
    const stolen = await t.gql(`mutation ($input: MarkNotificationReadInput!) { markNotificationRead(input: $input) { __typename } }`, { input: { id: notificationId } }, w.outsider.token);
    expect(stolen.data?.markNotificationRead.__typename).toBe('NotFoundError');

    const markAll = await t.gql(`mutation { markAllNotificationsRead { __typename ... on MarkAllNotificationsReadPayload { viewer { unreadNotificationCount unreadMentionCount } } } }`, {}, w.admin.token);
    expect(markAll.data?.markAllNotificationsRead.viewer).toEqual({ unreadNotificationCount: 0, unreadMentionCount: 0 });
    expect((await t.gql(`mutation { markAllNotificationsRead { __typename } }`)).data?.markAllNotificationsRead.__typename).toBe('AuthenticationError');
  });
});

describe('live subscriptions', () => {
  const sockets = liveSubscriptions(() => baseUrl);
  afterAll(() => sockets.closeAll());
  const subscribe = sockets.subscribe;

  /** Posts probe comments until the subscription sees one (so it is live), then forgets the probes. */
  async function live(subscription: Subscription, probe: () => Promise<unknown>): Promise<void> {
    for (let attempt = 0; attempt < 50 && subscription.events.length === 0; attempt += 1) {
      await probe();
      await until(() => subscription.events.length > 0, 200).catch(() => {});
    }
    expect(subscription.events.length).toBeGreaterThan(0);
    subscription.events.length = 0;
  }

  const COMMENT_EVENTS = (topic: string) => `subscription ($id: ID!) { ${topic}(commentableType: archetype, commentableId: $id) { databaseId content isActive author { username } viewerCanEdit } }`;

  it('sends a member new, edited and deleted comments; a non-member of a private thread gets an error and nothing', async () => {
    const target = await archetypeIn(w.privateProject.id, 'Live');
    const added = subscribe(w.member.token, COMMENT_EVENTS('commentAdded'), { id: target.id });
    const updated = subscribe(w.member.token, COMMENT_EVENTS('commentUpdated'), { id: encodeGlobalID('Archetype', target.id) });
    const deleted = subscribe(w.member.token, COMMENT_EVENTS('commentDeleted'), { id: target.id });
    const outsider = subscribe(w.outsider.token, COMMENT_EVENTS('commentAdded'), { id: target.id });
    const visitor = subscribe(undefined, COMMENT_EVENTS('commentAdded'), { id: target.id });
    await until(() => outsider.errors.length > 0 && visitor.errors.length > 0);
    expect(JSON.stringify(outsider.errors)).toContain('Archetype not found');
    expect(JSON.stringify(visitor.errors)).toContain('Archetype not found');

    await live(added, () => comment(target, 'probe', w.owner.token));
    const posted = await comment(target, `Sided in **two** Negates`, w.owner.token);
    await until(() => added.events.length > 0);
    expect(added.events[0].commentAdded).toEqual({ databaseId: posted.id, content: 'Sided in **two** Negates', isActive: true, author: { username: w.owner.username }, viewerCanEdit: false });

    await live(updated, () => t.rest('PUT', `/comments/${posted.id}`, { token: w.owner.token, body: { content: `probe ${Math.random()}` } }));
    await t.rest('PUT', `/comments/${posted.id}`, { token: w.owner.token, body: { content: 'Three Negates' } });
    await until(() => updated.events.length > 0);
    expect(updated.events[0].commentUpdated).toMatchObject({ databaseId: posted.id, content: 'Three Negates' });

    const doomed = await comment(target, 'Oops', w.owner.token);
    await t.rest('DELETE', `/comments/${doomed.id}`, { token: w.owner.token });
    await until(() => deleted.events.length > 0);
    expect(deleted.events[0].commentDeleted).toEqual({ databaseId: doomed.id, content: '', isActive: false, author: null, viewerCanEdit: false });

    expect(outsider.events).toEqual([]);
    expect(visitor.events).toEqual([]);
  });

  it('lets visitors follow public threads', async () => {
    const target = await archetypeIn(w.publicProject.id, 'Open live');
    const visitor = subscribe(undefined, COMMENT_EVENTS('commentAdded'), { id: target.id });
    await live(visitor, () => comment(target, 'probe', w.outsider.token));
    await comment(target, 'Hello world', w.outsider.token);
    await until(() => visitor.events.length > 0);
    expect(visitor.events[0].commentAdded).toMatchObject({ content: 'Hello world', author: { username: w.outsider.username } });
  });

  it('stops sending to a member who left the team', async () => {
    const target = await archetypeIn(w.privateProject.id, 'Leaver');
    const temp = await signedInUser(t);
    expect((await t.rest('POST', `/teams/${w.privateTeam.id}/invite`, { token: w.owner.token, body: { identifier: temp.username } })).status).toBe(201);
    const sub = subscribe(temp.token, COMMENT_EVENTS('commentAdded'), { id: target.id });
    await live(sub, () => comment(target, 'probe', w.owner.token));
    // There is no "leave team" call yet: the membership row goes directly.
    await t.app.deps.db.teamMember.deleteMany({ where: { teamId: w.privateTeam.id, userId: temp.id } });
    const marker = subscribe(w.member.token, COMMENT_EVENTS('commentAdded'), { id: target.id });
    await live(marker, () => comment(target, 'probe', w.owner.token));
    sub.events.length = 0;
    await comment(target, 'After you left', w.owner.token);
    await until(() => marker.events.some((e) => e.commentAdded.content === 'After you left'));
    expect(sub.events).toEqual([]);
  });

  it('sends notificationAdded to its recipient only', async () => {
    const target = await archetypeIn(w.publicProject.id, 'Pings');
    const query = `subscription { notificationAdded { type isRead actor { username } comment { content } } }`;
    const member = subscribe(w.member.token, query);
    const outsider = subscribe(w.outsider.token, query);
    const visitor = subscribe(undefined, query);
    await until(() => visitor.errors.length > 0);
    expect(JSON.stringify(visitor.errors)).toContain('Authentication required');

    await live(member, () => comment(target, `probe @${w.member.username}`, w.owner.token));
    await live(outsider, () => comment(target, `probe @${w.outsider.username}`, w.owner.token));
    await comment(target, `@${w.member.username} look at this`, w.owner.token);
    await until(() => member.events.length > 0);
    expect(member.events[0].notificationAdded).toEqual({ type: 'mention', isRead: false, actor: { username: w.owner.username }, comment: { content: `@${w.member.username} look at this` } });
    // Delivery to one socket and not the other happens in the same publish; give a stray event time to show up.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(outsider.events).toEqual([]);
  });

  it('also streams over SSE', async () => {
    const target = await archetypeIn(w.publicProject.id, 'SSE');
    const controller = new AbortController();
    const response = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${w.member.token}` },
      body: JSON.stringify({ query: COMMENT_EVENTS('commentAdded'), variables: { id: target.id } }),
      signal: controller.signal,
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    let text = '';
    const received = (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        text += new TextDecoder().decode(value);
        if (text.includes('Over SSE')) return;
      }
    })();
    // Keep posting until the stream carries the comment: the subscription becomes live shortly after the request.
    for (let attempt = 0; attempt < 50 && !text.includes('Over SSE'); attempt += 1) {
      await comment(target, 'Over SSE', w.owner.token);
      await Promise.race([received, new Promise((resolve) => setTimeout(resolve, 200))]);
    }
    expect(text).toContain('"content":"Over SSE"');
    controller.abort();
  });
});

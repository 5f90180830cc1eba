// Comments through REST: posting and reading, threads, editing and deleting, Markdown safety and who may read and
// post. Mentions and notifications: comments-notifications.test.ts; GraphQL and live events: comments-graphql.test.ts.
import { describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { ROLES, tokenOf, type Role } from './helpers/world.ts';
import { unsafeParts } from '../unit/unsafe-html.ts';
import { t, useAppWithWorld, w } from './helpers/app-with-world.ts';
import { archetypeIn, decklistOf, post, comment, threadsOf, commentCount } from './helpers/comment-data.ts';

useAppWithWorld();

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

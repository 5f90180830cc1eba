// Comments, mentions and notifications through GraphQL, and their live subscriptions (graphql-ws and SSE).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { joinTeam, signedInUser } from './helpers/users.ts';
import { liveSubscriptions, until, type Subscription } from './helpers/live.ts';
import { t, useAppWithWorld, w } from './helpers/app-with-world.ts';
import { archetypeIn, comment, decklistOf } from './helpers/comment-data.ts';
import { countStatements } from './helpers/count-statements.ts';

useAppWithWorld();
const statements = countStatements();

let baseUrl: string;
beforeAll(async () => {
  baseUrl = await t.app.start();
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

  it("reaches every follower of a thread with one read of the comment: who may read it needs none", async () => {
    const target = await archetypeIn(w.privateProject.id, 'Many followers');
    const followers = [w.member, w.owner, w.member, w.owner].map((user) => subscribe(user.token, COMMENT_EVENTS('commentAdded'), { id: target.id }));
    for (const follower of followers) await live(follower, () => comment(target, 'probe', w.owner.token));
    const posted = await comment(target, 'Counted', w.owner.token);
    for (const follower of followers) follower.events.length = 0;
    // The event again, as its post published it: what delivering it costs, without the post's own statements.
    statements.reset();
    t.app.deps.events.publish('commentAdded', target.id, { commentId: posted.id, projectId: w.privateProject.id, authorId: w.owner.id });
    await until(() => followers.every((follower) => follower.events.length > 0));
    expect(followers.map((follower) => follower.events[0].commentAdded.content)).toEqual(['Counted', 'Counted', 'Counted', 'Counted']);
    expect(statements.statements).toBe(1);
  });

  it('lets visitors follow public threads', async () => {
    const target = await archetypeIn(w.publicProject.id, 'Open live');
    const visitor = subscribe(undefined, COMMENT_EVENTS('commentAdded'), { id: target.id });
    await live(visitor, () => comment(target, 'probe', w.outsider.token));
    await comment(target, 'Hello world', w.outsider.token);
    await until(() => visitor.events.length > 0);
    expect(visitor.events[0].commentAdded).toMatchObject({ content: 'Hello world', author: { username: w.outsider.username } });
  });

  it('stops sending to a visitor once the project is made private', async () => {
    const { id: projectId } = (await t.rest('POST', '/projects', { token: w.owner.token, body: { team_id: w.privateTeam.id, name: 'Soon Private', game: 'Magic: The Gathering', visibility: 'public' } })).body;
    const target = await archetypeIn(projectId, 'Closing');
    const visitor = subscribe(undefined, COMMENT_EVENTS('commentAdded'), { id: target.id });
    await live(visitor, () => comment(target, 'probe', w.owner.token));
    const marker = subscribe(w.member.token, COMMENT_EVENTS('commentAdded'), { id: target.id });
    await live(marker, () => comment(target, 'probe', w.owner.token));
    expect((await t.rest('PUT', `/projects/${projectId}`, { token: w.owner.token, body: { visibility: 'private' } })).status).toBe(200);
    visitor.events.length = 0;
    await comment(target, 'Members only now', w.owner.token);
    await until(() => marker.events.some((e) => e.commentAdded.content === 'Members only now'));
    expect(visitor.events).toEqual([]);
  });

  it('stops sending to a member who left the team', async () => {
    const target = await archetypeIn(w.privateProject.id, 'Leaver');
    const temp = await signedInUser(t);
    await joinTeam(t, w.owner.token, w.privateTeam.id, temp);
    const sub = subscribe(temp.token, COMMENT_EVENTS('commentAdded'), { id: target.id });
    await live(sub, () => comment(target, 'probe', w.owner.token));
    const left = await t.rest('POST', `/teams/${w.privateTeam.id}/leave`, { token: temp.token });
    expect(left.status, JSON.stringify(left.body)).toBe(200);
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

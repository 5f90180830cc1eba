// Parity cases of comments, mentions and notifications: each REST call next to its GraphQL operation.
import { expect } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { signedInUser } from '../helpers/users.ts';
import { gqlOk, restOk } from './cases.ts';
import { sleep, users, say, archetypeIn, TREE, restComment, gqlComment, restThreads, gqlThreads, seedThreads, NOTIFICATION, MENTION, COUNTS, restNotification, gqlNotification, restMention, gqlMention, restUnread, gqlUnread, fillInboxes, type Row } from './conversations-support.ts';
import type { ParityCases } from './cases.ts';

export const conversationCases: ParityCases = {
  'POST /comments': async ({ t, w }) => {
    // A top-level comment and a reply, on twin archetypes of the private project; then each thread as stored.
    const [a, b] = [await archetypeIn(t, w, w.privateProject.id), await archetypeIn(t, w, w.privateProject.id)];
    const top = `  Bring **3** Negates, @${w.admin.username}  `;
    const reply = 'Only _two_';
    const restTop = await say(t, w.member.token, a, top);
    const restReply = await say(t, w.owner.token, a, reply, restTop.id);

    const mutation = `mutation ($input: PostCommentInput!) { postComment(input: $input) { __typename ... on PostCommentPayload { comment { ${TREE} } } ... on Error { message } } }`;
    const postGql = async (token: string, content: string, parentId?: string) =>
      (await gqlOk(t, mutation, { input: { commentableType: 'archetype', commentableId: encodeGlobalID('Archetype', b), content, parentId } }, token)).postComment.comment;
    const gqlTop = await postGql(w.member.token, top);
    const gqlReply = await postGql(w.owner.token, reply, encodeGlobalID('Comment', gqlTop.databaseId));
    return [
      { posted: [restTop, restReply].map((c) => restComment(c, false)), stored: await restThreads(t, a, w.admin.token, false) },
      { posted: [gqlTop, gqlReply].map((c) => gqlComment(c, false)), stored: await gqlThreads(t, b, w.admin.token, false) },
    ];
  },

  // GraphQL has no flat list of comments: the same comments come as threads, flattened, without the deleted ones
  // (REST leaves them out unless include_inactive) and ordered like REST (oldest first here).
  'GET /comments': async ({ t, w }) => {
    const archetypeId = await archetypeIn(t, w, w.publicProject.id, 'Flat list');
    await seedThreads(t, w, archetypeId);
    const rest = await restOk<Row[]>(t, 'GET', `/comments?commentable_type=archetype&commentable_id=${archetypeId}&sort_order=asc`, { token: w.outsider.token });
    const { threads } = await gqlThreads(t, archetypeId, w.outsider.token);
    const flat = (c: Row): Row[] => [c, ...(c.replies ?? []).flatMap(flat)];
    const gql = threads
      .flatMap(flat)
      .filter((c: Row) => c.active)
      .map(({ replies: _replies, ...c }: Row) => c)
      .sort((x: Row, y: Row) => x.created.localeCompare(y.created) || x.id.localeCompare(y.id));
    return [rest.map((c) => restComment(c)), gql];
  },

  'GET /comments/threads': async ({ t, w }) => {
    const archetypeId = await archetypeIn(t, w, w.publicProject.id, 'Threads');
    await seedThreads(t, w, archetypeId);
    return [await restThreads(t, archetypeId), await gqlThreads(t, archetypeId)];
  },

  'GET /comments/:id': async ({ t, w }) => {
    const archetypeId = await archetypeIn(t, w, w.publicProjectOfPrivateTeam.id, 'One comment');
    const first = await seedThreads(t, w, archetypeId);
    const rest = await restOk(t, 'GET', `/comments/${first.id}`, { token: w.outsider.token });
    const gql = await gqlOk(t, `query ($id: ID!) { comment(id: $id) { ${TREE} } }`, { id: first.id }, w.outsider.token);
    return [restComment(rest), gqlComment(gql.comment)];
  },

  'PUT /comments/:id': async ({ t, w }) => {
    // Twin comments, each with a reply; the edit is read back from the thread.
    const twin = async () => {
      const archetypeId = await archetypeIn(t, w, w.publicProject.id, 'Edited');
      const original = await say(t, w.member.token, archetypeId, 'Play four copies');
      await say(t, w.owner.token, archetypeId, 'Really?', original.id);
      return { archetypeId, id: original.id as string };
    };
    const [a, b] = [await twin(), await twin()];
    await sleep(5);
    const content = ` Play *three* copies, @${w.owner.username} `;
    const rest = await restOk(t, 'PUT', `/comments/${a.id}`, { token: w.member.token, body: { content } });
    const mutation = `mutation ($input: UpdateCommentInput!) { updateComment(input: $input) { __typename ... on UpdateCommentPayload { comment { ${TREE} } } ... on Error { message } } }`;
    const gql = (await gqlOk(t, mutation, { input: { id: encodeGlobalID('Comment', b.id), content } }, w.member.token)).updateComment.comment;
    return [
      { edited: restComment(rest, false), stored: await restThreads(t, a.archetypeId, undefined, false) },
      { edited: gqlComment(gql, false), stored: await gqlThreads(t, b.archetypeId, undefined, false) },
    ];
  },

  'DELETE /comments/:id': async ({ t, w }) => {
    // Each twin: a parent with a reply (it stays, shown deleted) and a leaf (it leaves the thread).
    const twin = async () => {
      const archetypeId = await archetypeIn(t, w, w.publicProject.id, 'Deleted');
      const parent = await say(t, w.member.token, archetypeId, 'Parent text');
      await say(t, w.owner.token, archetypeId, 'A reply', parent.id);
      const leaf = await say(t, w.member.token, archetypeId, 'Lonely leaf');
      return { archetypeId, parent: parent.id as string, leaf: leaf.id as string };
    };
    const [a, b] = [await twin(), await twin()];
    const rest = [];
    for (const id of [a.parent, a.leaf]) rest.push((await restOk(t, 'DELETE', `/comments/${id}`, { token: w.member.token })).message);
    const mutation = `mutation ($input: DeleteCommentInput!) { deleteComment(input: $input) { __typename ... on DeleteCommentPayload { comment { isActive } } ... on Error { message } } }`;
    const gql = [];
    for (const id of [b.parent, b.leaf]) gql.push((await gqlOk(t, mutation, { input: { id: encodeGlobalID('Comment', id) } }, w.member.token)).deleteComment);
    // REST answers a message, GraphQL the comment as now shown: both say each of the two was deleted.
    expect(rest).toEqual(['Comment deleted successfully', 'Comment deleted successfully']);
    return [
      { deleted: rest.map(() => true), stored: await restThreads(t, a.archetypeId, undefined, false) },
      { deleted: gql.map((r: Row) => r.__typename === 'DeleteCommentPayload' && r.comment.isActive === false), stored: await gqlThreads(t, b.archetypeId, undefined, false) },
    ];
  },

  'GET /mentions': async ({ t, w }) => {
    const reader = await signedInUser(t);
    await fillInboxes(t, w, [reader]);
    const rest = await restOk<Row[]>(t, 'GET', '/mentions', { token: reader.token });
    const { viewer } = await gqlOk(t, `{ viewer { mentions(first: 20) { totalCount edges { node { ${MENTION} } } } } }`, {}, reader.token);
    return [
      { total: rest.length, mentions: rest.map((m) => restMention(m)) },
      { total: viewer.mentions.totalCount, mentions: viewer.mentions.edges.map((e: Row) => gqlMention(e.node)) },
    ];
  },

  'PUT /mentions/:id/read': async ({ t, w }) => {
    // Twin readers mentioned in the same comments; each marks the newest mention read, one way each.
    const [a, b] = await users(t, 2);
    await fillInboxes(t, w, [a, b]);
    const [newestA] = await restOk<Row[]>(t, 'GET', '/mentions?is_read=false', { token: a.token });
    const rest = await restOk(t, 'PUT', `/mentions/${newestA.id}/read`, { token: a.token });
    const { viewer } = await gqlOk(t, '{ viewer { mentions(first: 1, isRead: false) { edges { node { id } } } } }', {}, b.token);
    const mutation = `mutation ($input: MarkMentionReadInput!) { markMentionRead(input: $input) { __typename ... on MarkMentionReadPayload { mention { ${MENTION} } viewer { ${COUNTS} } } ... on Error { message } } }`;
    const gql = (await gqlOk(t, mutation, { input: { id: viewer.mentions.edges[0].node.id } }, b.token)).markMentionRead;
    return [
      { mention: restMention(rest, false), unread: await restUnread(t, a.token) },
      { mention: gqlMention(gql.mention, false), unread: gqlUnread(gql.viewer) },
    ];
  },

  'GET /notifications': async ({ t, w }) => {
    const reader = await signedInUser(t);
    await fillInboxes(t, w, [reader]);
    const rest = await restOk<Row[]>(t, 'GET', '/notifications', { token: reader.token });
    const { viewer } = await gqlOk(t, `{ viewer { notifications(first: 20) { totalCount edges { node { ${NOTIFICATION} } } } } }`, {}, reader.token);
    return [
      { total: rest.length, notifications: rest.map((n) => restNotification(n)) },
      { total: viewer.notifications.totalCount, notifications: viewer.notifications.edges.map((e: Row) => gqlNotification(e.node)) },
    ];
  },

  'GET /notifications/unread-count': async ({ t, w }) => {
    const reader = await signedInUser(t);
    await fillInboxes(t, w, [reader]);
    const { viewer } = await gqlOk(t, `{ viewer { ${COUNTS} } }`, {}, reader.token);
    return [await restUnread(t, reader.token), gqlUnread(viewer)];
  },

  'PUT /notifications/read-all': async ({ t, w }) => {
    const [a, b] = await users(t, 2);
    await fillInboxes(t, w, [a, b]);
    const rest = await restOk(t, 'PUT', '/notifications/read-all', { token: a.token });
    const stillUnread = await restOk<Row[]>(t, 'GET', '/notifications?is_read=false', { token: a.token });
    const mutation = `mutation { markAllNotificationsRead { __typename ... on MarkAllNotificationsReadPayload { updatedCount viewer { ${COUNTS} notifications(isRead: false) { totalCount } } } } }`;
    const gql = (await gqlOk(t, mutation, {}, b.token)).markAllNotificationsRead;
    return [
      { updated: rest.updated, unread: await restUnread(t, a.token), still_unread: stillUnread.length },
      { updated: gql.updatedCount, unread: gqlUnread(gql.viewer), still_unread: gql.viewer.notifications.totalCount },
    ];
  },

  'PUT /notifications/:id/read': async ({ t, w }) => {
    // Twin readers each mark their newest (mention) notification read, which also marks its mention.
    const [a, b] = await users(t, 2);
    await fillInboxes(t, w, [a, b]);
    const [newestA] = await restOk<Row[]>(t, 'GET', '/notifications?type=mention&is_read=false', { token: a.token });
    const rest = await restOk(t, 'PUT', `/notifications/${newestA.id}/read`, { token: a.token });
    const { viewer } = await gqlOk(t, '{ viewer { notifications(first: 1, type: mention, isRead: false) { edges { node { id } } } } }', {}, b.token);
    const mutation = `mutation ($input: MarkNotificationReadInput!) { markNotificationRead(input: $input) { __typename ... on MarkNotificationReadPayload { notification { ${NOTIFICATION} } viewer { ${COUNTS} } } ... on Error { message } } }`;
    const gql = (await gqlOk(t, mutation, { input: { id: viewer.notifications.edges[0].node.id } }, b.token)).markNotificationRead;
    return [
      { notification: restNotification(rest, false), unread: await restUnread(t, a.token) },
      { notification: gqlNotification(gql.notification, false), unread: gqlUnread(gql.viewer) },
    ];
  },
};

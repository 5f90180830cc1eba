// Setup and projections shared by the parity cases of the admin panel, comments, mentions and notifications; each case
// works on data of its own (fresh users, teams, archetypes, comments) so that the cases stay independent.
import { expect } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { TestApp } from '../helpers/test-app.ts';
import { signedInUser, type TestUser } from '../helpers/users.ts';
import type { World } from '../helpers/world.ts';
import { gqlOk, restOk } from './cases.ts';

export type Row = Record<string, any>;
export const GAME = 'Magic: The Gathering';
export const DECK = '4 Lightning Bolt\n4 Monastery Swiftspear\n20 Mountain';
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const post = (t: TestApp, path: string, token: string, body: object) => restOk<Row>(t, 'POST', path, { token, body });
export const users = (t: TestApp, n: number) => Promise.all(Array.from({ length: n }, () => signedInUser(t)));

// ---- Fresh things to list, count and delete ----

export type Kind = 'team' | 'project' | 'archetype' | 'decklist';
export const KINDS: Kind[] = ['team', 'project', 'archetype', 'decklist'];
export type Chain = Record<Kind, string> & { owner: TestUser };

/** A fresh user owning a team with a project, an archetype and a decklist. */
export async function chain(t: TestApp, label = 'Throwaway'): Promise<Chain> {
  const owner = await signedInUser(t);
  const team = await post(t, '/teams', owner.token, { name: `${label} Team` });
  const project = await post(t, '/projects', owner.token, { name: `${label} Project`, team_id: team.id, game: GAME, format: 'Modern' });
  const archetype = await post(t, '/archetypes', owner.token, { project_id: project.id, name: `${label} Deck`, game: GAME });
  const decklist = await post(t, '/decklists/import', owner.token, { archetype_id: archetype.id, raw_text: DECK, name: `${label} List` });
  return { owner, team: team.id, project: project.id, archetype: archetype.id, decklist: decklist.id };
}

/** Which of the things still exist, as the site admin reads them through REST (GET /teams/:id, …). */
export async function restExisting(t: TestApp, w: World, ids: Partial<Record<Kind, string>>) {
  const found: Record<string, boolean> = {};
  for (const [kind, id] of Object.entries(ids)) {
    const { status } = await t.rest('GET', `/${kind}s/${id}`, { token: w.siteAdmin.token });
    expect([200, 404], `GET /${kind}s/${id}`).toContain(status);
    found[kind] = status === 200;
  }
  return found;
}

/** The same through GraphQL (team(id:), project(id:), … are null once gone). */
export async function gqlExisting(t: TestApp, w: World, ids: Partial<Record<Kind, string>>) {
  const kinds = Object.keys(ids);
  const query = `query (${kinds.map((k) => `$${k}: ID!`).join(', ')}) { ${kinds.map((k) => `${k}(id: $${k}) { databaseId }`).join(' ')} }`;
  const data = await gqlOk(t, query, ids, w.siteAdmin.token);
  return Object.fromEntries(kinds.map((k) => [k, data[k] !== null]));
}

/** DELETE /admin/{kind}s/:id on one fresh chain and adminDelete{Thing} on its twin; then what is left of each. */
export async function adminDelete(t: TestApp, w: World, thing: 'Team' | 'Project' | 'Archetype' | 'Decklist'): Promise<[unknown, unknown]> {
  const kind = thing.toLowerCase() as Kind;
  const [a, b] = [await chain(t), await chain(t)];
  const rest = await restOk(t, 'DELETE', `/admin/${kind}s/${a[kind]}`, { token: w.siteAdmin.token });
  const mutation = `mutation ($input: AdminDelete${thing}Input!) { result: adminDelete${thing}(input: $input) {
    __typename ... on AdminDelete${thing}Payload { message deletedId } ... on Error { message } } }`;
  const { result } = await gqlOk(t, mutation, { input: { id: encodeGlobalID(thing, b[kind]) } }, w.siteAdmin.token);
  expect(result).toEqual({ __typename: `AdminDelete${thing}Payload`, message: expect.any(String), deletedId: encodeGlobalID(thing, b[kind]) });
  const ids = (c: Chain) => Object.fromEntries(KINDS.map((k) => [k, c[k]]));
  return [
    { message: rest.message, left: await restExisting(t, w, ids(a)) },
    { message: result.message, left: await gqlExisting(t, w, ids(b)) },
  ];
}

/**
 * An admin list: the newest `n` rows of GET /admin/{what} next to the first `n` nodes of admin{What}, plus the whole
 * list's size (REST has no total: one page of the maximum 500 rows counts it) and whether the fresh ids are listed.
 */
export async function adminList(
  t: TestApp,
  w: World,
  what: string,
  fresh: string[],
  restRow: (row: Row) => Row,
  nodeFields: string,
  gqlRow: (node: Row) => Row,
): Promise<[unknown, unknown]> {
  const n = fresh.length + 1;
  const all = await restOk<Row[]>(t, 'GET', `/admin/${what}?limit=500`, { token: w.siteAdmin.token });
  expect(all.length).toBeLessThan(500);
  const field = `admin${what[0].toUpperCase()}${what.slice(1)}`;
  const page = (await gqlOk(t, `{ page: ${field}(first: ${n}) { totalCount edges { node { ${nodeFields} } } } }`, {}, w.siteAdmin.token)).page;
  const newest = all.slice(0, n).map(restRow);
  const nodes = page.edges.map((edge: Row) => gqlRow(edge.node));
  const listed = (rows: Row[]) => fresh.map((id) => rows.some((row) => row.id === id));
  return [
    { total: all.length, listed: listed(newest), newest },
    { total: page.totalCount, listed: listed(nodes), newest: nodes },
  ];
}

// ---- Comments ----

/** Posts through REST and returns the new comment. */
export async function say(t: TestApp, token: string, archetypeId: string, content: string, parentId?: string): Promise<Row> {
  const body = { content, commentable_type: 'archetype', commentable_id: archetypeId, ...(parentId ? { parent_id: parentId } : {}) };
  return (await post(t, '/comments', token, body)).data;
}

/** A fresh archetype (made by the team member) whose threads are its own. */
export const archetypeIn = async (t: TestApp, w: World, projectId: string, name = 'Izzet Phoenix') =>
  (await post(t, '/archetypes', w.member.token, { project_id: projectId, name, game: GAME })).id as string;

export const COMMENT = 'databaseId parentDatabaseId projectDatabaseId commentableDatabaseId createdAt updatedAt content contentHtml depth isActive isEdited replyCount commentableType author { databaseId username displayName }';
// Levels are 0..2, so three levels of `replies` reach every comment.
export const TREE = `${COMMENT} replies { ${COMMENT} replies { ${COMMENT} replies { ${COMMENT} } } }`;

/** A REST comment as plain data; ids and times only with `ids` (twins of a write differ in them). */
export function restComment(c: Row, ids = true): Row {
  return {
    ...(ids ? { id: c.id, parent: c.parent_id, project: c.project_id, on: c.commentable_id, author_id: c.author_id, created: c.created_at, updated: c.updated_at } : {}),
    content: c.content,
    html: c.content_html,
    author: c.author_name,
    author_display: c.author_display_name,
    depth: c.depth,
    active: c.is_active,
    edited: c.is_edited,
    type: c.commentable_type,
    reply_count: c.reply_count,
    ...(c.replies ? { replies: c.replies.map((r: Row) => restComment(r, ids)) } : {}),
  };
}

export function gqlComment(c: Row, ids = true): Row {
  return {
    ...(ids
      ? { id: c.databaseId, parent: c.parentDatabaseId, project: c.projectDatabaseId, on: c.commentableDatabaseId, author_id: c.author?.databaseId ?? null, created: c.createdAt, updated: c.updatedAt }
      : {}),
    content: c.content,
    html: c.contentHtml,
    author: c.author?.username ?? null,
    author_display: c.author?.displayName ?? null,
    depth: c.depth,
    active: c.isActive,
    edited: c.isEdited,
    type: c.commentableType,
    reply_count: c.replyCount,
    ...(c.replies ? { replies: c.replies.map((r: Row) => gqlComment(r, ids)) } : {}),
  };
}

export async function restThreads(t: TestApp, archetypeId: string, token?: string, ids = true) {
  const body = await restOk(t, 'GET', `/comments/threads?commentable_type=archetype&commentable_id=${archetypeId}`, { token });
  return { total: body.total_comments, threads: body.threads.map((c: Row) => restComment(c, ids)) };
}

export async function gqlThreads(t: TestApp, archetypeId: string, token?: string, ids = true) {
  const query = `query ($id: ID!) { commentCount(commentableType: archetype, commentableId: $id)
    commentThreads(commentableType: archetype, commentableId: $id) { edges { node { ${TREE} } } } }`;
  const data = await gqlOk(t, query, { id: encodeGlobalID('Archetype', archetypeId) }, token);
  return { total: data.commentCount, threads: data.commentThreads.edges.map((e: Row) => gqlComment(e.node, ids)) };
}

/** Two threads three levels deep, Markdown, and a deleted comment that stays for its reply. */
export async function seedThreads(t: TestApp, w: World, archetypeId: string) {
  const first = await say(t, w.member.token, archetypeId, 'First thread: bring **3** Negates');
  const reply = await say(t, w.owner.token, archetypeId, 'Reply: only two', first.id);
  await say(t, w.member.token, archetypeId, 'Deepest', reply.id);
  await say(t, w.admin.token, archetypeId, 'Later reply', first.id);
  const doomed = await say(t, w.member.token, archetypeId, 'Doomed');
  await say(t, w.owner.token, archetypeId, 'Orphan', doomed.id);
  await restOk(t, 'DELETE', `/comments/${doomed.id}`, { token: w.member.token });
  await say(t, w.outsider.token, archetypeId, 'Second thread with a [link](https://example.com)');
  return first;
}

// ---- Mentions and notifications ----

export const NOTIFICATION = 'databaseId type isRead createdAt actor { username displayName } team { name } comment { databaseId excerpt commentableType commentableDatabaseId projectDatabaseId author { username } }';
export const MENTION = 'databaseId isRead createdAt comment { databaseId excerpt commentableType commentableDatabaseId projectDatabaseId author { username } }';
export const COUNTS = 'unreadNotificationCount unreadMentionCount';

// A REST item carries a summary of its comment whose `excerpt` is its plain text cut at 140 characters, as GraphQL's
// comment.excerpt.
export const restSummary = (c: Row | null, ids: boolean) =>
  c && { ...(ids ? { id: c.id, on: c.commentable_id, project: c.project_id } : {}), text: c.excerpt, type: c.commentable_type, author: c.author_name };
export const gqlSummary = (c: Row | null, ids: boolean) =>
  c && { ...(ids ? { id: c.databaseId, on: c.commentableDatabaseId, project: c.projectDatabaseId } : {}), text: c.excerpt, type: c.commentableType, author: c.author?.username ?? null };

export const restNotification = (n: Row, ids = true) => ({
  ...(ids ? { id: n.id, created: n.created_at, comment_id: n.comment_id } : {}),
  type: n.type,
  read: n.is_read,
  actor: n.actor_name,
  actor_display: n.actor_display_name,
  team: n.team_name,
  comment: restSummary(n.comment, ids),
});
export const gqlNotification = (n: Row, ids = true) => ({
  ...(ids ? { id: n.databaseId, created: n.createdAt, comment_id: n.comment?.databaseId ?? null } : {}),
  type: n.type,
  read: n.isRead,
  actor: n.actor?.username ?? null,
  actor_display: n.actor?.displayName ?? null,
  team: n.team?.name ?? null,
  comment: gqlSummary(n.comment, ids),
});
export const restMention = (m: Row, ids = true) => ({ ...(ids ? { id: m.id, created: m.created_at, comment_id: m.comment_id } : {}), read: m.is_read, comment: restSummary(m.comment, ids) });
export const gqlMention = (m: Row, ids = true) => ({
  ...(ids ? { id: m.databaseId, created: m.createdAt, comment_id: m.comment?.databaseId ?? null } : {}),
  read: m.isRead,
  comment: gqlSummary(m.comment, ids),
});

export const restUnread = async (t: TestApp, token: string) => {
  const body = await restOk(t, 'GET', '/notifications/unread-count', { token });
  return { notifications: body.unread_notifications, mentions: body.unread_mentions };
};
export const gqlUnread = (viewer: Row) => ({ notifications: viewer.unreadNotificationCount, mentions: viewer.unreadMentionCount });

/**
 * Gives each reader the same inbox on a fresh public archetype: a reply to their comment, two mentions (the older
 * one read) and a team invitation.
 */
export async function fillInboxes(t: TestApp, w: World, readers: TestUser[]) {
  const archetypeId = await archetypeIn(t, w, w.publicProject.id, 'Inbox');
  for (const reader of readers) await say(t, w.owner.token, archetypeId, 'Side in?', (await say(t, reader.token, archetypeId, 'What do we side in?')).id);
  const at = readers.map((r) => `@${r.username}`).join(' ');
  await say(t, w.member.token, archetypeId, `${at} look at this`);
  await sleep(5);
  await say(t, w.admin.token, archetypeId, `Also ${at}: three Dovins`);
  for (const reader of readers) {
    const [older] = (await restOk<Row[]>(t, 'GET', '/mentions', { token: reader.token })).slice(-1);
    await restOk(t, 'PUT', `/mentions/${older.id}/read`, { token: reader.token });
  }
  const inviter = await signedInUser(t, { display_name: 'Ines Inviter' });
  const team = await post(t, '/teams', inviter.token, { name: 'Inbox Guild' });
  for (const reader of readers) await post(t, `/teams/${team.id}/invite`, inviter.token, { identifier: reader.username });
}

// ---- The cases ----

// Parity cases of the admin panel, comments, mentions and notifications: each REST call next to its GraphQL
// operation, on data of its own (fresh users, teams, archetypes, comments) so that the cases stay independent.
import { expect } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { TestApp } from '../helpers/test-app.ts';
import { signedInUser, type TestUser } from '../helpers/users.ts';
import type { World } from '../helpers/world.ts';
import { gqlOk, restOk, type ParityCases } from './cases.ts';

type Row = Record<string, any>;
const GAME = 'Magic: The Gathering';
const DECK = '4 Lightning Bolt\n4 Monastery Swiftspear\n20 Mountain';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const post = (t: TestApp, path: string, token: string, body: object) => restOk<Row>(t, 'POST', path, { token, body });
const users = (t: TestApp, n: number) => Promise.all(Array.from({ length: n }, () => signedInUser(t)));

// ---- Fresh things to list, count and delete ----

type Kind = 'team' | 'project' | 'archetype' | 'decklist';
const KINDS: Kind[] = ['team', 'project', 'archetype', 'decklist'];
type Chain = Record<Kind, string> & { owner: TestUser };

/** A fresh user owning a team with a project, an archetype and a decklist. */
async function chain(t: TestApp, label = 'Throwaway'): Promise<Chain> {
  const owner = await signedInUser(t);
  const team = await post(t, '/teams', owner.token, { name: `${label} Team` });
  const project = await post(t, '/projects', owner.token, { name: `${label} Project`, team_id: team.id, game: GAME, format: 'Modern' });
  const archetype = await post(t, '/archetypes', owner.token, { project_id: project.id, name: `${label} Deck`, game: GAME });
  const decklist = await post(t, '/decklists/import', owner.token, { archetype_id: archetype.id, raw_text: DECK, name: `${label} List` });
  return { owner, team: team.id, project: project.id, archetype: archetype.id, decklist: decklist.id };
}

/** Which of the things still exist, as the site admin reads them through REST (GET /teams/:id, …). */
async function restExisting(t: TestApp, w: World, ids: Partial<Record<Kind, string>>) {
  const found: Record<string, boolean> = {};
  for (const [kind, id] of Object.entries(ids)) {
    const { status } = await t.rest('GET', `/${kind}s/${id}`, { token: w.siteAdmin.token });
    expect([200, 404], `GET /${kind}s/${id}`).toContain(status);
    found[kind] = status === 200;
  }
  return found;
}

/** The same through GraphQL (team(id:), project(id:), … are null once gone). */
async function gqlExisting(t: TestApp, w: World, ids: Partial<Record<Kind, string>>) {
  const kinds = Object.keys(ids);
  const query = `query (${kinds.map((k) => `$${k}: ID!`).join(', ')}) { ${kinds.map((k) => `${k}(id: $${k}) { databaseId }`).join(' ')} }`;
  const data = await gqlOk(t, query, ids, w.siteAdmin.token);
  return Object.fromEntries(kinds.map((k) => [k, data[k] !== null]));
}

/** DELETE /admin/{kind}s/:id on one fresh chain and adminDelete{Thing} on its twin; then what is left of each. */
async function adminDelete(t: TestApp, w: World, thing: 'Team' | 'Project' | 'Archetype' | 'Decklist'): Promise<[unknown, unknown]> {
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
async function adminList(
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
async function say(t: TestApp, token: string, archetypeId: string, content: string, parentId?: string): Promise<Row> {
  const body = { content, commentable_type: 'archetype', commentable_id: archetypeId, ...(parentId ? { parent_id: parentId } : {}) };
  return (await post(t, '/comments', token, body)).data;
}

/** A fresh archetype (made by the team member) whose threads are its own. */
const archetypeIn = async (t: TestApp, w: World, projectId: string, name = 'Izzet Phoenix') =>
  (await post(t, '/archetypes', w.member.token, { project_id: projectId, name, game: GAME })).id as string;

const COMMENT = 'databaseId parentDatabaseId projectDatabaseId commentableDatabaseId createdAt updatedAt content contentHtml depth isActive isEdited replyCount commentableType author { databaseId username displayName }';
// Levels are 0..2, so three levels of `replies` reach every comment.
const TREE = `${COMMENT} replies { ${COMMENT} replies { ${COMMENT} replies { ${COMMENT} } } }`;

/** A REST comment as plain data; ids and times only with `ids` (twins of a write differ in them). */
function restComment(c: Row, ids = true): Row {
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

function gqlComment(c: Row, ids = true): Row {
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

async function restThreads(t: TestApp, archetypeId: string, token?: string, ids = true) {
  const body = await restOk(t, 'GET', `/comments/threads?commentable_type=archetype&commentable_id=${archetypeId}`, { token });
  return { total: body.total_comments, threads: body.threads.map((c: Row) => restComment(c, ids)) };
}

async function gqlThreads(t: TestApp, archetypeId: string, token?: string, ids = true) {
  const query = `query ($id: ID!) { commentCount(commentableType: archetype, commentableId: $id)
    commentThreads(commentableType: archetype, commentableId: $id) { edges { node { ${TREE} } } } }`;
  const data = await gqlOk(t, query, { id: encodeGlobalID('Archetype', archetypeId) }, token);
  return { total: data.commentCount, threads: data.commentThreads.edges.map((e: Row) => gqlComment(e.node, ids)) };
}

/** Two threads three levels deep, Markdown, and a deleted comment that stays for its reply. */
async function seedThreads(t: TestApp, w: World, archetypeId: string) {
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

const NOTIFICATION = 'databaseId type isRead createdAt actor { username displayName } team { name } comment { databaseId content commentableType commentableDatabaseId projectDatabaseId author { username } }';
const MENTION = 'databaseId isRead createdAt comment { databaseId content commentableType commentableDatabaseId projectDatabaseId author { username } }';
const COUNTS = 'unreadNotificationCount unreadMentionCount';

// A REST item carries a summary of its comment whose `excerpt` is the whitespace-collapsed content cut at 140
// characters: the comments here are short one-liners, so it equals GraphQL's comment.content.
const restSummary = (c: Row | null, ids: boolean) =>
  c && { ...(ids ? { id: c.id, on: c.commentable_id, project: c.project_id } : {}), text: c.excerpt, type: c.commentable_type, author: c.author_name };
const gqlSummary = (c: Row | null, ids: boolean) =>
  c && { ...(ids ? { id: c.databaseId, on: c.commentableDatabaseId, project: c.projectDatabaseId } : {}), text: c.content, type: c.commentableType, author: c.author?.username ?? null };

const restNotification = (n: Row, ids = true) => ({
  ...(ids ? { id: n.id, created: n.created_at, comment_id: n.comment_id } : {}),
  type: n.type,
  read: n.is_read,
  actor: n.actor_name,
  actor_display: n.actor_display_name,
  team: n.team_name,
  comment: restSummary(n.comment, ids),
});
const gqlNotification = (n: Row, ids = true) => ({
  ...(ids ? { id: n.databaseId, created: n.createdAt, comment_id: n.comment?.databaseId ?? null } : {}),
  type: n.type,
  read: n.isRead,
  actor: n.actor?.username ?? null,
  actor_display: n.actor?.displayName ?? null,
  team: n.team?.name ?? null,
  comment: gqlSummary(n.comment, ids),
});
const restMention = (m: Row, ids = true) => ({ ...(ids ? { id: m.id, created: m.created_at, comment_id: m.comment_id } : {}), read: m.is_read, comment: restSummary(m.comment, ids) });
const gqlMention = (m: Row, ids = true) => ({
  ...(ids ? { id: m.databaseId, created: m.createdAt, comment_id: m.comment?.databaseId ?? null } : {}),
  read: m.isRead,
  comment: gqlSummary(m.comment, ids),
});

const restUnread = async (t: TestApp, token: string) => {
  const body = await restOk(t, 'GET', '/notifications/unread-count', { token });
  return { notifications: body.unread_notifications, mentions: body.unread_mentions };
};
const gqlUnread = (viewer: Row) => ({ notifications: viewer.unreadNotificationCount, mentions: viewer.unreadMentionCount });

/**
 * Gives each reader the same inbox on a fresh public archetype: a reply to their comment, two mentions (the older
 * one read) and a team invitation.
 */
async function fillInboxes(t: TestApp, w: World, readers: TestUser[]) {
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

export const conversationAndAdminCases: ParityCases = {
  'GET /admin/stats': async ({ t, w }) => {
    await chain(t, 'Counted');
    const rest = await restOk(t, 'GET', '/admin/stats', { token: w.siteAdmin.token });
    const { adminStats: s } = await gqlOk(t, '{ adminStats { totalUsers totalTeams totalProjects totalArchetypes totalDecklists totalMatches } }', {}, w.siteAdmin.token);
    const gql = { total_users: s.totalUsers, total_teams: s.totalTeams, total_projects: s.totalProjects, total_archetypes: s.totalArchetypes, total_decklists: s.totalDecklists, total_matches: s.totalMatches };
    return [rest, gql];
  },

  'GET /admin/users': async ({ t, w }) => {
    const listed = await signedInUser(t, { display_name: 'Ada Listed' });
    const promoted = await signedInUser(t, { admin: true });
    for (const name of ['Listed One', 'Listed Two']) await post(t, '/teams', listed.token, { name });
    return adminList(
      t,
      w,
      'users',
      [listed.id, promoted.id],
      (u) => ({ id: u.id, username: u.username, display_name: u.display_name, email: u.email, is_admin: u.is_admin, email_verified: u.email_verified, team_count: u.team_count, created: u.created_at }),
      'databaseId username displayName email isAdmin emailVerified teamCount createdAt',
      (u) => ({ id: u.databaseId, username: u.username, display_name: u.displayName, email: u.email, is_admin: u.isAdmin, email_verified: u.emailVerified, team_count: u.teamCount, created: u.createdAt }),
    );
  },

  'DELETE /admin/users/:id': async ({ t, w }) => {
    // Each twin: a leaver owning a team alone and a team shared with an heir (who inherits it).
    const twin = async () => {
      const [leaver, heir] = await users(t, 2);
      const solo = await post(t, '/teams', leaver.token, { name: 'Solo' });
      const shared = await post(t, '/teams', leaver.token, { name: 'Shared' });
      await post(t, `/teams/${shared.id}/invite`, leaver.token, { identifier: heir.username, role: 'admin' });
      return { leaver, heir, solo: solo.id as string, shared: shared.id as string };
    };
    const [a, b] = [await twin(), await twin()];
    const rest = await restOk(t, 'DELETE', `/admin/users/${a.leaver.id}`, { token: w.siteAdmin.token });
    const mutation = `mutation ($input: AdminDeleteUserInput!) { result: adminDeleteUser(input: $input) { __typename ... on AdminDeleteUserPayload { message } ... on Error { message } } }`;
    const { result } = await gqlOk(t, mutation, { input: { id: encodeGlobalID('User', b.leaver.id) } }, w.siteAdmin.token);

    const login = await t.rest('POST', '/auth/login', { body: { email: a.leaver.email, password: a.leaver.password } });
    const shared = await restOk(t, 'GET', `/teams/${a.shared}`, { token: w.siteAdmin.token });
    const restAfter = { message: rest.message, can_sign_in: login.status === 200, solo_team_left: (await restExisting(t, w, { team: a.solo })).team, heir_owns_shared: shared.owner_id === a.heir.id };

    const read = `mutation ($login: LoginInput!) { login(input: $login) { __typename } }`;
    const signIn = await gqlOk(t, read, { login: { email: b.leaver.email, password: b.leaver.password } });
    const teams = await gqlOk(t, `query ($solo: ID!, $shared: ID!) { solo: team(id: $solo) { databaseId } shared: team(id: $shared) { owner { databaseId } } }`, { solo: b.solo, shared: b.shared }, w.siteAdmin.token);
    const gqlAfter = { message: result.message, can_sign_in: signIn.login.__typename === 'SessionPayload', solo_team_left: teams.solo !== null, heir_owns_shared: teams.shared.owner.databaseId === b.heir.id };
    return [restAfter, gqlAfter];
  },

  'PUT /admin/users/:id/admin': async ({ t, w }) => {
    const [a, b] = [await signedInUser(t, { display_name: 'Twin' }), await signedInUser(t, { display_name: 'Twin' })];
    const userOf = (u: Row) => ({ display_name: u.display_name, is_admin: u.is_admin, email_verified: u.email_verified });
    const rest = [];
    for (const is_admin of [true, false]) {
      const body = await restOk(t, 'PUT', `/admin/users/${a.id}/admin`, { token: w.siteAdmin.token, body: { is_admin } });
      rest.push({ message: body.message, user: userOf(body.user), panel_open: (await t.rest('GET', '/admin/stats', { token: a.token })).status === 200 });
    }
    const mutation = `mutation ($input: SetUserAdminInput!) { setUserAdmin(input: $input) { __typename ... on SetUserAdminPayload { message user { displayName isAdmin emailVerified } } ... on Error { message } } }`;
    const gql = [];
    for (const isAdmin of [true, false]) {
      const { setUserAdmin: r } = await gqlOk(t, mutation, { input: { userId: encodeGlobalID('User', b.id), isAdmin } }, w.siteAdmin.token);
      const panel = await t.gql('{ adminStats { totalUsers } }', {}, b.token);
      gql.push({ message: r.message, user: userOf({ display_name: r.user?.displayName, is_admin: r.user?.isAdmin, email_verified: r.user?.emailVerified }), panel_open: !panel.errors });
    }
    return [rest, gql];
  },

  'GET /admin/teams': async ({ t, w }) => {
    const [owner, member] = await users(t, 2);
    const open = await post(t, '/teams', owner.token, { name: 'Listed Guild', visibility: 'public', description: 'Open doors' });
    await post(t, `/teams/${open.id}/invite`, owner.token, { identifier: member.username });
    await post(t, '/projects', owner.token, { name: 'Listed Project', team_id: open.id, game: GAME });
    const closed = await post(t, '/teams', member.token, { name: 'Listed Cell' });
    return adminList(
      t,
      w,
      'teams',
      [open.id, closed.id],
      (r) => ({ id: r.id, name: r.name, description: r.description, visibility: r.visibility, owner: r.owner_username, members: r.member_count, projects: r.project_count, created: r.created_at }),
      'databaseId name description visibility createdAt owner { username } members { totalCount } projects { totalCount }',
      (n) => ({ id: n.databaseId, name: n.name, description: n.description, visibility: n.visibility, owner: n.owner.username, members: n.members.totalCount, projects: n.projects.totalCount, created: n.createdAt }),
    );
  },

  'DELETE /admin/teams/:id': ({ t, w }) => adminDelete(t, w, 'Team'),

  'GET /admin/projects': async ({ t, w }) => {
    const owner = await signedInUser(t);
    const team = await post(t, '/teams', owner.token, { name: 'Listing Team' });
    const full = await post(t, '/projects', owner.token, { name: 'Listed Full', team_id: team.id, game: GAME, format: 'Pioneer', tags: ['rcq', 'ptq'], description: 'Two decks', visibility: 'public' });
    for (const name of ['One', 'Two']) await post(t, '/archetypes', owner.token, { project_id: full.id, name, game: GAME });
    const bare = await post(t, '/projects', owner.token, { name: 'Listed Bare', team_id: team.id, game: 'Altered' });
    return adminList(
      t,
      w,
      'projects',
      [full.id, bare.id],
      (p) => ({ id: p.id, name: p.name, description: p.description, team_id: p.team_id, team: p.team_name, visibility: p.visibility, game: p.game, format: p.format, tags: p.tags, active: p.is_active, archetypes: p.archetype_count, created: p.created_at }),
      'databaseId name description teamDatabaseId team { name } visibility game format tags isActive archetypeCount createdAt',
      (p) => ({ id: p.databaseId, name: p.name, description: p.description, team_id: p.teamDatabaseId, team: p.team?.name ?? null, visibility: p.visibility, game: p.game, format: p.format, tags: p.tags, active: p.isActive, archetypes: p.archetypeCount, created: p.createdAt }),
    );
  },

  'DELETE /admin/projects/:id': ({ t, w }) => adminDelete(t, w, 'Project'),

  'GET /admin/archetypes': async ({ t, w }) => {
    const c = await chain(t, 'Listed');
    const plain = await post(t, '/archetypes', c.owner.token, { project_id: c.project, name: 'Listed Control', short_name: 'CTRL', game: GAME, format: 'Legacy', description: 'Draw-go' });
    return adminList(
      t,
      w,
      'archetypes',
      [c.archetype, plain.id],
      (a) => ({ id: a.id, name: a.name, short: a.short_name, description: a.description, game: a.game, format: a.format, project_id: a.project_id, project: a.project_name, by: a.created_by, active: a.is_active, decklists: a.decklist_count, created: a.created_at, updated: a.updated_at }),
      'databaseId name shortName description game format projectDatabaseId project { name } createdBy { databaseId } isActive decklists { totalCount } createdAt updatedAt',
      (a) => ({ id: a.databaseId, name: a.name, short: a.shortName, description: a.description, game: a.game, format: a.format, project_id: a.projectDatabaseId, project: a.project.name, by: a.createdBy?.databaseId ?? null, active: a.isActive, decklists: a.decklists.totalCount, created: a.createdAt, updated: a.updatedAt }),
    );
  },

  'DELETE /admin/archetypes/:id': ({ t, w }) => adminDelete(t, w, 'Archetype'),

  'GET /admin/decklists': async ({ t, w }) => {
    const c = await chain(t, 'Listed');
    const second = await post(t, '/decklists/import', c.owner.token, { archetype_id: c.archetype, raw_text: DECK, name: 'Listed Second' });
    await restOk(t, 'PUT', `/decklists/${second.id}`, { token: c.owner.token, body: { cards: [{ name: 'Shock', quantity: 4 }] } });
    return adminList(
      t,
      w,
      'decklists',
      [c.decklist, second.id],
      (d) => ({ id: d.id, name: d.name, archetype_id: d.archetype_id, archetype: d.archetype_name, project: d.project_name, version: d.version_tag, by: d.created_by, by_name: d.created_by_username, created: d.created_at, updated: d.updated_at }),
      'databaseId name archetypeDatabaseId archetype { name project { name } } versionTag createdBy { databaseId username } createdAt updatedAt',
      (d) => ({ id: d.databaseId, name: d.name, archetype_id: d.archetypeDatabaseId, archetype: d.archetype.name, project: d.archetype.project.name, version: d.versionTag, by: d.createdBy?.databaseId ?? null, by_name: d.createdBy?.username ?? null, created: d.createdAt, updated: d.updatedAt }),
    );
  },

  'DELETE /admin/decklists/:id': ({ t, w }) => adminDelete(t, w, 'Decklist'),

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

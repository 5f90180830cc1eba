// Changing and deleting teams (owner) and projects (the team's owner and admins), issue 20 item 3: the rules, bad
// input changing nothing, and deletion taking everything inside along (no orphan rows, no 500s).
import { beforeAll, describe, expect, it } from 'vitest';
import { t, useAppWithWorld } from './helpers/app-with-world.ts';
import { addToTeam, signedInUser, type TestUser } from './helpers/users.ts';

useAppWithWorld();

let owner: TestUser, admin: TestUser, member: TestUser, outsider: TestUser, siteAdmin: TestUser;
beforeAll(async () => {
  [owner, admin, member, outsider, siteAdmin] = await Promise.all([signedInUser(t), signedInUser(t), signedInUser(t), signedInUser(t), signedInUser(t, { admin: true })]);
});

const GAME = 'Magic: The Gathering';

async function teamWithProject(visibility: 'private' | 'public' = 'private') {
  const team = (await t.rest('POST', '/teams', { token: owner.token, body: { name: `Crew ${Math.random().toString(36).slice(2, 7)}`, visibility } })).body;
  await addToTeam(t, team.id, [
    [admin, 'admin'],
    [member, 'member'],
  ]);
  const project = (await t.rest('POST', '/projects', { token: owner.token, body: { name: 'Gauntlet', team_id: team.id, game: GAME, format: 'Modern', tags: ['rcq'], visibility } })).body;
  return { team: team.id as string, project: project.id as string };
}

/** A project with something of every kind in it: archetypes, a decklist with versions, matches, a comment thread that mentions the member, a metagame. */
async function stock(projectId: string) {
  const archetype = async (name: string) => (await t.rest('POST', '/archetypes', { token: member.token, body: { name, project_id: projectId, game: GAME } })).body.id as string;
  const [a, b] = [await archetype('Alpha'), await archetype('Beta')];
  const deck = (await t.rest('POST', '/decklists/import', { token: member.token, body: { archetype_id: a, raw_text: '4 Lightning Bolt\n20 Mountain', name: 'Burn' } })).body;
  await t.rest('PUT', `/decklists/${deck.id}`, { token: member.token, body: { cards: [{ name: 'Lightning Bolt', quantity: 4 }, { name: 'Mountain', quantity: 18 }] } });
  await t.rest('POST', '/matches', { token: member.token, body: { project_id: projectId, winner_archetype_id: a, loser_archetype_id: b, winner_decklist_id: deck.id } });
  await t.rest('POST', '/comments', { token: owner.token, body: { commentable_type: 'archetype', commentable_id: a, content: `@${member.username} look` } });
  await t.rest('PUT', `/projects/${projectId}/metagame`, { token: member.token, body: { shares: [{ archetype_id: a, share: 1 }] } });
  return { archetypes: [a, b], decklist: deck.id as string };
}

/** Rows that belong to a project, by table. */
async function rowsOf(projectId: string) {
  const db = t.app.deps.db;
  return {
    archetypes: await db.archetype.count({ where: { projectId } }),
    decklists: await db.decklist.count({ where: { archetype: { projectId } } }),
    matches: await db.match.count({ where: { projectId } }),
    comments: await db.comment.count({ where: { projectId } }),
    notifications: await db.notification.count({ where: { comment: { projectId } } }),
    metagames: await db.metagameSnapshot.count({ where: { projectId } }),
  };
}

describe('PUT /teams/:id', () => {
  it('lets the owner rename the team, change its description and make it public', async () => {
    const { team } = await teamWithProject();
    expect((await t.rest('GET', `/teams/${team}`)).status).toBe(404);
    const changed = await t.rest('PUT', `/teams/${team}`, { token: owner.token, body: { name: '  Renamed Crew ', description: 'Testing for RCQs', visibility: 'public' } });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: team, name: 'Renamed Crew', description: 'Testing for RCQs', visibility: 'public', role: 'owner' });
    expect((await t.rest('GET', `/teams/${team}`)).status).toBe(200);
    // Absent fields stay; an empty description is cleared.
    expect((await t.rest('PUT', `/teams/${team}`, { token: owner.token, body: { description: '' } })).body).toMatchObject({ name: 'Renamed Crew', description: null, visibility: 'public' });
  });

  it('is for the owner only', async () => {
    const { team } = await teamWithProject();
    const rename = (token?: string) => t.rest('PUT', `/teams/${team}`, { token, body: { name: 'Taken over' } });
    expect((await rename(admin.token)).status).toBe(403);
    expect((await rename(member.token)).status).toBe(403);
    expect((await rename(outsider.token)).status).toBe(404);
    expect((await rename(siteAdmin.token)).status).toBe(403);
    expect((await rename()).status).toBe(401);
    expect((await t.app.deps.db.team.findUniqueOrThrow({ where: { id: team } })).name).not.toBe('Taken over');
  });

  it.each([
    ['an empty name', { name: '   ' }],
    ['a name of 101 characters', { name: 'x'.repeat(101) }],
    ['an unknown visibility', { visibility: 'secret' }],
    ['an unknown field', { owner_id: '00000000-0000-0000-0000-000000000000' }],
    ['a description that is not text', { description: 5 }],
  ])('refuses %s with 400 and changes nothing', async (_name, body) => {
    const { team } = await teamWithProject();
    const before = await t.app.deps.db.team.findUniqueOrThrow({ where: { id: team } });
    expect((await t.rest('PUT', `/teams/${team}`, { token: owner.token, body })).status).toBe(400);
    expect(await t.app.deps.db.team.findUniqueOrThrow({ where: { id: team } })).toEqual(before);
  });
});

describe('DELETE /teams/:id', () => {
  it('lets the owner delete the team with its projects and everything in them, leaving no rows behind', async () => {
    const { team, project } = await teamWithProject();
    await stock(project);
    // An invitation to someone with an account, with its notification (which names the team without a foreign key).
    await t.rest('POST', `/teams/${team}/invite`, { token: owner.token, body: { identifier: outsider.username } });
    expect(await t.app.deps.db.notification.count({ where: { teamId: team } })).toBe(1);

    expect((await t.rest('DELETE', `/teams/${team}`, { token: admin.token })).status).toBe(403);
    expect((await t.rest('DELETE', `/teams/${team}`, { token: member.token })).status).toBe(403);
    expect((await t.rest('DELETE', `/teams/${team}`, { token: outsider.token })).status).toBe(404);
    expect((await t.rest('GET', `/projects/${project}`, { token: member.token })).status).toBe(200);

    const deleted = await t.rest('DELETE', `/teams/${team}`, { token: owner.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: 'Team deleted' });
    const db = t.app.deps.db;
    expect(await rowsOf(project)).toEqual({ archetypes: 0, decklists: 0, matches: 0, comments: 0, notifications: 0, metagames: 0 });
    expect(await db.project.count({ where: { teamId: team } })).toBe(0);
    expect(await db.teamMember.count({ where: { teamId: team } })).toBe(0);
    expect(await db.invitation.count({ where: { teamId: team } })).toBe(0);
    expect(await db.notification.count({ where: { teamId: team } })).toBe(0);
    // Everyone's next request knows; the outsider's notification list still answers.
    expect((await t.rest('GET', `/projects/${project}`, { token: member.token })).status).toBe(404);
    expect((await t.rest('GET', '/teams', { token: member.token })).body.map((x: { id: string }) => x.id)).not.toContain(team);
    expect((await t.rest('GET', '/notifications', { token: outsider.token })).status).toBe(200);
    expect((await t.rest('GET', '/invitations', { token: outsider.token })).body).toEqual([]);
    expect((await t.rest('DELETE', `/teams/${team}`, { token: owner.token })).status).toBe(404);
  });

  it('is deleteTeam in GraphQL, and the admin panel deletes a team the same way', async () => {
    const first = await teamWithProject();
    await t.rest('POST', `/teams/${first.team}/invite`, { token: owner.token, body: { identifier: siteAdmin.username } });
    const doc = `mutation ($input: DeleteTeamInput!) { deleteTeam(input: $input) { __typename ... on DeleteTeamPayload { deletedId } ... on Error { message } } }`;
    expect((await t.gql(doc, { input: { id: first.team } }, admin.token)).data!.deleteTeam.__typename).toBe('ForbiddenError');
    expect((await t.gql(doc, { input: { id: first.team } }, owner.token)).data!.deleteTeam).toEqual({ __typename: 'DeleteTeamPayload', deletedId: first.team });

    const second = await teamWithProject();
    await t.rest('POST', `/teams/${second.team}/invite`, { token: owner.token, body: { identifier: outsider.username } });
    expect((await t.rest('DELETE', `/admin/teams/${second.team}`, { token: siteAdmin.token })).status).toBe(200);
    expect(await t.app.deps.db.notification.count({ where: { teamId: { in: [first.team, second.team] } } })).toBe(0);
  });
});

describe('PUT /projects/:id', () => {
  it('lets an admin change every field; absent fields stay, empty texts are cleared, tags are replaced', async () => {
    const { project } = await teamWithProject();
    const changed = await t.rest('PUT', `/projects/${project}`, {
      token: admin.token,
      body: { name: 'Pioneer gauntlet', description: 'Week 3', visibility: 'public', game: 'Magic: The Gathering', format: 'Pioneer', tags: [' ptq ', 'PTQ', 'week3'], is_active: false },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ name: 'Pioneer gauntlet', description: 'Week 3', visibility: 'public', format: 'Pioneer', tags: ['ptq', 'week3'], is_active: false });
    // Public now: readable signed out.
    expect((await t.rest('GET', `/projects/${project}`)).status).toBe(200);
    const cleared = await t.rest('PUT', `/projects/${project}`, { token: owner.token, body: { description: '', format: null, tags: null } });
    expect(cleared.body).toMatchObject({ name: 'Pioneer gauntlet', description: null, format: null, tags: ['ptq', 'week3'], visibility: 'public' });
    expect((await t.rest('PUT', `/projects/${project}`, { token: owner.token, body: { tags: [], visibility: 'private' } })).body).toMatchObject({ tags: [], visibility: 'private' });
    expect((await t.rest('GET', `/projects/${project}`)).status).toBe(404);
  });

  it('is for the team owner and admins: 403 to members, 404 to outsiders of a private project, 403 of a public one', async () => {
    const privately = await teamWithProject();
    const publicly = await teamWithProject('public');
    const rename = (project: string, token?: string) => t.rest('PUT', `/projects/${project}`, { token, body: { name: 'Hijacked' } });
    expect((await rename(privately.project, member.token)).status).toBe(403);
    expect((await rename(privately.project, outsider.token)).status).toBe(404);
    expect((await rename(publicly.project, outsider.token)).status).toBe(403);
    expect((await rename(privately.project, siteAdmin.token)).status).toBe(403);
    expect((await rename(privately.project)).status).toBe(401);
    expect(await t.app.deps.db.project.count({ where: { name: 'Hijacked' } })).toBe(0);
  });

  it.each([
    ['an empty name', { name: '' }],
    ['an unknown visibility', { visibility: 'hidden' }],
    ['an empty game', { game: ' ' }],
    ['tags that are not a list', { tags: 'rcq' }],
    ['21 tags', { tags: Array.from({ length: 21 }, (_, i) => `tag${i}`) }],
    ['is_active that is not a boolean', { is_active: 'yes' }],
    ['an unknown field', { team_id: '00000000-0000-0000-0000-000000000000' }],
    ['a camelCase field', { isActive: false }],
  ])('refuses %s with 400 and changes nothing', async (_name, body) => {
    const { project } = await teamWithProject();
    const before = await t.app.deps.db.project.findUniqueOrThrow({ where: { id: project } });
    expect((await t.rest('PUT', `/projects/${project}`, { token: owner.token, body })).status).toBe(400);
    expect(await t.app.deps.db.project.findUniqueOrThrow({ where: { id: project } })).toEqual(before);
  });

  it('is updateProject in GraphQL, with viewerCanManage telling who may', async () => {
    const { project } = await teamWithProject();
    const doc = `mutation ($input: UpdateProjectInput!) { updateProject(input: $input) { __typename ... on UpdateProjectPayload { project { name isActive tags } } ... on Error { message } } }`;
    expect((await t.gql(doc, { input: { id: project, name: 'Via GraphQL', isActive: false, tags: ['a'] } }, admin.token)).data!.updateProject).toEqual({
      __typename: 'UpdateProjectPayload',
      project: { name: 'Via GraphQL', isActive: false, tags: ['a'] },
    });
    expect((await t.gql(doc, { input: { id: project, name: 'No' } }, member.token)).data!.updateProject.__typename).toBe('ForbiddenError');
    const can = async (token: string) => (await t.gql('query ($id: ID!) { project(id: $id) { viewerCanManage } }', { id: project }, token)).data!.project.viewerCanManage;
    expect([await can(owner.token), await can(admin.token), await can(member.token), await can(siteAdmin.token)]).toEqual([true, true, false, false]);
  });
});

describe('DELETE /projects/:id', () => {
  it('lets an admin delete a project with its archetypes, decklists, matches, comments and notifications', async () => {
    const { team, project } = await teamWithProject();
    const { archetypes, decklist } = await stock(project);
    expect(await rowsOf(project)).toEqual({ archetypes: 2, decklists: 1, matches: 1, comments: 1, notifications: 1, metagames: 1 });
    expect((await t.rest('DELETE', `/projects/${project}`, { token: member.token })).status).toBe(403);
    expect((await t.rest('DELETE', `/projects/${project}`, { token: outsider.token })).status).toBe(404);
    const deleted = await t.rest('DELETE', `/projects/${project}`, { token: admin.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: 'Project deleted' });
    expect(await rowsOf(project)).toEqual({ archetypes: 0, decklists: 0, matches: 0, comments: 0, notifications: 0, metagames: 0 });
    expect(await t.app.deps.db.decklistVersion.count({ where: { decklistId: decklist } })).toBe(0);
    // What pointed into it answers "not found", never a 500.
    expect((await t.rest('GET', `/archetypes/${archetypes[0]}`, { token: member.token })).status).toBe(404);
    expect((await t.rest('GET', `/decklists/${decklist}`, { token: member.token })).status).toBe(404);
    expect((await t.rest('GET', '/notifications', { token: member.token })).status).toBe(200);
    expect((await t.rest('GET', `/teams/${team}/projects`, { token: member.token })).body).toEqual([]);
    expect((await t.rest('DELETE', `/projects/${project}`, { token: admin.token })).status).toBe(404);
  });

  it('is deleteProject in GraphQL', async () => {
    const { project } = await teamWithProject();
    const doc = `mutation ($input: DeleteProjectInput!) { deleteProject(input: $input) { __typename ... on DeleteProjectPayload { deletedId } ... on Error { message } } }`;
    expect((await t.gql(doc, { input: { id: project } }, member.token)).data!.deleteProject.__typename).toBe('ForbiddenError');
    expect((await t.gql(doc, { input: { id: project } }, owner.token)).data!.deleteProject).toEqual({ __typename: 'DeleteProjectPayload', deletedId: project });
    expect((await t.gql(doc, { input: { id: 'nonsense' } }, owner.token)).data!.deleteProject.__typename).toBe('NotFoundError');
  });
});

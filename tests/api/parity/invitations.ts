// Parity cases for answering and managing invitations: twin invitees (or twin teams) answer each way, and what each
// answer did is read back.
import { signedInUser, type TestUser } from '../helpers/users.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { gqlOk, mutationOk, restOk, type ParityCases } from './cases.ts';

type Row = Record<string, any>;

/** An owner with a team that invited each of `count` fresh users; the users and their invitation ids. */
async function invited(t: TestApp, count: number) {
  const owner = await signedInUser(t, { display_name: 'Inviting Owner' });
  const team = await restOk(t, 'POST', '/teams', { token: owner.token, body: { name: 'Invitation Twins' } });
  const invitees: { user: TestUser; invitationId: string }[] = [];
  for (let i = 0; i < count; i++) {
    const user = await signedInUser(t);
    await restOk(t, 'POST', `/teams/${team.id}/invite`, { token: owner.token, body: { identifier: user.username, role: 'admin' } });
    invitees.push({ user, invitationId: (await restOk<Row[]>(t, 'GET', '/invitations', { token: user.token }))[0].id });
  }
  return { owner, team, invitees };
}

const restInvitation = (i: Row) => ({ id: i.id, teamId: i.team.id, teamName: i.team.name, invitedAs: i.invited_as, role: i.role, invitedBy: i.invited_by.username, createdAt: i.created_at, expiresAt: i.expires_at });
const gqlInvitation = (i: Row) => ({ id: i.databaseId, teamId: i.teamDatabaseId, teamName: i.teamName, invitedAs: i.invitedAs, role: i.role, invitedBy: i.invitedBy.username, createdAt: i.createdAt, expiresAt: i.expiresAt });
const INVITATION = 'databaseId teamDatabaseId teamName invitedAs role invitedBy { username } createdAt expiresAt';

const roleIn = async (t: TestApp, teamId: string, user: TestUser) => (await t.rest('GET', `/teams/${teamId}`, { token: user.token })).body.role ?? null;

export const invitationCases: ParityCases = {
  'GET /invitations': async ({ t }) => {
    const { invitees } = await invited(t, 1);
    const { user } = invitees[0];
    const rest = await restOk<Row[]>(t, 'GET', '/invitations', { token: user.token });
    const gql = (await gqlOk(t, `{ invitations(first: 10) { totalCount edges { node { ${INVITATION} } } } }`, {}, user.token)).invitations;
    return [rest.map(restInvitation), gql.edges.map((e: Row) => gqlInvitation(e.node))];
  },

  'GET /teams/:id/invitations': async ({ t }) => {
    const { owner, team } = await invited(t, 2);
    const rest = await restOk<Row[]>(t, 'GET', `/teams/${team.id}/invitations`, { token: owner.token });
    const gql = (await gqlOk(t, `query ($id: ID!) { teamInvitations(teamId: $id, first: 10) { edges { node { ${INVITATION} } } } }`, { id: team.id }, owner.token)).teamInvitations;
    return [rest.map(restInvitation), gql.edges.map((e: Row) => gqlInvitation(e.node))];
  },

  'POST /invitations/:id/accept': async ({ t }) => {
    const { team, invitees } = await invited(t, 2);
    const [a, b] = invitees;
    const rest = await restOk(t, 'POST', `/invitations/${a.invitationId}/accept`, { token: a.user.token });
    const gql = await mutationOk(t, 'acceptInvitation', { id: b.invitationId }, '... on AcceptInvitationPayload { team { databaseId name viewerRole } }', b.user.token);
    return [
      { team: { id: rest.team.id, name: rest.team.name, role: rest.team.role }, roleAfter: await roleIn(t, team.id, a.user) },
      { team: { id: gql.team.databaseId, name: gql.team.name, role: gql.team.viewerRole }, roleAfter: await roleIn(t, team.id, b.user) },
    ];
  },

  'POST /invitations/:id/decline': async ({ t }) => {
    const { team, invitees } = await invited(t, 2);
    const [a, b] = invitees;
    const rest = await restOk(t, 'POST', `/invitations/${a.invitationId}/decline`, { token: a.user.token });
    const gql = await mutationOk(t, 'declineInvitation', { id: b.invitationId }, '... on DeclineInvitationPayload { deletedId }', b.user.token);
    const after = async (user: TestUser) => ({ open: (await restOk<Row[]>(t, 'GET', '/invitations', { token: user.token })).length, teamStatus: (await t.rest('GET', `/teams/${team.id}`, { token: user.token })).status });
    return [
      { answered: rest.message === 'Invitation declined', ...(await after(a.user)) },
      { answered: gql.deletedId === b.invitationId, ...(await after(b.user)) },
    ];
  },

  'DELETE /teams/:id/invitations/:invitationId': async ({ t }) => {
    const { owner, team, invitees } = await invited(t, 2);
    const [a, b] = invitees;
    const rest = await restOk(t, 'DELETE', `/teams/${team.id}/invitations/${a.invitationId}`, { token: owner.token });
    const gql = await mutationOk(t, 'revokeInvitation', { teamId: team.id, id: b.invitationId }, '... on RevokeInvitationPayload { deletedId }', owner.token);
    const open = async (user: TestUser) => (await restOk<Row[]>(t, 'GET', '/invitations', { token: user.token })).length;
    return [
      { answered: rest.message === 'Invitation revoked', inviteeSees: await open(a.user) },
      { answered: gql.deletedId === b.invitationId, inviteeSees: await open(b.user) },
    ];
  },
};

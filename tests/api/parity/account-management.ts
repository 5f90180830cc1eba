// Parity cases for managing one's account: twin users do the same thing each way, and what it did is observed the same
// way for both (who can still sign in, which sessions still work, what the account reads now).
import type { TestApp } from '../helpers/test-app.ts';
import { lastMailTo, mailText, registerUser, signedInUser, uniqueName, verificationTokenFrom, type TestUser } from '../helpers/users.ts';
import { gqlOk, mutationOk, restOk, type ParityCases } from './cases.ts';

const NEW_PASSWORD = 'violet staple quantum';
type Row = Record<string, any>;

async function twins(t: TestApp) {
  return Promise.all([signedInUser(t), signedInUser(t)]);
}

const signInStatus = async (t: TestApp, email: string, password: string) => (await t.rest('POST', '/auth/login', { body: { email, password } })).status;
const meStatus = async (t: TestApp, token: string) => (await t.rest('GET', '/auth/me', { token })).status;

/** A second session of the user: its access and refresh token. */
async function secondSession(t: TestApp, user: TestUser) {
  return restOk(t, 'POST', '/auth/login', { body: { email: user.email, password: user.password } });
}

function resetTokenOf(t: TestApp, email: string): string {
  return decodeURIComponent(/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(mailText(lastMailTo(t, email)))![1]);
}

/** What a password change did: which password signs in, and which sessions still work. */
async function afterPasswordChange(t: TestApp, user: TestUser, other: Row) {
  return {
    oldPassword: await signInStatus(t, user.email, user.password),
    newPassword: await signInStatus(t, user.email, NEW_PASSWORD),
    thisSession: await meStatus(t, user.token),
    otherSession: await meStatus(t, other.access_token),
  };
}

export const accountManagementCases: ParityCases = {
  'POST /auth/password-reset': async ({ t }) => {
    const [a, b] = await Promise.all([registerUser(t), registerUser(t)]);
    const rest = await restOk(t, 'POST', '/auth/password-reset', { body: { email: a.email } });
    const gql = await mutationOk(t, 'requestPasswordReset', { email: b.email }, '... on RequestPasswordResetPayload { message }');
    const unknown = `${uniqueName('nobody')}@example.test`;
    return [
      { message: rest.message, mailed: resetTokenOf(t, a.email).length > 20, unknown: (await restOk(t, 'POST', '/auth/password-reset', { body: { email: unknown } })).message },
      { message: gql.message, mailed: resetTokenOf(t, b.email).length > 20, unknown: (await mutationOk(t, 'requestPasswordReset', { email: unknown }, '... on RequestPasswordResetPayload { message }')).message },
    ];
  },

  'POST /auth/password-reset/confirm': async ({ t }) => {
    const [a, b] = await twins(t);
    for (const user of [a, b]) await restOk(t, 'POST', '/auth/password-reset', { body: { email: user.email } });
    const [tokenA, tokenB] = [resetTokenOf(t, a.email), resetTokenOf(t, b.email)];
    const rest = await restOk(t, 'POST', '/auth/password-reset/confirm', { body: { token: tokenA, password: NEW_PASSWORD } });
    const gql = await mutationOk(t, 'resetPassword', { token: tokenB, password: NEW_PASSWORD }, '... on ResetPasswordPayload { message }');
    const observed = async (user: TestUser, message: string) => ({
      message,
      newPassword: await signInStatus(t, user.email, NEW_PASSWORD),
      oldSession: await meStatus(t, user.token),
    });
    return [await observed(a, rest.message), await observed(b, gql.message)];
  },

  'PUT /auth/password': async ({ t }) => {
    const [a, b] = await twins(t);
    const [otherA, otherB] = [await secondSession(t, a), await secondSession(t, b)];
    const rest = await restOk(t, 'PUT', '/auth/password', { token: a.token, body: { current_password: a.password, new_password: NEW_PASSWORD } });
    const gql = await mutationOk(t, 'changePassword', { currentPassword: b.password, newPassword: NEW_PASSWORD }, '... on ChangePasswordPayload { message }', b.token);
    return [
      { message: rest.message, ...(await afterPasswordChange(t, a, otherA)) },
      { message: gql.message, ...(await afterPasswordChange(t, b, otherB)) },
    ];
  },

  'PUT /auth/me': async ({ t }) => {
    const [a, b] = await twins(t);
    const rest = await restOk(t, 'PUT', '/auth/me', { token: a.token, body: { display_name: ' Twin Name ' } });
    const gql = await mutationOk(t, 'updateProfile', { displayName: ' Twin Name ' }, '... on UpdateProfilePayload { user { displayName } }', b.token);
    return [
      { answered: rest.user.display_name, stored: (await restOk(t, 'GET', '/auth/me', { token: a.token })).user.display_name },
      { answered: gql.user.displayName, stored: (await restOk(t, 'GET', '/auth/me', { token: b.token })).user.display_name },
    ];
  },

  'POST /auth/email': async ({ t }) => {
    const [a, b] = await twins(t);
    const [newA, newB] = [`${uniqueName('moved')}@example.test`, `${uniqueName('moved')}@example.test`];
    const rest = await restOk(t, 'POST', '/auth/email', { token: a.token, body: { new_email: newA, current_password: a.password } });
    const gql = await mutationOk(t, 'changeEmail', { newEmail: newB, currentPassword: b.password }, '... on ChangeEmailPayload { message mailStatus }', b.token);
    const observed = async (user: TestUser, newEmail: string) => {
      const before = (await restOk(t, 'GET', '/auth/me', { token: user.token })).user.email === user.email;
      await restOk(t, 'GET', `/auth/confirm-email?token=${encodeURIComponent(verificationTokenFrom(lastMailTo(t, newEmail)))}`);
      return { keptUntilConfirmed: before, afterwards: (await restOk(t, 'GET', '/auth/me', { token: user.token })).user.email === newEmail };
    };
    return [
      { message: rest.message, status: rest.mail_status, ...(await observed(a, newA)) },
      { message: gql.message, status: gql.mailStatus, ...(await observed(b, newB)) },
    ];
  },

  'DELETE /auth/me': async ({ t }) => {
    const [a, b] = await twins(t);
    const rest = await restOk(t, 'DELETE', '/auth/me', { token: a.token, body: { password: a.password } });
    const gql = await mutationOk(t, 'deleteAccount', { password: b.password }, '... on DeleteAccountPayload { message }', b.token);
    return [
      { message: rest.message, session: await meStatus(t, a.token), signIn: await signInStatus(t, a.email, a.password) },
      { message: gql.message, session: await meStatus(t, b.token), signIn: await signInStatus(t, b.email, b.password) },
    ];
  },

  'GET /auth/sessions': async ({ t }) => {
    const [a, b] = await twins(t);
    await Promise.all([secondSession(t, a), secondSession(t, b)]);
    const rest = await restOk<Row[]>(t, 'GET', '/auth/sessions', { token: a.token });
    const gql = (await gqlOk(t, '{ sessions { id startedAt lastActiveAt current } }', {}, b.token)).sessions as Row[];
    const shape = (id: string, started: string, lastActive: string, current: boolean) => ({ hasId: !!id, inOrder: Date.parse(started) <= Date.parse(lastActive), current });
    return [rest.map((s) => shape(s.id, s.started_at, s.last_active_at, s.current)), gql.map((s) => shape(s.id, s.startedAt, s.lastActiveAt, s.current))];
  },

  'POST /auth/sessions/sign-out-others': async ({ t }) => {
    const [a, b] = await twins(t);
    const [otherA, otherB] = [await secondSession(t, a), await secondSession(t, b)];
    const rest = await restOk(t, 'POST', '/auth/sessions/sign-out-others', { token: a.token });
    const gql = (await gqlOk(t, 'mutation { signOutOtherSessions { __typename ... on SignOutOtherSessionsPayload { ended } } }', {}, b.token)).signOutOtherSessions;
    return [
      { ended: rest.ended, thisSession: await meStatus(t, a.token), other: await meStatus(t, otherA.access_token) },
      { ended: gql.ended, thisSession: await meStatus(t, b.token), other: await meStatus(t, otherB.access_token) },
    ];
  },

  'DELETE /auth/sessions/:id': async ({ t }) => {
    const [a, b] = await twins(t);
    const [otherA, otherB] = [await secondSession(t, a), await secondSession(t, b)];
    const idOf = async (session: Row) => (await restOk<Row[]>(t, 'GET', '/auth/sessions', { token: session.access_token })).find((s) => s.current)!.id as string;
    const [idA, idB] = [await idOf(otherA), await idOf(otherB)];
    const rest = await restOk(t, 'DELETE', `/auth/sessions/${idA}`, { token: a.token });
    const gql = await mutationOk(t, 'endSession', { id: idB }, '... on EndSessionPayload { endedId }', b.token);
    return [
      { answered: rest.message === 'Session ended', ended: await meStatus(t, otherA.access_token), kept: await meStatus(t, a.token) },
      { answered: gql.endedId === idB, ended: await meStatus(t, otherB.access_token), kept: await meStatus(t, b.token) },
    ];
  },
};

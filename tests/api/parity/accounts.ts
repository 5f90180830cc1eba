// Parity cases for accounts (auth) and the server's health.
import { lastMailTo, registerUser, signedInUser, uniqueName, verificationTokenFrom } from '../helpers/users.ts';
import { gqlOk, mutation, mutationOk, restOk } from './cases.ts';
import { USER, userOf, untwin, SESSION, viewerName, meName, secondSession } from './accounts-support.ts';
import type { ParityCases } from './cases.ts';

export const accountCases: ParityCases = {
  'GET /health': { none: 'an infrastructure probe of the server, database and event transport; GraphQL has no health field' },
  'GET /ready': { none: "an infrastructure probe of this instance's readiness for load balancers; GraphQL has no readiness field" },

  'POST /auth/login': async ({ t }) => {
    const user = await signedInUser(t, { display_name: 'Login Twin' });
    const credentials = { email: user.email, password: user.password };
    const rest = await restOk(t, 'POST', '/auth/login', { body: credentials });
    const gql = await mutationOk(t, 'login', credentials, SESSION);
    return [
      { user: rest.user, hasAccessToken: !!rest.access_token, hasRefreshToken: !!rest.refresh_token, signedInAs: await meName(t, rest.access_token) },
      { user: userOf(gql.user), hasAccessToken: !!gql.accessToken, hasRefreshToken: !!gql.refreshToken, signedInAs: await viewerName(t, gql.accessToken) },
    ];
  },

  'POST /auth/register': async ({ t }) => {
    const base = uniqueName('reg');
    const input = (username: string) => ({ username, email: `${username}@example.test`, password: 'twin secret kettles', display_name: 'Twin Registrant' });
    const restIn = input(`${base}_rest`);
    const gqlIn = input(`${base}_gql`);
    const rest = await restOk(t, 'POST', '/auth/register', { body: restIn });
    const { display_name: displayName, ...gqlFields } = gqlIn;
    const gql = await mutationOk(t, 'register', { ...gqlFields, displayName }, `... on RegisterPayload { message emailVerified verificationMailStatus user { username displayName isAdmin } }`);
    // Until the address is confirmed, signing in is refused (each API asked in its own way).
    const restSignIn = await t.rest('POST', '/auth/login', { body: { email: restIn.email, password: restIn.password } });
    const gqlSignIn = await mutation(t, 'login', { email: gqlIn.email, password: gqlIn.password }, '');
    const mailed = (email: string) => verificationTokenFrom(lastMailTo(t, email)).length > 0;
    return [
      {
        message: rest.message,
        mailStatus: rest.verification_mail_status,
        user: { username: untwin(rest.user.username), display_name: rest.user.display_name, is_admin: rest.user.is_admin, email_verified: rest.user.email_verified },
        mailed: mailed(restIn.email),
        signIn: { refused: restSignIn.status === 403, message: restSignIn.body.message },
      },
      {
        message: gql.message,
        mailStatus: gql.verificationMailStatus,
        // GraphQL hides email and emailVerified of a User from an anonymous caller; the payload carries emailVerified.
        user: { username: untwin(gql.user.username), display_name: gql.user.displayName, is_admin: gql.user.isAdmin, email_verified: gql.emailVerified },
        mailed: mailed(gqlIn.email),
        signIn: { refused: gqlSignIn.__typename === 'EmailNotVerifiedError', message: gqlSignIn.message },
      },
    ];
  },

  'GET /auth/confirm-email': async ({ t }) => {
    const base = uniqueName('conf');
    const [restUser, gqlUser] = [await registerUser(t, { username: `${base}_rest` }), await registerUser(t, { username: `${base}_gql` })];
    const restConfirm = async () => (await restOk(t, 'GET', `/auth/confirm-email?token=${encodeURIComponent(restUser.verificationToken)}`)).message;
    const gqlConfirm = async () =>
      (await mutationOk(t, 'confirmEmail', { token: gqlUser.verificationToken }, '... on ConfirmEmailPayload { message alreadyVerified }')).message;
    const rest = { messages: [await restConfirm(), await restConfirm()] };
    const gql = { messages: [await gqlConfirm(), await gqlConfirm()] };
    // Read back: the account can now sign in and is verified.
    const restLogin = await restOk(t, 'POST', '/auth/login', { body: { email: restUser.email, password: restUser.password } });
    const gqlLogin = await mutationOk(t, 'login', { email: gqlUser.email, password: gqlUser.password }, SESSION);
    return [
      { ...rest, user: { username: untwin(restLogin.user.username), email_verified: restLogin.user.email_verified } },
      { ...gql, user: { username: untwin(gqlLogin.user.username), email_verified: gqlLogin.user.emailVerified } },
    ];
  },

  'POST /auth/resend-verification': async ({ t }) => {
    const [restUser, gqlUser] = [await registerUser(t), await registerUser(t)];
    const mailsTo = (email: string) => t.outbox().filter((eml) => eml.includes(`To: ${email.toLowerCase()}`)).length;
    const before = [mailsTo(restUser.email), mailsTo(gqlUser.email)];
    const rest = await restOk(t, 'POST', '/auth/resend-verification', { body: { email: restUser.email } });
    const gql = await mutationOk(t, 'resendVerification', { email: gqlUser.email }, '... on ResendVerificationPayload { message mailStatus }');
    const outcome = (user: { email: string; verificationToken: string }, mailsBefore: number) => ({
      newMails: mailsTo(user.email) - mailsBefore,
      newLink: verificationTokenFrom(lastMailTo(t, user.email)) !== user.verificationToken,
    });
    return [
      { message: rest.message, mailStatus: rest.mail_status, ...outcome(restUser, before[0]) },
      { message: gql.message, mailStatus: gql.mailStatus, ...outcome(gqlUser, before[1]) },
    ];
  },

  'POST /auth/refresh': async ({ t }) => {
    // A fresh user with two sessions: one is refreshed through REST, the other through GraphQL.
    const user = await signedInUser(t, { display_name: 'Refresh Twin' });
    const [restOld, gqlOld] = [user.refreshToken, await secondSession(t, user)];
    const rest = await restOk(t, 'POST', '/auth/refresh', { body: { refresh_token: restOld } });
    const gql = await mutationOk(t, 'refreshSession', { refreshToken: gqlOld }, SESSION);
    const signedInAs = [await meName(t, rest.access_token), await viewerName(t, gql.accessToken)];
    // Reusing the old refresh token is refused, and ends the session: its new access token stops working at once.
    const restReuse = await t.rest('POST', '/auth/refresh', { body: { refresh_token: restOld } });
    const gqlReuse = await mutation(t, 'refreshSession', { refreshToken: gqlOld }, '');
    return [
      {
        user: rest.user,
        hasAccessToken: !!rest.access_token,
        rotated: !!rest.refresh_token && rest.refresh_token !== restOld,
        signedInAs: signedInAs[0],
        reuse: { refused: restReuse.status === 401, message: restReuse.body.message, sessionEnded: (await t.rest('GET', '/auth/me', { token: rest.access_token })).status === 401 },
      },
      {
        user: userOf(gql.user),
        hasAccessToken: !!gql.accessToken,
        rotated: !!gql.refreshToken && gql.refreshToken !== gqlOld,
        signedInAs: signedInAs[1],
        reuse: { refused: gqlReuse.__typename === 'AuthenticationError', message: gqlReuse.message, sessionEnded: (await t.gql('{ viewer { id } }', {}, gql.accessToken)).status === 401 },
      },
    ];
  },

  'POST /auth/logout': async ({ t }) => {
    const user = await signedInUser(t);
    const [restSession, gqlSession] = [user.refreshToken, await secondSession(t, user)];
    const rest = await restOk(t, 'POST', '/auth/logout', { body: { refresh_token: restSession } });
    const gql = await mutationOk(t, 'logout', { refreshToken: gqlSession }, '... on LogoutPayload { ok }');
    // Read back: the ended session can no longer be refreshed.
    const restAfter = await t.rest('POST', '/auth/refresh', { body: { refresh_token: restSession } });
    const gqlAfter = await mutation(t, 'refreshSession', { refreshToken: gqlSession }, '');
    return [
      // REST answers { message: 'Logged out' }, GraphQL { ok: true }.
      { ended: rest.message === 'Logged out', refreshAfter: { refused: restAfter.status === 401, message: restAfter.body.message } },
      { ended: gql.ok, refreshAfter: { refused: gqlAfter.__typename === 'AuthenticationError', message: gqlAfter.message } },
    ];
  },

  'GET /auth/me': async ({ t, w }) => {
    const viewer = async (token: string) => userOf((await gqlOk(t, `{ viewer { ${USER} } }`, {}, token)).viewer);
    return [
      [(await restOk(t, 'GET', '/auth/me', { token: w.owner.token })).user, (await restOk(t, 'GET', '/auth/me', { token: w.siteAdmin.token })).user],
      [await viewer(w.owner.token), await viewer(w.siteAdmin.token)],
    ];
  },
};

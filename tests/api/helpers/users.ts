// Users for tests, created through the real flow: register, open the emailed link, sign in.
import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

let counter = 0;

export interface TestUser {
  id: string;
  username: string;
  email: string;
  password: string;
  token: string;
  refreshToken: string;
}

/** Decodes the quoted-printable text of a mail enough to read links from it. */
export function mailText(eml: string): string {
  return eml.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
}

export function verificationTokenFrom(eml: string): string {
  const match = /confirm-email\?token=([A-Za-z0-9_%-]+)/.exec(mailText(eml));
  if (!match) throw new Error(`no verification link in mail:\n${eml}`);
  return decodeURIComponent(match[1]);
}

/** The newest mail in the outbox addressed to `to`. */
export function lastMailTo(t: TestApp, to: string): string {
  const mail = t.outbox().findLast((eml) => eml.includes(`To: ${to.toLowerCase()}`));
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

export function uniqueName(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${counter}_${Math.random().toString(36).slice(2, 7)}`;
}

export async function registerUser(t: TestApp, fields: { username?: string; email?: string; password?: string; display_name?: string } = {}) {
  const username = fields.username ?? uniqueName();
  const email = fields.email ?? `${username.toLowerCase()}@example.test`;
  const password = fields.password ?? 'correct horse battery';
  const response = await t.rest('POST', '/auth/register', { body: { username, email, password, display_name: fields.display_name } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { id: response.body.user.id as string, username, email, password, verificationToken: verificationTokenFrom(lastMailTo(t, email)) };
}

/** A registered, confirmed and signed-in user. Site admin when `admin` is set. */
export async function signedInUser(t: TestApp, fields: { username?: string; display_name?: string; admin?: boolean } = {}): Promise<TestUser> {
  const user = await registerUser(t, fields);
  expect((await t.rest('GET', `/auth/confirm-email?token=${user.verificationToken}`)).status).toBe(200);
  if (fields.admin) {
    await t.app.deps.db.user.update({ where: { id: user.id }, data: { isAdmin: true } });
    t.app.deps.viewerRights.forget([user.id]); // changed behind the app's back, as `npm run admin` does
  }
  const login = await t.rest('POST', '/auth/login', { body: { email: user.email, password: user.password } });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return { ...user, token: login.body.access_token, refreshToken: login.body.refresh_token };
}

/** Invites a user to a team (as a manager) and accepts as them: how a user joins a team. */
export async function joinTeam(t: TestApp, managerToken: string, teamId: string, user: Pick<TestUser, 'username' | 'token'>, role: 'member' | 'admin' = 'member') {
  const invited = await t.rest('POST', `/teams/${teamId}/invite`, { token: managerToken, body: { identifier: user.username, role } });
  if (invited.status !== 201) throw new Error(`invite: ${invited.status} ${JSON.stringify(invited.body)}`);
  const invitations = (await t.rest('GET', '/invitations', { token: user.token })).body as { id: string; team: { id: string } }[];
  const invitation = invitations.find((i) => i.team.id === teamId)!;
  const accepted = await t.rest('POST', `/invitations/${invitation.id}/accept`, { token: user.token });
  if (accepted.status !== 200) throw new Error(`accept: ${accepted.status} ${JSON.stringify(accepted.body)}`);
}

/**
 * Puts users into a team directly, as joining by invitation would: for tests that need many teams with the same
 * people, more than the invitation limits allow (services/throttle.ts). The kept rights are told, as the app's own
 * services do.
 */
export async function addToTeam(t: TestApp, teamId: string, members: Array<[user: Pick<TestUser, 'id'>, role: 'member' | 'admin']>) {
  await t.app.deps.db.teamMember.createMany({ data: members.map(([user, role]) => ({ teamId, userId: user.id, role })) });
  t.app.deps.viewerRights.forget(members.map(([user]) => user.id));
}

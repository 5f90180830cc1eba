// Invariants that concurrent requests cannot break (issue 33, item 2): a team keeps exactly one owner who is a member,
// rotating a refresh token is atomic with ending sessions, and the cap on personal access tokens holds. Every case
// sends its requests at once (Promise.all over the app's fetch handler) and repeats the race a dozen times.
import { beforeAll, describe, expect, it } from 'vitest';
import { t, useAppWithWorld } from './helpers/app-with-world.ts';
import { addToTeam, signedInUser, type TestUser } from './helpers/users.ts';

useAppWithWorld();

const TRIALS = 16;
/** Each trial makes a user and a team: on a busy machine a race of 16 trials takes longer than the default. */
const SLOW = { timeout: 120_000 };
let owner: TestUser, admin: TestUser;
beforeAll(async () => {
  [owner, admin] = await Promise.all([signedInUser(t), signedInUser(t)]);
});

const skew = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** The owner of the team, whether they are a member with the owner role, and how many members hold that role. */
async function ownership(teamId: string) {
  const team = await t.app.deps.db.team.findUniqueOrThrow({ where: { id: teamId }, include: { members: true } });
  const ownerRow = team.members.find((m) => m.userId === team.ownerId);
  return { ownerIsMember: ownerRow?.role === 'owner', ownerRoles: team.members.filter((m) => m.role === 'owner').length };
}

describe('a team has exactly one owner who is a member', () => {
  const attacks: [string, (teamId: string, heir: TestUser) => Promise<unknown>][] = [
    ['the new owner leaves', (teamId, heir) => t.rest('POST', `/teams/${teamId}/leave`, { token: heir.token })],
    ['an admin removes the new owner', (teamId, heir) => t.rest('DELETE', `/teams/${teamId}/members/${heir.id}`, { token: admin.token })],
    ['an admin changes the new owner to admin', (teamId, heir) => t.rest('PUT', `/teams/${teamId}/members/${heir.id}`, { token: admin.token, body: { role: 'admin' } })],
  ];
  it.each(attacks)('when ownership is transferred while %s', SLOW, async (_, attack) => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const heir = await signedInUser(t);
      const teamId = (await t.rest('POST', '/teams', { token: owner.token, body: { name: `Race ${trial}` } })).body.id as string;
      await addToTeam(t, teamId, [
        [admin, 'admin'],
        [heir, 'member'],
      ]);
      // One starts 0–3 ms after the other, either way round, so the trials cover the interleavings of their statements.
      const lag = (trial % 4) - 2;
      const [transfer] = await Promise.all([
        skew(-lag).then(() => t.rest('POST', `/teams/${teamId}/transfer`, { token: owner.token, body: { user_id: heir.id } })),
        skew(lag).then(() => attack(teamId, heir)),
      ]);
      expect([200, 404, 409]).toContain(transfer.status);
      expect(await ownership(teamId)).toEqual({ ownerIsMember: true, ownerRoles: 1 });
    }
  });
});

describe('ending sessions while a refresh loop runs', () => {
  /** Refreshes the attacker's session over and over until it is refused; answers how many refreshes succeeded after `ended` settled. */
  async function refreshLoop(refreshToken: string, ended: { settled: boolean }) {
    let token = refreshToken;
    let afterEnd = 0;
    for (let i = 0; i < 200; i++) {
      const wasSettled = ended.settled;
      const answer = await t.rest('POST', '/auth/refresh', { body: { refresh_token: token } });
      if (answer.status !== 200) return { afterEnd, token };
      token = answer.body.refresh_token;
      if (wasSettled) afterEnd++;
    }
    return { afterEnd, token };
  }

  const enders: [string, (victim: TestUser & { token: string }) => Promise<unknown>][] = [
    ['a password change', (victim) => t.rest('PUT', '/auth/password', { token: victim.token, body: { current_password: victim.password, new_password: `${victim.password} renewed` } })],
    ['signing out everywhere else', (victim) => t.rest('POST', '/auth/sessions/sign-out-others', { token: victim.token })],
  ];
  it.each(enders)('keeps no session alive across %s', SLOW, async (_, end) => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const victim = await signedInUser(t);
      const stolen = await t.rest('POST', '/auth/login', { body: { email: victim.email, password: victim.password } });
      const ended = { settled: false };
      const loop = refreshLoop(stolen.body.refresh_token, ended);
      const answer = (await end(victim)) as { status: number };
      ended.settled = true;
      expect(answer.status).toBe(200);
      const { afterEnd, token } = await loop;
      expect(afterEnd).toBe(0);
      expect((await t.rest('POST', '/auth/refresh', { body: { refresh_token: token } })).status).toBe(401);
      const live = await t.app.deps.db.refreshToken.findMany({ where: { userId: victim.id, revokedAt: null }, select: { familyId: true }, distinct: ['familyId'] });
      expect(live.length).toBeLessThanOrEqual(1); // the victim's own session, at most
    }
  });
});

describe('the cap on personal access tokens', () => {
  it('lets 50 of 400 concurrent creations through', async () => {
    const user = await signedInUser(t);
    const created = await Promise.all(Array.from({ length: 400 }, (_, i) => t.rest('POST', '/tokens', { token: user.token, body: { name: `script ${i}`, scope: 'read' } })));
    expect(created.filter((c) => c.status === 201)).toHaveLength(50);
    expect(created.filter((c) => c.status !== 201).every((c) => c.status === 400)).toBe(true);
    expect(await t.app.deps.db.personalAccessToken.count({ where: { userId: user.id } })).toBe(50);
  });
});

// Privacy and hygiene (issue 33, item 7): a deleted account leaves no address in the outbox or the throttle counts
// and withdraws the invitations it sent; a removed member leaves the team's test plans; a password-reset request
// answers in the same time whether or not the address has an account; mail links reach the log only where asked.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMailTransport } from '../../server/mail/mailer.ts';
import { log } from '../../server/observability/logger.ts';
import { RESET_ANSWER_AFTER_MS } from '../../server/services/accounts/request-password-reset.ts';
import { t, useAppWithWorld } from './helpers/app-with-world.ts';
import { addToTeam, signedInUser, uniqueName } from './helpers/users.ts';

useAppWithWorld();

const GAME = 'Magic: The Gathering';

describe('deleting an account', () => {
  it('removes its address from the outbox and the throttle counts, and withdraws the invitations it sent', async () => {
    const user = await signedInUser(t);
    const team = (await t.rest('POST', '/teams', { token: user.token, body: { name: 'Soon gone' } })).body.id;
    const invitee = `${uniqueName('invitee')}@example.test`;
    expect((await t.rest('POST', `/teams/${team}/invite`, { token: user.token, body: { identifier: invitee, role: 'member' } })).status).toBe(201);
    expect((await t.rest('POST', '/auth/password-reset', { body: { email: user.email } })).status).toBe(200);
    expect((await t.rest('POST', '/auth/login', { body: { email: user.email, password: 'not the password' } })).status).toBe(401);
    const db = t.app.deps.db;
    const naming = () =>
      db.throttleEvent.count({ where: { OR: [{ key: { contains: user.email } }, { key: { contains: user.id } }, { key: { contains: user.username.toLowerCase() } }] } });
    expect(await db.outgoingMail.count({ where: { recipient: user.email } })).toBeGreaterThan(0);
    expect(await naming()).toBeGreaterThan(0);

    expect((await t.rest('DELETE', '/auth/me', { token: user.token, body: { password: user.password } })).status).toBe(200);
    expect(await db.outgoingMail.count({ where: { recipient: user.email } })).toBe(0);
    expect(await naming()).toBe(0);
    expect(await db.invitation.count({ where: { email: invitee } })).toBe(0);
  });
});

describe('a removed member', () => {
  it('leaves the test plans of the team', async () => {
    const [owner, player] = await Promise.all([signedInUser(t), signedInUser(t)]);
    const team = (await t.rest('POST', '/teams', { token: owner.token, body: { name: 'Planners' } })).body.id;
    await addToTeam(t, team, [[player, 'member']]);
    const project = (await t.rest('POST', '/projects', { token: owner.token, body: { team_id: team, name: 'Plan', game: GAME } })).body.id;
    const [ours, theirs] = await Promise.all(
      ['Burn', 'Control'].map(async (name) => (await t.rest('POST', '/archetypes', { token: owner.token, body: { project_id: project, name, game: GAME } })).body.id),
    );
    const plan = { matchups: [{ archetype_id: ours, opponent_id: theirs, target_matches: 10, player_ids: [player.id, owner.id] }] };
    expect((await t.rest('PUT', `/projects/${project}/test-plan`, { token: owner.token, body: plan })).status).toBe(200);
    expect((await t.rest('DELETE', `/teams/${team}/members/${player.id}`, { token: owner.token })).status).toBe(200);
    const matchup = await t.app.deps.db.testPlanMatchup.findFirstOrThrow({ where: { projectId: project }, include: { players: true } });
    expect(matchup.players.map((p) => p.id)).toEqual([owner.id]);
  });
});

describe('a password-reset request', () => {
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];

  it('answers no sooner for an unknown address than for an account', async () => {
    const users = await Promise.all(Array.from({ length: 5 }, () => signedInUser(t)));
    const timed = async (email: string) => {
      const started = performance.now();
      expect((await t.rest('POST', '/auth/password-reset', { body: { email } })).status).toBe(200);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (const user of users) {
      known.push(await timed(user.email));
      unknown.push(await timed(`${uniqueName('nobody')}@example.test`));
    }
    // Both wait for the same floor, which the work for an account stays under.
    for (const took of [...known, ...unknown]) expect(took).toBeGreaterThanOrEqual(RESET_ANSWER_AFTER_MS - 1);
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(RESET_ANSWER_AFTER_MS / 4);
  });
});

describe('mails written to files', () => {
  afterEach(() => vi.restoreAllMocks());
  const mail = { to: 'someone@example.test', subject: 'Reset your Sideboard password', text: 'http://localhost/reset-password?token=secret-link', html: '<p>link</p>' };

  it.each([
    [false, false],
    [true, true],
  ])('with logMails %s: the link is in the log %s', async (logMails, logged) => {
    const lines: string[] = [];
    vi.spyOn(log, 'info').mockImplementation((message: string) => void lines.push(message));
    const transport = createMailTransport({ from: 'Sideboard <noreply@example.test>', outboxDir: mkdtempSync(join(tmpdir(), 'outbox-')), logMails });
    await transport.send(mail);
    transport.close();
    expect(lines.join('\n')).toContain('Reset your Sideboard password');
    expect(lines.join('\n').includes('secret-link')).toBe(logged);
  });

  it('are not logged in production unless asked for', async () => {
    const { loadConfig } = await import('../../server/config.ts');
    const dataDir = mkdtempSync(join(tmpdir(), 'config-'));
    expect(loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir }).logMails).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_MAILS: 'true' }).logMails).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir }).logMails).toBe(true);
  });
});

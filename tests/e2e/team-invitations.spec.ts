// A team's owner sees its pending invitations and revokes one; the invitee who accepts another sees it leave the
// bell; a second invitation of the same person is refused without a second mail.
import { expect, test } from './fixtures.ts';
import { apiPost, pageWithSession, signedInAccount, snap, type Account } from './helpers.ts';

const session = (who: Account) => ({ access_token: who.token, refresh_token: who.refreshToken, user: who.user });

test('the owner sees pending invitations and revokes one; an accepted one leaves the bell', async ({ browser, request }) => {
  const [owner, kept, revoked] = await Promise.all([signedInAccount(request, 'captain'), signedInAccount(request, 'keeper'), signedInAccount(request, 'gone')]);
  const team = await apiPost<{ id: string; name: string }>(request, owner, '/teams', { name: `Pending ${Date.now().toString(36)}`, visibility: 'private' });
  await apiPost(request, owner, `/teams/${team.id}/invite`, { identifier: kept.username, role: 'member' });
  await apiPost(request, owner, `/teams/${team.id}/invite`, { identifier: revoked.email, role: 'admin' });

  for (const width of [375, 1440]) {
    const page = await pageWithSession(browser, session(owner), { viewport: { width, height: 900 } });
    await page.goto(`/teams/${team.id}`);
    const pending = page.getByRole('region', { name: /Pending invitations/ });
    await expect(pending.getByRole('listitem')).toHaveCount(2);
    await expect(pending.getByRole('listitem').filter({ hasText: kept.username })).toContainText('as Member');
    await expect(pending.getByRole('listitem').filter({ hasText: revoked.email })).toContainText('as Admin');
    await pending.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/screenshots/team-invitations-pending-${width}.png` });
    if (width === 1440) {
      // A second invitation of the same person: refused, nothing sent.
      await page.getByRole('button', { name: '+ Invite Member' }).click();
      const dialog = page.getByRole('dialog', { name: `Invite to ${team.name}` });
      await dialog.getByLabel('Username or email').fill(kept.username);
      await dialog.getByRole('button', { name: 'Send Invite' }).click();
      await expect(dialog.getByText(`${kept.username} already has a pending invitation`)).toBeVisible();
      await snap(page, 'team-invitations-reinvite', { fullPage: false });
      await page.keyboard.press('Escape');

      await pending.getByRole('button', { name: `Revoke the invitation to ${revoked.email}` }).click();
      await page.getByRole('dialog', { name: 'Revoke invitation' }).getByRole('button', { name: 'Revoke' }).click();
      await expect(page.getByText(`Invitation to ${revoked.email} revoked`)).toBeVisible();
      await expect(pending.getByRole('listitem')).toHaveCount(1);
    }
    await page.context().close();
  }
  const left = (await (await request.get('/api/invitations', { headers: { authorization: `Bearer ${revoked.token}` } })).json()) as unknown[];
  expect(left).toEqual([]);

  // The invitee accepts on the teams page; the bell no longer counts the invitation.
  const invitee = await pageWithSession(browser, session(kept));
  await invitee.goto('/teams');
  await expect(invitee.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  await invitee.getByRole('button', { name: `Accept invitation to ${team.name}` }).click();
  await expect(invitee.getByText(`You joined ${team.name}`)).toBeVisible();
  await expect(invitee.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await invitee.getByRole('button', { name: 'Notifications', exact: true }).click();
  await expect(invitee.getByRole('dialog', { name: 'Notifications' })).toContainText('No notifications yet.');
  await snap(invitee, 'team-invitations-bell-after-accept', { fullPage: false });
  await invitee.context().close();
});

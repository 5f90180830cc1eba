import { execFileSync } from 'node:child_process';
import { expect, test } from './fixtures.ts';
import { newAccount, signIn, snap } from './helpers.ts';

test('the admin panel: tiles, tables, confirm dialogs, toasts; closed to everyone else', async ({ page }) => {
  const admin = await newAccount(page.request, 'boss');
  const other = await newAccount(page.request, 'pleb');
  // The documented way to make the first admin, run while the server is up.
  execFileSync(process.execPath, ['scripts/make-admin.ts', admin.email], { env: { ...process.env, DATA_DIR: process.env.SIDEBOARD_E2E_DATA } });

  // A visitor is sent to sign in; a signed-in non-admin goes home.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth$/);
  await signIn(page, other);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  const session = await page.evaluate(() => localStorage.getItem('auth_token'));
  const team = await page.request.post('/api/teams', { data: { name: 'Doomed Team' }, headers: { authorization: `Bearer ${session}` } });
  expect(team.status()).toBe(201);
  await page.getByRole('button', { name: 'Logout' }).click();

  await signIn(page, admin);
  await expect(page.locator('.crown')).toBeVisible();
  await page.getByRole('link', { name: 'Admin' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  for (const tile of ['Users', 'Teams', 'Projects', 'Archetypes', 'Decklists', 'Matches']) {
    await expect(page.locator('.stat-tile', { hasText: tile })).toBeVisible();
  }
  const ownRow = page.getByRole('row', { name: new RegExp(admin.username) });
  await expect(ownRow.getByText('Current User')).toBeVisible();
  await snap(page, 'admin-users');

  // Promote the other user: the confirm dialog says exactly what the spec says.
  const otherRow = page.getByRole('row', { name: new RegExp(other.username) });
  await otherRow.getByRole('button', { name: 'Make Admin' }).click();
  await expect(page.getByRole('dialog')).toContainText(`Are you sure you want to change the admin status for user "${other.username}"?`);
  await snap(page, 'admin-confirm-admin');
  await page.getByRole('dialog').getByRole('button', { name: 'Make Admin' }).click();
  await expect(page.getByText('User promoted to admin successfully')).toBeVisible();
  await expect(otherRow.getByRole('button', { name: 'Remove Admin' })).toBeVisible();

  // Delete a team: confirm text, toast, the row and the tile count change.
  await page.getByRole('tab', { name: 'Teams' }).click();
  const teamsBefore = Number(await page.locator('.stat-tile', { hasText: 'Teams' }).locator('.stat-value').textContent());
  await page.getByRole('row', { name: /Doomed Team/ }).getByRole('button', { name: /Delete/ }).click();
  await expect(page.getByRole('dialog')).toContainText('Are you sure you want to delete team "Doomed Team"? This action cannot be undone and may affect related data.');
  await snap(page, 'admin-confirm-delete');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Team deleted successfully')).toBeVisible();
  await expect(page.getByRole('row', { name: /Doomed Team/ })).toHaveCount(0);
  await expect(page.locator('.stat-tile', { hasText: 'Teams' }).locator('.stat-value')).toHaveText(String(teamsBefore - 1));
  await snap(page, 'admin-teams');
  // Toasts go away by themselves after five seconds.
  await expect(page.getByText('Team deleted successfully')).toBeHidden({ timeout: 8000 });

  for (const tab of ['Projects', 'Archetypes', 'Decklists']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
  }
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('tab', { name: 'Users' }).click();
  await snap(page, 'admin-users-375');
});

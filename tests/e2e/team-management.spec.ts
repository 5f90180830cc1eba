// Running a team (issue 20): the owner changes roles, removes a member after confirming, hands the team over; a member
// leaves; a project is renamed, made public after a confirmation, and deleted, and a team deleted, by typing its name.
import { expect, test, type Page } from './fixtures.ts';
import { apiPost, joinTeam, pageWithSession, signedInAccount, snap, type Account } from './helpers.ts';

test.use({ viewport: { width: 1440, height: 900 } });

/** A screenshot at 1440 px and one at 375 px, then back. */
async function snapBoth(page: Page, name: string): Promise<void> {
  await snap(page, `${name}-1440`);
  await page.setViewportSize({ width: 375, height: 800 });
  await snap(page, `${name}-375`);
  await page.setViewportSize({ width: 1440, height: 900 });
}

const sessionOf = (account: Account) => ({ access_token: account.token, refresh_token: account.refreshToken, user: account.user });
const status = async (page: Page, path: string, who: Account) => (await page.request.get(`/api${path}`, { headers: { authorization: `Bearer ${who.token}` } })).status();

test('the owner promotes, removes and hands the team over; a member leaves', async ({ browser, request }) => {
  const owner = await signedInAccount(request, 'owner');
  const [alice, bob, carol] = [await signedInAccount(request, 'alice'), await signedInAccount(request, 'bob'), await signedInAccount(request, 'carol')];
  const team = await apiPost(request, owner, '/teams', { name: `Crew ${owner.username}`, visibility: 'private' });
  for (const member of [alice, bob, carol]) await joinTeam(request, owner, team.id, member);

  const page = await pageWithSession(browser, sessionOf(owner), { viewport: { width: 1440, height: 900 } });
  await page.goto(`/teams/${team.id}`);
  const members = page.getByRole('region', { name: /Members/ });
  await expect(members.getByRole('combobox')).toHaveCount(3);
  await page.getByLabel('Role of ALICE Player').selectOption('admin');
  await expect(page.getByText('ALICE Player is now an admin')).toBeVisible();
  await expect(page.getByLabel('Role of ALICE Player')).toHaveValue('admin');
  await snapBoth(page, 'team-members-owner');

  // Removing asks first; cancelling keeps the member.
  await page.getByRole('button', { name: 'Remove BOB Player' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove member' });
  await expect(dialog).toContainText('Remove BOB Player from the team?');
  await snap(page, 'team-remove-member-1440', { fullPage: false });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('@' + bob.username)).toBeVisible();
  await page.getByRole('button', { name: 'Remove BOB Player' }).click();
  await page.getByRole('dialog', { name: 'Remove member' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('BOB Player was removed from the team')).toBeVisible();
  await expect(page.getByText('@' + bob.username)).toHaveCount(0);
  await expect(members.locator('.list-count')).toHaveText('3');
  expect(await status(page, `/teams/${team.id}`, bob)).toBe(404);

  // Handing the team over: the owner becomes an admin and loses the team settings.
  await page.getByRole('button', { name: 'Make ALICE Player the owner' }).click();
  await page.getByRole('dialog', { name: 'Transfer ownership' }).getByRole('button', { name: 'Transfer ownership' }).click();
  await expect(page.getByText('ALICE Player now owns the team')).toBeVisible();
  await expect(page.getByText('Your role: Admin')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Team Settings' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Leave Team' })).toBeVisible();
  await expect(page.getByLabel('Role of ALICE Player')).toHaveCount(0);
  await snapBoth(page, 'team-members-after-transfer');

  // Carol leaves from her own screen.
  const carolPage = await pageWithSession(browser, sessionOf(carol), { viewport: { width: 1440, height: 900 } });
  await carolPage.goto(`/teams/${team.id}`);
  await expect(carolPage.getByLabel(/Role of/)).toHaveCount(0);
  await carolPage.getByRole('button', { name: 'Leave Team' }).click();
  await carolPage.getByRole('dialog', { name: 'Leave team' }).getByRole('button', { name: 'Leave team' }).click();
  await expect(carolPage).toHaveURL('/teams');
  expect(await status(carolPage, `/teams/${team.id}`, carol)).toBe(404);
});

test('a project is renamed, made public after a confirmation and deleted by typing its name; then the team', async ({ browser, request }) => {
  const owner = await signedInAccount(request, 'lead');
  const team = await apiPost(request, owner, '/teams', { name: `Lab ${owner.username}`, visibility: 'private' });
  const project = await apiPost(request, owner, '/projects', { team_id: team.id, name: 'Modern prep', game: 'Magic: The Gathering', format: 'Modern', tags: ['rcq'] });
  const page = await pageWithSession(browser, sessionOf(owner), { viewport: { width: 1440, height: 900 } });

  await page.goto(`/teams/${team.id}/projects/${project.id}`);
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const settings = page.getByRole('dialog', { name: 'Project settings' });
  await settings.getByLabel('Project name *').fill('Pioneer prep');
  await settings.getByLabel('Format').fill('Pioneer');
  await snapBoth(page, 'project-settings');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pioneer prep' })).toBeVisible();
  await expect(page.locator('.project-badges')).toContainText('Pioneer');

  // Private to public asks first; cancelling saves nothing.
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await page.getByRole('dialog', { name: 'Project settings' }).getByLabel('Visibility').selectOption('public');
  await page.getByRole('dialog', { name: 'Project settings' }).getByRole('button', { name: 'Save' }).click();
  const confirmPublic = page.getByRole('dialog', { name: 'Make this project public?' });
  await expect(confirmPublic).toContainText('Anyone, signed in or not, will be able to read "Pioneer prep"');
  await snap(page, 'project-make-public-1440', { fullPage: false });
  await confirmPublic.getByRole('button', { name: 'Make public' }).click();
  await expect(page.locator('.project-badges')).toContainText('Public');
  expect((await page.request.get(`/api/projects/${project.id}`)).status()).toBe(200);

  // Deleting: the button unlocks only with the exact name typed.
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await page.getByRole('button', { name: 'Delete project…' }).click();
  const confirmDelete = page.getByRole('dialog', { name: 'Delete project' });
  const deleteButton = confirmDelete.getByRole('button', { name: 'Delete project' });
  await expect(deleteButton).toBeDisabled();
  await confirmDelete.getByLabel(/Type .* to confirm/).fill('Pioneer');
  await expect(deleteButton).toBeDisabled();
  await confirmDelete.getByLabel(/Type .* to confirm/).fill('Pioneer prep');
  await snapBoth(page, 'project-delete-typed');
  await deleteButton.click();
  await expect(page).toHaveURL(`/teams/${team.id}`);
  await expect(page.getByText('Project "Pioneer prep" deleted')).toBeVisible();
  await expect(page.getByRole('link', { name: /Pioneer prep/ })).toHaveCount(0);
  expect((await page.request.get(`/api/projects/${project.id}`)).status()).toBe(404);

  // The team, from its settings, the same way.
  await page.getByRole('button', { name: 'Team Settings' }).click();
  await snap(page, 'team-settings-1440', { fullPage: false });
  await page.getByRole('button', { name: 'Delete team…' }).click();
  const confirmTeam = page.getByRole('dialog', { name: 'Delete team' });
  await expect(confirmTeam.getByRole('button', { name: 'Delete team' })).toBeDisabled();
  await confirmTeam.getByLabel(/Type .* to confirm/).fill(`Lab ${owner.username}`);
  await confirmTeam.getByRole('button', { name: 'Delete team' }).click();
  await expect(page).toHaveURL('/teams');
  expect(await status(page, `/teams/${team.id}`, owner)).toBe(404);
});

// The team and project screens: the landing tabs, /teams, a team page, a project page, the project
// lists with filters, the coming-soon pages, and their error states, for visitors and for signed-in members.
import { expect, test, type Page } from './fixtures.ts';
import { apiPost, signedInAccount, signIn, snap } from './helpers.ts';

/** A screenshot at desktop width and one at 375 px, then back to desktop. */
async function snapBoth(page: Page, name: string): Promise<void> {
  await snap(page, `${name}-1280`);
  await page.setViewportSize({ width: 375, height: 800 });
  await snap(page, `${name}-375`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

const tab = (page: Page, name: RegExp | string) => page.getByRole('tab', { name });

test.use({ viewport: { width: 1280, height: 800 } });

test('visitors browse public teams and projects read-only and are kept out of member screens', async ({ page, request }) => {
  const owner = await signedInAccount(request, 'owner');
  const team = await apiPost(request, owner, '/teams', { name: `Open Guild ${owner.username}`, description: 'We test in public.', visibility: 'public' });
  const project = await apiPost(request, owner, '/projects', {
    team_id: team.id,
    name: `Open Modern ${owner.username}`,
    description: 'Everyone may watch.',
    visibility: 'public',
    game: 'Magic: The Gathering',
    format: 'Modern',
    tags: ['aggro', 'ladder', 'bo3'],
  });
  await apiPost(request, owner, '/projects', { team_id: team.id, name: `Hidden ${owner.username}`, visibility: 'private', game: 'Magic: The Gathering' });
  const hiddenTeam = await apiPost(request, owner, '/teams', { name: `Secret ${owner.username}`, visibility: 'private' });

  await page.goto('/');
  const projectsTab = tab(page, /^Public Projects \(\d+\)$/);
  await expect(projectsTab).toHaveAttribute('aria-selected', 'true');
  const projectCard = page.getByRole('link', { name: new RegExp(`Open Modern ${owner.username}`) });
  await expect(projectCard).toContainText('Public');
  await expect(projectCard).toContainText('View only');
  await expect(projectCard).toContainText('Magic: The Gathering');
  await expect(projectCard).toContainText('+1 more');
  await expect(projectCard).not.toContainText('bo3');
  await expect(projectCard).toContainText(/Created [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  // The count in the tab is the number of public projects listed (well under a page here).
  const projectCount = Number(/\((\d+)\)/.exec((await projectsTab.textContent()) ?? '')![1]);
  await expect(page.locator('#landing-panel-projects a.card')).toHaveCount(projectCount);
  await expect(page.getByText(`Hidden ${owner.username}`)).toHaveCount(0);
  await snapBoth(page, 'landing-projects');

  await tab(page, /^Public Teams \(\d+\)$/).click();
  const teamCard = page.getByRole('link', { name: new RegExp(`Open Guild ${owner.username}`) });
  await expect(teamCard).toContainText('View only');
  await expect(page.getByText(`Secret ${owner.username}`)).toHaveCount(0);
  await snapBoth(page, 'landing-teams');

  await tab(page, /^Public Projects/).click();
  await projectCard.click();
  await expect(page).toHaveURL(`/teams/${team.id}/projects/${project.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Open Modern ${owner.username}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In to Edit' })).toHaveAttribute('href', '/auth');
  await expect(page.getByRole('link', { name: 'Assets', exact: true })).toHaveAttribute('href', `/teams/${team.id}/projects/${project.id}/assets`);
  await expect(page.getByRole('heading', { name: 'Recent Matches' })).toBeVisible();
  await expect(page.getByText('No matches logged yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Settings' })).toBeDisabled();
  await snapBoth(page, 'project-visitor');
  await tab(page, 'Matches').click();
  await expect(page).toHaveURL(/\?tab=matches$/);
  await expect(page.getByRole('heading', { name: 'No Matches Available' })).toBeVisible();
  await tab(page, 'Matchup Matrix').click();
  await expect(page.getByRole('heading', { name: 'No Matrix Available' })).toBeVisible();

  await page.getByRole('link', { name: `Open Guild ${owner.username}` }).click();
  await expect(page).toHaveURL(`/teams/${team.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Open Guild ${owner.username}` })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('read-only');
  await expect(page.getByRole('heading', { name: /Team Projects\s*1/ })).toBeVisible();
  await expect(page.getByText(`Hidden ${owner.username}`)).toHaveCount(0);
  await expect(page.getByRole('button', { name: '+ Create Project' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '+ Invite Member' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /^Members/ })).toHaveCount(0);
  await snapBoth(page, 'team-visitor');

  // A private team is indistinguishable from a missing one.
  await page.goto(`/teams/${hiddenTeam.id}`);
  await expect(page.getByRole('heading', { name: 'Error Loading Team' })).toBeVisible();

  await page.goto('/projects/public');
  await expect(page.getByRole('heading', { level: 1, name: /^Public Projects/ })).toBeVisible();
  await expect(page.getByLabel('Visibility')).toHaveCount(0);
  await expect(page.getByLabel('Game')).toBeVisible();
  await snapBoth(page, 'projects-public-visitor');

  await page.goto('/projects/private');
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/projects/all');
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/teams');
  await expect(page).toHaveURL(/\/$/);
});

test('a member creates a team and a project, invites a player, and works through the project page and lists', async ({ page, request }) => {
  const me = await signedInAccount(request, 'lead');
  const friend = await signedInAccount(request, 'friend');
  await signIn(page, me);

  await page.goto('/teams');
  await expect(page.getByRole('heading', { name: 'No Teams Yet' })).toBeVisible();
  await snapBoth(page, 'teams-empty');

  await page.getByRole('button', { name: 'Create Team' }).first().click();
  const create = page.getByRole('button', { name: 'Create Team' }).last();
  await expect(create).toBeDisabled();
  await page.getByLabel('Team name *').fill('   ');
  await page.getByLabel('Description').click();
  await expect(page.getByText('Team name is required')).toBeVisible();
  await expect(create).toBeDisabled();
  const teamName = `Grinders ${me.username}`;
  await page.getByLabel('Team name *').fill(teamName);
  await page.getByLabel('Description').fill('Friday night testing.');
  await page.getByLabel('Visibility').selectOption('public');
  await snapBoth(page, 'teams-create-form');
  await create.click();

  // The only team: /teams goes straight to it.
  await expect(page).toHaveURL(/\/teams\/[0-9a-f-]{36}$/);
  const teamPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: teamName })).toBeVisible();
  await expect(page.getByText('Your role: Owner')).toBeVisible();
  await expect(page.getByText('No projects found')).toBeVisible();
  await page.goto('/teams');
  await expect(page).toHaveURL(teamPath);

  // Create a project with tags.
  await page.getByRole('button', { name: '+ Create Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Project' });
  const submitProject = dialog.getByRole('button', { name: 'Create Project' });
  await expect(submitProject).toBeDisabled();
  await dialog.getByLabel('Game *').fill('Magic: The Gathering');
  await submitProject.click();
  await expect(dialog.getByRole('alert')).toHaveText('Project name is required');
  const projectName = `Modern RCQ ${me.username}`;
  await dialog.getByLabel('Project name *').fill(projectName);
  await dialog.getByLabel('Description').fill('Which deck for the RCQ?');
  await dialog.getByLabel('Format').fill('Modern');
  await dialog.getByLabel('Visibility').selectOption('public');
  const tagBox = dialog.getByLabel('Tags', { exact: true });
  await tagBox.fill('  aggro ');
  await tagBox.press('Enter');
  await tagBox.fill('ladder');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await tagBox.fill('AGGRO');
  await tagBox.press('Enter');
  await tagBox.fill('bo3');
  await tagBox.press('Enter');
  const chips = dialog.getByRole('list', { name: 'Tags added' }).getByRole('listitem');
  await expect(chips).toHaveText(['aggro×', 'ladder×', 'bo3×']);
  await dialog.getByRole('button', { name: 'Remove tag ladder' }).click();
  await expect(chips).toHaveText(['aggro×', 'bo3×']);
  await snapBoth(page, 'team-create-project');
  await submitProject.click();
  await expect(dialog).toHaveCount(0);
  const projectCard = page.getByRole('link', { name: new RegExp(projectName) });
  await expect(projectCard).toContainText('Modern');
  await expect(page.getByRole('heading', { name: /Team Projects\s*1/ })).toBeVisible();

  // Invite a registered player through the search suggestions.
  await page.getByRole('button', { name: '+ Invite Member' }).click();
  const invite = page.getByRole('dialog', { name: `Invite to ${teamName}` });
  await invite.getByRole('button', { name: 'Send Invite' }).click();
  await expect(invite.getByRole('alert')).toHaveText('Please enter a username or email');
  await invite.getByLabel('Username or email').fill(friend.username.slice(0, 1));
  // The error was about the empty box: typing clears it.
  await expect(invite.getByRole('alert')).toHaveCount(0);
  await page.waitForTimeout(500);
  await expect(invite.getByRole('listbox')).toHaveCount(0);
  await invite.getByLabel('Username or email').fill(friend.username.slice(0, 12));
  const suggestion = invite.getByRole('option', { name: new RegExp(`@${friend.username}`) });
  await expect(suggestion).toBeVisible();
  await snapBoth(page, 'team-invite-suggestions');
  await suggestion.getByRole('button').click();
  await expect(invite.getByLabel('Username or email')).toHaveValue(friend.username);
  await invite.getByLabel('Role').selectOption('admin');
  await invite.getByRole('button', { name: 'Send Invite' }).click();
  await expect(invite.getByRole('status')).toHaveText(`Invitation sent to ${friend.username}`);
  await invite.getByRole('button', { name: 'Done' }).click();
  // The friend accepts (in their own browser in newcomer.spec.ts; here through the API), and the team shows them.
  const invitations = await (await request.get('/api/invitations', { headers: { authorization: `Bearer ${friend.token}` } })).json();
  await apiPost(request, friend, `/invitations/${invitations[0].id}/accept`, {});
  await page.reload();
  const members = page.getByRole('region', { name: /^Members/ });
  await expect(members.getByRole('heading')).toHaveText(/Members\s*2/);
  await expect(members.getByRole('listitem').filter({ hasText: `@${friend.username}` })).toContainText('Admin');
  await expect(members.getByRole('listitem').filter({ hasText: `@${me.username}` })).toContainText(/Owner.*Joined [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await snapBoth(page, 'team-member');

  // The project page and its tabs.
  await projectCard.click();
  await expect(page.getByRole('heading', { level: 1, name: projectName })).toBeVisible();
  await expect(page.getByText('Sign In to Edit')).toHaveCount(0);
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reports' })).toBeDisabled();
  await expect(page.getByRole('region', { name: 'Tags' }).getByRole('listitem')).toHaveText(['aggro', 'bo3']);
  await snapBoth(page, 'project-dashboard');
  await page.getByRole('link', { name: /Log a Match/ }).click();
  await expect(page).toHaveURL(/\?tab=matches$/);
  await expect(tab(page, 'Matches')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'No Matches Available' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Assets' })).toHaveAttribute('href', /\/assets$/);
  await snapBoth(page, 'project-matches-empty');
  await page.reload();
  await expect(tab(page, 'Matches')).toHaveAttribute('aria-selected', 'true');
  await tab(page, 'Matchup Matrix').click();
  await expect(page.getByRole('heading', { name: 'No Matrix Available' })).toBeVisible();
  await tab(page, 'Dashboard').click();
  // A new team's dashboard says what to do first.
  await expect(page.getByText('No matches yet. A match is played between two archetypes: create them in Assets first.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create an Archetype' })).toHaveAttribute('href', /\/assets$/);

  // With two archetypes the tabs move past the "needs 2 archetypes" state.
  const projectId = page.url().split('/projects/')[1];
  for (const name of ['Burn', 'Control']) await apiPost(request, me, '/archetypes', { project_id: projectId, name, game: 'Magic: The Gathering', format: 'Modern' });
  await page.goto(`${new URL(page.url()).pathname}?tab=matches`);
  await expect(page.getByRole('heading', { level: 1, name: projectName })).toBeVisible();
  await expect(tab(page, 'Matches')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'No Matches Available' })).toHaveCount(0);
  await tab(page, 'Dashboard').click();
  await expect(page.getByText('Archetypes', { exact: true }).locator('..')).toContainText('2');

  // Project lists and their filters.
  const teamId = teamPath.split('/').pop()!;
  await apiPost(request, me, '/projects', { team_id: teamId, name: `Pokemon Lab ${me.username}`, visibility: 'private', game: 'Pokémon TCG', format: 'Standard', tags: ['control'] });
  await page.goto('/projects/all');
  await expect(page.getByRole('heading', { level: 1, name: /^All Projects/ })).toBeVisible();
  const myCards = page.locator('a.card').filter({ hasText: me.username });
  await expect(myCards).toHaveCount(2);
  await page.getByLabel('Visibility').selectOption('private');
  await expect(page.locator('a.card')).toHaveCount(1);
  await expect(page.locator('a.card')).toContainText(`Pokemon Lab ${me.username}`);
  await page.getByLabel('Visibility').selectOption('');
  await page.getByLabel('Game').selectOption('Magic: The Gathering');
  await expect(myCards).toHaveCount(1);
  await expect(myCards).toContainText(projectName);
  await expect(page.getByLabel('Format').locator('option', { hasText: 'Pioneer' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(myCards).toHaveCount(2);
  const tagFilter = page.getByLabel('Tags', { exact: true });
  await tagFilter.fill('control');
  await tagFilter.press('Enter');
  await expect(page.getByRole('list', { name: 'Tags added' })).toContainText('control');
  await expect(myCards).toHaveCount(1);
  await expect(myCards).toContainText(`Pokemon Lab ${me.username}`);
  await tagFilter.fill('nothing-has-this');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('No projects found')).toBeVisible();
  await snapBoth(page, 'projects-all-filtered');
  await page.getByRole('button', { name: 'Remove tag nothing-has-this' }).click();
  await expect(myCards).toHaveCount(1);
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page.getByRole('button', { name: 'Clear Filters' })).toHaveCount(0);
  await expect(myCards).toHaveCount(2);

  await page.goto('/projects/private');
  await expect(page.getByRole('heading', { level: 1, name: /^My Private Projects/ })).toBeVisible();
  await expect(page.getByText('(only you can see until made public)')).toBeVisible();
  await expect(page.getByLabel('Visibility')).toHaveCount(0);
  await expect(page.locator('a.card')).toHaveCount(1);
  await snapBoth(page, 'projects-private');

  // Lists load a page at a time.
  for (let i = 1; i <= 25; i++) await apiPost(request, me, '/projects', { team_id: teamId, name: `Gauntlet ${i}`, visibility: 'private', game: 'Pokémon TCG' });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /My Private Projects\s*26/ })).toBeVisible();
  await expect(page.locator('a.card')).toHaveCount(24);
  await expect(page.getByText('Showing 24 of 26 projects')).toBeVisible();
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(page.locator('a.card')).toHaveCount(26);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

  // A second team: /teams now lists both, with the role on each card.
  await apiPost(request, me, '/teams', { name: `Second ${me.username}`, visibility: 'private' });
  await page.goto('/teams');
  await expect(page.getByRole('heading', { level: 1, name: 'My Teams' })).toBeVisible();
  await expect(page.locator('a.card')).toHaveCount(2);
  await expect(page.getByRole('link', { name: new RegExp(`Second ${me.username}`) })).toContainText(/Private.*Owner/);
  await snapBoth(page, 'teams-list');

  // A session the server no longer accepts (and cannot refresh): the signed-in list explains itself.
  await page.evaluate(() => {
    localStorage.setItem('auth_token', 'not-a-valid-token');
    localStorage.setItem('refresh_token', 'not-a-valid-refresh-token');
  });
  await page.goto('/projects/all');
  await expect(page.getByText('Authentication required to view projects. Please login or view public content instead.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Public Projects' }).last()).toHaveAttribute('href', '/projects/public');
  await snap(page, 'projects-all-unauthenticated-1280');
});

test('error states: unknown team and project ids', async ({ page }) => {
  await page.goto('/teams/no-such-team');
  await expect(page.getByRole('heading', { name: 'Error Loading Team' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Error Loading Team' })).toBeVisible();
  await snapBoth(page, 'team-error');

  await page.goto('/teams/no-such-team/projects/0190a0b0-0000-7000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Error Loading Project' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Team' })).toHaveAttribute('href', '/teams/no-such-team');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await snapBoth(page, 'project-error');
});

test('the articles and shop pages are polished coming-soon placeholders', async ({ page }) => {
  await page.goto('/articles');
  await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Featured' })).toBeVisible();
  await expect(page.locator('.soon-category')).toHaveCount(6);
  await expect(page.getByRole('button', { name: 'Coming Soon' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Notify Me' })).toBeDisabled();
  await expect(page.getByLabel('Email address')).toBeDisabled();
  await snapBoth(page, 'articles');

  await page.goto('/shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  for (const category of ['Singles', 'Booster Packs', 'Deck Boxes', 'Sleeves', 'Playmats', 'Dice & Tokens']) {
    await expect(page.locator('.soon-category', { hasText: category })).toContainText('Coming Soon');
  }
  await expect(page.locator('.soon-product')).toHaveCount(4);
  await expect(page.locator('.soon-product-price')).toHaveText([/^\$\d+\.\d\d$/, /^\$\d+\.\d\d$/, /^\$\d+\.\d\d$/, /^\$\d+\.\d\d$/]);
  await expect(page.getByRole('button', { name: 'Notify Me' })).toBeDisabled();
  await snapBoth(page, 'shop');
});

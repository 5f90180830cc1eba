// The first load of a public page: the server's first view is on screen before the app has started (here: while the
// app waits for /api/health), the app then takes over with the same page, nothing logs an error, and the pages stay
// accessible. Lighthouse's figures for the same pages are bench/lighthouse.ts's, not a test's.
import { expect, test, type Page } from '@playwright/test';
import { apiPost, signedInAccount } from './helpers.ts';
import { expectAccessible } from './tour-helpers.ts';

/** Console errors and uncaught exceptions of a page, as they happen. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' ? problems.push(message.text()) : null));
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test('public pages show the server-written view first, then the app, with no console errors', async ({ page, request }) => {
  const owner = await signedInAccount(request, 'firstload');
  const team = await apiPost(request, owner, '/teams', { name: `First Load ${owner.username}`, visibility: 'public' });
  const project = await apiPost(request, owner, '/projects', { name: `Shared <Gauntlet> ${owner.username}`, team_id: team.id, game: 'Magic: The Gathering', format: 'Pioneer', visibility: 'public' });
  const problems = problemsOf(page);

  // The app waits for the health check before it renders; the server's view of the landing page is already there.
  let releaseHealth: () => void = () => {};
  await page.route('**/api/health', async (route) => {
    await new Promise<void>((resolve) => (releaseHealth = resolve));
    await route.fallback();
  });
  const opening = page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Test decks together. Bring the right one.' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0); // no loading screen in front of it
  await expect(page.getByRole('tab', { name: /^Public Projects/ })).toHaveCount(0); // the app has not rendered
  releaseHealth();
  await opening;
  await page.unroute('**/api/health');
  await expect(page.getByRole('tab', { name: /^Public Projects \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page).toHaveTitle('Sideboard: test decks together, bring the right one');
  await expectAccessible(page, 'landing after first load');

  // A shared link to the project's matrix: the tab's title names the project and its game; the app renders the page.
  const path = `/teams/${team.id}/projects/${project.id}`;
  await page.goto(`${path}?tab=matrix`);
  await expect(page).toHaveTitle(`Shared <Gauntlet> ${owner.username}: Magic: The Gathering Pioneer matchup matrix · Sideboard`);
  await expect(page.getByRole('tab', { name: 'Matchup Matrix' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 1, name: `Shared <Gauntlet> ${owner.username}` })).toHaveCount(1);
  await expectAccessible(page, 'project matrix after first load');

  await page.goto(path);
  await expect(page.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page, 'project page after first load');
  expect(problems).toEqual([]);
});

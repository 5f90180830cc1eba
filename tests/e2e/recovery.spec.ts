// Recovery and small things (issue 19, item 9): Retry Connection recovers in one click, My Teams is highlighted on
// team pages, the assets page has the common width, picking an archetype on a phone shows its decklist, the matrix
// keeps its row labels and Total in view on a phone, admin tabs are not cut off, and a failed comparison offers Retry.
import { expect, test, type Page } from './fixtures.ts';
import { apiPost, newAccount, pageWithSession, signedInAccount } from './helpers.ts';
import { apiGet, DEMO, failOperation, login, look, makeAdmin, pageAs } from './tour-helpers.ts';

async function demoProject(page: Page, request: Parameters<typeof login>[0], name: string) {
  const session = await login(request, DEMO.owner);
  const teams = await apiGet(request, '/teams', session.access_token);
  const team = (teams.items ?? teams).find((t: { name: string }) => t.name === 'Copper Sky Gaming');
  const projects = await apiGet(request, `/teams/${team.id}/projects`, session.access_token);
  const project = (projects.items ?? projects).find((p: { name: string }) => p.name === name);
  return { team, project, path: `/teams/${team.id}/projects/${project.id}` };
}

test('Retry Connection recovers in one click after the server was down on the first load', async ({ browser, request }) => {
  const page = await pageAs(browser, request, DEMO.owner);
  const down = (route: { abort: () => Promise<void> }) => route.abort();
  await page.route('**/api/health', down);
  await page.route('**/graphql', down);
  await page.goto('/teams');
  await expect(page.getByRole('heading', { name: 'Backend Connection Failed' })).toBeVisible();
  await page.unroute('**/api/health', down);
  await page.unroute('**/graphql', down);
  await page.getByRole('button', { name: 'Retry Connection' }).click();
  // A member of one team is taken straight to it.
  await expect(page.getByRole('heading', { name: 'Copper Sky Gaming', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry Connection' })).toHaveCount(0);
});

test('My Teams is highlighted on team and project pages; the assets page has the common centred width', async ({ browser, request }) => {
  const page = await pageAs(browser, request, DEMO.owner);
  const { team, path } = await demoProject(page, request, 'Worlds Prep');
  const nav = page.getByRole('navigation').getByRole('link', { name: 'My Teams' });
  await page.goto(`/teams/${team.id}`);
  await expect(nav).toHaveClass(/active/);
  await page.goto(`${path}/assets`);
  await expect(nav).toHaveClass(/active/);
  const assets = await page.locator('.assets-page').boundingBox();
  await page.goto(path);
  const project = await page.locator('.container').first().boundingBox();
  expect(assets?.width).toBe(project?.width);
  expect(assets?.x).toBe(project?.x);
});

test('on a phone, picking an archetype brings its decklist into view', async ({ browser, request }) => {
  const page = await pageAs(browser, request, DEMO.owner);
  const { path } = await demoProject(page, request, 'Worlds Prep');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`${path}/assets`);
  await page.getByRole('button', { name: /Charizard ex/ }).first().click();
  await expect(page.getByRole('article', { name: /^Decklist / })).toBeInViewport();
});

test('on a phone, the matrix keeps its row labels and Total in view, and the field table its archetypes', async ({ browser, request }) => {
  const page = await pageAs(browser, request, DEMO.owner);
  const { path } = await demoProject(page, request, 'Modern RCQ Season');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`${path}?tab=matrix`);
  const wrap = page.locator('.matrix-wrap');
  await expect(wrap.locator('.matrix-row-head').first()).toBeVisible();
  await wrap.evaluate((element) => (element.scrollLeft = element.scrollWidth));
  const frame = (await wrap.boundingBox())!;
  const label = (await wrap.locator('.matrix-row-head').first().boundingBox())!;
  const total = (await wrap.locator('.matrix-total').first().boundingBox())!;
  expect(label.x).toBeLessThanOrEqual(frame.x + 16);
  expect(total.x + total.width).toBeLessThanOrEqual(frame.x + frame.width);
  await wrap.evaluate((element) => (element.scrollLeft = 0));
  const field = page.locator('.expected-table-wrap');
  await field.evaluate((element) => (element.scrollLeft = element.scrollWidth));
  const fieldFrame = (await field.boundingBox())!;
  const archetype = (await field.locator('tbody th').first().boundingBox())!;
  expect(archetype.x).toBeLessThanOrEqual(fieldFrame.x + 1);
  await look(page, 'matrix-phone-scrolled', { widths: [375] });
});

test('on a phone, every admin tab is wholly on screen', async ({ browser, request }) => {
  const admin = await newAccount(request, 'tabs');
  makeAdmin(admin.email);
  const page = await pageWithSession(browser, await login(request, admin.email, admin.password), { viewport: { width: 375, height: 812 } });
  await page.goto('/admin');
  const tabs = page.getByRole('tablist', { name: 'Admin tables' }).getByRole('tab');
  await expect(tabs.filter({ hasText: 'Decklists' })).toBeVisible();
  for (const tab of await tabs.all()) await expect(tab).toBeInViewport({ ratio: 1 });
  await look(page, 'admin-tabs', { widths: [375] });
});

test('a comparison that fails to load offers Retry, which loads it', async ({ browser, request }) => {
  const owner = await signedInAccount(request, 'cmp');
  const team = await apiPost(request, owner, '/teams', { name: 'Comparers', visibility: 'private' });
  const project = await apiPost(request, owner, '/projects', { name: 'Compare', team_id: team.id, visibility: 'private', game: 'Magic: The Gathering', format: 'Modern' });
  const archetype = await apiPost(request, owner, '/archetypes', { name: 'Burn', project_id: project.id, game: 'Magic: The Gathering' });
  const decklist = await apiPost(request, owner, '/decklists', { archetype_id: archetype.id, cards: [{ name: 'Lightning Bolt', quantity: 4 }] });
  const put = await request.put(`/api/decklists/${decklist.id}`, { headers: { authorization: `Bearer ${owner.token}` }, data: { cards: [{ name: 'Lightning Bolt', quantity: 3 }] } });
  expect(put.status()).toBe(200);

  const page = await pageWithSession(browser, { access_token: owner.token, refresh_token: owner.refreshToken, user: owner.user }, { viewport: { width: 1440, height: 900 } });
  await page.goto(`/teams/${team.id}/projects/${project.id}/assets?archetype=${archetype.id}`);
  const restore = await failOperation(page, 'VersionComparisonPanelQuery');
  await page.getByRole('article', { name: /^Decklist / }).getByRole('button', { name: 'Compare' }).click();
  const dialog = page.getByRole('dialog', { name: 'Version Comparison' });
  await expect(dialog.getByRole('alert')).toBeVisible();
  await restore();
  await dialog.getByRole('button', { name: 'Retry' }).click();
  await expect(dialog.getByRole('heading', { name: 'v1 → v2' })).toBeVisible();
});

// Keyboard only (issue 10): the header menus, the mobile menu, tabs, dialogs (focus moves in, stays in, Escape
// closes, focus returns), logging a match, importing a decklist, the comment form, the notifications menu and the
// matchup matrix, which a screen reader must be able to read cell by cell. No mouse clicks after the page opens.
import { expect, test, type Locator, type Page } from './fixtures.ts';
import { apiGet, DEMO, login, pageAs } from './tour-helpers.ts';

interface Demo {
  teamId: string;
  projectId: string;
  projectPath: string;
  archetypes: Record<string, string>;
}

let demo: Demo;

test.describe.configure({ timeout: 120_000 });
test.use({ actionTimeout: 15_000 });

test.beforeAll(async ({ request }) => {
  const team = (await apiGet<Array<{ id: string; name: string }>>(request, '/teams/public')).find((t) => t.name === 'Copper Sky Gaming')!;
  const project = (await apiGet<Array<{ id: string; name: string }>>(request, `/teams/${team.id}/projects`)).find((p) => p.name === 'Modern RCQ Season')!;
  const archetypes = await apiGet<Array<{ id: string; name: string }>>(request, `/projects/${project.id}/archetypes`);
  demo = { teamId: team.id, projectId: project.id, projectPath: `/teams/${team.id}/projects/${project.id}`, archetypes: Object.fromEntries(archetypes.map((a) => [a.name, a.id])) };
});

/** Presses Tab (or Shift+Tab) until `target` has focus; fails if it is not reached within `limit` presses. */
async function tabTo(page: Page, target: Locator, { back = false, limit = 60 } = {}): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached with ${back ? 'Shift+Tab' : 'Tab'}`).toBeFocused({ timeout: 1 });
}

/**
 * Tabs through the whole page once and checks that every visible control was reached, except the ones that are
 * reached with the arrow keys inside their widget (unselected tabs, matrix cells) and the ones listed in `skip`.
 */
async function expectEveryControlReachable(page: Page): Promise<void> {
  const controls = await page.evaluate(() => {
    const selector = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]';
    const all = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter((el) => el.checkVisibility({ visibilityProperty: true }) && el.tabIndex >= 0);
    all.forEach((el, i) => el.setAttribute('data-kb', String(i)));
    return all.length;
  });
  const reached = new Set<string>();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  // Until focus leaves the page after the last control (date fields take one stop per part, hence the margin).
  for (let i = 0; i < controls * 4 + 10; i++) {
    await page.keyboard.press('Tab');
    const id = await page.evaluate(() => (document.activeElement === document.body ? 'end' : (document.activeElement?.getAttribute('data-kb') ?? null)));
    if (id === 'end' && reached.size > 0) break;
    if (id && id !== 'end') reached.add(id);
  }
  const missed = await page.evaluate((seen) => {
    return Array.from(document.querySelectorAll<HTMLElement>('[data-kb]'))
      .filter((el) => !seen.includes(el.getAttribute('data-kb')!))
      .map((el) => `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`);
  }, [...reached]);
  expect(missed, 'controls that Tab never reached').toEqual([]);
}

test('the header menus open, move and close with the keyboard', async ({ browser, request }) => {
  const page = await pageAs(browser, request, DEMO.member);
  await page.goto('/articles');
  const projects = page.getByRole('button', { name: 'Projects' });
  await tabTo(page, projects);
  await expect(projects).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(projects).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'My Private Projects' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('link', { name: 'All Projects' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('link', { name: 'Public Projects' })).toBeFocused(); // wraps to the last
  await page.keyboard.press('Escape');
  await expect(projects).toHaveAttribute('aria-expanded', 'false');
  await expect(projects).toBeFocused();

  // ArrowDown opens the menu on its first link; End and Enter follow the last one.
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('link', { name: 'My Private Projects' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByRole('link', { name: 'Public Projects' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/projects\/public$/);
  await expect(projects).toHaveAttribute('aria-expanded', 'false');

  // Space opens the Decks menu; tabbing past its last link closes it.
  const decks = page.getByRole('button', { name: 'Decks' });
  await tabTo(page, decks);
  await page.keyboard.press('Space');
  await expect(decks).toHaveAttribute('aria-expanded', 'true');
  for (const name of ['My Private Decks', 'All Decks', 'Public Decks']) {
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name, exact: true })).toBeFocused();
  }
  await page.keyboard.press('Tab');
  await expect(decks).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('link', { name: 'My Private Decks' })).toHaveCount(0);
  await page.context().close();
});

test('the mobile menu works from the keyboard', async ({ browser, request }) => {
  const page = await pageAs(browser, request, null);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/articles');
  const toggle = page.getByRole('button', { name: 'Menu' });
  await tabTo(page, toggle);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: 'Public Projects' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  await tabTo(page, menu.getByRole('link', { name: 'Public Decks' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/decks\?view=public$/);
  await expect(menu).toHaveCount(0);
  await page.context().close();
});

test('tabs move with the arrow keys and keep one stop in the tab order', async ({ browser, request }) => {
  const page = await pageAs(browser, request, null);
  await page.goto('/');
  const projectsTab = page.getByRole('tab', { name: /^Public Projects/ });
  const teamsTab = page.getByRole('tab', { name: /^Public Teams/ });
  await tabTo(page, projectsTab);
  await page.keyboard.press('ArrowRight');
  await expect(teamsTab).toBeFocused();
  await expect(teamsTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('Copper Sky Gaming');
  await page.keyboard.press('ArrowRight'); // wraps
  await expect(projectsTab).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(teamsTab).toBeFocused();
  await page.keyboard.press('Home');
  await expect(projectsTab).toBeFocused();
  // Tab leaves the tab list from the selected tab, straight into the panel.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel').getByRole('link').first()).toBeFocused();

  // The project's tabs are links in the URL: the arrow keys follow them and focus stays on the tab.
  await page.goto(demo.projectPath);
  const dashboard = page.getByRole('tab', { name: 'Dashboard' });
  await tabTo(page, dashboard);
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\?tab=matches$/);
  await expect(page.getByRole('tab', { name: 'Matches' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\?tab=matrix$/);
  await expect(page.getByRole('tab', { name: 'Matchup Matrix' })).toBeFocused();
  await expect(page.getByRole('table', { name: /Win rate/ })).toBeVisible();
  await page.context().close();
});

test('every control on the busiest screens is reachable with Tab', async ({ browser, request }) => {
  const page = await pageAs(browser, request, DEMO.member);
  for (const path of [`${demo.projectPath}?tab=matches`, `${demo.projectPath}?tab=matrix`, `${demo.projectPath}/assets?archetype=${demo.archetypes['Boros Energy']}`, '/decks?view=all', demo.projectPath.split('/projects')[0]]) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await test.step(path, () => expectEveryControlReachable(page));
  }
  await page.context().close();
});

test('the log-match dialog: focus moves in, stays in, the form works by keyboard, Escape closes and focus returns', async ({ browser, request }) => {
  const page = await pageAs(browser, request, DEMO.member);
  await page.goto(`${demo.projectPath}?tab=matches`);
  const open = page.getByRole('button', { name: 'Log New Match' });
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Log New Match' });
  const winner = dialog.getByLabel('Winner Archetype');
  await expect(winner).toBeFocused();

  // Focus stays inside: Shift+Tab from the first field reaches the last button, Tab from there the close button.
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Log Match' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(winner).toBeFocused();

  // Submitting empty shows both messages; then choose archetypes with the arrow keys and log with Enter.
  await tabTo(page, dialog.getByRole('button', { name: 'Log Match' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Winner archetype or user is required')).toBeVisible();
  await tabTo(page, winner);
  await page.keyboard.press('ArrowDown');
  await expect(winner).not.toHaveValue('');
  await tabTo(page, dialog.getByLabel('Loser Archetype'));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByLabel('Loser Archetype')).not.toHaveValue('');
  await tabTo(page, dialog.getByLabel('Notes (optional)'));
  await page.keyboard.type('Logged without a mouse.');
  await tabTo(page, dialog.getByRole('button', { name: 'Log Match' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('heading', { name: 'Match Logged' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText('Logged without a mouse.');

  // A confirm dialog from a row: Escape cancels it and focus goes back to the row's button.
  const deleteButton = page.getByRole('button', { name: /^Delete match/ }).first();
  await tabTo(page, deleteButton);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Delete Match' })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(deleteButton).toBeFocused();
  await page.context().close();
});

test('the import dialog and a dialog opened from a dialog, by keyboard', async ({ browser, request }) => {
  const page = await pageAs(browser, request, DEMO.member);
  await page.goto(`${demo.projectPath}/assets?archetype=${demo.archetypes['Domain Zoo']}`);
  const open = page.getByRole('button', { name: '+ Import Decklist' });
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Import Decklist: Domain Zoo' });
  await expect(dialog.getByLabel('Deck Text')).toBeFocused();
  await page.keyboard.type('4 Ragavan, Nimble Pilferer\n4 Scion of Draco\n');
  await tabTo(page, dialog.getByRole('button', { name: 'Preview' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('complementary', { name: 'Preview' })).toContainText('Scion of Draco');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();

  // Evolution, then one of its timeline entries: Escape closes the inner dialog first, then the outer one.
  await page.goto(`${demo.projectPath}/assets?archetype=${demo.archetypes['Boros Energy']}`);
  const evolution = page.getByRole('button', { name: /^Evolution/ });
  await tabTo(page, evolution);
  await page.keyboard.press('Enter');
  const outer = page.getByRole('dialog', { name: /Deck Evolution/ });
  const entry = outer.locator('.timeline-entry').first();
  await tabTo(page, entry);
  await page.keyboard.press('Enter');
  const inner = page.getByRole('dialog', { name: /Version Comparison/ });
  await expect(inner).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(inner).toHaveCount(0);
  await expect(outer).toBeVisible();
  await expect(entry).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(outer).toHaveCount(0);
  await expect(evolution).toBeFocused();
  await page.context().close();
});

test('the comment form: write, preview with the arrow keys, post with Ctrl+Enter', async ({ browser, request }) => {
  const page = await pageAs(browser, request, DEMO.member);
  await page.goto(`${demo.projectPath}/assets?archetype=${demo.archetypes['Jeskai Control']}`);
  const toggle = page.getByRole('button', { name: 'Archetype Discussion' });
  await tabTo(page, toggle);
  await page.keyboard.press('Enter');
  const thread = page.getByRole('region', { name: 'Archetype Discussion' });
  const box = thread.getByRole('textbox');
  await tabTo(page, box);
  const text = `Keyboard-only note ${Date.now()}: **counter** the combo.`;
  await page.keyboard.type(text);
  await page.keyboard.press('Shift+Tab');
  await expect(thread.getByRole('tab', { name: 'Write' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(thread.getByRole('tab', { name: 'Preview' })).toHaveAttribute('aria-selected', 'true');
  await expect(thread.locator('.comment-preview strong')).toHaveText('counter');
  await page.keyboard.press('ArrowLeft');
  await expect(thread.getByRole('tab', { name: 'Write' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Tab');
  await expect(box).toBeFocused();
  await page.keyboard.press('Control+Enter');
  await expect(thread.getByText(text.replace(/\*\*/g, ''))).toBeVisible();
  await expect(box).toHaveValue('');
  await page.context().close();
});

test('the notifications menu opens, is read and closes by keyboard', async ({ browser, request }) => {
  const page = await pageAs(browser, request, DEMO.teamAdmin);
  await page.goto('/articles');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await tabTo(page, bell);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Notifications' });
  await expect(menu).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('button').first()).toBeFocused();
  await tabTo(page, menu.getByRole('listitem').first().getByRole('button').first());
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(bell).toBeFocused();
  // Enter on a notification opens what it is about.
  await page.keyboard.press('Enter');
  await tabTo(page, menu.getByRole('listitem').first().getByRole('button').first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/assets\?archetype=/);
  await expect(menu).toHaveCount(0);
  await page.context().close();
});

test('the matchup matrix: one tab stop, arrow keys between cells, and every cell labelled with both archetypes and its numbers', async ({ browser, request }) => {
  const page = await pageAs(browser, request, null);
  await page.goto(`${demo.projectPath}?tab=matrix`);
  const grid = page.getByRole('table', { name: /Win rate/ });
  await expect(grid).toBeVisible();

  // What the server says, cell by cell, against what a screen reader is told.
  const jonas = await login(request, DEMO.teamAdmin);
  const { matrix } = await apiGet<{ matrix: { archetypes: Array<{ id: string; name: string }>; matrix: Array<{ archetype_id: string; opponent_id: string; wins: number; losses: number; sample_size: number; win_rate_percent: number | null }> } }>(
    request,
    `/matches/matrix?project_id=${demo.projectId}`,
    jonas.access_token,
  );
  const nameOf = new Map(matrix.archetypes.map((a) => [a.id, a.name]));
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const cells = matrix.matrix.filter((cell) => cell.archetype_id !== cell.opponent_id);
  expect(cells).toHaveLength(matrix.archetypes.length * (matrix.archetypes.length - 1));
  for (const cell of cells) {
    const pair = `${nameOf.get(cell.archetype_id)} vs ${nameOf.get(cell.opponent_id)}`;
    const label =
      cell.sample_size === 0
        ? `${pair}: no matches yet.`
        : `${pair}: ${plural(cell.wins, 'win', 'wins')}, ${plural(cell.losses, 'loss', 'losses')}, ${cell.win_rate_percent}% win rate over ${plural(cell.sample_size, 'match', 'matches')}`;
    await expect(grid.getByRole('cell', { name: label })).toHaveCount(1);
  }
  for (const archetype of matrix.archetypes) {
    await expect(grid.getByRole('cell', { name: `${archetype.name} mirror: not shown` })).toHaveCount(1);
    await expect(grid.getByRole('cell', { name: new RegExp(`^${archetype.name} overall: \\d+ wins in \\d+ match(es)?`) })).toHaveCount(1);
    await expect(grid.getByRole('rowheader', { name: new RegExp(archetype.name) })).toHaveCount(1);
  }

  // One stop in the tab order; the arrow keys move between matchups and skip the mirror.
  const [first, second, third] = matrix.archetypes.map((a) => a.name);
  const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
  await tabTo(page, grid.locator('td[tabindex="0"]'));
  expect(await focusedName()).toMatch(new RegExp(`^${first} vs ${second}:`));
  await page.keyboard.press('ArrowRight');
  expect(await focusedName()).toMatch(new RegExp(`^${first} vs ${third}:`));
  await page.keyboard.press('ArrowDown');
  expect(await focusedName()).toMatch(new RegExp(`^${second} vs ${third}:`));
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft'); // over the mirror
  expect(await focusedName()).toMatch(new RegExp(`^${second} vs ${first}:`));
  await expect(grid.locator('td[tabindex="0"]')).toHaveCount(1);
  await page.keyboard.press('Tab');
  expect(await focusedName()).not.toMatch(/ vs /);
  await page.context().close();
});

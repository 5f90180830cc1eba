// Logging a night of games: the next game keeps both sides, one press swaps winner and loser, the dialog opens with
// the person's own deck in this project, and all of it works from the keyboard alone.
import { expect, test, type Locator, type Page } from './fixtures.ts';
import { apiPost, burnVersusTitan, signedInAccount, signIn } from './helpers.ts';
import { look } from './tour-helpers.ts';

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would; fails after 30 presses. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let presses = 0; presses < 30; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error('focus never reached the target');
}

test('a second game is three presses: Log Another Match, Swap Winner and Loser, Log Match', async ({ browser, request }) => {
  const owner = await signedInAccount(request, 'fast');
  const { team, project, burn } = await burnVersusTitan(request, owner, { team: 'Night Owls', project: 'League Night' });
  await apiPost(request, owner, '/decklists', { archetype_id: burn.id, name: 'Burn 75', cards: [{ name: 'Lightning Bolt', quantity: 4 }] });
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signIn(page, owner);
  await page.goto(`/teams/${team.id}/projects/${project.id}?tab=matches`);

  // The first game, keyboard only: the dialog opens on the winner's archetype; type-ahead picks in each select.
  const logNew = page.getByRole('button', { name: 'Log New Match' });
  await tabTo(page, logNew);
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog', { name: 'Log New Match' });
  const winner = modal.getByLabel('Winner Archetype');
  await expect(winner).toBeFocused();
  await page.keyboard.type('Boros');
  await page.keyboard.press('Tab');
  await expect(modal.getByLabel('Winner Decklist (optional)')).toBeFocused();
  await page.keyboard.type('Burn 75');
  await page.keyboard.press('Tab');
  await page.keyboard.type(owner.displayName);
  await tabTo(page, modal.getByLabel('Loser Archetype'));
  await page.keyboard.type('Amulet');
  await expect(modal.getByLabel('Winner Decklist (optional)').locator('option:checked')).toHaveText('Burn 75 (v1)');
  await expect(modal.getByLabel('Winner Player (optional)').locator('option:checked')).toHaveText(owner.displayName);
  await expect(modal.getByLabel('Loser Archetype').locator('option:checked')).toHaveText('Amulet Titan');
  await look(page, 'log-match-form');
  await tabTo(page, modal.getByRole('button', { name: 'Log Match' }));
  await page.keyboard.press('Enter');

  // The second game, the other way round: three presses of Enter, focus moved by Shift+Tab and Tab between them.
  const another = modal.getByRole('button', { name: 'Log Another Match' });
  await expect(another).toBeFocused();
  await page.keyboard.press('Enter'); // 1: Log Another Match
  const logMatch = modal.getByRole('button', { name: 'Log Match' });
  await expect(logMatch).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(modal.getByRole('button', { name: 'Swap Winner and Loser' })).toBeFocused();
  await page.keyboard.press('Enter'); // 2: Swap Winner and Loser
  await expect(winner.locator('option:checked')).toHaveText('Amulet Titan');
  await expect(modal.getByLabel('Loser Archetype').locator('option:checked')).toHaveText('Boros Burn');
  await expect(modal.getByLabel('Loser Decklist (optional)').locator('option:checked')).toHaveText('Burn 75 (v1)');
  await expect(modal.getByLabel('Loser Player (optional)').locator('option:checked')).toHaveText(owner.displayName);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter'); // 3: Log Match
  await expect(another).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);

  const rows = page.getByRole('row');
  await expect(page.getByRole('heading', { name: /Match Results/ })).toContainText('(2)');
  await expect(rows.nth(1).getByRole('cell').nth(1)).toContainText('Amulet Titan');
  await expect(rows.nth(1).getByRole('cell').nth(2)).toContainText(`Burn 75 v1 · ${owner.displayName}`);
  await expect(rows.nth(2).getByRole('cell').nth(1)).toContainText(`Boros Burn`);

  // The dialog remembers the person's own deck in this project, after a reload too.
  await page.reload();
  await page.getByRole('button', { name: 'Log New Match' }).click();
  await expect(winner.locator('option:checked')).toHaveText('Boros Burn');
  await expect(modal.getByLabel('Winner Decklist (optional)').locator('option:checked')).toHaveText('Burn 75 (v1)');
  await expect(modal.getByLabel('Winner Player (optional)').locator('option:checked')).toHaveText(owner.displayName);
  await expect(modal.getByLabel('Loser Archetype')).toHaveValue('');
});

// Archetypes and versioned decklists in the browser: create an archetype, import a list with a preview, edit it
// twice, compare versions, open the evolution, and the read-only views a visitor gets.
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';
import { apiPost, newAccount, signIn, snap } from './helpers.ts';

const ARENA = readFileSync(new URL('../unit/deck-import/fixtures/mtg-arena-standard.txt', import.meta.url), 'utf8');

/** A new account, signed in through the form; returns its access token as the web client keeps it. */
async function signInAsNewcomer(page: Page, request: APIRequestContext): Promise<string> {
  await signIn(page, await newAccount(request, 'deck'));
  return (await page.evaluate(() => localStorage.getItem('auth_token')))!;
}

// The visitor test reads the project the member test makes: they run in order, and the second only after the first.
test.describe.configure({ mode: 'serial' });

let assetsPath = '';
const projectName = `Gauntlet ${Date.now().toString(36)}`;

test('a member creates an archetype, imports, edits twice, compares and follows the evolution', async ({ page, request }) => {
  const token = await signInAsNewcomer(page, request);
  const team = await apiPost(request, { token }, '/teams', { name: 'Deck Lab', visibility: 'public' });
  const project = await apiPost(request, { token }, '/projects', { name: projectName, team_id: team.id, visibility: 'public', game: 'Magic: The Gathering', format: 'Standard' });
  assetsPath = `/teams/${team.id}/projects/${project.id}/assets`;

  await page.goto(assetsPath);
  await expect(page.getByRole('heading', { name: `Assets - ${projectName}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No Archetypes Yet' })).toBeVisible();
  await snap(page, 'decklists-01-assets-empty');

  // Create New Archetype: its own checks, Escape closes, then a real one.
  await page.getByRole('button', { name: '+ Create Archetype' }).first().click();
  const createDialog = page.getByRole('dialog', { name: 'Create New Archetype' });
  await expect(createDialog.getByLabel('Game *')).toHaveValue('Magic: The Gathering');
  await page.keyboard.press('Escape');
  await expect(createDialog).toBeHidden();
  await page.getByRole('button', { name: '+ Create Archetype' }).first().click();
  await createDialog.getByRole('button', { name: 'Create Archetype' }).click();
  await expect(createDialog.getByRole('alert')).toHaveText('Archetype name is required');
  await createDialog.getByLabel('Name *').fill('Mono-Red Aggro');
  await expect(createDialog.getByLabel('Short Name')).toHaveAttribute('placeholder', 'MRA');
  await createDialog.getByLabel('Description').fill('Fast red creatures and burn.');
  await snap(page, 'decklists-02-create-archetype');
  await createDialog.getByRole('button', { name: 'Create Archetype' }).click();
  await expect(createDialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Archetypes (1)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No Decklist Yet' })).toBeVisible();
  await snap(page, 'decklists-03-archetype-without-decklist');

  // Import Decklist: the spec's messages, a garbage paste with its lines, then a preview and the import.
  await page.getByRole('button', { name: '+ Import Decklist' }).click();
  const importDialog = page.getByRole('dialog', { name: 'Import Decklist: Mono-Red Aggro' });
  await expect(importDialog.getByRole('heading', { name: 'Supported Formats' })).toBeVisible();
  await snap(page, 'decklists-04-import-help');
  await importDialog.getByRole('button', { name: 'Preview' }).click();
  await expect(importDialog.getByRole('alert')).toHaveText('Please enter deck text to preview');
  await importDialog.getByRole('button', { name: 'Import Decklist' }).click();
  await expect(importDialog.getByRole('alert')).toHaveText('Deck text is required');
  await importDialog.getByLabel('Deck Text').fill('hello there\nno cards here');
  await importDialog.getByRole('button', { name: 'Preview' }).click();
  await expect(importDialog.getByRole('alert')).toContainText('No cards found in the deck text');
  await expect(importDialog.getByRole('alert')).toContainText('no cards here');
  await snap(page, 'decklists-05-import-garbage');
  await importDialog.getByLabel('Deck Text').fill(`${ARENA}\n1000 Mountain`);
  await importDialog.getByLabel('Notes').fill('Week 1 list');
  await importDialog.getByRole('button', { name: 'Preview' }).click();
  await expect(importDialog.getByText('1 line could not be read')).toBeVisible();
  await expect(importDialog.getByText('read as MTG Arena')).toBeVisible();
  await snap(page, 'decklists-06-import-preview');
  await importDialog.getByRole('button', { name: 'Import Decklist' }).click();
  await expect(importDialog).toBeHidden();
  const viewer = page.getByRole('article', { name: 'Decklist Mono-Red Aggro' });
  await expect(viewer.getByText('75', { exact: true })).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'History (1)' })).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Compare' })).toBeHidden();
  await expect(page.getByRole('button', { name: '+ Update Decklist' })).toBeVisible();
  await snap(page, 'decklists-07-decklist-imported');

  await viewer.getByText('Original Import Text').click();
  await expect(viewer.locator('.raw-import pre')).toContainText('Monastery Swiftspear');

  // Two edits through the card editor.
  for (const [round, line] of [
    [2, '2 Play with Fire'],
    [3, '3 Kumano Faces Kakkazan'],
  ] as const) {
    await viewer.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Decklist' });
    await edit.getByRole('button', { name: 'Edit Cards' }).click();
    const editor = edit.getByLabel(/^Cards/);
    await editor.fill(`${await editor.inputValue()}\n${line}\nnot a card line`);
    await edit.getByRole('button', { name: 'Update Cards' }).click();
    await expect(edit.getByText('1 line not in "quantity name" form was ignored.', { exact: false })).toBeVisible();
    await edit.getByLabel('Change Summary').fill(`Round ${round}: ${line}`);
    if (round === 2) await snap(page, 'decklists-08-edit-decklist');
    await edit.getByRole('button', { name: 'Update Decklist' }).click();
    await expect(edit).toBeHidden();
    await expect(viewer.getByRole('button', { name: `History (${round})` })).toBeVisible();
  }
  await expect(viewer.getByText(`v3`, { exact: true }).first()).toBeVisible();
  // Sections survive the editor: the new cards went under "Sideboard:", and no main-deck copy moved.
  // (The main deck is one group, or one per card type when a card catalog is loaded: 60 cards either way.)
  await expect(viewer.getByRole('region', { name: 'Sideboard (20)' })).toBeVisible();
  const groupTotals = (await viewer.locator('.card-group h4').allTextContents()).filter((heading) => !heading.startsWith('Sideboard'));
  expect(groupTotals.reduce((sum, heading) => sum + Number(/\((\d+)\)/.exec(heading)![1]), 0)).toBe(60);

  // The editor refuses a list without cards.
  await viewer.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Decklist' });
  await edit.getByRole('button', { name: 'Edit Cards' }).click();
  await edit.getByLabel(/^Cards/).fill('just words');
  await edit.getByRole('button', { name: 'Update Cards' }).click();
  await expect(edit.getByRole('alert')).toHaveText('No valid cards found. Please check the format.');
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();

  // Version history: a past version, then back to the current one.
  await viewer.getByRole('button', { name: 'History (3)' }).click();
  const history = viewer.getByRole('complementary', { name: 'Version History' });
  await expect(history.getByText('CURRENT')).toBeVisible();
  await history.getByRole('button', { name: /^v1/ }).click();
  await expect(viewer.getByText('Past version')).toBeVisible();
  await expect(viewer.getByText('Week 1 list')).toBeVisible();
  await snap(page, 'decklists-09-history-past-version');
  await history.getByRole('button', { name: /CURRENT/ }).click();
  await expect(viewer.getByText('Past version')).toBeHidden();

  // Compare: the newest two preselected, and two equal versions refused.
  await viewer.getByRole('button', { name: 'Compare' }).click();
  const compare = page.getByRole('dialog', { name: 'Version Comparison' });
  await expect(compare.getByLabel('From Version')).toHaveValue('v2');
  await expect(compare.getByLabel('To Version')).toHaveValue('v3');
  await expect(compare.getByText('Kumano Faces Kakkazan')).toBeVisible();
  await expect(compare.locator('.diff-added .diff-tile-value')).toHaveText('1');
  await snap(page, 'decklists-10-compare');
  await compare.getByLabel('From Version').selectOption('v3');
  await expect(compare.getByText('Please select two different versions to compare')).toBeVisible();
  await compare.getByLabel('From Version').selectOption('v1');
  await expect(compare.getByText('Play with Fire')).toBeVisible();
  await page.keyboard.press('Escape');

  // Evolution: tiles, chart, timeline and a comparison popup that Escape closes on its own.
  await viewer.getByRole('button', { name: 'Evolution' }).click();
  const evolution = page.getByRole('dialog', { name: /Deck Evolution/ });
  await expect(evolution.getByRole('heading', { name: /Deck Evolution 3 versions · \d+ total changes/ })).toBeVisible();
  await expect(evolution.locator('.evolution-tile').filter({ hasText: 'Stability' })).toContainText('%');
  await expect(evolution.locator('.recharts-surface').first()).toBeVisible();
  await snap(page, 'decklists-11-evolution');
  await evolution.getByRole('button', { name: /v1 → v2/ }).click();
  const popup = page.getByRole('dialog', { name: 'Version Comparison: v1 → v2' });
  await expect(popup.getByText('Play with Fire')).toBeVisible();
  await snap(page, 'decklists-12-evolution-entry');
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(evolution).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(evolution).toBeHidden();

  await page.goto('/decks?view=all');
  await expect(page.getByRole('tab', { name: 'All Decks' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: /Mono-Red Aggro/ }).click();
  await expect(page.getByRole('article', { name: 'Decklist Mono-Red Aggro' })).toBeVisible();
  await expect(page.getByRole('button', { name: '+ Update Decklist' })).toBeVisible();
  await snap(page, 'decklists-13-decks-all');
});

test('a visitor reads the public assets and decks without changing anything', async ({ page }) => {
  expect(assetsPath, 'the project the previous test made').not.toBe('');
  await page.goto(assetsPath);
  await expect(page.getByRole('heading', { name: `View Assets - ${projectName}` })).toBeVisible();
  await expect(page.getByRole('note').first()).toContainText('read-only');
  await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
  await expect(page.getByRole('button', { name: '+ Create Archetype' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Select an Archetype' })).toBeVisible();
  await page.getByRole('button', { name: /Mono-Red Aggro/ }).click();
  const viewer = page.getByRole('article', { name: 'Decklist Mono-Red Aggro' });
  await expect(viewer.getByText('Read-only Mode')).toBeVisible();
  await expect(viewer.getByRole('link', { name: 'Login to delete' })).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Edit' })).toBeHidden();
  await expect(viewer.getByRole('button', { name: 'Compare' })).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Evolution' })).toBeVisible();
  await expect(page.getByRole('button', { name: '+ Update Decklist' })).toBeHidden();
  await snap(page, 'decklists-14-visitor-assets');

  await page.goto('/decks');
  await expect(page).toHaveURL(/\/decks\?view=public$/);
  await expect(page.getByRole('tab', { name: 'My Private Decks' })).toBeHidden();
  await page.getByPlaceholder('Search decks...').fill('Mono-Red');
  await page.getByRole('button', { name: /Mono-Red Aggro/ }).click();
  await expect(page.getByRole('article', { name: 'Decklist Mono-Red Aggro' })).toBeVisible();
  await snap(page, 'decklists-15-visitor-decks');
  await page.getByPlaceholder('Search decks...').fill('no such deck anywhere');
  await expect(page.getByRole('heading', { name: 'No Matching Archetypes' })).toBeVisible();
  await snap(page, 'decklists-16-visitor-decks-no-match');
  await page.getByRole('button', { name: 'Clear Filters' }).first().click();
  await expect(page.getByPlaceholder('Search decks...')).toHaveValue('');

  await page.goto('/decks?view=private');
  await expect(page).toHaveURL(/\/auth/);
});

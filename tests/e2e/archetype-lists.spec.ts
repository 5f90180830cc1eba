// Archetype lists longer than a page (no silent truncation): the assets and decks lists say "Showing N of M" and
// load more; choosing an archetype from a later page keeps the pages loaded; a created archetype joins the list
// in place and is selected; a reload restores the selection from the URL.
import { expect, test } from './fixtures.ts';
import { apiPost, signedInAccount, signIn, snap } from './helpers.ts';

test.use({ viewport: { width: 1280, height: 860 } });

test('the archetype lists page, keep what they loaded, and take a new archetype in place', async ({ page, request }) => {
  const owner = await signedInAccount(request, 'al');
  const team = await apiPost(request, owner, '/teams', { name: 'Long Lists', visibility: 'private' });
  const project = await apiPost(request, owner, '/projects', { team_id: team.id, name: 'Gauntlet', game: 'Magic: The Gathering', visibility: 'private' });
  for (let i = 1; i <= 26; i++) await apiPost(request, owner, '/archetypes', { project_id: project.id, name: `Deck ${String(i).padStart(2, '0')}`, game: 'Magic: The Gathering' });
  await signIn(page, owner);

  // Assets: the first 24 (newest first), then the rest.
  await page.goto(`/teams/${team.id}/projects/${project.id}/assets`);
  const list = page.getByRole('complementary', { name: 'Archetypes' });
  await expect(list.getByRole('heading', { name: 'Archetypes (26)' })).toBeVisible();
  await expect(list.getByText('Showing 24 of 26 archetypes')).toBeVisible();
  await expect(list.getByRole('button', { name: /Deck 02/ })).toHaveCount(0);
  await list.getByRole('button', { name: 'Load more' }).click();
  await expect(list.getByRole('button', { name: /Deck 01/ })).toBeVisible();
  await expect(list.getByText(/Showing \d+ of/)).toHaveCount(0);

  // A choice from the second page opens it, and the list keeps both pages.
  await list.getByRole('button', { name: /Deck 01/ }).click();
  await expect(page.getByRole('heading', { name: 'Deck 01', level: 2 })).toBeVisible();
  await expect(page).toHaveURL(/\?archetype=/);
  await expect(list.getByRole('button', { name: /Deck 02/ })).toBeVisible();

  // A new archetype joins the top of the list and the count at once, and is selected.
  await page.getByRole('button', { name: '+ Create Archetype' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create New Archetype' });
  await dialog.getByLabel(/^Name/).fill('Fresh Deck');
  await dialog.getByRole('button', { name: 'Create Archetype' }).click();
  await expect(list.getByRole('heading', { name: 'Archetypes (27)' })).toBeVisible();
  await expect(list.getByRole('listitem').first()).toContainText('Fresh Deck');
  await expect(page.getByRole('heading', { name: 'Fresh Deck', level: 2 })).toBeVisible();
  await expect(list.getByRole('button', { name: /Deck 01/ })).toBeVisible();
  await snap(page, 'assets-long-list');

  // A reload (or a shared link) opens the archetype the URL names.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Fresh Deck', level: 2 })).toBeVisible();

  // Decks: the same paging, and a choice loads its archetype. (The private view: "All Decks" also lists every public
  // deck on the site, which other specs add to while this one runs.)
  await page.goto('/decks?view=private');
  const decks = page.getByRole('complementary', { name: 'Archetypes' });
  await expect(decks.getByText('Showing 24 of 27 archetypes')).toBeVisible();
  await decks.getByRole('button', { name: 'Load more' }).click();
  await decks.getByRole('button', { name: /Deck 02/ }).click();
  await expect(page.getByRole('heading', { name: 'Deck 02', level: 2 })).toBeVisible();
  await expect(decks.getByRole('button', { name: /Deck 01/ })).toBeVisible();
  await snap(page, 'decks-long-list');
});

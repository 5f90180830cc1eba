// A Magic decklist read against a loaded card catalog, in the browser: cards grouped by the game's types with counts
// and badges, the sideboard apart, an unknown card marked, the mana curve, the format's legality warnings, and a card's
// image on hover. The catalog is loaded the way an admin loads it, with `npm run cards:import`, while the server runs.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures.ts';
import { apiPost, newAccount, signIn, signedInAccount, snap } from './helpers.ts';
import { look } from './tour-helpers.ts';

const SCRYFALL_SAMPLE = fileURLToPath(new URL('../unit/cards/fixtures/scryfall-default-cards.json', import.meta.url));
const VINTAGE_LIST = `4 Lightning Bolt (M11) 146
2 Black Lotus
4 Bonecrusher Giant
3 Delver of Secrets
4 Relentless Rats
20 Mountain
1 Card Nobody Printed

Sideboard
2 Fire // Ice`;

/** A 1×1 PNG: what the card image site answers here (the tests run without a connection). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

test.beforeAll(() => {
  execFileSync(process.execPath, ['scripts/cards-import.ts', 'scryfall', SCRYFALL_SAMPLE], {
    env: { ...process.env, DATA_DIR: process.env.SIDEBOARD_E2E_DATA },
    stdio: 'pipe',
  });
});

test('a Magic list grouped by type with its curve, badges, warnings and card images', async ({ page, request }) => {
  const owner = await signedInAccount(request, 'catalog');
  const team = await apiPost(request, owner, '/teams', { name: 'Catalog Lab', visibility: 'public' });
  const project = await apiPost(request, owner, '/projects', { name: 'Vintage league', team_id: team.id, visibility: 'public', game: 'Magic: The Gathering', format: 'Vintage' });
  const archetype = await apiPost(request, owner, '/archetypes', { project_id: project.id, name: 'Big Red', game: 'Magic: The Gathering', format: 'Vintage' });
  await apiPost(request, owner, '/decklists/import', { archetype_id: archetype.id, raw_text: VINTAGE_LIST });

  await signIn(page, owner);
  await page.goto(`/teams/${team.id}/projects/${project.id}/assets?archetype=${archetype.id}`);
  const viewer = page.getByRole('article', { name: 'Decklist Big Red' });
  const groups = viewer.locator('.card-group h4');
  await expect(groups).toHaveText(['Creature (11)', 'Instant (4)', 'Artifact (2)', 'Land (20)', 'Other (1)', 'Sideboard (2)']);
  await expect(viewer.getByLabel('Cards per type').locator('.type-count')).toHaveText(['Creature 11', 'Instant 4', 'Artifact 2', 'Land 20', 'Other 1', 'Sideboard 2']);

  const creatures = viewer.getByRole('region', { name: 'Creature (11)' });
  await expect(creatures.getByRole('listitem')).toHaveText([/4\s*Bonecrusher Giant\s*\{2\}\{R\} \/\/ \{1\}\{R\}\s*Rare/, /3\s*Delver of Secrets/, /4\s*Relentless Rats/]);
  await expect(viewer.getByRole('region', { name: 'Instant (4)' })).toContainText('M11 146');
  await expect(viewer.getByRole('region', { name: 'Other (1)' }).getByRole('listitem')).toHaveText(/Card Nobody Printed\s*unknown card/);

  // The curve of the main deck: lands and the sideboard left out.
  const curve = viewer.getByRole('list', { name: 'Mana curve' });
  await expect(curve.getByRole('listitem')).toHaveCount(8);
  await expect(curve.getByRole('listitem', { name: 'Cost 0: 2 cards' })).toBeVisible();
  await expect(curve.getByRole('listitem', { name: 'Cost 1: 7 cards' })).toBeVisible();
  await expect(curve.getByRole('listitem', { name: 'Cost 3: 8 cards' })).toBeVisible();

  await expect(viewer.getByText('Black Lotus is restricted in Vintage: 2 copies, at most 1 allowed')).toBeVisible();
  // "A deck can have any number of cards named Relentless Rats": no warning for its four copies.
  await expect(viewer.getByRole('listitem').filter({ hasText: /Relentless Rats.*allowed/ })).toHaveCount(0);
  await look(page, 'catalog-grouped-list');

  // The image of a card shows on hover, and on tap where there is no hover.
  await page.route('https://cards.scryfall.io/**', (route) => route.fulfill({ contentType: 'image/png', body: PNG }));
  await viewer.getByRole('button', { name: 'Delver of Secrets' }).hover();
  await expect(viewer.getByRole('tooltip').getByRole('img', { name: 'Delver of Secrets' })).toHaveAttribute('src', /^https:\/\/cards\.scryfall\.io\//);
  await page.mouse.move(0, 0);
  await expect(viewer.getByRole('tooltip')).toBeHidden();

  // The import preview warns and draws the curve before anything is stored.
  await page.getByRole('button', { name: '+ Update Decklist' }).click();
  const importDialog = page.getByRole('dialog', { name: /Update Decklist/ });
  await importDialog.getByLabel('Deck Text').fill(VINTAGE_LIST.replace('2 Black Lotus', '1 Black Lotus').replace('4 Lightning Bolt (M11) 146', '5 Lightning Bolt'));
  await importDialog.getByRole('button', { name: 'Preview' }).click();
  await expect(importDialog.getByText('5 copies of Lightning Bolt: at most 4 allowed in Vintage')).toBeVisible();
  await expect(importDialog.getByRole('list', { name: 'Mana curve' }).getByRole('listitem', { name: 'Cost 1: 8 cards' })).toBeVisible();
  await expect(importDialog.getByRole('region', { name: 'Instant (5)' })).toBeVisible();
  await expect(importDialog.getByLabel('Cards per type')).toContainText('Instant 5');
  await look(page, 'catalog-import-preview', { widths: [1440] });
  await page.keyboard.press('Escape');
  await expect(importDialog).toBeHidden();

  // The card editor suggests names from the catalog; a pick joins the section the cursor is in.
  await viewer.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Decklist' });
  await edit.getByRole('button', { name: 'Edit Cards' }).click();
  await edit.getByRole('searchbox', { name: 'Find a card' }).fill('bone');
  await edit.getByRole('list', { name: 'Matching cards' }).getByRole('button', { name: 'Bonecrusher Giant // Stomp' }).click();
  await expect(edit.getByLabel(/^Cards/)).toHaveValue(/\n1 Bonecrusher Giant \/\/ Stomp(\n|$)/);
  await edit.getByRole('searchbox', { name: 'Find a card' }).fill('zzzz');
  await expect(edit.getByText('No card in the catalog matches "zzzz".')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();

  await page.setViewportSize({ width: 375, height: 800 });
  await viewer.getByRole('button', { name: 'Lightning Bolt' }).click();
  await expect(viewer.getByRole('tooltip').getByRole('img', { name: 'Lightning Bolt' })).toBeVisible();
  await snap(page, 'catalog-card-image-375', { fullPage: false });
  await viewer.getByRole('button', { name: 'Lightning Bolt' }).click();

  // Offline, a card's image says it could not be loaded, in a box of its own rather than as clipped alt text.
  await page.unroute('https://cards.scryfall.io/**');
  await page.route('https://cards.scryfall.io/**', (route) => route.abort('internetdisconnected'));
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await viewer.getByRole('button', { name: 'Delver of Secrets' }).click();
    await expect(viewer.getByRole('tooltip')).toContainText('Delver of SecretsThe card image could not be loaded (no connection, or its site is down).');
    await snap(page, `catalog-card-image-offline-${width}`, { fullPage: false });
  }
});

test("the admin panel shows each game's catalog date and size", async ({ page }) => {
  const admin = await newAccount(page.request, 'curator');
  execFileSync(process.execPath, ['scripts/make-admin.ts', admin.email], { env: { ...process.env, DATA_DIR: process.env.SIDEBOARD_E2E_DATA } });
  await signIn(page, admin);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Card Catalogs' }).click();
  const table = page.getByRole('tabpanel', { name: 'Card Catalogs' }).getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(7);
  await expect(table.getByRole('row', { name: /Magic: The Gathering/ })).toContainText(/Nov|\d{4}/);
  await expect(table.getByRole('row', { name: /Magic: The Gathering/ }).getByRole('cell').nth(2)).toHaveText('7');
  await expect(table.getByRole('row', { name: /Magic: The Gathering/ })).toContainText('scryfall');
  await expect(table.getByRole('row', { name: /Disney Lorcana/ })).toContainText('Not loaded');
  await look(page, 'catalog-admin');
});

// A decklist leaves in its game's export format from any version (copied or downloaded), and that text, uploaded as a
// file on the import dialog, comes back as the same cards; a past version is restored as the newest; the history
// says who saved each version; two different decklists are compared.
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from './fixtures.ts';
import { apiPost, pageWithSession, signedInAccount, snap, type Account } from './helpers.ts';

const ARENA = readFileSync(new URL('../unit/deck-import/fixtures/mtg-arena-standard.txt', import.meta.url), 'utf8');

interface Card {
  name: string;
  quantity: number;
  section: string;
  set: string | null;
  number: string | null;
}

async function cardsOf(request: APIRequestContext, who: Account, id: string, version?: string): Promise<{ version_tag: string; cards: Card[] }> {
  const response = await request.get(`/api/decklists/${id}${version ? `?version=${version}` : ''}`, { headers: { authorization: `Bearer ${who.token}` } });
  expect(response.ok()).toBe(true);
  return response.json();
}

const same = (cards: Card[]) => cards.map(({ name, quantity, section, set, number }) => ({ name, quantity, section, set, number })).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

async function mtgDecklistWithTwoVersions(request: APIRequestContext) {
  const owner = await signedInAccount(request, 'export');
  const team = await apiPost(request, owner, '/teams', { name: 'Exporters', visibility: 'private' });
  const game = 'Magic: The Gathering';
  const project = await apiPost(request, owner, '/projects', { name: 'Export lab', team_id: team.id, visibility: 'private', game, format: 'Standard' });
  const archetype = await apiPost(request, owner, '/archetypes', { name: 'Mono-Red Aggro', project_id: project.id, game });
  const decklist = await apiPost(request, owner, '/decklists/import', { archetype_id: archetype.id, raw_text: ARENA });
  const v1 = await cardsOf(request, owner, decklist.id);
  const put = await request.put(`/api/decklists/${decklist.id}`, {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { base_revision: 1, change_summary: 'Cut the sideboard', cards: v1.cards.filter((c) => c.section !== 'Sideboard').map(({ name, quantity, section, set, number }) => ({ name, quantity, type: section, set, number })) },
  });
  expect(put.ok(), await put.text()).toBe(true);
  return { owner, team, project, archetype, decklist, v1 };
}

test('a past version exported in Arena format, copied and downloaded, imports back as the same cards', async ({ browser, request }) => {
  const { owner, team, project, archetype, decklist, v1 } = await mtgDecklistWithTwoVersions(request);
  const other = await apiPost(request, owner, '/archetypes', { name: 'Round Trip', project_id: project.id, game: 'Magic: The Gathering' });
  const page = await pageWithSession(browser, { access_token: owner.token, refresh_token: owner.refreshToken, user: owner.user }, { permissions: ['clipboard-read', 'clipboard-write'] });
  await page.goto(`/teams/${team.id}/projects/${project.id}/assets?archetype=${archetype.id}`);
  const viewer = page.getByRole('article', { name: 'Decklist Mono-Red Aggro' });

  // The history names who saved each version, by display name.
  await viewer.getByRole('button', { name: 'History (2)' }).click();
  const history = viewer.getByRole('complementary', { name: 'Version History' });
  await expect(history.getByRole('button', { name: /^v1 / })).toContainText(`by ${owner.displayName}`);
  await expect(history.getByRole('button', { name: /CURRENT/ })).toContainText(`by ${owner.displayName}`);
  await history.getByRole('button', { name: /^v1 / }).click();
  await expect(viewer.getByText('Showing v1 from')).toBeVisible();

  await viewer.getByRole('button', { name: 'Export', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Export Mono-Red Aggro v1' });
  await expect(dialog.getByLabel('Format')).toHaveValue('arena');
  await expect(dialog.getByLabel('Format').locator('option')).toHaveText(['MTG Arena', 'MTGO (.txt)']);
  const text = await dialog.getByLabel('Export text').inputValue();
  expect(text).toMatch(/^About\nName Mono-Red Aggro\n\nDeck\n4 Heartfire Hero \(BLB\) 138\n/);
  expect(text).toContain('\n\nSideboard\n');
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await snap(page, `decklist-export-arena-${width}`, { fullPage: false });
  }
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).toBe('Mono-Red Aggro v1.txt');
  const file = await download.path();
  expect(readFileSync(file, 'utf8')).toBe(text);
  await dialog.getByLabel('Format').selectOption('mtgo');
  expect(await dialog.getByLabel('Export text').inputValue()).not.toContain('(BLB)');
  await page.keyboard.press('Escape');

  // The downloaded file, uploaded beside the paste box of another archetype, is read and imported as it was.
  await page.goto(`/teams/${team.id}/projects/${project.id}/assets?archetype=${other.id}`);
  await page.getByRole('button', { name: '+ Import Decklist' }).click();
  const importDialog = page.getByRole('dialog', { name: 'Import Decklist: Round Trip' });
  await importDialog.getByLabel('Upload a deck file').setInputFiles(file);
  await expect(importDialog.getByLabel('Deck Text')).toHaveValue(text);
  await importDialog.getByRole('button', { name: 'Preview' }).click();
  await expect(importDialog.getByText('read as MTG Arena')).toBeVisible();
  await snap(page, 'decklist-import-uploaded-375', { fullPage: false });
  await page.setViewportSize({ width: 1440, height: 900 });
  await snap(page, 'decklist-import-uploaded-1440', { fullPage: false });
  await importDialog.getByRole('button', { name: 'Import Decklist' }).click();
  await expect(importDialog).toBeHidden();
  const imported = (await (await request.get(`/api/archetypes/${other.id}/decklists`, { headers: { authorization: `Bearer ${owner.token}` } })).json()) as { id: string; cards: Card[] }[];
  expect(same(imported[0].cards)).toEqual(same(v1.cards));
  expect(same(imported[0].cards)).not.toEqual(same((await cardsOf(request, owner, decklist.id)).cards));
  await page.context().close();
});

test('a past version is restored as the newest one, the versions between kept', async ({ browser, request }) => {
  const { owner, team, project, archetype, decklist, v1 } = await mtgDecklistWithTwoVersions(request);
  for (const width of [1440, 375]) {
    const page = await pageWithSession(browser, { access_token: owner.token, refresh_token: owner.refreshToken, user: owner.user }, { viewport: { width, height: 900 } });
    await page.goto(`/teams/${team.id}/projects/${project.id}/assets?archetype=${archetype.id}`);
    const viewer = page.getByRole('article', { name: 'Decklist Mono-Red Aggro' });
    await viewer.getByRole('button', { name: /^History/ }).click();
    await viewer.getByRole('complementary', { name: 'Version History' }).getByRole('button', { name: /^v1 / }).click();
    await snap(page, `decklist-restore-offer-${width}`);
    if (width === 375) {
      await page.context().close();
      break;
    }
    await viewer.getByRole('button', { name: 'Restore as newest version' }).click();
    const dialog = page.getByRole('dialog', { name: 'Restore v1' });
    await expect(dialog).toContainText('saved as a new version (v3)');
    await snap(page, 'decklist-restore-dialog');
    await dialog.getByRole('button', { name: 'Restore v1' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('v1 restored as v3')).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'History (3)' })).toBeVisible();
    await expect(viewer.getByText('Change summary: Restored v1')).toBeVisible();
    await page.context().close();
  }
  const now = await cardsOf(request, owner, decklist.id);
  expect(now.version_tag).toBe('v3');
  expect(same(now.cards)).toEqual(same(v1.cards));
  expect((await cardsOf(request, owner, decklist.id, 'v2')).cards.some((c) => c.section === 'Sideboard')).toBe(false);
});

test('two different decklists of a project are compared', async ({ browser, request }) => {
  const { owner, team, project, archetype } = await mtgDecklistWithTwoVersions(request);
  const prowess = await apiPost(request, owner, '/archetypes', { name: 'Prowess', project_id: project.id, game: 'Magic: The Gathering' });
  await apiPost(request, owner, '/decklists', {
    archetype_id: prowess.id,
    name: 'Mono-Red Prowess',
    cards: [
      { name: 'Monastery Swiftspear', quantity: 4, type: 'Main Deck' },
      { name: 'Lightning Bolt', quantity: 4, type: 'Main Deck' },
      { name: 'Mountain', quantity: 20, type: 'Main Deck' },
    ],
  });
  for (const width of [1440, 375]) {
    const page = await pageWithSession(browser, { access_token: owner.token, refresh_token: owner.refreshToken, user: owner.user }, { viewport: { width, height: 900 } });
    await page.goto(`/teams/${team.id}/projects/${project.id}/assets?archetype=${archetype.id}`);
    const viewer = page.getByRole('article', { name: 'Decklist Mono-Red Aggro' });
    await viewer.getByRole('button', { name: 'Compare' }).click();
    const dialog = page.getByRole('dialog', { name: 'Version Comparison' });
    await expect(dialog.getByRole('heading', { name: 'v1 → v2' })).toBeVisible();
    await dialog.getByLabel('Compare with').selectOption({ label: 'Mono-Red Prowess' });
    await expect(dialog.getByLabel('To Version of Mono-Red Prowess')).toHaveValue('v1');
    await dialog.getByLabel('From Version').selectOption('v2');
    await expect(dialog.getByRole('heading', { name: 'Mono-Red Aggro v2 → Mono-Red Prowess v1' })).toBeVisible();
    // Mono-Red Aggro v2 has 4 Swiftspears of its own and 4 Heartfire Heroes Prowess does not.
    await expect(dialog.getByText('Heartfire Hero')).toBeVisible();
    await expect(dialog.getByText('Lightning Bolt')).toBeVisible();
    await snap(page, `decklist-compare-decklists-${width}`, { fullPage: false });
    // Back to versions of this decklist.
    await dialog.getByLabel('Compare with').selectOption({ label: 'Another version of this decklist' });
    await dialog.getByLabel('From Version').selectOption('v1');
    await expect(dialog.getByRole('heading', { name: 'v1 → v2' })).toBeVisible();
    await page.context().close();
  }
});

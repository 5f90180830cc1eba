// Sideboard guides and version impact in the browser: a guide written in the editor (with a plan on the draw and
// notes), shown in the matrix drill-down, carried to a new version with a warning, printed to a one-page PDF; the
// archetype's version impact with its plain statement.
import { expect, test, type APIRequestContext } from './fixtures.ts';
import { apiPost, signedInAccount, signIn, snap } from './helpers.ts';
import { look } from './tour-helpers.ts';

const CARDS = [
  { name: 'Lightning Bolt', quantity: 4, type: 'Instant' },
  { name: 'Goblin Guide', quantity: 4, type: 'Creature' },
  { name: 'Monastery Swiftspear', quantity: 4, type: 'Creature' },
  { name: 'Mountain', quantity: 20, type: 'Land' },
  { name: 'Smash to Smithereens', quantity: 3, type: 'Sideboard' },
  { name: 'Deflecting Palm', quantity: 2, type: 'Sideboard' },
  { name: 'Kor Firewalker', quantity: 2, type: 'Sideboard' },
];

async function apiPut(request: APIRequestContext, who: { token: string }, path: string, data: object) {
  const response = await request.put(`/api${path}`, { data, headers: { authorization: `Bearer ${who.token}` } });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return response.json();
}

test('a sideboard guide is written, shown in the matrix, carried with a warning and printed on one page', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const owner = await signedInAccount(request, 'guide');
  const team = await apiPost(request, owner, '/teams', { name: 'Guide Writers', visibility: 'private' });
  const project = await apiPost(request, owner, '/projects', { team_id: team.id, name: 'Guide Season', game: 'Magic: The Gathering', format: 'Modern', visibility: 'private' });
  const archetype = (name: string) => apiPost(request, owner, '/archetypes', { project_id: project.id, name, game: 'Magic: The Gathering' });
  const burn = await archetype('Boros Burn');
  const tron = await archetype('Eldrazi Tron');
  const jund = await archetype('Jund Midrange');
  const list = await apiPost(request, owner, '/decklists', { archetype_id: burn.id, name: 'Burn list', cards: CARDS });
  await apiPut(request, owner, `/decklists/${list.id}/sideboard-guide/${jund.id}`, { in: [{ name: 'Kor Firewalker', quantity: 2 }], out: [{ name: 'Goblin Guide', quantity: 2 }], notes: 'Keep Bolts for **Bloodbraid Elf**.' });
  const log = (won: boolean) =>
    apiPost(request, owner, '/matches', won ? { project_id: project.id, winner_archetype_id: burn.id, loser_archetype_id: tron.id, winner_decklist_id: list.id } : { project_id: project.id, winner_archetype_id: tron.id, loser_archetype_id: burn.id, loser_decklist_id: list.id });
  for (const won of [false, false, false, true]) await log(won);

  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signIn(page, owner);

  // The editor: 3 Smash in for 3 Goblin Guide; on the draw 2 Smash and 1 Palm for 3 Swiftspear; notes.
  await page.goto(`/teams/${team.id}/projects/${project.id}/assets?archetype=${burn.id}`);
  await page.getByRole('link', { name: 'Sideboard Guides' }).click();
  await expect(page.getByRole('heading', { name: 'Sideboard Guides' })).toBeVisible();
  await page.getByLabel('Opponent').selectOption({ label: 'Eldrazi Tron' });
  await page.getByLabel('In from the sideboard: Smash to Smithereens').fill('3');
  await expect(page.getByRole('button', { name: 'Save Guide' })).toBeDisabled(); // 3 in, 0 out
  await page.getByLabel('Out of the main deck: Goblin Guide').fill('3');
  await page.getByLabel('A different plan on the draw').check();
  const draw = page.getByRole('group', { name: /On the draw/ });
  await draw.getByLabel('In from the sideboard: Smash to Smithereens').fill('2');
  await draw.getByLabel('In from the sideboard: Deflecting Palm').fill('1');
  await draw.getByLabel('Out of the main deck: Goblin Guide').fill('0');
  await draw.getByLabel('Out of the main deck: Monastery Swiftspear').fill('3');
  await page.getByLabel('Notes').fill('Race them: **Chalice** on 1 hurts.');
  await page.getByRole('button', { name: 'Save Guide' }).click();
  await expect(page.getByText('Sideboard guide saved')).toBeVisible();
  const saved = page.getByRole('article', { name: 'Sideboard guide against Eldrazi Tron' });
  await expect(saved).toContainText('On the draw');
  await expect(saved.locator('.guide-notes strong')).toHaveText('Chalice');
  await look(page, 'sideboard-guide-editor');

  // Opened again, the editor starts from the saved guides: Tron's (first by name; on the play and on the draw) and
  // Jund's (one plan, saved through the API).
  await page.reload();
  await expect(page.getByLabel('Opponent')).toHaveValue(tron.id);
  await expect(page.getByRole('group', { name: /On the play/ }).getByLabel('Out of the main deck: Goblin Guide')).toHaveValue('3');
  await expect(page.getByLabel('A different plan on the draw')).toBeChecked();
  await expect(draw.getByLabel('In from the sideboard: Deflecting Palm')).toHaveValue('1');
  await expect(draw.getByLabel('Out of the main deck: Monastery Swiftspear')).toHaveValue('3');
  await page.getByLabel('Opponent').selectOption({ label: 'Jund Midrange' });
  await expect(page.getByLabel('In from the sideboard: Kor Firewalker')).toHaveValue('2');
  await expect(page.getByLabel('Out of the main deck: Goblin Guide')).toHaveValue('2');
  await expect(page.getByLabel('A different plan on the draw')).not.toBeChecked();

  // The matrix drill-down shows Burn's guide against Tron.
  await page.goto(`/teams/${team.id}/projects/${project.id}?tab=matrix`);
  await page.getByRole('cell', { name: /^Boros Burn vs Eldrazi Tron:/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Boros Burn vs Eldrazi Tron' });
  const guide = dialog.getByRole('article', { name: 'Sideboard guide against Eldrazi Tron' });
  await expect(guide).toContainText('3 Smash to Smithereens');
  await expect(guide).toContainText('3 Monastery Swiftspear');
  await look(page, 'sideboard-guide-matrix');
  await page.keyboard.press('Escape');

  // A new version without Goblin Guide: the guide comes along and says what is missing.
  await apiPut(request, owner, `/decklists/${list.id}`, { cards: CARDS.filter((c) => c.name !== 'Goblin Guide').concat({ name: 'Eidolon of the Great Revel', quantity: 4, type: 'Creature' }) });
  for (const won of [true, true, true, true, false]) await log(won);
  await page.goto(`/decklists/${list.id}/guides/print`);
  const printed = page.getByRole('article', { name: 'Sideboard guide against Eldrazi Tron' });
  await expect(printed).toContainText('Written for v1, carried to v2.');
  await expect(printed.getByRole('alert')).toContainText('Goblin Guide is not in the main deck of this version');
  await look(page, 'sideboard-guide-print');

  // Printed: the app's header and the buttons are gone, both guides are there, and it is one page.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('header.app-header')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Sideboard guide: Burn list' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Sideboard guide against Jund Midrange' })).toContainText('2 Kor Firewalker');
  await expect(printed).toContainText('3 Smash to Smithereens');
  await page.setViewportSize({ width: 794, height: 1123 }); // A4 at 96 dpi, to look at the printed layout
  await snap(page, 'sideboard-guide-print-media');
  const pdf = await page.pdf({ format: 'A4', printBackground: true, path: 'test-results/screenshots/sideboard-guide.pdf' });
  expect(pdf.length).toBeGreaterThan(1000);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? [];
  expect(pages).toHaveLength(1);
  await page.emulateMedia({ media: 'screen' });

  // The archetype's version impact: since v2 4–1, before 1–3.
  await page.goto(`/teams/${team.id}/projects/${project.id}/assets?archetype=${burn.id}`);
  await page.getByRole('button', { name: 'Version Impact' }).click();
  const impact = page.getByRole('region', { name: 'Version impact of Burn list' });
  await expect(impact).toContainText('Eldrazi Tron');
  await expect(impact).toContainText("Since v2: 4–1, before: 1–3. The difference could be noise (Fisher's exact test, p = 0.21).");
  await look(page, 'version-impact');
});

// Decklists read as players read them (issue 19, item 8): Pokémon sections in the game's order, energy symbols shown
// as their type, two printings of one card as two lines, repeated lines merged with a note in the preview, the
// deck-size and copy rules warned of, and a past version's header dated by that version.
import { expect, test } from './fixtures.ts';
import { apiPost, pageWithSession, signedInAccount } from './helpers.ts';
import { look } from './tour-helpers.ts';

const POKEMON_LIST = [
  'Energy: 8',
  '8 Basic {R} Energy',
  'Trainer: 4',
  '4 Rare Candy SVI 191',
  'Pokémon: 9',
  '4 Charmander PAF 7',
  '3 Charmander MEW 4',
  '2 Charmander PAF 7',
].join('\n');

test('a Pokémon list: sections in order, energy as its type, printings apart, merges and rules told', async ({ browser, request }) => {
  const owner = await signedInAccount(request, 'read');
  const team = await apiPost(request, owner, '/teams', { name: 'Readers', visibility: 'private' });
  const game = 'Pokémon TCG';
  const project = await apiPost(request, owner, '/projects', { name: 'Zard Testing', team_id: team.id, visibility: 'private', game, format: 'Standard' });
  const archetype = await apiPost(request, owner, '/archetypes', { name: 'Charizard ex', project_id: project.id, game, format: 'Standard' });

  const page = await pageWithSession(browser, { access_token: owner.token, refresh_token: owner.refreshToken, user: owner.user }, { viewport: { width: 1440, height: 900 } });
  await page.goto(`/teams/${team.id}/projects/${project.id}/assets?archetype=${archetype.id}`);
  await page.getByRole('button', { name: 'Import Decklist' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Import Decklist' });
  await dialog.getByLabel('Deck Text').fill(POKEMON_LIST);
  await dialog.getByRole('button', { name: 'Preview' }).click();
  const preview = dialog.getByRole('complementary', { name: 'Preview' });
  await expect(preview.getByRole('list', { name: 'Merged lines' })).toHaveText('2 lines for Charmander merged (6 copies)');
  await expect(preview.getByText('9 copies of Charmander: at most 4 allowed in Standard')).toBeVisible();
  await expect(preview.getByText('The deck has 21 cards: exactly 60 required in Standard')).toBeVisible();
  await look(page, 'decklist-import-merged');
  await dialog.getByRole('button', { name: 'Import Decklist' }).click();
  await expect(dialog).toBeHidden();

  const viewer = page.getByRole('article', { name: /^Decklist / });
  // Sections in the game's order, whatever order the export wrote them in.
  await expect(viewer.locator('.card-group h4')).toHaveText([/^Pokémon/, /^Trainer/, /^Energy/]);
  // The energy symbol reads as its type.
  const energy = viewer.getByRole('region', { name: 'Energy (8)' });
  await expect(energy.locator('.card-name')).toHaveText('Basic Fire Energy');
  await expect(energy.locator('.energy-badge')).toHaveText('Fire');
  // Two printings, two lines, each with its set.
  const pokemon = viewer.getByRole('region', { name: 'Pokémon (9)' });
  await expect(pokemon.getByRole('listitem')).toHaveCount(2);
  await expect(pokemon.getByRole('listitem').filter({ hasText: 'PAF 7' })).toContainText('6');
  await expect(pokemon.getByRole('listitem').filter({ hasText: 'MEW 4' })).toContainText('3');
  await expect(viewer.getByText('2 legality warnings')).toBeVisible();

  // A second version, then the first picked from the history: the header dates the version shown.
  const auth = { authorization: `Bearer ${owner.token}` };
  const listed = await (await request.get(`/api/archetypes/${archetype.id}/decklists`, { headers: auth })).json();
  const decklist = (Array.isArray(listed) ? listed : listed.items)[0];
  const put = await request.put(`/api/decklists/${decklist.id}`, {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { cards: [{ name: 'Charmander', quantity: 4, type: 'Pokémon', set: 'PAF', number: '7' }], change_summary: 'Trim' },
  });
  expect(put.status(), await put.text()).toBe(200);
  await page.reload();
  await viewer.getByRole('button', { name: /^History/ }).click();
  await viewer.getByRole('button', { name: /^v1/ }).click();
  const dateTime = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
  await expect(viewer.locator('.decklist-meta')).toContainText(`v1 saved ${dateTime.format(new Date(decklist.created_at))}`);
  await expect(viewer.locator('.decklist-meta')).not.toContainText('Updated');
  await look(page, 'decklist-past-version');
});

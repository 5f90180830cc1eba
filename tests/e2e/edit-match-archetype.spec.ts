// What a team gets wrong it can put right on screen: a logged match (sides, decklists, players, date, notes) and an
// archetype (name, short name, description, active).
import { expect, test } from './fixtures.ts';
import { apiPost, burnVersusTitan, signedInAccount, signIn } from './helpers.ts';
import { apiGet, look } from './tour-helpers.ts';

test('a member edits a match and an archetype', async ({ browser, request }) => {
  const owner = await signedInAccount(request, 'edit');
  const { team, project, burn, titan } = await burnVersusTitan(request, owner, { team: 'Fixers', project: 'Cleanup' });
  const murk = await apiPost(request, owner, '/archetypes', { project_id: project.id, name: 'Izzet Murktide', game: 'Magic: The Gathering' });
  const match = await apiPost<{ id: string; match_date: string }>(request, owner, '/matches', { project_id: project.id, winner_archetype_id: burn.id, loser_archetype_id: titan.id, notes: 'Wrong opponent', went_first: true });
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signIn(page, owner);
  await page.goto(`/teams/${team.id}/projects/${project.id}?tab=matches`);

  await page.getByRole('button', { name: 'Edit match Boros Burn beat Amulet Titan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Match' });
  await expect(dialog.getByLabel('Winner Archetype').locator('option:checked')).toHaveText('Boros Burn');
  await expect(dialog.getByLabel('Went First')).toHaveValue('winner');
  await expect(dialog.getByLabel('Notes (optional)')).toHaveValue('Wrong opponent');

  // A side left empty is refused before anything is sent.
  await dialog.getByLabel('Winner Archetype').selectOption('');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('Winner archetype or user is required')).toBeVisible();
  await dialog.getByLabel('Winner Archetype').selectOption({ label: 'Boros Burn' });

  // The opponent was Murktide, and Burn lost: who went first stays with the player who did.
  await dialog.getByLabel('Loser Archetype').selectOption({ label: 'Izzet Murktide' });
  await dialog.getByRole('button', { name: 'Swap Winner and Loser' }).click();
  await expect(dialog.getByLabel('Went First')).toHaveValue('loser');
  await dialog.getByLabel('Notes (optional)').fill('Murktide on turn four');
  await look(page, 'edit-match');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toHaveCount(0);
  const row = page.getByRole('row', { name: /Murktide on turn four/ });
  await expect(row.getByRole('cell').nth(1)).toContainText('Izzet Murktide');
  await expect(row.getByRole('cell').nth(2)).toContainText('Boros Burn');
  await expect(row.getByRole('cell').nth(3)).toContainText('Loser');
  const saved = await apiGet(request, `/matches/${match.id}`, owner.token);
  expect(saved).toMatchObject({ winner_archetype_id: murk.id, loser_archetype_id: burn.id, went_first: false, notes: 'Murktide on turn four' });
  expect(saved.match_date).toBe(match.match_date);

  // The archetype: name, short name, description, active.
  await page.goto(`/teams/${team.id}/projects/${project.id}/assets?archetype=${titan.id}`);
  await page.getByRole('button', { name: 'Edit Archetype' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Archetype' });
  await edit.getByLabel('Name *').fill('');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByText('Archetype name is required')).toBeVisible();
  await edit.getByLabel('Name *').fill('Amulet Titan Prime');
  await edit.getByLabel('Short Name').fill('ATP');
  await edit.getByLabel('Description').fill('Bounce lands and Primeval Titan.');
  await edit.getByLabel('Active').uncheck();
  await look(page, 'edit-archetype');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toHaveCount(0);
  await expect(page.getByText('Archetype updated')).toBeVisible();
  const panel = page.getByRole('region', { name: 'Amulet Titan Prime' });
  await expect(panel.getByRole('heading', { name: 'Amulet Titan Prime' })).toBeVisible();
  await expect(panel.getByText('Bounce lands and Primeval Titan.')).toBeVisible();
  await expect(panel.getByText('Inactive', { exact: true })).toBeVisible();
  expect(await apiGet(request, `/archetypes/${titan.id}`, owner.token)).toMatchObject({ name: 'Amulet Titan Prime', short_name: 'ATP', description: 'Bounce lands and Primeval Titan.', is_active: false });
});

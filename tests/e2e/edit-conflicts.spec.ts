// Two teammates editing the same thing never silently overwrite each other (issue 32, item 1). Reproduces the lost
// update: both open Edit on the same decklist version, one saves (−1 Plains, +1 Mountain), the other then saves the
// still-open dialog (a sideboard change), and v3 held the second change with the first silently reverted. Now the
// second save is refused with what changed, the dialog applies the change on top of the newest version, shows the
// result, and saves both. The same check covers a match edited in two browsers.
import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';
import { apiPost, joinTeam, pageWithSession, signedInAccount, type Account } from './helpers.ts';
import { apiGet, HEIGHT, look } from './tour-helpers.ts';

const LIST = [
  { name: 'Lightning Bolt', quantity: 4, type: 'Instant' },
  { name: 'Plains', quantity: 4, type: 'Land' },
  { name: 'Mountain', quantity: 16, type: 'Land' },
  { name: 'Smash to Smithereens', quantity: 3, type: 'Sideboard' },
  { name: 'Deflecting Palm', quantity: 2, type: 'Sideboard' },
];

const session = (who: Account) => ({ access_token: who.token, refresh_token: who.refreshToken, user: who.user });

async function twoTeammates(request: APIRequestContext) {
  const owner = await signedInAccount(request, 'lost');
  const mate = await signedInAccount(request, 'mate');
  const team = await apiPost(request, owner, '/teams', { name: 'Two Editors', visibility: 'private' });
  await joinTeam(request, owner, team.id, mate);
  const project = await apiPost(request, owner, '/projects', { team_id: team.id, name: 'Same List', game: 'Magic: The Gathering', format: 'Modern', visibility: 'private' });
  const burn = await apiPost(request, owner, '/archetypes', { project_id: project.id, name: 'Boros Burn', game: 'Magic: The Gathering' });
  const titan = await apiPost(request, owner, '/archetypes', { project_id: project.id, name: 'Amulet Titan', game: 'Magic: The Gathering' });
  return { owner, mate, team, project, burn, titan };
}

/** Opens Edit Decklist with the card editor shown; resolves with the dialog and the editor's text box. */
async function openEditor(page: Page) {
  await page.getByRole('article', { name: /^Decklist / }).getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Decklist' });
  await dialog.getByRole('button', { name: 'Edit Cards' }).click();
  return { dialog, editor: dialog.getByLabel(/^Cards/) };
}

test('a decklist edit made from an old version is merged with the newer one instead of reverting it', async ({ browser, request }) => {
  const { owner, mate, team, project, burn } = await twoTeammates(request);
  const decklist = await apiPost(request, owner, '/decklists', { archetype_id: burn.id, name: 'Burn', cards: LIST });
  const assets = `/teams/${team.id}/projects/${project.id}/assets?archetype=${burn.id}`;
  const [first, second] = await Promise.all([pageWithSession(browser, session(owner)), pageWithSession(browser, session(mate))]);
  await Promise.all([first.goto(assets), second.goto(assets)]);
  const [a, b] = [await openEditor(first), await openEditor(second)];

  // The owner saves v2: −1 Plains, +1 Mountain.
  await a.editor.fill((await a.editor.inputValue()).replace('4 Plains', '3 Plains').replace('16 Mountain', '17 Mountain'));
  await a.dialog.getByRole('button', { name: 'Update Decklist' }).click();
  await expect(first.getByText('Decklist updated to v2')).toBeVisible();

  // The teammate's dialog, still open on v1, adds a Negate to the sideboard and saves: refused, with the owner's change.
  await b.editor.fill(`${await b.editor.inputValue()}\n1 Negate`);
  await b.dialog.getByLabel('Change Summary').fill('Negate for the mirror');
  await b.dialog.getByRole('button', { name: 'Update Decklist' }).click();
  const notice = b.dialog.getByRole('alert');
  await expect(notice).toContainText(`${owner.displayName} saved this decklist while you were editing it (v1 → v2): +1 Mountain, −1 Plains`);
  expect((await apiGet(request, `/decklists/${decklist.id}`, owner.token)).version_tag).toBe('v2');
  await look(second, 'edit-conflict-decklist');

  // Applied on top of v2, the editor shows both changes before anything is saved.
  await notice.getByRole('button', { name: 'Apply my changes to v2' }).click();
  await expect(b.dialog.getByText(/Your changes are applied on top of v2/)).toBeVisible();
  const merged = await b.editor.inputValue();
  for (const line of ['3 Plains', '17 Mountain', '1 Negate', '3 Smash to Smithereens']) expect(merged).toContain(line);
  await expect(b.dialog.getByRole('complementary', { name: 'Current Cards' })).toContainText('Negate');
  await look(second, 'edit-conflict-decklist-merged', { axe: false });
  await b.dialog.getByRole('button', { name: 'Update Decklist' }).click();
  await expect(second.getByText('Decklist updated to v3')).toBeVisible();

  const saved = await apiGet(request, `/decklists/${decklist.id}`, owner.token);
  const count = (name: string) => saved.cards.filter((c: { name: string }) => c.name === name).reduce((n: number, c: { quantity: number }) => n + c.quantity, 0);
  expect({ tag: saved.version_tag, plains: count('Plains'), mountain: count('Mountain'), negate: count('Negate') }).toEqual({ tag: 'v3', plains: 3, mountain: 17, negate: 1 });
  await Promise.all([first.context().close(), second.context().close()]);
});

test('a match edited in two browsers keeps both changes, shown before saving', async ({ browser, request }) => {
  const { owner, mate, team, project, burn, titan } = await twoTeammates(request);
  const match = await apiPost<{ id: string }>(request, owner, '/matches', { project_id: project.id, winner_archetype_id: burn.id, loser_archetype_id: titan.id, notes: 'Game one only' });
  const list = `/teams/${team.id}/projects/${project.id}?tab=matches`;
  const [first, second] = await Promise.all([pageWithSession(browser, session(owner)), pageWithSession(browser, session(mate), { viewport: { width: 375, height: HEIGHT[375] } })]);
  await Promise.all([first.goto(list), second.goto(list)]);
  const open = async (page: Page) => {
    await page.getByRole('button', { name: 'Edit match Boros Burn beat Amulet Titan' }).click();
    return page.getByRole('dialog', { name: 'Edit Match' });
  };
  const [a, b] = [await open(first), await open(second)];
  await a.getByLabel('Notes (optional)').fill('Titan stumbled on lands');
  await a.getByRole('button', { name: 'Save Changes' }).click();
  await expect(a).toHaveCount(0);

  await b.getByLabel('Went First').selectOption('loser');
  await b.getByRole('button', { name: 'Save Changes' }).click();
  const notice = b.getByRole('alert');
  await expect(notice).toContainText('Changed since you opened it: Notes.');
  await look(second, 'edit-conflict-match', { axe: false });
  await notice.getByRole('button', { name: 'Apply my changes to theirs' }).click();
  await expect(b.getByLabel('Notes (optional)')).toHaveValue('Titan stumbled on lands');
  await expect(b.getByLabel('Went First')).toHaveValue('loser');
  await b.getByRole('button', { name: 'Save Changes' }).click();
  await expect(b).toHaveCount(0);
  expect(await apiGet(request, `/matches/${match.id}`, owner.token)).toMatchObject({ notes: 'Titan stumbled on lands', went_first: false, revision: 3 });
  await Promise.all([first.context().close(), second.context().close()]);
});

test('the archetype, sideboard guide, test plan and metagame editors name a teammate’s save and apply the edit on top', async ({ browser, request }) => {
  const { owner, mate, team, project, burn, titan } = await twoTeammates(request);
  const decklist = await apiPost(request, owner, '/decklists', { archetype_id: burn.id, name: 'Burn', cards: LIST });
  const page = await pageWithSession(browser, session(owner));
  const put = async (path: string, data: object) => expect((await request.put(`/api${path}`, { data, headers: { authorization: `Bearer ${mate.token}` } })).status()).toBe(200);
  const resolve = async (scope: ReturnType<Page['getByRole']> | Page, name: string, differences: string) => {
    const notice = scope.getByRole('alert').filter({ hasText: 'while you were editing it' });
    await expect(notice).toContainText(`Changed since you opened it: ${differences}.`);
    await look(page, `edit-conflict-${name}`, { axe: false });
    await notice.getByRole('button', { name: 'Apply my changes to theirs' }).click();
  };

  // Archetype: the teammate renames it while the dialog changes its description.
  await page.goto(`/teams/${team.id}/projects/${project.id}/assets?archetype=${titan.id}`);
  await page.getByRole('button', { name: 'Edit Archetype' }).click();
  const archetypeDialog = page.getByRole('dialog', { name: 'Edit Archetype' });
  await archetypeDialog.getByLabel('Description').fill('Bounce lands and Primeval Titan.');
  await put(`/archetypes/${titan.id}`, { name: 'Amulet Titan Prime', base_revision: 1 });
  await archetypeDialog.getByRole('button', { name: 'Save Changes' }).click();
  await resolve(archetypeDialog, 'archetype', 'Name');
  await expect(archetypeDialog.getByLabel('Name *')).toHaveValue('Amulet Titan Prime');
  await archetypeDialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(archetypeDialog).toHaveCount(0);
  expect(await apiGet(request, `/archetypes/${titan.id}`, owner.token)).toMatchObject({ name: 'Amulet Titan Prime', description: 'Bounce lands and Primeval Titan.', revision: 3 });

  // Sideboard guide: the teammate writes notes while the form moves cards.
  await page.goto(`/decklists/${decklist.id}/guides`);
  const guideForm = page.locator('form.guide-form');
  await guideForm.getByLabel('In from the sideboard: Smash to Smithereens').fill('2');
  await guideForm.getByLabel('Out of the main deck: Plains').fill('2');
  await put(`/decklists/${decklist.id}/sideboard-guide/${titan.id}`, { in: [], out: [], notes: 'Kill the Amulet on sight', base_revision: 0 });
  await guideForm.getByRole('button', { name: 'Save Guide' }).click();
  await resolve(guideForm, 'guide', 'Notes');
  await guideForm.getByRole('button', { name: 'Save Guide' }).click();
  await expect(page.getByText('Sideboard guide saved')).toBeVisible();
  expect(await apiGet(request, `/decklists/${decklist.id}/sideboard-guide/${titan.id}`, owner.token)).toMatchObject({ notes: 'Kill the Amulet on sight', in: [{ name: 'Smash to Smithereens', quantity: 2 }], revision: 2 });

  // Test plan: the teammate plans Burn vs Titan while the page adds Jund vs Burn.
  const jund = await apiPost(request, owner, '/archetypes', { project_id: project.id, name: 'Jund', game: 'Magic: The Gathering' });
  await page.goto(`/teams/${team.id}/projects/${project.id}?tab=plan`);
  await page.getByLabel('Plan archetype').selectOption({ label: 'Jund' });
  await page.getByLabel('Plan opponent').selectOption({ label: 'Boros Burn' });
  await page.getByRole('button', { name: 'Add Matchup' }).click();
  await put(`/projects/${project.id}/test-plan`, { matchups: [{ archetype_id: burn.id, opponent_id: titan.id, target_matches: 20 }], base_revision: 0 });
  await page.getByRole('button', { name: 'Save Plan' }).click();
  await resolve(page, 'test-plan', 'Boros Burn vs Amulet Titan Prime');
  await page.getByRole('button', { name: 'Save Plan' }).click();
  await expect.poll(async () => (await apiGet(request, `/projects/${project.id}/test-plan`, owner.token)).revision).toBe(2);
  const plan = await apiGet(request, `/projects/${project.id}/test-plan`, owner.token);
  expect(plan.matchups.map((m: { archetype_id: string }) => m.archetype_id).sort()).toEqual([burn.id, jund.id].sort());

  // Metagame: the teammate saves Titan's share while the page sets Burn's.
  await page.goto(`/teams/${team.id}/projects/${project.id}?tab=matrix`);
  await page.getByLabel('Field share of Boros Burn').fill('30');
  await put(`/projects/${project.id}/metagame`, { shares: [{ archetype_id: titan.id, share: 50 }], base_revision: 0 });
  await page.getByRole('button', { name: 'Save Metagame' }).click();
  await resolve(page, 'metagame', 'Amulet Titan Prime');
  await expect(page.getByLabel('Field share of Amulet Titan Prime')).toHaveValue('50');
  await page.getByRole('button', { name: 'Save Metagame' }).click();
  await expect.poll(async () => (await apiGet(request, `/projects/${project.id}/metagame`, owner.token)).current.revision).toBe(2);
  const shares = (await apiGet(request, `/projects/${project.id}/metagame`, owner.token)).current.shares;
  expect(shares).toEqual(expect.arrayContaining([{ archetype_id: burn.id, share: 30 }, { archetype_id: titan.id, share: 50 }]));
  await page.context().close();
});

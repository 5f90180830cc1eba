// Competitive testing: logging a best-of-three match game by game, and what the statistics make of the games.
import { expect, test, type Page } from './fixtures.ts';
import { apiPost, signedInAccount, signIn, snap, type Account } from './helpers.ts';

async function projectWithArchetypes(request: Parameters<typeof signedInAccount>[0], owner: Account) {
  const team = await apiPost(request, owner, '/teams', { name: `Comp ${owner.username}`, visibility: 'private' });
  const project = await apiPost(request, owner, '/projects', { team_id: team.id, name: 'Bo3 Prep', game: 'Magic: The Gathering', format: 'Modern', visibility: 'private' });
  const jund = await apiPost(request, owner, '/archetypes', { project_id: project.id, name: 'Jund', game: 'Magic: The Gathering' });
  const tron = await apiPost(request, owner, '/archetypes', { project_id: project.id, name: 'Tron', game: 'Magic: The Gathering' });
  return { path: `/teams/${team.id}/projects/${project.id}`, project, jund, tron };
}

async function logTwoOne(page: Page) {
  await page.getByRole('button', { name: 'Log New Match' }).click();
  const modal = page.getByRole('dialog', { name: 'Log New Match' });
  await modal.getByLabel('Winner Archetype').selectOption({ label: 'Jund' });
  await modal.getByLabel('Loser Archetype').selectOption({ label: 'Tron' });
  await expect(modal.getByRole('radio', { name: 'Best of 3' })).toBeChecked(); // Magic's usual best-of
  // Game 1 defaults to the winner winning on the play; game 2 the loser wins, and game 3 appears.
  await modal.getByRole('group', { name: 'Game 2' }).getByRole('radio', { name: 'Loser won on the play' }).check();
  await expect(modal.getByText('Game 3')).toBeVisible();
  await expect(modal.getByRole('group', { name: 'Game 3' }).getByRole('radio', { name: 'Winner won on the play' })).toBeChecked();
  await modal.getByRole('group', { name: 'Game 3' }).getByRole('radio', { name: 'Winner won on the draw' }).check();
  await expect(modal.getByText('Score 2–1')).toBeVisible();
  await expect(modal.getByLabel('Went First')).toHaveCount(0);
  return modal;
}

test('logging a 2–1 best-of-three match game by game', async ({ browser, request }) => {
  const owner = await signedInAccount(request, 'bo3');
  const { path } = await projectWithArchetypes(request, owner);
  for (const [width, height] of [[1440, 900], [375, 800]] as const) {
    const page = await (await browser.newContext({ viewport: { width, height } })).newPage();
    await signIn(page, owner);
    await page.goto(`${path}?tab=matches`);
    const modal = await logTwoOne(page);
    await snap(page, `competitive-log-bo3-${width}`);
    await modal.getByRole('button', { name: 'Log Match' }).click();
    await expect(modal.getByRole('heading', { name: 'Match Logged' })).toBeVisible();
    await modal.getByText('Close', { exact: true }).click();
    await expect(page.getByRole('row', { name: /Jund.*2–1/ }).first()).toBeVisible();
    await snap(page, `competitive-match-list-${width}`);
    await page.context().close();
  }
});

test('the matrix counts matches or games', async ({ browser, request }) => {
  const owner = await signedInAccount(request, 'units');
  const { path, project, jund, tron } = await projectWithArchetypes(request, owner);
  const games = [
    { won_by: 'winner', on_the_play: 'winner', sideboarded: false },
    { won_by: 'loser', on_the_play: 'loser', sideboarded: true },
    { won_by: 'winner', on_the_play: 'loser', sideboarded: true },
  ];
  await apiPost(request, owner, '/matches', { project_id: project.id, winner_archetype_id: jund.id, loser_archetype_id: tron.id, best_of: 3, games });
  for (const [width, height] of [[1440, 900], [375, 800]] as const) {
    const page = await (await browser.newContext({ viewport: { width, height } })).newPage();
    await signIn(page, owner);
    await page.goto(`${path}?tab=matrix`);
    const cell = page.getByRole('cell', { name: /^Jund vs Tron:/ });
    await expect(cell).toHaveAttribute('aria-label', /1 win, 0 losses/);
    await page.getByRole('group', { name: 'Count' }).getByRole('button', { name: 'Games' }).click();
    await expect(cell).toHaveAttribute('aria-label', /2 wins, 1 loss/);
    await expect(page.getByText('cells count games')).toBeVisible();
    await snap(page, `competitive-matrix-games-${width}`);
    await page.getByRole('group', { name: 'Count' }).getByRole('button', { name: 'Matches' }).click();
    await expect(cell).toHaveAttribute('aria-label', /1 win, 0 losses/);
    await page.context().close();
  }
});

// The Matches and Matchup Matrix tabs: two teammates in two browsers; one logs matches
// through the Log New Match modal while the other watches the matrix change without reloading.
import { expect, test, type Request } from './fixtures.ts';
import { apiPost, joinTeam, signedInAccount, signIn, snap } from './helpers.ts';

test.use({ viewport: { width: 1280, height: 860 } });

test('two teammates: one logs matches, the other watches the matrix change live', async ({ browser, request }) => {
  const owner = await signedInAccount(request, 'mo');
  const mate = await signedInAccount(request, 'mm');
  const team = await apiPost(request, owner, '/teams', { name: 'Live Testers', visibility: 'private' });
  await joinTeam(request, owner, team.id, mate);
  const project = await apiPost(request, owner, '/projects', { team_id: team.id, name: 'Regional Prep', game: 'Magic: The Gathering', format: 'Modern', visibility: 'private' });
  const path = `/teams/${team.id}/projects/${project.id}`;

  const ownerPage = await (await browser.newContext({ viewport: { width: 1280, height: 860 } })).newPage();
  const matePage = await (await browser.newContext({ viewport: { width: 1280, height: 860 } })).newPage();
  await signIn(ownerPage, owner);
  await signIn(matePage, mate);

  // Fewer than 2 archetypes: no matches and no matrix yet.
  await ownerPage.goto(`${path}?tab=matches`);
  await expect(ownerPage.getByRole('heading', { name: 'No Matches Available' })).toBeVisible();
  await ownerPage.goto(`${path}?tab=matrix`);
  await expect(ownerPage.getByRole('heading', { name: 'No Matrix Available' })).toBeVisible();

  const burn = await apiPost(request, owner, '/archetypes', { project_id: project.id, name: 'Boros Burn', short_name: 'BURN', game: 'Magic: The Gathering' });
  await apiPost(request, owner, '/archetypes', { project_id: project.id, name: 'Amulet Titan', game: 'Magic: The Gathering' });
  await apiPost(request, owner, '/archetypes', { project_id: project.id, name: 'Izzet Murktide', short_name: 'MURK', game: 'Magic: The Gathering' });
  await apiPost(request, owner, '/decklists', { archetype_id: burn.id, name: 'Burn 75', cards: [{ name: 'Lightning Bolt', quantity: 4 }] });

  // The teammate watches the matrix. A teammate's match reaches it as the changed rows (matrixChanged), merged into
  // the grid: the matrix is not asked for again.
  const mateQueries: string[] = [];
  matePage.on('request', (request) => void (request.url().endsWith('/graphql') && mateQueries.push((request.postDataJSON()?.operationName as string | undefined) ?? '')));
  await matePage.goto(`${path}?tab=matrix`);
  await expect(matePage.getByRole('heading', { name: 'Matchup Matrix' })).toBeVisible();
  const burnVsTitan = matePage.getByRole('cell', { name: /^Boros Burn vs Amulet Titan:/ });
  await expect(burnVsTitan).toHaveAttribute('aria-label', /no matches yet/);

  // The route starts the project's query and the open tab's together: the tab does not wait for the project.
  const graphql: string[] = [];
  const operation = (request: Request) => (request.postDataJSON()?.operationName as string | undefined) ?? '';
  ownerPage.on('request', (request) => void (request.url().endsWith('/graphql') && graphql.push(`sent ${operation(request)}`)));
  ownerPage.on('requestfinished', (request) => void (request.url().endsWith('/graphql') && graphql.push(`done ${operation(request)}`)));
  await ownerPage.goto(`${path}?tab=matches`);
  await expect(ownerPage.getByRole('heading', { name: /Match Results/ })).toBeVisible();
  expect(graphql).toContain('sent MatchesPanelQuery');
  expect(graphql.indexOf('sent MatchesPanelQuery')).toBeLessThan(graphql.indexOf('done ProjectScreenQuery'));

  // The owner logs a match: validation first, then a real one.
  await ownerPage.getByRole('button', { name: 'Log New Match' }).click();
  const modal = ownerPage.getByRole('dialog', { name: 'Log New Match' });
  await modal.getByRole('button', { name: 'Log Match' }).click();
  await expect(modal.getByText('Winner archetype or user is required')).toBeVisible();
  await expect(modal.getByText('Loser archetype or user is required')).toBeVisible();
  await modal.getByLabel('Winner Archetype').selectOption({ label: 'Boros Burn' });
  await modal.getByLabel('Winner Decklist (optional)').selectOption({ label: 'Burn 75 (v1)' });
  await modal.getByLabel('Winner Player (optional)').selectOption({ label: owner.displayName });
  await modal.getByLabel('Loser Archetype').selectOption({ label: 'Amulet Titan' });
  await modal.getByLabel('Loser Player (optional)').selectOption({ label: mate.displayName });
  await modal.getByRole('radio', { name: 'Best of 1' }).check(); // Magic starts at best of 3
  await modal.getByLabel('Went First').selectOption({ label: 'Winner went first' });
  await modal.getByLabel('Notes (optional)').fill('Turn three Goblin Guide draw');
  await snap(ownerPage, 'matches-log-modal');
  await modal.getByRole('button', { name: 'Log Match' }).click();
  await expect(modal.getByRole('heading', { name: 'Match Logged' })).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Log Another Match' })).toBeVisible();

  // The teammate's matrix shows it without a reload.
  await expect(burnVsTitan).toHaveAttribute('aria-label', /1 win, 0 losses, 100% win rate over 1 match/, { timeout: 10_000 });
  await expect(matePage.getByRole('cell', { name: /^Amulet Titan vs Boros Burn:/ })).toHaveAttribute('aria-label', /0 wins, 1 loss, 0% win rate/);
  expect(mateQueries).not.toContain('MatrixPanelRefetchQuery');

  // After 1.5 s the form is back for the next game, with both sides kept and focus on Log Match.
  await expect(modal.getByRole('button', { name: 'Log Match' })).toBeFocused({ timeout: 5_000 });
  await expect(modal.getByLabel('Winner Archetype').locator('option:checked')).toHaveText('Boros Burn');
  for (const [winner, loser] of [
    ['Boros Burn', 'Amulet Titan'],
    ['Amulet Titan', 'Boros Burn'],
    ['Izzet Murktide', 'Boros Burn'],
  ]) {
    await modal.getByLabel('Winner Archetype').selectOption({ label: winner });
    await modal.getByLabel('Loser Archetype').selectOption({ label: loser });
    await modal.getByRole('button', { name: 'Log Match' }).click();
    await modal.getByRole('button', { name: 'Log Another Match' }).click();
  }
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(burnVsTitan).toHaveAttribute('aria-label', /2 wins, 1 loss, 67% win rate over 3 matches/, { timeout: 10_000 });
  // Cells are coloured from 5 games unless asked otherwise.
  await expect(burnVsTitan).toHaveClass(/matrix-insignificant/);
  await matePage.getByLabel('Min sample').fill('1');
  await expect(burnVsTitan).toContainText('67%');
  await expect(burnVsTitan).toHaveClass(/band-very-good/);
  await expect(matePage.getByRole('cell', { name: /^Amulet Titan vs Izzet Murktide:/ })).toHaveText(/–/);

  // The results list, newest first, with a filter.
  await expect(ownerPage.getByRole('heading', { name: /Match Results/ })).toContainText('(4)');
  await expect(ownerPage.getByRole('row').nth(1)).toContainText('Izzet Murktide');
  await ownerPage.getByLabel('Archetype', { exact: true }).selectOption({ label: 'Izzet Murktide' });
  await expect(ownerPage.getByRole('heading', { name: /Match Results/ })).toContainText('(1)');
  await ownerPage.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(ownerPage.getByRole('heading', { name: /Match Results/ })).toContainText('(4)');
  await snap(ownerPage, 'matches-tab');

  // CSV: a dry run reports bad rows by line; a clean file imports.
  await ownerPage.getByRole('button', { name: 'Import CSV' }).click();
  const importer = ownerPage.getByRole('dialog', { name: 'Import Matches from CSV' });
  // The help names every column an import reads, the games ones too.
  await expect(importer.getByText(/best_of \(1, 3 or 5\), games \(the match winner's games/)).toBeVisible();
  await importer.getByLabel('CSV text').fill('winner_archetype,loser_archetype,went_first\nBoros Burn,Izzet Murktide,winner\nBoros Burn,Jund,\n');
  await importer.getByRole('button', { name: 'Check Rows' }).click();
  await expect(importer.getByText('1 of 2 rows can be imported')).toBeVisible();
  await expect(importer.getByText('Line 3: Archetype "Jund" not found in this project')).toBeVisible();
  await snap(ownerPage, 'matches-import-dry-run');
  await importer.getByLabel('CSV text').fill('winner_archetype,loser_archetype,went_first\nBoros Burn,Izzet Murktide,winner\n');
  await importer.getByRole('button', { name: 'Check Rows' }).click();
  await importer.getByRole('button', { name: 'Import 1 Match' }).click();
  await expect(ownerPage.getByText('Imported 1 match.')).toBeVisible();
  await expect(matePage.getByRole('cell', { name: /^Boros Burn vs Izzet Murktide:/ })).toHaveAttribute('aria-label', /1 win, 1 loss/, { timeout: 10_000 });

  // Matrix views, filters and panels.
  await matePage.getByRole('button', { name: 'W-L' }).click();
  await expect(burnVsTitan).toContainText('2-1');
  await matePage.getByLabel('Min sample').fill('4');
  await expect(burnVsTitan).not.toHaveClass(/band-/, { timeout: 10_000 });
  await matePage.getByLabel('Min sample').fill('1');
  await matePage.getByRole('button', { name: 'Percent' }).click();
  await burnVsTitan.focus();
  await expect(burnVsTitan.locator('.matrix-tip')).toBeVisible();
  await matePage.getByLabel('Field share of Boros Burn').fill('40');
  await matePage.getByLabel('Field share of Amulet Titan').fill('60');
  await matePage.getByRole('button', { name: 'Save Metagame' }).click();
  await expect(matePage.getByRole('row', { name: /Amulet Titan/ }).last()).toContainText('100%', { timeout: 10_000 });
  await snap(matePage, 'matrix-tab');
  await matePage.getByRole('button', { name: 'Matches Needed' }).click();
  await snap(matePage, 'matrix-tab-games-needed');
});

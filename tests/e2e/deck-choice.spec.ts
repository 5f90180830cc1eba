// Deciding what to bring: the saved metagame feeds the expected win rates (and survives a reload), the deck-choice
// panel weighs the decks marked as ours, and the test plan says what to test next and tracks targets.
import { expect, test } from './fixtures.ts';
import { apiPost, burnVersusTitan, holdAnswers, receivedFrames, signedInAccount, signIn, subscribed } from './helpers.ts';
import { look } from './tour-helpers.ts';

test('save a metagame, choose a deck and plan the testing', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const owner = await signedInAccount(request, 'choice');
  const team = await apiPost(request, owner, '/teams', { name: 'Deciders', visibility: 'private' });
  const project = await apiPost(request, owner, '/projects', { team_id: team.id, name: 'Regionals', game: 'Magic: The Gathering', format: 'Modern', visibility: 'private' });
  const archetype = (name: string) => apiPost(request, owner, '/archetypes', { project_id: project.id, name, game: 'Magic: The Gathering' });
  const burn = await archetype('Boros Burn');
  const titan = await archetype('Amulet Titan');
  const murk = await archetype('Izzet Murktide');
  const log = (winner: { id: string }, loser: { id: string }, times: number) =>
    Promise.all(Array.from({ length: times }, () => apiPost(request, owner, '/matches', { project_id: project.id, winner_archetype_id: winner.id, loser_archetype_id: loser.id })));
  await log(burn, titan, 6);
  await log(titan, burn, 2);
  await log(murk, titan, 1);
  await log(titan, murk, 1);

  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signIn(page, owner);
  const base = `/teams/${team.id}/projects/${project.id}`;
  await page.goto(`${base}?tab=matrix`);
  await expect(page.getByTestId('metagame-as-of')).toContainText('No metagame saved yet');

  // Save the metagame: 70% Titan, 30% Murktide, as of Nov 20.
  await page.getByLabel('Field share of Amulet Titan').fill('70');
  await page.getByLabel('Field share of Izzet Murktide').fill('30');
  await page.getByLabel('Metagame as of').fill('2026-11-20');
  await page.getByRole('button', { name: 'Save Metagame' }).click();
  await expect(page.getByTestId('metagame-as-of')).toContainText('Saved metagame as of Nov 20, 2026');
  const expectedPanel = page.getByRole('region', { name: 'Expected Win Rate Against the Metagame' });
  // Burn is 6–2 against Titan and has not met Murktide: 75% over the 70% of the field with games.
  await expect(expectedPanel.getByRole('row', { name: /Boros Burn/ })).toContainText('75%');

  // After a reload the saved shares are what the panel shows and uses.
  await page.reload();
  await expect(page.getByTestId('metagame-as-of')).toContainText('Saved metagame as of Nov 20, 2026');
  await expect(page.getByLabel('Field share of Amulet Titan')).toHaveValue('70');
  await expect(page.getByLabel('Field share of Izzet Murktide')).toHaveValue('30');
  await expect(expectedPanel.getByRole('row', { name: /Boros Burn/ })).toContainText('75%');
  await expect(expectedPanel.getByRole('row', { name: /Boros Burn/ })).toContainText('70%');

  // Which deck to bring: mark Burn and Murktide as ours.
  const choice = page.getByRole('region', { name: 'Which Deck to Bring' });
  await expect(choice).toContainText('Mark the archetypes the team may bring as ours');
  // The second mark lands while the panel's refresh after the first is on its way, its answer (Burn alone) held
  // here: the panel asks again once that answer is in (Relay would join an equal request on its way instead).
  const refreshes = await holdAnswers(page, 'DeckChoicePanelRefetchQuery');
  await choice.getByLabel('Boros Burn').check();
  await expect.poll(refreshes.answered).toBe(1);
  const marked = page.waitForResponse((response) => (response.request().postData() ?? '').includes('useMarkCandidateMutation'));
  await choice.getByLabel('Izzet Murktide').check();
  await marked;
  refreshes.release();
  await expect.poll(refreshes.answered).toBe(2);
  refreshes.release();
  await page.unrouteAll({ behavior: 'wait' });
  const rows = choice.getByRole('row');
  await expect(rows).toHaveCount(3);
  // Burn, with its 6–2 against most of the field, is the likelier best and comes first.
  await expect(rows.nth(1)).toContainText('Boros Burn');
  await expect(rows.nth(2)).toContainText('Izzet Murktide');
  const chances = await choice.locator('.deck-choice-best').allInnerTexts();
  const total = chances.map((text) => Number(text.replace('%', ''))).reduce((a, b) => a + b, 0);
  expect(total).toBeGreaterThanOrEqual(99);
  expect(total).toBeLessThanOrEqual(101);
  await choice.scrollIntoViewIfNeeded();
  await look(page, 'deck-choice');

  // The dashboard shows the same choice, read with the dashboard's one query.
  await page.getByRole('tab', { name: 'Dashboard' }).click();
  const onDashboard = page.getByRole('region', { name: 'Which Deck to Bring' });
  await expect(onDashboard.getByRole('row')).toHaveCount(3);
  await expect(onDashboard.getByRole('row').nth(1)).toContainText('Boros Burn');
  await page.setViewportSize({ width: 375, height: 800 });
  await onDashboard.scrollIntoViewIfNeeded();
  await look(page, 'dashboard-deck-choice');
  await page.setViewportSize({ width: 1440, height: 900 });

  // The test plan: the matchup the choice hangs on comes first; plan it, assign a player, save.
  await page.getByRole('tab', { name: 'Test Plan' }).click();
  const next = page.getByRole('region', { name: 'Test Next' });
  await expect(next).toContainText('Chance of bringing the wrong deck today');
  const firstAdd = next.getByRole('button', { name: /^Add to Plan: / }).first();
  const firstTitle = (await firstAdd.getAttribute('aria-label'))!.replace(/^Add to Plan: /, '');
  await firstAdd.click();
  await expect(next.getByRole('button', { name: `Planned: ${firstTitle}` })).toBeDisabled();
  const plan = page.getByRole('region', { name: 'Test Plan' });
  const row = plan.getByRole('listitem', { name: firstTitle });
  await expect(row).toContainText('Not saved yet');
  await row.getByLabel(owner.username).check();
  await plan.getByLabel('Plan archetype').selectOption({ label: 'Boros Burn' });
  await plan.getByLabel('Plan opponent').selectOption({ label: 'Amulet Titan' });
  await plan.getByRole('button', { name: 'Add Matchup' }).click();
  const burnTitan = plan.getByRole('listitem', { name: 'Boros Burn vs Amulet Titan' });
  await burnTitan.getByLabel('Target value of Boros Burn vs Amulet Titan').fill('8');
  await plan.getByRole('button', { name: 'Save Plan' }).click();
  await expect(burnTitan).toContainText('Done: 8 matches (6–2)');
  await expect(burnTitan.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');

  await page.reload();
  await expect(plan.getByRole('listitem')).toHaveCount(2);
  await expect(plan.getByRole('listitem', { name: firstTitle }).getByLabel(owner.username)).toBeChecked();
  await expect(plan.getByRole('listitem', { name: firstTitle })).toContainText('more needed');
  await look(page, 'test-plan');
});

test('with a saved metagame, the matrix keeps up with matches logged in quick succession', async ({ browser, request }) => {
  const owner = await signedInAccount(request, 'quick');
  const { team, project, burn, titan } = await burnVersusTitan(request, owner, { team: 'Quick Hands', project: 'Fast Nights' });
  const put = await request.put(`/api/projects/${project.id}/metagame`, {
    data: { shares: [{ archetype_id: titan.id, share: 100 }], as_of: '2026-11-20' },
    headers: { authorization: `Bearer ${owner.token}` },
  });
  expect(put.ok(), await put.text()).toBe(true);
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signIn(page, owner);
  const listening = subscribed(page, 'MatrixPanelMatrixChangedSubscription');
  const socket = receivedFrames(page);
  await page.goto(`/teams/${team.id}/projects/${project.id}?tab=matrix`);
  await listening;
  const burnVsTitan = page.getByRole('cell', { name: /^Boros Burn vs Amulet Titan:/ });
  await expect(burnVsTitan).toHaveAttribute('aria-label', /no matches yet/i);

  // With a metagame saved, each match has the matrix asked for again (expected win rates depend on every row). The
  // second match's event comes in while the first one's answer, counted before it, is held here: the matrix asks
  // again once that answer is in, rather than joining it.
  const refreshes = await holdAnswers(page, 'MatrixPanelRefetchQuery');
  const logBurnWin = () => apiPost(request, owner, '/matches', { project_id: project.id, winner_archetype_id: burn.id, loser_archetype_id: titan.id });
  await logBurnWin();
  await expect.poll(refreshes.answered).toBe(1);
  await logBurnWin();
  await socket.received('"totalMatches":2');
  refreshes.release();
  await expect.poll(refreshes.answered).toBe(2);
  refreshes.release();
  await page.unrouteAll({ behavior: 'wait' });
  await expect(burnVsTitan).toHaveAttribute('aria-label', /2 wins, 0 losses/);
});

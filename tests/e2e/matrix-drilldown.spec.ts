// The matrix opens up: a cell shows the games behind it (both ways round, under the matrix's filters) with its
// interval, on-the-play and on-the-draw rates and games still needed; cells below the minimum sample are hatched,
// and the served matrix stays small for a 30-archetype project.
import { expect, test } from './fixtures.ts';
import { apiPost, signedInAccount, signIn } from './helpers.ts';
import { look } from './tour-helpers.ts';

test('a matrix cell opens its matches and figures', async ({ browser, request }) => {
  test.setTimeout(150_000); // 30 archetypes to create, and a 30 × 30 grid to photograph at two widths
  const owner = await signedInAccount(request, 'drill');
  const team = await apiPost(request, owner, '/teams', { name: 'Drillers', visibility: 'private' });
  const project = await apiPost(request, owner, '/projects', { team_id: team.id, name: 'Open Season', game: 'Magic: The Gathering', format: 'Modern', visibility: 'private' });
  const archetype = (name: string, short_name: string) => apiPost(request, owner, '/archetypes', { project_id: project.id, name, short_name, game: 'Magic: The Gathering' });
  const burn = await archetype('Boros Burn', 'BURN');
  const titan = await archetype('Amulet Titan', 'TITAN');
  const murk = await archetype('Izzet Murktide', 'MURK');
  for (let n = 0; n < 27; n++) await archetype(`Brew ${String(n).padStart(2, '0')}`, `B${n}`);
  const log = (winner: { id: string }, loser: { id: string }, went_first: boolean, match_date: string, notes: string) =>
    apiPost(request, owner, '/matches', { project_id: project.id, winner_archetype_id: winner.id, loser_archetype_id: loser.id, went_first, match_date, notes });
  // Burn vs Titan: Burn wins 4 of 6; on the play (Burn first) 3 of 4, on the draw 1 of 2.
  await log(burn, titan, true, '2026-11-01T19:00:00Z', 'g1');
  await log(burn, titan, true, '2026-11-02T19:00:00Z', 'g2');
  await log(burn, titan, true, '2026-11-03T19:00:00Z', 'g3');
  await log(titan, burn, false, '2026-11-04T19:00:00Z', 'g4');
  await log(burn, titan, false, '2026-11-10T19:00:00Z', 'g5');
  await log(titan, burn, true, '2026-11-11T19:00:00Z', 'g6');
  await log(murk, burn, true, '2026-11-12T19:00:00Z', 'other pair');

  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signIn(page, owner);
  const matrixAnswer = page.waitForResponse((response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('MatrixPanelQuery'));
  await page.goto(`/teams/${team.id}/projects/${project.id}?tab=matrix`);
  // 30 archetypes: the whole matrix query (counts, names, expected win rates) stays small.
  expect((await (await matrixAnswer).body()).length).toBeLessThanOrEqual(60_000);

  const burnVsTitan = page.getByRole('cell', { name: /^Boros Burn vs Amulet Titan:/ });
  const burnVsMurk = page.getByRole('cell', { name: /^Boros Burn vs Izzet Murktide:/ });
  await expect(burnVsTitan).toHaveClass(/band-very-good/);
  await expect(burnVsMurk).toHaveClass(/matrix-insignificant/);
  await expect(page.getByText('not significant (under 5 matches)')).toBeVisible();
  await burnVsTitan.hover();
  await expect(burnVsTitan.locator('.matrix-tip')).toContainText('6 matches · 4-2');

  await burnVsTitan.click();
  const dialog = page.getByRole('dialog', { name: 'Boros Burn vs Amulet Titan' });
  await expect(dialog.getByText('4-2 (67%)')).toBeVisible();
  // Going first and second count matches; the game rates below count games.
  await expect(dialog.getByRole('definition').filter({ hasText: /^75% of 4$/ })).toBeVisible();
  await expect(dialog.getByRole('definition').filter({ hasText: /^50% of 2$/ })).toBeVisible();
  const rows = dialog.getByRole('region', { name: 'Matches of this matchup' }).getByRole('row');
  await expect(rows).toHaveCount(7);
  await expect(rows.nth(1)).toContainText('Lost');
  await expect(rows.nth(1)).toContainText('g6');
  await expect(dialog).not.toContainText('other pair');
  await look(page, 'matrix-drilldown');
  await page.keyboard.press('Escape');

  // Under the matrix's filters: from Nov 10 on, only the two later games, also from the other side's cell.
  await page.getByLabel('From').fill('2026-11-10');
  await expect(burnVsTitan).toHaveAttribute('aria-label', /1 win, 1 loss/);
  await page.getByRole('cell', { name: /^Amulet Titan vs Boros Burn:/ }).click();
  const reverse = page.getByRole('dialog', { name: 'Amulet Titan vs Boros Burn' });
  await expect(reverse.getByRole('row')).toHaveCount(3);
  await expect(reverse.getByRole('row').nth(1)).toContainText('Won');
  await page.keyboard.press('Escape');

  // Games Needed has its own legend.
  await page.getByRole('button', { name: 'Matches Needed' }).click();
  await expect(page.getByText(/how many more matches that matchup needs before its 95% interval is ±10 points wide, assuming the\s+least favourable rate/)).toBeVisible();
  await look(page, 'matrix-games-needed');
});

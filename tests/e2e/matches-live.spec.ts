// The Matches list is live: two teammates in two browsers; what one logs, edits or deletes shows in the other's list
// without a reload, and nobody's own change counts twice.
import { expect, test, type Locator, type Page } from './fixtures.ts';
import { apiPost, burnVersusTitan, holdAnswers, joinTeam, receivedFrames, signedInAccount, signIn, snap, subscribed } from './helpers.ts';
import { look } from './tour-helpers.ts';

/** Logs "Amulet Titan beat Boros Burn" with `notes` in the Log New Match dialog; returns the dialog. */
async function logTitanWin(page: Page, notes: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Log New Match' }).click();
  const modal = page.getByRole('dialog', { name: 'Log New Match' });
  await modal.getByLabel('Winner Archetype').selectOption({ label: 'Amulet Titan' });
  await modal.getByLabel('Loser Archetype').selectOption({ label: 'Boros Burn' });
  await modal.getByLabel('Notes (optional)').fill(notes);
  await modal.getByRole('button', { name: 'Log Match' }).click();
  return modal;
}

test('a teammate sees matches logged, edited and deleted by another without reloading', async ({ browser, request }) => {
  const owner = await signedInAccount(request, 'lo');
  const mate = await signedInAccount(request, 'lm');
  const { team, project, burn, titan } = await burnVersusTitan(request, owner, { team: 'Live List', project: 'Night Games' });
  await joinTeam(request, owner, team.id, mate);
  const path = `/teams/${team.id}/projects/${project.id}?tab=matches`;
  const auth = { authorization: `Bearer ${owner.token}` };

  const matePage = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  const ownerPage = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signIn(matePage, mate);
  await signIn(ownerPage, owner);
  const listening = [subscribed(matePage, 'useLiveMatchListSubscription'), subscribed(ownerPage, 'useLiveMatchListSubscription')];
  const mateSocket = receivedFrames(matePage);
  await matePage.goto(path);
  await ownerPage.goto(path);
  await Promise.all(listening);
  const mateTitle = matePage.getByRole('heading', { name: /Match Results/ });
  const ownerTitle = ownerPage.getByRole('heading', { name: /Match Results/ });
  await expect(matePage.getByRole('heading', { name: 'No Matches Yet' })).toBeVisible();

  // Logged through the API by the owner: the teammate's list gains the row and counts it.
  const first = await apiPost(request, owner, '/matches', { project_id: project.id, winner_archetype_id: burn.id, loser_archetype_id: titan.id, notes: 'Bolt for the win', match_date: '2026-11-20T20:00:00Z' });
  await expect(mateTitle).toContainText('(1)');
  await expect(matePage.getByRole('row', { name: /Bolt for the win/ })).toBeVisible();

  // Logged in the owner's browser: both lists show it once, newest game first.
  const modal = await logTitanWin(ownerPage, 'Titan on turn three');
  await expect(modal.getByRole('heading', { name: 'Match Logged' })).toBeVisible();
  await modal.getByRole('button', { name: 'Close' }).last().click();
  await expect(mateTitle).toContainText('(2)');
  await expect(ownerTitle).toContainText('(2)');
  await expect(ownerPage.getByRole('row', { name: /Titan on turn three/ })).toHaveCount(1);
  await expect(matePage.getByRole('row').nth(1)).toContainText('Titan on turn three');
  await expect(matePage.getByRole('row').nth(2)).toContainText('Bolt for the win');

  // An older game logged later goes below the newer one.
  await apiPost(request, owner, '/matches', { project_id: project.id, winner_archetype_id: titan.id, loser_archetype_id: burn.id, notes: 'Sunday scrim', match_date: '2026-11-15T20:00:00Z' });
  await expect(mateTitle).toContainText('(3)');
  await expect(matePage.getByRole('row').nth(3)).toContainText('Sunday scrim');

  // Edited: the row changes in place.
  const edited = await request.put(`/api/matches/${first.id}`, { headers: auth, data: { notes: 'Bolt, then Boros Charm', winner_archetype_id: titan.id, loser_archetype_id: burn.id } });
  expect(edited.status(), await edited.text()).toBe(200);
  const editedRow = matePage.getByRole('row', { name: /Bolt, then Boros Charm/ });
  await expect(editedRow).toBeVisible();
  await expect(editedRow.getByRole('cell').nth(1)).toContainText('Amulet Titan');
  await expect(mateTitle).toContainText('(3)');
  await look(matePage, 'matches-live');

  // Deleted: the row leaves the teammate's list and its count; deleting one's own changes nothing twice.
  expect((await request.delete(`/api/matches/${first.id}`, { headers: auth })).status()).toBe(200);
  await expect(matePage.getByRole('row', { name: /Bolt, then Boros Charm/ })).toHaveCount(0);
  await expect(mateTitle).toContainText('(2)');
  await matePage.getByRole('button', { name: /Delete match Amulet Titan beat Boros Burn/ }).first().click();
  await matePage.getByRole('dialog', { name: 'Delete Match' }).getByRole('button', { name: 'Delete' }).click();
  await expect(mateTitle).toContainText('(1)');
  await expect(ownerTitle).toContainText('(1)');
  await matePage.waitForTimeout(500);
  await expect(mateTitle).toContainText('(1)');

  // A list narrowed by a filter is asked for again, so a match that fits it shows, even when it is logged while the
  // filtered list is loading: that answer, held back here until the match's event is in, was counted before it.
  const filtered = await holdAnswers(matePage, 'MatchesPanelPaginationQuery');
  await matePage.getByLabel('Archetype', { exact: true }).selectOption({ label: 'Boros Burn' });
  await expect.poll(filtered.answered).toBe(1);
  await apiPost(request, owner, '/matches', { project_id: project.id, winner_archetype_id: burn.id, loser_archetype_id: titan.id, notes: 'Filtered in' });
  await mateSocket.received('Filtered in'); // the match's event reaches the page over its socket, which no route holds
  filtered.release();
  // The list asks once more once that answer is in (the event came while it was loading), and that answer has it.
  await expect.poll(filtered.answered).toBe(2);
  filtered.release();
  await matePage.unrouteAll({ behavior: 'wait' });
  await expect(matePage.getByRole('row', { name: /Filtered in/ })).toBeVisible();

  // A CSV import of three matches is announced once, and the teammate's list shows all three, not only the last.
  // (The unfiltered list is waited for, so that the count below is the unfiltered list's.)
  const unfiltered = matePage.waitForResponse((response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('MatchesPanelPaginationQuery'));
  await matePage.getByRole('button', { name: 'Clear Filters' }).click();
  await unfiltered;
  await expect(mateTitle).toContainText('(2)');
  const csv = ['winner_archetype,loser_archetype,notes', 'Boros Burn,Amulet Titan,Imported one', 'Amulet Titan,Boros Burn,Imported two', 'Boros Burn,Amulet Titan,Imported three'].join('\n');
  const imported = await request.post('/api/matches/import', { headers: auth, data: { project_id: project.id, csv } });
  expect(imported.status(), await imported.text()).toBe(200);
  await expect(mateTitle).toContainText('(5)');
  for (const note of ['Imported one', 'Imported two', 'Imported three']) await expect(matePage.getByRole('row', { name: new RegExp(note) })).toHaveCount(1);
});

test("one's own match shows once when its copy over the socket comes before the answer to the log", async ({ browser, request }) => {
  const owner = await signedInAccount(request, 'echo');
  const { team, project, burn, titan } = await burnVersusTitan(request, owner, { team: 'Echo Night', project: 'Echo Games' });
  // The same result already in the list: an earlier match is never taken for the copy of the one being logged.
  await apiPost(request, owner, '/matches', { project_id: project.id, winner_archetype_id: titan.id, loser_archetype_id: burn.id, notes: 'Titan again' });
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signIn(page, owner);
  const listening = subscribed(page, 'useLiveMatchListSubscription');
  await page.goto(`/teams/${team.id}/projects/${project.id}?tab=matches`);
  await listening;
  const title = page.getByRole('heading', { name: /Match Results/ });
  await expect(title).toContainText('(1)');
  const rows = page.getByRole('row', { name: /Titan again/ });
  const fromServer = page.locator('tr:not([aria-busy])', { hasText: 'Titan again' });

  // Not yet at the server: the row shows at once, marked busy, and can't be edited or deleted yet.
  const { release: releaseLog } = await holdAnswers(page, 'useLogMatchMutation', { sent: false });
  let modal = await logTitanWin(page, 'Titan again');
  const pending = page.locator('tr[aria-busy="true"]');
  await expect(pending).toContainText('Titan again');
  await expect(pending.getByRole('button', { name: /Edit match/ })).toBeDisabled();
  await expect(pending.getByRole('button', { name: /Delete match/ })).toBeDisabled();
  await expect(title).toContainText('(2)');
  await snap(page, 'matches-logging');
  releaseLog();
  await expect(modal.getByRole('heading', { name: 'Match Logged' })).toBeVisible();
  await modal.getByRole('button', { name: 'Close' }).last().click();
  await expect(fromServer).toHaveCount(2);
  await page.unrouteAll({ behavior: 'wait' });

  // At the server, the answer held: the copy from the socket takes the guess's place, and nothing counts twice.
  const { release: releaseAnswer } = await holdAnswers(page, 'useLogMatchMutation');
  modal = await logTitanWin(page, 'Titan again');
  await expect(fromServer).toHaveCount(3);
  await expect(rows).toHaveCount(3);
  await expect(title).toContainText('(3)');
  releaseAnswer();
  await expect(modal.getByRole('heading', { name: 'Match Logged' })).toBeVisible();
  await expect(rows).toHaveCount(3);
  await expect(title).toContainText('(3)');
});

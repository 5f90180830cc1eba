// Yu-Gi-Oh! and One Piece lists without a card catalog: names where the export carries them, and a plain statement
// where it names cards by id only (a .ydk file holds passcodes).
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.ts';
import { apiPost, pageWithSession, signedInAccount, snap } from './helpers.ts';

const YDK = readFileSync(new URL('../unit/deck-import/fixtures/yugioh-snake-eye.ydk.txt', import.meta.url), 'utf8');

test('a .ydk list says it knows only passcodes; a One Piece list shows the names its export gives', async ({ browser, request }) => {
  const owner = await signedInAccount(request, 'ids');
  const team = await apiPost(request, owner, '/teams', { name: 'Id Lab', visibility: 'private' });
  const ygo = await apiPost(request, owner, '/projects', { name: 'Snake-Eye testing', team_id: team.id, visibility: 'private', game: 'Yu-Gi-Oh!', format: 'Advanced' });
  const snake = await apiPost(request, owner, '/archetypes', { name: 'Snake-Eye', project_id: ygo.id, game: 'Yu-Gi-Oh!' });
  await apiPost(request, owner, '/decklists/import', { archetype_id: snake.id, raw_text: YDK });
  const op = await apiPost(request, owner, '/projects', { name: 'Zoro testing', team_id: team.id, visibility: 'private', game: 'One Piece Card Game', format: 'Standard' });
  const zoro = await apiPost(request, owner, '/archetypes', { name: 'Red Zoro', project_id: op.id, game: 'One Piece Card Game' });
  await apiPost(request, owner, '/decklists/import', { archetype_id: zoro.id, raw_text: '1xOP01-001 Roronoa Zoro\n4xOP01-016 Nami\n4xOP01-013' });

  for (const width of [1440, 375]) {
    const page = await pageWithSession(browser, { access_token: owner.token, refresh_token: owner.refreshToken, user: owner.user }, { viewport: { width, height: 900 } });
    await page.goto(`/teams/${team.id}/projects/${ygo.id}/assets?archetype=${snake.id}`);
    const ygoViewer = page.getByRole('article', { name: /^Decklist / });
    await expect(ygoViewer.getByRole('note').filter({ hasText: 'Only the card ids are known for this list' })).toBeVisible();
    await expect(ygoViewer.getByRole('listitem').filter({ hasText: '14558127' })).toContainText('id only');
    await ygoViewer.getByRole('note').filter({ hasText: 'Only the card ids' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/screenshots/decklist-ids-ydk-${width}.png` });

    await page.goto(`/teams/${team.id}/projects/${op.id}/assets?archetype=${zoro.id}`);
    const opViewer = page.getByRole('article', { name: /^Decklist / });
    await expect(opViewer.getByRole('listitem').filter({ hasText: 'Nami' })).not.toContainText('id only');
    await expect(opViewer.getByRole('listitem').filter({ hasText: 'Roronoa Zoro' })).toBeVisible();
    await expect(opViewer.getByRole('note').filter({ hasText: '1 of these cards is known only by its id' })).toBeVisible();
    await expect(opViewer.getByRole('listitem').filter({ hasText: 'OP01-013' })).toContainText('id only');
    await snap(page, `decklist-ids-onepiece-${width}`, { fullPage: false });
    await page.context().close();
  }
});

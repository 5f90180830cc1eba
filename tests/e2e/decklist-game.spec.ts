// A decklist must be of its archetype's game (issue 32, item 3): a Pokémon TCG Live list pasted into a Modern
// archetype is warned of in the preview and refused at import (it was stored as the archetype's version without a
// word); a 59-card Modern main deck shows the format's deck-size warning.
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.ts';
import { apiPost, signedInAccount, signIn } from './helpers.ts';
import { apiGet, look } from './tour-helpers.ts';

const PTCGL = readFileSync(new URL('../unit/deck-import/fixtures/pokemon-tcg-live.txt', import.meta.url), 'utf8');
const BURN_59 = ['4 Lightning Bolt', '4 Goblin Guide', '4 Monastery Swiftspear', '4 Lava Spike', '4 Rift Bolt', '4 Skewer the Critics', '4 Boros Charm', '4 Lightning Helix', '4 Searing Blaze', '4 Eidolon of the Great Revel', '19 Mountain', '', 'Sideboard', '3 Smash to Smithereens'].join('\n');

test('a Pokémon list is refused by a Modern archetype, and a 59-card Modern main deck is warned of', async ({ page, request }) => {
  const owner = await signedInAccount(request, 'ofgame');
  const team = await apiPost(request, owner, '/teams', { name: 'Wrong Game', visibility: 'private' });
  const project = await apiPost(request, owner, '/projects', { team_id: team.id, name: 'Modern Season', game: 'Magic: The Gathering', format: 'Modern', visibility: 'private' });
  const burn = await apiPost(request, owner, '/archetypes', { project_id: project.id, name: 'Boros Burn', game: 'Magic: The Gathering' });
  await signIn(page, owner);
  await page.goto(`/teams/${team.id}/projects/${project.id}/assets?archetype=${burn.id}`);
  await page.getByRole('button', { name: '+ Import Decklist' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Decklist: Boros Burn' });

  await dialog.getByLabel('Deck Text').fill(PTCGL);
  await dialog.getByRole('button', { name: 'Preview' }).click();
  const message = 'This is a Pokémon TCG Live list (Pokémon TCG), but the archetype Boros Burn is Magic: The Gathering, Modern: import it into an archetype of Pokémon TCG';
  await expect(dialog.getByRole('status').filter({ hasText: message })).toBeVisible();
  await look(page, 'decklist-other-game-preview', { axe: false });
  await dialog.getByRole('button', { name: 'Import Decklist' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: message })).toBeVisible();
  expect(await apiGet(request, `/archetypes/${burn.id}/decklists`, owner.token)).toEqual([]);

  await dialog.getByLabel('Deck Text').fill(BURN_59);
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByText('The main deck has 59 cards: at least 60 required in Modern')).toBeVisible();
  await expect(dialog.getByText(/^This is a /)).toHaveCount(0);
  await look(page, 'decklist-59-cards-preview', { axe: false });
  await dialog.getByRole('button', { name: 'Import Decklist' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('The main deck has 59 cards: at least 60 required in Modern')).toBeVisible();
});

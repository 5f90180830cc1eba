// The Edit Decklist dialog saves what its card editor shows. Reproduces the data loss where card text typed into
// the editor was dropped when "Update Decklist" was pressed without "Update Cards" first: a new version was made
// with the summary and the old cards. Checked on an MTG and a Pokémon list, through the API's own view of the result.
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from './fixtures.ts';
import { apiPost, pageWithSession, signedInAccount, snap, type Account } from './helpers.ts';

const fixture = (name: string) => readFileSync(new URL(`../unit/deck-import/fixtures/${name}`, import.meta.url), 'utf8');

interface Card {
  name: string;
  quantity: number;
}

async function decklistCards(request: APIRequestContext, who: Account, id: string): Promise<{ version_tag: string; cards: Card[] }> {
  const response = await request.get(`/api/decklists/${id}`, { headers: { authorization: `Bearer ${who.token}` } });
  expect(response.ok()).toBe(true);
  return response.json();
}

const quantityOf = (cards: Card[], name: string) => cards.filter((card) => card.name === name).reduce((sum, card) => sum + card.quantity, 0);

for (const { game, format, file, card, from, to } of [
  { game: 'Magic: The Gathering', format: 'Standard', file: 'mtg-arena-standard.txt', card: 'Monastery Swiftspear', from: 4, to: 2 },
  { game: 'Pokémon TCG', format: 'Standard', file: 'pokemon-tcg-live.txt', card: 'Arven', from: 4, to: 3 },
]) {
  test(`card text typed without "Update Cards" is saved (${game})`, async ({ browser, request }) => {
    const owner = await signedInAccount(request, 'edit');
    const team = await apiPost(request, owner, '/teams', { name: 'Editors', visibility: 'private' });
    const project = await apiPost(request, owner, '/projects', { name: `Edit ${game}`, team_id: team.id, visibility: 'private', game, format });
    const archetype = await apiPost(request, owner, '/archetypes', { name: 'Test Deck', project_id: project.id, game, format });
    const imported = await apiPost<{ id: string; cards: Card[] }>(request, owner, '/decklists/import', { archetype_id: archetype.id, raw_text: fixture(file) });
    const decklistId = imported.id;
    expect(quantityOf(imported.cards, card)).toBe(from);

    const page = await pageWithSession(browser, { access_token: owner.token, refresh_token: owner.refreshToken, user: owner.user });
    await page.goto(`/teams/${team.id}/projects/${project.id}/assets?archetype=${archetype.id}`);
    const viewer = page.getByRole('article', { name: /^Decklist / });
    await viewer.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Decklist' });
    await edit.getByRole('button', { name: 'Edit Cards' }).click();
    const editor = edit.getByLabel(/^Cards/);
    const text = await editor.inputValue();
    expect(text).toContain(`${from} ${card}\n`);
    await editor.fill(text.replace(`${from} ${card}\n`, `${to} ${card}\n`));
    await expect(edit.getByText('Unapplied changes are saved with the decklist.')).toBeVisible();
    await edit.getByLabel('Change Summary').fill(`Cut ${from - to} ${card}`);
    await snap(page, `decklist-editor-unapplied-${file.split('-')[0]}`);
    await edit.getByRole('button', { name: 'Update Decklist' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByText('Decklist updated to v2')).toBeVisible();

    const saved = await decklistCards(request, owner, decklistId);
    expect(saved.version_tag).toBe('v2');
    expect(quantityOf(saved.cards, card)).toBe(to);
    const compare = await request.get(`/api/decklists/${decklistId}/compare?from_version=v1&to_version=v2`, { headers: { authorization: `Bearer ${owner.token}` } });
    const diff = await compare.json();
    expect(diff.card_diffs).toEqual([expect.objectContaining({ name: card, diff_type: 'changed', old_quantity: from, new_quantity: to })]);

    // Card text with no card in it stops the save with the editor's message; no version is made.
    await viewer.getByRole('button', { name: 'Edit' }).click();
    await edit.getByRole('button', { name: 'Edit Cards' }).click();
    await edit.getByLabel(/^Cards/).fill('just some words');
    await edit.getByLabel('Change Summary').fill('Should not save');
    await edit.getByRole('button', { name: 'Update Decklist' }).click();
    await expect(edit.getByText('No valid cards found. Please check the format.')).toBeVisible();
    await expect(edit.getByText('The card editor has no valid cards: fix the card text or undo your changes.')).toBeVisible();
    await expect(edit).toBeVisible();
    expect((await decklistCards(request, owner, decklistId)).version_tag).toBe('v2');
    await page.context().close();
  });
}

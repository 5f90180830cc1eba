// @mentions in comments: suggested from the team while typing (keyboard and mouse), highlighted once posted only
// where they name a real reader; a notification opens its thread scrolled to the comment; replies under a deleted
// comment read as normal comments.
import { expect, test, type Browser, type Page } from './fixtures.ts';
import { apiPost, joinTeam, pageWithSession, signedInAccount, type Account } from './helpers.ts';
import { expectAccessible, look } from './tour-helpers.ts';

const signedInPage = (browser: Browser, who: Account) =>
  pageWithSession(browser, { access_token: who.token, refresh_token: who.refreshToken, user: who.user }, { viewport: { width: 1440, height: 900 } });

const thread = (page: Page) => page.getByRole('region', { name: 'Archetype Discussion' });

/** A public team of two (Olivia and Max) with one project and archetype; the archetype's assets path. */
async function twoPlayerTeam(request: Parameters<typeof signedInAccount>[0]) {
  const olivia = await signedInAccount(request, 'olivia');
  const max = await signedInAccount(request, 'max');
  const team = await apiPost(request, olivia, '/teams', { name: 'Mention Testers', visibility: 'public' });
  await joinTeam(request, olivia, team.id, max);
  const project = await apiPost(request, olivia, '/projects', { name: 'Mentions', team_id: team.id, visibility: 'public', game: 'Magic: The Gathering' });
  const archetype = await apiPost(request, olivia, '/archetypes', { project_id: project.id, name: 'Azorius Control', game: 'Magic: The Gathering' });
  const post = (who: Account, content: string, parentId?: string) =>
    apiPost<{ data: { id: string } }>(request, who, '/comments', { content, commentable_type: 'archetype', commentable_id: archetype.id, ...(parentId ? { parent_id: parentId } : {}) });
  return { olivia, max, team, project, archetype, post, assets: `/teams/${team.id}/projects/${project.id}/assets?archetype=${archetype.id}` };
}

test('mentions are suggested from the team while typing and highlighted once posted', async ({ browser, request }) => {
  const { olivia, max, assets } = await twoPlayerTeam(request);
  const page = await signedInPage(browser, olivia);
  await page.goto(assets);
  await page.getByRole('button', { name: 'Archetype Discussion' }).click();
  const box = thread(page).getByPlaceholder('Share your thoughts on this deck...');
  const suggestions = thread(page).getByRole('listbox', { name: 'People to mention' });

  // Typing "@" offers the team; more letters narrow it; the textarea points at the highlighted option.
  await box.pressSequentially('Can @');
  await expect(suggestions.getByRole('option')).toHaveCount(2);
  await box.pressSequentially('ma');
  await expect(suggestions.getByRole('option')).toHaveCount(1);
  const option = suggestions.getByRole('option', { name: new RegExp(`@${max.username}`) });
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
  await look(page, 'comments-mention-suggestions');

  // Escape closes the list for this '@' and keeps the text; typing on does not bring it back, a new '@' does.
  await box.press('Escape');
  await expect(suggestions).toHaveCount(0);
  await expect(box).toHaveValue('Can @ma');
  await box.pressSequentially('x');
  await expect(suggestions).toHaveCount(0);
  await box.fill('');
  await box.pressSequentially('Can @');
  await expect(suggestions.getByRole('option')).toHaveCount(2);
  // Arrows move (and wrap), Tab picks.
  await box.press('ArrowDown');
  await box.press('ArrowDown');
  const selected = await suggestions.getByRole('option', { selected: true }).textContent();
  await box.press('Tab');
  const picked = selected!.includes(max.username) ? max.username : olivia.username;
  await expect(box).toHaveValue(`Can @${picked} `);
  await expect(box).toBeFocused();
  // Enter picks too, and a click does.
  await box.fill('');
  await box.pressSequentially(`Can @${max.username.slice(0, 4)}`);
  await box.press('Enter');
  await expect(box).toHaveValue(`Can @${max.username} `);
  await box.pressSequentially('and @oli');
  await suggestions.getByRole('option').first().click();
  await expect(box).toHaveValue(`Can @${max.username} and @${olivia.username} `);
  await box.pressSequentially('test it? Not @nobody_at_all');

  // The preview highlights the real mentions as the posted comment will.
  await thread(page).getByRole('tab', { name: 'Preview' }).click();
  await expect(thread(page).locator('.comment-preview .mention')).toHaveText([`@${max.username}`, `@${olivia.username}`]);
  await thread(page).getByRole('tab', { name: 'Write' }).click();
  await thread(page).getByRole('button', { name: 'Post Comment' }).click();
  const posted = thread(page).getByRole('article').filter({ hasText: 'test it?' });
  await expect(posted.locator('.mention')).toHaveText([`@${max.username}`, `@${olivia.username}`]);
  await expect(posted).toContainText('Not @nobody_at_all');
  await expectAccessible(page, 'a comment with mentions');
  await look(page, 'comments-mention-highlighted', { axe: false });
});

test('a notification opens its thread scrolled to the comment, even past the first page', async ({ browser, request }) => {
  const { olivia, max, post, assets } = await twoPlayerTeam(request);
  // The mention is the oldest of 26 threads: newest first, 20 a page, it is on the second page.
  await post(olivia, `@${max.username} what do we side out against **Burn**?`);
  for (let i = 1; i <= 25; i++) await post(olivia, `Note ${i}`);

  const page = await signedInPage(browser, max);
  await page.goto('/teams');
  // A member of one team is taken on to its page; opening the menu before that would see it close with the move.
  await expect(page.getByRole('heading', { level: 1, name: 'Mention Testers' })).toBeVisible();
  await page.getByRole('button', { name: /Notifications, \d+ unread/ }).click();
  const menu = page.getByRole('dialog', { name: 'Notifications' });
  // Plain text in the excerpt: no asterisks.
  await expect(menu.locator('.notif-excerpt').first()).toHaveText(`@${max.username} what do we side out against Burn?`);
  await menu.getByRole('button', { name: new RegExp(`${olivia.displayName} mentioned you in a comment`) }).click();

  await expect(page).toHaveURL(new RegExp(`${assets.replace('?', '\\?')}&comment=[0-9a-f-]+&thread=archetype$`));
  const target = thread(page).getByRole('article').filter({ hasText: 'what do we side out' });
  await expect(target).toBeFocused();
  await expect(target).toHaveClass(/comment-focused/);
  await expect(target).toBeInViewport();
  await expect(target.locator('.mention')).toHaveText(`@${max.username}`);
  await look(page, 'comments-notification-target', { widths: [1440] });
  // At 375 px the same link lands on the comment too.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await expect(thread(page).getByRole('article').filter({ hasText: 'what do we side out' })).toBeInViewport();
  await page.screenshot({ path: 'test-results/screenshots/comments-notification-target-375-viewport.png' });
});

test("a notification on a comment of an archetype's second decklist shows that decklist, which can be chosen again", async ({ browser, request }) => {
  const { olivia, max, project, archetype, assets } = await twoPlayerTeam(request);
  await apiPost(request, olivia, '/decklists', { archetype_id: archetype.id, name: 'Azorius Control (Counters)', cards: [{ name: 'Counterspell', quantity: 4 }] });
  const second = await apiPost(request, olivia, '/decklists', { archetype_id: archetype.id, name: 'Azorius Control (Tapout)', cards: [{ name: 'Wrath of God', quantity: 4 }] });
  // A second archetype of the same project, whose thread the first notification is opened from.
  const other = await apiPost(request, olivia, '/archetypes', { project_id: project.id, name: 'Mono-Red Burn', game: 'Magic: The Gathering' });
  await apiPost(request, olivia, '/comments', { content: `@${max.username} is Tapout better here?`, commentable_type: 'decklist', commentable_id: second.id });

  const page = await signedInPage(browser, max);
  await page.goto(assets.replace(archetype.id, other.id));
  await expect(page.getByRole('heading', { level: 2, name: 'Mono-Red Burn' })).toBeVisible();
  await page.getByRole('button', { name: /Notifications, \d+ unread/ }).click();
  await page.getByRole('dialog', { name: 'Notifications' }).getByRole('button', { name: new RegExp(`${olivia.displayName} mentioned you in a comment`) }).click();

  // Opened on the same page: the linked archetype, its second decklist and that decklist's thread at the comment.
  await expect(page).toHaveURL(new RegExp(`archetype=${archetype.id}&decklist=${second.id}&comment=[0-9a-f-]+&thread=decklist$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Azorius Control' })).toBeVisible();
  const choice = page.getByLabel('Decklist', { exact: true });
  await expect(choice).toHaveValue(second.id);
  await expect(page.getByRole('article', { name: 'Decklist Azorius Control (Tapout)' })).toContainText('Wrath of God');
  const target = page.getByRole('region', { name: 'Decklist Comments' }).getByRole('article').filter({ hasText: 'is Tapout better here?' });
  await expect(target).toBeFocused();
  await look(page, 'decklist-choice-from-notification');

  // The other decklist, chosen: its cards, and its own (empty) thread.
  await choice.selectOption({ label: 'Azorius Control (Counters)' });
  await expect(page.getByRole('article', { name: 'Decklist Azorius Control (Counters)' })).toContainText('Counterspell');
  await expect(page).toHaveURL(new RegExp(`archetype=${archetype.id}&decklist=[0-9a-f-]+$`));
  await page.getByRole('button', { name: 'Decklist Comments' }).click();
  await expect(page.getByRole('region', { name: 'Decklist Comments' })).toContainText('No comments yet');

  // The decks screen offers the same choice (the archetype renamed apart from the other tests' public ones).
  const renamed = await request.put(`/api/archetypes/${archetype.id}`, { data: { name: `Azorius ${max.username}` }, headers: { authorization: `Bearer ${olivia.token}` } });
  expect(renamed.ok()).toBe(true);
  await page.goto('/decks?view=all');
  await page.getByPlaceholder('Search decks...').fill(`Azorius ${max.username}`);
  await page.getByRole('button', { name: new RegExp(`Azorius ${max.username}`) }).click();
  await expect(page.getByRole('article', { name: 'Decklist Azorius Control (Counters)' })).toBeVisible();
  await page.getByLabel('Decklist', { exact: true }).selectOption({ label: 'Azorius Control (Tapout)' });
  await expect(page.getByRole('article', { name: 'Decklist Azorius Control (Tapout)' })).toContainText('Wrath of God');
});

test('replies under a deleted comment look like any other comment', async ({ browser, request }) => {
  const { olivia, max, post, assets } = await twoPlayerTeam(request);
  const parent = await post(olivia, 'Is Teferi still good here?');
  await post(max, 'Yes, keep two.', parent.data.id);
  const deleted = await request.delete(`/api/comments/${parent.data.id}`, { headers: { authorization: `Bearer ${olivia.token}` } });
  expect(deleted.ok()).toBe(true);

  const page = await signedInPage(browser, max);
  await page.goto(assets);
  await page.getByRole('button', { name: 'Archetype Discussion' }).click();
  const gone = thread(page).getByRole('article', { name: 'Comment by Deleted comment' });
  await expect(gone.getByText('This comment was deleted.')).toBeVisible();
  const reply = thread(page).getByRole('article', { name: `Comment by ${max.displayName}` });
  await expect(reply).toContainText('Yes, keep two.');
  // Only the deleted comment reads as deleted: the reply's author is in the normal style, with its own actions.
  const deletedAuthor = gone.locator('.comment-header .comment-author').first();
  const replyAuthor = reply.locator('.comment-author');
  await expect(deletedAuthor).toHaveCSS('font-style', 'italic');
  await expect(replyAuthor).toHaveCSS('font-style', 'normal');
  await expect(replyAuthor).toHaveCSS('font-weight', '700');
  await expect(replyAuthor).not.toHaveCSS('color', await deletedAuthor.evaluate((el) => getComputedStyle(el).color));
  await expect(reply.getByRole('button', { name: 'Edit' })).toBeVisible();
  await look(page, 'comments-deleted-parent');
});

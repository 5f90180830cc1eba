// Two people in one team, each in their own browser: one posts, the other sees it appear without reloading, and the
// mentioned one's notification count goes up live. A visitor reads the public thread but may not post.
import { expect, test, type Browser, type Page } from './fixtures.ts';
import { apiPost, holdAnswers, joinTeam, pageWithSession, signedInAccount, snap, type Account } from './helpers.ts';

/** A browser signed in as `who` (or a visitor's with null). */
const signedInPage = (browser: Browser, who: Account | null) =>
  pageWithSession(browser, who && { access_token: who.token, refresh_token: who.refreshToken, user: who.user });

async function openDiscussion(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('button', { name: 'Archetype Discussion' }).click();
  await expect(page.getByRole('region', { name: 'Archetype Discussion' })).toBeVisible();
}

const thread = (page: Page) => page.getByRole('region', { name: 'Archetype Discussion' });

/** Full-page screenshots from the top, so that the sticky header sits where it belongs. */
/** Makes the next GraphQL operation named `operation` fail the way `failure` says (once). */
async function failOnce(page: Page, operation: string, failure: 'abort' | 'error'): Promise<void> {
  let failed = false;
  await page.route('**/graphql', async (route) => {
    if (failed || !(route.request().postData() ?? '').includes(`"operationName":"${operation}"`)) return route.fallback();
    failed = true;
    if (failure === 'abort') return route.abort('connectionfailed');
    return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ errors: [{ message: 'Something broke' }] }) });
  });
}
const bellCount = (page: Page) => page.getByTestId('notification-count');

test('live comments between two members, mentions in the bell, and a visitor reading', async ({ browser, request }) => {
  const olivia = await signedInAccount(request, 'olivia');
  const max = await signedInAccount(request, 'max');
  const team = await apiPost(request, olivia, '/teams', { name: 'Live Testers', visibility: 'public' });
  await joinTeam(request, olivia, team.id, max);
  const project = await apiPost(request, olivia, '/projects', { name: 'Regional Prep', team_id: team.id, visibility: 'public', game: 'Magic: The Gathering', format: 'Modern' });
  const archetype = await apiPost(request, olivia, '/archetypes', { project_id: project.id, name: 'Izzet Murktide', game: 'Magic: The Gathering', format: 'Modern' });
  const assets = `/teams/${team.id}/projects/${project.id}/assets?archetype=${archetype.id}`;

  const poster = await signedInPage(browser, olivia);
  const reader = await signedInPage(browser, max);
  await openDiscussion(poster, assets);
  await openDiscussion(reader, assets);
  await expect(thread(reader).getByText('No comments yet. Start the conversation!')).toBeVisible();

  // The team's invitation, which Max accepted, has left the bell (docs/adr/0412-*): it starts empty.
  await expect(bellCount(reader)).toHaveCount(0);

  // Write, then Preview (offered only once there is text): the server renders it as the posted comment will be.
  const box = thread(poster).getByPlaceholder('Share your thoughts on this deck...');
  await expect(thread(poster).getByRole('tab', { name: 'Preview' })).toHaveCount(0);
  await expect(thread(poster).getByRole('button', { name: 'Post Comment' })).toBeDisabled();
  await box.fill('Sideboard plan:\n\n- **2** Blood Moon\n- `Force of Negation`\n\n<script>alert(1)</script>');
  await thread(poster).getByRole('tab', { name: 'Preview' }).click();
  await expect(thread(poster).locator('.comment-preview strong')).toHaveText('2');
  await expect(thread(poster).locator('.comment-preview')).toContainText('<script>alert(1)</script>');
  await snap(poster, 'comments-preview');
  await thread(poster).getByRole('tab', { name: 'Write' }).click();
  await thread(poster).getByRole('button', { name: 'Post Comment' }).click();
  await expect(box).toHaveValue('');

  // The other member sees it without reloading.
  const firstComment = thread(reader).getByRole('article', { name: `Comment by ${olivia.displayName}` });
  await expect(firstComment).toContainText('Blood Moon');
  await expect(firstComment.locator('strong')).toHaveText('2');
  await expect(thread(reader).locator('.comments-count')).toHaveText('(1)');

  // A mention raises the mentioned member's count live.
  await box.fill(`@${max.username} can you test the **Blood Moon** games tonight?`);
  await thread(poster).getByRole('button', { name: 'Post Comment' }).click();
  await expect(bellCount(reader)).toHaveText('1');
  await expect(thread(reader).getByText('can you test the Blood Moon games tonight?')).toBeVisible();
  await snap(reader, 'comments-live-reader');

  // The reader answers in the thread; the author sees the reply and gets a reply notification.
  const mention = thread(reader).getByRole('article').filter({ hasText: 'can you test' });
  await mention.getByRole('button', { name: 'Reply' }).click();
  await mention.getByPlaceholder(`Reply to ${olivia.displayName}`).fill('On it: 5 games each way.');
  // While the reply form is open the comment's own actions are hidden: the one Reply button left submits.
  await mention.getByRole('button', { name: 'Reply' }).click();
  await expect(thread(poster).getByText('On it: 5 games each way.')).toBeVisible();
  await expect(bellCount(poster)).toHaveText('1');

  // The notifications menu: the mention, then mark everything read.
  await reader.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  const menu = reader.getByRole('dialog', { name: 'Notifications' });
  await expect(menu.getByText(`${olivia.displayName} mentioned you in a comment`)).toBeVisible();
  // The excerpt is plain text: no Markdown asterisks.
  await expect(menu.locator('.notif-excerpt').first()).toHaveText(`@${max.username} can you test the Blood Moon games tonight?`);
  await snap(reader, 'notifications-menu');
  await menu.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bellCount(reader)).toHaveCount(0);
  await reader.keyboard.press('Escape');

  // Edits and deletions show up live too.
  const own = thread(poster).getByRole('article').filter({ hasText: 'can you test' }).first();
  await own.getByRole('button', { name: 'Edit' }).first().click();
  const editBox = thread(poster).getByPlaceholder('Edit your comment');
  await editBox.fill(`@${max.username} can you test the Blood Moon games tomorrow?`);
  await thread(poster).getByRole('button', { name: 'Save' }).click();
  await expect(thread(reader).getByText('tomorrow?')).toBeVisible();
  await expect(thread(reader).getByText('(edited)')).toBeVisible();

  const first = thread(poster).getByRole('article').filter({ hasText: 'Sideboard plan' });
  await first.getByRole('button', { name: 'Delete' }).click();
  const confirm = poster.getByRole('dialog', { name: 'Delete comment' });
  await expect(confirm).toContainText('Are you sure you want to delete this comment?');
  await snap(poster, 'comments-delete-confirm');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(thread(reader).getByText('Sideboard plan')).toHaveCount(0);
  await expect(thread(reader).locator('.comments-count')).toHaveText('(2)');

  // Replies collapse and expand; sorting puts the oldest thread first.
  await thread(reader).getByRole('button', { name: 'Hide replies' }).click();
  await expect(thread(reader).getByText('On it: 5 games each way.')).toHaveCount(0);
  await thread(reader).getByRole('button', { name: 'Show 1 reply' }).click();
  await expect(thread(reader).getByText('On it: 5 games each way.')).toBeVisible();
  await snap(poster, 'comments-thread');

  // A visitor reads the public thread but is asked to sign in to post.
  const visitor = await signedInPage(browser, null);
  await openDiscussion(visitor, assets);
  await expect(thread(visitor).getByText('Please sign in to post comments.')).toBeVisible();
  await expect(thread(visitor).getByText('tomorrow?')).toBeVisible();
  await expect(thread(visitor).getByRole('button', { name: 'Reply' })).toHaveCount(0);
  await expect(thread(visitor).getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await snap(visitor, 'comments-visitor');
});

test('failures show the messages of the error catalogue, and nothing is lost', async ({ browser, request }) => {
  const owner = await signedInAccount(request, 'fails');
  const team = await apiPost(request, owner, '/teams', { name: 'Failure Lab', visibility: 'private' });
  const project = await apiPost(request, owner, '/projects', { name: 'Edge Cases', team_id: team.id, game: 'Magic: The Gathering' });
  const archetype = await apiPost(request, owner, '/archetypes', { project_id: project.id, name: 'Jund', game: 'Magic: The Gathering' });
  await request.post('/api/comments', {
    data: { content: 'Keep this one', commentable_type: 'archetype', commentable_id: archetype.id },
    headers: { authorization: `Bearer ${owner.token}` },
  });
  const page = await signedInPage(browser, owner);
  await page.goto(`/teams/${team.id}/projects/${project.id}/assets?archetype=${archetype.id}`);

  // Loading fails: the message and Retry, which then loads the thread.
  await failOnce(page, 'CommentsPanelQuery', 'error');
  await page.getByRole('button', { name: 'Archetype Discussion' }).click();
  await expect(thread(page).getByRole('alert')).toContainText('Failed to load comments. Please try again.');
  await snap(page, 'comments-load-failed');
  await thread(page).getByRole('button', { name: 'Retry' }).click();
  await expect(thread(page).getByText('Keep this one')).toBeVisible();

  // Posting fails without a server message: the fallback, and the text stays to try again.
  const box = thread(page).getByPlaceholder('Share your thoughts on this deck...');
  await box.fill('Lost in transit?');
  await failOnce(page, 'usePostCommentMutation', 'abort');
  await thread(page).getByRole('button', { name: 'Post Comment' }).click();
  await expect(thread(page).getByRole('alert')).toHaveText('Failed to post comment. Please try again.');
  await expect(box).toHaveValue('Lost in transit?');
  await thread(page).getByRole('button', { name: 'Post Comment' }).click();
  // Once: the server's copy replaces the one shown while posting.
  await expect(thread(page).getByRole('article').filter({ hasText: 'Lost in transit?' })).toHaveCount(1);
  await expect(box).toHaveValue('');

  // Editing and deleting fail with their own messages; the comment is unchanged.
  // Newest first: the newer comment, then this one (located by position, since editing replaces its text).
  const kept = thread(page).getByRole('article').nth(1);
  await expect(kept).toContainText('Keep this one');
  await kept.getByRole('button', { name: 'Edit' }).click();
  await kept.getByPlaceholder('Edit your comment').fill('Changed?');
  await failOnce(page, 'useUpdateCommentMutation', 'abort');
  await kept.getByRole('button', { name: 'Save' }).click();
  await expect(kept.getByRole('alert')).toHaveText('Failed to update comment. Please try again.');
  await kept.getByRole('button', { name: 'Cancel' }).click();
  await expect(kept).toContainText('Keep this one');

  await failOnce(page, 'useDeleteCommentMutation', 'abort');
  await kept.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete comment' }).getByRole('button', { name: 'Delete' }).click();
  await expect(kept.getByRole('alert')).toHaveText('Failed to delete comment. Please try again.');
  await expect(kept).toContainText('Keep this one');
  await snap(page, 'comments-failures');
});

test('a comment and a reply whose copies come over the socket before the answer to the post show once', async ({ browser, request }) => {
  const owner = await signedInAccount(request, 'echo');
  const team = await apiPost(request, owner, '/teams', { name: 'Echo Lab', visibility: 'private' });
  const project = await apiPost(request, owner, '/projects', { name: 'Echoes', team_id: team.id, game: 'Magic: The Gathering' });
  const archetype = await apiPost(request, owner, '/archetypes', { project_id: project.id, name: 'Affinity', game: 'Magic: The Gathering' });
  // The same words already in the thread: an earlier comment is never taken for the copy of the one being posted.
  await apiPost(request, owner, '/comments', { content: 'Cut the second Thoughtcast.', commentable_type: 'archetype', commentable_id: archetype.id });
  const page = await signedInPage(browser, owner);
  await openDiscussion(page, `/teams/${team.id}/projects/${project.id}/assets?archetype=${archetype.id}`);
  await expect(thread(page).getByRole('article')).toHaveCount(1);

  // The answer to each post is held until the test lets it go; the server has written the comment and sent its
  // event by then, so the page has the comment's copy from the socket first.
  const { release } = await holdAnswers(page, 'usePostCommentMutation');
  // A comment's own text (not its replies'), in a comment that came from the server (a draft is marked busy).
  const fromServer = (text: string) => thread(page).locator('article:not([aria-busy]) > .comment-main > .comment-body', { hasText: text });
  // The same, in any comment shown, drafts too (not the text still in a reply form while its post is on its way).
  const shown = (text: string) => thread(page).locator('.comment-body', { hasText: text });

  await thread(page).getByPlaceholder('Share your thoughts on this deck...').fill('Cut the second Thoughtcast.');
  await thread(page).getByRole('button', { name: 'Post Comment' }).click();
  await expect(fromServer('Cut the second Thoughtcast.')).toHaveCount(2);
  await expect(shown('Cut the second Thoughtcast.')).toHaveCount(2);
  await expect(thread(page).getByRole('heading', { name: /Archetype Discussion/ })).toContainText('(2)');
  release();
  await expect(thread(page).getByPlaceholder('Share your thoughts on this deck...')).toHaveValue('');
  await expect(shown('Cut the second Thoughtcast.')).toHaveCount(2);

  const newest = thread(page).getByRole('article').first();
  await newest.getByRole('button', { name: 'Reply' }).click();
  await newest.getByPlaceholder(`Reply to ${owner.displayName}`).fill('And the Galvanic Blast?');
  await newest.getByRole('button', { name: 'Reply' }).click();
  await expect(fromServer('And the Galvanic Blast?')).toHaveCount(1);
  await expect(shown('And the Galvanic Blast?')).toHaveCount(1);
  await expect(thread(page).getByRole('heading', { name: /Archetype Discussion/ })).toContainText('(3)');
  await snap(page, 'comments-copy-before-answer');
  release();
  await expect(newest.getByPlaceholder(`Reply to ${owner.displayName}`)).toHaveCount(0);
  await expect(shown('And the Galvanic Blast?')).toHaveCount(1);
  await expect(thread(page).getByRole('heading', { name: /Archetype Discussion/ })).toContainText('(3)');

  // While its post has not reached the server, a comment shows as typed, marked busy, with no actions yet.
  const { release: releasePost } = await holdAnswers(page, 'usePostCommentMutation', { sent: false });
  await thread(page).getByPlaceholder('Share your thoughts on this deck...').fill('Still **typing**');
  await thread(page).getByRole('button', { name: 'Post Comment' }).click();
  const draft = thread(page).locator('article[aria-busy="true"]');
  await expect(draft).toContainText('Still **typing**');
  await expect(draft.getByRole('button')).toHaveCount(0);
  await snap(page, 'comments-posting');
  releasePost();
  await expect(thread(page).getByRole('article').first()).not.toHaveAttribute('aria-busy');
  await expect(thread(page).getByRole('article').first().locator('strong')).toHaveText('typing');
  await expect(thread(page).getByRole('article').first().getByRole('button', { name: 'Edit' })).toBeVisible();
});

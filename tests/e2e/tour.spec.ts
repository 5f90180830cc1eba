// The guided tour (issue 10): every route and state against the real server with the demo data, as
// a visitor, a signed-in newcomer, a team member, a team admin and a site admin. Every screen and state is
// photographed at 1440 px and 375 px (test-results/screenshots/tour-*) and checked by axe-core at both widths.
import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';
import {
  apiGet,
  DEMO,
  failOperation,
  holdOperation,
  login,
  look,
  makeAdmin,
  pageAs,
  rewriteOperation,
} from './tour-helpers.ts';
import { newAccount } from './helpers.ts';

interface Demo {
  teamPath: string;
  modernPath: string;
  worldsPath: string;
  archetypes: Record<string, string>;
}

let demo: Demo;

/** The demo data's ids, read through the public API (and the team admin's for the private project). */
async function findDemo(request: APIRequestContext): Promise<Demo> {
  const team = (await apiGet<Array<{ id: string; name: string }>>(request, '/teams/public')).find((t) => t.name === 'Copper Sky Gaming')!;
  const jonas = await login(request, DEMO.teamAdmin);
  const projects = await apiGet<Array<{ id: string; name: string }>>(request, `/teams/${team.id}/projects`, jonas.access_token);
  const modern = projects.find((p) => p.name === 'Modern RCQ Season')!;
  const worlds = projects.find((p) => p.name === 'Worlds Prep')!;
  const archetypes = await apiGet<Array<{ id: string; name: string }>>(request, `/projects/${modern.id}/archetypes`);
  return {
    teamPath: `/teams/${team.id}`,
    modernPath: `/teams/${team.id}/projects/${modern.id}`,
    worldsPath: `/teams/${team.id}/projects/${worlds.id}`,
    archetypes: Object.fromEntries(archetypes.map((a) => [a.name, a.id])),
  };
}

const UNKNOWN_ID = '0190a0b0-0000-7000-8000-000000000000';
const tab = (page: Page, name: string | RegExp) => page.getByRole('tab', { name });
const heading = (page: Page, name: string | RegExp, level?: number) => page.getByRole('heading', { name, level });

test.describe.configure({ timeout: 300_000 });
test.use({ actionTimeout: 15_000 });

test.beforeAll(async ({ request }) => {
  demo = await findDemo(request);
});

test('a visitor: the app shell, the public screens, read-only project pages, and every error state', async ({ browser, request }) => {
  const page = await pageAs(browser, request, null);

  // App level: the loading screen while the server is asked, then the backend being down, then recovery.
  let releaseHealth: () => void = () => {};
  await page.route('**/api/health', async (route) => {
    await new Promise<void>((resolve) => (releaseHealth = resolve));
    await route.fallback();
  });
  // (A page without a first view from the server: the landing page shows the server's instead, first-load.spec.ts.)
  const opening = page.goto('/projects/public');
  await expect(page.getByRole('status').getByText('Loading...')).toBeVisible();
  await look(page, 'app-loading');
  releaseHealth();
  await opening;
  await page.unroute('**/api/health');
  await page.route('**/api/health', (route) => route.fulfill({ status: 503, json: { status: 'down' } }));
  await page.goto('/');
  await expect(heading(page, 'Backend Connection Failed')).toBeVisible();
  await look(page, 'backend-failed');
  await page.unroute('**/api/health');
  await page.getByRole('button', { name: 'Retry Connection' }).click();
  await expect(tab(page, /^Public Projects \(\d+\)$/)).toHaveAttribute('aria-selected', 'true');

  // The landing page: both tabs, their empty states, and a failed load.
  await expect(page.getByRole('link', { name: /Modern RCQ Season/ })).toBeVisible();
  await look(page, 'landing-projects');
  await tab(page, /^Public Teams/).click();
  await expect(page.getByRole('link', { name: /Copper Sky Gaming/ })).toBeVisible();
  await look(page, 'landing-teams');
  const empty = await rewriteOperation(page, 'LandingScreenQuery', (data) => {
    for (const list of [data.publicProjects, data.publicTeams]) Object.assign(list, { totalCount: 0, edges: [] });
  });
  await page.reload();
  await expect(heading(page, 'No Public Projects')).toBeVisible();
  await look(page, 'landing-empty-projects');
  await tab(page, /^Public Teams/).click();
  await expect(heading(page, 'No Public Teams')).toBeVisible();
  await look(page, 'landing-empty-teams');
  await empty();
  const landingDown = await failOperation(page, 'LandingScreenQuery');
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('Failed to load public content');
  await look(page, 'landing-failed');
  await landingDown();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('link', { name: /Modern RCQ Season/ })).toBeVisible();

  // The mobile menu at 375 px.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Public Decks' })).toBeVisible();
  await look(page, 'mobile-menu-visitor', { widths: [375] });
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.setViewportSize({ width: 1440, height: 900 });

  // Signing in and registering.
  await page.goto('/auth');
  await expect(heading(page, 'Welcome back')).toBeVisible();
  await look(page, 'auth-sign-in');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all fields');
  await page.getByLabel('Email').fill('nobody@example.test');
  await page.getByLabel('Password').fill('wrong password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid email or password');
  await look(page, 'auth-sign-in-failed');
  await page.goto('/signup');
  await expect(page).toHaveURL(/\/auth\?mode=register$/);
  await expect(heading(page, 'Create your account')).toBeVisible();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all required fields');
  await look(page, 'auth-register-invalid');
  await page.goto('/auth?invite=demo-invite-code');
  await expect(heading(page, 'Create your account')).toBeVisible();
  await look(page, 'auth-register-invite');
  await page.goto('/verify-email?email=newcomer%40example.test');
  await expect(heading(page, 'Check your email')).toBeVisible();
  await look(page, 'verify-email');
  await page.goto('/confirm-email');
  await expect(page.getByText('Invalid verification link. No token provided.')).toBeVisible();
  await look(page, 'confirm-email-no-token');
  await page.goto('/confirm-email?token=not-a-real-token');
  await expect(heading(page, 'Verification failed')).toBeVisible();
  await look(page, 'confirm-email-failed');

  // Signed-in-only routes send visitors away.
  for (const [path, to] of [
    ['/teams', /\/$/],
    ['/dashboard', /\/$/],
    ['/projects/private', /\/auth$/],
    ['/projects/all', /\/auth$/],
    ['/decks?view=private', /\/auth$/],
    ['/decks?view=all', /\/decks\?view=public$/],
    ['/admin', /\/auth$/],
    ['/debug', /\/auth$/],
    ['/no/such/page', /\/$/],
  ] as const) {
    await page.goto(path);
    await expect(page, path).toHaveURL(to);
  }

  // Public projects and decks.
  await page.goto('/projects/public');
  await expect(heading(page, /^Public Projects/, 1)).toBeVisible();
  await look(page, 'projects-public');
  await page.goto('/decks');
  await expect(page).toHaveURL(/\/decks\?view=public$/);
  await expect(heading(page, 'Select an Archetype')).toBeVisible();
  await look(page, 'decks-public');
  await page.getByRole('button', { name: /Boros Energy/ }).click();
  await expect(page.getByRole('heading', { name: 'Boros Energy', level: 2 })).toBeVisible();
  await look(page, 'decks-public-selected');
  await page.getByRole('button', { name: /Domain Zoo/ }).click();
  await expect(page.getByText("This archetype doesn't have a decklist available.")).toBeVisible();
  await look(page, 'decks-public-no-decklist');
  await page.getByPlaceholder('Search decks...').fill('no deck is called this');
  await expect(heading(page, 'No Matching Archetypes')).toBeVisible();
  await look(page, 'decks-public-no-match');
  const decksHeld = await holdOperation(page, 'DecksScreenQuery');
  await page.goto('/decks?view=public');
  await expect(page.getByText('Loading decks...')).toBeVisible();
  await look(page, 'decks-loading', { axe: false });
  await decksHeld();
  const decksDown = await failOperation(page, 'DecksScreenQuery');
  await page.reload();
  await expect(heading(page, 'Error Loading Decks')).toBeVisible();
  await look(page, 'decks-failed');
  await decksDown();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(heading(page, 'Select an Archetype')).toBeVisible();

  // The public team and its public project, read-only.
  await page.goto(demo.teamPath);
  await expect(heading(page, 'Copper Sky Gaming', 1)).toBeVisible();
  await expect(page.getByRole('note')).toContainText('read-only');
  await expect(page.getByText('Worlds Prep')).toHaveCount(0);
  await look(page, 'team-visitor');
  await page.goto(`/teams/${UNKNOWN_ID}`);
  await expect(heading(page, 'Error Loading Team')).toBeVisible();
  await look(page, 'team-error');

  await page.goto(demo.modernPath);
  await expect(heading(page, 'Modern RCQ Season', 1)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In to Edit' })).toBeVisible();
  await look(page, 'project-visitor-dashboard');
  await tab(page, 'Matches').click();
  await expect(page.getByRole('button', { name: /Log New Match/ })).toHaveCount(0);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(21); // a header and the first page of 20
  await look(page, 'project-visitor-matches');
  await tab(page, 'Matchup Matrix').click();
  await expect(page.getByRole('table', { name: /Win rate/ })).toBeVisible();
  await look(page, 'project-visitor-matrix');
  await page.getByRole('button', { name: 'W-L' }).click();
  await look(page, 'project-visitor-matrix-record');
  const matrixDown = await failOperation(page, 'MatrixPanelQuery');
  await page.reload();
  await expect(heading(page, 'Failed to load matchup matrix')).toBeVisible();
  await look(page, 'project-matrix-failed');
  await matrixDown();
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('table', { name: /Win rate/ })).toBeVisible();
  const matchesDown = await failOperation(page, 'MatchesPanelQuery');
  await tab(page, 'Matches').click();
  await expect(heading(page, 'Failed to load matches')).toBeVisible();
  await look(page, 'project-matches-failed');
  await matchesDown();
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(21);
  const projectHeld = await holdOperation(page, 'ProjectScreenQuery');
  await page.goto(`${demo.teamPath}/projects/${UNKNOWN_ID}`);
  await expect(page.getByRole('status')).toBeVisible();
  await look(page, 'project-loading', { axe: false });
  await projectHeld();
  await expect(heading(page, 'Error Loading Project')).toBeVisible();
  await look(page, 'project-error');

  // The assets screen, read-only, with the decklist viewer, its history, comparison and evolution, and the threads.
  await page.goto(`${demo.modernPath}/assets`);
  await expect(heading(page, 'View Assets - Modern RCQ Season', 1)).toBeVisible();
  await expect(heading(page, 'Select an Archetype')).toBeVisible();
  await look(page, 'assets-visitor');
  await page.goto(`${demo.modernPath}/assets?archetype=${demo.archetypes['Boros Energy']}`);
  await expect(page.getByText('Read-only Mode')).toBeVisible();
  await look(page, 'assets-visitor-decklist');
  await page.getByRole('button', { name: /^Compare/ }).click();
  await expect(page.getByRole('dialog', { name: 'Version Comparison' })).toBeVisible();
  await look(page, 'decklist-compare');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Evolution/ }).click();
  await expect(page.getByRole('dialog', { name: /Deck Evolution/ })).toBeVisible();
  await look(page, 'decklist-evolution');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const commentsHeld = await holdOperation(page, 'CommentsPanelQuery');
  await page.getByRole('button', { name: 'Archetype Discussion' }).click();
  await expect(page.getByText('Loading comments...')).toBeVisible(); // the small loading indicator
  await look(page, 'assets-comments-loading', { axe: false });
  await commentsHeld();
  await expect(page.getByRole('region', { name: 'Archetype Discussion' })).toContainText('Energy is still the deck to beat');
  await expect(page.getByText('Please sign in to post comments.')).toBeVisible();
  await look(page, 'assets-visitor-discussion');
  await page.goto(`${demo.modernPath}/assets?archetype=${demo.archetypes['Domain Zoo']}`);
  await expect(heading(page, 'No Decklist Yet')).toBeVisible();
  await look(page, 'assets-visitor-no-decklist');
  await page.goto(`${demo.teamPath}/projects/${UNKNOWN_ID}/assets`);
  await expect(heading(page, 'Error Loading Assets')).toBeVisible();
  await look(page, 'assets-error');

  // The coming-soon pages.
  await page.goto('/articles');
  await expect(heading(page, 'Articles', 1)).toBeVisible();
  await look(page, 'articles');
  await page.goto('/shop');
  await expect(heading(page, 'Shop', 1)).toBeVisible();
  await look(page, 'shop');
  await page.context().close();
});

test('a newcomer without a team: the empty states that say what to do next', async ({ browser, request }) => {
  const newcomer = await newAccount(request, 'tour');
  const page = await pageAs(browser, request, newcomer.email, newcomer.password);

  await page.goto('/');
  await expect(heading(page, `Welcome to Sideboard, ${newcomer.displayName}!`)).toBeVisible();
  await look(page, 'landing-signed-in');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/teams$/);
  await expect(heading(page, 'No Teams Yet')).toBeVisible();
  await look(page, 'teams-empty');
  await page.getByRole('button', { name: 'Create Your First Team' }).click();
  await expect(page.getByLabel('Team name *')).toBeFocused();
  await look(page, 'teams-create-form');
  await page.goto('/projects/private');
  await expect(page.getByText('No projects found')).toBeVisible();
  await look(page, 'projects-private-empty');
  await page.goto('/projects/all');
  await expect(heading(page, /^All Projects/, 1)).toBeVisible();
  await look(page, 'projects-all');
  await page.goto('/decks');
  await expect(page).toHaveURL(/\/decks\?view=all$/);
  await look(page, 'decks-all-newcomer');
  await tab(page, 'My Private Decks').click();
  await expect(heading(page, 'No Archetypes Yet')).toBeVisible();
  await look(page, 'decks-private-empty');

  // The notifications menu with nothing in it, and the signed-in mobile menu.
  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toContainText('No notifications yet');
  await look(page, 'notifications-empty', { widths: [1440] });
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'My Private Decks' })).toBeVisible();
  await look(page, 'mobile-menu-signed-in', { widths: [375] });
  await page.setViewportSize({ width: 1440, height: 900 });

  // A first team and project (made through the API; the newcomer spec makes them through the UI): the project's
  // screens before it has two archetypes.
  const session = await login(request, newcomer.email, newcomer.password);
  const auth = { authorization: `Bearer ${session.access_token}` };
  const team = await (await request.post('/api/teams', { data: { name: `First Team ${newcomer.username}` }, headers: auth })).json();
  const project = await (await request.post('/api/projects', { data: { team_id: team.id, name: 'First Project', game: 'Lorcana' }, headers: auth })).json();
  const projectPath = `/teams/${team.id}/projects/${project.id}`;
  await page.goto(projectPath);
  await expect(heading(page, 'First Project', 1)).toBeVisible();
  await look(page, 'project-new-dashboard');
  await tab(page, 'Matches').click();
  await expect(heading(page, 'No Matches Available')).toBeVisible();
  await look(page, 'project-new-matches');
  await tab(page, 'Matchup Matrix').click();
  await expect(heading(page, 'No Matrix Available')).toBeVisible();
  await look(page, 'project-new-matrix');
  await page.getByRole('link', { name: 'Go to Assets' }).click();
  await expect(heading(page, 'No Archetypes Yet')).toBeVisible();
  await look(page, 'assets-empty');
  await page.getByRole('button', { name: '+ Create Archetype' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Create New Archetype' }).getByLabel('Game *')).toHaveValue('Lorcana');
  await look(page, 'create-archetype');
  await page.keyboard.press('Escape');
  await page.goto('/decks?view=private');
  await expect(page.getByRole('button', { name: 'Create Your First Archetype' })).toBeVisible();
  await look(page, 'decks-private-empty-with-project');

  await page.goto('/debug');
  await expect(heading(page, 'Debug', 1)).toBeVisible();
  await look(page, 'debug');
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/auth');
  // To My Teams, which sends a member of a single team on to it once the list has loaded.
  await expect(page).toHaveURL(new RegExp(`/teams(/${team.id})?$`));
  await page.context().close();
});

test('a team member: the team, logging matches, the matrix, assets with every dialog, and comments', async ({ browser, request }) => {
  const page = await pageAs(browser, request, DEMO.member);

  // One team: /teams goes straight to it.
  await page.goto('/teams');
  await expect(page).toHaveURL(demo.teamPath);
  await expect(page.getByText('Your role: Member')).toBeVisible();
  await expect(page.getByRole('button', { name: '+ Invite Member' })).toHaveCount(0);
  await look(page, 'team-member');

  // The header's grouped menus.
  await page.getByRole('button', { name: 'Projects' }).click();
  await expect(page.getByRole('link', { name: 'My Private Projects' })).toBeVisible();
  await look(page, 'header-projects-menu', { widths: [1440] });
  await page.getByRole('button', { name: 'Decks' }).click();
  await expect(page.getByRole('link', { name: 'My Private Decks' })).toBeVisible();
  await look(page, 'header-decks-menu', { widths: [1440] });
  await page.keyboard.press('Escape');

  await page.goto(demo.modernPath);
  await expect(page.getByRole('link', { name: 'Sign In to Edit' })).toHaveCount(0);
  await look(page, 'project-member-dashboard');
  await tab(page, 'Matches').click();
  await page.getByRole('button', { name: 'Log New Match' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log New Match' });
  await dialog.getByRole('button', { name: 'Log Match' }).click();
  await expect(dialog.getByText('Winner archetype or user is required')).toBeVisible();
  await expect(dialog.getByText('Loser archetype or user is required')).toBeVisible();
  await look(page, 'log-match-invalid');
  await dialog.getByLabel('Winner Archetype').selectOption({ label: 'Boros Energy' });
  await dialog.getByLabel('Loser Archetype').selectOption({ label: 'Domain Zoo' });
  await dialog.getByLabel('Winner Decklist (optional)').selectOption({ index: 1 });
  await dialog.getByRole('radio', { name: 'Best of 1' }).check(); // Magic starts at best of 3
  await dialog.getByLabel('Went First').selectOption('winner');
  await dialog.getByLabel('Notes (optional)').fill('Tour game: energy curved out.');
  await look(page, 'log-match-filled');
  await dialog.getByRole('button', { name: 'Log Match' }).click();
  await expect(dialog.getByRole('heading', { name: 'Match Logged' })).toBeVisible();
  await look(page, 'log-match-success', { axe: false }); // the success screen resets after 1.5 s
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText('Tour game: energy curved out.');
  await look(page, 'project-member-matches');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await expect(page.getByRole('dialog', { name: /Import Matches/ })).toBeVisible();
  await look(page, 'import-matches');
  await page.keyboard.press('Escape');
  await page.getByLabel('Archetype').selectOption({ label: 'Jeskai Control' });
  await page.getByLabel('From').fill('2001-01-01');
  await page.getByLabel('To').fill('2001-01-02');
  await expect(heading(page, 'No Matching Matches')).toBeVisible();
  await look(page, 'project-matches-filtered-empty');
  await tab(page, 'Matchup Matrix').click();
  await expect(page.getByRole('table', { name: /Win rate/ })).toBeVisible();
  await page.getByRole('button', { name: 'Matches Needed' }).click();
  await look(page, 'project-member-matrix-games-needed');

  // Assets: the selected archetype's decklist with the member's buttons, and every dialog.
  await page.goto(`${demo.modernPath}/assets?archetype=${demo.archetypes['Boros Energy']}`);
  await expect(heading(page, 'Assets - Modern RCQ Season', 1)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
  await look(page, 'assets-member-decklist');
  await page.getByRole('button', { name: /^History/ }).click();
  await page.getByRole('button', { name: /^v1\b/ }).click();
  await look(page, 'decklist-history-past-version');
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Decklist' })).toBeVisible();
  await look(page, 'decklist-edit');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Delete Decklist' })).toBeVisible();
  await look(page, 'decklist-delete-confirm');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: '+ Update Decklist' }).click();
  const importDialog = page.getByRole('dialog', { name: /Update Decklist: Boros Energy/ });
  await expect(importDialog.getByRole('complementary', { name: 'Supported Formats' })).toBeVisible();
  await look(page, 'decklist-update-help');
  await importDialog.getByRole('button', { name: 'Preview' }).click();
  await expect(importDialog.getByText('Please enter deck text to preview')).toBeVisible();
  await importDialog.getByLabel('Deck Text').fill('4 Lightning Bolt\n4 Ragavan, Nimble Pilferer\n20 Mountain\n\n2 Blood Moon');
  await importDialog.getByRole('button', { name: 'Preview' }).click();
  await expect(importDialog.getByRole('complementary', { name: 'Preview' })).toBeVisible();
  await look(page, 'decklist-update-preview');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Archetype Discussion' }).click();
  const thread = page.getByRole('region', { name: 'Archetype Discussion' });
  await expect(thread).toContainText('Energy is still the deck to beat');
  await thread.getByRole('textbox').first().fill('Tour note: **Fable** is great in the mirror, @mira.');
  await thread.getByRole('tab', { name: 'Preview' }).first().click();
  await expect(thread.locator('.comment-preview strong')).toHaveText('Fable');
  await look(page, 'comment-preview');
  await thread.getByRole('button', { name: 'Reply' }).first().click();
  await look(page, 'comment-reply-form');

  await page.goto(`${demo.modernPath}/assets?archetype=${demo.archetypes['Domain Zoo']}`);
  await expect(heading(page, 'No Decklist Yet')).toBeVisible();
  await look(page, 'assets-member-no-decklist');
  await page.getByRole('button', { name: '+ Create Archetype' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Archetype' });
  await create.getByRole('button', { name: 'Create Archetype' }).click();
  await expect(create.getByText('Archetype name is required')).toBeVisible();
  await look(page, 'create-archetype-invalid');
  await page.keyboard.press('Escape');

  await page.goto('/decks?view=private');
  await page.getByRole('button', { name: /Charizard ex/ }).click();
  await expect(page.getByRole('heading', { name: 'Charizard ex', level: 2 })).toBeVisible();
  await look(page, 'decks-private-selected');
  await page.goto('/projects/private');
  await expect(page.getByRole('link', { name: /Worlds Prep/ })).toBeVisible();
  await look(page, 'projects-private');
  await page.context().close();
});

test('a team admin: invitations, new projects, a private project and the notifications menu', async ({ browser, request }) => {
  const page = await pageAs(browser, request, DEMO.teamAdmin);
  await page.goto(demo.teamPath);
  await expect(page.getByText('Your role: Admin')).toBeVisible();
  await look(page, 'team-admin');
  await page.getByRole('button', { name: '+ Invite Member' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite to Copper Sky Gaming' });
  await invite.getByRole('button', { name: 'Send Invite' }).click();
  await expect(invite.getByRole('alert')).toHaveText('Please enter a username or email');
  await look(page, 'team-invite-invalid');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: '+ Create Project' }).click();
  await expect(page.getByRole('dialog', { name: 'Create New Project' })).toBeVisible();
  await look(page, 'team-create-project');
  await page.keyboard.press('Escape');

  await page.goto(demo.worldsPath);
  await expect(heading(page, 'Worlds Prep', 1)).toBeVisible();
  await look(page, 'project-private-dashboard');
  await tab(page, 'Matches').click();
  await expect(heading(page, 'No Matches Yet')).toBeVisible();
  await look(page, 'project-private-matches-empty');
  await tab(page, 'Matchup Matrix').click();
  await expect(page.getByRole('table', { name: /Win rate/ })).toBeVisible();
  await look(page, 'project-private-matrix-empty');

  await page.getByRole('button', { name: /^Notifications/ }).click();
  const menu = page.getByRole('dialog', { name: 'Notifications' });
  await expect(menu.getByRole('listitem').first()).toBeVisible();
  await look(page, 'notifications');
  await page.keyboard.press('Escape');
  await page.context().close();
});

test('a site admin: the admin panel, confirm dialogs and toasts, and reading a private project', async ({ browser, request }) => {
  const admin = await newAccount(request, 'touradmin');
  makeAdmin(admin.email);
  const owner = await login(request, admin.email, admin.password);
  const doomed = await request.post('/api/teams', { data: { name: `Tour Doomed ${admin.username}` }, headers: { authorization: `Bearer ${owner.access_token}` } });
  expect(doomed.status()).toBe(201);
  const page = await pageAs(browser, request, admin.email, admin.password);

  const adminDown = await failOperation(page, 'AdminScreenQuery');
  await page.goto('/admin');
  await expect(heading(page, 'Failed to load admin data')).toBeVisible();
  await look(page, 'admin-failed');
  await adminDown();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(heading(page, 'Admin Panel', 1)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Site admin' })).toBeVisible();
  await look(page, 'admin-users');
  for (const name of ['Teams', 'Projects', 'Archetypes', 'Decklists']) {
    await tab(page, name).click();
    await expect(page.getByRole('tabpanel', { name })).toBeVisible();
    await look(page, `admin-${name.toLowerCase()}`);
  }
  await tab(page, 'Teams').click();
  await page.getByRole('row', { name: new RegExp(`Tour Doomed ${admin.username}`) }).getByRole('button', { name: /Delete/ }).click();
  await expect(page.getByRole('dialog', { name: 'Delete Team' })).toBeVisible();
  await look(page, 'admin-confirm-delete');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Team deleted successfully' })).toBeVisible();
  await look(page, 'admin-toast');
  await expect(page.getByText(/^Showing (\d+) of \1$/)).toBeVisible(); // the total follows the deleted row
  await tab(page, 'Users').click();
  // Newest first: the demo accounts are on a later page once the other specs have made enough accounts.
  const kai = page.getByRole('row', { name: /kai@demo\.sideboard/ });
  const usersPanel = page.getByRole('tabpanel', { name: 'Users' });
  const rows = usersPanel.getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  while (!(await kai.isVisible())) {
    const shown = await rows.count();
    await usersPanel.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => rows.count()).toBeGreaterThan(shown);
  }
  await kai.getByRole('button', { name: 'Make Admin' }).click();
  await expect(page.getByRole('dialog', { name: 'Change admin status' })).toBeVisible();
  await look(page, 'admin-confirm-admin');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/debug');
  await expect(heading(page, 'Admin access test')).toBeVisible();
  await look(page, 'debug-admin');
  await page.goto(demo.worldsPath);
  await expect(page.getByRole('note')).toContainText('read-only');
  await look(page, 'project-private-site-admin');

  // A private project's threads: the site admin reads them (to moderate) but is not offered a form to post.
  const worldsId = demo.worldsPath.split('/').pop()!;
  const [charizard] = (await apiGet<Array<{ id: string; name: string }>>(request, `/projects/${worldsId}/archetypes`, owner.access_token)).filter((a) => a.name === 'Charizard ex');
  await page.goto(`${demo.worldsPath}/assets?archetype=${charizard.id}`);
  await page.getByRole('button', { name: 'Archetype Discussion' }).click();
  const thread = page.getByRole('region', { name: 'Archetype Discussion' });
  await expect(thread.getByText('Only members of this team can comment on its private projects.')).toBeVisible();
  await expect(thread.getByRole('button', { name: 'Post Comment' })).toHaveCount(0);
  await look(page, 'assets-private-site-admin-discussion');
  await page.context().close();
});

// The project dashboard: the demo team's season at a glance (recent matches, records with intervals, least-tested
// matchups, this week, comments, decklist changes) with its links into the matrix, the matches and a comment; read-only
// for visitors of a public project; and a new team's empty dashboard saying what to do first.
import { expect, test, type Page } from './fixtures.ts';
import { apiPost, joinTeam, signedInAccount, subscribed } from './helpers.ts';
import { apiGet, DEMO, login, look, pageAs } from './tour-helpers.ts';

test.describe.configure({ timeout: 180_000 });

const card = (page: Page, title: string) => page.getByRole('region', { name: title });

async function modernPath(request: Parameters<typeof login>[0]): Promise<string> {
  const team = (await apiGet<Array<{ id: string; name: string }>>(request, '/teams/public')).find((t) => t.name === 'Copper Sky Gaming')!;
  const jonas = await login(request, DEMO.teamAdmin);
  const projects = await apiGet<Array<{ id: string; name: string }>>(request, `/teams/${team.id}/projects`, jonas.access_token);
  return `/teams/${team.id}/projects/${projects.find((p) => p.name === 'Modern RCQ Season')!.id}`;
}

test('the demo season at a glance, for a visitor and a member, with links into the matrix, matches and comments', async ({ browser, request }) => {
  const path = await modernPath(request);
  const visitor = await pageAs(browser, request, null);
  await visitor.goto(path);

  const recent = card(visitor, 'Recent Matches');
  await expect(recent.getByRole('listitem')).toHaveCount(5);
  await expect(recent.getByRole('link', { name: /^All \d+ matches$/ })).toBeVisible();
  const records = card(visitor, 'Archetype Records');
  await expect(records.getByRole('columnheader')).toHaveText(['Archetype', 'W-L', 'Win rate', '95% interval']);
  await expect(records.getByRole('row').nth(1)).toContainText(/\d+-\d+\s*\d+%\s*\d+–\d+%/);
  await expect(card(visitor, 'Least-Tested Matchups').getByRole('listitem')).toHaveCount(5);
  await expect(card(visitor, 'This Week').getByRole('listitem').first()).toContainText(/\d+ match/);
  await expect(card(visitor, 'Recent Comments').getByRole('listitem').first()).toBeVisible();
  // Excerpts are plain text, never Markdown.
  await expect(card(visitor, 'Recent Comments')).not.toContainText('**');
  await expect(card(visitor, 'Decklist Changes').getByRole('listitem').first()).toBeVisible();
  // Read-only: nothing to log or import for a visitor.
  await expect(visitor.getByRole('link', { name: 'Log the First Match' })).toHaveCount(0);
  await look(visitor, 'dashboard-visitor');

  // A least-tested matchup opens its cell of the matrix, with its matches.
  const pair = card(visitor, 'Least-Tested Matchups').getByRole('listitem').first().getByRole('link');
  const pairName = (await pair.textContent())!;
  await pair.click();
  await expect(visitor).toHaveURL(/\?tab=matrix&cell=[0-9a-f-]+~[0-9a-f-]+$/);
  const detail = visitor.getByRole('dialog', { name: pairName });
  await expect(detail).toBeVisible();
  await expect(detail.getByText('95% interval')).toBeVisible();
  await detail.getByRole('button', { name: /close/i }).click();
  await expect(visitor).toHaveURL(/\?tab=matrix$/);

  // A recent comment opens its thread at that comment.
  await visitor.getByRole('tab', { name: 'Dashboard' }).click();
  const firstComment = card(visitor, 'Recent Comments').getByRole('listitem').first().getByRole('link');
  const excerpt = (await firstComment.textContent())!.slice(0, 30);
  await firstComment.click();
  await expect(visitor).toHaveURL(/\/assets\?archetype=[0-9a-f-]+(&decklist=[0-9a-f-]+)?&comment=[0-9a-f-]+&thread=(archetype|decklist)$/);
  const focused = visitor.locator('.comment-focused');
  await expect(focused).toBeFocused();
  await expect(focused).toContainText(excerpt.replace(/…$/, ''));
  await expect(focused).toBeInViewport();

  // The member sees the same, and the matches link leads to the list.
  const member = await pageAs(browser, request, DEMO.member);
  await member.goto(path);
  await expect(card(member, 'Recent Matches').getByRole('listitem')).toHaveCount(5);
  await look(member, 'dashboard-member');
  await card(member, 'Recent Matches').getByRole('link', { name: /^All \d+ matches$/ }).click();
  await expect(member).toHaveURL(/\?tab=matches$/);
  await expect(member.getByRole('tab', { name: 'Matches' })).toHaveAttribute('aria-selected', 'true');
});

test("a new team's dashboard says what to do next", async ({ browser, request }) => {
  const owner = await signedInAccount(request, 'fresh');
  const team = await apiPost(request, owner, '/teams', { name: 'Fresh Team', visibility: 'private' });
  const project = await apiPost(request, owner, '/projects', { name: 'First Season', team_id: team.id, game: 'Magic: The Gathering' });
  const page = await pageAs(browser, request, owner.email, owner.password);
  await page.goto(`/teams/${team.id}/projects/${project.id}`);

  await expect(card(page, 'Recent Matches')).toContainText('No matches yet. A match is played between two archetypes: create them in Assets first.');
  await expect(card(page, 'Recent Matches').getByRole('link', { name: 'Create Archetypes' })).toHaveAttribute('href', /\/assets$/);
  await expect(card(page, 'Archetype Records').getByRole('link', { name: 'Create an Archetype' })).toBeVisible();
  await expect(card(page, 'Decklist Changes').getByRole('link', { name: 'Import a Decklist' })).toBeVisible();
  await expect(card(page, 'This Week')).toContainText('Nothing logged in the last 7 days.');
  await expect(card(page, 'Recent Comments')).toContainText('mention a teammate with @username');
  await look(page, 'dashboard-empty');

  // With two archetypes, the next step is the first match.
  for (const name of ['Burn', 'Control']) await apiPost(request, owner, '/archetypes', { project_id: project.id, name, game: 'Magic: The Gathering' });
  await page.reload();
  await card(page, 'Recent Matches').getByRole('link', { name: 'Log the First Match' }).click();
  await expect(page).toHaveURL(/\?tab=matches$/);
  await page.getByRole('tab', { name: 'Dashboard' }).click();
  await expect(card(page, 'Least-Tested Matchups').getByRole('listitem')).toHaveText([/Burn vs Control\s*untested/]);
  await expect(card(page, 'Archetype Records').getByRole('row')).toHaveCount(3);
});

test('the dashboard follows what teammates do as it happens: matches, comments, decklist versions, archetypes', async ({ browser, request }) => {
  const owner = await signedInAccount(request, 'live');
  const teammate = await signedInAccount(request, 'mate');
  const team = await apiPost(request, owner, '/teams', { name: 'Live Team', visibility: 'private' });
  await joinTeam(request, owner, team.id, teammate);
  const project = await apiPost(request, owner, '/projects', { name: 'Live Season', team_id: team.id, game: 'Magic: The Gathering' });
  const burn = await apiPost(request, owner, '/archetypes', { project_id: project.id, name: 'Burn', game: 'Magic: The Gathering' });
  const control = await apiPost(request, owner, '/archetypes', { project_id: project.id, name: 'Control', game: 'Magic: The Gathering' });
  const page = await pageAs(browser, request, owner.email, owner.password);
  const live = Promise.all([subscribed(page, 'useLiveDashboardSubscription'), subscribed(page, 'useLiveDashboardContentSubscription')]);
  await page.goto(`/teams/${team.id}/projects/${project.id}`);
  await expect(card(page, 'Recent Matches')).toContainText('No matches yet.');
  await live;

  // A teammate logs a match: every panel that counts matches shows it, without a reload.
  const logged = await apiPost(request, teammate, '/matches', { project_id: project.id, winner_archetype_id: burn.id, loser_archetype_id: control.id });
  await expect(card(page, 'Recent Matches').getByRole('listitem')).toHaveText([/Burn beat Control/]);
  await expect(card(page, 'Recent Matches').getByRole('link', { name: '1 match', exact: true })).toBeVisible();
  await expect(card(page, 'Archetype Records').getByRole('row', { name: /Burn/ })).toContainText('1-0');
  await expect(card(page, 'This Week').getByRole('listitem')).toContainText([/1 match/]);
  await look(page, 'dashboard-live');

  // Two more in quick succession: both counted (the second arrives while the first's refresh is under way).
  await Promise.all([
    apiPost(request, teammate, '/matches', { project_id: project.id, winner_archetype_id: control.id, loser_archetype_id: burn.id }),
    apiPost(request, owner, '/matches', { project_id: project.id, winner_archetype_id: control.id, loser_archetype_id: burn.id }),
  ]);
  await expect(card(page, 'Recent Matches').getByRole('listitem')).toHaveCount(3);
  await expect(card(page, 'Archetype Records').getByRole('row', { name: /Control/ })).toContainText('2-1');

  // An edit and a deletion show too.
  const edited = await request.put(`/api/matches/${logged.id}`, { data: { winner_archetype_id: control.id, loser_archetype_id: burn.id }, headers: { authorization: `Bearer ${teammate.token}` } });
  expect(edited.ok()).toBe(true);
  await expect(card(page, 'Archetype Records').getByRole('row', { name: /Control/ })).toContainText('3-0');
  const removed = await request.delete(`/api/matches/${logged.id}`, { headers: { authorization: `Bearer ${teammate.token}` } });
  expect(removed.ok()).toBe(true);
  await expect(card(page, 'Recent Matches').getByRole('listitem')).toHaveCount(2);
  await expect(card(page, 'Archetype Records').getByRole('row', { name: /Control/ })).toContainText('2-0');

  // A comment, a new decklist and its next version, and a renamed archetype show too.
  const auth = { authorization: `Bearer ${teammate.token}` };
  await apiPost(request, teammate, '/comments', { content: 'Control needs a faster clock', commentable_type: 'archetype', commentable_id: control.id });
  await expect(card(page, 'Recent Comments')).toContainText('Control needs a faster clock');
  const list = await apiPost(request, teammate, '/decklists', { archetype_id: burn.id, name: 'Burn 75', cards: [{ name: 'Lightning Bolt', quantity: 4 }] });
  await expect(card(page, 'Decklist Changes')).toContainText('Burn 75');
  const edit = await request.put(`/api/decklists/${list.id}`, { data: { cards: [{ name: 'Lightning Bolt', quantity: 4 }, { name: 'Lava Spike', quantity: 4 }], change_summary: 'Four Lava Spike' }, headers: auth });
  expect(edit.ok(), await edit.text()).toBe(true);
  await expect(card(page, 'Decklist Changes')).toContainText('Four Lava Spike');
  await expect(card(page, 'This Week').getByRole('listitem').filter({ hasText: teammate.displayName })).toContainText(/2 decklist versions.*1 comment/);
  const renamed = await request.put(`/api/archetypes/${control.id}`, { data: { name: 'Azorius Control' }, headers: auth });
  expect(renamed.ok(), await renamed.text()).toBe(true);
  await expect(card(page, 'Archetype Records').getByRole('row', { name: /Azorius Control/ })).toContainText('2-0');
  await look(page, 'dashboard-live-content');
});

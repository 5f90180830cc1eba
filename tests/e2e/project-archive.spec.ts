// A project's archive in the browser: "Export Project" on the project page saves the JSON file, "Import Project" on
// a team page reads it back into a new project (and opens it), and a file that is not an archive shows why.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures.ts';
import { apiPost, signedInAccount, signIn, snap } from './helpers.ts';

async function snapBoth(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await snap(page, `${name}-1440`);
  await page.setViewportSize({ width: 375, height: 800 });
  await snap(page, `${name}-375`);
  await page.setViewportSize({ width: 1440, height: 900 });
}

test.use({ viewport: { width: 1440, height: 900 } });

test('an owner exports a project and imports the file into another team', async ({ page, request }) => {
  const owner = await signedInAccount(request, 'archiver');
  const team = await apiPost(request, owner, '/teams', { name: `Archive Team ${owner.username}` });
  const project = await apiPost(request, owner, '/projects', { team_id: team.id, name: `Spring Season ${owner.username}`, game: 'Magic: The Gathering', format: 'Modern' });
  const burn = await apiPost(request, owner, '/archetypes', { project_id: project.id, name: 'Burn', game: 'Magic: The Gathering' });
  const control = await apiPost(request, owner, '/archetypes', { project_id: project.id, name: 'Control', game: 'Magic: The Gathering' });
  await apiPost(request, owner, '/matches', { project_id: project.id, winner_archetype_id: burn.id, loser_archetype_id: control.id, notes: 'Fast' });
  const otherTeam = await apiPost(request, owner, '/teams', { name: `Second Home ${owner.username}` });

  await signIn(page, owner);
  await page.goto(`/teams/${team.id}/projects/${project.id}`);
  const exportButton = page.getByRole('button', { name: 'Export Project' });
  await expect(exportButton).toBeVisible();
  await snapBoth(page, 'project-export-button');
  const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
  expect(download.suggestedFilename()).toBe(`Spring-Season-${owner.username}.sideboard.json`);
  const file = await download.path();
  const archive = JSON.parse(readFileSync(file, 'utf8'));
  expect(archive).toMatchObject({ format: 'sideboard.project-archive', project: { name: `Spring Season ${owner.username}` } });
  expect(archive.sections.matches).toHaveLength(1);

  await page.goto(`/teams/${otherTeam.id}`);
  const importInput = page.getByLabel('Import Project');
  // Not an archive: the server's reason names what is wrong, and nothing is created.
  await importInput.setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ format: 'my-notes' })) });
  await expect(page.getByRole('alert')).toContainText('The archive is not valid at format');
  await snapBoth(page, 'team-import-error');
  await importInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByRole('alert')).toContainText('notes.txt is not a project archive: it is not JSON');

  await importInput.setInputFiles(file);
  await expect(page).toHaveURL(new RegExp(`/teams/${otherTeam.id}/projects/[0-9a-f-]{36}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Spring Season ${owner.username}` })).toBeVisible();
  await page.getByRole('tab', { name: /Matches/ }).click();
  await expect(page.getByText('Fast')).toBeVisible();
  await snapBoth(page, 'project-imported');

  // Back on the team page the new project is in its list without a reload.
  await page.getByRole('link', { name: new RegExp(`Second Home ${owner.username}`) }).first().click();
  await expect(page.getByRole('link', { name: new RegExp(`Spring Season ${owner.username}`) })).toBeVisible();
  await snapBoth(page, 'team-import-button');
});

test('a team member sees neither button', async ({ page, request }) => {
  const owner = await signedInAccount(request, 'keeper');
  const member = await signedInAccount(request, 'helper');
  const team = await apiPost(request, owner, '/teams', { name: `Kept Team ${owner.username}` });
  await apiPost(request, owner, `/teams/${team.id}/invite`, { identifier: member.username, role: 'member' });
  const invitations = await (await request.get('/api/invitations', { headers: { authorization: `Bearer ${member.token}` } })).json();
  await apiPost(request, member, `/invitations/${invitations[0].id}/accept`, {});
  const project = await apiPost(request, owner, '/projects', { team_id: team.id, name: 'Members only', game: 'Magic: The Gathering' });
  await signIn(page, member);
  await page.goto(`/teams/${team.id}/projects/${project.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Members only' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export Project' })).toHaveCount(0);
  await page.goto(`/teams/${team.id}`);
  await expect(page.getByRole('button', { name: '+ Create Project' })).toBeVisible();
  await expect(page.getByLabel('Import Project')).toHaveCount(0);
});

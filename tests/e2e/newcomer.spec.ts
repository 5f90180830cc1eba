// The newcomer flow of issue 10, in one go and all through the UI: open the app, register, confirm from the emailed
// link, sign in, create a team and a project, create two archetypes, import two decklists, log five matches, read
// the matrix, comment, and get a reply from a teammate in a second browser.
import { expect, test, type Page } from './fixtures.ts';
import { confirmationPath, lastMailTo, newAccount, uniqueUser } from './helpers.ts';
import { look, pageAs } from './tour-helpers.ts';

test.describe.configure({ timeout: 240_000 });
test.use({ viewport: { width: 1440, height: 900 }, actionTimeout: 15_000 });

const BURN = `4 Lightning Bolt
4 Goblin Guide
4 Monastery Swiftspear
4 Lava Spike
4 Rift Bolt
4 Skewer the Critics
4 Eidolon of the Great Revel
4 Boros Charm
4 Inspiring Vantage
4 Sacred Foundry
20 Mountain`;

const CONTROL = `4 Counterspell
4 Teferi, Time Raveler
4 Solitude
4 Prismatic Ending
4 Expressive Iteration
4 Consider
4 Spell Snare
4 Hallowed Fountain
4 Steam Vents
4 Flooded Strand
20 Island`;

/** The results of the five matches, as (winner, loser): Burn 3–2 against Control. */
const RESULTS: Array<[string, string]> = [
  ['Burn', 'Control'],
  ['Control', 'Burn'],
  ['Burn', 'Control'],
  ['Burn', 'Control'],
  ['Control', 'Burn'],
];

async function createArchetype(page: Page, name: string) {
  await page.getByRole('button', { name: '+ Create Archetype' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create New Archetype' });
  await dialog.getByLabel('Name *').fill(name);
  await expect(dialog.getByLabel('Game *')).toHaveValue('Magic: The Gathering'); // the project's game, prefilled
  await dialog.getByLabel('Description').fill(`Our ${name} list.`);
  await dialog.getByRole('button', { name: 'Create Archetype' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
}

async function importDecklist(page: Page, archetype: string, text: string) {
  await page.getByRole('button', { name: new RegExp(`^${archetype}\\b`) }).click();
  await expect(page.getByRole('heading', { name: 'No Decklist Yet' })).toBeVisible();
  await page.getByRole('button', { name: '+ Import Decklist' }).click();
  const dialog = page.getByRole('dialog', { name: `Import Decklist: ${archetype}` });
  await dialog.getByLabel('Deck Text').fill(text);
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByRole('complementary', { name: 'Preview' })).toContainText('60');
  await dialog.getByRole('button', { name: 'Import Decklist' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('60 cards').or(page.getByText(/^60$/)).first()).toBeVisible();
}

test('a newcomer goes from registering to a matchup matrix and a conversation with a teammate', async ({ page, browser, request }) => {
  const me = uniqueUser('newbie');
  const teammate = await newAccount(request, 'mate');

  // Open the app and register.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /Test decks together/ })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Sign Up' }).click();
  await page.getByLabel('Username *').fill(me.username);
  await page.getByLabel('Email *').fill(me.email);
  await page.getByLabel('Display name').fill(me.displayName);
  await page.getByLabel('Password *', { exact: true }).fill(me.password);
  await page.getByLabel('Confirm password *').fill(me.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  // Confirm from the link in the mail, then sign in.
  await page.goto(confirmationPath(lastMailTo(me.email)));
  await expect(page.getByRole('heading', { name: 'Email verified!' })).toBeVisible();
  await look(page, 'newcomer-confirmed');
  await page.getByRole('link', { name: 'Log In Now' }).click();
  await page.getByLabel('Email').fill(me.email);
  await page.getByLabel('Password').fill(me.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText(`Welcome, ${me.displayName}`)).toBeVisible();

  // A team, with the teammate invited, and a project in it.
  await page.getByRole('link', { name: 'My Teams' }).click();
  await expect(page.getByRole('heading', { name: 'No Teams Yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Your First Team' }).click();
  await page.getByLabel('Team name *').fill(`Newcomers ${me.username}`);
  await page.getByLabel('Description').fill('Learning the format together.');
  await page.getByRole('button', { name: 'Create Team' }).last().click();
  await expect(page.getByRole('heading', { level: 1, name: `Newcomers ${me.username}` })).toBeVisible();
  await page.getByRole('button', { name: '+ Invite Member' }).click();
  const invite = page.getByRole('dialog', { name: `Invite to Newcomers ${me.username}` });
  await invite.getByLabel('Username or email').fill(teammate.username);
  await invite.getByRole('button', { name: 'Send Invite' }).click();
  await expect(invite.getByRole('status')).toContainText(`Invitation sent to ${teammate.username}`);
  await invite.getByRole('button', { name: 'Done' }).click();

  // The teammate joins only by accepting, in their own browser.
  const mate = await pageAs(browser, request, teammate.email, teammate.password);
  await mate.goto('/teams');
  const invitations = mate.getByRole('region', { name: 'Invitations' });
  await expect(invitations.getByText(`Newcomers ${me.username}`)).toBeVisible();
  await expect(invitations).toContainText(`${me.displayName} invited you as Member`);
  await look(mate, 'newcomer-invitation');
  await invitations.getByRole('button', { name: `Accept invitation to Newcomers ${me.username}` }).click();
  await expect(invitations).toHaveCount(0);
  await expect(mate.getByRole('link', { name: new RegExp(`Newcomers ${me.username}`) })).toBeVisible();

  await page.getByRole('button', { name: '+ Create Project' }).click();
  const project = page.getByRole('dialog', { name: 'Create New Project' });
  await project.getByLabel('Project name *').fill('Pioneer League');
  await project.getByLabel('Game *').fill('Magic: The Gathering');
  await project.getByLabel('Format').fill('Pioneer');
  await project.getByRole('button', { name: 'Create Project' }).click();
  await expect(project).toHaveCount(0);
  await page.getByRole('link', { name: /Pioneer League/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pioneer League' })).toBeVisible();

  // Two archetypes with a decklist each.
  await page.getByRole('link', { name: 'Assets' }).first().click();
  await expect(page.getByRole('heading', { name: 'No Archetypes Yet' })).toBeVisible();
  await createArchetype(page, 'Burn');
  await createArchetype(page, 'Control');
  await importDecklist(page, 'Burn', BURN);
  await importDecklist(page, 'Control', CONTROL);
  await look(page, 'newcomer-assets');

  // Five matches.
  await page.getByRole('link', { name: 'Back to Project' }).click();
  await page.getByRole('tab', { name: 'Matches' }).click();
  await page.getByRole('button', { name: 'Log New Match' }).click();
  const log = page.getByRole('dialog', { name: 'Log New Match' });
  for (const [index, [winner, loser]] of RESULTS.entries()) {
    await log.getByLabel('Winner Archetype').selectOption({ label: winner });
    await log.getByLabel('Loser Archetype').selectOption({ label: loser });
    await log.getByLabel('Winner Decklist (optional)').selectOption({ index: 1 });
    await log.getByLabel('Loser Decklist (optional)').selectOption({ index: 1 });
    await log.getByRole('radio', { name: 'Best of 1' }).check(); // Magic starts at best of 3
    await log.getByLabel('Went First').selectOption(index % 2 ? 'loser' : 'winner');
    await log.getByRole('button', { name: 'Log Match' }).click();
    await expect(log.getByRole('heading', { name: 'Match Logged' })).toBeVisible();
    if (index < RESULTS.length - 1) await log.getByRole('button', { name: 'Log Another Match' }).click();
  }
  await log.getByRole('button', { name: 'Close' }).last().click();
  await expect(page.getByRole('heading', { name: /Match Results/ })).toContainText('(5)');

  // The matrix: Burn 3–2 against Control, read the way a screen reader reads it.
  await page.getByRole('tab', { name: 'Matchup Matrix' }).click();
  const grid = page.getByRole('table', { name: /Win rate/ });
  await expect(grid.getByRole('cell', { name: /^Burn vs Control: 3 wins, 2 losses, 60% win rate over 5 matches/ })).toBeVisible();
  await expect(grid.getByRole('cell', { name: /^Control vs Burn: 2 wins, 3 losses, 40% win rate over 5 matches/ })).toBeVisible();
  await expect(grid.getByRole('cell', { name: /^Burn vs Control/ })).toHaveText(/60%/);
  await look(page, 'newcomer-matrix');

  // A comment that mentions the teammate, who replies from their own browser.
  await page.getByRole('link', { name: 'Assets' }).first().click();
  await page.getByRole('button', { name: /^Burn\b/ }).click();
  await page.getByRole('button', { name: 'Archetype Discussion' }).click();
  const thread = page.getByRole('region', { name: 'Archetype Discussion' });
  await thread.getByRole('textbox').fill(`Burn looks favoured, @${teammate.username} — can you check the sideboard?`);
  await thread.getByRole('button', { name: 'Post' }).click();
  // The posted comment, not the form's text (a live comment can show before the form is cleared).
  await expect(thread.getByRole('article').getByText('Burn looks favoured')).toBeVisible();

  await mate.goto('/');
  // The mention; the team invitation left the bell when it was accepted.
  await expect(mate.getByTestId('notification-count')).toHaveText('1');
  await mate.getByRole('button', { name: /^Notifications/ }).click();
  await mate.getByRole('button', { name: new RegExp(`${me.displayName} mentioned you`) }).click();
  await expect(mate).toHaveURL(/\/assets\?archetype=/);
  // The notification opens the thread at the comment.
  await expect(mate.getByRole('button', { name: 'Archetype Discussion' })).toHaveAttribute('aria-expanded', 'true');
  const mateThread = mate.getByRole('region', { name: 'Archetype Discussion' });
  await mateThread.getByRole('button', { name: 'Reply' }).click();
  await mateThread.getByRole('textbox').last().fill('On it: two more Deflecting Palm after board.');
  await mateThread.getByRole('button', { name: 'Reply', exact: true }).last().click();
  // The reply itself (it shows at once, while the reply form still holds the same text until the server answers).
  await expect(mateThread.getByRole('article', { name: `Comment by ${teammate.displayName}` }).getByText('On it: two more Deflecting Palm after board.')).toBeVisible();

  // The newcomer sees the reply arrive without reloading, and a notification about it.
  await expect(thread.getByRole('article').getByText('On it: two more Deflecting Palm after board.')).toBeVisible();
  await expect(page.getByTestId('notification-count')).toHaveText('1');
  await look(page, 'newcomer-conversation');
  await mate.context().close();
});

// The match logger records what was entered (issue 32, item 2): the next match after "Log Another Match" (or the
// automatic reset) keeps a best-of-three with its game rows; the time is the moment of logging unless changed; each
// game follows its own rules (no sideboarding in Pokémon, Yu-Gi-Oh!'s side deck, best of 1 where that is the game's
// play); and a best-of-three is quick by keyboard, one tab stop per game, the arrow keys within it.
import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';
import { apiPost, signedInAccount, signIn, snap, type Account } from './helpers.ts';
import { apiGet, look } from './tour-helpers.ts';

interface Match {
  best_of: number;
  went_first: boolean | null;
  match_date: string;
  games: { won_by: string; on_the_play: string; sideboarded: boolean }[];
}

async function projectOf(request: APIRequestContext, owner: Account, game: string, [first, second]: [string, string]) {
  const team = await apiPost(request, owner, '/teams', { name: `${game} Night`, visibility: 'private' });
  const project = await apiPost(request, owner, '/projects', { team_id: team.id, name: `${game} Prep`, game, visibility: 'private' });
  for (const name of [first, second]) await apiPost(request, owner, '/archetypes', { project_id: project.id, name, game });
  const matches = async () => (await apiGet<{ matches: Match[] }>(request, `/matches?project_id=${project.id}`, owner.token)).matches;
  return { path: `/teams/${team.id}/projects/${project.id}?tab=matches`, matches };
}

async function openLog(page: Page) {
  await page.getByRole('button', { name: 'Log New Match' }).click();
  return page.getByRole('dialog', { name: 'Log New Match' });
}

const gameOutcome = (dialog: ReturnType<Page['getByRole']>, n: number) => dialog.getByRole('group', { name: `Game ${n}` });

test('the next match keeps a best-of-three with its games, and is logged at the moment of logging', async ({ page, request }) => {
  const owner = await signedInAccount(request, 'bo3next');
  const { path, matches } = await projectOf(request, owner, 'Magic: The Gathering', ['Jund', 'Tron']);
  const opened = new Date('2026-11-20T19:00:00Z');
  await page.clock.install({ time: opened });
  await signIn(page, owner);
  await page.goto(path);
  const dialog = await openLog(page);
  await dialog.getByLabel('Winner Archetype').selectOption({ label: 'Jund' });
  await dialog.getByLabel('Loser Archetype').selectOption({ label: 'Tron' });
  // Magic is played best of three: the form starts so, with game 1 and game 2 to choose.
  await expect(dialog.getByRole('radio', { name: 'Best of 3' })).toBeChecked();
  await expect(gameOutcome(dialog, 2)).toBeVisible();
  await expect(dialog.getByText('Now, when you log the match, unless you change it.')).toBeVisible();

  // Twenty minutes at the table before logging: the match gets the time it was logged, not the dialog's.
  await page.clock.setSystemTime(new Date(opened.getTime() + 20 * 60_000));
  await dialog.getByRole('button', { name: 'Log Match' }).click();
  await dialog.getByRole('button', { name: 'Log Another Match' }).click();

  // The next match: best of three still chosen AND its game rows there (they were dropped: a Bo3 with no games).
  await expect(dialog.getByRole('radio', { name: 'Best of 3' })).toBeChecked();
  await expect(gameOutcome(dialog, 1).getByRole('radio', { name: 'Winner won on the play' })).toBeChecked();
  await gameOutcome(dialog, 2).getByRole('radio', { name: 'Loser won on the play' }).check();
  await gameOutcome(dialog, 3).getByRole('radio', { name: 'Winner won on the draw' }).check();
  await expect(dialog.getByText('Score 2–1')).toBeVisible();
  await look(page, 'match-logger-bo3-next', { axe: false });
  await page.clock.setSystemTime(new Date(opened.getTime() + 45 * 60_000));
  await dialog.getByRole('button', { name: 'Log Match' }).click();
  await expect(dialog.getByRole('heading', { name: 'Match Logged' })).toBeVisible();

  // The automatic reset after 1.5 s gives the same coherent form.
  await page.clock.runFor(1600);
  await expect(dialog.getByRole('radio', { name: 'Best of 3' })).toBeChecked();
  await expect(gameOutcome(dialog, 2)).toBeVisible();

  const [second, first] = await matches();
  expect(first).toMatchObject({ best_of: 3, went_first: true, games: [{ won_by: 'winner', sideboarded: false }, { won_by: 'winner', sideboarded: true }] });
  expect(second).toMatchObject({ best_of: 3, went_first: true, games: [{ won_by: 'winner' }, { won_by: 'loser', on_the_play: 'loser' }, { won_by: 'winner', on_the_play: 'loser', sideboarded: true }] });
  const minutesAfterOpening = (match: Match) => Math.round((Date.parse(match.match_date) - opened.getTime()) / 60_000);
  expect([minutesAfterOpening(first), minutesAfterOpening(second)]).toEqual([20, 45]);
});

test('each game follows its own rules: no sideboarding in Pokémon, the side deck in Yu-Gi-Oh!, best of 1 in Flesh and Blood', async ({ page, request }) => {
  const owner = await signedInAccount(request, 'rules');
  await signIn(page, owner);
  const pokemon = await projectOf(request, owner, 'Pokémon TCG', ['Charizard ex', 'Lugia VSTAR']);
  await page.goto(pokemon.path);
  let dialog = await openLog(page);
  await dialog.getByLabel('Winner Archetype').selectOption({ label: 'Charizard ex' });
  await dialog.getByLabel('Loser Archetype').selectOption({ label: 'Lugia VSTAR' });
  await expect(dialog.getByRole('radio', { name: 'Best of 3' })).toBeChecked();
  await gameOutcome(dialog, 2).getByRole('radio', { name: 'Loser won on the play' }).check();
  await expect(gameOutcome(dialog, 3)).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: /sideboarded|side deck/i })).toHaveCount(0);
  await expect(dialog.getByText('This game has no sideboarding')).toBeVisible();
  await look(page, 'match-logger-pokemon', { axe: false });
  // The games on a phone, where the dialog scrolls.
  await page.setViewportSize({ width: 375, height: 812 });
  await gameOutcome(dialog, 3).scrollIntoViewIfNeeded();
  await snap(page, 'match-logger-pokemon-games-375', { fullPage: false });
  await dialog.getByRole('button', { name: 'Log Match' }).click();
  await expect(dialog.getByRole('heading', { name: 'Match Logged' })).toBeVisible();
  const [logged] = await pokemon.matches();
  expect(logged.games.map((game) => game.sideboarded)).toEqual([false, false, false]);

  const yugioh = await projectOf(request, owner, 'Yu-Gi-Oh!', ['Snake-Eye', 'Tenpai Dragon']);
  await page.goto(yugioh.path);
  dialog = await openLog(page);
  await expect(dialog.getByRole('checkbox', { name: 'Side deck used after game 1' })).toBeChecked();

  const fab = await projectOf(request, owner, 'Flesh and Blood', ['Dash I/O', 'Kano']);
  await page.goto(fab.path);
  dialog = await openLog(page);
  await expect(dialog.getByRole('radio', { name: 'Best of 1' })).toBeChecked();
  await expect(dialog.getByLabel('Went First')).toBeVisible();
});

test('a best-of-three 2–1 by keyboard alone: one tab stop per game, arrow keys within it, in half the 42 keystrokes', async ({ page, request }) => {
  const owner = await signedInAccount(request, 'keys');
  const { path, matches } = await projectOf(request, owner, 'Magic: The Gathering', ['Jund', 'Tron']);
  await signIn(page, owner);
  await page.goto(path);
  const dialog = await openLog(page);
  await expect(dialog.getByLabel('Winner Archetype')).toBeFocused();
  let keystrokes = 0;
  const press = async (...keys: string[]) => {
    for (const key of keys) {
      await page.keyboard.press(key);
      keystrokes += 1;
    }
  };

  await press('J'); // Jund, by type-ahead
  await press('Tab', 'Tab'); // past the winner's player (no decklists: that select is disabled)
  await expect(dialog.getByLabel('Loser Archetype')).toBeFocused();
  await press('T', 'Tab', 'Tab');
  await expect(dialog.getByRole('radio', { name: 'Best of 3' })).toBeFocused();
  await press('Tab'); // one stop for the whole best-of group; game 1 as it starts: the winner won on the play
  await expect(gameOutcome(dialog, 1).getByRole('radio', { name: 'Winner won on the play' })).toBeFocused();
  await press('Tab', 'ArrowDown'); // game 2: from "Winner won on the draw" to "Loser won on the play"
  await expect(gameOutcome(dialog, 2).getByRole('radio', { name: 'Loser won on the play' })).toBeChecked();
  await press('Tab'); // game 3 appeared, as it starts: the winner won on the play
  await expect(gameOutcome(dialog, 3).getByRole('radio', { name: 'Winner won on the play' })).toBeFocused();
  await press('Enter');
  await expect(dialog.getByRole('heading', { name: 'Match Logged' })).toBeVisible();
  expect(keystrokes).toBeLessThanOrEqual(21);

  const [logged] = await matches();
  expect(logged).toMatchObject({ best_of: 3, games: [{ won_by: 'winner', on_the_play: 'winner' }, { won_by: 'loser', on_the_play: 'loser', sideboarded: true }, { won_by: 'winner', on_the_play: 'winner', sideboarded: true }] });
});

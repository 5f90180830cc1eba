import { expect, test } from './fixtures.ts';
import { confirmationPath, lastMailTo, snap, uniqueUser } from './helpers.ts';

test('register, confirm from the emailed link, sign in, stay signed in across a reload, log out', async ({ page }) => {
  const user = uniqueUser('acct');
  await page.goto('/auth?mode=register');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await snap(page, 'auth-register');

  // The form's own checks come first.
  await page.getByLabel('Username *').fill('ab');
  await page.getByLabel('Email *').fill(user.email);
  await page.getByLabel('Password *', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm password *').fill(user.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toHaveText('Username must be at least 3 characters long');

  await page.getByLabel('Username *').fill(user.username);
  await page.getByLabel('Display name').fill(user.displayName);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/verify-email\?email=/);
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await snap(page, 'verify-email');

  // Signing in before confirming reveals the verification actions.
  await page.goto('/auth');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toContainText('Email not verified');
  await expect(page.getByRole('button', { name: 'Resend verification email' })).toBeVisible();
  await snap(page, 'auth-unverified');

  await page.goto(confirmationPath(lastMailTo(user.email)));
  await expect(page.getByRole('heading', { name: 'Email verified!' })).toBeVisible();
  await snap(page, 'confirm-email');
  await page.getByRole('link', { name: 'Log In Now' }).click();

  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/auth/);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: `Welcome to Sideboard, ${user.displayName}!` })).toBeVisible();
  await expect(page.getByText(`Welcome, ${user.displayName}`)).toBeVisible();
  await snap(page, 'landing-signed-in');

  await page.reload();
  await expect(page.getByRole('heading', { name: `Welcome to Sideboard, ${user.displayName}!` })).toBeVisible();
  const stored = await page.evaluate(() => ({ token: localStorage.getItem('auth_token'), user: JSON.parse(localStorage.getItem('user') ?? 'null') }));
  expect(stored.token).toBeTruthy();
  expect(stored.user.username).toBe(user.username);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
});

test('a corrupted stored user clears the session', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('auth_token', 'x');
    localStorage.setItem('refresh_token', 'y');
    localStorage.setItem('user', '{not json');
  });
  await page.reload();
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  // The stored session is cleared as the app starts, which may finish just after the visitor's header shows.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('refresh_token'))).toBeNull();
});

test('unknown paths go home and /signup opens registration', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/signup');
  await expect(page).toHaveURL(/\/auth\?mode=register/);
  await page.goto('/confirm-email');
  await expect(page.getByText('Invalid verification link. No token provided.')).toBeVisible();
});

import { expect, test } from './fixtures.ts';
import { lastMailTo, newAccount, signIn, signedInAccount, snap } from './helpers.ts';

/** The path of the reset link in the newest reset mail to `to`. */
function resetPath(to: string): string {
  const match = /https?:\/\/[^/\s]+(\/reset-password\?token=[A-Za-z0-9_%-]+)/.exec(lastMailTo(to));
  if (!match) throw new Error('no reset link in mail');
  return match[1];
}

test('a forgotten password is reset from the emailed link, which works once', async ({ page, request }) => {
  const user = await newAccount(request, 'forgot');
  const newPassword = 'violet staple quantum';
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/auth');
  await page.getByLabel('Email').fill(user.email);
  await snap(page, 'auth-forgot-link-1440');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(user.email);
  await page.setViewportSize({ width: 375, height: 760 });
  await snap(page, 'reset-password-request-375');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: 'Email me a reset link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account uses this address');
  await snap(page, 'reset-password-requested-1440');

  const link = resetPath(user.email);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Repeat new password').fill('short');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toContainText('at least 6 characters');
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Repeat new password').fill(newPassword);
  await snap(page, 'reset-password-new-1440');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 760 });
  await snap(page, 'reset-password-done-375');
  await page.setViewportSize({ width: 1440, height: 900 });

  // The link is spent.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('another decent passphrase');
  await page.getByLabel('Repeat new password').fill('another decent passphrase');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toContainText('invalid or has expired');
  await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();

  await signIn(page, { email: user.email, password: newPassword });
  await expect(page).not.toHaveURL(/\/auth/);
});

test('settings: profile, password, sessions, API tokens and deleting the account', async ({ page, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const user = await signedInAccount(request, 'settings'); // a second session, elsewhere
  await signIn(page, user);
  await page.getByRole('link', { name: 'Settings' }).first().click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();

  // Profile: the header greets by the new name.
  await page.getByLabel('Display name').fill('Captain Kim');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await expect(page.getByText('Welcome, Captain Kim')).toBeVisible();

  // Sessions: this browser and the API sign-in; signing out the other ends it at once.
  const sessions = page.getByRole('list', { name: 'Sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByText('This browser')).toBeVisible();
  expect((await request.get('/api/auth/me', { headers: { authorization: `Bearer ${user.token}` } })).status()).toBe(200);
  await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(page.getByText('Signed out of 1 other session')).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  expect((await request.get('/api/auth/me', { headers: { authorization: `Bearer ${user.token}` } })).status()).toBe(401);

  // API tokens: the secret is shown once, copied, and works; revoking it stops it.
  await page.getByLabel('Token name').fill('Nightly export');
  await page.getByLabel('Access').selectOption('read');
  await page.getByRole('button', { name: 'Create token' }).click();
  const secret = (await page.getByLabel('New token').textContent())!;
  expect(secret).toMatch(/^sb_pat_/);
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  const tokens = page.getByRole('list', { name: 'Access tokens' });
  await expect(tokens.getByText('Nightly export')).toBeVisible();
  expect((await request.get('/api/auth/me', { headers: { authorization: `Bearer ${secret}` } })).status()).toBe(200);
  await page.setViewportSize({ width: 1440, height: 900 });
  await snap(page, 'settings-1440');
  await page.setViewportSize({ width: 375, height: 800 });
  await snap(page, 'settings-375');
  await page.locator('#tokens').scrollIntoViewIfNeeded();
  await snap(page, 'settings-tokens-375', { fullPage: false });
  await page.locator('#email').scrollIntoViewIfNeeded();
  await snap(page, 'settings-email-375', { fullPage: false });
  await page.setViewportSize({ width: 1440, height: 900 });
  await tokens.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('Token "Nightly export" revoked')).toBeVisible();
  await expect(page.getByText('No tokens yet.')).toBeVisible();
  expect((await request.get('/api/auth/me', { headers: { authorization: `Bearer ${secret}` } })).status()).toBe(401);

  // Password: a wrong current password is refused; the right one changes it.
  await page.getByLabel('Current password').fill('not my password');
  await page.getByLabel('New password', { exact: true }).fill('violet staple quantum');
  await page.getByLabel('Repeat new password').fill('violet staple quantum');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert')).toContainText('Current password is incorrect');
  await page.getByLabel('Current password').fill(user.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed.')).toBeVisible();

  // Email: nothing changes until the new address's link is followed.
  await page.getByLabel('New email address').fill(`moved-${user.email}`);
  await page.locator('#settings-email-password').fill('violet staple quantum');
  await page.getByRole('button', { name: 'Change email' }).click();
  await expect(page.getByText('Check the inbox of your new address')).toBeVisible();
  await expect(page.getByText(`Current address: ${user.email}`)).toBeVisible();

  // Delete: needs the password and the box ticked.
  const remove = page.getByRole('button', { name: 'Delete my account' });
  await expect(remove).toBeDisabled();
  await page.locator('#delete-password').fill('violet staple quantum');
  await page.getByLabel('I understand that my account is deleted for good').check();
  await remove.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account has been deleted')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  const login = await request.post('/api/auth/login', { data: { email: user.email, password: 'violet staple quantum' } });
  expect(login.status()).toBe(401);
});

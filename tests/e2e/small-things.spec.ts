// Small things that make the product feel finished: no React Router warning about a missing hydrate fallback on
// the first page load.
import { expect, test } from './fixtures.ts';

test('the first page load logs no HydrateFallback warning', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => void (message.type() === 'warning' || message.type() === 'error' ? warnings.push(message.text()) : null));
  await page.goto('/');
  // The app's own tabs: the heading alone is already in the server's first view, before the app has run.
  await expect(page.getByRole('tab', { name: /^Public Projects/ })).toBeVisible();
  expect(warnings.filter((text) => /HydrateFallback/i.test(text))).toEqual([]);
});

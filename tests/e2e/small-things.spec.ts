// Small things that make the product feel finished: no React Router warning about a missing hydrate fallback on
// the first page load.
import { expect, test } from '@playwright/test';

test('the first page load logs no HydrateFallback warning', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => void (message.type() === 'warning' || message.type() === 'error' ? warnings.push(message.text()) : null));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(warnings.filter((text) => /HydrateFallback/i.test(text))).toEqual([]);
});

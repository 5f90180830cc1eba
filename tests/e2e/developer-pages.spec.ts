// GraphiQL (GET /graphql) and the REST reference (/api/docs) work in Chromium under their Content-Security-Policy:
// the pages render, GraphiQL's editor workers start and run a query, and the browser reports no CSP violation.
import { expect, test, type Page } from './fixtures.ts';
import { snap } from './helpers.ts';

/** Collects what the browser refuses under the page's CSP: violation events, and the console errors it logs. */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return async () => [...refused, ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations))];
}

test('GraphiQL runs a query with completion under its CSP', async ({ page }) => {
  const violations = await watchPolicy(page);
  const response = await page.goto('/graphql');
  expect(response!.headers()['content-security-policy']).toMatch(/script-src 'sha256-/);
  expect(response!.headers()['content-encoding']).toBe('gzip');

  await page.locator('.graphiql-query-editor').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type('{ games formats', { delay: 20 });
  // Completion comes from the GraphQL language worker (a blob: worker the CSP allows) and the schema (introspection).
  await expect(page.locator('.suggest-widget')).toContainText('formats');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+Enter');
  await expect(page.locator('.graphiql-response')).toContainText('Magic: The Gathering');
  await page.getByRole('button', { name: /documentation explorer/i }).click();
  await expect(page.getByText('A GraphQL schema provides a root type for each kind of operation.')).toBeVisible();
  await snap(page, 'graphiql', { fullPage: false });
  expect(await violations()).toEqual([]);
});

test('the REST reference renders styled under its CSP', async ({ page }) => {
  const violations = await watchPolicy(page);
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: 'Sideboard REST API', level: 1 })).toBeVisible();
  // The inline style sheet applies (allowed by its hash): method badges are coloured.
  const badge = page.locator('.method.get').first();
  await expect(badge).toHaveCSS('background-color', 'rgb(21, 128, 61)');
  await snap(page, 'api-docs', { fullPage: false });
  expect(await violations()).toEqual([]);
});

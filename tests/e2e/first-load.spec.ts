// The first load of a public page: the server's first view is on screen before the app has started (here: while the
// app waits for /api/health), the app then takes over with the same page, nothing logs an error, and the pages stay
// accessible. Lighthouse's figures for the same pages are bench/lighthouse.ts's, not a test's.
import { expect, test, type Page } from './fixtures.ts';
import { apiPost, signedInAccount } from './helpers.ts';
import { expectAccessible } from './tour-helpers.ts';

/** Console errors and uncaught exceptions of a page, as they happen. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' ? problems.push(message.text()) : null));
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test('public pages show the server-written view first, then the app, with no console errors', async ({ page, request }) => {
  const owner = await signedInAccount(request, 'firstload');
  const team = await apiPost(request, owner, '/teams', { name: `First Load ${owner.username}`, visibility: 'public' });
  const project = await apiPost(request, owner, '/projects', { name: `Shared <Gauntlet> ${owner.username}`, team_id: team.id, game: 'Magic: The Gathering', format: 'Pioneer', visibility: 'public' });
  const problems = problemsOf(page);

  // The app waits for the health check before it renders; the server's view of the landing page is already there.
  let releaseHealth: () => void = () => {};
  await page.route('**/api/health', async (route) => {
    await new Promise<void>((resolve) => (releaseHealth = resolve));
    await route.fallback();
  });
  const opening = page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Test decks together. Bring the right one.' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0); // no loading screen in front of it
  await expect(page.getByRole('tab', { name: /^Public Projects/ })).toHaveCount(0); // the app has not rendered
  releaseHealth();
  await opening;
  await page.unroute('**/api/health');
  await expect(page.getByRole('tab', { name: /^Public Projects \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page).toHaveTitle('Sideboard: test decks together, bring the right one');
  await expectAccessible(page, 'landing after first load');

  // A shared link to the project's matrix: the tab's title names the project and its game; the app renders the page.
  const path = `/teams/${team.id}/projects/${project.id}`;
  await page.goto(`${path}?tab=matrix`);
  await expect(page).toHaveTitle(`Shared <Gauntlet> ${owner.username}: Magic: The Gathering Pioneer matchup matrix · Sideboard`);
  await expect(page.getByRole('tab', { name: 'Matchup Matrix' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 1, name: `Shared <Gauntlet> ${owner.username}` })).toHaveCount(1);
  await expectAccessible(page, 'project matrix after first load');

  await page.goto(path);
  await expect(page.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page, 'project page after first load');
  expect(problems).toEqual([]);
});

/** What the browser reports of a page's first load: its paints and when the app's code was asked for. */
async function paintsOf(page: Page) {
  return page.evaluate(async () => {
    const lcp = await new Promise<PerformanceEntry[]>((resolve) => {
      new PerformanceObserver((list, observer) => {
        observer.disconnect();
        resolve(list.getEntries());
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src;
    const chunks = performance
      .getEntriesByType('resource')
      .filter((resource) => /\/assets\/.*\.js$/.test(resource.name) && resource.name !== entry)
      .map((resource) => ({ name: resource.name.replace(/^.*\/assets\//, ''), startTime: resource.startTime }));
    return {
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      lcp: lcp.map((candidate) => ({ startTime: candidate.startTime, size: (candidate as PerformanceEntry & { size: number }).size })),
      chunks,
    };
  });
}

/** The levels of the page's headings in document order (hidden ones included, as screen readers and Lighthouse read them). */
const headingLevels = (page: Page) => page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));

// Lighthouse's Largest Contentful Paint (bench/lighthouse.ts) stays at the first paint only if nothing the app renders
// later is larger than the largest element of the server's first view, and if no code is downloaded before that paint
// (its simulation takes everything that finished loading before the largest paint as needed by it). On a phone's width.
test("a public page's largest paint is the server's first view, and the app's code is fetched after it", async ({ page, request }) => {
  const owner = await signedInAccount(request, 'largestpaint');
  const team = await apiPost(request, owner, '/teams', { name: `Largest Paint ${owner.username}`, visibility: 'public' });
  const description = 'Which deck do we bring to the next qualifier? Gauntlet testing against the top of the metagame, with every match logged.';
  const project = await apiPost(request, owner, '/projects', { name: `Paint ${owner.username}`, team_id: team.id, game: 'Magic: The Gathering', format: 'Modern', visibility: 'public', description });
  await page.setViewportSize({ width: 375, height: 812 });
  const path = `/teams/${team.id}/projects/${project.id}`;

  for (const [url, rendered] of [
    ['/', page.getByRole('tab', { name: /^Public Projects \(\d+\)$/ })],
    [path, page.getByRole('tab', { name: 'Dashboard' })],
    [`${path}?tab=matrix`, page.getByRole('tab', { name: 'Matchup Matrix' })],
  ] as const) {
    await page.goto(url);
    await expect(rendered).toHaveAttribute('aria-selected', 'true'); // the app has rendered its page
    await page.waitForLoadState('networkidle');
    const { fcp, lcp, chunks } = await paintsOf(page);
    expect(fcp, url).toBeGreaterThan(0);
    // Every candidate for the largest paint was painted in the first frame: the app's page brought no larger one.
    expect(lcp.length, url).toBeGreaterThan(0);
    for (const candidate of lcp) expect(candidate.startTime, `${url}: a largest-paint candidate after the first paint`).toBeLessThanOrEqual(fcp);
    // The app's chunks (react-dom, Relay, the app, the project screen) were asked for once that paint was on screen.
    expect(chunks.map((chunk) => chunk.name).join(' '), url).toMatch(/\bmain-.*\.js\b/);
    for (const chunk of chunks) expect(chunk.startTime, `${url}: ${chunk.name} requested before the first paint`).toBeGreaterThanOrEqual(fcp);
  }

  // The landing page's outline descends one level at a time: the greeting's <h1>, the browsing section's <h2>, the cards' <h3>s.
  await page.goto('/');
  await expect(page.getByRole('tab', { name: /^Public Projects \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeAttached();
  const levels = await headingLevels(page);
  expect(levels.slice(0, 3)).toEqual([1, 2, 3]);
  levels.forEach((level, i) => expect(level - (levels[i - 1] ?? 0), `heading ${i + 1} of ${levels.join(', ')}`).toBeLessThanOrEqual(1));
  await expect(page.getByRole('region', { name: 'Browse public content' })).toBeVisible();
});

// What the specs import instead of '@playwright/test': the same, except that `test` closes every browser context a
// test opened itself (browser.newContext, pageWithSession) when the test ends. Playwright closes only the context of
// its own `page` fixture; one left open kept its pages running (a loading spinner animates until it is closed), and
// with tracing on, every later test of the worker recorded it again.
import { test as base, type BrowserContext } from '@playwright/test';

export * from '@playwright/test';

export const test = base.extend<{ closeOwnContexts: void }>({
  closeOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set<BrowserContext>(browser.contexts());
      await use();
      await Promise.all(browser.contexts().filter((context) => !before.has(context)).map((context) => context.close()));
    },
    { auto: true },
  ],
});

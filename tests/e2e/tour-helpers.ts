// Helpers for the guided tour (tour.spec.ts) and the keyboard and newcomer specs: the demo data, signing in as a
// demo role, and `look(page, name)`, which photographs a screen at both widths and runs axe-core on it.
import { execFileSync } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Browser, type Page, type Route } from '@playwright/test';
import { pageWithSession, snap, type Session } from './helpers.ts';

/** Phone and wide desktop: the two widths every screen is looked at (the product's max widths show at 1440). */
export const WIDTHS = [1440, 375] as const;
export type Width = (typeof WIDTHS)[number];
export const HEIGHT: Record<Width, number> = { 1440: 900, 375: 812 };

export const DEMO_PASSWORD = 'sideboard-demo';
/** The seeded roles in the public team Copper Sky Gaming (prisma/seed.ts). */
export const DEMO = { owner: 'mira@demo.sideboard', teamAdmin: 'jonas@demo.sideboard', member: 'kai@demo.sideboard' } as const;

/** Loads the demo data into the running e2e server's database (demo-data.setup.ts, once per run). */
export function seedDemoData(): void {
  execFileSync(process.execPath, ['prisma/seed.ts'], { env: { ...process.env, DATA_DIR: process.env.SIDEBOARD_E2E_DATA }, stdio: 'pipe' });
}

/** Makes an account a site admin the documented way (`npm run admin`), while the server runs. */
export function makeAdmin(email: string): void {
  execFileSync(process.execPath, ['scripts/make-admin.ts', email], { env: { ...process.env, DATA_DIR: process.env.SIDEBOARD_E2E_DATA }, stdio: 'pipe' });
}

export async function login(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<Session> {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

/** A fresh browser context signed in as `email` (its own login, so token rotation in one never ends another). */
export async function pageAs(browser: Browser, request: APIRequestContext, email: string | null, password = DEMO_PASSWORD): Promise<Page> {
  return pageWithSession(browser, email ? await login(request, email, password) : null, { viewport: { width: WIDTHS[0], height: HEIGHT[WIDTHS[0]] } });
}

export async function apiGet<T = any>(request: APIRequestContext, path: string, token?: string): Promise<T> {
  const response = await request.get(`/api${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return response.json();
}

/**
 * Fails on every axe-core violation of impact serious or critical, listing rule, help and the offending nodes.
 * Legacy mode runs axe in the page itself: the default opens a blank page per check to merge the results of
 * cross-origin frames, which the app has none of, and that page was half of each check's ~2 s (docs/decisions.md).
 */
export async function expectAccessible(page: Page, name: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).setLegacyMode().analyze();
  const severe = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = severe.map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}  ${n.failureSummary?.split('\n')[1] ?? ''}`).join('\n')}`);
  expect.soft(report, `axe-core on ${name}`).toEqual([]);
}

/**
 * Looks at a screen the way people will: at 1440 px and at 375 px (or only `widths`), a full-page screenshot each
 * (named `tour-<name>-<width>`), and axe-core at each width. The page gets its viewport back afterwards.
 */
export async function look(page: Page, name: string, { axe = true, widths = WIDTHS }: { axe?: boolean; widths?: readonly Width[] } = {}): Promise<void> {
  const before = page.viewportSize();
  for (const width of widths) {
    await page.setViewportSize({ width, height: HEIGHT[width] });
    // A dialog covers the viewport only: a full-page picture would show the page below it uncovered.
    const dialogOpen = await settle(page);
    await snap(page, `tour-${name}-${width}`, { fullPage: !dialogOpen });
    if (axe) await expectAccessible(page, `${name} at ${width} px`);
  }
  if (before) await page.setViewportSize(before);
}

/**
 * Lets layout, fonts and transitions finish after a resize, and scrolls to the top unless a modal dialog is open.
 * Says whether one is.
 */
async function settle(page: Page): Promise<boolean> {
  const dialogOpen = await page.evaluate(async () => {
    await document.fonts.ready;
    const modal = document.querySelector('[role=dialog][aria-modal=true]') !== null;
    if (!modal) window.scrollTo(0, 0);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return modal;
  });
  await page.waitForTimeout(150); // CSS transitions (card hover, matrix fade) are 0.12–0.2 s
  return dialogOpen;
}

const operationOf = (route: Route) => /"operationName":"(\w+)"/.exec(route.request().postData() ?? '')?.[1];

/** Makes every GraphQL request for `operation` fail with a server error until the returned function is called. */
export async function failOperation(page: Page, operation: string): Promise<() => Promise<void>> {
  const failure = { status: 500, json: { errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL' } }] } };
  const handler = (route: Route) => (operationOf(route) === operation ? route.fulfill(failure) : route.fallback());
  await page.route('**/graphql', handler);
  return () => page.unroute('**/graphql', handler);
}

/** Holds every GraphQL request for `operation` until the returned function is called: the loading state stays up. */
export async function holdOperation(page: Page, operation: string): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let holding = true;
  const handler = (route: Route) => {
    if (operationOf(route) !== operation) return route.fallback();
    if (!holding) return route.fallback();
    held.push(route);
  };
  await page.route('**/graphql', handler);
  return async () => {
    holding = false;
    await Promise.all(held.map((route) => route.fallback()));
    await page.unroute('**/graphql', handler);
  };
}

/** Answers `operation` with the real response after `edit` changed it (empty lists without deleting data). */
export async function rewriteOperation(page: Page, operation: string, edit: (data: any) => void): Promise<() => Promise<void>> {
  const handler = async (route: Route) => {
    if (operationOf(route) !== operation) return route.fallback();
    const response = await route.fetch();
    const body = await response.json();
    edit(body.data);
    await route.fulfill({ response, json: body });
  };
  await page.route('**/graphql', handler);
  return () => page.unroute('**/graphql', handler);
}

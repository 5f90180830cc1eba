import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';

/**
 * Saves a full-page (or with fullPage false, a viewport) screenshot under test-results/screenshots for people to look
 * at. A full page is taken from the top: scrolled, the sticky header would be drawn across the middle of the picture.
 */
export async function snap(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<void> {
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join('test-results', 'screenshots', `${name}.png`), fullPage });
}

/** The newest mail in the server's outbox that was sent to `to`, decoded from quoted-printable. */
export function lastMailTo(to: string): string {
  const dir = join(process.env.SIDEBOARD_E2E_DATA!, 'outbox');
  const mails = readdirSync(dir)
    .sort()
    .map((file) => readFileSync(join(dir, file), 'utf8').replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16))))
    .filter((mail) => mail.includes(`To: ${to}`));
  if (!mails.length) throw new Error(`no mail to ${to}`);
  return mails[mails.length - 1];
}

export function confirmationPath(mail: string): string {
  const match = /https?:\/\/[^/\s]+(\/confirm-email\?token=[A-Za-z0-9_%-]+)/.exec(mail);
  if (!match) throw new Error('no confirmation link in mail');
  return match[1];
}

export function uniqueUser(prefix = 'e2e') {
  const username = `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  return { username, email: `${username}@example.test`, password: 'correct horse 1', displayName: `${prefix.toUpperCase()} Player` };
}

export type User = ReturnType<typeof uniqueUser>;

/** A new account, registered through the API and confirmed through the emailed link (not yet signed in). */
export async function newAccount(request: APIRequestContext, prefix: string): Promise<User> {
  const user = uniqueUser(prefix);
  const registered = await request.post('/api/auth/register', { data: { username: user.username, email: user.email, password: user.password, display_name: user.displayName } });
  expect(registered.status()).toBe(201);
  expect((await request.get(`/api/auth${confirmationPath(lastMailTo(user.email))}`)).status()).toBe(200);
  return user;
}

export interface Account extends User {
  id: string;
  token: string;
  refreshToken: string;
  /** The signed-in user as the login call returns it (what the web client keeps in localStorage). */
  user: { id: string; username: string };
}

/** A new, confirmed account signed in through the API, with its tokens. */
export async function signedInAccount(request: APIRequestContext, prefix: string): Promise<Account> {
  const user = await newAccount(request, prefix);
  const login = await request.post('/api/auth/login', { data: { email: user.email, password: user.password } });
  expect(login.status(), await login.text()).toBe(200);
  const body = await login.json();
  return { ...user, id: body.user.id, token: body.access_token, refreshToken: body.refresh_token, user: body.user };
}

/** POST /api{path} as `who`; fails the test unless the call succeeds. */
export async function apiPost<T = { id: string }>(request: APIRequestContext, who: { token: string }, path: string, data: object): Promise<T> {
  const response = await request.post(`/api${path}`, { data, headers: { authorization: `Bearer ${who.token}` } });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return response.json();
}

/** Invites `who` to a team as `manager` and accepts the invitation as them (through the API). */
export async function joinTeam(request: APIRequestContext, manager: { token: string }, teamId: string, who: { username: string; token: string }, role = 'member'): Promise<void> {
  await apiPost(request, manager, `/teams/${teamId}/invite`, { identifier: who.username, role });
  const invitations = (await (await request.get('/api/invitations', { headers: { authorization: `Bearer ${who.token}` } })).json()) as { id: string; team: { id: string } }[];
  await apiPost(request, who, `/invitations/${invitations.find((i) => i.team.id === teamId)!.id}/accept`, {});
}

/** A private team with a private Modern project holding Boros Burn and Amulet Titan: where match specs log games. */
export async function burnVersusTitan(request: APIRequestContext, owner: Account, names: { team: string; project: string }) {
  const team = await apiPost(request, owner, '/teams', { name: names.team, visibility: 'private' });
  const project = await apiPost(request, owner, '/projects', { team_id: team.id, name: names.project, game: 'Magic: The Gathering', format: 'Modern', visibility: 'private' });
  const burn = await apiPost(request, owner, '/archetypes', { project_id: project.id, name: 'Boros Burn', game: 'Magic: The Gathering' });
  const titan = await apiPost(request, owner, '/archetypes', { project_id: project.id, name: 'Amulet Titan', game: 'Magic: The Gathering' });
  return { team, project, burn, titan };
}

/** Signs in through the form on /auth, as a person would. */
export async function signIn(page: Page, user: { email: string; password: string }): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/auth/);
}

/** The tokens and user of a signed-in session, as POST /api/auth/login returns them. */
export interface Session {
  access_token: string;
  refresh_token: string;
  user: { id: string; username: string };
}

/**
 * A fresh browser context signed in with `session` (or signed out with null), as if the person had signed in: the
 * web client keeps its session in localStorage. Only the tab's first page load is given the session, so signing out
 * in the test sticks.
 */
export async function pageWithSession(browser: Browser, session: Session | null, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext(options);
  if (session) {
    await context.addInitScript(
      ([token, refresh, user]) => {
        if (!sessionStorage.getItem('e2e-signed-in')) {
          sessionStorage.setItem('e2e-signed-in', '1');
          localStorage.setItem('auth_token', token);
          localStorage.setItem('refresh_token', refresh);
          localStorage.setItem('user', user);
        }
      },
      [session.access_token, session.refresh_token, JSON.stringify(session.user)],
    );
  }
  return context.newPage();
}

/**
 * Resolves once the page has started the live subscription `operation` over its WebSocket (call it before the page
 * loads): events published before then would not reach it.
 */
export function subscribed(page: Page, operation: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framesent', ({ payload }) => {
        if (typeof payload === 'string' && payload.includes('"subscribe"') && payload.includes(operation)) resolve();
      });
    });
  });
}

/**
 * What the page's sockets receive from now on: `received(text)` resolves once a frame holding `text` has come in
 * (call before the page opens its socket).
 */
export function receivedFrames(page: Page): { received(text: string): Promise<void> } {
  const frames: string[] = [];
  const waiting = new Set<{ text: string; resolve(): void }>();
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload !== 'string') return;
      frames.push(payload);
      for (const waiter of waiting) {
        if (!payload.includes(waiter.text)) continue;
        waiting.delete(waiter);
        waiter.resolve();
      }
    });
  });
  return {
    received: (text) => (frames.some((frame) => frame.includes(text)) ? Promise.resolve() : new Promise((resolve) => waiting.add({ text, resolve }))),
  };
}

/** Answers held back by holdAnswers. */
export interface HeldAnswers {
  /** Lets the oldest held answer go to the page. */
  release(): void;
  /** How many answers the server has given so far (held or let go). */
  answered(): number;
}

/**
 * Holds the GraphQL operation `operation` until `release()` lets the oldest one go. By default the request goes
 * through at once and only its answer waits, so the server has made its change (and sent its events) while the page
 * still waits; `{ sent: false }` holds the request itself.
 */
export async function holdAnswers(page: Page, operation: string, { sent = true } = {}): Promise<HeldAnswers> {
  const held: (() => void)[] = [];
  let answered = 0;
  await page.route('**/graphql', async (route) => {
    if (!(route.request().postData() ?? '').includes(`"operationName":"${operation}"`)) return route.fallback();
    const released = new Promise<void>((resolve) => held.push(resolve));
    if (!sent) await released;
    const response = await route.fetch();
    answered += 1;
    await released;
    await route.fulfill({ response });
  });
  return { release: () => held.shift()?.(), answered: () => answered };
}

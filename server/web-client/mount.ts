// Serves the built web client under its CSP (no inline scripts; see http-headers.ts): hashed assets cached for a
// year and sent precompressed (brotli or gzip, written by the build: web/precompress.ts), robots.txt, and for every
// other path the client's page with that page's head and first view (page-html.ts), so that client-side routes work
// on reload and crawlers and link previews read what a page is about.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Handler, Hono } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppDeps } from '../context.ts';
import { POLICIES, withPolicy } from '../http-headers.ts';
import { log } from '../observability/logger.ts';
import { readBuildManifest } from './build-manifest.ts';
import { renderPage } from './page-html.ts';
import { APP_MODULE, publicPageAt, type PublicPage } from './public-pages.ts';

/** Hashed file names change with their content: a browser may keep them for a year without asking again. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages are asked for again each time (cheaply, they are small), so that a new release's asset names are seen. */
export const PAGE_CACHE = 'no-cache';

/** Crawlers may read the pages; the APIs and the signed-in areas are not content to index. */
export const ROBOTS_TXT = ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /graphql', 'Disallow: /admin', 'Disallow: /debug', ''].join('\n');

export function mountWebClient(app: Hono<{ Bindings: HttpBindings }>, webDist: string, deps: AppDeps): void {
  const root = relative(process.cwd(), webDist) || '.';
  const template = readFileSync(join(webDist, 'index.html'), 'utf8');
  const assetsOf = readBuildManifest(webDist);
  app.use('*', withPolicy(POLICIES.webClient));
  app.get('/robots.txt', (c) => c.text(ROBOTS_TXT, 200, { 'Cache-Control': 'public, max-age=86400' }));
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', IMMUTABLE);
  });
  const page: Handler = async (c) => {
    const url = new URL(c.req.url);
    const found = await publicPageAt(deps, url).catch((error: unknown): PublicPage => {
      log.warn(`page head of ${url.pathname}: ${error instanceof Error ? error.message : String(error)}; serving the plain page`);
      return { kind: 'other' };
    });
    const assets = assetsOf(found.kind === 'project' ? [APP_MODULE, found.route] : [APP_MODULE]);
    const body = renderPage(template, found, `${deps.config.publicUrl}${url.pathname}${url.search}`, assets);
    return c.html(body, 200, { 'Cache-Control': PAGE_CACHE });
  };
  // Before the static files, which would answer / with index.html as built.
  app.get('/', page);
  app.get('/index.html', page);
  // The build's manifest is for the server (build-manifest.ts), not for browsers.
  app.get('/.vite/*', (c) => c.text('Not found', 404));
  app.use('*', serveStatic({ root, precompressed: true }));
  // A chunk that is not there (an old page asking for a replaced release's file) is missing, not a page.
  app.get('/assets/*', (c) => c.text('Not found', 404));
  app.get('*', page);
  log.debug(`serving the web client from ${webDist}`);
}

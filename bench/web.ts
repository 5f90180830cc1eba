// The web client as a browser meets it: JavaScript the first page loads (gzip) and the time to the first render of
// `/` and of a project page in headless Chromium (fresh browser context each run: no cache). Build first
// (`npm run build`). Target: ≤ 250 kB gzip of JavaScript for the first page.
//   node bench/web.ts [runs]
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { benchDatabase, machine, report, startServer } from './support.ts';
import { seedDemoSite } from './demo-site.ts';
import { readBuildManifest } from '../server/web-client/build-manifest.ts';
import { APP_MODULE } from '../server/web-client/public-pages.ts';

const RUNS = Number(process.argv[2] ?? 10);
const dist = join(import.meta.dirname, '../dist/web');
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/**
 * The scripts every page loads up front (index.html's entry and module preloads, and the app's chunks that the server
 * names as module preloads: server/web-client), gzipped, and every chunk for comparison.
 */
function bundleSizes() {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const fromHtml = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const first = [...fromHtml, ...readBuildManifest(dist)([APP_MODULE]).modules.map((href) => href.slice(1))];
  const gzip = (file: string) => gzipSync(readFileSync(join(dist, file))).length;
  const all = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
  const css = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.css'));
  return {
    firstPageJs: first.reduce((sum, file) => sum + gzip(file), 0),
    firstPageFiles: first.length,
    allJs: all.reduce((sum, file) => sum + gzip(join('assets', file)), 0),
    css: css.reduce((sum, file) => sum + gzip(join('assets', file)), 0),
    chunks: all.length,
  };
}

const sizes = bundleSizes();
console.log(`${machine()}, headless Chromium`);
console.log(`first page JavaScript: ${kB(sizes.firstPageJs)} gzip in ${sizes.firstPageFiles} file(s) (target ≤ 250 kB: ${sizes.firstPageJs <= 250 * 1024 ? 'met' : 'missed'}); all ${sizes.chunks} chunks ${kB(sizes.allJs)}; CSS ${kB(sizes.css)}`);

const database = await benchDatabase();
const projectPath = await seedDemoSite(database);
const server = await startServer(database.env);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  for (const [label, path, ready] of [
    ['/ (landing, visitor)', '/', '[role="tab"]'],
    ['project page (visitor)', projectPath, 'h1'],
  ] as const) {
    const firstRender: number[] = [];
    const fcp: number[] = [];
    for (let i = 0; i < RUNS + 1; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${server.url}${path}`);
      await page.waitForSelector(ready).catch(async (error) => {
        await page.screenshot({ path: '/tmp/bench-web-failure.png' });
        throw error;
      });
      const timing = await page.evaluate(() => ({
        now: performance.now(),
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      }));
      await context.close();
      if (i === 0) continue; // the server's first answer warms its caches
      firstRender.push(timing.now);
      fcp.push(timing.fcp);
    }
    report(`${label}: first contentful paint`, fcp);
    report(`${label}: content rendered`, firstRender);
  }
} finally {
  await browser.close();
  await server.stop();
  await database.cleanup();
}

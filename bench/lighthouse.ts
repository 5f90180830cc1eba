// First load on a phone, as Lighthouse measures it (its default mobile preset: a simulated slow 4G network and a 4×
// slower CPU) in Debian's headless Chromium: `/`, the demo's public project page and its matrix tab, served by the
// production server on the embedded database with the demo data, and in the same run a bare static HTML page (the
// anchor: what this machine scores for a page with no JavaScript at all). Each page is measured RUNS times with a
// fresh profile (no cache); the median of each figure is printed. Build first (`npm run build`).
// Targets (issue 26): Performance ≥ 95, SEO 100, Total Blocking Time ≤ 150 ms, Largest Contentful Paint ≤ 1.8 s.
//   node bench/lighthouse.ts [runs]
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { benchDatabase, freePort, machine, quantile, startServer } from './support.ts';
import { seedDemoSite } from './demo-site.ts';

const RUNS = Number(process.argv[2] ?? 3);
const CATEGORIES = ['performance', 'seo', 'accessibility', 'best-practices'] as const;

/** The anchor: one heading and a paragraph, no script, no style sheet, as small as a page gets. */
const BARE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Anchor</title><meta name="description" content="A bare static page: the floor of this machine's scores."></head>
<body><main><h1>Test decks together. Bring the right one.</h1><p>Discover public projects, decks and archetypes from teams around the world.</p></main></body></html>`;

interface Figures {
  performance: number;
  seo: number;
  accessibility: number;
  bestPractices: number;
  lcp: number;
  tbt: number;
  fcp: number;
  cls: number;
  /** JavaScript transferred over the network (compressed bytes), in kB. */
  jsKb: number;
  /** Lighthouse's measure of this machine's speed during the run (a fast desktop scores 1,500 or more). */
  benchmarkIndex: number;
}

async function serveBarePage(): Promise<{ url: string; server: Server }> {
  const port = await freePort();
  const server = createServer((request, response) => {
    if (request.url === '/robots.txt') return void response.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(BARE_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}/`, server };
}

/** One Lighthouse run in a new Chromium with an empty profile. */
async function measure(url: string, label: string): Promise<Figures> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'sideboard-lighthouse-'));
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    userDataDir,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits } = result.lhr;
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const ms = (id: string) => audits[id]?.numericValue ?? NaN;
    const requests = (audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
    printMissedAudits(result.lhr, url);
    printLcpElement(result.lhr, label);
    return {
      performance: score('performance'),
      seo: score('seo'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcp: ms('largest-contentful-paint'),
      tbt: ms('total-blocking-time'),
      fcp: ms('first-contentful-paint'),
      cls: ms('cumulative-layout-shift'),
      jsKb: requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
    };
  } finally {
    await chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** Prints the scored audits that failed outside Performance, so that a missing point can be traced. */
function printMissedAudits(lhr: { categories: Record<string, { auditRefs: { id: string; weight: number }[] }>; audits: Record<string, { score: number | null; title: string }> }, url: string): void {
  for (const category of ['seo', 'accessibility', 'best-practices']) {
    const missed = lhr.categories[category]?.auditRefs.filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && (lhr.audits[ref.id]?.score ?? 1) < 1) ?? [];
    for (const ref of missed) console.log(`    ${category}: "${lhr.audits[ref.id].title}" failed on ${url}`);
  }
}

/**
 * Prints the element Lighthouse took as the Largest Contentful Paint (its selector, tag and text) and when the browser
 * observed that paint in the unthrottled trace. The simulated LCP counts as needed by that paint every request that
 * finished before that moment (and every script evaluated before it), so a late, larger candidate (one the app
 * renders) or code downloaded before the paint moves it.
 */
function printLcpElement(lhr: { audits: Record<string, { details?: unknown }> }, label: string): void {
  // Lighthouse 13 names the element in its LCP breakdown insight, as a detail of type "node" (next to the table of
  // the paint's subparts). The element may no longer be in the page (the app replaces the server's first view).
  interface Detail { type?: string; selector?: string; snippet?: string; nodeLabel?: string }
  const details = (lhr.audits['lcp-breakdown-insight']?.details as { items?: Detail[] } | undefined)?.items ?? [];
  const node = details.find((detail) => detail.type === 'node');
  const observed = (lhr.audits.metrics?.details as { items?: { observedLargestContentfulPaint?: number; observedFirstContentfulPaint?: number }[] } | undefined)?.items?.[0];
  const text = (node?.nodeLabel ?? '').replace(/\s+/g, ' ').slice(0, 60);
  console.log(`    ${label}: LCP element ${node?.selector ?? '(none)'} ${node?.snippet ?? ''} "${text}"  (observed FCP ${observed?.observedFirstContentfulPaint?.toFixed(0)} ms, LCP ${observed?.observedLargestContentfulPaint?.toFixed(0)} ms)`);
}

const median = (runs: Figures[], key: keyof Figures) => quantile(runs.map((run) => run[key]), 0.5);

function printRuns(label: string, runs: Figures[]): void {
  const line = (name: string, figures: Record<keyof Figures, number>) =>
    console.log(
      `${label.padEnd(22)} ${name.padEnd(7)} perf ${String(figures.performance).padStart(3)}  seo ${String(figures.seo).padStart(3)}  a11y ${String(figures.accessibility).padStart(3)}  bp ${String(figures.bestPractices).padStart(3)}` +
        `  LCP ${(figures.lcp / 1000).toFixed(2)} s  TBT ${figures.tbt.toFixed(0).padStart(4)} ms  FCP ${(figures.fcp / 1000).toFixed(2)} s  CLS ${figures.cls.toFixed(3)}  JS ${figures.jsKb.toFixed(1)} kB  (machine ${figures.benchmarkIndex.toFixed(0)})`,
    );
  runs.forEach((run, i) => line(`run ${i + 1}`, run));
  const keys = Object.keys(runs[0]) as (keyof Figures)[];
  line('median', Object.fromEntries(keys.map((key) => [key, median(runs, key)])) as Record<keyof Figures, number>);
}

console.log(`${machine()}, Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version} (mobile preset), ${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'} headless, ${RUNS} runs per page`);
const database = await benchDatabase();
const projectPath = await seedDemoSite(database);
const app = await startServer(database.env);
const anchor = await serveBarePage();
try {
  const pages: [string, string][] = [
    ['anchor (static HTML)', anchor.url],
    ['/ (landing)', `${app.url}/`],
    ['public project', `${app.url}${projectPath}`],
    ['its matrix tab', `${app.url}${projectPath}?tab=matrix`],
  ];
  // The server's first answers warm its caches (and the matrix's); not measured.
  for (const [, url] of pages) await fetch(url);
  await measure(`${app.url}${projectPath}?tab=matrix`, 'warm-up');
  for (const [label, url] of pages) {
    const runs: Figures[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(url, label));
    printRuns(label, runs);
  }
} finally {
  anchor.server.close();
  await app.stop();
  await database.cleanup();
}

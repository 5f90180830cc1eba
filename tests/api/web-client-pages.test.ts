// The web client's pages as the server sends them, before any script runs: each public page's title, description and
// Open Graph tags (escaped; a private project's page names nothing), robots.txt, and how files are cached and
// compressed. A small stand-in build (index.html as Vite writes it, a manifest, a chunk with its precompressed copies)
// is served, so the test does not depend on `npm run build`.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { buildWorld, type World } from './helpers/world.ts';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Sideboard: test decks as a team, track matchups, and pick what to bring." />
    <title>Sideboard</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc123.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const ENTRY_JS = `console.log(${JSON.stringify('the entry '.repeat(300))});`;

const MANIFEST = {
  'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_react.js'], css: ['assets/index-abc123.css'] },
  '_react.js': { file: 'assets/react-abc123.js' },
  'src/screens/Project/route.tsx': { file: 'assets/route-def456.js', isDynamicEntry: true, imports: ['_react.js', '_Modal.js'], css: ['assets/route-def456.css'] },
  '_Modal.js': { file: 'assets/Modal-ghi789.js' },
  'src/main.tsx': { file: 'assets/main-jkl012.js', isDynamicEntry: true, imports: ['_react.js'] },
};

let t: TestApp;
let w: World;
let webDist: string;
let trickyProject: { id: string; team_id: string };

const TRICKY_NAME = `<script>alert("x")</script> & Co's $& $' deck`;

function writeBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sideboard-web-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), ENTRY_JS);
  writeFileSync(join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync(ENTRY_JS));
  writeFileSync(join(dir, 'assets', 'index-abc123.js.gz'), gzipSync(ENTRY_JS));
  return dir;
}

beforeAll(async () => {
  webDist = writeBuild();
  t = await startTestApp({ PUBLIC_URL: 'https://sideboard.example' }, { webDist });
  w = await buildWorld(t);
  const created = await t.rest('POST', '/projects', {
    token: w.owner.token,
    body: { name: TRICKY_NAME, team_id: w.publicTeam.id, game: 'Pokémon <TCG>', visibility: 'public', description: 'Line one\n"quoted" <b>bold</b>' },
  });
  expect(created.status).toBe(201);
  trickyProject = created.body;
});
afterAll(async () => {
  await t.stop();
  rmSync(webDist, { recursive: true, force: true });
});

const page = (path: string, headers: Record<string, string> = {}) => t.app.fetch(new Request(`http://sideboard.test${path}`, { headers }));

async function html(path: string): Promise<string> {
  const response = await page(path);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/html');
  return response.text();
}

/** The content of `<meta property|name="key" content="…">`, still escaped as in the page. */
const meta = (document: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(document)?.[1];
const title = (document: string) => /<title>([^<]*)<\/title>/.exec(document)?.[1];
const projectUrl = (project: { id: string }, teamId: string) => `/teams/${teamId}/projects/${project.id}`;

describe('page heads', () => {
  it('gives the landing page a title, description and Open Graph tags, and a first view of its greeting', async () => {
    const document = await html('/');
    expect(title(document)).toBe('Sideboard: test decks together, bring the right one');
    expect(meta(document, 'description')).toContain('test decks as a team');
    expect(meta(document, 'og:title')).toBe(title(document));
    expect(meta(document, 'og:url')).toBe('https://sideboard.example/');
    expect(document.match(/<title>/g)).toHaveLength(1);
    expect(document.match(/<meta name="description"/g)).toHaveLength(1);
    expect(document).toMatch(/<div id="root">.*<h1>Test decks together\. Bring the right one\.<\/h1>/s);
    expect(document).toContain('<template id="app-chunks"><link rel="modulepreload" crossorigin href="/assets/main-jkl012.js" /></template>');
  });

  it("names a public project and its game in a shared matrix link, preloading the project screen's files", async () => {
    const path = `${projectUrl(w.publicProject, w.publicTeam.id)}?tab=matrix`;
    const document = await html(path);
    expect(title(document)).toBe('Open Gauntlet: Magic: The Gathering Modern matchup matrix · Sideboard');
    expect(meta(document, 'og:title')).toBe(title(document));
    expect(meta(document, 'og:description')).toContain('Magic: The Gathering Modern matchup testing by Open Guild');
    expect(meta(document, 'og:url')).toBe(`https://sideboard.example${path}`);
    // The chunks are named in an inert template, fetched only once the first view is painted (web/src/boot.ts): before
    // that paint nothing but the page and its style sheets loads.
    const chunks = /<template id="app-chunks">(.*?)<\/template>/s.exec(document)?.[1];
    expect(chunks).toBe(
      ['main-jkl012', 'route-def456', 'Modal-ghi789'].map((file) => `<link rel="modulepreload" crossorigin href="/assets/${file}.js" />`).join(''),
    );
    expect(document.replace(/<template id="app-chunks">.*?<\/template>/s, '')).not.toContain('modulepreload');
    expect(document).toContain('<link rel="stylesheet" crossorigin href="/assets/route-def456.css" />');
    expect(document).not.toContain('href="/assets/react-abc123.js" />'); // the entry loads it already
    expect(document).toMatch(/<div id="root">.*<h1>Open Gauntlet<\/h1>/s);
  });

  it('escapes everything it takes from the database', async () => {
    const document = await html(projectUrl(trickyProject, w.publicTeam.id));
    expect(document).not.toContain('<script>alert');
    expect(document).not.toContain('<b>bold');
    expect(document).not.toContain('<TCG>');
    const escapedName = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co&#39;s $&amp; $&#39; deck';
    expect(title(document)).toBe(`${escapedName}: Pokémon &lt;TCG&gt; matchup testing · Sideboard`);
    expect(meta(document, 'og:description')).toBe('Line one &quot;quoted&quot; &lt;b&gt;bold&lt;/b&gt;');
    expect(document).toContain(`<h1>${escapedName}</h1>`);
    // Exactly one head and one root: nothing in the name opened or closed an element.
    expect(document.match(/<\/head>/g)).toHaveLength(1);
    expect(document.match(/<div id="root">/g)).toHaveLength(1);
  });

  it('cuts a long description at a word for the description tags', async () => {
    const description = `${'Sideboarding against control '.repeat(40)}end`;
    const created = await t.rest('POST', '/projects', { token: w.owner.token, body: { name: 'Long Notes', team_id: w.publicTeam.id, game: 'Lorcana', visibility: 'public', description } });
    const document = await html(projectUrl(created.body, w.publicTeam.id));
    const shown = meta(document, 'description')!;
    expect(shown.length).toBeLessThanOrEqual(200);
    expect(shown.endsWith('…')).toBe(true);
    const kept = shown.slice(0, -1);
    expect(description.startsWith(kept)).toBe(true);
    expect(description[kept.length]).toBe(' '); // cut between words
    expect(kept.length).toBeGreaterThan(150);
    expect(meta(document, 'og:description')).toBe(shown);
  });

  it("gives nothing away about a private project, a public project's private team, or an unknown id", async () => {
    const privatePage = await html(projectUrl(w.privateProject, w.privateTeam.id));
    const unknownPage = await html(projectUrl({ id: '01a211af-aa40-74f5-bc1f-000000000000' }, w.privateTeam.id));
    expect(privatePage).not.toContain('Secret Tech');
    expect(privatePage).not.toContain('Private Squad');
    expect(privatePage).not.toContain('og:title');
    expect(privatePage).not.toContain('route-def456');
    // The same page as for a project that does not exist: being private is not told apart from not existing.
    expect(privatePage).toBe(unknownPage);
    expect(title(privatePage)).toBe('Sideboard');

    const sharedPage = await html(projectUrl(w.publicProjectOfPrivateTeam, w.privateTeam.id));
    expect(title(sharedPage)).toContain('Shared Findings');
    expect(sharedPage).not.toContain('Private Squad');
  });

  it('serves other client routes the page with the site name only, never cached', async () => {
    const response = await page('/teams');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const document = await response.text();
    expect(title(document)).toBe('Sideboard');
    expect(document).toContain('<div id="root"></div>');
    // No first view to paint: the app is the page, and its chunks are fetched at once.
    expect(document).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/main-jkl012.js" />');
    expect(document).not.toContain('<template');
  });
});

describe('robots.txt, caching and compression', () => {
  it('serves robots.txt allowing the pages and not the APIs', async () => {
    const response = await page('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const body = await response.text();
    expect(body).toMatch(/^User-agent: \*$/m);
    expect(body).toMatch(/^Allow: \/$/m);
    expect(body).toMatch(/^Disallow: \/api\/$/m);
  });

  it('sends hashed assets precompressed (brotli first, then gzip) and cached for a year', async () => {
    const brotli = await page('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.get('vary')).toContain('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(ENTRY_JS);

    const gzip = await page('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(ENTRY_JS);

    const plain = await page('/assets/index-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(ENTRY_JS);
  });

  it('compresses pages, and answers 404 for a missing chunk and for the build manifest', async () => {
    const response = await page('/', { 'accept-encoding': 'gzip' });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toContain('<title>Sideboard: test decks');
    const missing = await page('/assets/index-gone99.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBeNull();
    expect((await page('/.vite/manifest.json')).status).toBe(404);
  });
});

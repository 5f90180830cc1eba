// The HTML of a page of the web client: the built index.html with the page's own head (title, description, Open
// Graph) and a first view of its content inside #root, which the client replaces when it renders (it shows the same
// markup until then: web/src/screens/AppShell/ServerPreview.tsx). Every value from the database goes through hono's
// html`` template, which escapes it; the preview copies the classes of the screens it stands for, so that it is styled
// by the same sheets and the client's first render does not move what is already on screen.
import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { SITE_DESCRIPTION, SITE_NAME, type PublicPage, type PublicProject } from './public-pages.ts';
import type { RouteAssets } from './build-manifest.ts';

const markup = (strings: TemplateStringsArray, ...values: unknown[]) => html(strings, ...values) as HtmlEscapedString;

/** At most `max` characters, cut at a word, for descriptions that previews show on one or two lines. */
function clip(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const lastSpace = flat.lastIndexOf(' ', max - 1);
  return `${flat.slice(0, lastSpace > 0 ? lastSpace : max - 1)}…`;
}

const projectName = (project: PublicProject) => project.name.trim() || 'Unnamed Project';
const gameName = (project: PublicProject) => project.game.trim() || 'Unknown Game';

interface Head {
  title: string;
  description: string;
}

export function headOf(page: PublicPage): Head {
  if (page.kind !== 'project') return { title: page.kind === 'landing' ? `${SITE_NAME}: test decks together, bring the right one` : SITE_NAME, description: SITE_DESCRIPTION };
  const { project, tab } = page;
  const what = tab === 'matrix' ? 'matchup matrix' : tab === 'matches' ? 'matches' : 'matchup testing';
  const format = project.format ? ` ${project.format}` : '';
  const team = project.teamName ? ` by ${project.teamName}` : '';
  return {
    title: `${projectName(project)}: ${gameName(project)}${format} ${what} · ${SITE_NAME}`,
    description: clip(project.description?.trim() || `${gameName(project)}${format} matchup testing${team} on ${SITE_NAME}: decks, logged matches and the matchup matrix.`),
  };
}

/** The id of the inert list of the app's chunks on a page with a first view (web/src/boot.ts reads it). */
export const APP_CHUNKS_ID = 'app-chunks';

/**
 * The app's chunks, as module preloads. On a page with a first view they are written inside a <template>, which the
 * browser does not fetch from: boot.ts moves them into the head once that view is painted, so that the paint needs
 * only the HTML and the style sheets and nothing else is downloaded before it (Lighthouse takes whatever finished
 * loading before the largest paint as needed by it). On other pages the app is the content, and they are fetched at
 * once, at low priority, behind the style sheets.
 */
function moduleTags(page: PublicPage, modules: string[]): HtmlEscapedString | '' {
  if (modules.length === 0) return '';
  if (page.kind === 'other') return markup`${modules.map((href) => markup`
    <link rel="modulepreload" crossorigin fetchpriority="low" href="${href}" />`)}`;
  return markup`
    <template id="${APP_CHUNKS_ID}">${modules.map((href) => markup`<link rel="modulepreload" crossorigin href="${href}" />`)}</template>`;
}

function headTags(page: PublicPage, url: string, assets: RouteAssets): HtmlEscapedString {
  const { title, description } = headOf(page);
  const shared = page.kind === 'other' ? '' : markup`
    <meta property="og:type" content="website" />
    <meta property="og:site_name" content="${SITE_NAME}" />
    <meta property="og:title" content="${title}" />
    <meta property="og:description" content="${description}" />
    <meta property="og:url" content="${url}" />
    <meta name="twitter:card" content="summary" />`;
  return markup`<title>${title}</title>
    <meta name="description" content="${description}" />${shared}${assets.styles.map((href) => markup`
    <link rel="stylesheet" crossorigin href="${href}" />`)}${moduleTags(page, assets.modules)}`;
}

/** The header bar as a visitor first sees it (components/Header.tsx without its links, which need the client). */
const HEADER = markup`<header class="app-header"><div class="app-header-inner"><a href="/" class="brand"><img src="/favicon.svg" alt="" />${SITE_NAME}</a></div></header>`;

/** The landing page's greeting for a visitor (screens/Landing/LandingHero.tsx). */
const LANDING = markup`<div class="container"><section class="hero"><h1>Test decks together. Bring the right one.</h1><p>Discover public projects, decks and archetypes from teams around the world. Sign in to create your own, log matches and read your matchup matrix.</p><div class="row"><a href="/auth?mode=register" class="btn btn-light btn-lg">Get Started</a><a href="/auth" class="btn btn-ghost btn-lg" style="color:#fff">Sign In</a></div></section></div>`;

/** A project's breadcrumb, read-only banner and title block, as a visitor sees them (screens/Project/ProjectDetail.tsx). */
const projectHeader = (project: PublicProject) =>
  markup`<div class="container"><div class="project-page">${project.teamName ? markup`<nav class="project-breadcrumb" aria-label="Breadcrumb"><a href="/teams/${project.teamId}">${project.teamName}</a></nav>` : ''}<div class="banner" role="note"><span>You are viewing this project read-only.</span><a href="/auth" class="btn btn-primary btn-sm">Sign In to Edit</a></div><header class="project-header"><div class="project-header-text"><h1>${projectName(project)}</h1><div class="row project-badges"><span class="badge badge-public">Public</span><span class="badge badge-primary">${gameName(project)}</span>${project.format ? markup`<span class="badge badge-info">${project.format}</span>` : ''}</div>${project.description ? markup`<p class="project-description">${project.description}</p>` : ''}</div></header></div></div>`;

function preview(page: PublicPage): HtmlEscapedString | '' {
  if (page.kind === 'landing') return markup`${HEADER}<main>${LANDING}</main>`;
  if (page.kind === 'project') return markup`${HEADER}<main>${projectHeader(page.project)}</main>`;
  return '';
}

/** index.html (as built) with the page's head and preview. `url` is the page's public address, for og:url. */
export function renderPage(template: string, page: PublicPage, url: string, assets: RouteAssets): string {
  // Replacer functions, not strings: a replacement string would read `$&` or `$'` in a project's name as patterns.
  return template
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace('</head>', () => `${headTags(page, url, assets)}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${preview(page)}</div>`);
}

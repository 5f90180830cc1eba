// What the server says about a page before any JavaScript runs: its title, description and Open Graph tags (read by
// crawlers and by link previews, which run no script) and a first view of its content (painted before the client's
// bundle arrives). Always as a visitor: the browser's session lives in localStorage, so the server never knows who
// asks, and a page a visitor may not read (a private project, an unknown id) says nothing more than the site's name.
import type { AppDeps } from '../context.ts';
import { createRequestContext } from '../context.ts';
import { DomainError } from '../domain/errors.ts';
import { getProject } from '../services/projects/project-queries.ts';

export const SITE_NAME = 'Sideboard';
export const SITE_DESCRIPTION = 'Sideboard: test decks as a team, track matchups, and pick what to bring.';

/** A project page as a visitor may see it. */
export interface PublicProject {
  name: string;
  game: string;
  format: string | null;
  description: string | null;
  teamId: string;
  teamName: string | null;
}

export type PublicPage =
  | { kind: 'landing' }
  | { kind: 'project'; project: PublicProject; tab: 'dashboard' | 'matches' | 'matrix'; route: string }
  /** Any other page, and pages a visitor may not read: the site's own name and description only. */
  | { kind: 'other' };

const PROJECT_PATH = /^\/teams\/[^/]+\/projects\/([^/]+)\/?$/;

/** The web client's app (web/src/main.tsx), which its small entry (boot.ts) imports after the first paint. */
export const APP_MODULE = 'src/main.tsx';

/** The web client's module that renders project pages (its chunk is preloaded with the page). */
export const PROJECT_ROUTE_MODULE = 'src/screens/Project/route.tsx';

export async function publicPageAt(deps: AppDeps, url: URL): Promise<PublicPage> {
  if (url.pathname === '/') return { kind: 'landing' };
  const projectId = PROJECT_PATH.exec(url.pathname)?.[1];
  if (!projectId) return { kind: 'other' };
  const project = await visitorsProject(deps, decodeURIComponent(projectId));
  if (!project) return { kind: 'other' };
  const tab = url.searchParams.get('tab');
  return { kind: 'project', project, tab: tab === 'matrix' || tab === 'matches' ? tab : 'dashboard', route: PROJECT_ROUTE_MODULE };
}

/** The project as the project service gives it to a visitor, or null when a visitor may not read it. */
async function visitorsProject(deps: AppDeps, projectId: string): Promise<PublicProject | null> {
  try {
    const { project } = await getProject(await createRequestContext(deps, null), projectId);
    return { name: project.name, game: project.game, format: project.format, description: project.description, teamId: project.teamId, teamName: project.team.name };
  } catch (error) {
    // Not found and not readable are the same answer; anything else (the database is down) is for the caller.
    if (error instanceof DomainError) return null;
    throw error;
  }
}

// One context factory for every way in: GraphQL over HTTP and SSE (Authorization header), graphql-ws
// (connection_init payload) and REST (Authorization header). Services receive this context.
import type pg from 'pg';
import type { Config } from './config.ts';
import type { Db } from './db/connect.ts';
import type { MailSender } from './mail/mail-sender.ts';
import type { Events } from './pubsub.ts';
import { createViewerRightsCache, type ViewerRights, type ViewerRightsCache } from './services/access/viewer-rights.ts';
import { authenticate, holds, type Credential } from './services/auth/credentials.ts';
import { createAnnouncedChanges, type AnnouncedChanges } from './services/matches/announced-changes.ts';
import { createKeptProjects, type KeptProjects } from './services/projects/kept-projects.ts';
import { Viewer } from './services/viewer.ts';

/** What the app holds for its lifetime. */
export interface AppDeps {
  db: Db;
  pool: pg.Pool;
  /** Whether the database is up (answers at once, also while the database is busy). */
  databaseHealthy: () => Promise<boolean>;
  events: Events;
  /** False while the shared event transport (Redis) is unreachable. */
  eventsHealthy: () => boolean;
  /** True once the app is shutting down: it still serves requests in flight but should get no new ones. */
  draining: () => boolean;
  /** Delivers mails queued in the outbox (mail/outbox.ts), retrying what fails. */
  mailer: MailSender;
  config: Config;
  /** Signed-in viewers' rights, kept in memory (services/access/viewer-rights.ts). */
  viewerRights: ViewerRightsCache;
  /** Project rows, kept in memory (services/projects/kept-projects.ts). */
  keptProjects: KeptProjects;
  /** The match changes of projects' latest versions, as announced (services/matches/announced-changes.ts). */
  announcedChanges: AnnouncedChanges;
}

/**
 * The deps of the app, or of a script that acts through the services (the seed, benchmarks), on an opened database,
 * event bus and mailer; nothing is kept in memory yet.
 */
export function appDeps(
  database: Pick<AppDeps, 'db' | 'pool'> & { healthy: AppDeps['databaseHealthy'] },
  bus: { events: Events; healthy: () => boolean },
  mailer: MailSender,
  config: Config,
  draining: () => boolean = () => false,
): AppDeps {
  const { db, pool, healthy } = database;
  return {
    db,
    pool,
    databaseHealthy: healthy,
    events: bus.events,
    eventsHealthy: bus.healthy,
    draining,
    mailer,
    config,
    viewerRights: createViewerRightsCache(db),
    keptProjects: createKeptProjects(db),
    announcedChanges: createAnnouncedChanges(),
  };
}

/** What one request (or one WebSocket connection) works with. */
export interface RequestContext extends AppDeps {
  viewer: Viewer;
  /** The client's network address (see client-address.ts), for per-client limits; null when not known. */
  clientAddress: string | null;
}

/** "Bearer abc" → "abc"; anything else → null. */
export function bearerToken(header: string | null | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1] : null;
}

/**
 * Builds the context for a request. No token means a signed-out viewer; a token that is invalid, expired, revoked,
 * of an ended session or of a deleted user is an AuthenticationError (HTTP 401), so that clients refresh instead of
 * silently continuing as a visitor. The viewer's rights come from memory, not a database read (viewer-rights.ts).
 */
export async function createRequestContext(deps: AppDeps, token: string | null, clientAddress: string | null = null): Promise<RequestContext> {
  if (!token) return { ...deps, viewer: Viewer.anonymous(), clientAddress };
  const { userId, credential, rights } = await authenticate(deps, token);
  return { ...deps, viewer: viewerWith(deps, userId, rights, credential), clientAddress };
}

function viewerWith(deps: Pick<AppDeps, 'viewerRights'>, userId: string, rights: ViewerRights, credential: Credential | null): Viewer {
  const reload = async () => {
    const current = await deps.viewerRights.get(userId);
    return current && (!credential || holds(current, credential)) ? current : null;
  };
  return new Viewer(rights, reload, credential);
}

/** The viewer for a user id as the server acts for them (no credential of theirs), or null when no such user exists. */
export async function viewerOf(deps: Pick<AppDeps, 'viewerRights'>, userId: string): Promise<Viewer | null> {
  const rights = await deps.viewerRights.get(userId);
  return rights && viewerWith(deps, userId, rights, null);
}

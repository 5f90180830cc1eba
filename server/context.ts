// One context factory for every way in: GraphQL over HTTP and SSE (Authorization header), graphql-ws
// (connection_init payload) and REST (Authorization header). Services receive this context.
import type pg from 'pg';
import type { Config } from './config.ts';
import type { Db } from './db/connect.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Events } from './pubsub.ts';
import { AuthenticationError } from './domain/errors.ts';
import { verifyAccessToken } from './services/auth/session-tokens.ts';
import { Viewer } from './services/viewer.ts';

/** What the app holds for its lifetime. */
export interface AppDeps {
  db: Db;
  pool: pg.Pool;
  events: Events;
  /** False while the shared event transport (Redis) is unreachable. */
  eventsHealthy: () => boolean;
  mailer: Mailer;
  config: Config;
}

/** What one request (or one WebSocket connection) works with. */
export interface RequestContext extends AppDeps {
  viewer: Viewer;
}

/** "Bearer abc" → "abc"; anything else → null. */
export function bearerToken(header: string | null | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1] : null;
}

/**
 * Builds the context for a request. No token means a signed-out viewer; a token that is invalid, expired or
 * belongs to a deleted user is an AuthenticationError (HTTP 401), so that clients refresh instead of silently
 * continuing as a visitor.
 */
export async function createRequestContext(deps: AppDeps, token: string | null): Promise<RequestContext> {
  if (!token) return { ...deps, viewer: Viewer.anonymous(deps.db) };
  const userId = await verifyAccessToken(deps.config.jwtSecret, token);
  // The user and their team roles in one statement: almost every request needs both.
  const row = await deps.db.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      username: true,
      email: true,
      displayName: true,
      isAdmin: true,
      emailVerified: true,
      memberships: { select: { teamId: true, role: true } },
    },
  });
  if (!row) throw new AuthenticationError('Invalid or expired token');
  const { memberships, ...user } = row;
  return { ...deps, viewer: new Viewer(user, deps.db, new Map(memberships.map((m) => [m.teamId, m.role]))) };
}

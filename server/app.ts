// createApp(config) → { fetch, start, stop }: one HTTP server for the web client, /graphql (HTTP, SSE, WebSocket)
// and the REST facade at /api. Tests drive `fetch` in-process; `start` listens on config.port.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { except } from 'hono/combine';
import { getRequestListener, type HttpBindings } from '@hono/node-server';
import type { Config } from './config.ts';
import { appDeps, type AppDeps } from './context.ts';
import { openDatabase } from './db/connect.ts';
import { mailSenderFor } from './mail/mail-sender.ts';
import { corsForOrigins, MAX_BODY_BYTES, securityHeaders } from './http-headers.ts';
import { mountWebClient } from './web-client/mount.ts';
import { createEventBus } from './pubsub.ts';
import { followRightsChanges } from './services/access/viewer-rights.ts';
import { followProjectChanges } from './services/projects/kept-projects.ts';
import { followMatchStates } from './services/matches/match-state.ts';
import { buildSchema } from './graphql/schema/index.ts';
import { createGraphQLServer } from './graphql/yoga.ts';
import { createGraphiQLPage } from './graphql/graphiql.ts';
import { attachGraphQLWebSocket } from './graphql/websocket.ts';
import { createRestApi } from './rest/mount.ts';
import { routes } from './rest/routes.ts';
import { configureLogging } from './observability/logger.ts';
import { clientAddress } from './client-address.ts';
import { requestLog } from './observability/requests.ts';
import { metricsEndpoint } from './observability/metrics-endpoint.ts';
import { watchPool } from './observability/metrics.ts';

export interface App {
  deps: AppDeps;
  fetch(request: Request): Promise<Response>;
  /** Listens on config.port (0 picks a free port) and returns the base URL. */
  start(): Promise<string>;
  stop(): Promise<void>;
}

export async function createApp(config: Config): Promise<App> {
  configureLogging({ level: config.logLevel, format: config.logFormat });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const bus = createEventBus(config.redisUrl);
  const mailer = mailSenderFor(config, { db: database.db, events: bus.events });
  mailer.start();
  const unwatchPool = watchPool(database.pool);
  let draining = false;
  const deps = appDeps(database, bus, mailer, config, () => draining);
  const stopFollowingRights = followRightsChanges(deps.viewerRights, bus.events, bus.healthy);
  const stopFollowingProjects = followProjectChanges(deps.keptProjects, bus.events, bus.healthy);
  const stopFollowingMatchStates = followMatchStates(deps);
  const graphiql = config.graphiql ? createGraphiQLPage() : null;
  const yoga = createGraphQLServer(deps, buildSchema(), graphiql);

  const app = new Hono<{ Bindings: HttpBindings }>();
  app.use('*', requestLog(config.trustProxy));
  app.use('*', securityHeaders());
  // /graphql's CORS and compression are its own plugins' (graphql/http-edge.ts), however it is reached.
  app.use('/api/*', corsForOrigins(config.corsOrigins));
  // Text answers (JSON, the client's files) are compressed; event streams are not (hono leaves text/event-stream
  // alone) and WebSockets never pass through here.
  app.use('*', except('/graphql', compress()));
  const tooLarge = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json({ message: `Request body is too large (max ${MAX_BODY_BYTES / 1024 / 1024} MB)`, code: 'PAYLOAD_TOO_LARGE' }, 413),
  });
  app.use('/api/*', tooLarge);
  // A declared size is /graphql's own plugin's to refuse (as on the direct path); Hono counts a chunked body.
  app.use('/graphql', (c, next) => (c.req.header('content-length') === undefined ? tooLarge(c, next) : next()));
  app.route('/api', createRestApi(deps, routes));
  app.get('/metrics', metricsEndpoint(config.metricsToken));
  app.on(['GET', 'POST', 'OPTIONS'], '/graphql', (c) => yoga.fetch(c.req.raw, { clientAddress: clientAddress(c.req.raw, c.env?.incoming, config.trustProxy) }));
  if (config.webDist && existsSync(join(config.webDist, 'index.html'))) mountWebClient(app, config.webDist, deps);

  let server: Server | undefined;
  let webSocket: ReturnType<typeof attachGraphQLWebSocket> | undefined;
  return {
    deps,
    fetch: async (request) => app.fetch(request),
    async start() {
      const rest = getRequestListener(app.fetch);
      // /graphql straight to Yoga's own Node adapter; everything else through Hono.
      server = createServer((request, response) => (isGraphQL(request) ? yoga(request, response, { clientAddress: clientAddress(null, request, config.trustProxy) }) : rest(request, response)));
      await new Promise<void>((resolve) => server!.listen(config.port, config.host, resolve));
      webSocket = attachGraphQLWebSocket(server, yoga, deps);
      const { port } = server.address() as AddressInfo;
      return `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;
    },
    async stop() {
      draining = true;
      // Readiness answers 503 from now on; requests keep being served until load balancers have noticed.
      if (server && config.shutdownGraceMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdownGraceMs));
      await webSocket?.close();
      if (server) await drain(server);
      stopFollowingRights();
      stopFollowingProjects();
      stopFollowingMatchStates();
      await bus.close();
      await mailer.stop();
      unwatchPool();
      await database.stop();
    },
  };
}

/**
 * Requests Yoga serves itself. A body whose size is not given up front (chunked) goes through Hono, whose body limit
 * counts as it reads; Yoga's plugin refuses a declared size over the limit.
 */
function isGraphQL(request: IncomingMessage): boolean {
  const path = request.url?.split('?', 1)[0];
  return path === '/graphql' && (request.method === 'GET' || request.headers['content-length'] !== undefined || request.headers['transfer-encoding'] === undefined);
}

/** How long a stopping server lets requests in flight finish before it cuts their connections. */
const DRAIN_MS = 5_000;

/** Stops accepting connections, lets requests in flight finish (up to DRAIN_MS), then closes what is left. */
function drain(server: Server): Promise<void> {
  return new Promise((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), DRAIN_MS);
    force.unref();
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}

// graphql-ws on the HTTP server's upgrade at /graphql. The socket authenticates once in connection_init
// ({ authorization: "Bearer …" }, a session's access token or a personal access token); a bad token closes it with
// 4403 Forbidden, and the socket is closed when its token expires or is revoked, its session ends or its user is
// deleted (socket-sessions.ts). Each operation then runs through
// Yoga's envelop so plugins and the context factory are the same as over HTTP; subscription events of fields that
// allow it are executed once per group of equal subscribers (shared-subscriptions.ts).
import type { Server } from 'node:http';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import { GraphQLError, type ExecutionArgs } from 'graphql';
import type { AppDeps } from '../context.ts';
import { authenticate } from '../services/auth/credentials.ts';
import { maskForClient, tokenOf, type Yoga } from './yoga.ts';
import { subscribeShared } from './shared-subscriptions.ts';
import { metrics } from '../observability/metrics.ts';
import { operationLabels } from './operation-metrics.ts';
import { socketSessions } from './socket-sessions.ts';

/** The largest message a socket may send: a mutation with the largest deck text fits, with room to spare. */
export const MESSAGE_MAX_BYTES = 256 * 1024;
/** Before its connection is acknowledged a socket sends only connection_init, whose parameters hold a token. */
export const MESSAGE_MAX_BYTES_BEFORE_SIGN_IN = 16 * 1024;
/** Subscriptions one socket may hold at once: the web client holds a handful; each event fans out to every one. */
export const SUBSCRIPTIONS_PER_SOCKET = 100;

const byteLength = (data: Buffer | ArrayBuffer | Buffer[]) =>
  Array.isArray(data) ? data.reduce((sum, part) => sum + part.length, 0) : data.byteLength;

interface EnvelopedRoot {
  execute(args: ExecutionArgs): unknown;
  subscribe(args: ExecutionArgs): unknown;
}

/**
 * Validation errors, including the limits' refusals, which are thrown (graphql-armor, operation-cost.ts): returned,
 * they answer this subscription with an error; thrown, graphql-ws would close the whole socket.
 */
function validOrRefused(validate: () => readonly GraphQLError[]): readonly GraphQLError[] {
  try {
    return validate();
  } catch (error) {
    if (error instanceof GraphQLError) return [error];
    throw error;
  }
}

/**
 * An operation a plugin refuses by throwing before it runs (a read-only token's mutation, read-only-tokens.ts; text
 * the database cannot store, refuse-unstorable-text.ts) answers that operation with the error, as over HTTP: thrown,
 * graphql-ws would close the whole socket with 4500.
 */
async function refusalAsResult(run: () => unknown): Promise<unknown> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof GraphQLError) return { errors: [error] };
    throw error;
  }
}

export function attachGraphQLWebSocket(httpServer: Server, yoga: Yoga, deps: AppDeps) {
  // A message over the cap ends its socket (1009) before ws buffers it whole; before the connection is acknowledged
  // (anyone can open one) the cap is lower still.
  const wsServer = new WebSocketServer({ server: httpServer, path: '/graphql', maxPayload: MESSAGE_MAX_BYTES });
  const acknowledged = new WeakSet<object>();
  const sessions = socketSessions(deps.viewerRights);
  wsServer.on('connection', (socket) => {
    // Registered before graphql-ws's own listener, so it sees each message first.
    socket.on('message', (data: Buffer | ArrayBuffer | Buffer[]) => {
      if (!acknowledged.has(socket) && byteLength(data) > MESSAGE_MAX_BYTES_BEFORE_SIGN_IN) socket.close(1009, 'Message too large before the connection is acknowledged');
    });
    metrics.webSockets.inc();
    socket.once('close', () => metrics.webSockets.dec());
  });
  // Subscriptions running, by socket: graphql-ws completes each one when it ends, also when its socket closes.
  const running = new WeakMap<object, Set<string>>();
  // Operations each socket holds (SUBSCRIPTIONS_PER_SOCKET), from their subscribe message until they complete.
  const held = new WeakMap<object, Set<string>>();
  const disposable = useServer(
    {
      execute: (args) => refusalAsResult(() => (args.rootValue as EnvelopedRoot).execute(args)) as never,
      // Fields that declared a fingerprint share each event's execution among equal subscribers.
      subscribe: (args) => refusalAsResult(async () => (await subscribeShared(args, maskForClient)) ?? (args.rootValue as EnvelopedRoot).subscribe(args)) as never,
      onConnect: async (ctx) => {
        const token = tokenOf({ connectionParams: ctx.connectionParams });
        if (!token) {
          acknowledged.add(ctx.extra.socket);
          return true;
        }
        try {
          sessions.watch(ctx.extra.socket, await authenticate(deps, token));
          acknowledged.add(ctx.extra.socket);
          return true;
        } catch {
          return false;
        }
      },
      onOperation: (ctx, id, _params, args, result) => {
        if (!(result && typeof result === 'object' && Symbol.asyncIterator in result)) return;
        metrics.graphqlOperations.inc(operationLabels(args.document, args.operationName));
        running.set(ctx, (running.get(ctx) ?? new Set()).add(id));
        metrics.subscriptions.inc();
      },
      onComplete: (ctx, id) => {
        held.get(ctx)?.delete(id);
        if (running.get(ctx)?.delete(id)) metrics.subscriptions.dec();
      },
      onSubscribe: async (ctx, id, params) => {
        // Counted from here (not once running), so a burst of subscribe messages cannot pass the check together.
        const ids = held.get(ctx) ?? new Set<string>();
        held.set(ctx, ids);
        if (ids.size >= SUBSCRIPTIONS_PER_SOCKET) {
          return [new GraphQLError(`At most ${SUBSCRIPTIONS_PER_SOCKET} subscriptions per connection: complete one first`, { extensions: { code: 'RATE_LIMITED' } })];
        }
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          ...ctx,
          connectionParams: ctx.connectionParams,
          clientAddress: ctx.extra.request.socket.remoteAddress ?? null,
          params,
        });
        const document = parse(params.query);
        const errors = validOrRefused(() => validate(schema, document));
        if (errors.length > 0) return errors;
        ids.add(id);
        return {
          schema,
          document,
          operationName: params.operationName,
          variableValues: params.variables,
          contextValue: await contextFactory(),
          rootValue: { execute, subscribe },
        };
      },
    },
    wsServer,
  );
  return {
    async close() {
      sessions.close();
      await disposable.dispose();
      await new Promise<void>((resolve) => wsServer.close(() => resolve()));
    },
  };
}

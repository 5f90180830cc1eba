// graphql-ws on the HTTP server's upgrade at /graphql. The socket authenticates once in connection_init
// ({ authorization: "Bearer …" }); a bad token closes it with 4403 Forbidden. Each operation then runs through
// Yoga's envelop so plugins and the context factory are the same as over HTTP; subscription events of fields that
// allow it are executed once per group of equal subscribers (shared-subscriptions.ts).
import type { Server } from 'node:http';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import { GraphQLError, type ExecutionArgs } from 'graphql';
import { createRequestContext, type AppDeps } from '../context.ts';
import { maskForClient, tokenOf, type Yoga } from './yoga.ts';
import { subscribeShared } from './shared-subscriptions.ts';

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

export function attachGraphQLWebSocket(httpServer: Server, yoga: Yoga, deps: AppDeps) {
  const wsServer = new WebSocketServer({ server: httpServer, path: '/graphql' });
  const disposable = useServer(
    {
      execute: (args) => (args.rootValue as EnvelopedRoot).execute(args) as never,
      // Fields that declared a fingerprint share each event's execution among equal subscribers.
      subscribe: async (args) => ((await subscribeShared(args, maskForClient)) ?? (args.rootValue as EnvelopedRoot).subscribe(args)) as never,
      onConnect: async (ctx) => {
        try {
          await createRequestContext(deps, tokenOf({ connectionParams: ctx.connectionParams }));
          return true;
        } catch {
          return false;
        }
      },
      onSubscribe: async (ctx, _id, params) => {
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          ...ctx,
          connectionParams: ctx.connectionParams,
          params,
        });
        const document = parse(params.query);
        const errors = validOrRefused(() => validate(schema, document));
        if (errors.length > 0) return errors;
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
      await disposable.dispose();
      await new Promise<void>((resolve) => wsServer.close(() => resolve()));
    },
  };
}

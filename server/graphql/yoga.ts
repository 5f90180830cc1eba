// GraphQL over HTTP and SSE at /graphql (Yoga), sharing the context factory with REST and WebSockets.
import { createGraphQLError, createYoga, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { NoSchemaIntrospectionCustomRule, type GraphQLSchema } from 'graphql';
import { bearerToken, createRequestContext, type AppDeps, type RequestContext } from '../context.ts';
import { DomainError } from '../domain/errors.ts';
import { log } from '../logger.ts';
import { httpStatusOf } from '../rest/errors.ts';

/** What graphql-ws hands the context factory for a WebSocket operation. */
export interface ServerContext {
  request?: Request;
  connectionParams?: Record<string, unknown>;
}

export type Yoga = YogaServerInstance<ServerContext, RequestContext>;

/** The bearer token of an HTTP request, or of a WebSocket's connection_init payload ({ authorization }). */
export function tokenOf(initial: ServerContext): string | null {
  const header = initial.request?.headers.get('authorization');
  const fromParams = initial.connectionParams?.authorization ?? initial.connectionParams?.Authorization;
  return bearerToken(header ?? (typeof fromParams === 'string' ? fromParams : null));
}

/** Domain errors keep their message and code (and HTTP status); anything else is masked and logged. */
function maskError(error: unknown, message: string): Error {
  const original = (error as { originalError?: unknown })?.originalError ?? error;
  if (original instanceof DomainError) {
    return createGraphQLError(original.message, {
      ...(error instanceof Error && 'path' in error ? { path: (error as { path?: readonly (string | number)[] }).path } : {}),
      extensions: { code: original.code, http: { status: httpStatusOf(original) } },
    });
  }
  if ((error as { extensions?: { code?: string } })?.extensions?.code && !(error as { originalError?: unknown }).originalError) {
    return error as Error; // already a client-facing GraphQL error (validation, parsing)
  }
  log.error('unexpected error in a GraphQL operation', original);
  return createGraphQLError(message, { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
}

/** Refuses introspection when INTROSPECTION=false (production hardening); GraphiQL then has nothing to show. */
function useNoIntrospection(): Plugin {
  return { onValidate: ({ addValidationRule }) => addValidationRule(NoSchemaIntrospectionCustomRule) };
}

export function createGraphQLServer(deps: AppDeps, schema: GraphQLSchema): Yoga {
  return createYoga<ServerContext, RequestContext>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: deps.config.graphiql ? { title: 'Sideboard GraphQL', subscriptionsProtocol: 'WS' } : false,
    renderGraphiQL,
    logging: false,
    maskedErrors: { maskError },
    plugins: deps.config.introspection ? [] : [useNoIntrospection()],
    context: async (initial) => {
      try {
        return await createRequestContext(deps, tokenOf(initial));
      } catch (error) {
        if (error instanceof DomainError) {
          throw createGraphQLError(error.message, { extensions: { code: error.code, http: { status: httpStatusOf(error) } } });
        }
        throw error;
      }
    },
  });
}

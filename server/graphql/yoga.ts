// GraphQL over HTTP and SSE at /graphql (Yoga), sharing the context factory with REST and WebSockets.
import { createGraphQLError, createYoga, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import { GraphQLError, NoSchemaIntrospectionCustomRule, type GraphQLSchema } from 'graphql';
import { bearerToken, createRequestContext, type AppDeps, type RequestContext } from '../context.ts';
import { DomainError } from '../domain/errors.ts';
import { useRefuseUnstorableText } from './refuse-unstorable-text.ts';
import { log } from '../observability/logger.ts';
import { useReadOnlyTokens } from './read-only-tokens.ts';
import { httpStatusOf } from '../rest/errors.ts';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/unavailable.ts';
import { GRAPHIQL_OPTIONS, type GraphiQLPage } from './graphiql.ts';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { useOperationCost } from './operation-cost.ts';
import { corsFor, useBodyLimit, useCompression, useRequestLog, useSecurityHeaders, useVaryOrigin } from './http-edge.ts';
import { MAX_BODY_BYTES } from '../http-headers.ts';
import { useOperationMetrics } from './operation-metrics.ts';

/**
 * Limits on what one operation may ask for, so a single request cannot exhaust the server. They leave ample room
 * for the web client's largest screen queries (checked by the end-to-end suite) and third-party tools.
 */
export const OPERATION_LIMITS = { depth: 16, aliases: 30, directives: 50, tokens: 8000, cost: 100_000 };

function armor(): Plugin[] {
  return [
    maxDepthPlugin({ n: OPERATION_LIMITS.depth, flattenFragments: true }),
    maxAliasesPlugin({ n: OPERATION_LIMITS.aliases }),
    maxDirectivesPlugin({ n: OPERATION_LIMITS.directives }),
    maxTokensPlugin({ n: OPERATION_LIMITS.tokens }),
    // Counted with the variables, which graphql-armor's cost limit cannot see (operation-cost.ts); this also holds
    // every list argument to its length limit.
    useOperationCost({ maxCost: OPERATION_LIMITS.cost }),
  ] as Plugin[];
}

/** What graphql-ws hands the context factory for a WebSocket operation. */
export interface ServerContext {
  request?: Request;
  connectionParams?: Record<string, unknown>;
  /** The client's network address, when the server knows it (client-address.ts). */
  clientAddress?: string | null;
}

export type Yoga = YogaServerInstance<ServerContext, RequestContext>;

/** The bearer token of an HTTP request, or of a WebSocket's connection_init payload ({ authorization }). */
export function tokenOf(initial: ServerContext): string | null {
  const header = initial.request?.headers.get('authorization');
  const fromParams = initial.connectionParams?.authorization ?? initial.connectionParams?.Authorization;
  return bearerToken(header ?? (typeof fromParams === 'string' ? fromParams : null));
}

/**
 * GraphQL's own errors (parse, validation, limits, variable coercion) are GraphQLErrors all the way down: coercion
 * wraps the GraphQLError that says which value was wrong. An error a resolver threw ends the chain with something else.
 */
function isGraphQLsOwn(error: unknown): error is GraphQLError {
  for (let e = error; e instanceof GraphQLError; e = e.originalError) if (!e.originalError) return true;
  return false;
}

/**
 * Domain errors keep their message and code; a database that cannot be reached says so (DATABASE_UNAVAILABLE);
 * anything else is masked and logged. An error met while a well-formed request runs (it has a path) is part of a 200
 * answer, as GraphQL over HTTP has it; only one that refuses the request before it runs carries an HTTP status (503
 * with Retry-After for the database).
 */
function maskError(error: unknown, message: string): Error {
  const original = (error as { originalError?: unknown })?.originalError ?? error;
  const path = error instanceof Error && 'path' in error ? (error as { path?: readonly (string | number)[] }).path : undefined;
  const reported = (text: string, code: string, http: { status: number; headers?: Record<string, string> }) =>
    createGraphQLError(text, { ...(path ? { path } : {}), extensions: { code, ...(path ? {} : { http }) } });
  if (original instanceof DomainError) return reported(original.message, original.code, { status: httpStatusOf(original) });
  if (isGraphQLsOwn(error)) return error;
  if (isDatabaseUnavailable(original)) {
    log.warn(`database unavailable: ${(original as Error).message}`);
    return reported('The database is unavailable for a moment; try again shortly.', 'DATABASE_UNAVAILABLE', { status: 503, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } });
  }
  log.error('unexpected error in a GraphQL operation', original);
  return createGraphQLError(message, { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
}

/** A thrown error as a client may see it (the same masking as every GraphQL response). */
export function maskForClient(error: unknown): GraphQLError {
  return maskError(error, 'Unexpected error.') as GraphQLError;
}

/** Refuses introspection when INTROSPECTION=false (production hardening); GraphiQL then has nothing to show. */
function useNoIntrospection(): Plugin {
  return { onValidate: ({ addValidationRule }) => addValidationRule(NoSchemaIntrospectionCustomRule) };
}

/** GraphiQL is served when a page is given (GRAPHIQL, on outside production). */
export function createGraphQLServer(deps: AppDeps, schema: GraphQLSchema, graphiql: GraphiQLPage | null = null): Yoga {
  return createYoga<ServerContext, RequestContext>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: graphiql ? GRAPHIQL_OPTIONS : false,
    renderGraphiQL: () => graphiql!.html(),
    // Only the configured origins: Yoga's default would echo any Origin with credentials allowed.
    cors: corsFor(deps.config.corsOrigins),
    logging: false,
    maskedErrors: { maskError },
    plugins: [
      useRequestLog(deps.config.trustProxy),
      useOperationMetrics(),
      useBodyLimit(MAX_BODY_BYTES),
      useSecurityHeaders(graphiql),
      useVaryOrigin(deps.config.corsOrigins),
      useCompression(),
      ...armor(),
      useRefuseUnstorableText(),
      useReadOnlyTokens(),
      ...(deps.config.introspection ? [] : [useNoIntrospection()]),
    ],
    context: async (initial) => {
      try {
        return await createRequestContext(deps, tokenOf(initial), initial.clientAddress ?? null);
      } catch (error) {
        if (error instanceof DomainError) {
          throw createGraphQLError(error.message, { extensions: { code: error.code, http: { status: httpStatusOf(error) } } });
        }
        throw error;
      }
    },
  });
}

// Queries and mutations run as JavaScript compiled once per document (graphql-jit) instead of being interpreted field
// by field: graphql-js builds a resolve info, a path and argument values for every field of the answer, which for
// the 870-cell matchup matrix (~12,000 fields) was most of a request and most of its garbage (BENCHMARKS.md).
// Subscriptions keep Yoga's executor, which the shared-subscription fan-out builds on.
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { BREAK, execute, GraphQLError, parse, validateExecutionArgs, visit, type DocumentNode, type ExecutionArgs, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { log } from '../logger.ts';
import type { Plugin } from 'graphql-yoga';

/** A position in the response, as resolve infos carry it. */
interface ResponsePath {
  readonly prev: ResponsePath | undefined;
  readonly key: string | number;
  readonly typename?: string | undefined;
}

/**
 * What a compiled execution keeps for its resolve infos, on its root value (which every resolve info carries):
 * graphql-js's coercion of the request's variables, and the response positions handed out so far.
 */
const COMPILED_REQUEST = Symbol('compiled request');

interface CompiledRequest {
  variableValues: unknown;
  paths: Map<ResponsePath | undefined, Map<string | number, ResponsePath>>;
}

type CompiledRoot = { [COMPILED_REQUEST]: CompiledRequest };

/** The one path object of this request for the position `path` names. */
function internedPath(paths: CompiledRequest['paths'], path: ResponsePath | undefined): ResponsePath | undefined {
  if (!path) return undefined;
  const prev = internedPath(paths, path.prev);
  let children = paths.get(prev);
  if (!children) paths.set(prev, (children = new Map()));
  let interned = children.get(path.key);
  if (!interned) children.set(path.key, (interned = { prev, key: path.key, typename: path.typename }));
  return interned;
}

/**
 * The resolve info as graphql-js 17 builds it, for resolvers that need it so (resolve-info-plugin.ts). graphql-jit
 * passes the variables as a plain map (graphql 16's `info.variableValues`), where graphql 17's helpers, which
 * Pothos uses to read the arguments of the fields below, want `{ sources, coerced }`; and it builds a new path
 * object on every call, where graphql-js hands a field's path object on to the fields beneath it, and Pothos's
 * Prisma plugin finds the relations a query already loaded by those objects (without them, every row loads its
 * relations again).
 */
export function resolveInfoAsGraphQLJs<Info extends { rootValue: unknown; variableValues: unknown; path: ResponsePath }>(info: Info): Info {
  const request = (info.rootValue as Partial<CompiledRoot> | undefined)?.[COMPILED_REQUEST];
  if (!request) return info;
  return { ...info, variableValues: request.variableValues, path: internedPath(request.paths, info.path)! };
}

/** A request error as GraphQL over HTTP wants it: status 400, and a code a client can act on. */
function asRequestError(error: GraphQLError): GraphQLError {
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    extensions: { ...error.extensions, code: 'BAD_USER_INPUT', http: { status: 400 } },
  });
}

/**
 * graphql-jit writes an operation's literal argument values into the code it generates as JSON, and then turns its
 * own marker strings back into values: `"__MAGIC_DATE__<uuid><text>"` becomes `new Date(<text>)`. A literal that
 * carries such a marker would be code. No real operation does; one that does is interpreted instead.
 */
const JIT_MARKER = '__MAGIC_';

function carriesJitMarker(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    enter(node) {
      // Strings, names and enum values: every node that carries text of the client's.
      if ('value' in node && typeof node.value === 'string' && node.value.includes(JIT_MARKER)) found = true;
      return found ? BREAK : undefined;
    },
  });
  return found;
}

/** What graphql-jit cannot run safely and correctly, graphql-js interprets. */
const INTERPRET = Symbol('interpret');

/**
 * Compiled operations, per parsed document (Yoga keeps one parsed document per query text in its LRU cache, so a
 * document seen again is the same object, and its compilations go with it) and operation name.
 */
function compilations(schema: GraphQLSchema) {
  const byDocument = new WeakMap<DocumentNode, Map<string, CompiledQuery | typeof INTERPRET>>();
  const compile = (document: DocumentNode, operationName: string | null | undefined) => {
    if (carriesJitMarker(document)) return INTERPRET;
    const compiled = compileQuery(schema, document, operationName ?? undefined);
    if (isCompiledQuery(compiled)) return compiled;
    log.warn('graphql-jit could not compile a valid operation; graphql-js interprets it', compiled.errors?.[0]);
    return INTERPRET;
  };
  return (document: DocumentNode, operationName: string | null | undefined) => {
    let operations = byDocument.get(document);
    if (!operations) byDocument.set(document, (operations = new Map()));
    const key = operationName ?? '';
    let compiled = operations.get(key);
    if (!compiled) operations.set(key, (compiled = compile(document, operationName)));
    return compiled;
  };
}

/**
 * graphql-jit is CommonJS. A loader that compiles graphql's ES modules to CommonJS when they are required (the `tsx`
 * command does) gives it a second copy of graphql that knows none of the schema's types, and then no operation with
 * variables compiles. Checked when the server is created, so that such a start fails at once and says why.
 */
function assertOneGraphQL(schema: GraphQLSchema) {
  const probe = compileQuery(schema, parse('query Probe($skip: Boolean!) { __typename @skip(if: $skip) }'));
  if (!isCompiledQuery(probe)) {
    throw new Error(
      `graphql-jit cannot compile operations for this schema (${probe.errors?.[0]?.message}): it has loaded a second copy of graphql. ` +
        'Run TypeScript entry points with `node --import tsx/esm`, not the `tsx` command.',
    );
  }
}

/**
 * The variables are coerced by graphql-js first, so that a request whose variables do not fit gets graphql-js's
 * messages as a 400 under GraphQL over HTTP (the conformance tests hold the API to them); only then the compiled
 * operation runs. Unlike graphql-js, a compiled operation does not stop when the client goes away: it finishes
 * (bounded by the operation limits) and its answer is dropped.
 */
export function useCompiledExecution(schema: GraphQLSchema): Plugin {
  assertOneGraphQL(schema);
  const compiledFor = compilations(schema);
  const executeOperation = async (args: ExecutionArgs): Promise<ExecutionResult> => {
    const validated = validateExecutionArgs(args);
    if (!('schema' in validated)) return { errors: validated.map(asRequestError) };
    const compiled = compiledFor(args.document, args.operationName);
    if (compiled === INTERPRET) return execute(args);
    const root: CompiledRoot = { [COMPILED_REQUEST]: { variableValues: validated.variableValues, paths: new Map() } };
    return (await compiled.query(root, args.contextValue, args.variableValues)) as ExecutionResult;
  };
  return {
    onExecute: ({ setExecuteFn }) => setExecuteFn(executeOperation as Parameters<typeof setExecuteFn>[0]),
  };
}

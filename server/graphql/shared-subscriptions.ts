// One execution per event for subscribers who would get the same answer.
//
// A subscription event normally runs the subscriber's selection once per subscriber. For a thread followed by a
// thousand people that is a thousand executions of the same selection over the same row, most of the time it takes
// to reach the last of them. A subscription field can declare a fingerprint: what about the viewer its payload can
// depend on (say: admin or not, role in the event's team, author of the event's comment or not). Subscribers with
// the same operation, variables and fingerprint then share one execution per event; a field without a fingerprint,
// or a selection the fingerprint cannot vouch for (it answers null), keeps one execution per subscriber.
//
// Authorization is unchanged: each subscriber's own event stream (the field's `subscribe`) decides which events it
// receives; only the work of turning an allowed event into an answer is shared.
import { execute, buildExecutionContext, buildResolveInfo, getFieldDef } from '@graphql-tools/executor';
import { addPath, collectFields, getArgumentValues, isAsyncIterable, locatedError, mapAsyncIterator, pathToArray } from '@graphql-tools/utils';
import { print, type DocumentNode, type ExecutionArgs, type ExecutionResult, type FieldNode, type FragmentDefinitionNode, type GraphQLError, type SelectionSetNode } from 'graphql';
import type { RequestContext } from '../context.ts';

/** The selection under the subscription field, as dotted paths ("content", "author.email", "parent.viewerCanEdit"). */
export type SelectedPaths = ReadonlySet<string>;

/** What the payload for `event` depends on about `ctx.viewer`, as a string; null when sharing is not safe. */
export type Fingerprint = (ctx: RequestContext, event: object, selected: SelectedPaths) => Promise<string | null>;

const fingerprints = new Map<string, Fingerprint>();

/** Declares that subscribers of `field` with equal fingerprints may share each event's execution. */
export function shareSubscriptionResults(field: string, fingerprint: Fingerprint): void {
  fingerprints.set(field, fingerprint);
}

/** Answers per event, keyed by operation, variables and fingerprint; dropped with the event object. */
const answers = new WeakMap<object, Map<string, Promise<ExecutionResult>>>();
const printed = new WeakMap<DocumentNode, string>();

function selectedPaths(selectionSet: SelectionSetNode | undefined, fragments: Record<string, FragmentDefinitionNode>, prefix = '', into = new Set<string>()): Set<string> {
  for (const selection of selectionSet?.selections ?? []) {
    if (selection.kind === 'Field') {
      const path = prefix + selection.name.value;
      into.add(path);
      selectedPaths(selection.selectionSet, fragments, `${path}.`, into);
    } else if (selection.kind === 'InlineFragment') {
      selectedPaths(selection.selectionSet, fragments, prefix, into);
    } else {
      selectedPaths(fragments[selection.name.value]?.selectionSet, fragments, prefix, into);
    }
  }
  return into;
}

/**
 * Starts a subscription with shared per-event execution when its root field declared a fingerprint; otherwise
 * returns null and the caller runs the normal subscription. `mask` turns thrown errors into client-safe ones.
 */
export async function subscribeShared(
  args: ExecutionArgs,
  mask: (error: unknown) => GraphQLError,
): Promise<AsyncIterable<ExecutionResult> | ExecutionResult | null> {
  const exeContext = buildExecutionContext(args as never);
  if (!('schema' in exeContext) || exeContext.operation.operation !== 'subscription') return null;
  const rootType = exeContext.schema.getSubscriptionType();
  if (!rootType) return null;
  const { fields } = collectFields(exeContext.schema, exeContext.fragments, exeContext.variableValues, rootType, exeContext.operation.selectionSet);
  const [responseName, fieldNodes] = [...fields.entries()][0] as [string, FieldNode[]];
  const fingerprint = fingerprints.get(fieldNodes[0].name.value);
  const fieldDef = getFieldDef(exeContext.schema, rootType, fieldNodes[0]);
  if (!fingerprint || !fieldDef?.subscribe || fields.size !== 1) return null;

  const path = addPath(undefined, responseName, rootType.name);
  const info = buildResolveInfo(exeContext, fieldDef, fieldNodes, rootType, path);
  let source: unknown;
  try {
    const variables = exeContext.variableValues as unknown as { coerced: Record<string, unknown>; sources: never };
    const fieldArgs = (getArgumentValues as (...a: unknown[]) => Record<string, unknown>)(fieldDef, fieldNodes[0], variables.coerced, variables.sources);
    source = await fieldDef.subscribe(undefined, fieldArgs, args.contextValue, info);
  } catch (error) {
    return { errors: [mask(locatedError(error as Error, fieldNodes, pathToArray(path)))] };
  }
  if (!isAsyncIterable(source)) return { errors: [mask(new Error('Subscription field must return an async iterable'))] };

  const ctx = args.contextValue as RequestContext;
  const selected = selectedPaths(fieldNodes[0].selectionSet, exeContext.fragments);
  if (!printed.has(args.document)) printed.set(args.document, print(args.document));
  const operation = `${printed.get(args.document)}\n${args.operationName ?? ''}\n${JSON.stringify(args.variableValues ?? {})}`;

  const answer = async (event: object): Promise<ExecutionResult> => {
    const print = await fingerprint(ctx, event, selected);
    const run = () =>
      Promise.resolve(execute({ ...args, rootValue: event } as never) as ExecutionResult).then((result) =>
        result.errors ? { ...result, errors: result.errors.map((error) => mask(error)) } : result,
      ) as Promise<ExecutionResult>;
    if (print === null) return run();
    let byKey = answers.get(event);
    if (!byKey) answers.set(event, (byKey = new Map()));
    const key = `${operation}\n${print}`;
    let shared = byKey.get(key);
    if (!shared) byKey.set(key, (shared = run()));
    return shared;
  };
  return mapAsyncIterator(source as AsyncIterable<object>, answer) as AsyncIterable<ExecutionResult>;
}

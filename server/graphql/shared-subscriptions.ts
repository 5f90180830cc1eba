// One execution per event for subscribers who would get the same answer.
//
// A subscription event normally runs the subscriber's selection once per subscriber. For a thread followed by a
// thousand people that is a thousand executions of the same selection over the same row, most of the time it takes
// to reach the last of them. A subscription field can declare a fingerprint: what about the viewer its payload can
// depend on (say: admin or not, role in the event's team, author of the event's comment or not), and an allow-list
// of the fields whose answers depend on nothing else. Subscribers with the same operation, variables and fingerprint
// then share one execution per event, but only when every field they select is on the allow-list; any other
// selection keeps one execution per subscriber.
//
// Authorization is unchanged: each subscriber's own event stream (the field's `subscribe`) decides which events it
// receives; only the work of turning an allowed event into an answer is shared.
import { execute, buildExecutionContext, buildResolveInfo, getFieldDef } from '@graphql-tools/executor';
import { addPath, collectFields, getArgumentValues, isAsyncIterable, locatedError, mapAsyncIterator, pathToArray } from '@graphql-tools/utils';
import {
  getNamedType,
  isAbstractType,
  isObjectType,
  print,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLError,
  type GraphQLNamedType,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import type { RequestContext } from '../context.ts';

/** What the payload for `event` depends on about `ctx.viewer`, as a string; null when sharing is not safe. */
export type Fingerprint = (ctx: RequestContext, event: object) => Promise<string | null>;

export interface Sharing {
  fingerprint: Fingerprint;
  /**
   * Per type, the fields whose answer depends on nothing about the viewer but the fingerprint, wherever they are
   * selected. `__typename` is always allowed.
   */
  shareable: Readonly<Record<string, readonly string[]>>;
  /** Fields of the payload's own type that may be shared only there, at the top (e.g. "did the viewer write it"). */
  shareableAtTop?: readonly string[];
}

const sharings = new Map<string, Sharing>();

/** Declares that subscribers of `field` with equal fingerprints may share each event's execution of allowed fields. */
export function shareSubscriptionResults(field: string, sharing: Sharing): void {
  sharings.set(field, sharing);
}

/** What `field` declared, if anything (for tests that check the allow-list). */
export function sharingOf(field: string): Sharing | undefined {
  return sharings.get(field);
}

/** Answers per event, keyed by operation, variables and fingerprint; dropped with the event object. */
const answers = new WeakMap<object, Map<string, Promise<ExecutionResult>>>();
const printed = new WeakMap<DocumentNode, string>();
const decided = new WeakMap<FieldNode, boolean>();

/**
 * Whether every field the selection reaches is on the allow-list (the payload type's own top-level exceptions
 * included). Fragments are followed; on an abstract type, the field must be allowed on every possible type.
 */
export function selectionIsShareable(
  schema: GraphQLSchema,
  sharing: Sharing,
  type: GraphQLNamedType,
  selectionSet: SelectionSetNode | undefined,
  fragments: Record<string, FragmentDefinitionNode>,
  atTop = true,
): boolean {
  if (!selectionSet) return true;
  const types = isAbstractType(type) ? schema.getPossibleTypes(type) : isObjectType(type) ? [type] : [];
  return selectionSet.selections.every((selection) => {
    if (selection.kind === 'InlineFragment' || selection.kind === 'FragmentSpread') {
      const fragment = selection.kind === 'InlineFragment' ? selection : fragments[selection.name.value];
      if (!fragment) return false;
      const condition = fragment.typeCondition ? schema.getType(fragment.typeCondition.name.value) : type;
      return Boolean(condition) && selectionIsShareable(schema, sharing, condition!, fragment.selectionSet, fragments, atTop);
    }
    const name = selection.name.value;
    if (name === '__typename') return true;
    return types.every((objectType) => {
      const allowed = sharing.shareable[objectType.name]?.includes(name) || (atTop && sharing.shareableAtTop?.includes(name));
      const field = objectType.getFields()[name];
      return Boolean(allowed && field) && selectionIsShareable(schema, sharing, getNamedType(field.type), selection.selectionSet, fragments, false);
    });
  });
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
  const sharing = sharings.get(fieldNodes[0].name.value);
  const fieldDef = getFieldDef(exeContext.schema, rootType, fieldNodes[0]);
  if (!sharing || !fieldDef?.subscribe || fields.size !== 1) return null;
  let shareable = decided.get(fieldNodes[0]);
  if (shareable === undefined) {
    shareable = fieldNodes.every((node) => selectionIsShareable(exeContext.schema, sharing, getNamedType(fieldDef.type), node.selectionSet, exeContext.fragments));
    decided.set(fieldNodes[0], shareable);
  }
  if (!shareable) return null;

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
  if (!printed.has(args.document)) printed.set(args.document, print(args.document));
  const operation = `${printed.get(args.document)}\n${args.operationName ?? ''}\n${JSON.stringify(args.variableValues ?? {})}`;

  const answer = async (event: object): Promise<ExecutionResult> => {
    const print = await sharing.fingerprint(ctx, event);
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
